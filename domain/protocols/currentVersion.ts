// The current version of a protocol as edits, finalisation and regeneration change it: one change
// at a time (the row lock), only while it may change, and the number its next version gets.
import type { Prisma, Protocol } from '../../platform/generated/prisma/client';
import { ProtocolFinalizedError, ProtocolInProcessingError } from './errors';
import { isInProcessing } from './processing';

type Tx = Prisma.TransactionClient;

/** Whether a protocol's content may change in its status: not while it is being made, not once finalised. */
export const isEditableStatus = (status: Protocol['status']) => !isInProcessing(status) && status !== 'FINALIZED';

/** Refuses changes to a protocol that is still being made or is finalised (corrections start a new version). */
export function assertEditable(protocol: Pick<Protocol, 'status'>): void {
  if (isInProcessing(protocol.status)) throw new ProtocolInProcessingError();
  if (protocol.status === 'FINALIZED') throw new ProtocolFinalizedError();
}

/** Locks the protocol's row for the rest of the transaction and reads it as it is now. */
export async function lockProtocol(tx: Tx, protocolId: string): Promise<Protocol> {
  await tx.$executeRaw`SELECT 1 FROM protocols WHERE id = ${protocolId}::uuid FOR UPDATE`;
  return tx.protocol.findUniqueOrThrow({ where: { id: protocolId } });
}

/** The number a new version gets: above every stored one (a regenerated version may wait above the current). */
export async function nextVersionNumber(tx: Tx, protocol: Pick<Protocol, 'id' | 'versionNumber'>): Promise<number> {
  const highest = await tx.protocolVersion.aggregate({ where: { protocolId: protocol.id }, _max: { number: true } });
  return Math.max(protocol.versionNumber, highest._max.number ?? 0) + 1;
}
