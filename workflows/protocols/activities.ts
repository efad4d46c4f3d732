// The side effects of ProcessMeeting. Every activity may run again after a crash or a retry, on
// this worker or another: each checks what is already done (files on disk, rows by key, charges
// by idempotency key) and continues from there.
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ApplicationFailure, Context as ActivityContext } from '@temporalio/activity';
import type { AiProvider } from '../../platform/ai/provider';
import { detectSpeech } from '../../platform/ai/embedded/vad';
import { diarize } from '../../platform/ai/embedded/diarize';
import { isAdmin } from '../../domain/accounts/admin';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import type { Prisma, ProcessingPhase } from '../../platform/generated/prisma/client';
import type { Logger } from '../../platform/logger';
import { readMonoPcm, normaliseToMonoPcm } from '../../platform/media/normalise';
import { speechOnly } from '../../domain/transcripts/chunkAudio';
import { notifyProtocolChanged } from '../../domain/protocols/events';
import { KEPT_STEP_PHASE, keptFailureMessage, type KeptStep } from '../../domain/protocols/processing';
import { generateProtocol } from '../../domain/protocols/protocolGeneration';
import { renderProtocolHtml, responsibleText } from '../../domain/protocols/protocolContent';
import { assignSpeakers, transcriptionChunks, utterancesOf, type SpeechRegion, type StoredSegment } from '../../domain/transcripts/transcripts';
import { discardProtocol } from '../../domain/protocols/protocols';
import { projectVocabulary } from '../../domain/transcripts/vocabulary';
import { chargeQuota, InsufficientQuotaError } from '../../domain/plans/charges';
import { creditCost } from '../../domain/plans/rules';
import { loadSubscription } from '../../domain/plans/subscription';
import { recordUsage } from '../../domain/plans/usage';
import type { FileStorage } from '../../platform/files/fileStorage';

export const actionItemsChargeKey = (protocolId: string) => `action-items:${protocolId}`;

interface MeetingDeps {
  config: Config;
  db: Db;
  logger: Logger;
  files: FileStorage;
  ai: AiProvider;
}

