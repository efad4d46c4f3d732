// How a run of ProcessMeeting that does not reach the draft leaves its protocol (spec part 2 §8):
// removed when it gave up before the transcription or was cancelled by a deletion, kept with a
// German message for a retry when it gave up later.
import { notifyProtocolChanged } from '../protocols/events';
import { KEPT_STEP_PHASE, keptFailureMessage, type KeptStep } from '../protocols/processing';
import { discardProtocol } from '../protocols/protocols';
import { removeWorkDir, type ProcessingDeps } from './protocolInProcessing';

/** Gave up before the transcription: the watching page learns it, then record, file and charge go. */
export async function failProcessing(deps: Pick<ProcessingDeps, 'config' | 'db' | 'files'>, protocolId: string): Promise<void> {
  await notifyProtocolChanged(deps.db, { protocolId, failed: true });
  await discardProtocol(deps, protocolId, { refund: true });
  await removeWorkDir(deps.config, protocolId);
}

/**
 * Gave up after the transcription began: nothing is removed and the meeting hours stay charged
 * (they were used). The protocol waits in the failed step's phase with a German message until the
 * user retries it (retryProcessing) or deletes it.
 */
export async function keepFailedProtocol(deps: Pick<ProcessingDeps, 'config' | 'db' | 'logger'>, protocolId: string, step: KeptStep, failure: { type: string | null; message: string }): Promise<void> {
  deps.logger.warn('meeting processing failed; protocol kept for a retry', { protocolId, step, failureType: failure.type, error: failure.message });
  await deps.db.protocol.updateMany({
    where: { id: protocolId },
    data: { status: 'PROCESSING', processingPhase: KEPT_STEP_PHASE[step], processingProgress: 0, processingFailure: keptFailureMessage(step, failure.type) },
  });
  await notifyProtocolChanged(deps.db, { protocolId });
  // The normalised audio is made again from the recording should the retry need it.
  await removeWorkDir(deps.config, protocolId);
}

/** The protocol was deleted while processing: its leftovers go too. */
export async function discardCancelledProtocol(deps: Pick<ProcessingDeps, 'config' | 'db' | 'files'>, protocolId: string): Promise<void> {
  await discardProtocol(deps, protocolId, { refund: true });
  await removeWorkDir(deps.config, protocolId);
}
