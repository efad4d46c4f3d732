// AI actions cost credits (spec part 1 §6, §9): from the plan's monthly base first, then from
// purchases. Admins pass every balance check; their use is still recorded.
import type { UserActor } from '../access/actor';
import { UserError } from '../errors';
import type { Db } from '../../platform/db';
import type { Prisma } from '../../platform/generated/prisma/client';
import { chargeQuota } from './charges';
import { quotasOf } from './quotas';
import { creditCost, hasCredits, type CreditAction } from './rules';
import type { EffectiveSubscription } from './subscription';

export interface AiCreditCharge {
  action: CreditAction;
  /** The same key never charges twice (a retried step). */
  idempotencyKey: string;
  description: string;
  referenceId: string;
}

/** False when the key was charged before; InsufficientQuotaError when the credits do not suffice. */
export function chargeAiCredits(tx: Prisma.TransactionClient, user: UserActor, plan: EffectiveSubscription, charge: AiCreditCharge): Promise<boolean> {
  return chargeQuota(tx, {
    userId: user.userId,
    kind: 'AI_CREDITS',
    amount: creditCost(charge.action),
    idempotencyKey: charge.idempotencyKey,
    description: charge.description,
    referenceId: charge.referenceId,
    monthlyBase: plan.limits.ai_credits_per_month,
    bypassBalance: user.isAdmin,
  });
}

export class InsufficientCreditsError extends UserError {
  constructor(
    readonly needed: number,
    readonly available: number,
    /** What the credits are for, e.g. 'die Neuerstellung'. */
    purpose: string,
  ) {
    super('Nicht genügend Credits', `Für ${purpose} werden ${needed} Credits benötigt. Ihr Guthaben: ${available}.`);
    this.name = 'InsufficientCreditsError';
  }
}

/**
 * Refuses an action up front when the user's credits do not cover it (admins pass), so that the
 * user hears it at once rather than from a background step; the charge itself checks again.
 */
export async function assertAiCredits(deps: { db: Db }, user: UserActor, action: CreditAction, purpose: string): Promise<void> {
  if (user.isAdmin) return;
  const { balance } = (await quotasOf(deps, user)).credits;
  const needed = creditCost(action);
  if (balance !== null && !hasCredits(balance, needed)) throw new InsufficientCreditsError(needed, balance, purpose);
}
