// The plan a user is on, with the fallbacks of spec part 1 §3 and §6.
import type { LimitName, Tier } from '../../common/plans';
import type { Db } from '../../platform/db';
import { emailKey } from '../accounts/emailAddress';
import { featuresFor, planLimits, tierFromPlanName } from './rules';

export const FALLBACK_PLAN_ID = 'free';

export interface EffectiveSubscription {
  /** The subscription row's id, or 'free' for the fallback plan. */
  id: string;
  planId: string;
  planName: string;
  tier: Tier;
  status: string;
  currentPeriodEnd: Date | null;
  trialEnd: Date | null;
  features: Set<string>;
  /** -1 is unlimited. */
  limits: Record<LimitName, number>;
}

/** Without a subscription the plan 'Free' (id 'free') applies. */
export async function loadSubscription(db: Db, user: { id: string; isAdmin: boolean }): Promise<EffectiveSubscription> {
  const subscription = await db.userSubscription.findUnique({ where: { userId: user.id } });
  const planId = subscription?.planId ?? FALLBACK_PLAN_ID;
  const plan = await db.subscriptionPlan.findUnique({ where: { id: planId }, select: { name: true, limits: { select: { name: true, value: true } } } });
  const planName = plan?.name ?? 'Free';
  const tier = tierFromPlanName(planName);
  return {
    id: subscription?.id ?? FALLBACK_PLAN_ID,
    planId,
    planName,
    tier,
    status: subscription?.status ?? 'active',
    currentPeriodEnd: subscription?.currentPeriodEnd ?? null,
    trialEnd: subscription?.trialEnd ?? null,
    features: featuresFor(tier, user.isAdmin),
    limits: planLimits(plan?.limits),
  };
}

/** Operator command behind `npm run user:set-plan` until billing sells plans; false when the account or plan is unknown. */
export async function setPlan(db: Db, email: string, planId: string): Promise<boolean> {
  const [user, plan] = await Promise.all([
    db.user.findUnique({ where: { emailKey: emailKey(email) }, select: { id: true } }),
    db.subscriptionPlan.findUnique({ where: { id: planId }, select: { id: true } }),
  ]);
  if (!user || !plan) return false;
  await db.userSubscription.upsert({ where: { userId: user.id }, create: { userId: user.id, planId }, update: { planId, status: 'active' } });
  return true;
}
