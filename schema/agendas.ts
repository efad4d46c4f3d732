// Agendas (Tagesordnungen) of a project as GraphQL shows and changes them (issue 16 point 5).
import { AGENDA_STATUS_LABELS } from '../common/agendas';
import { dayOf } from '../domain/actionItems/actionItems';
import { AgendaNotFoundError, AgendaProtocolExistsError, createAgenda, deleteAgenda, generateAgenda, saveAgenda, sendAgenda, startProtocolFromAgenda, visibleAgendas } from '../domain/agendas/agendas';
import { AccessDeniedError, NotSignedInError } from '../domain/accounts/errors';
import { ValidationError } from '../domain/errors';
import { InsufficientCreditsError } from '../domain/plans/aiCredits';
import { DailyAiCallLimitError, DailyProtocolLimitError } from '../domain/plans/dailyLimits';
import { ProjectNotFoundError } from '../domain/projects/errors';
import { isUuid, uuidOrNil } from '../platform/uuid';
import { builder, nodeLookupActor } from './builder';
import { ErrorInterface } from './errors';
import { mutation } from './mutations';
import { Participant } from './participants';
import { Project } from './projects';
import { ProtocolPayload } from './protocols';
import { Viewer } from './viewer';
import './protocolRegeneration';

for (const [error, name] of [
  [AgendaNotFoundError, 'AgendaNotFoundError'],
  [AgendaProtocolExistsError, 'AgendaProtocolExistsError'],
] as const) {
  builder.objectType(error, { name, interfaces: [ErrorInterface] });
}

const AgendaStatus = builder.enumType('AgendaStatus', {
  description: `DRAFT (${AGENDA_STATUS_LABELS.DRAFT}), GENERATED (${AGENDA_STATUS_LABELS.GENERATED}: made from the open items, the last protocol and the recurring TOPs), SENT (${AGENDA_STATUS_LABELS.SENT})`,
  values: ['DRAFT', 'GENERATED', 'SENT'] as const,
});

builder.prismaObject('AgendaItem', {
  description: 'A TOP of the agenda',
  fields: (t) => ({
    title: t.exposeString('title'),
    notes: t.exposeString('notes', { nullable: true }),
    durationMinutes: t.exposeInt('durationMinutes', { nullable: true }),
    openItems: t.exposeBoolean('openItems', { description: 'The TOP of the open items: a protocol from the agenda carries them itself' }),
  }),
});

export const Agenda = builder.prismaNode('Agenda', {
  id: { field: 'id' },
  // The policy's filter goes under AND: spread, its optional protocolId would not fit a unique lookup's type.
  findUnique: (id, ctx) => ({ id: uuidOrNil(id), AND: [visibleAgendas(nodeLookupActor(ctx))] }),
  nullable: true,
  authScopes: { signedIn: true },
  fields: (t) => ({
    agendaId: t.exposeString('id', { description: 'The plain UUID, as in /projects/{projectId}/agendas/{agendaId}/edit' }),
    title: t.exposeString('title'),
    date: t.string({ nullable: true, description: 'YYYY-MM-DD', resolve: (a) => (a.date ? dayOf(a.date) : null) }),
    startTime: t.exposeString('startTime', { nullable: true, description: 'HH:MM' }),
    location: t.exposeString('location', { nullable: true }),
    status: t.field({ type: AgendaStatus, resolve: (a) => a.status }),
    sentAt: t.string({ nullable: true, resolve: (a) => a.sentAt?.toISOString() ?? null }),
    createdAt: t.string({ resolve: (a) => a.createdAt.toISOString() }),
    items: t.relation('items', { query: { orderBy: { position: 'asc' } } }),
    invitees: t.prismaField({
      type: [Participant],
      description: 'The invited Beteiligte',
      select: { invitees: { select: { participant: true } } },
      resolve: (_query, a) => a.invitees.map((i) => i.participant).sort((x, y) => x.name.localeCompare(y.name, 'de')),
    }),
    project: t.relation('project'),
    protocol: t.relation('protocol', { nullable: true, description: 'The protocol started from it' }),
  }),
});

builder.prismaObjectField('Project', 'agendas', (t) =>
  t.relation('agendas', { description: 'Newest first', query: { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] } }),
);

builder.objectField(Viewer, 'agenda', (t) =>
  t.withAuth({ signedIn: true }).prismaField({
    type: 'Agenda',
    nullable: true,
    description: "One of the viewer's agendas by its plain UUID; null for anything else",
    args: { agendaId: t.arg.string({ required: true }) },
    resolve: (query, _session, { agendaId }, ctx) => (isUuid(agendaId) ? ctx.db.agenda.findFirst({ ...query, where: { id: agendaId, ...visibleAgendas(ctx.actor) } }) : null),
  }),
);

const AgendaPayload = builder.objectRef<{ agendaId: string }>('AgendaPayload').implement({
  fields: (t) => ({
    agenda: t.prismaField({ type: 'Agenda', resolve: (query, p, _args, ctx) => ctx.db.agenda.findUniqueOrThrow({ ...query, where: { id: p.agendaId } }) }),
  }),
});

