// An item changed on the Offene Punkte lists shows the same in the protocols still being written:
// its entry in the protocol that raised it and its carried entries in later ones follow, while
// those protocols are drafts that were not sent out (a version sent for review, exported or
// finalised stays as it was sent). Open editors learn of it from the revision and the live event.
import { responsibleText } from '../../common/protocols';
import { htmlOfPlainText, plainTextOf } from '../../common/richText';
import type { ActionItem } from '../../platform/generated/prisma/client';
import { NIL_UUID } from '../../platform/uuid';
import type { Actor } from '../access/actor';
import { updateActionItem, type ActionItemChange } from '../actionItems/itemChanges';
import type { Services } from '../services';
import { notifyProtocolChanged } from './events';

type Deps = Pick<Services, 'db'>;

export async function updateActionItemAndEntries(deps: Deps, actor: Actor, actionItemId: string, change: ActionItemChange): Promise<ActionItem> {
  const item = await updateActionItem(deps, actor, actionItemId, change);
  const participant = item.participantId ? await deps.db.participant.findUnique({ where: { id: item.participantId } }) : null;
  const owner = participant ? { responsiblePerson: participant.name, responsibleCompany: participant.company } : { responsiblePerson: item.responsible, responsibleCompany: null };
  const touched = await deps.db.$transaction(async (tx) => {
    const entries = await tx.protocolEntry.findMany({
      where: {
        OR: [{ carriedActionItemId: item.id }, { id: item.protocolEntryId ?? NIL_UUID }],
        type: 'AUFGABE',
        topic: { protocol: { status: 'DRAFT', versionFrozen: false, isCurrentVersion: true, projectId: item.projectId } },
      },
      include: { topic: { select: { protocolId: true } } },
    });
    const protocolIds = new Set<string>();
    for (const entry of entries) {
      const same =
        plainTextOf(entry.html) === item.title &&
        responsibleText(entry) === responsibleText(owner) &&
        entry.dueDate?.getTime() === item.dueDate?.getTime() &&
        entry.status === item.status;
      if (same) continue;
      // Rich text stays as written unless the words changed.
      const html = plainTextOf(entry.html) === item.title ? entry.html : htmlOfPlainText(item.title);
      await tx.protocolEntry.update({ where: { id: entry.id }, data: { html, text: item.title, ...owner, dueDate: item.dueDate, status: item.status } });
      protocolIds.add(entry.topic.protocolId);
    }
    for (const protocolId of protocolIds) await tx.protocol.update({ where: { id: protocolId }, data: { revision: { increment: 1 } } });
    return [...protocolIds];
  });
  for (const protocolId of touched) await notifyProtocolChanged(deps.db, { protocolId });
  return item;
}
