// Protocols of the actor's projects: retrying failed processing, deletion (which stops processing),
// and the recording for the players.
import type { Actor } from '../access/actor';
import { ValidationError } from '../errors';
import { refundQuota } from '../plans/charges';
import type { Services } from '../services';
import type { Protocol } from '../../platform/generated/prisma/client';
import { startAfterCommit } from '../../platform/workflowQueue';
import { ProtocolNotFoundError } from './errors';
import { notifyProtocolChanged } from './events';
import { isInProcessing, processMeetingWorkflow, processingStartOf } from './processing';
import { findChangeableProtocol, findVisibleProtocol } from './protocolPolicy';

/** A protocol's meeting hours are charged under this key when its upload completes, and refunded under it at most once. */
export const meetingHoursChargeKey = (protocolId: string) => `meeting-hours:${protocolId}`;

export const RETRY_TEXT = {
  notFailed: 'Die Verarbeitung dieses Protokolls ist nicht fehlgeschlagen und kann daher nicht erneut gestartet werden.',
} as const;

/**
 * 'Erneut versuchen' on a protocol whose processing failed after the transcription began: a new
 * run starts from the step that failed, with everything saved before it. Nothing is charged
 * twice: the meeting hours were charged once at the upload, and the action items' credit is
 * charged by its key (actionItemsChargeKey).
 */
export async function retryProcessing(deps: Pick<Services, 'db' | 'logger' | 'workflows'>, actor: Actor, protocolId: string): Promise<Protocol> {
  const protocol = await findChangeableProtocol(deps, actor, protocolId);
  // Checked and cleared in one statement: of two clicks (or tabs), only one starts a run.
  const claimed = await deps.db.protocol.updateMany({ where: { id: protocol.id, processingFailure: { not: null } }, data: { processingFailure: null, processingProgress: 0 } });
  if (claimed.count === 0) throw ValidationError.onField('Fehler', 'protocolId', RETRY_TEXT.notFailed);
  await notifyProtocolChanged(deps.db, { protocolId: protocol.id });
  // Should Temporal be unreachable, the worker's sweep starts it from the same phase.
  await startAfterCommit(deps.logger, () => deps.workflows.start(processMeetingWorkflow, protocol.id, processingStartOf(protocol.processingPhase)), { protocolId: protocol.id });
  return protocol;
}

/** A protocol still processing stops (its workflow is cancelled and cleans up); any other is removed at once. */
export async function deleteProtocol(deps: Pick<Services, 'db' | 'files' | 'workflows'>, actor: Actor, protocolId: string): Promise<string> {
  const protocol = await findChangeableProtocol(deps, actor, protocolId);
  const processing = isInProcessing(protocol.status);
  if (processing) await deps.workflows.cancel(processMeetingWorkflow.idOf(protocol.id));
  await discardProtocol(deps, protocol.id, { refund: processing && protocol.processingPhase !== 'DONE' });
  return protocol.id;
}

/**
 * Removes a protocol with its recording and its rows (transcript, speakers, entries and action
 * items go with it). A protocol that never got to its draft also gets its meeting hours back, once.
 */
export async function discardProtocol(deps: Pick<Services, 'db' | 'files'>, protocolId: string, options: { refund: boolean }): Promise<void> {
  const protocol = await deps.db.protocol.findUnique({ where: { id: protocolId }, select: { fileKey: true } });
  if (protocol?.fileKey) await deps.files.delete(protocol.fileKey);
  await deps.db.$transaction(async (tx) => {
    if (options.refund) await refundQuota(tx, meetingHoursChargeKey(protocolId));
    await tx.protocol.deleteMany({ where: { id: protocolId } });
  });
  // Pages and job bars watching it learn that it is gone.
  await notifyProtocolChanged(deps.db, { protocolId });
}

/** The recording of a protocol the actor may see, with its storage key; null when there is none to see. */
export async function openRecording(deps: Pick<Services, 'db' | 'files'>, actor: Actor | null, protocolId: string) {
  const protocol = await findVisibleProtocol(deps, actor, protocolId).catch((error: unknown) => {
    if (error instanceof ProtocolNotFoundError) return null;
    throw error;
  });
  const file = protocol?.fileKey ? await deps.files.open(protocol.fileKey) : null;
  return protocol?.fileKey && file ? { fileKey: protocol.fileKey, file } : null;
}
