// The viewer's plan, usage, credits, meeting time and permissions (spec part 1 §3, §6).
import { isAdmin } from '../domain/accounts/admin';
import type { ActiveSession } from '../domain/accounts/sessions';
import type { Context } from './context';
import { UNLIMITED, TIERS, type LimitName } from '../common/plans';
import { loadQuotas, type QuotaBalance, type Quotas } from '../domain/plans/quotas';
import { FALLBACK_PERMISSIONS } from '../domain/plans/rules';
import type { EffectiveSubscription } from '../domain/plans/subscription';
import { loadUsage, type Usage } from '../domain/plans/usage';
import { viewerSubscription } from '../domain/projects/access';
import { memoPerRequest } from './requestMemo';
import { builder } from './builder';
import { Viewer } from './viewer';

const PlanTier = builder.enumType('PlanTier', { values: TIERS.map((tier) => tier.toUpperCase()) as ['FREE', 'STARTER', 'PROFESSIONAL', 'ENTERPRISE'] });
const tierValue = (tier: string) => tier.toUpperCase() as 'FREE';

/** -1 (unlimited) becomes null, as the spec's resource limits have it. */
const limitOrNull = (limits: Record<LimitName, number>, name: LimitName) => (limits[name] === UNLIMITED ? null : limits[name]);

const DailyLimits = builder.objectRef<{ aiCalls: number; protocols: number; actionItems: number }>('DailyLimits').implement({
  description: 'Uses per day; -1 is unlimited.',
  fields: (t) => ({ aiCalls: t.exposeInt('aiCalls'), protocols: t.exposeInt('protocols'), actionItems: t.exposeInt('actionItems') }),
});
const dailyLimitsOf = (limits: Record<LimitName, number>) => ({
  aiCalls: limits.daily_ai_calls,
  protocols: limits.daily_protocols,
  actionItems: limits.daily_action_items,
});

const ResourceLimits = builder.objectRef<Record<LimitName, number>>('ResourceLimits').implement({
  description: 'Per month; null is unlimited.',
  fields: (t) => ({
    meetingHoursPerMonth: t.int({ nullable: true, resolve: (l) => limitOrNull(l, 'meeting_hours_per_month') }),
    aiCreditsPerMonth: t.int({ nullable: true, resolve: (l) => limitOrNull(l, 'ai_credits_per_month') }),
    maxProjects: t.int({ nullable: true, resolve: (l) => limitOrNull(l, 'max_projects') }),
  }),
});

const UserSubscription = builder.objectRef<EffectiveSubscription>('UserSubscription').implement({
  description: "The viewer's plan; without a subscription the plan 'Free' (id 'free').",
  fields: (t) => ({
    id: t.exposeString('id'),
    planId: t.exposeString('planId'),
    planName: t.exposeString('planName'),
    tier: t.field({ type: PlanTier, resolve: (s) => tierValue(s.tier) }),
    status: t.exposeString('status'),
    currentPeriodEnd: t.string({ nullable: true, resolve: (s) => s.currentPeriodEnd?.toISOString() ?? null }),
    trialEnd: t.string({ nullable: true, resolve: (s) => s.trialEnd?.toISOString() ?? null }),
    features: t.stringList({ resolve: (s) => [...s.features].sort() }),
    limits: t.field({ type: ResourceLimits, resolve: (s) => s.limits }),
    dailyLimits: t.field({ type: DailyLimits, resolve: (s) => dailyLimitsOf(s.limits) }),
  }),
});

const UsageRef = builder.objectRef<Usage>('Usage').implement({
  description: 'This month (monthKey, YYYY-MM) and today, in German time.',
  fields: (t) => ({
    monthKey: t.exposeString('monthKey'),
    chatbotQueries: t.int({ resolve: (u) => u.month.chatbot_queries }),
    projectsCreated: t.int({ resolve: (u) => u.month.projects_created }),
    protocolsCreated: t.int({ resolve: (u) => u.month.protocols_created }),
    exportsGenerated: t.int({ resolve: (u) => u.month.exports_generated }),
    protocolsReviewed: t.int({ resolve: (u) => u.month.protocols_reviewed }),
    protocolsFinalized: t.int({ resolve: (u) => u.month.protocols_finalized }),
    commentsCreated: t.int({ resolve: (u) => u.month.comments_created }),
    actionItemsCreated: t.int({ resolve: (u) => u.month.action_items_created }),
    dailyChatbotQueries: t.int({ resolve: (u) => u.today.chatbot_queries }),
    dailyProtocolsCreated: t.int({ resolve: (u) => u.today.protocols_created }),
    dailyActionItemsCreated: t.int({ resolve: (u) => u.today.action_items_created }),
  }),
});

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

