import { proxyActivities } from '@temporalio/workflow';
import type { regenerateProtocolWorkflow } from '../../domain/protocols/regeneration';
import type { WorkflowOf } from '../../platform/workflowDefinition';
import type { MeetingActivities } from './activities';
import { failureOf } from './processMeeting';

// Model inference, heartbeating; a few retries, then the user decides (the credits come back).
// A model that answered nonsense twice (ProtocolGenerationError) would only answer the same again.
const generation = proxyActivities<MeetingActivities>({
  startToCloseTimeout: '4 hours',
  heartbeatTimeout: '1 minute',
  retry: {
    initialInterval: '5 seconds',
    backoffCoefficient: 2,
    maximumInterval: '1 minute',
    maximumAttempts: 3,
    nonRetryableErrorTypes: ['ProtocolGone', 'TranscriptMissing', 'ProtocolGenerationError', 'InsufficientCredits'],
  },
});

const cleanup = proxyActivities<MeetingActivities>({
  startToCloseTimeout: '10 minutes',
  retry: { initialInterval: '2 seconds', maximumInterval: '10 minutes', maximumAttempts: 50 },
});

/**
 * 'Neu erstellen' (workflow id regenerate-protocol-<protocolId>-<attempt>): the candidate version
 * from the transcript, or, when that fails for good, the refund and the German failure. It always
 * completes: a later regeneration is a run of its own.
 */
export const regenerateProtocol = (async (protocolId, attempt) => {
  try {
    return await generation.regenerateVersion(protocolId, attempt);
  } catch (error) {
    const failure = failureOf(error);
    // A protocol deleted meanwhile gets its credits back too.
    await cleanup.failRegeneration(protocolId, attempt, failure);
    return failure.type === 'ProtocolGone' ? 'gone' : 'failed';
  }
}) satisfies WorkflowOf<typeof regenerateProtocolWorkflow>;
