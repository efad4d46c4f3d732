// Overdue items (issue 16 point 4), run daily by a Temporal schedule: the project's owner gets an
// action_item_overdue notification for each item that became overdue (again, after a new due
// date), and the Verantwortlich, when they are one of the Beteiligte with an e-mail address, one
// German reminder mail per item. Overdue is the shared rule: open and due before today in Berlin.
import { personName } from '../../common/accounts';
import { dayOfDate } from '../../common/actionItems';
import { formatDate, germanDay } from '../../common/dates';
import { defineScheduledWorkflow } from '../../platform/workflowDefinition';
import { enqueueAfterCommit, storeMail } from '../mail/queue';
import { actionItemOverdueMail } from '../mail/templates';
import { notify } from '../notifications/notifications';
import type { Services } from '../services';
import { SYSTEM } from '../access/actor';
import { listedActionItems } from './actionItems';

export interface OverdueRun {
  notified: number;
  mailed: number;
}

/** Daily at 07:00 in Germany, before the site day starts; the workflow's start time is its `now`. */
export const overdueActionItemsSchedule = defineScheduledWorkflow<OverdueRun>('remindOverdueActionItems', {
  scheduleId: 'overdue-action-items-daily',
  every: '1 day',
  atGermanHour: 7,
});

export const overdueLink = (item: { id: string; projectId: string }) => `/projects/${item.projectId}/action-items?openItem=${item.id}`;

/**
 * Notifies and mails what is overdue at `now`. Each item is handled in its own transaction and
 * marked there, so a repeated run (a retry, a second run the same day) does nothing twice.
 */
export async function remindOverdueActionItems(deps: Pick<Services, 'db' | 'mail' | 'logger'>, now: Date): Promise<OverdueRun> {
  const today = new Date(`${germanDay(now)}T00:00:00Z`);
  const items = await deps.db.actionItem.findMany({
    where: {
      AND: [listedActionItems(SYSTEM, { status: 'OPEN' }, now), { dueDate: { lt: today }, project: { archived: false } }],
      OR: [{ overdueNotifiedFor: null }, { overdueMailedAt: null, participant: { email: { not: null } } }],
    },
    include: { project: { include: { user: { include: { profile: true } } } }, protocol: { select: { title: true } }, participant: true },
    orderBy: [{ projectId: 'asc' }, { number: 'asc' }],
  });
  const run: OverdueRun = { notified: 0, mailed: 0 };
  for (const item of items) {
    const due = dayOfDate(item.dueDate!);
    // A new due date clears the mark (itemChanges), so an item overdue again is notified again.
    const notifyNow = item.overdueNotifiedFor === null;
    const email = item.participant?.email ?? null;
    const mailNow = email !== null && item.overdueMailedAt === null;
    if (!notifyNow && !mailNow) continue;
    const itemLine = `Punkt ${item.number}: ${item.title}`;
    const done = await deps.db.$transaction(async (tx) => {
      // Claims the item for this run: another run that got here first leaves nothing to do.
      const claimed = await tx.actionItem.updateMany({
        where: { id: item.id, overdueNotifiedFor: item.overdueNotifiedFor, overdueMailedAt: item.overdueMailedAt },
        data: { overdueNotifiedFor: item.dueDate, ...(mailNow ? { overdueMailedAt: now } : {}) },
      });
      if (claimed.count === 0) return { notified: false, mailId: null };
      if (notifyNow) {
        await notify(tx, {
          userId: item.project.userId,
          type: 'action_item_overdue',
          title: 'Maßnahme überfällig',
          message: `${itemLine} (${item.project.name}) war fällig am ${formatDate(due)}${item.responsible ? `, Verantwortlich: ${item.responsible}` : ''}.`,
          link: overdueLink(item),
          projectId: item.projectId,
          protocolId: item.protocolId,
          actionItemId: item.id,
        });
      }
      if (!mailNow) return { notified: notifyNow, mailId: null };
      const mailId = await storeMail(
        tx,
        email!,
        actionItemOverdueMail({
          recipientName: item.participant!.name,
          projectName: item.project.name,
          itemLine,
          dueDate: formatDate(due),
          protocolTitle: item.protocol?.title ?? null,
          senderName: personName(item.project.user),
        }),
      );
      return { notified: notifyNow, mailId };
    });
    if (done.notified) run.notified++;
    if (done.mailId) {
      run.mailed++;
      await enqueueAfterCommit(deps.mail, deps.logger, done.mailId);
    }
  }
  if (run.notified + run.mailed > 0) deps.logger.info('overdue action items reminded', { ...run });
  return run;
}
