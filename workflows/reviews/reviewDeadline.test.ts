// The ReviewDeadline workflow on Temporal's time-skipping test server: the reminder days ahead goes
// to those who have not answered, the deadline records silence as no objection and completes the
// review; a review that ends earlier stops its timers. Real PostgreSQL, real mail delivery.
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { Worker } from '@temporalio/worker';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { userActor } from '../../domain/access/actor';
import { temporalMailQueue } from '../../domain/mail/queue';
import { approveReview } from '../../domain/reviews/reviewerAccess';
import { cancelReview, sendForReview } from '../../domain/reviews/reviews';
import { reviewDeadlineWorkflow } from '../../domain/reviews/reviewWorkflow';
import { verifyAuditEvents } from '../../domain/reviews/auditTrail';
import { createManualProtocol } from '../../domain/protocols/manualProtocol';
import { createLogger } from '../../platform/logger';
import { temporalWorkflowQueue } from '../../platform/workflowQueue';
import { startTimeSkippingEnvironment } from '../../server/embedded/temporalTestServer';
import { useTestApi } from '../../tests/support/api';
import { signedInUser } from '../../tests/support/users';
import { createMailActivities } from '../mail/activities';
import { createReviewActivities } from './activities';

const api = useTestApi({}, { worker: false });
const db = () => api.database.db;
const TASK_QUEUE = 'review-deadline-test';
let env: TestWorkflowEnvironment;
// What each test started, stopped in reverse after it: a test whose server failed to start leaves nothing to stop.
const started: (() => Promise<void>)[] = [];

// A server per test: its clock, once skipped days ahead, stays there, while reviews are sent on the real one.
beforeEach(async () => {
  const testEnv = await startTimeSkippingEnvironment(console.log);
  started.push(() => testEnv.teardown());
  env = testEnv;
  const logger = createLogger('error');
  const worker = await Worker.create({
    connection: env.nativeConnection,
    taskQueue: TASK_QUEUE,
    workflowBundle: { code: inject('workflowBundleCode') },
    activities: {
      ...createMailActivities({ config: api.config, db: db(), logger }),
      ...createReviewActivities({ db: db(), logger, mail: temporalMailQueue(env.client, TASK_QUEUE) }),
    },
  });
  const running = worker.run();
  started.push(async () => {
    worker.shutdown();
    await running;
  });
}, 180_000);

afterEach(async () => {
  for (const stop of started.splice(0).reverse()) await stop();
});

const deps = () => ({
  db: db(),
  config: api.config,
  logger: createLogger('error'),
  mail: temporalMailQueue(env.client, TASK_QUEUE),
  workflows: temporalWorkflowQueue(env.client, TASK_QUEUE),
});
const client = { ipAddress: '127.0.0.1', userAgent: 'test' };

let users = 0;
/** A protocol sent for review to three recipients with a deadline of five working days. */
async function sentReview() {
  const email = `frist-${++users}@review.de`;
  const { userId } = await signedInUser(api.url, db(), email);
  const actor = userActor({ id: userId, accountType: 'user', adminLevel: 'none' });
  const project = await db().project.create({ data: { userId, name: 'Neubau Feuerwache' } });
  const protocol = await createManualProtocol(deps(), actor, { projectId: project.id, title: 'Baubesprechung 3', date: '2026-11-24' });
  const review = await sendForReview(deps(), actor, {
    protocolId: protocol.id,
    recipients: [{ email: `a-${users}@gewerk.de`, name: 'Anna Architektin' }, { email: `b-${users}@gewerk.de`, name: 'Bruno Bauherr' }, { email: `c-${users}@gewerk.de`, name: 'Clara Statik' }],
    objectionDays: 5,
  });
  const tokens = await Promise.all(
    ['a', 'b', 'c'].map(async (who) => {
      const mail = await api.smtp.waitFor((m) => JSON.stringify(m.to).includes(`${who}-${users}@gewerk.de`));
      return /\/review\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')![1]!;
    }),
  );
  return { userId, actor, protocol, review, tokens, n: users };
}

const result = (reviewId: string) => env.client.workflow.getHandle(reviewDeadlineWorkflow.idOf(reviewId)).result();

describe('ReviewDeadline workflow (time skipping)', () => {
  it('reminds only those who have not answered, then records silence as no objection and completes the review', async () => {
    const { userId, review, tokens, n } = await sentReview();
    await approveReview(deps(), tokens[0]!, client);

    expect(await result(review.id)).toBe('completed');

    const reminders = await db().mailMessage.findMany({ where: { template: 'review-reminder', to: { endsWith: `-${n}@gewerk.de` } }, orderBy: { to: 'asc' } });
    expect(reminders.map((m) => m.to)).toEqual([`b-${n}@gewerk.de`, `c-${n}@gewerk.de`]);
    expect(reminders[0]!.subject).toMatch(/^Erinnerung: Freigabe bis \d{2}\.\d{2}\.\d{4}$/);
    const invites = await db().reviewInvite.findMany({ where: { reviewId: review.id }, orderBy: { email: 'asc' } });
    expect(invites.map((i) => [i.name, i.status, i.remindedAt !== null])).toEqual([
      ['Anna Architektin', 'approved', false],
      ['Bruno Bauherr', 'no_objection', true],
      ['Clara Statik', 'no_objection', true],
    ]);
    expect(await db().review.findUniqueOrThrow({ where: { id: review.id } })).toMatchObject({ state: 'COMPLETED' });
    expect(await db().protocol.findUniqueOrThrow({ where: { id: review.protocolId } })).toMatchObject({ status: 'COMPLETED' });
    expect(await db().notification.findFirst({ where: { userId, type: 'review_completed' } })).toMatchObject({
      message: '„Baubesprechung 3“, Version 1: 1 freigegeben, 0 Widerspruch, 2 ohne Einwände bis Fristablauf.',
    });
    const events = await db().reviewAuditEvent.findMany({ where: { protocolId: review.protocolId }, orderBy: { sequence: 'asc' } });
    const types = events.map((e) => e.type).filter((type) => type !== 'mail_accepted');
    expect(types).toEqual(['sent', 'sent', 'sent', 'approved', 'reminded', 'reminded', 'deadline_passed', 'deadline_passed', 'completed']);
    expect(verifyAuditEvents(events).intact).toBe(true);
  });

  it('stops its timers when everyone answered before the deadline: no reminder', async () => {
    const { review, tokens, n } = await sentReview();
    for (const token of tokens) await approveReview(deps(), token, client);
    expect(await result(review.id)).toBe('closed');
    expect(await db().mailMessage.count({ where: { template: 'review-reminder', to: { endsWith: `-${n}@gewerk.de` } } })).toBe(0);
    expect(await db().review.findUniqueOrThrow({ where: { id: review.id } })).toMatchObject({ state: 'COMPLETED' });
  });

  it('stops its timers when the review is cancelled', async () => {
    const { actor, review, n } = await sentReview();
    await cancelReview(deps(), actor, review.id);
    expect(await result(review.id)).toBe('closed');
    expect(await db().mailMessage.count({ where: { template: 'review-reminder', to: { endsWith: `-${n}@gewerk.de` } } })).toBe(0);
    expect(await db().reviewInvite.count({ where: { reviewId: review.id, status: 'no_objection' } })).toBe(0);
  });
});
