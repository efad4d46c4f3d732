// From an uploaded recording to a protocol in processing (spec part 2 §4 Upload job, §5, §7
// Storage, §8). The file arrives through tus (resumable); this module decides whether it becomes
// a protocol. Every refusal leaves nothing behind: no protocol row, no stored file, no charge.
import type { Actor, UserActor } from '../access/actor';
import { chargeQuota, InsufficientQuotaError } from '../plans/charges';
import { subscriptionOf } from '../plans/planOf';
import { minutesOf } from '../plans/quotas';
import { checkDailyProtocolLimit } from '../plans/dailyLimits';
import { meetingHoursCost } from '../plans/rules';
import { recordUsage } from '../plans/usage';
import { findChangeableProject } from '../projects/projectPolicy';
import { processMeetingWorkflow } from '../protocols/processing';
import { meetingHoursChargeKey } from '../protocols/protocols';
import type { Services } from '../services';
import type { Protocol } from '../../platform/generated/prisma/client';
import { FileExistsError } from '../../platform/files/fileStorage';
import { isUuid } from '../../platform/uuid';
import { startAfterCommit } from '../../platform/workflowQueue';
import { probeMedia, durationMinutes } from '../../platform/media/probe';
import {
  MediaTooLargeError,
  MediaTooShortError,
  MediaUnreadableError,
  MeetingHoursExceededError,
  UnsupportedMediaTypeError,
  UploadAlreadyRunningError,
  UploadIncompleteError,
  UploadNotFoundError,
  UploadSizeMismatchError,
} from './errors';
import { ACCEPTED_LIST, MAX_UPLOAD_BYTES, acceptedExtension } from '../../common/uploads';
import { parseUploadInput } from './uploadInput';
import { usableUploadTickets } from './uploadPolicy';

export interface AnnounceUploadInput {
  projectId: string;
  title: string;
  date: string;
  location?: string | null;
  /** How many people spoke, when the user knows: the voices are separated into exactly that many. */
  speakerCount?: number | null;
  consentConfirmed: boolean;
  fileName: string;
  fileSize: number;
  mimeType: string;
}

/**
 * The user states what is coming (and confirms the recording consent) before the first byte: the
 * answer is the ticket that the tus upload carries. Checks that need no file happen here, so a
 * doomed upload of a large video never starts.
 */
export async function announceUpload(deps: Pick<Services, 'db'>, actor: UserActor, input: AnnounceUploadInput) {
  const fields = parseUploadInput(input);
  // A read-only project (archived or beyond the plan's project limit) cannot get new protocols.
  const project = await findChangeableProject(deps, actor, input.projectId);
  const fileName = input.fileName.trim().slice(-255) || 'Aufnahme';
  if (!acceptedExtension(fileName, input.mimeType)) throw new UnsupportedMediaTypeError(fileName, ACCEPTED_LIST);
  if (!Number.isSafeInteger(input.fileSize) || input.fileSize <= 0) throw new MediaUnreadableError(fileName);
  if (input.fileSize > MAX_UPLOAD_BYTES) throw new MediaTooLargeError(MAX_UPLOAD_BYTES / 1024 ** 3);
  await checkDailyProtocolLimit(deps, actor);
  return deps.db.uploadTicket.create({
    data: {
      userId: actor.userId,
      projectId: project.id,
      title: fields.title,
      date: new Date(`${fields.date}T00:00:00Z`),
      location: fields.location,
      speakerCount: fields.speakerCount,
      fileName,
      fileSize: BigInt(input.fileSize),
      consentAt: new Date(),
    },
  });
}

/** `{userId}/{timestamp}.{ext}` (spec part 2 §7); a key taken in the same millisecond moves on by one. */
async function storeRecording(services: Pick<Services, 'files'>, userId: string, sourcePath: string, ext: string, contentType: string): Promise<string> {
  for (let timestamp = Date.now(); ; timestamp++) {
    const key = `${userId}/${timestamp}.${ext}`;
    try {
      await services.files.putFile(key, sourcePath, contentType);
      return key;
    } catch (error) {
      if (!(error instanceof FileExistsError)) throw error;
    }
  }
}

/**
 * Turns a finished upload into a protocol in status processing, charges the meeting hours in the
 * same transaction, and starts the processing workflow. Asking again for the same ticket (an answer
 * lost on a weak connection) returns the same protocol.
 */
