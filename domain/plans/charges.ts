// Charging credits and meeting time with idempotency keys (DESIGN: "usage with idempotency keys so
// a retried activity never charges twice"). The account row is locked first, so two charges of the
// same key (a retry racing the original) are decided one after the other.
import type { Prisma, QuotaKind } from '../../platform/generated/prisma/client';
import { UNLIMITED } from '../../common/plans';
import { usageMonthKey } from './rules';

export interface ChargeRequest {
  userId: string;
  kind: QuotaKind;
  amount: number;
  /** What caused the charge, e.g. `meeting-hours:<protocolId>`; the same key never charges twice. */
  idempotencyKey: string;
  description: string;
  referenceId?: string;
  /** The plan's monthly base in the account's unit; -1 unlimited. */
  monthlyBase: number;
  /** Admins pass every credit check (spec part 1 §6); their use is still recorded. */
  bypassBalance?: boolean;
  at?: Date;
}

export class InsufficientQuotaError extends Error {
  constructor(
    readonly kind: QuotaKind,
    readonly needed: number,
    readonly available: number,
  ) {
    super(`${kind}: needed ${needed}, available ${available}`);
    this.name = 'InsufficientQuotaError';
  }
}

interface LockedAccount {
  period_key: string;
  monthly_used: number;
  purchased_balance: number;
}

async function lockAccount(tx: Prisma.TransactionClient, userId: string, kind: QuotaKind, monthKey: string): Promise<LockedAccount> {
  await tx.$executeRaw`
    INSERT INTO quota_accounts (user_id, kind, period_key, updated_at) VALUES (${userId}::uuid, ${kind}::"QuotaKind", ${monthKey}, now())
    ON CONFLICT (user_id, kind) DO NOTHING`;
  const [row] = await tx.$queryRaw<LockedAccount[]>`
    SELECT period_key, monthly_used, purchased_balance FROM quota_accounts WHERE user_id = ${userId}::uuid AND kind = ${kind}::"QuotaKind" FOR UPDATE`;
  if (!row) throw new Error('quota account vanished while locked');
  return row;
}

/** Returns false when the key was charged before (nothing happens then). */
export async function chargeQuota(tx: Prisma.TransactionClient, request: ChargeRequest): Promise<boolean> {
  const monthKey = usageMonthKey(request.at ?? new Date());
  const account = await lockAccount(tx, request.userId, request.kind, monthKey);
  if (await tx.quotaCharge.findUnique({ where: { idempotencyKey: request.idempotencyKey }, select: { idempotencyKey: true } })) return false;

  const monthlyUsed = account.period_key === monthKey ? account.monthly_used : 0;
  const unlimited = request.monthlyBase === UNLIMITED;
  const monthlyLeft = unlimited ? request.amount : Math.max(0, request.monthlyBase - monthlyUsed);
  const available = monthlyLeft + account.purchased_balance;
  if (!unlimited && !request.bypassBalance && available < request.amount) {
    throw new InsufficientQuotaError(request.kind, request.amount, available);
  }
  const fromMonthly = Math.min(request.amount, monthlyLeft);
  // An admin beyond the balance: the rest is booked against purchases, which may go below zero.
  const fromPurchased = request.amount - fromMonthly;
  await tx.quotaAccount.update({
    where: { userId_kind: { userId: request.userId, kind: request.kind } },
    data: {
      periodKey: monthKey,
      monthlyUsed: monthlyUsed + fromMonthly,
      purchasedBalance: { decrement: fromPurchased },
      totalUsed: { increment: request.amount },
    },
  });
  await tx.quotaCharge.create({
    data: {
      idempotencyKey: request.idempotencyKey,
      userId: request.userId,
      kind: request.kind,
      amount: request.amount,
      fromMonthly,
      periodKey: monthKey,
      description: request.description,
      referenceId: request.referenceId ?? null,
    },
  });
  return true;
}

/**
 * Gives back what a charge took, once (its own key is `refund:<key>`). A month's base that has
 * since expired is not given back: it would have expired unused anyway.
 */
export async function refundQuota(tx: Prisma.TransactionClient, idempotencyKey: string, at = new Date()): Promise<boolean> {
  const charge = await tx.quotaCharge.findUnique({ where: { idempotencyKey } });
  if (!charge || charge.amount <= 0) return false;
  const monthKey = usageMonthKey(at);
  const account = await lockAccount(tx, charge.userId, charge.kind, monthKey);
  const refundKey = `refund:${idempotencyKey}`;
  if (await tx.quotaCharge.findUnique({ where: { idempotencyKey: refundKey }, select: { idempotencyKey: true } })) return false;

  const sameMonth = charge.periodKey === monthKey && account.period_key === monthKey;
  const toMonthly = sameMonth ? charge.fromMonthly : 0;
  const toPurchased = charge.amount - charge.fromMonthly;
  await tx.quotaAccount.update({
    where: { userId_kind: { userId: charge.userId, kind: charge.kind } },
    data: {
      monthlyUsed: { decrement: toMonthly },
      purchasedBalance: { increment: toPurchased },
      totalUsed: { decrement: toMonthly + toPurchased },
    },
  });
  await tx.quotaCharge.create({
    data: {
      idempotencyKey: refundKey,
      userId: charge.userId,
      kind: charge.kind,
      amount: -(toMonthly + toPurchased),
      fromMonthly: -toMonthly,
      periodKey: monthKey,
      description: `Erstattung: ${charge.description}`,
      referenceId: charge.referenceId,
    },
  });
  return true;
}
