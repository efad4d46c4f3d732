import { WorkflowExecutionAlreadyStartedError, type Client } from '@temporalio/client';
import type { Prisma } from '../generated/prisma/client';
import type { Logger } from '../logger';
import type { RenderedMail } from './templates';

export interface MailQueue {
  /** Starts delivery of a stored message; safe to call any number of times for one message. */
  enqueue(messageId: string): Promise<void>;
}

/** Stores a mail in the same transaction as the change that caused it, so neither is lost alone. */
export async function storeMail(tx: Prisma.TransactionClient, to: string, mail: RenderedMail): Promise<string> {
  const row = await tx.mailMessage.create({ data: { to, ...mail }, select: { id: true } });
  return row.id;
}

export const mailWorkflowId = (messageId: string) => `mail-${messageId}`;

export function temporalMailQueue(client: Client, taskQueue: string): MailQueue {
  return {
    async enqueue(messageId) {
      try {
        await client.workflow.start('sendMail', {
          taskQueue,
          workflowId: mailWorkflowId(messageId),
          args: [messageId],
          workflowIdReusePolicy: 'REJECT_DUPLICATE',
        });
      } catch (error) {
        if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
      }
    },
  };
}

/**
 * Enqueues after the transaction committed. Should Temporal be unreachable now, the message stays
 * PENDING in the database and the worker's start-up sweep delivers it later.
 */
export async function enqueueAfterCommit(queue: MailQueue, logger: Logger, messageId: string): Promise<void> {
  try {
    await queue.enqueue(messageId);
  } catch (error) {
    logger.warn('mail enqueue failed; left pending for the sweep', { messageId, error: String(error) });
  }
}
