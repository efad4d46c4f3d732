// Carry-over (issue 16 point 3): a new protocol of a project starts with a TOP of the open items of
// the earlier meetings. Each entry there is the item itself (carriedActionItemId), numbered with
// the item's number, so 'Punkt 12' keeps its number from meeting to meeting; items completed since
// the previous protocol appear once, as done, and then drop off (common/actionItems isCarried).
// Festlegungen of the previous protocol are carried when the user asks for it.
import { randomUUID } from 'node:crypto';
import { ACTION_ITEM_TEXT, dayOfDate, isCarried } from '../../common/actionItems';
import type { DocumentEntry, DocumentTopic } from '../../common/protocolDocument';
import { htmlOfPlainText } from '../../common/richText';
import type { Prisma } from '../../platform/generated/prisma/client';

type Tx = Prisma.TransactionClient;

export interface CarryOverOptions {
  /** Also the Festlegungen of the previous protocol, as a TOP of their own. */
  decisions?: boolean;
}

/** The project's protocol made last before this one (current versions only), if any. */
function previousProtocolOf(tx: Tx, protocol: { id: string; projectId: string; createdAt: Date }) {
  return tx.protocol.findFirst({
    where: { projectId: protocol.projectId, id: { not: protocol.id }, isCurrentVersion: true, createdAt: { lt: protocol.createdAt } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: { id: true, createdAt: true },
  });
}

/**
 * The TOPs a new protocol starts with: 'Offene Punkte aus vorherigen Besprechungen' (when there is
 * any such item) and, on request, 'Festlegungen aus vorherigen Besprechungen'. Numbered 1, 2;
 * the caller numbers its own TOPs after them. Writes a CARRIED event per item (once per protocol).
 */
export async function carriedTopics(tx: Tx, protocol: { id: string; projectId: string; createdAt: Date }, options: CarryOverOptions = {}): Promise<DocumentTopic[]> {
  const previous = await previousProtocolOf(tx, protocol);
  const candidates = await tx.actionItem.findMany({
    where: {
      projectId: protocol.projectId,
      OR: [{ protocolId: null }, { protocol: { archived: false, isCurrentVersion: true, id: { not: protocol.id } } }],
      // Narrows the rows to those isCarried can take.
      AND: [previous ? { OR: [{ status: 'OPEN' }, { completedAt: { gt: previous.createdAt } }] } : { status: 'OPEN' }],
    },
    orderBy: [{ number: 'asc' }],
  });
  const items = candidates.filter((item) => isCarried(item, previous?.createdAt ?? null));
  const topics: DocumentTopic[] = [];
  if (items.length > 0) {
    topics.push({
      id: randomUUID(),
      number: topics.length + 1,
      title: ACTION_ITEM_TEXT.carriedTopic,
      entries: items.map((item) => ({
        id: randomUUID(),
        number: item.number,
        type: 'AUFGABE',
        html: htmlOfPlainText(item.title),
        responsiblePerson: item.responsible,
        responsibleCompany: null,
        dueDate: item.dueDate ? dayOfDate(item.dueDate) : null,
        status: item.status,
        sourceStart: null,
        sourceEnd: null,
        carriedActionItemId: item.id,
      })),
    });
    const logged = await tx.actionItemEvent.findMany({ where: { protocolId: protocol.id, kind: 'CARRIED', actionItemId: { in: items.map((i) => i.id) } }, select: { actionItemId: true } });
    const already = new Set(logged.map((event) => event.actionItemId));
    await tx.actionItemEvent.createMany({ data: items.filter((i) => !already.has(i.id)).map((i) => ({ actionItemId: i.id, kind: 'CARRIED' as const, protocolId: protocol.id })) });
  }
  if (options.decisions && previous) {
    const decisions = await tx.protocolEntry.findMany({
      where: { type: 'FESTLEGUNG', topic: { protocolId: previous.id } },
      orderBy: [{ topic: { position: 'asc' } }, { position: 'asc' }],
    });
    if (decisions.length > 0) {
      topics.push({
        id: randomUUID(),
        number: topics.length + 1,
        title: ACTION_ITEM_TEXT.carriedDecisionsTopic,
        entries: decisions.map(
          (decision, index): DocumentEntry => ({
            id: randomUUID(),
            number: index + 1,
            type: 'FESTLEGUNG',
            html: decision.html,
            responsiblePerson: decision.responsiblePerson,
            responsibleCompany: decision.responsibleCompany,
            dueDate: null,
            status: null,
            sourceStart: null,
            sourceEnd: null,
          }),
        ),
      });
    }
  }
  return topics;
}

/** The carried TOPs of a document (those whose entries are items of earlier meetings), kept when its other TOPs are generated again. */
export const carriedTopicsOf = (topics: readonly DocumentTopic[]): DocumentTopic[] =>
  topics.filter((topic) => topic.title === ACTION_ITEM_TEXT.carriedTopic && topic.entries.some((entry) => entry.carriedActionItemId));

/** Numbers `topics` after the carried ones, so TOP 1 stays the open items. */
export const numberedAfter = (carried: readonly DocumentTopic[], topics: readonly DocumentTopic[]): DocumentTopic[] => [
  ...carried,
  ...topics.map((topic, index) => ({ ...topic, number: carried.length + index + 1 })),
];
