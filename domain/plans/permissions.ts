// Everything the UI needs to decide what to offer a user (spec part 1 §6); the server checks again
// on every write.
import type { LimitName } from '../../common/plans';
import type { UserActor } from '../access/actor';
import type { Services } from '../services';
import { subscriptionOf } from './planOf';
import { quotasOf } from './quotas';
import { FALLBACK_PERMISSIONS } from './rules';

export interface DailyLimits {
  aiCalls: number;
  protocols: number;
  actionItems: number;
}

/** Uses per day of a plan's limits; -1 is unlimited. */
export const dailyLimitsOf = (limits: Record<LimitName, number>): DailyLimits => ({
  aiCalls: limits.daily_ai_calls,
  protocols: limits.daily_protocols,
  actionItems: limits.daily_action_items,
});

export interface Permissions {
  isAdmin: boolean;
  adminLevel: string;
  accountType: string;
  subscriptionTier: string;
  subscriptionStatus: string;
  credits: number | null;
  protocolMinutes: number | null;
  dailyLimits: DailyLimits;
  features: string[];
}

/** When the permissions cannot be loaded, the user gets the most restricted set, not an error (spec §6). */
export async function permissionsOf(
  deps: Pick<Services, 'db' | 'logger'>,
  actor: UserActor,
  user: { accountType: string; adminLevel: string },
): Promise<Permissions> {
  try {
    const [subscription, quotas] = await Promise.all([subscriptionOf(deps, actor), quotasOf(deps, actor)]);
    return {
      isAdmin: actor.isAdmin,
      adminLevel: user.adminLevel,
      accountType: user.accountType,
      subscriptionTier: subscription.tier,
      subscriptionStatus: subscription.status,
      credits: quotas.credits.balance,
      protocolMinutes: quotas.meetingMinutes.balance,
      dailyLimits: dailyLimitsOf(subscription.limits),
      features: [...subscription.features].sort(),
    };
  } catch (error) {
    deps.logger.warn('permissions could not be loaded; fallback applies', { userId: actor.userId, error: String(error) });
    return {
      isAdmin: false,
      adminLevel: 'none',
      accountType: user.accountType,
      subscriptionTier: FALLBACK_PERMISSIONS.tier,
      subscriptionStatus: 'active',
      credits: 0,
      protocolMinutes: 0,
      dailyLimits: { ...FALLBACK_PERMISSIONS.dailyLimits },
      features: [...FALLBACK_PERMISSIONS.features],
    };
  }
}