export async function completeUpload(deps: Pick<Services, 'db' | 'files' | 'logger' | 'uploads' | 'workflows'>, actor: UserActor, ticketId: string): Promise<Protocol> {
  const { db, uploads } = deps;
  const ticket = isUuid(ticketId) ? await db.uploadTicket.findFirst({ where: { id: ticketId, ...usableUploadTickets(actor) } }) : null;
  if (!ticket) throw new UploadNotFoundError();
  if (ticket.protocolId) {
    const existing = await db.protocol.findUnique({ where: { id: ticket.protocolId } });
    if (existing) return existing;
    throw new UploadNotFoundError();
  }
  if (!ticket.uploadId) throw new UploadIncompleteError();
  const upload = await uploads.find(ticket.uploadId);
  if (!upload) throw new UploadNotFoundError();
  if (upload.offset !== Number(ticket.fileSize)) throw new UploadIncompleteError();

  const discard = async () => {
    await uploads.remove(ticket.uploadId!);
    await db.uploadTicket.deleteMany({ where: { id: ticket.id } });
  };
  try {
    const project = await findChangeableProject(deps, actor, ticket.projectId);
    const ext = acceptedExtension(ticket.fileName)!;
    const probe = await probeMedia(upload.path);
    if (!probe.ok) throw new MediaUnreadableError(ticket.fileName);
    if (probe.durationSeconds < 1) throw new MediaTooShortError();
    const minutes = durationMinutes(probe.durationSeconds);
    const hours = meetingHoursCost(minutes);
    const monthlyBase = minutesOf((await subscriptionOf(deps, actor)).limits.meeting_hours_per_month);

    const fileKey = await storeRecording(deps, actor.userId, upload.path, ext, probe.kind === 'video' ? `video/${ext}` : `audio/${ext}`);
    let protocol: Protocol;
    try {
      protocol = await db.$transaction(async (tx) => {
        const created = await tx.protocol.create({
          data: {
            projectId: project.id,
            title: ticket.title,
            date: ticket.date,
            location: ticket.location,
            speakerCount: ticket.speakerCount,
            status: 'PROCESSING',
            processingPhase: 'QUEUED',
            content: '',
            fileKey,
            fileName: ticket.fileName,
            durationMinutes: minutes,
            consentAt: ticket.consentAt,
            consentUserId: actor.userId,
          },
        });
        await chargeQuota(tx, {
          userId: actor.userId,
          kind: 'MEETING_MINUTES',
          amount: hours * 60,
          idempotencyKey: meetingHoursChargeKey(created.id),
          description: `Protokoll „${ticket.title}“: ${hours} Meeting-Stunde${hours === 1 ? '' : 'n'}`,
          referenceId: created.id,
          monthlyBase,
        });
        await recordUsage(tx, actor.userId, 'protocols_created');
        await tx.uploadTicket.update({ where: { id: ticket.id }, data: { protocolId: created.id } });
        return created;
      });
    } catch (error) {
      await deps.files.delete(fileKey);
      if (error instanceof InsufficientQuotaError) throw new MeetingHoursExceededError(hours, error.available);
      throw error;
    }
    await uploads.remove(ticket.uploadId);
    await startAfterCommit(deps.logger, () => deps.workflows.start(processMeetingWorkflow, protocol.id), { protocolId: protocol.id });
    return protocol;
  } catch (error) {
    await discard();
    throw error;
  }
}

/**
 * A tus upload begins for an announced ticket: of the announced size, and one upload per ticket
 * (two tabs cannot both send the same recording).
 */
export async function beginUpload(deps: Pick<Services, 'db'>, actor: Actor | null, ticketId: string, upload: { id: string; size: number | undefined }): Promise<void> {
  const ticket = isUuid(ticketId) ? await deps.db.uploadTicket.findFirst({ where: { id: ticketId, ...usableUploadTickets(actor) } }) : null;
  if (!ticket || ticket.uploadId) throw new UploadNotFoundError();
  if (upload.size !== Number(ticket.fileSize)) throw new UploadSizeMismatchError();
  const claimed = await deps.db.uploadTicket.updateMany({ where: { id: ticket.id, uploadId: null }, data: { uploadId: upload.id } });
  if (claimed.count !== 1) throw new UploadAlreadyRunningError();
}

/** Sending more of an upload, or asking how far it got, is for its ticket's user only. */
export async function checkUploadOwner(deps: Pick<Services, 'db'>, actor: Actor | null, uploadId: string): Promise<void> {
  const ticket = await deps.db.uploadTicket.findFirst({ where: { uploadId, ...usableUploadTickets(actor) }, select: { id: true } });
  if (!ticket) throw new UploadNotFoundError();
}
