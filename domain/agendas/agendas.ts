// Agendas of a project (issue 16 point 5): made by hand or generated (1 AI credit), edited as a
// whole (title, date, place, invited Beteiligte, TOPs with notes and duration), sent by mail to the
// invited, and turned into a protocol that takes over their TOPs. Changing needs full access to the
// project; anyone else's agenda is not found.
import { z } from 'zod';
import { personName } from '../../common/accounts';
import { isOverdue } from '../../common/actionItems';
import { AGENDA_LIMITS, AGENDA_TEXT } from '../../common/agendas';
import { formatDate, germanDay } from '../../common/dates';
import { headerValue } from '../../common/protocolEdits';
import type { Agenda, Prisma } from '../../platform/generated/prisma/client';
import { isUuid } from '../../platform/uuid';
import { userActor, type Actor, type UserActor } from '../access/actor';
import { AccessDeniedError } from '../accounts/errors';
import { parseOrThrow } from '../accounts/input';
import { listedActionItems, dayOf } from '../actionItems/actionItems';
import { UserError, ValidationError } from '../errors';
import { enqueueAfterCommit, storeMail } from '../mail/queue';
import { agendaMail } from '../mail/templates';
import { chargeAiCredits, assertAiCredits } from '../plans/aiCredits';
import { checkDailyAiCallLimit } from '../plans/dailyLimits';
import { subscriptionOf } from '../plans/planOf';
import { optionalText, trimmed } from '../projects/projectInput';
import { findChangeableProject, mayChangeProject, visibleProjects } from '../projects/projectPolicy';
import { createManualProtocol } from '../protocols/manualProtocol';
import type { Services } from '../services';
import { generateAgendaItems } from './agendaGeneration';

type Deps = Pick<Services, 'db'>;

export class AgendaNotFoundError extends UserError {
  constructor() {
    super('Nicht gefunden', AGENDA_TEXT.notFound);
    this.name = 'AgendaNotFoundError';
  }
}

export const visibleAgendas = (actor: Actor | null): Prisma.AgendaWhereInput => ({ project: visibleProjects(actor) });

