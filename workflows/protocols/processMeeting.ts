import {
  ActivityFailure,
  ApplicationFailure,
  CancellationScope,
  condition,
  isCancellation,
  proxyActivities,
  setHandler,
} from '@temporalio/workflow';
import { speakerCountChosen, speakersAssigned, type processMeetingWorkflow } from '../../domain/protocols/processing';
import type { WorkflowOf } from '../../platform/workflowDefinition';
import type { MeetingActivities } from './activities';

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

/** The failure behind an activity's failure: its type (the thrown error's class name), if an application's, and message. */
export function failureOf(error: unknown): { type: string | null; message: string } {
  const cause = error instanceof ActivityFailure ? error.cause : error;
  return { type: cause instanceof ApplicationFailure ? (cause.type ?? null) : null, message: cause instanceof Error ? cause.message : String(cause) };
}

/**
 * One recording from upload to draft (workflow id process-meeting-<protocolId>): audio, speech,
 * transcript, speakers (waits for the user), protocol, action items. Deleting the protocol
 * cancels it. Giving up before the transcription began removes the protocol, its file and its
 * charge; giving up later keeps everything for a retry, which runs again `from` the failed step.
 */
export const processMeeting = (async (protocolId, from = 'upload') => {
  let assigned = false;
  let separateAgain = false;
  setHandler(speakersAssigned, () => {
    assigned = true;
  });
  setHandler(speakerCountChosen, () => {
    separateAgain = true;
  });
  // The step now running: each `if` below runs its step and every later one.
  let step = from;
  try {
    if (step === 'upload') {
      await steps.prepareAudio(protocolId);
      await steps.detectSpeechRegions(protocolId);
      step = 'transcription';
    }
    if (step === 'transcription') {
      await inference.transcribeSpeech(protocolId);
      step = 'speakers';
    }
    if (step === 'speakers') {
      await inference.separateSpeakers(protocolId);
      // Until the voices are named, the user may say how many people spoke, as often as needed.
      for (;;) {
        await condition(() => assigned || separateAgain);
        if (assigned) break;
        separateAgain = false;
        await inference.separateSpeakers(protocolId);
      }
      step = 'generation';
    }
    await inference.generateProtocolDraft(protocolId);
    await steps.extractActionItems(protocolId);
    return 'draft';
  } catch (error) {
    if (isCancellation(error)) {
      await CancellationScope.nonCancellable(() => cleanup.discardCancelledProtocol(protocolId));
      throw error;
    }
    const failure = failureOf(error);
    if (failure.type === 'ProtocolGone') return 'gone';
    // Before the transcription the recording could not even be read or searched for speech: there
    // is nothing to keep, and a new upload is the way on (spec part 2 §8, with the hours refunded).
    if (step === 'upload') {
      await cleanup.failProcessing(protocolId);
      return 'failed';
    }
    // What was heard and named is the user's meeting, and the hours were used: nothing is removed.
    await cleanup.keepFailedProtocol(protocolId, step, failure);
    // The run fails rather than completing, so that a retry may start this workflow id again
    // (only failed runs may be, see platform/workflowQueue.ts).
    throw ApplicationFailure.create({ type: 'ProcessingFailed', message: `processing failed in step ${step}; kept for a retry`, nonRetryable: true });
  }
}) satisfies WorkflowOf<typeof processMeetingWorkflow>;