const ProjectAgendasPayload = builder.objectRef<{ projectId: string }>('ProjectAgendasPayload').implement({
  fields: (t) => ({
    project: t.prismaField({ type: 'Project', resolve: (query, p, _args, ctx) => ctx.db.project.findUniqueOrThrow({ ...query, where: { id: p.projectId } }) }),
  }),
});

const SentAgendaPayload = builder.objectRef<{ agendaId: string; sent: number }>('SentAgendaPayload').implement({
  fields: (t) => ({
    agenda: t.prismaField({ type: 'Agenda', resolve: (query, p, _args, ctx) => ctx.db.agenda.findUniqueOrThrow({ ...query, where: { id: p.agendaId } }) }),
    sent: t.exposeInt('sent', { description: 'How many invited got the mail' }),
  }),
});

const errors = [NotSignedInError, ValidationError, ProjectNotFoundError, AccessDeniedError, AgendaNotFoundError];

type InputFields = Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0];
const headFields = (t: InputFields) => ({
  title: t.string({ required: true }),
  date: t.string({ required: false, description: 'YYYY-MM-DD' }),
  startTime: t.string({ required: false, description: 'HH:MM' }),
  location: t.string({ required: false }),
});

const AgendaItemInput = builder.inputType('AgendaItemInput', {
  fields: (t) => ({
    title: t.string({ required: true }),
    notes: t.string({ required: false }),
    durationMinutes: t.int({ required: false }),
    openItems: t.boolean({ required: false }),
  }),
});

mutation('createAgenda', {
  scope: 'signedIn',
  description: 'An empty agenda (Entwurf) with all Beteiligte invited',
  input: builder.inputType('CreateAgendaInput', { fields: (t) => ({ projectId: t.globalID({ required: true, for: Project }), ...headFields(t) }) }),
  payload: AgendaPayload,
  errors,
  resolve: async (ctx, { projectId, ...input }) => ({ agendaId: (await createAgenda(ctx, ctx.actor, projectId.id, input)).id }),
});

mutation('saveAgenda', {
  scope: 'signedIn',
  description: 'Saves the whole agenda: head, invited Beteiligte and TOPs in their order',
  input: builder.inputType('SaveAgendaInput', {
    fields: (t) => ({
      agendaId: t.globalID({ required: true, for: Agenda }),
      ...headFields(t),
      inviteeIds: t.globalIDList({ required: false, for: Participant }),
      items: t.field({ type: [AgendaItemInput], required: true }),
    }),
  }),
  payload: AgendaPayload,
  errors,
  resolve: async (ctx, { agendaId, inviteeIds, ...input }) => ({
    agendaId: (await saveAgenda(ctx, ctx.actor, agendaId.id, { ...input, inviteeIds: inviteeIds?.map((id) => id.id) ?? [] })).id,
  }),
});

mutation('deleteAgenda', {
  scope: 'signedIn',
  input: builder.inputType('DeleteAgendaInput', { fields: (t) => ({ agendaId: t.globalID({ required: true, for: Agenda }) }) }),
  payload: ProjectAgendasPayload,
  errors,
  resolve: async (ctx, { agendaId }) => ({ projectId: await deleteAgenda(ctx, ctx.actor, agendaId.id) }),
});

mutation('generateAgenda', {
  scope: 'signedIn',
  description: "'Tagesordnung wurde erfolgreich erstellt': the next meeting's agenda from the open items, the last protocol and the recurring TOPs (1 AI credit)",
  input: builder.inputType('GenerateAgendaInput', { fields: (t) => ({ projectId: t.globalID({ required: true, for: Project }) }) }),
  payload: AgendaPayload,
  errors: [...errors, InsufficientCreditsError, DailyAiCallLimitError],
  resolve: async (ctx, { projectId }) => ({ agendaId: (await generateAgenda(ctx, ctx.actor, projectId.id)).id }),
});

mutation('sendAgenda', {
  scope: 'signedIn',
  description: 'Mails the agenda to the invited Beteiligte with an e-mail address',
  input: builder.inputType('SendAgendaInput', { fields: (t) => ({ agendaId: t.globalID({ required: true, for: Agenda }) }) }),
  payload: SentAgendaPayload,
  errors,
  resolve: async (ctx, { agendaId }) => ({ agendaId: agendaId.id, sent: await sendAgenda(ctx, ctx.actor, agendaId.id) }),
});

mutation('startProtocolFromAgenda', {
  scope: 'signedIn',
  description: "A protocol of the agenda's meeting that takes over its TOPs and invited; the open items are carried as in every new protocol",
  input: builder.inputType('StartProtocolFromAgendaInput', { fields: (t) => ({ agendaId: t.globalID({ required: true, for: Agenda }) }) }),
  payload: ProtocolPayload,
  errors: [...errors, AgendaProtocolExistsError, DailyProtocolLimitError],
  resolve: async (ctx, { agendaId }) => ({ protocolId: (await startProtocolFromAgenda(ctx, ctx.actor, agendaId.id)).id }),
});