const dateField = z
  .string()
  .nullish()
  .transform((value, ctx) => {
    try {
      return value?.trim() ? (headerValue('date', value.trim()) as string) : null;
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  });
const timeField = z
  .string()
  .nullish()
  .transform((value, ctx) => {
    try {
      return value?.trim() ? (headerValue('startTime', value.trim()) as string | null) : null;
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  });

const headInput = z.object({
  title: trimmed('Der Titel', AGENDA_LIMITS.title).refine((v) => v !== '', AGENDA_TEXT.titleMissing),
  date: dateField,
  startTime: timeField,
  location: optionalText('Der Ort', AGENDA_LIMITS.location),
});

const agendaInput = headInput.extend({
  inviteeIds: z.array(z.string()).max(500).nullish(),
  items: z
    .array(
      z.object({
        title: trimmed('Der TOP', AGENDA_LIMITS.itemTitle).refine((v) => v !== '', AGENDA_TEXT.itemTitleMissing),
        notes: optionalText('Die Notizen', AGENDA_LIMITS.notes),
        durationMinutes: z
          .number()
          .int()
          .min(1, AGENDA_TEXT.durationInvalid)
          .max(AGENDA_LIMITS.duration, AGENDA_TEXT.durationInvalid)
          .nullish()
          .transform((v) => v ?? null),
        openItems: z.boolean().nullish(),
      }),
    )
    .max(AGENDA_LIMITS.items, AGENDA_TEXT.tooManyItems),
});

export type AgendaHeadInput = z.input<typeof headInput>;
export type AgendaInput = z.input<typeof agendaInput>;

const day = (value: string | null) => (value ? new Date(`${value}T00:00:00Z`) : null);

/** An agenda whose project the actor may change. */
async function changeableAgenda(deps: Deps, actor: Actor, agendaId: string): Promise<Agenda> {
  const agenda = isUuid(agendaId) ? await deps.db.agenda.findFirst({ where: { id: agendaId, ...visibleAgendas(actor) } }) : null;
  if (!agenda) throw new AgendaNotFoundError();
  if (!(await mayChangeProject(deps, actor, agenda.projectId))) throw new AccessDeniedError();
  return agenda;
}

/** A new, empty agenda (Entwurf) with the project's participants invited. */
export async function createAgenda(deps: Deps, actor: Actor, projectId: string, input: AgendaHeadInput): Promise<Agenda> {
  const fields = parseOrThrow(headInput, input);
  const project = await findChangeableProject(deps, actor, projectId);
  const participants = await deps.db.participant.findMany({ where: { projectId: project.id }, select: { id: true } });
  return deps.db.agenda.create({
    data: {
      projectId: project.id,
      title: fields.title,
      date: day(fields.date),
      startTime: fields.startTime,
      location: fields.location,
      invitees: { create: participants.map((p) => ({ participantId: p.id })) },
    },
  });
}

/** Saves the whole agenda: head, invited participants (of the project) and TOPs in their order. */
export async function saveAgenda(deps: Deps, actor: Actor, agendaId: string, input: AgendaInput): Promise<Agenda> {
  const fields = parseOrThrow(agendaInput, input);
  const agenda = await changeableAgenda(deps, actor, agendaId);
  const inviteeIds = [...new Set(fields.inviteeIds ?? [])];
  const known = await deps.db.participant.count({ where: { projectId: agenda.projectId, id: { in: inviteeIds.filter(isUuid) } } });
  if (known !== inviteeIds.length) throw ValidationError.onField('Ungültige Eingabe', 'inviteeIds', AGENDA_TEXT.inviteeUnknown);
  return deps.db.$transaction(async (tx) => {
    await tx.agendaItem.deleteMany({ where: { agendaId: agenda.id } });
    await tx.agendaInvitee.deleteMany({ where: { agendaId: agenda.id } });
    return tx.agenda.update({
      where: { id: agenda.id },
      data: {
        title: fields.title,
        date: day(fields.date),
        startTime: fields.startTime,
        location: fields.location,
        items: { create: fields.items.map((item, position) => ({ position, title: item.title, notes: item.notes, durationMinutes: item.durationMinutes, openItems: item.openItems ?? false })) },
        invitees: { create: inviteeIds.map((participantId) => ({ participantId })) },
      },
    });
  });
}

export async function deleteAgenda(deps: Deps, actor: Actor, agendaId: string): Promise<string> {
  const agenda = await changeableAgenda(deps, actor, agendaId);
  await deps.db.agenda.delete({ where: { id: agenda.id } });
  return agenda.projectId;
}

/**
 * 'Tagesordnung wurde erfolgreich erstellt': the next meeting's agenda from the open items, the
 * last protocol and the recurring TOPs, for one AI credit of the project owner's; the date and
 * place the last protocol named for the next meeting; those present last time invited.
 */
export async function generateAgenda(deps: Deps, actor: UserActor, projectId: string): Promise<Agenda> {
  const project = await findChangeableProject(deps, actor, projectId);
  const owner = userActor(await deps.db.user.findUniqueOrThrow({ where: { id: project.userId } }));
  await assertAiCredits(deps, owner, 'agenda', 'eine Tagesordnung');
  await checkDailyAiCallLimit(deps, owner);
  const now = new Date();
  const [openItems, recent, participants] = await Promise.all([
    deps.db.actionItem.findMany({ where: listedActionItems(actor, { status: 'OPEN', projectId: project.id }, now), orderBy: [{ number: 'asc' }] }),
    deps.db.protocol.findMany({
      where: { projectId: project.id, isCurrentVersion: true, archived: false },
      orderBy: [{ date: 'desc' }, { createdAt: 'desc' }],
      take: 3,
      include: { topics: { orderBy: { position: 'asc' }, select: { title: true } }, attendees: { select: { participantId: true, attendance: true } } },
    }),
    deps.db.participant.findMany({ where: { projectId: project.id }, select: { id: true } }),
  ]);
  const last = recent[0] ?? null;
  const items = generateAgendaItems({
    openItems: openItems.map((item) => ({ number: item.number, title: item.title, responsible: item.responsible, dueDate: item.dueDate ? dayOf(item.dueDate) : null, isOverdue: isOverdue({ status: item.status, dueDate: item.dueDate ? dayOf(item.dueDate) : null }, now) })),
    lastProtocol: last ? { title: last.title, date: dayOf(last.date) } : null,
    recentTopics: recent.map((p) => p.topics.map((t) => t.title)),
  });
  const presentLastTime = last?.attendees.filter((a) => a.participantId && a.attendance === 'PRESENT').map((a) => a.participantId!) ?? [];
  const invitees = presentLastTime.length > 0 ? presentLastTime : participants.map((p) => p.id);
  const nextDate = last?.nextMeetingDate && dayOf(last.nextMeetingDate) >= germanDay(now) ? last.nextMeetingDate : null;
  const plan = await subscriptionOf(deps, owner);
  return deps.db.$transaction(async (tx) => {
    const agenda = await tx.agenda.create({
      data: {
        projectId: project.id,
        title: AGENDA_TEXT.defaultTitle(last?.meetingNumber ? last.meetingNumber + 1 : null),
        date: nextDate,
        startTime: nextDate ? last?.nextMeetingTime : null,
        location: last?.nextMeetingLocation ?? last?.location ?? null,
        status: 'GENERATED',
        generatedAt: now,
        items: { create: items.map((item, position) => ({ position, ...item })) },
        invitees: { create: [...new Set(invitees)].map((participantId) => ({ participantId })) },
      },
    });
    await chargeAiCredits(tx, owner, plan, { action: 'agenda', idempotencyKey: `agenda:${agenda.id}`, description: `Tagesordnung für „${project.name}“`, referenceId: agenda.id });
    return agenda;
  });
}

/** Mails the agenda to each invited participant with an e-mail address; returns how many. */
export async function sendAgenda(deps: Pick<Services, 'db' | 'mail' | 'logger'>, actor: Actor, agendaId: string): Promise<number> {
  const agenda = await changeableAgenda(deps, actor, agendaId);
  const full = await deps.db.agenda.findUniqueOrThrow({
    where: { id: agenda.id },
    include: { items: { orderBy: { position: 'asc' } }, invitees: { include: { participant: true } }, project: { include: { user: { include: { profile: true } } } } },
  });
  const recipients = full.invitees.map((i) => i.participant).filter((p) => p.email);
  if (recipients.length === 0) throw ValidationError.onField('Nicht gesendet', 'inviteeIds', AGENDA_TEXT.noRecipients);
  const when = [full.date && `am ${formatDate(dayOf(full.date))}`, full.startTime && `um ${full.startTime} Uhr`].filter(Boolean).join(' ');
  const whenAndWhere = [when, full.location].filter(Boolean).join(', ') || null;
  const mailIds = await deps.db.$transaction(async (tx) => {
    const ids: string[] = [];
    for (const recipient of recipients) {
      ids.push(
        await storeMail(
          tx,
          recipient.email!,
          agendaMail({ recipientName: recipient.name, senderName: personName(full.project.user), projectName: full.project.name, title: full.title, when: whenAndWhere, items: full.items }),
        ),
      );
    }
    await tx.agenda.update({ where: { id: agenda.id }, data: { status: 'SENT', sentAt: new Date() } });
    return ids;
  });
  for (const id of mailIds) await enqueueAfterCommit(deps.mail, deps.logger, id);
  return mailIds.length;
}

export class AgendaProtocolExistsError extends UserError {
  constructor() {
    super('Schon gestartet', AGENDA_TEXT.protocolExists);
    this.name = 'AgendaProtocolExistsError';
  }
}

/** A protocol of the agenda's meeting: its title, date, place, the invited as attendees and its TOPs (the open items come carried). */
export async function startProtocolFromAgenda(deps: Deps, actor: UserActor, agendaId: string) {
  const agenda = await changeableAgenda(deps, actor, agendaId);
  if (agenda.protocolId) throw new AgendaProtocolExistsError();
  const full = await deps.db.agenda.findUniqueOrThrow({ where: { id: agenda.id }, include: { items: { orderBy: { position: 'asc' } }, invitees: true } });
  const topicTitles = full.items.filter((item) => !item.openItems).map((item) => item.title);
  return createManualProtocol(deps, actor, {
    projectId: agenda.projectId,
    title: agenda.title.replace(/^Tagesordnung\s+/, '') || agenda.title,
    date: agenda.date ? dayOf(agenda.date) : germanDay(new Date()),
    startTime: agenda.startTime,
    location: agenda.location,
    topicTitles,
    ...(full.invitees.length > 0 ? { attendeeIds: full.invitees.map((i) => i.participantId) } : {}),
    onCreated: async (tx, protocol) => {
      const linked = await tx.agenda.updateMany({ where: { id: agenda.id, protocolId: null }, data: { protocolId: protocol.id } });
      if (linked.count === 0) throw new AgendaProtocolExistsError();
    },
  });
}
