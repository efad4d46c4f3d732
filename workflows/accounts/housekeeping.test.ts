import { describe, expect, it } from 'vitest';
import { useTestApi } from '../../tests/support/api';
import { housekeepingSchedule } from '../../domain/accounts/housekeeping';

const api = useTestApi();

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600 * 1000);

describe('housekeeping', () => {
  it('deletes auth rows and upload tickets no rule needs any more and keeps the others', async () => {
    const { db } = api.database;
    const user = await db.user.create({ data: { email: 'alt@bau.de', emailKey: 'alt@bau.de', passwordHash: 'x' } });
    const session = (tokenHash: string, expiresAt: Date, revokedAt: Date | null = null) =>
      db.session.create({ data: { userId: user.id, tokenHash, expiresAt, revokedAt } });
    await Promise.all([
      session('expired-long-ago', hoursAgo(8 * 24)),
      session('revoked-long-ago', hoursAgo(-24), hoursAgo(8 * 24)),
      session('expired-yesterday', hoursAgo(24)),
      session('active', hoursAgo(-24)),
      db.emailToken.create({ data: { userId: user.id, purpose: 'CONFIRM_EMAIL', tokenHash: 'old-link', expiresAt: hoursAgo(8 * 24) } }),
      db.emailToken.create({ data: { userId: user.id, purpose: 'CONFIRM_EMAIL', tokenHash: 'new-link', expiresAt: hoursAgo(-24) } }),
      db.rateLimitEvent.create({ data: { key: 'password_reset:alt@bau.de', createdAt: hoursAgo(26) } }),
      db.rateLimitEvent.create({ data: { key: 'password_reset:neu@bau.de', createdAt: hoursAgo(23) } }),
      db.authThrottle.create({ data: { key: 'sign_in:account:alt', failures: 2, windowStartsAt: hoursAgo(2) } }),
      db.authThrottle.create({ data: { key: 'sign_in:account:gesperrt', failures: 0, windowStartsAt: hoursAgo(2), blockedUntil: hoursAgo(-0.1) } }),
    ]);
    const project = await db.project.create({ data: { userId: user.id, name: 'Neubau' } });
    const ticket = (title: string, createdAt: Date) =>
      db.uploadTicket.create({ data: { userId: user.id, projectId: project.id, title, date: new Date(), fileName: 'a.mp3', fileSize: 10n, consentAt: createdAt, createdAt } });
    await Promise.all([ticket('abandoned', hoursAgo(49)), ticket('recent', hoursAgo(20))]);

    const removed = await api.temporal.workflow.execute('cleanUpAuthData', {
      taskQueue: api.config.TEMPORAL_TASK_QUEUE,
      workflowId: `housekeeping-test-${Date.now()}`,
    });
    expect(removed).toEqual({ sessions: 2, emailTokens: 1, rateLimitEvents: 1, throttles: 1, uploadTickets: 1 });
    expect((await db.uploadTicket.findMany()).map((t) => t.title)).toEqual(['recent']);
    expect((await db.session.findMany({ orderBy: { tokenHash: 'asc' } })).map((s) => s.tokenHash)).toEqual(['active', 'expired-yesterday']);
    expect((await db.emailToken.findMany()).map((t) => t.tokenHash)).toEqual(['new-link']);
    expect((await db.rateLimitEvent.findMany()).map((e) => e.key)).toEqual(['password_reset:neu@bau.de']);
    expect((await db.authThrottle.findMany()).map((t) => t.key)).toEqual(['sign_in:account:gesperrt']);
  });

  it('runs daily on a schedule the worker creates', async () => {
    const schedule = await api.temporal.schedule.getHandle(`${housekeepingSchedule.scheduleId}-${api.config.TEMPORAL_TASK_QUEUE}`).describe();
    expect(schedule.action).toMatchObject({ type: 'startWorkflow', workflowType: 'cleanUpAuthData' });
    expect(schedule.spec.intervals).toEqual([expect.objectContaining({ every: 86_400_000 })]);
  });
});
