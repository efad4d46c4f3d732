// Editing a protocol (issue 13): the browser sends what changed (common/protocolEdits); the server
// applies it to the current version under a row lock, so two saves of the same protocol run one
// after the other and the second sees the first (a conflict where both changed the same field).
import type { Actor } from '../access/actor';
import { ValidationError } from '../errors';
import type { Services } from '../services';
import { Prisma, type Protocol } from '../../platform/generated/prisma/client';
import { DOCUMENT_LIMITS, type ProtocolDocument } from '../../common/protocolDocument';
import { applyEdits, EDIT_TEXT, EditRejected, type EditConflict, type EditOperation } from '../../common/protocolEdits';
import { plainTextOf } from '../../common/richText';
import { assertEditable, lockProtocol, nextVersionNumber } from './currentVersion';
import { notifyProtocolChanged } from './events';
import { responsibleText } from './protocolContent';
import { findChangeableProtocol } from './protocolPolicy';
import { loadDocument, saveDocument } from './storedDocument';

type Tx = Prisma.TransactionClient;

export interface EditResult {
  protocolId: string;
  /** The protocol's revision after this save; more than one above the sender's base means others saved meanwhile. */
  revision: number;
  versionNumber: number;
  conflicts: EditConflict[];
}

function rejected(error: EditRejected): ValidationError {
  return new ValidationError('Speichern fehlgeschlagen. Bitte versuchen Sie es erneut.', error.message, [{ field: `operations.${error.operation}`, message: error.message }]);
}

export async function editProtocol(
  deps: Pick<Services, 'db'>,
  actor: Actor,
  protocolId: string,
  operations: readonly EditOperation[],
): Promise<EditResult> {
  const found = await findChangeableProtocol(deps, actor, protocolId);
  assertEditable(found);
  if (operations.length > DOCUMENT_LIMITS.operationsPerSave) {
    const message = `Bitte speichern Sie höchstens ${DOCUMENT_LIMITS.operationsPerSave} Änderungen auf einmal.`;
    throw new ValidationError('Speichern fehlgeschlagen. Bitte versuchen Sie es erneut.', message, [{ field: 'operations', message }]);
  }
  // Only an attendee linked to a participant needs the project's participants: an autosave of text does not read them.
  const linksParticipant = operations.some((op) => (op.kind === 'addAttendee' && op.participantId) || (op.kind === 'setAttendee' && op.field === 'participantId'));
  const participantIds = linksParticipant
    ? new Set((await deps.db.participant.findMany({ where: { projectId: found.projectId }, select: { id: true } })).map((p) => p.id))
    : null;
  try {
    const result = await deps.db.$transaction(
      async (tx) => {
        const protocol = await lockProtocol(tx, protocolId);
        assertEditable(protocol);
        const before = await loadDocument(tx, protocolId);
        const { document, conflicts } = applyEdits(before, operations, { participantIds });
        if (JSON.stringify(before) === JSON.stringify(document)) {
          return { protocolId, revision: protocol.revision, versionNumber: protocol.versionNumber, conflicts, changed: false };
        }
        await saveDocument(tx, protocolId, before, document);
        await followAufgaben(tx, protocol, before, document);
        // The first change after the version was sent out begins the next version.
        const updated = await tx.protocol.update({
          where: { id: protocolId },
          data: { revision: { increment: 1 }, ...(protocol.versionFrozen ? { versionNumber: await nextVersionNumber(tx, protocol), versionFrozen: false } : {}) },
        });
        return { protocolId, revision: updated.revision, versionNumber: updated.versionNumber, conflicts, changed: true };
      },
      { timeout: 20_000 },
    );
    // Other tabs and devices on this protocol learn that it changed.
    if (result.changed) await notifyProtocolChanged(deps.db, { protocolId });
    return { protocolId: result.protocolId, revision: result.revision, versionNumber: result.versionNumber, conflicts: result.conflicts };
  } catch (error) {
    if (error instanceof EditRejected) throw rejected(error);
    // A new TOP, entry or attendee with an id another protocol already uses.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw rejected(new EditRejected(0, EDIT_TEXT.duplicateId));
    throw error;
  }
}

/**
 * The action items made from a protocol's Aufgaben follow their entry: its text, responsible,
 * due date and status. Entries that stop being an Aufgabe or are deleted keep their item (it may
 * already be worked on); it only loses the link, as the schema's SetNull says.
 */
async function followAufgaben(tx: Tx, protocol: Protocol, before: ProtocolDocument, after: ProtocolDocument): Promise<void> {
  const old = new Map(before.topics.flatMap((t) => t.entries).map((e) => [e.id, e]));
  for (const entry of after.topics.flatMap((t) => t.entries)) {
    const previous = old.get(entry.id);
    if (!previous || entry.type !== 'AUFGABE' || JSON.stringify(previous) === JSON.stringify(entry)) continue;
    await tx.actionItem.updateMany({
      where: { protocolEntryId: entry.id, protocolId: protocol.id },
      data: {
        title: plainTextOf(entry.html),
        responsible: responsibleText(entry),
        dueDate: entry.dueDate ? new Date(`${entry.dueDate}T00:00:00Z`) : null,
        status: entry.status === 'COMPLETED' ? 'COMPLETED' : 'OPEN',
      },
    });
  }
}
