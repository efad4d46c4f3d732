// Auth rows no rule needs any more are deleted daily (the housekeeping schedule).
import type { Db } from '../../platform/db';
import { defineScheduledWorkflow } from '../../platform/workflowDefinition';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

/**
 * How long each kind of row is kept after it stopped mattering: long enough for every rule that
 * reads it (the longest rate-limit period is 24 h, the longest throttle window 15 min) plus a week
 * of sessions and links for looking into a support case. Security events are kept.
 */
const RETENTION = { sessions: 7 * DAY, emailTokens: 7 * DAY, rateLimitEvents: 25 * HOUR, throttles: HOUR, uploadTickets: 2 * DAY } as const;

export interface DeletedAuthData {
  sessions: number;
  emailTokens: number;
  rateLimitEvents: number;
  throttles: number;
  uploadTickets: number;
}

/** Deletes what expired `now` (a retried run passes the same `now`, so it deletes the same set). */
export async function deleteExpiredAuthData(deps: { db: Db }, now: Date): Promise<DeletedAuthData> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const [sessions, emailTokens, rateLimitEvents, throttles, uploadTickets] = await Promise.all([
    deps.db.session.deleteMany({
      where: { OR: [{ expiresAt: { lt: before(RETENTION.sessions) } }, { revokedAt: { lt: before(RETENTION.sessions) } }] },
    }),
    deps.db.emailToken.deleteMany({ where: { expiresAt: { lt: before(RETENTION.emailTokens) } } }),
    deps.db.rateLimitEvent.deleteMany({ where: { createdAt: { lt: before(RETENTION.rateLimitEvents) } } }),
    deps.db.authThrottle.deleteMany({
      where: {
        windowStartsAt: { lt: before(RETENTION.throttles) },
        OR: [{ blockedUntil: null }, { blockedUntil: { lt: now } }],
      },
    }),
    // Announced uploads: an unfinished one can no longer resume (tus keeps it a day), and a
    // finished one is only asked again right after its answer got lost.
    deps.db.uploadTicket.deleteMany({ where: { createdAt: { lt: before(RETENTION.uploadTickets) } } }),
  ]);
  return { sessions: sessions.count, emailTokens: emailTokens.count, rateLimitEvents: rateLimitEvents.count, throttles: throttles.count, uploadTickets: uploadTickets.count };
}

/** Daily; the workflow's start time is its `now`. */
export const housekeepingSchedule = defineScheduledWorkflow<DeletedAuthData>('cleanUpAuthData', { scheduleId: 'housekeeping-daily', every: '1 day' });
