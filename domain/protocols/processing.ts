// The ProcessMeeting workflow as the domain starts, signals and cancels it, and its steps and
// failure texts. Plain values only: the workflow sandbox imports this file.
import { defineSignal } from '@temporalio/workflow';
import type { ProcessingPhase, ProtocolStatus } from '../../platform/generated/prisma/client';
import { defineWorkflow } from '../../platform/workflowDefinition';

/** How a run ended: a draft, given up before the transcription (protocol removed), or the protocol was deleted meanwhile. */
export type ProcessMeetingResult = 'draft' | 'failed' | 'gone';

/**
 * One recording from upload to draft (workflow id process-meeting-<protocolId>), `from` the step
 * to begin with; cancelling it is how a deleted protocol stops.
 */
export const processMeetingWorkflow = defineWorkflow<[protocolId: string, from?: ProcessingStart], ProcessMeetingResult>(
  'processMeeting',
  (protocolId) => `process-meeting-${protocolId}`,
);

/** A protocol in these statuses is still being made from its recording. */
export const PROCESSING_STATUSES = ['PROCESSING', 'TRANSCRIPT_READY'] as const satisfies readonly ProtocolStatus[];
export const isInProcessing = (status: ProtocolStatus) => (PROCESSING_STATUSES as readonly ProtocolStatus[]).includes(status);

/** The user assigned the speakers: generation may start. */
export const speakersAssigned = defineSignal('speakersAssigned');

/** The user said how many people spoke (Protocol.speakerCount): the voices are separated again. */
export const speakerCountChosen = defineSignal('speakerCountChosen');

/**
 * Where a run of ProcessMeeting begins. A new recording starts at 'upload'; a retry after a failure
 * (and the worker's sweep) starts at the step that did not finish, so nothing saved is done again.
 */
export type ProcessingStart = 'upload' | 'transcription' | 'speakers' | 'generation';

/** The steps whose failure keeps the protocol: from here on the transcript holds the user's meeting. */
export type KeptStep = Exclude<ProcessingStart, 'upload'>;

/** The phase each kept step begins with: a failed protocol waits in it, so that its retry starts there. */
export const KEPT_STEP_PHASE = { transcription: 'TRANSCRIBING', speakers: 'SEPARATING_SPEAKERS', generation: 'GENERATING' } as const satisfies Record<KeptStep, ProcessingPhase>;

/** The step to start from for a protocol whose processing stopped (or failed) in `phase`. */
export function processingStartOf(phase: ProcessingPhase | null): ProcessingStart {
  switch (phase) {
    case 'TRANSCRIBING':
      return 'transcription';
    case 'SEPARATING_SPEAKERS':
    case 'AWAITING_SPEAKERS':
      return 'speakers';
    case 'GENERATING':
    case 'EXTRACTING_ACTIONS':
      return 'generation';
    default:
      return 'upload';
  }
}

/** What failed and that nothing is lost; the page offers 'Erneut versuchen' beside it. */
const KEPT_FAILURE_TEXT: Record<KeptStep, string> = {
  transcription: 'Die Transkription ist fehlgeschlagen. Die Aufnahme und das bisher Transkribierte bleiben erhalten.',
  speakers: 'Die Sprechertrennung ist fehlgeschlagen. Aufnahme und Transkript bleiben erhalten.',
  generation: 'Die Protokollerstellung ist fehlgeschlagen. Aufnahme, Transkript und Sprecherzuordnung bleiben erhalten.',
};

/** Why, by the failure type Temporal reported (the thrown error's class name); other causes are not worth guessing at. */
const FAILURE_REASON_TEXT = new Map([
  ['AiUnavailableError', 'Ursache: Das KI-Modell konnte nicht geladen werden.'],
  ['AiEndpointError', 'Ursache: Der KI-Dienst war nicht erreichbar oder hat die Anfrage abgelehnt.'],
  ['ProtocolGenerationError', 'Ursache: Das KI-Modell hat keine verwertbaren Antworten geliefert.'],
]);

/** The German message a failed protocol shows. */
export function keptFailureMessage(step: KeptStep, failureType: string | null): string {
  const reason = failureType ? FAILURE_REASON_TEXT.get(failureType) : undefined;
  return reason ? `${KEPT_FAILURE_TEXT[step]} ${reason}` : KEPT_FAILURE_TEXT[step];
}