export function createMeetingActivities(deps: MeetingDeps) {
  const { db, files, ai } = deps;
  const workDir = (protocolId: string) => path.join(deps.config.dataDir, 'work', protocolId);

  async function protocolOf(protocolId: string) {
    const protocol = await db.protocol.findUnique({ where: { id: protocolId }, include: { project: { include: { user: { include: { profile: true } } } } } });
    // Deleted meanwhile (by the user or with its project): nothing left to process.
    if (!protocol || protocol.project.deletionRequestedAt) throw ApplicationFailure.nonRetryable('protocol no longer exists', 'ProtocolGone');
    return protocol;
  }

  async function enterPhase(protocolId: string, phase: ProcessingPhase, data: Prisma.ProtocolUpdateManyMutationInput = {}) {
    await db.protocol.updateMany({ where: { id: protocolId }, data: { processingPhase: phase, processingProgress: 0, ...data } });
    await notifyProtocolChanged(db, { protocolId });
  }

  async function reportProgress(protocolId: string, percent: number) {
    await db.protocol.updateMany({ where: { id: protocolId }, data: { processingProgress: Math.round(percent) } });
    await notifyProtocolChanged(db, { protocolId });
  }

  /** The recording as 16 kHz mono WAV in this worker's work folder, made once per worker. */
  async function normalisedAudio(protocolId: string): Promise<string> {
    const wav = path.join(workDir(protocolId), 'audio.wav');
    if (existsSync(wav)) return wav;
    const protocol = await protocolOf(protocolId);
    const recording = protocol.fileKey ? await files.open(protocol.fileKey) : null;
    if (!recording) throw ApplicationFailure.nonRetryable('recording missing from storage', 'RecordingMissing');
    await mkdir(workDir(protocolId), { recursive: true });
    const original = path.join(workDir(protocolId), `original${path.extname(protocol.fileKey!)}`);
    await pipeline(await recording.stream(), createWriteStream(original));
    const partial = `${wav}.partial.wav`;
    await normaliseToMonoPcm(original, partial);
    await rename(partial, wav);
    await rm(original, { force: true });
    return wav;
  }

  async function storedTranscript(protocolId: string) {
    const transcript = await db.transcript.findUnique({ where: { protocolId } });
    if (!transcript) throw ApplicationFailure.nonRetryable('transcript missing', 'TranscriptMissing');
    return { regions: transcript.regions as unknown as SpeechRegion[], segments: transcript.segments as unknown as StoredSegment[] };
  }

  const activities = {
    async prepareAudio(protocolId: string): Promise<void> {
      await protocolOf(protocolId);
      await enterPhase(protocolId, 'NORMALISING');
      await normalisedAudio(protocolId);
    },

    async detectSpeechRegions(protocolId: string): Promise<number> {
      await enterPhase(protocolId, 'DETECTING_SPEECH');
      const regions = await detectSpeech(await readMonoPcm(await normalisedAudio(protocolId)));
      const json = regions as unknown as Prisma.InputJsonValue;
      await db.transcript.upsert({ where: { protocolId }, create: { protocolId, regions: json, segments: [] }, update: { regions: json, segments: [] } });
      return regions.length;
    },

    /** Chunk by chunk, saving after each: a retry continues after the last saved chunk. */
    async transcribeSpeech(protocolId: string): Promise<number> {
      const protocol = await protocolOf(protocolId);
      await enterPhase(protocolId, 'TRANSCRIBING');
      const { regions, segments: saved } = await storedTranscript(protocolId);
      const audio = await readMonoPcm(await normalisedAudio(protocolId));
      const vocabulary = await projectVocabulary(db, protocol.projectId, protocolId);
      const chunks = transcriptionChunks(regions);
      const resumeAfter = saved.reduce((latest, s) => Math.max(latest, s.end), -1);
      const segments = [...saved];
      for (const [index, chunk] of chunks.entries()) {
        if (chunk[0]!.start < resumeAfter) continue;
        const piece = speechOnly(audio, chunk);
        const [from, to] = [chunk[0]!.start, chunk[chunk.length - 1]!.end];
        const clamp = (t: number) => Math.min(to, Math.max(from, piece.toRecordingTime(t)));
        for (const segment of await ai.transcribe({ audio: piece.audio, language: 'de', vocabulary })) {
          segments.push({
            text: segment.text.trim(),
            start: clamp(segment.start),
            end: clamp(segment.end),
            words: segment.words.map((w) => ({ text: w.text, start: clamp(w.start), end: clamp(w.end) })),
            speaker: null,
          });
        }
        await db.transcript.update({ where: { protocolId }, data: { segments: segments as unknown as Prisma.InputJsonValue } });
        await reportProgress(protocolId, ((index + 1) / chunks.length) * 100);
      }
      return segments.length;
    },

    async separateSpeakers(protocolId: string): Promise<number> {
      await enterPhase(protocolId, 'SEPARATING_SPEAKERS');
      const { regions, segments } = await storedTranscript(protocolId);
      const turns = await diarize(await readMonoPcm(await normalisedAudio(protocolId)), regions);
      const labelled = assignSpeakers(segments, turns);
      const labels = [...new Set(labelled.map((s) => s.speaker).filter((s): s is number => s !== null))].sort((a, b) => a - b);
      await db.$transaction([
        db.transcript.update({ where: { protocolId }, data: { segments: labelled as unknown as Prisma.InputJsonValue } }),
        db.protocolSpeaker.createMany({ data: labels.map((label) => ({ protocolId, label })), skipDuplicates: true }),
        db.protocol.updateMany({ where: { id: protocolId }, data: { status: 'TRANSCRIPT_READY', processingPhase: 'AWAITING_SPEAKERS', processingProgress: 0 } }),
      ]);
      await notifyProtocolChanged(db, { protocolId });
      return labels.length;
    },

    async generateProtocolDraft(protocolId: string): Promise<number> {
      const protocol = await protocolOf(protocolId);
      await enterPhase(protocolId, 'GENERATING', { status: 'PROCESSING' });
      const { segments } = await storedTranscript(protocolId);
      const speakers = await db.protocolSpeaker.findMany({ where: { protocolId }, include: { participant: true } });
      const nameOf = (label: number | null) => {
        const speaker = speakers.find((s) => s.label === label);
        return speaker?.participant?.name ?? speaker?.name ?? `Sprecher ${(label ?? 0) + 1}`;
      };
      const utterances = utterancesOf(segments).map((u) => ({ ...u, speaker: nameOf(u.speaker) }));
      const date = protocol.date.toISOString().slice(0, 10);
      const generated = await generateProtocol(ai, {
        projectName: protocol.project.name,
        ...(protocol.project.number ? { projectNumber: protocol.project.number } : {}),
        meetingDate: date,
        ...(protocol.location ? { location: protocol.location } : {}),
        utterances,
        vocabulary: await projectVocabulary(db, protocol.projectId, protocolId),
      });
      if (generated.skippedSentences > 0) deps.logger.warn('sentences left out of the protocol: no valid model answer', { protocolId, count: generated.skippedSentences });
      const participants = [...new Set(speakers.map((s) => s.participant?.name ?? s.name).filter((n): n is string => !!n))];
      const profile = protocol.project.user.profile;
      // The owner keeps the minutes; 'N/A' is the spec's stand-in for a last name never given.
      const recorder = [profile?.firstName, profile?.lastName].filter((n) => n && n !== 'N/A').join(' ') || protocol.project.user.email;
      const content = renderProtocolHtml({ projectName: protocol.project.name, projectNumber: protocol.project.number, date, location: protocol.location, participants, recorder }, generated.topics);
      await db.$transaction(async (tx) => {
        await tx.protocolTopic.deleteMany({ where: { protocolId } });
        for (const [position, topic] of generated.topics.entries()) {
          await tx.protocolTopic.create({
            data: {
              protocolId,
              position,
              title: topic.title,
              entries: {
                create: topic.entries.map((entry, index) => ({
                  position: index,
                  type: entry.type,
                  text: entry.text,
                  responsiblePerson: entry.responsiblePerson,
                  responsibleCompany: entry.responsibleCompany,
                  dueDate: entry.dueDate ? new Date(`${entry.dueDate}T00:00:00Z`) : null,
                  sourceStart: entry.sourceStart,
                  sourceEnd: entry.sourceEnd,
                })),
              },
            },
          });
        }
        await tx.protocol.update({ where: { id: protocolId }, data: { content } });
      });
      return generated.topics.length;
    },

    /**
     * Action items from the Aufgaben, for one AI credit (spec part 1 §9), charged once by key.
     * Without credits the protocol is still a draft; its Aufgaben stay in it, only no items are made.
     */
    async extractActionItems(protocolId: string): Promise<number> {
      const protocol = await protocolOf(protocolId);
      await enterPhase(protocolId, 'EXTRACTING_ACTIONS');
      const entries = await db.protocolEntry.findMany({ where: { topic: { protocolId }, type: 'AUFGABE' }, orderBy: [{ topic: { position: 'asc' } }, { position: 'asc' }] });
      const user = protocol.project.user;
      const limits = (await loadSubscription(db, { id: user.id, isAdmin: isAdmin(user) })).limits;
      let created = 0;
      await db.$transaction(async (tx) => {
        let charged: boolean;
        try {
          charged = await chargeQuota(tx, {
            userId: user.id,
            kind: 'AI_CREDITS',
            amount: creditCost('action-items'),
            idempotencyKey: actionItemsChargeKey(protocolId),
            description: `Maßnahmen aus Protokoll „${protocol.title}“`,
            referenceId: protocolId,
            monthlyBase: limits.ai_credits_per_month,
            bypassBalance: isAdmin(user),
          });
        } catch (error) {
          if (!(error instanceof InsufficientQuotaError)) throw error;
          deps.logger.warn('no AI credits left: protocol without action items', { protocolId });
          charged = false;
          entries.length = 0;
        }
        for (const entry of entries) {
          const existing = await tx.actionItem.findUnique({ where: { protocolEntryId: entry.id }, select: { id: true } });
          if (existing) continue;
          await tx.actionItem.create({
            data: { projectId: protocol.projectId, protocolId, protocolEntryId: entry.id, title: entry.text, responsible: responsibleText(entry), dueDate: entry.dueDate },
          });
          created++;
        }
        if (charged && created > 0) await recordUsage(tx, user.id, 'action_items_created', new Date(), created);
        await tx.protocol.update({ where: { id: protocolId }, data: { status: 'DRAFT', processingPhase: 'DONE', processingProgress: 100 } });
      });
      await notifyProtocolChanged(db, { protocolId });
      await rm(workDir(protocolId), { recursive: true, force: true });
      return created;
    },

    /** Processing gave up before the transcription: tell the watching page, then remove record, file and charge (spec part 2 §8). */
    async failProcessing(protocolId: string): Promise<void> {
      await notifyProtocolChanged(db, { protocolId, failed: true });
      await discardProtocol({ db, files }, protocolId, { refund: true });
      await rm(workDir(protocolId), { recursive: true, force: true });
    },

    /**
     * Processing gave up after the transcription began: nothing is removed and the meeting hours
     * stay charged (they were used). The protocol waits in the failed step's phase with a German
     * message until the user retries it (retryProcessing) or deletes it.
     */
    async keepFailedProtocol(protocolId: string, step: KeptStep, failure: { type: string | null; message: string }): Promise<void> {
      deps.logger.warn('meeting processing failed; protocol kept for a retry', { protocolId, step, failureType: failure.type, error: failure.message });
      await db.protocol.updateMany({
        where: { id: protocolId },
        data: { status: 'PROCESSING', processingPhase: KEPT_STEP_PHASE[step], processingProgress: 0, processingFailure: keptFailureMessage(step, failure.type) },
      });
      await notifyProtocolChanged(db, { protocolId });
      // The normalised audio is made again from the recording should the retry need it.
      await rm(workDir(protocolId), { recursive: true, force: true });
    },

    /** The protocol was deleted while processing: its leftovers go too. */
    async discardCancelledProtocol(protocolId: string): Promise<void> {
      await discardProtocol({ db, files }, protocolId, { refund: true });
      await rm(workDir(protocolId), { recursive: true, force: true });
    },
  };
  return withHeartbeats(activities);
}

const HEARTBEAT_EVERY_MS = 5_000;

/**
 * Every activity heartbeats on a timer while it runs (model calls run off the main thread), so a
 * killed worker is noticed within the heartbeat timeout, however long one model call takes.
 */
function withHeartbeats<T extends Record<string, (protocolId: string, ...rest: never[]) => Promise<unknown>>>(activities: T): T {
  return Object.fromEntries(
    Object.entries(activities).map(([name, run]) => [
      name,
      async (protocolId: string, ...rest: never[]) => {
        const context = ActivityContext.current();
        const timer = setInterval(() => context.heartbeat(), HEARTBEAT_EVERY_MS);
        try {
          return await run(protocolId, ...rest);
        } finally {
          clearInterval(timer);
        }
      },
    ]),
  ) as T;
}

export type MeetingActivities = ReturnType<typeof createMeetingActivities>;
