import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SECURITY_BATCH, createSecurityEventLog } from '../domain/accounts/securityEvents';
import { createLogger } from '../platform/logger';
import { createTestDatabase, type TestDatabase } from './support/database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  vi.useRealTimers();
  await database?.drop();
});

const event = { type: 'sign_in_failed', severity: 'LOW' } as const;

describe('security event log', () => {
  it('writes a batch as soon as ten events are queued', async () => {
    const log = createSecurityEventLog(database.db, createLogger('error'));
    const count = () => database.db.securityEvent.count({ where: { metadata: { path: ['batch'], equals: 'size' } } });
    for (let i = 0; i < 9; i++) log.record({ ...event, metadata: { batch: 'size', i } });
    expect(await count()).toBe(0);
    log.record({ ...event, metadata: { batch: 'size', i: 9 } });
    // No flush: the tenth event alone must start the write, long before the five-second timer would.
    await vi.waitFor(async () => expect(await count()).toBe(10), { timeout: SECURITY_BATCH.delayMs / 2, interval: 20 });
    await log.close();
  });

  it('writes what is queued at once on flush (shutdown)', async () => {
    const log = createSecurityEventLog(database.db, createLogger('error'));
    log.record({ ...event, metadata: { batch: 'flush' } });
    await log.flush();
    expect(await database.db.securityEvent.count({ where: { metadata: { path: ['batch'], equals: 'flush' } } })).toBe(1);
  });

  it('writes fewer events five seconds after the first', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const log = createSecurityEventLog(database.db, createLogger('error'));
    log.record({ ...event, metadata: { batch: 'time' } });
    vi.advanceTimersByTime(4_999);
    expect(await database.db.securityEvent.count({ where: { metadata: { path: ['batch'], equals: 'time' } } })).toBe(0);
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    // No flush here: the timer alone must have started the write.
    await vi.waitFor(async () =>
      expect(await database.db.securityEvent.count({ where: { metadata: { path: ['batch'], equals: 'time' } } })).toBe(1),
    );
  });
});
