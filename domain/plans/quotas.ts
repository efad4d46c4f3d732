// AI credits and meeting time (spec part 1 §3 Credits, Meeting hours). The plan's monthly base is
// spent first, then purchases; a new month starts the base afresh without any job having to run.
import { UNLIMITED } from '../../common/plans';
import type { UserActor } from '../access/actor';
import { memoForActor } from '../access/memo';
import type { Db } from '../../platform/db';
import type { QuotaKind } from '../../platform/generated/prisma/client';
import { subscriptionOf } from './planOf';
import { usageMonthKey } from './rules';

export interface QuotaAccountRow {
  kind: QuotaKind;
  periodKey: string;
  monthlyUsed: number;
  purchasedBalance: number;
  totalPurchased: number;
  totalUsed: number;
  updatedAt: Date;
}

export interface QuotaBalance {
  /** null: unlimited. */
  balance: number | null;
  monthlyBase: number | null;
  /** Used this month, from the base and from purchases. */
  monthlyUsed: number;
  purchasedBalance: number;
  totalPurchased: number;
  totalUsed: number;
  /** This month's base plus everything ever bought. */
  totalAllocated: number | null;
  updatedAt: Date | null;
  /** At most a fifth of this month's allowance is left: 'Ihr Kontingent ist fast aufgebraucht'. */
  nearlyExhausted: boolean;
}

const NEARLY_EXHAUSTED_SHARE = 0.2;

/** A user without an account row has the plan's base and nothing bought or used. */
export function quotaBalance(account: QuotaAccountRow | undefined, monthlyBase: number, monthKey: string): QuotaBalance {
  const monthlyUsed = account?.periodKey === monthKey ? account.monthlyUsed : 0;
  const purchasedBalance = account?.purchasedBalance ?? 0;
  const unlimited = monthlyBase === UNLIMITED;
  const balance = unlimited ? null : Math.max(0, monthlyBase - monthlyUsed) + purchasedBalance;
  const allowance = balance === null ? 0 : monthlyUsed + balance;
  return {
    balance,
    monthlyBase: unlimited ? null : monthlyBase,
    monthlyUsed,
    purchasedBalance,
    totalPurchased: account?.totalPurchased ?? 0,
    totalUsed: account?.totalUsed ?? 0,
    totalAllocated: unlimited ? null : monthlyBase + (account?.totalPurchased ?? 0),
    updatedAt: account?.updatedAt ?? null,
    nearlyExhausted: balance !== null && allowance > 0 && balance <= allowance * NEARLY_EXHAUSTED_SHARE,
  };
}

export interface Quotas {
  credits: QuotaBalance;
  /** In minutes; the plan's hours times 60. */
  meetingMinutes: QuotaBalance;
}

/** The plan's meeting hours as the minutes the account counts in. */
export const minutesOf = (hours: number) => (hours === UNLIMITED ? UNLIMITED : hours * 60);

/** The user's credits and meeting time against their plan, loaded once per actor. */
export const quotasOf = (deps: { db: Db }, actor: UserActor): Promise<Quotas> =>
  memoForActor(actor, 'quotas', async () => {
    const [{ limits }, accounts] = await Promise.all([subscriptionOf(deps, actor), deps.db.quotaAccount.findMany({ where: { userId: actor.userId } })]);
    const monthKey = usageMonthKey(new Date());
    const account = (kind: QuotaKind) => accounts.find((row) => row.kind === kind);
    return {
      credits: quotaBalance(account('AI_CREDITS'), limits.ai_credits_per_month, monthKey),
      meetingMinutes: quotaBalance(account('MEETING_MINUTES'), minutesOf(limits.meeting_hours_per_month), monthKey),
    };
  });
