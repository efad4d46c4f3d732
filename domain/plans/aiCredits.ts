// AI actions cost credits (spec part 1 §6, §9): from the plan's monthly base first, then from
// purchases. Admins pass every balance check; their use is still recorded.
import type { UserActor } from '../access/actor';
import type { Prisma } from '../../platform/generated/prisma/client';
import { chargeQuota } from './charges';
import { creditCost, type CreditAction } from './rules';
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
