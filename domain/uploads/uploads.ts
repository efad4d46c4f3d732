// From an uploaded recording to a protocol in processing (spec part 2 §4 Upload job, §5, §7
// Storage, §8). The file arrives through tus (resumable); this module decides whether it becomes
// a protocol. Every refusal leaves nothing behind: no protocol row, no stored file, no charge.
import { AccessDeniedError } from '../accounts/errors';
import type { Context, Services } from '../../schema/context';
import type { Protocol } from '../../platform/generated/prisma/client';
import { chargeQuota, InsufficientQuotaError } from '../plans/charges';
import { minutesOf } from '../plans/quotas';
import { isWithinLimit, meetingHoursCost, usageDayKey } from '../plans/rules';
import { recordUsage } from '../plans/usage';
import { viewerProjectAccess, viewerSubscription, viewerUser } from '../projects/access';
import { findViewerProject } from '../projects/projects';
import { FileExistsError } from '../../platform/files/fileStorage';
import { isUuid } from '../../platform/uuid';
import { startAfterCommit } from '../../platform/workflowQueue';
import { probeMedia, durationMinutes } from '../../platform/media/probe';
import {
  DailyProtocolLimitError,
  MediaTooLargeError,
  MediaTooShortError,
  MediaUnreadableError,
  MeetingHoursExceededError,
  UnsupportedMediaTypeError,
  UploadIncompleteError,
  UploadNotFoundError,
} from '../protocols/errors';
import { ACCEPTED_LIST, MAX_UPLOAD_BYTES, acceptedExtension } from './mediaTypes';
import { PROCESS_MEETING_WORKFLOW, processMeetingWorkflowId } from '../protocols/processing';
import { parseUploadInput } from './uploadInput';

export const meetingHoursChargeKey = (protocolId: string) => `meeting-hours:${protocolId}`;

export interface AnnounceUploadInput {
  projectId: string;
  title: string;
  date: string;
  location?: string | null;
  consentConfirmed: boolean;
  fileName: string;
  fileSize: number;
  mimeType: string;
}

async function findProjectForNewProtocol(ctx: Context, projectId: string) {
  const project = await findViewerProject(ctx, projectId);
  // A read-only project (archived or beyond the plan's project limit) cannot get new protocols.
  if ((await viewerProjectAccess(ctx)).levelOf(project.id) !== 'full') throw new AccessDeniedError();
  return project;
}

async function checkDailyProtocolLimit(ctx: Context, userId: string) {
  const limit = (await viewerSubscription(ctx)).limits.daily_protocols;
  const today = await ctx.db.usageCounter.findUnique({ where: { userId_period_usageType: { userId, period: usageDayKey(new Date()), usageType: 'protocols_created' } } });
  if (!isWithinLimit((today?.amount ?? 0) + 1, limit)) throw new DailyProtocolLimitError(limit);
}

/**
 * The user states what is coming (and confirms the recording consent) before the first byte: the
 * answer is the ticket that the tus upload carries. Checks that need no file happen here, so a
 * doomed upload of a large video never starts.
 */
export async function announceUpload(ctx: Context, input: AnnounceUploadInput) {
  const fields = parseUploadInput(input);
  const user = viewerUser(ctx);
  const project = await findProjectForNewProtocol(ctx, input.projectId);
  const fileName = input.fileName.trim().slice(-255) || 'Aufnahme';
  if (!acceptedExtension(fileName, input.mimeType)) throw new UnsupportedMediaTypeError(fileName, ACCEPTED_LIST);
  if (!Number.isSafeInteger(input.fileSize) || input.fileSize <= 0) throw new MediaUnreadableError(fileName);
  if (input.fileSize > MAX_UPLOAD_BYTES) throw new MediaTooLargeError(MAX_UPLOAD_BYTES / 1024 ** 3);
  await checkDailyProtocolLimit(ctx, user.id);
  return ctx.db.uploadTicket.create({
    data: {
      userId: user.id,
      projectId: project.id,
      title: fields.title,
      date: new Date(`${fields.date}T00:00:00Z`),
      location: fields.location,
      fileName,
      fileSize: BigInt(input.fileSize),
      consentAt: new Date(),
    },
  });
}

