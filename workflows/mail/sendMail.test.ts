import { WorkflowFailedError } from '@temporalio/client';
import { describe, expect, inject, it } from 'vitest';
import { createLogger } from '../../platform/logger';
import { sendMailWorkflow } from '../../domain/mail/mailWorkflow';
import { storeMail, temporalMailQueue } from '../../domain/mail/queue';
import { waitlistAcknowledgement } from '../../domain/mail/templates';
import { startTestApi, useTestApi } from '../../tests/support/api';
import { recipientOf } from '../../tests/support/smtp';
import { startWorker } from '../../server/worker';

const api = useTestApi();

const store = (to: string) =>
  storeMail(api.database.db, to, waitlistAcknowledgement({ firstName: 'Test', publicUrl: api.config.publicUrl }));
const queue = () => temporalMailQueue(api.temporal, api.config.TEMPORAL_TASK_QUEUE);
const result = (id: string) => api.temporal.workflow.getHandle(sendMailWorkflow.idOf(id)).result();
const row = (id: string) => api.database.db.mailMessage.findUniqueOrThrow({ where: { id } });
const received = (to: string) => api.smtp.messages.filter((m) => recipientOf(m).includes(to)).length;

describe('sendMail workflow', () => {
  it('retries with backoff while the mail server refuses temporarily, then delivers once', async () => {
    const id = await store('retry@bau.de');
    api.smtp.refuseNext(2, 451);
    await queue().enqueue(id);
    await result(id);
    expect(await row(id)).toMatchObject({ status: 'SENT', attempts: 3, lastError: null });
    expect(received('retry@bau.de')).toBe(1);
  });

  it('gives up at once on a permanent refusal and marks the message failed', async () => {
    const id = await store('permanent@bau.de');
    api.smtp.refuseNext(1, 550);
    await queue().enqueue(id);
    await expect(result(id)).rejects.toBeInstanceOf(WorkflowFailedError);
    expect(await row(id)).toMatchObject({ status: 'FAILED', attempts: 1, lastError: expect.stringContaining('550') });
    expect(received('permanent@bau.de')).toBe(0);
  });

  it('delivers a message once however often it is enqueued', async () => {
    const id = await store('einmal@bau.de');
    await Promise.all([queue().enqueue(id), queue().enqueue(id), queue().enqueue(id)]);
    await result(id);
    await queue().enqueue(id);
    await result(id);
    expect(received('einmal@bau.de')).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'SENT', attempts: 1 });
  });

  it('delivers mail that was stored while Temporal was unreachable when a worker starts', async () => {
    const id = await store('nachgeholt@bau.de');
    const worker = await startWorker({
      config: api.config,
      db: api.database.db,
      logger: createLogger('error'),
      address: inject('temporalAddress'),
      client: api.temporal,
      workflowBundle: { code: inject('workflowBundleCode') },
    });
    try {
      await result(id);
      expect(await row(id)).toMatchObject({ status: 'SENT' });
      expect(received('nachgeholt@bau.de')).toBe(1);
    } finally {
      await worker.stop();
    }
  });
});

describe('sendMail without SMTP_URL', () => {
  it('keeps the mail in the outbox, marked as sent there', async () => {
    const outboxApi = await startTestApi({ SMTP_URL: '' });
    try {
      const id = await storeMail(
        outboxApi.database.db,
        'outbox@bau.de',
        waitlistAcknowledgement({ firstName: 'Otto', publicUrl: outboxApi.config.publicUrl }),
      );
      await temporalMailQueue(outboxApi.temporal, outboxApi.config.TEMPORAL_TASK_QUEUE).enqueue(id);
      await outboxApi.temporal.workflow.getHandle(sendMailWorkflow.idOf(id)).result();
      expect(await outboxApi.database.db.mailMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({
        status: 'SENT',
        transport: 'OUTBOX',
      });
      expect(outboxApi.smtp.messages).toHaveLength(0);
    } finally {
      await outboxApi.close();
    }
  });
});
