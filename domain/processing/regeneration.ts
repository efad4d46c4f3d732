// The steps of RegenerateProtocol (domain/protocols/regeneration.ts starts it): the protocol
// generated again from its transcript for 3 credits, charged once per attempt, and stored as a
// CANDIDATE version beside the current one; a run that gives up refunds the credits. Every step
// may run again (a retry, a crash): the charge goes by its key, and an attempt that is over (its
// candidate stored, or given up) is left alone.
import { userActor, type Actor } from '../access/actor';
import { chargeAiCredits } from '../plans/aiCredits';
import { refundQuota } from '../plans/charges';
import { subscriptionOf } from '../plans/planOf';
import { lockProtocol, nextVersionNumber } from '../protocols/currentVersion';
import { notifyProtocolChanged } from '../protocols/events';
import { documentTopicsOf } from '../protocols/generatedDocument';
import { carriedTopicsOf, numberedAfter } from '../actionItems/carryOver';
import { REGENERATION_TEXT, regenerationAttemptOf, regenerationChargeKey } from '../protocols/regeneration';
import { loadDocument } from '../protocols/storedDocument';
import type { Prisma } from '../../platform/generated/prisma/client';
import type { ProtocolDocument } from '../../common/protocolDocument';
import { generateFromTranscript } from './drafts';
import { protocolInProcessing, type ProcessingDeps } from './protocolInProcessing';

/**
 * Charges the owner's credits for the attempt, generates the TOPs from the transcript with the
 * speakers' names, and stores them as the candidate: the current version's header and attendees
 * (as they are when it is stored) with the new TOPs.
 */
export async function regenerateVersion(deps: ProcessingDeps, actor: Actor, protocolId: string, attempt: string): Promise<'candidate' | 'stale'> {
  const protocol = await protocolInProcessing(deps, actor, protocolId);
  if (regenerationAttemptOf(protocol) !== attempt) return 'stale';
  const owner = userActor(protocol.project.user);
  const plan = await subscriptionOf(deps, owner);
  await deps.db.$transaction((tx) =>
    chargeAiCredits(tx, owner, plan, {
      action: 'protocol-regeneration',
      idempotencyKey: regenerationChargeKey(protocolId, attempt),
      description: `Neuerstellung von Protokoll „${protocol.title}“`,
      referenceId: protocolId,
    }),
  );
  const { generated } = await generateFromTranscript(deps, protocol);
  const stored = await deps.db.$transaction(async (tx) => {
    const current = await lockProtocol(tx, protocolId);
    if (regenerationAttemptOf(current) !== attempt) return false;
    const { header, attendees, topics } = await loadDocument(tx, protocolId);
    // The open items carried from earlier meetings are not in the transcript: they stay.
    const document: ProtocolDocument = { header, attendees, topics: numberedAfter(carriedTopicsOf(topics), documentTopicsOf(generated.topics)) };
    await tx.protocolVersion.create({
      data: {
        protocolId,
        number: await nextVersionNumber(tx, current),
        state: 'CANDIDATE',
        reason: 'REGENERATED',
        status: current.status,
        document: document as unknown as Prisma.InputJsonValue,
      },
    });
    await tx.protocol.update({ where: { id: protocolId }, data: { regenerationStartedAt: null, regenerationFailure: null } });
    return true;
  });
  if (!stored) return 'stale';
  await notifyProtocolChanged(deps.db, { protocolId });
  return 'candidate';
}

/** Gave up (retries exhausted, or the credits ran out meanwhile): the charge is refunded and the protocol says so; it is otherwise unchanged. */
export async function failRegeneration(deps: Pick<ProcessingDeps, 'db' | 'logger'>, protocolId: string, attempt: string, failure: { type: string | null; message: string }): Promise<void> {
  deps.logger.warn('protocol regeneration failed', { protocolId, failureType: failure.type, error: failure.message });
  const message = failure.type === 'InsufficientCredits' ? REGENERATION_TEXT.failedNoCredits : REGENERATION_TEXT.failed;
  await deps.db.$transaction(async (tx) => {
    await refundQuota(tx, regenerationChargeKey(protocolId, attempt));
    await tx.protocol.updateMany({ where: { id: protocolId, regenerationStartedAt: new Date(attempt) }, data: { regenerationStartedAt: null, regenerationFailure: message } });
  });
  await notifyProtocolChanged(deps.db, { protocolId });
}