/** `{userId}/{timestamp}.{ext}` (spec part 2 §7); a key taken in the same millisecond moves on by one. */
async function storeRecording(services: Services, userId: string, sourcePath: string, ext: string, contentType: string): Promise<string> {
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
export async function completeUpload(ctx: Context, ticketId: string): Promise<Protocol> {
  const uploads = ctx.uploads;
  const user = viewerUser(ctx);
  const ticket = isUuid(ticketId) ? await ctx.db.uploadTicket.findFirst({ where: { id: ticketId, userId: user.id } }) : null;
  if (!ticket) throw new UploadNotFoundError();
  if (ticket.protocolId) {
    const existing = await ctx.db.protocol.findUnique({ where: { id: ticket.protocolId } });
    if (existing) return existing;
    throw new UploadNotFoundError();
  }
  if (!ticket.uploadId) throw new UploadIncompleteError();
  const upload = await uploads.find(ticket.uploadId);
  if (!upload) throw new UploadNotFoundError();
  if (upload.offset !== Number(ticket.fileSize)) throw new UploadIncompleteError();

  const discard = async () => {
    await uploads.remove(ticket.uploadId!);
    await ctx.db.uploadTicket.deleteMany({ where: { id: ticket.id } });
  };
  try {
    const project = await findProjectForNewProtocol(ctx, ticket.projectId);
    const ext = acceptedExtension(ticket.fileName)!;
    const probe = await probeMedia(upload.path);
    if (!probe.ok) throw new MediaUnreadableError(ticket.fileName);
    if (probe.durationSeconds < 1) throw new MediaTooShortError();
    const minutes = durationMinutes(probe.durationSeconds);
    const hours = meetingHoursCost(minutes);
    const monthlyBase = minutesOf((await viewerSubscription(ctx)).limits.meeting_hours_per_month);

    const fileKey = await storeRecording(ctx, user.id, upload.path, ext, probe.kind === 'video' ? `video/${ext}` : `audio/${ext}`);
    let protocol: Protocol;
    try {
      protocol = await ctx.db.$transaction(async (tx) => {
        const created = await tx.protocol.create({
          data: {
            projectId: project.id,
            title: ticket.title,
            date: ticket.date,
            location: ticket.location,
            status: 'PROCESSING',
            processingPhase: 'QUEUED',
            content: '',
            fileKey,
            fileName: ticket.fileName,
            durationMinutes: minutes,
            consentAt: ticket.consentAt,
            consentUserId: user.id,
          },
        });
        await chargeQuota(tx, {
          userId: user.id,
          kind: 'MEETING_MINUTES',
          amount: hours * 60,
          idempotencyKey: meetingHoursChargeKey(created.id),
          description: `Protokoll „${ticket.title}“: ${hours} Meeting-Stunde${hours === 1 ? '' : 'n'}`,
          referenceId: created.id,
          monthlyBase,
        });
        await recordUsage(tx, user.id, 'protocols_created');
        await tx.uploadTicket.update({ where: { id: ticket.id }, data: { protocolId: created.id } });
        return created;
      });
    } catch (error) {
      await ctx.files.delete(fileKey);
      if (error instanceof InsufficientQuotaError) throw new MeetingHoursExceededError(hours, error.available);
      throw error;
    }
    await uploads.remove(ticket.uploadId);
    await startAfterCommit(ctx.logger, () => ctx.workflows.start(PROCESS_MEETING_WORKFLOW, processMeetingWorkflowId(protocol.id), [protocol.id]), {
      protocolId: protocol.id,
    });
    return protocol;
  } catch (error) {
    await discard();
    throw error;
  }
}
