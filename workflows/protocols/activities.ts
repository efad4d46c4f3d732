// The activities of ProcessMeeting and RegenerateProtocol: adapters over the domain's processing
// steps, run as the system. Each heartbeats while it runs, and a domain error that no retry can
// change becomes a non-retryable failure of the type the workflow knows it by.
import { ApplicationFailure, Context as ActivityContext } from '@temporalio/activity';
import { SYSTEM } from '../../domain/access/actor';
import { InsufficientQuotaError } from '../../domain/plans/charges';
import { extractActionItems, generateProtocolDraft } from '../../domain/processing/drafts';
import { discardCancelledProtocol, failProcessing, keepFailedProtocol } from '../../domain/processing/endings';
import { ProtocolGoneError, type ProcessingDeps } from '../../domain/processing/protocolInProcessing';
import { failRegeneration, regenerateVersion } from '../../domain/processing/regeneration';
import { detectSpeechRegions, prepareAudio, RecordingMissingError, separateSpeakers, transcribeSpeech } from '../../domain/processing/transcription';
import type { KeptStep } from '../../domain/protocols/processing';
import { TranscriptMissingError } from '../../domain/transcripts/storedTranscript';

export function createMeetingActivities(deps: ProcessingDeps) {
  return asActivities({
    prepareAudio: (protocolId: string) => prepareAudio(deps, SYSTEM, protocolId),
    detectSpeechRegions: (protocolId: string) => detectSpeechRegions(deps, SYSTEM, protocolId),
    transcribeSpeech: (protocolId: string) => transcribeSpeech(deps, SYSTEM, protocolId),
    separateSpeakers: (protocolId: string) => separateSpeakers(deps, SYSTEM, protocolId),
    generateProtocolDraft: (protocolId: string) => generateProtocolDraft(deps, SYSTEM, protocolId),
    extractActionItems: (protocolId: string) => extractActionItems(deps, SYSTEM, protocolId),
    failProcessing: (protocolId: string) => failProcessing(deps, protocolId),
    keepFailedProtocol: (protocolId: string, step: KeptStep, failure: { type: string | null; message: string }) => keepFailedProtocol(deps, protocolId, step, failure),
    discardCancelledProtocol: (protocolId: string) => discardCancelledProtocol(deps, protocolId),
    regenerateVersion: (protocolId: string, attempt: string) => regenerateVersion(deps, SYSTEM, protocolId, attempt),
    failRegeneration: (protocolId: string, attempt: string, failure: { type: string | null; message: string }) => failRegeneration(deps, protocolId, attempt, failure),
  });
}

/** The failure types the workflow does not retry (its nonRetryableErrorTypes name them too). */
function nonRetryable(error: unknown): unknown {
  if (error instanceof ProtocolGoneError) return ApplicationFailure.nonRetryable(error.message, 'ProtocolGone');
  if (error instanceof RecordingMissingError) return ApplicationFailure.nonRetryable(error.message, 'RecordingMissing');
  if (error instanceof TranscriptMissingError) return ApplicationFailure.nonRetryable(error.message, 'TranscriptMissing');
  // Credits spent meanwhile come back only by the user's doing, not within a retry's wait.
  if (error instanceof InsufficientQuotaError) return ApplicationFailure.nonRetryable(error.message, 'InsufficientCredits');
  return error;
}

const HEARTBEAT_EVERY_MS = 5_000;

/**
 * Every activity heartbeats on a timer while it runs (model calls run off the main thread), so a
 * killed worker is noticed within the heartbeat timeout, however long one model call takes; its
 * errors reach Temporal with their retry semantics.
 */
function asActivities<T extends Record<string, (protocolId: string, ...rest: never[]) => Promise<unknown>>>(activities: T): T {
  return Object.fromEntries(
    Object.entries(activities).map(([name, run]) => [
      name,
      async (protocolId: string, ...rest: never[]) => {
        const context = ActivityContext.current();
        const timer = setInterval(() => context.heartbeat(), HEARTBEAT_EVERY_MS);
        try {
          return await run(protocolId, ...rest);
        } catch (error) {
          throw nonRetryable(error);
        } finally {
          clearInterval(timer);
        }
      },
    ]),
  ) as T;
}

export type MeetingActivities = ReturnType<typeof createMeetingActivities>;
