// The viewer's plan, usage, credits, meeting time and permissions (spec part 1 §3, §6).
import { UNLIMITED, TIERS, type LimitName } from '../common/plans';
import { dailyLimitsOf, permissionsOf, type DailyLimits as DailyLimitsShape, type Permissions } from '../domain/plans/permissions';
import { subscriptionOf } from '../domain/plans/planOf';
import { quotasOf, type QuotaBalance } from '../domain/plans/quotas';
import type { EffectiveSubscription } from '../domain/plans/subscription';
import { usageOf, type Usage } from '../domain/plans/usage';
import { builder } from './builder';
import { Viewer } from './viewer';

const PlanTier = builder.enumType('PlanTier', { values: TIERS.map((tier) => tier.toUpperCase()) as ['FREE', 'STARTER', 'PROFESSIONAL', 'ENTERPRISE'] });
const tierValue = (tier: string) => tier.toUpperCase() as 'FREE';

/** -1 (unlimited) becomes null, as the spec's resource limits have it. */
const limitOrNull = (limits: Record<LimitName, number>, name: LimitName) => (limits[name] === UNLIMITED ? null : limits[name]);

const DailyLimits = builder.objectRef<DailyLimitsShape>('DailyLimits').implement({
  description: 'Uses per day; -1 is unlimited.',
  fields: (t) => ({ aiCalls: t.exposeInt('aiCalls'), protocols: t.exposeInt('protocols'), actionItems: t.exposeInt('actionItems') }),
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

builder.objectFields(Viewer, (t) => {
  const signedIn = t.withAuth({ signedIn: true });
  return {
    subscription: signedIn.field({ type: UserSubscription, resolve: (_s, _args, ctx) => subscriptionOf(ctx, ctx.actor) }),
    usage: signedIn.field({ type: UsageRef, resolve: (_s, _args, ctx) => usageOf(ctx, ctx.actor) }),
    credits: signedIn.field({ type: Credits, resolve: async (_s, _args, ctx) => (await quotasOf(ctx, ctx.actor)).credits }),
    meetingHours: signedIn.field({ type: MeetingHours, resolve: async (_s, _args, ctx) => (await quotasOf(ctx, ctx.actor)).meetingMinutes }),
    permissions: signedIn.field({ type: PermissionsRef, resolve: (s, _args, ctx) => permissionsOf(ctx, ctx.actor, s.user) }),
  };
});
