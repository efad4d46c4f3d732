import type { Db } from '../../platform/db';

/**
 * Allows one request per key and period: true (and recorded) when none was made within it.
 * A transaction-level advisory lock makes two simultaneous requests count as two.
 */
export const allowOncePer = (db: Db, key: string, periodSeconds: number, now = new Date()): Promise<boolean> => allowAtMost(db, key, 1, periodSeconds, now);

/** Allows `limit` requests per key within the period: true (and recorded) while fewer were made. */
export async function allowAtMost(db: Db, key: string, limit: number, periodSeconds: number, now = new Date()): Promise<boolean> {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${key}))`;
    const since = new Date(now.getTime() - periodSeconds * 1000);
    const recent = await tx.rateLimitEvent.count({ where: { key, createdAt: { gt: since } } });
    if (recent >= limit) return false;
    await tx.rateLimitEvent.create({ data: { key, createdAt: now } });
    return true;
  });
}
