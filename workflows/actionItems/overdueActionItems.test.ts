// The daily overdue run (issue 16 point 4) on the real Temporal server and PostgreSQL, with mail
// through the test SMTP server: the owner is notified once per overdue item (again after a new
// due date), the Verantwortlich with an address gets one German mail per item, and the schedule
// runs at 07:00 Berlin time.
import { describe, expect, it } from 'vitest';
import { germanDay } from '../../common/dates';
import { userActor } from '../../domain/access/actor';
import { overdueActionItemsSchedule } from '../../domain/actionItems/overdue';
import { updateActionItem } from '../../domain/actionItems/itemChanges';
import { useTestApi } from '../../tests/support/api';

const api = useTestApi();
const db = () => api.database.db;

const day = (offset: number) => new Date(Date.parse(`${germanDay(new Date())}T00:00:00Z`) + offset * 86_400_000);
const run = () =>
  api.temporal.workflow.execute('remindOverdueActionItems', { taskQueue: api.config.TEMPORAL_TASK_QUEUE, workflowId: `overdue-test-${crypto.randomUUID()}` });

describe('overdue action items, daily', () => {
  it('notifies the owner once per overdue item, mails the Verantwortlich once, and notifies again after a new due date', async () => {
    const owner = await db().user.create({
      data: { email: 'ueberfaellig@bau.de', emailKey: 'ueberfaellig@bau.de', passwordHash: 'x', profile: { create: { firstName: 'Bernd', lastName: 'Bauleiter' } } },
    });
    const project = await db().project.create({ data: { userId: owner.id, name: 'Neubau Kita' } });
    const archived = await db().project.create({ data: { userId: owner.id, name: 'Altbau', archived: true } });
    const eva = await db().participant.create({ data: { projectId: project.id, name: 'Eva Schulz', company: 'Statik Schulz', email: 'eva@statik-schulz.de' } });
    const item = (number: number, title: string, fields: Record<string, unknown>) => db().actionItem.create({ data: { projectId: project.id, number, title, ...fields } });
    const withMail = await item(1, 'Schalpläne freigeben', { dueDate: day(-1), participantId: eva.id, responsible: 'Eva Schulz (Statik Schulz)' });
    const noAddress = await item(2, 'Baustrom beantragen', { dueDate: day(-3), responsible: 'Stadtwerke' });
    await item(3, 'Heute fällig', { dueDate: day(0), participantId: eva.id });
    await item(4, 'Erledigt', { dueDate: day(-2), status: 'COMPLETED', participantId: eva.id });
    await db().actionItem.create({ data: { projectId: archived.id, number: 1, title: 'Im Archiv', dueDate: day(-2) } });

    expect(await run()).toEqual({ notified: 2, mailed: 1 });
    const notifications = await db().notification.findMany({ where: { userId: owner.id }, orderBy: { message: 'asc' } });
    expect(notifications.map((n) => [n.type, n.title, n.link, n.actionItemId])).toEqual([
      ['action_item_overdue', 'Maßnahme überfällig', `/projects/${project.id}/action-items?openItem=${withMail.id}`, withMail.id],
      ['action_item_overdue', 'Maßnahme überfällig', `/projects/${project.id}/action-items?openItem=${noAddress.id}`, noAddress.id],
    ]);
    expect(notifications[0]!.message).toMatch(/^Punkt 1: Schalpläne freigeben \(Neubau Kita\) war fällig am \d\d\.\d\d\.\d{4}, Verantwortlich: Eva Schulz \(Statik Schulz\)\.$/);
    const mail = await api.smtp.waitFor((m) => JSON.stringify(m.to).includes('eva@statik-schulz.de'));
    expect(mail.subject).toMatch(/^Überfällig seit \d\d\.\d\d\.\d{4}: Punkt 1: Schalpläne freigeben$/);
    expect(mail.text).toContain('Guten Tag Eva Schulz,');
    expect(mail.text).toContain('im Projekt „Neubau Kita“ ist folgende Maßnahme in Ihrer Verantwortung');
    expect(mail.text).toContain('Bitte melden Sie Bernd Bauleiter den Stand oder einen neuen Termin.');

    // The same day again: nothing twice.
    expect(await run()).toEqual({ notified: 0, mailed: 0 });
    // A new due date that has passed as well: notified again, but no second mail.
    await updateActionItem({ db: db() }, userActor(owner), withMail.id, { dueDate: germanDay(day(-1).getTime() - 86_400_000) });
    expect(await run()).toEqual({ notified: 1, mailed: 0 });
    expect(await db().mailMessage.count({ where: { to: 'eva@statik-schulz.de' } })).toBe(1);
  });

  it('runs daily at 07:00 Berlin time on a schedule the worker creates', async () => {
    const schedule = await api.temporal.schedule.getHandle(`${overdueActionItemsSchedule.scheduleId}-${api.config.TEMPORAL_TASK_QUEUE}`).describe();
    expect(schedule.action).toMatchObject({ type: 'startWorkflow', workflowType: 'remindOverdueActionItems' });
    expect(schedule.spec.timezone).toBe('Europe/Berlin');
    expect(schedule.spec.calendars).toEqual([expect.objectContaining({ hour: [{ start: 7, end: 7, step: 1 }], minute: [{ start: 0, end: 0, step: 1 }] })]);
  });
});
