import type { Client } from '@temporalio/client';
import type { Prisma } from '../../platform/generated/prisma/client';
import type { Logger } from '../../platform/logger';
import { startAfterCommit, temporalWorkflowQueue } from '../../platform/workflowQueue';
import { sendMailWorkflow } from './mailWorkflow';
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

export function temporalMailQueue(client: Client, taskQueue: string): MailQueue {
  // A message is sent once, ever: not even a failed delivery is started again by id.
  const workflows = temporalWorkflowQueue(client, taskQueue, 'REJECT_DUPLICATE');
  return { enqueue: (messageId) => workflows.start(sendMailWorkflow, messageId) };
}

/**
 * Enqueues after the transaction committed. Should Temporal be unreachable now, the message stays
 * PENDING in the database and the worker's start-up sweep delivers it later.
 */
export const enqueueAfterCommit = (queue: MailQueue, logger: Logger, messageId: string): Promise<void> =>
  startAfterCommit(logger, () => queue.enqueue(messageId), { messageId });
