// Editing a protocol (issue 13): the browser sends what changed (common/protocolEdits); the server
// applies it to the current version under a row lock, so two saves of the same protocol run one
// after the other and the second sees the first (a conflict where both changed the same field).
import { actionItemsLeftToday, applyItemValues, dailyActionItemLimit, takeActionItemNumbers } from '../actionItems/itemChanges';
import { recordUsage } from '../plans/usage';
import type { Actor } from '../access/actor';
import { ValidationError } from '../errors';
import type { Services } from '../services';
import { Prisma, type Protocol } from '../../platform/generated/prisma/client';
import { DOCUMENT_LIMITS, type ProtocolDocument } from '../../common/protocolDocument';
import { applyEdits, EDIT_TEXT, EditRejected, type EditConflict, type EditOperation } from '../../common/protocolEdits';
import { plainTextOf } from '../../common/richText';
import { assertEditable, lockProtocol, nextVersionNumber } from './currentVersion';
import { notifyProtocolChanged } from './events';
import { responsibleText } from '../../common/protocols';
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
  return ValidationError.onField(EDIT_TEXT.saveFailed, `operations.${error.operation}`, error.message);
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
    throw ValidationError.onField(EDIT_TEXT.saveFailed, 'operations', message);
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
        await followAufgaben(deps, tx, protocol, before, document);
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
 * The action items of a protocol's Aufgaben follow their entry: its text, responsible, due date and
 * status, each change written to the item's history. That is the item an entry was made into, and
 * the item of an earlier meeting an entry carries (so changing it here changes the item, not a
 * copy). An Aufgabe written by hand becomes an item once it has words (within the plan's daily
 * limit of new items; beyond it the entry stays an Aufgabe without an item). Entries that stop
 * being an Aufgabe or are deleted keep their item (it may already be worked on); it only loses the
 * link, as the schema's SetNull says.
 */
async function followAufgaben(deps: Pick<Services, 'db'>, tx: Tx, protocol: Protocol, before: ProtocolDocument, after: ProtocolDocument): Promise<void> {
  const old = new Map(before.topics.flatMap((t) => t.entries).map((e) => [e.id, e]));
  let leftToday: number | null = null;
  for (const entry of after.topics.flatMap((t) => t.entries)) {
    const previous = old.get(entry.id);
    if (entry.type !== 'AUFGABE' || JSON.stringify(previous) === JSON.stringify(entry)) continue;
    const title = plainTextOf(entry.html);
    const responsible = responsibleText(entry);
    const dueDate = entry.dueDate ? new Date(`${entry.dueDate}T00:00:00Z`) : null;
    const status = entry.status === 'COMPLETED' ? 'COMPLETED' : 'OPEN';
    const item = await tx.actionItem.findFirst({
      where: { projectId: protocol.projectId, ...(entry.carriedActionItemId ? { id: entry.carriedActionItemId } : { protocolEntryId: entry.id, protocolId: protocol.id }) },
    });
    if (item) {
      // The participant link stays while the text is still theirs.
      await applyItemValues(tx, item, { title, responsible, participantId: responsible === item.responsible ? item.participantId : null, dueDate, status }, protocol.id);
      continue;
    }
    const becameTask = !previous || previous.type !== 'AUFGABE' || plainTextOf(previous.html) === '';
    if (entry.carriedActionItemId || title === '' || !becameTask) continue;
    const ownerId = (await tx.project.findUniqueOrThrow({ where: { id: protocol.projectId }, select: { userId: true } })).userId;
    leftToday ??= await actionItemsLeftToday(tx, ownerId, await dailyActionItemLimit(deps, ownerId));
    if (leftToday < 1) continue;
    leftToday--;
    await tx.actionItem.create({
      data: {
        projectId: protocol.projectId,
        number: await takeActionItemNumbers(tx, protocol.projectId, 1),
        protocolId: protocol.id,
        protocolEntryId: entry.id,
        title,
        responsible,
        dueDate,
        status,
        completedAt: status === 'COMPLETED' ? new Date() : null,
        events: { create: { kind: 'RAISED', protocolId: protocol.id } },
      },
    });
    await recordUsage(tx, ownerId, 'action_items_created');
  }
}
