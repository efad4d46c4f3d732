// The plans' daily limits (spec part 1 §9: AI calls / protocols / action items per day, -1 unlimited).
import { UNLIMITED } from '../../common/plans';
import type { UserActor } from '../access/actor';
import { UserError } from '../errors';
import type { Services } from '../services';
import { subscriptionOf } from './planOf';
import { isWithinLimit, usageDayKey } from './rules';

export class DailyProtocolLimitError extends UserError {
  constructor(limit: number) {
    super('Tageslimit erreicht', `Ihr Abo erlaubt ${limit} ${limit === 1 ? 'neues Protokoll' : 'neue Protokolle'} pro Tag. Morgen geht es weiter.`);
    this.name = 'DailyProtocolLimitError';
  }
}

/** Refuses one more protocol today (uploaded, created by hand) beyond the plan's daily limit. */
export async function checkDailyProtocolLimit(deps: Pick<Services, 'db'>, actor: UserActor) {
  const limit = (await subscriptionOf(deps, actor)).limits.daily_protocols;
  const today = await deps.db.usageCounter.findUnique({
    where: { userId_period_usageType: { userId: actor.userId, period: usageDayKey(new Date()), usageType: 'protocols_created' } },
  });
  if (!isWithinLimit((today?.amount ?? 0) + 1, limit)) throw new DailyProtocolLimitError(limit);
}

export class DailyAiCallLimitError extends UserError {
  constructor(limit: number) {
    super('Tageslimit erreicht', `Ihr Abo erlaubt ${limit} ${limit === 1 ? 'KI-Anfrage' : 'KI-Anfragen'} pro Tag. Morgen geht es weiter.`);
    this.name = 'DailyAiCallLimitError';
  }
}

/** A German day is at most 25 hours long (the autumn clock change): the charges that may fall on today. */
const LONGEST_DAY_MS = 25 * 60 * 60 * 1000;

/** Refuses one more AI call today beyond the plan's daily limit: every AI credit charge of the German day counts as one call. */
export async function checkDailyAiCallLimit(deps: Pick<Services, 'db'>, actor: UserActor) {
  const limit = (await subscriptionOf(deps, actor)).limits.daily_ai_calls;
  if (limit === UNLIMITED) return;
  const now = new Date();
  const recent = await deps.db.quotaCharge.findMany({
    where: { userId: actor.userId, kind: 'AI_CREDITS', amount: { gt: 0 }, createdAt: { gt: new Date(now.getTime() - LONGEST_DAY_MS) } },
    select: { createdAt: true },
  });
  const today = usageDayKey(now);
  const calls = recent.filter((charge) => usageDayKey(charge.createdAt) === today).length;
  if (!isWithinLimit(calls + 1, limit)) throw new DailyAiCallLimitError(limit);
}
