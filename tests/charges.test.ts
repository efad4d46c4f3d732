// Credits and meeting time charged by idempotency key, against real PostgreSQL: a retried
// activity or a resubmitted request never charges twice, also when both run at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeQuota, InsufficientQuotaError, refundQuota, type ChargeRequest } from '../domain/plans/charges';
import { createTestDatabase, type TestDatabase } from './support/database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

const db = () => database.db;
const NOV = new Date('2026-11-15T12:00:00Z');
const DEC = new Date('2026-12-02T12:00:00Z');

async function newUser() {
  const email = `charge-${Math.random().toString(36).slice(2)}@example.de`;
  return db().user.create({ data: { email, emailKey: email, passwordHash: 'x' } });
}

const charge = (request: Partial<ChargeRequest> & { userId: string; idempotencyKey: string }) =>
  db().$transaction((tx) => chargeQuota(tx, { kind: 'AI_CREDITS', amount: 1, description: 'Test', monthlyBase: 10, at: NOV, ...request }));

const account = (userId: string, kind: 'AI_CREDITS' | 'MEETING_MINUTES' = 'AI_CREDITS') => db().quotaAccount.findUniqueOrThrow({ where: { userId_kind: { userId, kind } } });

describe('charging with idempotency keys', () => {
  it('charges a key once, however often it is asked, also at the same time', async () => {
    const user = await newUser();
    const results = await Promise.all(Array.from({ length: 5 }, () => charge({ userId: user.id, idempotencyKey: 'action-items:p1' })));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await account(user.id)).toMatchObject({ monthlyUsed: 1, totalUsed: 1, periodKey: '2026-11' });
    expect(await charge({ userId: user.id, idempotencyKey: 'action-items:p1' })).toBe(false);
    expect(await db().quotaCharge.count({ where: { userId: user.id } })).toBe(1);
  });

  it("spends this month's base first, then purchases, and refuses beyond both", async () => {
    const user = await newUser();
    await db().quotaAccount.create({ data: { userId: user.id, kind: 'MEETING_MINUTES', periodKey: '2026-11', monthlyUsed: 30, purchasedBalance: 60 } });
    const minutes = (key: string, amount: number, at = NOV) => charge({ userId: user.id, idempotencyKey: key, kind: 'MEETING_MINUTES', amount, monthlyBase: 60, at });
    expect(await minutes('m1', 60)).toBe(true);
    expect(await account(user.id, 'MEETING_MINUTES')).toMatchObject({ monthlyUsed: 60, purchasedBalance: 30 });
    const refused = await minutes('m2', 60).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(InsufficientQuotaError);
    expect(refused).toMatchObject({ needed: 60, available: 30 });
    expect(await db().quotaCharge.count({ where: { idempotencyKey: 'm2' } })).toBe(0);
    // A new month starts the base afresh.
    expect(await minutes('m3', 60, DEC)).toBe(true);
    expect(await account(user.id, 'MEETING_MINUTES')).toMatchObject({ periodKey: '2026-12', monthlyUsed: 60, purchasedBalance: 30 });
  });

  it('lets admins and unlimited plans pass, and records their use', async () => {
    const user = await newUser();
    expect(await charge({ userId: user.id, idempotencyKey: 'a1', amount: 5, monthlyBase: 2, bypassBalance: true })).toBe(true);
    expect(await account(user.id)).toMatchObject({ monthlyUsed: 2, purchasedBalance: -3, totalUsed: 5 });
    const unlimited = await newUser();
    expect(await charge({ userId: unlimited.id, idempotencyKey: 'u1', amount: 500, monthlyBase: -1 })).toBe(true);
    expect(await account(unlimited.id)).toMatchObject({ monthlyUsed: 500, totalUsed: 500 });
  });

  it('refunds a charge once, to where it came from', async () => {
    const user = await newUser();
    await db().quotaAccount.create({ data: { userId: user.id, kind: 'AI_CREDITS', periodKey: '2026-11', monthlyUsed: 9, purchasedBalance: 5 } });
    expect(await charge({ userId: user.id, idempotencyKey: 'r1', amount: 3 })).toBe(true);
    expect(await account(user.id)).toMatchObject({ monthlyUsed: 10, purchasedBalance: 3 });
    const refunds = await Promise.all([1, 2, 3].map(() => db().$transaction((tx) => refundQuota(tx, 'r1', NOV))));
    expect(refunds.filter(Boolean)).toHaveLength(1);
    expect(await account(user.id)).toMatchObject({ monthlyUsed: 9, purchasedBalance: 5, totalUsed: 0 });
    expect(await db().$transaction((tx) => refundQuota(tx, 'unknown-key', NOV))).toBe(false);
  });

  it("does not give back a past month's base", async () => {
    const user = await newUser();
    expect(await charge({ userId: user.id, idempotencyKey: 'old', amount: 4 })).toBe(true);
    expect(await db().$transaction((tx) => refundQuota(tx, 'old', DEC))).toBe(true);
    expect(await account(user.id)).toMatchObject({ purchasedBalance: 0, monthlyUsed: 4 });
  });
});
