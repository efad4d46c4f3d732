// Usage counted per month (spec part 1 §3, part 2 §3) and per day for the daily limits.
import type { UserActor } from '../access/actor';
import type { Db } from '../../platform/db';
import type { Prisma } from '../../platform/generated/prisma/client';
import { usageDayKey, usageMonthKey } from './rules';

export const USAGE_TYPES = [
  'chatbot_queries',
  'projects_created',
  'protocols_created',
  'exports_generated',
  'protocols_reviewed',
  'protocols_finalized',
  'comments_created',
  'action_items_created',
] as const;
export type UsageType = (typeof USAGE_TYPES)[number];

export type UsageCounts = Record<UsageType, number>;

const zeros = (): UsageCounts => Object.fromEntries(USAGE_TYPES.map((type) => [type, 0])) as UsageCounts;

/** Counts one use (or `amount`) for the month and the day, in the caller's transaction. */
export async function recordUsage(tx: Prisma.TransactionClient, userId: string, type: UsageType, at = new Date(), amount = 1): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO usage_counters (user_id, period, usage_type, amount, updated_at)
    VALUES (${userId}::uuid, ${usageMonthKey(at)}, ${type}, ${amount}, now()), (${userId}::uuid, ${usageDayKey(at)}, ${type}, ${amount}, now())
    ON CONFLICT (user_id, period, usage_type) DO UPDATE SET amount = usage_counters.amount + EXCLUDED.amount, updated_at = now()`;
}

export interface Usage {
  monthKey: string;
  month: UsageCounts;
  today: UsageCounts;
}

export async function usageOf(deps: { db: Db }, actor: UserActor, at = new Date()): Promise<Usage> {
  const [monthKey, dayKey] = [usageMonthKey(at), usageDayKey(at)];
  const rows = await deps.db.usageCounter.findMany({ where: { userId: actor.userId, period: { in: [monthKey, dayKey] } } });
  const usage = { monthKey, month: zeros(), today: zeros() };
  for (const row of rows) {
    if (!(USAGE_TYPES as readonly string[]).includes(row.usageType)) continue;
    usage[row.period === monthKey ? 'month' : 'today'][row.usageType as UsageType] = row.amount;
  }
  return usage;
}
