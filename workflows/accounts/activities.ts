import type { Db } from '../../platform/db';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

/**
 * How long each kind of row is kept after it stopped mattering: long enough for every rule that
 * reads it (the longest rate-limit period is 24 h, the longest throttle window 15 min) plus a week
 * of sessions and links for looking into a support case. Security events are kept.
 */
export const RETENTION = { sessions: 7 * DAY, emailTokens: 7 * DAY, rateLimitEvents: 25 * HOUR, throttles: HOUR, uploadTickets: 2 * DAY } as const;

export function createHousekeepingActivities(deps: { db: Db }) {
  return {
    async deleteExpiredAuthData(nowIso: string) {
      const now = new Date(nowIso).getTime();
      const before = (ms: number) => new Date(now - ms);
      const [sessions, emailTokens, rateLimitEvents, throttles, uploadTickets] = await Promise.all([
        deps.db.session.deleteMany({
          where: { OR: [{ expiresAt: { lt: before(RETENTION.sessions) } }, { revokedAt: { lt: before(RETENTION.sessions) } }] },
        }),
        deps.db.emailToken.deleteMany({ where: { expiresAt: { lt: before(RETENTION.emailTokens) } } }),
        deps.db.rateLimitEvent.deleteMany({ where: { createdAt: { lt: before(RETENTION.rateLimitEvents) } } }),
        deps.db.authThrottle.deleteMany({
          where: {
            windowStartsAt: { lt: before(RETENTION.throttles) },
            OR: [{ blockedUntil: null }, { blockedUntil: { lt: new Date(now) } }],
          },
        }),
        // Announced uploads: an unfinished one can no longer resume (tus keeps it a day), and a
        // finished one is only asked again right after its answer got lost.
        deps.db.uploadTicket.deleteMany({ where: { createdAt: { lt: before(RETENTION.uploadTickets) } } }),
      ]);
      return { sessions: sessions.count, emailTokens: emailTokens.count, rateLimitEvents: rateLimitEvents.count, throttles: throttles.count, uploadTickets: uploadTickets.count };
    },
  };
}

export type HousekeepingActivities = ReturnType<typeof createHousekeepingActivities>;
