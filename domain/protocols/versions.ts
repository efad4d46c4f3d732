// Versions of a protocol (issue 13): sending a protocol out (review, export, finalisation) freezes
// the version it is; the next change begins a new one, and only one is current. Frozen versions
// are kept as whole documents and open read-only.
import type { Actor } from '../access/actor';
import { recordUsage } from '../plans/usage';
import type { Services } from '../services';
import type { Prisma, Protocol, ProtocolVersionReason, ProtocolVersionState, ProtocolStatus } from '../../platform/generated/prisma/client';
import type { ProtocolDocument } from '../../common/protocolDocument';
import { ValidationError } from '../errors';
import { assertEditable, lockProtocol, nextVersionNumber } from './currentVersion';
import { notifyProtocolChanged } from './events';
import { findChangeableProtocol } from './protocolPolicy';
import { loadDocument } from './storedDocument';

type Tx = Prisma.TransactionClient;

/** A version as pages list and open it; the current one may be the live, still unfrozen document. */
export interface ProtocolVersionView {
  protocolId: string;
  number: number;
  /** FROZEN and CANDIDATE as stored; CURRENT: the version being edited, not yet sent out. */
  state: ProtocolVersionState | 'CURRENT';
  reason: ProtocolVersionReason | null;
  isCurrentVersion: boolean;
  status: ProtocolStatus;
  finalizedAt: Date | null;
  createdAt: Date;
  document: () => Promise<ProtocolDocument>;
}

export const VERSION_TEXT = {
  notFinalized: 'Nur ein abgeschlossenes Protokoll kann korrigiert werden.',
  nothingToFinalize: 'Ein Protokoll ohne TOPs kann nicht abgeschlossen werden.',
} as const;

/**
 * Freezes the current version for `reason` in the caller's transaction (the protocol row locked).
 * Sending the same unchanged version out again keeps one frozen copy and updates its status.
 */
export async function freezeVersion(tx: Tx, protocol: Protocol, reason: ProtocolVersionReason): Promise<void> {
  const state = { status: protocol.status, finalizedAt: protocol.finalizedAt };
  if (protocol.versionFrozen) {
    await tx.protocolVersion.updateMany({ where: { protocolId: protocol.id, number: protocol.versionNumber, state: 'FROZEN' }, data: state });
    return;
  }
  const document = await loadDocument(tx, protocol.id);
  await tx.protocolVersion.create({
    data: { protocolId: protocol.id, number: protocol.versionNumber, state: 'FROZEN', reason, document: document as unknown as Prisma.InputJsonValue, ...state },
  });
  await tx.protocol.update({ where: { id: protocol.id }, data: { versionFrozen: true } });
}

/** Abschließen: the protocol becomes finalized and its version immutable; counted as protocols_finalized. */
export async function finalizeProtocol(deps: Pick<Services, 'db'>, actor: Actor, protocolId: string): Promise<Protocol> {
  const found = await findChangeableProtocol(deps, actor, protocolId);
  if (found.status === 'FINALIZED') return found;
  assertEditable(found);
  const finalized = await deps.db.$transaction(async (tx) => {
    const protocol = await lockProtocol(tx, protocolId);
    if (protocol.status === 'FINALIZED') return protocol;
    assertEditable(protocol);
    if ((await tx.protocolTopic.count({ where: { protocolId } })) === 0) {
      throw ValidationError.onField('Abschließen nicht möglich', 'protocolId', VERSION_TEXT.nothingToFinalize);
    }
    const updated = await tx.protocol.update({ where: { id: protocolId }, data: { status: 'FINALIZED', finalizedAt: new Date() } });
    await freezeVersion(tx, updated, 'FINALIZED');
    const owner = await tx.project.findUniqueOrThrow({ where: { id: protocol.projectId }, select: { userId: true } });
    await recordUsage(tx, owner.userId, 'protocols_finalized');
    return tx.protocol.findUniqueOrThrow({ where: { id: protocolId } });
  });
  await notifyProtocolChanged(deps.db, { protocolId });
  return finalized;
}

/** Korrigieren: a finalised protocol gets a new current version to edit; the finalised one stays as it was. */
export async function correctProtocol(deps: Pick<Services, 'db'>, actor: Actor, protocolId: string): Promise<Protocol> {
  const found = await findChangeableProtocol(deps, actor, protocolId);
  if (found.status !== 'FINALIZED') throw ValidationError.onField('Korrektur nicht möglich', 'protocolId', VERSION_TEXT.notFinalized);
  const corrected = await deps.db.$transaction(async (tx) => {
    const protocol = await lockProtocol(tx, protocolId);
    if (protocol.status !== 'FINALIZED') return protocol;
    return tx.protocol.update({
      where: { id: protocolId },
      data: { status: 'DRAFT', finalizedAt: null, versionNumber: await nextVersionNumber(tx, protocol), versionFrozen: false, revision: { increment: 1 } },
    });
  });
  await notifyProtocolChanged(deps.db, { protocolId });
  return corrected;
}

function liveVersion(deps: Pick<Services, 'db'>, protocol: Protocol): ProtocolVersionView {
  return {
    protocolId: protocol.id,
    number: protocol.versionNumber,
    state: 'CURRENT',
    reason: null,
    isCurrentVersion: true,
    status: protocol.status,
    finalizedAt: protocol.finalizedAt,
    createdAt: protocol.updatedAt,
    document: () => loadDocument(deps.db, protocol.id),
  };
}

/**
 * The versions of a protocol, oldest first: the frozen ones, the current one, and a regenerated
 * one waiting for a decision; with `number`, only that one. A stored version's document is read
 * only when asked for: the versions menu lists every version of every page view.
 */
export async function versionsOf(deps: Pick<Services, 'db'>, protocol: Protocol, number?: number): Promise<ProtocolVersionView[]> {
  const stored = await deps.db.protocolVersion.findMany({
    where: { protocolId: protocol.id, ...(number === undefined ? {} : { number }) },
    orderBy: { number: 'asc' },
    omit: { document: true },
  });
  const views: ProtocolVersionView[] = stored.map((v) => ({
    protocolId: protocol.id,
    number: v.number,
    state: v.state,
    reason: v.reason,
    isCurrentVersion: v.state === 'FROZEN' && protocol.versionFrozen && v.number === protocol.versionNumber,
    status: v.status,
    finalizedAt: v.finalizedAt,
    createdAt: v.createdAt,
    document: async () => (await deps.db.protocolVersion.findUniqueOrThrow({ where: { id: v.id }, select: { document: true } })).document as unknown as ProtocolDocument,
  }));
  if (!protocol.versionFrozen && (number === undefined || number === protocol.versionNumber)) views.push(liveVersion(deps, protocol));
  return views.sort((a, b) => a.number - b.number);
}

/** One version of a protocol by its number; null when there is none. */
export const versionOf = async (deps: Pick<Services, 'db'>, protocol: Protocol, number: number): Promise<ProtocolVersionView | null> =>
  (await versionsOf(deps, protocol, number))[0] ?? null;
