import type { Db } from '../../platform/db';
import { TooManyAttemptsError } from './errors';

export interface ThrottlePolicy {
  /** Failures within the window after which each further attempt is slowed down. */
  slowAfter: number;
  /** Failures within the window after which the key is blocked. */
  blockAfter: number;
  windowSeconds: number;
  blockSeconds: number;
}

// Per account: a person mistyping gets a few tries; a guesser is slowed, then stopped for 15 minutes.
export const ACCOUNT_POLICY: ThrottlePolicy = { slowAfter: 3, blockAfter: 10, windowSeconds: 900, blockSeconds: 900 };
// Per client address: a site office shares one address, so the bar is higher.
export const ADDRESS_POLICY: ThrottlePolicy = { slowAfter: 20, blockAfter: 50, windowSeconds: 900, blockSeconds: 900 };
export const SECOND_FACTOR_POLICY: ThrottlePolicy = { slowAfter: 3, blockAfter: 5, windowSeconds: 900, blockSeconds: 900 };

/** Pure rule: how long to wait before answering a failed attempt (0.5 s more per failure past slowAfter, at most 5 s). */
export const slowdownMs = (failures: number, policy: ThrottlePolicy) =>
  failures <= policy.slowAfter ? 0 : Math.min(5_000, (failures - policy.slowAfter) * 500);

/**
 * Throws TooManyAttemptsError while any of the keys is blocked (the blocked key is on the error);
 * otherwise returns the keys that have failures on record.
 */
export async function assertNotBlocked(db: Db, keys: string[], now = new Date()): Promise<Set<string>> {
  const rows = await db.authThrottle.findMany({ where: { key: { in: keys } } });
  for (const row of rows) {
    if (row.blockedUntil && row.blockedUntil > now) {
      throw Object.assign(new TooManyAttemptsError(Math.ceil((row.blockedUntil.getTime() - now.getTime()) / 1000)), { key: row.key });
    }
  }
  return new Set(rows.map((row) => row.key));
}

/** Counts a failure (a new window when the old one is over) and returns the count; blocks at the threshold. */
export async function recordFailure(db: Db, key: string, policy: ThrottlePolicy, now = new Date()): Promise<number> {
  const windowStart = new Date(now.getTime() - policy.windowSeconds * 1000);
  const [row] = await db.$queryRaw<{ failures: number }[]>`
    INSERT INTO auth_throttles (key, failures, window_starts_at) VALUES (${key}, 1, ${now})
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN auth_throttles.window_starts_at < ${windowStart} THEN 1 ELSE auth_throttles.failures + 1 END,
      window_starts_at = CASE WHEN auth_throttles.window_starts_at < ${windowStart} THEN ${now} ELSE auth_throttles.window_starts_at END
    RETURNING failures`;
  const failures = row!.failures;
  if (failures >= policy.blockAfter) {
    await db.authThrottle.update({
      where: { key },
      data: { blockedUntil: new Date(now.getTime() + policy.blockSeconds * 1000), failures: 0, windowStartsAt: now },
    });
  }
  return failures;
}

export const clearFailures = (db: Db, key: string) => db.authThrottle.deleteMany({ where: { key } });