const quotaFields = (unit: string) => (t: PothosSchemaTypes.ObjectFieldBuilder<Types, QuotaBalance>) => ({
  balance: t.exposeInt('balance', { nullable: true, description: `${unit}; null: unlimited` }),
  monthlyBase: t.exposeInt('monthlyBase', { nullable: true, description: `${unit} per month from the plan; null: unlimited` }),
  monthlyUsed: t.exposeInt('monthlyUsed', { description: `${unit} used this month` }),
  purchasedBalance: t.exposeInt('purchasedBalance'),
  totalPurchased: t.exposeInt('totalPurchased'),
  totalUsed: t.exposeInt('totalUsed'),
  totalAllocated: t.exposeInt('totalAllocated', { nullable: true }),
  updatedAt: t.string({ nullable: true, resolve: (q) => q.updatedAt?.toISOString() ?? null }),
  nearlyExhausted: t.exposeBoolean('nearlyExhausted', { description: "At most a fifth of this month's allowance left" }),
});

const Credits = builder.objectRef<QuotaBalance>('Credits').implement({ description: 'AI credits.', fields: quotaFields('Credits') });
const MeetingHours = builder.objectRef<QuotaBalance>('MeetingHours').implement({
  description: 'Meeting time, in minutes (shown as X Std. Y Min.).',
  fields: quotaFields('Minutes'),
});

interface Permissions {
  isAdmin: boolean;
  adminLevel: string;
  accountType: string;
  subscriptionTier: string;
  subscriptionStatus: string;
  credits: number | null;
  protocolMinutes: number | null;
  dailyLimits: { aiCalls: number; protocols: number; actionItems: number };
  features: string[];
}

const PermissionsRef = builder.objectRef<Permissions>('Permissions').implement({
  description: 'Everything the UI needs to decide what to offer; the server checks again on every write.',
  fields: (t) => ({
    isAdmin: t.exposeBoolean('isAdmin'),
    adminLevel: t.exposeString('adminLevel'),
    accountType: t.exposeString('accountType'),
    subscriptionTier: t.field({ type: PlanTier, resolve: (p) => tierValue(p.subscriptionTier) }),
    subscriptionStatus: t.exposeString('subscriptionStatus'),
    credits: t.exposeInt('credits', { nullable: true }),
    protocolMinutes: t.exposeInt('protocolMinutes', { nullable: true }),
    dailyLimits: t.field({ type: DailyLimits, resolve: (p) => p.dailyLimits }),
    features: t.exposeStringList('features'),
  }),
});

const viewerQuotas = (ctx: Context, session: ActiveSession): Promise<Quotas> =>
  memoPerRequest(ctx, 'quotas', async () => loadQuotas(ctx.db, session.user.id, (await viewerSubscription(ctx)).limits));

async function loadPermissions(ctx: Context, session: ActiveSession): Promise<Permissions> {
  const [subscription, quotas] = await Promise.all([viewerSubscription(ctx), viewerQuotas(ctx, session)]);
  return {
    isAdmin: isAdmin(session.user),
    adminLevel: session.user.adminLevel,
    accountType: session.user.accountType,
    subscriptionTier: subscription.tier,
    subscriptionStatus: subscription.status,
    credits: quotas.credits.balance,
    protocolMinutes: quotas.meetingMinutes.balance,
    dailyLimits: dailyLimitsOf(subscription.limits),
    features: [...subscription.features].sort(),
  };
}

builder.objectFields(Viewer, (t) => ({
  subscription: t.field({ type: UserSubscription, authScopes: { signedIn: true }, resolve: (_s, _args, ctx) => viewerSubscription(ctx) }),
  usage: t.field({ type: UsageRef, authScopes: { signedIn: true }, resolve: (s, _args, ctx) => loadUsage(ctx.db, s.user.id) }),
  credits: t.field({ type: Credits, authScopes: { signedIn: true }, resolve: async (s, _args, ctx) => (await viewerQuotas(ctx, s)).credits }),
  meetingHours: t.field({ type: MeetingHours, authScopes: { signedIn: true }, resolve: async (s, _args, ctx) => (await viewerQuotas(ctx, s)).meetingMinutes }),
  permissions: t.field({
    type: PermissionsRef,
    authScopes: { signedIn: true },
    // Spec §6: when the permissions cannot be loaded, the user gets the most restricted set, not an error.
    resolve: (s, _args, ctx) =>
      loadPermissions(ctx, s).catch((error: unknown) => {
        ctx.logger.warn('permissions could not be loaded; fallback applies', { userId: s.user.id, error: String(error) });
        return {
          isAdmin: false,
          adminLevel: 'none',
          accountType: s.user.accountType,
          subscriptionTier: FALLBACK_PERMISSIONS.tier,
          subscriptionStatus: 'active',
          credits: 0,
          protocolMinutes: 0,
          dailyLimits: { ...FALLBACK_PERMISSIONS.dailyLimits },
          features: [...FALLBACK_PERMISSIONS.features],
        };
      }),
  }),
}));
