import {
  ActivityFailure,
  ApplicationFailure,
  CancellationScope,
  condition,
  defineSignal,
  isCancellation,
  proxyActivities,
  setHandler,
} from '@temporalio/workflow';
import { SPEAKERS_ASSIGNED_SIGNAL } from '../api/meetings/processing';
import type { MeetingActivities } from './activities/meetings';

export const speakersAssigned = defineSignal(SPEAKERS_ASSIGNED_SIGNAL);

// Every activity heartbeats every few seconds while it runs: a killed worker is noticed within
// the heartbeat timeout and the next attempt continues where the last one saved its work.
const HEARTBEAT_TIMEOUT = '1 minute';

// Quick steps: a few retries over a few minutes.
const steps = proxyActivities<MeetingActivities>({
  startToCloseTimeout: '30 minutes',
  heartbeatTimeout: HEARTBEAT_TIMEOUT,
  retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumInterval: '1 minute', maximumAttempts: 5, nonRetryableErrorTypes: ['ProtocolGone', 'RecordingMissing', 'TranscriptMissing'] },
});

// Model inference: long; transcription saves after each chunk.
// A model that answered nonsense twice (ProtocolGenerationError) would only answer the same again.
const inference = proxyActivities<MeetingActivities>({
  startToCloseTimeout: '4 hours',
  heartbeatTimeout: HEARTBEAT_TIMEOUT,
  retry: {
    initialInterval: '5 seconds',
    backoffCoefficient: 2,
    maximumInterval: '5 minutes',
    maximumAttempts: 5,
    nonRetryableErrorTypes: ['ProtocolGone', 'RecordingMissing', 'TranscriptMissing', 'ProtocolGenerationError'],
  },
});

const cleanup = proxyActivities<MeetingActivities>({
  startToCloseTimeout: '10 minutes',
  retry: { initialInterval: '2 seconds', maximumInterval: '10 minutes', maximumAttempts: 50 },
});

export type ProcessMeetingResult = 'draft' | 'failed' | 'gone';

const isProtocolGone = (error: unknown) =>
  error instanceof ActivityFailure && error.cause instanceof ApplicationFailure && error.cause.type === 'ProtocolGone';

/**
 * One recording from upload to draft (workflow id process-meeting-<protocolId>): audio, speech,
 * transcript, speakers (waits for the user), protocol, action items. Deleting the protocol
 * cancels it; giving up removes the protocol, its file and its charge.
 */
export async function processMeeting(protocolId: string): Promise<ProcessMeetingResult> {
  let assigned = false;
  setHandler(speakersAssigned, () => {
    assigned = true;
  });
  try {
    await steps.prepareAudio(protocolId);
    await steps.detectSpeechRegions(protocolId);
    await inference.transcribeSpeech(protocolId);
    await inference.separateSpeakers(protocolId);
    await condition(() => assigned);
    await inference.generateProtocolDraft(protocolId);
    await steps.extractActionItems(protocolId);
    return 'draft';
  } catch (error) {
    if (isCancellation(error)) {
      await CancellationScope.nonCancellable(() => cleanup.discardCancelledProtocol(protocolId));
      throw error;
    }
    if (isProtocolGone(error)) return 'gone';
    await cleanup.failProcessing(protocolId);
    return 'failed';
  }
}
