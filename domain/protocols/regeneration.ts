// Neu erstellen (issue 13): a protocol generated again from its transcript becomes a version of its
// own (CANDIDATE) beside the edited one, for 3 credits; the user compares the two and keeps or
// discards it. The user's edits are never overwritten in place: keeping freezes them first.
import { userActor, type Actor } from '../access/actor';
import { ValidationError } from '../errors';
import { assertAiCredits } from '../plans/aiCredits';
import { checkDailyAiCallLimit } from '../plans/dailyLimits';
import type { Services } from '../services';
import type { Prisma, Protocol } from '../../platform/generated/prisma/client';
import { defineWorkflow } from '../../platform/workflowDefinition';
import { startAfterCommit } from '../../platform/workflowQueue';
import type { ProtocolDocument } from '../../common/protocolDocument';
import { assertEditable, lockProtocol, nextVersionNumber } from './currentVersion';
import { notifyProtocolChanged } from './events';
import { findChangeableProtocol } from './protocolPolicy';
import { replaceDocument } from './storedDocument';
import { freezeVersion } from './versions';

type Tx = Prisma.TransactionClient;

/** How a run ended: a candidate stored, the attempt was over already, given up (charge refunded), or the protocol was deleted. */
export type RegenerationResult = 'candidate' | 'stale' | 'failed' | 'gone';

/**
 * One regeneration of a protocol (workflow id regenerate-protocol-<protocolId>-<attempt>): the
 * attempt is the moment it was asked for (regenerationStartedAt, ISO), so a double click starts
 * one run and a later regeneration a run of its own.
 */
export const regenerateProtocolWorkflow = defineWorkflow<[protocolId: string, attempt: string], RegenerationResult>(
  'regenerateProtocol',
  (protocolId, attempt) => `regenerate-protocol-${protocolId}-${attempt}`,
);

export const REGENERATION_TEXT = {
  title: 'Neu erstellen nicht möglich',
  purpose: 'die Neuerstellung',
  noTranscript: 'Dieses Protokoll hat kein Transkript, aus dem es neu erstellt werden kann.',
  running: 'Das Protokoll wird bereits neu erstellt. Bitte warten Sie, bis die neue Version fertig ist.',
  candidateWaiting: 'Es gibt bereits eine neu erstellte Version. Bitte übernehmen oder verwerfen Sie diese zuerst.',
  noCandidate: 'Diese neu erstellte Version gibt es nicht mehr.',
  failed: 'Die Neuerstellung ist fehlgeschlagen. Ihr Protokoll ist unverändert; die Credits wurden erstattet.',
  failedNoCredits: 'Die Neuerstellung ist fehlgeschlagen, weil Ihr Guthaben nicht mehr ausreicht. Ihr Protokoll ist unverändert.',
} as const;

const refused = (message: string) => ValidationError.onField(REGENERATION_TEXT.title, 'protocolId', message);

/** The attempt marker of a protocol being regenerated: its workflow's id and its charge's key follow from it. */
export const regenerationAttemptOf = (protocol: Pick<Protocol, 'regenerationStartedAt'>): string | null => protocol.regenerationStartedAt?.toISOString() ?? null;

export const regenerationChargeKey = (protocolId: string, attempt: string) => `regeneration:${protocolId}:${attempt}`;

const candidateOf = (db: Pick<Tx, 'protocolVersion'>, protocolId: string, number?: number) =>
  db.protocolVersion.findFirst({ where: { protocolId, state: 'CANDIDATE', ...(number === undefined ? {} : { number }) } });

/**
 * 'Neu erstellen': refused at once, with the texts the user reads, when the protocol cannot change,
 * has no transcript, is being regenerated, has a candidate waiting, or its owner lacks the credits
 * or today's AI calls; otherwise the run starts in the background (the credits are charged there,
 * once). Of two clicks, one starts it and the other is told it is running.
 */
export async function startRegeneration(deps: Pick<Services, 'db' | 'logger' | 'workflows'>, actor: Actor, protocolId: string): Promise<Protocol> {
  const found = await findChangeableProtocol(deps, actor, protocolId);
  assertEditable(found);
  const started = await deps.db.$transaction(async (tx) => {
    const protocol = await lockProtocol(tx, protocolId);
    assertEditable(protocol);
    if (protocol.regenerationStartedAt) throw refused(REGENERATION_TEXT.running);
    if (await candidateOf(tx, protocolId)) throw refused(REGENERATION_TEXT.candidateWaiting);
    if ((await tx.transcript.count({ where: { protocolId } })) === 0) throw refused(REGENERATION_TEXT.noTranscript);
    // The owner pays for the project's AI, whoever asks.
    const owner = userActor((await tx.project.findUniqueOrThrow({ where: { id: protocol.projectId }, select: { user: true } })).user);
    await assertAiCredits(deps, owner, 'protocol-regeneration', REGENERATION_TEXT.purpose);
    await checkDailyAiCallLimit(deps, owner);
    return tx.protocol.update({ where: { id: protocolId }, data: { regenerationStartedAt: new Date(), regenerationFailure: null } });
  });
  await notifyProtocolChanged(deps.db, { protocolId });
  const attempt = regenerationAttemptOf(started)!;
  // Should Temporal be unreachable, the worker's sweep starts it (the protocol shows it as running).
  await startAfterCommit(deps.logger, () => deps.workflows.start(regenerateProtocolWorkflow, protocolId, attempt), { protocolId });
  return started;
}

/**
 * Übernehmen: the version being edited is kept as it is (FROZEN, reason REPLACED, unless it was
 * frozen already), and the regenerated one becomes the current version to edit.
 */
export async function keepRegeneratedVersion(deps: Pick<Services, 'db'>, actor: Actor, protocolId: string, number: number): Promise<Protocol> {
  const found = await findChangeableProtocol(deps, actor, protocolId);
  assertEditable(found);
  const kept = await deps.db.$transaction(
    async (tx) => {
      const protocol = await lockProtocol(tx, protocolId);
      assertEditable(protocol);
      const candidate = await candidateOf(tx, protocolId, number);
      if (!candidate) throw refused(REGENERATION_TEXT.noCandidate);
      await freezeVersion(tx, protocol, 'REPLACED');
      await tx.protocolVersion.delete({ where: { id: candidate.id } });
      await replaceDocument(tx, protocolId, candidate.document as unknown as ProtocolDocument);
      // The candidate's own number, unless edits after a review gave the current version a higher one meanwhile.
      const versionNumber = await nextVersionNumber(tx, { id: protocolId, versionNumber: protocol.versionNumber });
      return tx.protocol.update({ where: { id: protocolId }, data: { versionNumber, versionFrozen: false, revision: { increment: 1 } } });
    },
    { timeout: 20_000 },
  );
  await notifyProtocolChanged(deps.db, { protocolId });
  return kept;
}

/** Verwerfen: the regenerated version goes; the protocol stays as it is. */
export async function discardRegeneratedVersion(deps: Pick<Services, 'db'>, actor: Actor, protocolId: string, number: number): Promise<Protocol> {
  const protocol = await findChangeableProtocol(deps, actor, protocolId);
  const { count } = await deps.db.protocolVersion.deleteMany({ where: { protocolId, number, state: 'CANDIDATE' } });
  if (count === 0) throw refused(REGENERATION_TEXT.noCandidate);
  await notifyProtocolChanged(deps.db, { protocolId });
  return protocol;
}
