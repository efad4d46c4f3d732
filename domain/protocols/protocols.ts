// Protocols of the viewer's projects: lookups, speaker assignment, retrying failed processing,
// deletion (which stops processing).
import { AccessDeniedError } from '../accounts/errors';
import type { Context, Services } from '../../schema/context';
import { ValidationError } from '../errors';
import { refundQuota } from '../plans/charges';
import type { Protocol } from '../../platform/generated/prisma/client';
import { viewerProjectAccess, viewerUser } from '../projects/access';
import { isUuid } from '../../platform/uuid';
import { ProtocolNotFoundError } from './errors';
import { startAfterCommit } from '../../platform/workflowQueue';
import { PROCESS_MEETING_WORKFLOW, SPEAKERS_ASSIGNED_SIGNAL, processMeetingWorkflowId, processingStartOf } from './processing';
import { notifyProtocolChanged } from './events';
import { meetingHoursChargeKey } from '../uploads/uploads';

/** The viewer's protocol in a project that is not deleted; anyone else's id is answered as not found. */
export async function findViewerProtocol(ctx: Context, protocolId: string): Promise<Protocol> {
  const userId = viewerUser(ctx).id;
  const protocol = isUuid(protocolId)
    ? await ctx.db.protocol.findFirst({ where: { id: protocolId, project: { userId, deletionRequestedAt: null } } })
    : null;
  if (!protocol) throw new ProtocolNotFoundError();
  return protocol;
}

async function findWritableProtocol(ctx: Context, protocolId: string): Promise<Protocol> {
  const protocol = await findViewerProtocol(ctx, protocolId);
  if ((await viewerProjectAccess(ctx)).levelOf(protocol.projectId) !== 'full') throw new AccessDeniedError();
  return protocol;
}

export interface SpeakerAssignment {
  speakerId: string;
  /** One of the project's participants... */
  participantId?: string | null;
  /** ...or a typed name, which becomes a new participant of the project. */
  name?: string | null;
  company?: string | null;
}

const NAME_MAX = 120;
export const SPEAKER_TEXT = {
  nameRequired: 'Bitte wählen Sie für jeden Sprecher einen Beteiligten oder geben Sie einen Namen ein.',
  notReady: 'Die Sprecher können erst zugewiesen werden, wenn das Transkript bereit ist.',
} as const;

/**
 * Names every separated voice, creating participants for typed names, and lets processing go on
 * to the protocol. Assigning again while the protocol is being generated changes only names.
 */
export async function assignSpeakers(ctx: Context, protocolId: string, assignments: SpeakerAssignment[]): Promise<Protocol> {
  const protocol = await findWritableProtocol(ctx, protocolId);
  if (protocol.status !== 'TRANSCRIPT_READY') throw new ValidationError('Fehler', SPEAKER_TEXT.notReady, [{ field: 'protocolId', message: SPEAKER_TEXT.notReady }]);
  const speakers = await ctx.db.protocolSpeaker.findMany({ where: { protocolId: protocol.id } });
  const participants = await ctx.db.participant.findMany({ where: { projectId: protocol.projectId }, select: { id: true } });
  const problems: { field: string; message: string }[] = [];
  const plan = speakers.map((speaker) => {
    const assignment = assignments.find((a) => a.speakerId === speaker.id);
    const participantId = assignment?.participantId && participants.some((p) => p.id === assignment.participantId) ? assignment.participantId : null;
    const name = assignment?.name?.trim().slice(0, NAME_MAX) || null;
    if (!participantId && !name) problems.push({ field: `speaker-${speaker.label}`, message: SPEAKER_TEXT.nameRequired });
    return { speaker, participantId, name, company: assignment?.company?.trim().slice(0, NAME_MAX) || null };
  });
  if (problems.length > 0) throw new ValidationError('Fehler', problems[0]!.message, problems);

  await ctx.db.$transaction(async (tx) => {
    for (const { speaker, participantId, name, company } of plan) {
      let linked = participantId;
      if (!linked && name) {
        const existing = await tx.participant.findFirst({ where: { projectId: protocol.projectId, name: { equals: name, mode: 'insensitive' } } });
        linked = existing?.id ?? (await tx.participant.create({ data: { projectId: protocol.projectId, name, company } })).id;
      }
      await tx.protocolSpeaker.update({ where: { id: speaker.id }, data: { participantId: linked, name: linked ? null : name } });
    }
  });
  await ctx.workflows.signal(processMeetingWorkflowId(protocol.id), SPEAKERS_ASSIGNED_SIGNAL);
  return protocol;
}

export const RETRY_TEXT = {
  notFailed: 'Die Verarbeitung dieses Protokolls ist nicht fehlgeschlagen und kann daher nicht erneut gestartet werden.',
} as const;

/**
 * 'Erneut versuchen' on a protocol whose processing failed after the transcription began: a new
 * run starts from the step that failed, with everything saved before it. Nothing is charged
 * twice: the meeting hours were charged once at the upload, and the action items' credit is
 * charged by its key (actionItemsChargeKey).
 */
export async function retryProcessing(ctx: Context, protocolId: string): Promise<Protocol> {
  const protocol = await findWritableProtocol(ctx, protocolId);
  // Checked and cleared in one statement: of two clicks (or tabs), only one starts a run.
  const claimed = await ctx.db.protocol.updateMany({ where: { id: protocol.id, processingFailure: { not: null } }, data: { processingFailure: null, processingProgress: 0 } });
  if (claimed.count === 0) throw new ValidationError('Fehler', RETRY_TEXT.notFailed, [{ field: 'protocolId', message: RETRY_TEXT.notFailed }]);
  await notifyProtocolChanged(ctx.db, { protocolId: protocol.id });
  // Should Temporal be unreachable, the worker's sweep starts it from the same phase.
  await startAfterCommit(
    ctx.logger,
    () => ctx.workflows.start(PROCESS_MEETING_WORKFLOW, processMeetingWorkflowId(protocol.id), [protocol.id, processingStartOf(protocol.processingPhase)]),
    { protocolId: protocol.id },
  );
  return protocol;
}

/** A protocol still processing stops (its workflow is cancelled and cleans up); any other is removed at once. */
export async function deleteProtocol(ctx: Context, protocolId: string): Promise<string> {
  const protocol = await findWritableProtocol(ctx, protocolId);
  const processing = protocol.status === 'PROCESSING' || protocol.status === 'TRANSCRIPT_READY';
  if (processing) await ctx.workflows.cancel(processMeetingWorkflowId(protocol.id));
  await discardProtocol(ctx, protocol.id, { refund: processing && protocol.processingPhase !== 'DONE' });
  return protocol.id;
}

/**
 * Removes a protocol with its recording and its rows (transcript, speakers, entries and action
 * items go with it). A protocol that never got to its draft also gets its meeting hours back, once.
 */
export async function discardProtocol(services: Pick<Services, 'db' | 'files'>, protocolId: string, options: { refund: boolean }): Promise<void> {
  const protocol = await services.db.protocol.findUnique({ where: { id: protocolId }, select: { fileKey: true } });
  if (protocol?.fileKey) await services.files.delete(protocol.fileKey);
  await services.db.$transaction(async (tx) => {
    if (options.refund) await refundQuota(tx, meetingHoursChargeKey(protocolId));
    await tx.protocol.deleteMany({ where: { id: protocolId } });
  });
  // Pages and job bars watching it learn that it is gone.
  await notifyProtocolChanged(services.db, { protocolId });
}
