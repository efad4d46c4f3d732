// Action items (Maßnahmen, Offene Punkte) as GraphQL shows and changes them (spec part 2 §3, §4;
// issue 16 point 2): the global list of the viewer, the list of one project, and editing.
import { ACTION_ITEM_SORTS } from '../common/actionItems';
import { entryLabel } from '../common/protocolDocument';
import { visibleActionItems } from '../domain/actionItems/actionItemPolicy';
import { actionItemOrder, dayOf, isOverdue, listedActionItems, type ActionItemFilter } from '../domain/actionItems/actionItems';
import { ActionItemNotFoundError, DailyActionItemLimitError, createActionItem } from '../domain/actionItems/itemChanges';
import { updateActionItemAndEntries } from '../domain/protocols/actionItemEntries';
import { AccessDeniedError, NotSignedInError } from '../domain/accounts/errors';
import { ValidationError } from '../domain/errors';
import { ProjectNotFoundError } from '../domain/projects/errors';
import { uuidOrNil } from '../platform/uuid';
import { builder, nodeLookupActor } from './builder';
import { ErrorInterface } from './errors';
import { mutation } from './mutations';
import { Participant } from './participants';
import { Project } from './projects';
import { Viewer } from './viewer';
import './protocols';

for (const [error, name] of [
  [ActionItemNotFoundError, 'ActionItemNotFoundError'],
  [DailyActionItemLimitError, 'DailyActionItemLimitError'],
] as const) {
  builder.objectType(error, { name, interfaces: [ErrorInterface] });
}

export const ActionItemStatus = builder.enumType('ActionItemStatus', { values: ['OPEN', 'COMPLETED'] as const });
const ActionItemDue = builder.enumType('ActionItemDue', {
  description: 'OVERDUE: open and due before today; THIS_WEEK: due Monday to Sunday of this week (Europe/Berlin)',
  values: ['OVERDUE', 'THIS_WEEK'] as const,
});
const ActionItemSort = builder.enumType('ActionItemSort', {
  description: 'DUE_DATE (none last; the default), NUMBER, CREATED (newest first), PROJECT (by name)',
  values: ACTION_ITEM_SORTS,
});
const ActionItemEventKind = builder.enumType('ActionItemEventKind', {
  values: ['RAISED', 'CARRIED', 'TITLE_CHANGED', 'DUE_DATE_CHANGED', 'OWNER_CHANGED', 'COMPLETED', 'REOPENED'] as const,
});

builder.prismaObject('ActionItemEvent', {
  description: "One step of an item's history: raised, carried into a meeting, re-dated, handed over, completed",
  fields: (t) => ({
    kind: t.field({ type: ActionItemEventKind, resolve: (e) => e.kind }),
    fromValue: t.exposeString('fromValue', { nullable: true, description: 'Before: a day YYYY-MM-DD, an owner or a title' }),
    toValue: t.exposeString('toValue', { nullable: true }),
    createdAt: t.string({ resolve: (e) => e.createdAt.toISOString() }),
    protocol: t.relation('protocol', { nullable: true, description: 'The meeting it happened in' }),
  }),
});

const SourceEntry = builder.objectRef<{ id: string; number: number; sourceStart: number | null; topic: { number: number } }>('ActionItemSourceEntry').implement({
  fields: (t) => ({
    entryId: t.exposeString('id'),
    label: t.string({ description: "How the minutes cite it: '3.2'", resolve: (e) => entryLabel(e.topic, e) }),
    sourceStart: t.exposeFloat('sourceStart', { nullable: true, description: 'Seconds into the recording; null when typed in' }),
  }),
});

export const ActionItem = builder.prismaNode('ActionItem', {
  id: { field: 'id' },
  // The policy's filter goes under AND: spread, its optional protocolEntryId would not fit a unique lookup's type.
  findUnique: (id, ctx) => ({ id: uuidOrNil(id), AND: [visibleActionItems(nodeLookupActor(ctx))] }),
  nullable: true,
  authScopes: { signedIn: true },
  fields: (t) => ({
    actionItemId: t.exposeString('id', { description: 'The plain UUID' }),
    number: t.exposeInt('number', { description: "Its number in the project ('Punkt 12'), kept while it is carried from meeting to meeting" }),
    title: t.exposeString('title'),
    responsible: t.exposeString('responsible', { nullable: true, description: 'Verantwortlich: person and company, as written' }),
    participant: t.relation('participant', { nullable: true, type: Participant, description: 'Verantwortlich, when one of the Beteiligte' }),
    status: t.field({ type: ActionItemStatus, resolve: (a) => a.status }),
    dueDate: t.string({ nullable: true, description: 'YYYY-MM-DD', resolve: (a) => (a.dueDate ? dayOf(a.dueDate) : null) }),
    isOverdue: t.boolean({ description: 'Open and due before today (Europe/Berlin)', resolve: (a) => isOverdue(a) }),
    completedAt: t.string({ nullable: true, resolve: (a) => a.completedAt?.toISOString() ?? null }),
    createdAt: t.string({ resolve: (a) => a.createdAt.toISOString() }),
    project: t.relation('project'),
    protocol: t.relation('protocol', { nullable: true, description: 'The protocol that raised it; null: an item of the project itself' }),
    sourceEntry: t.field({
      type: SourceEntry,
      nullable: true,
      description: 'The Aufgabe of the protocol it was made from, with the moment of the recording',
      select: { protocolEntry: { select: { id: true, number: true, sourceStart: true, topic: { select: { number: true } } } } },
      resolve: (a) => a.protocolEntry,
    }),
    history: t.relation('events', { description: 'Oldest first', query: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] } }),
  }),
});

const ActionItemEdge = builder.edgeObject({ type: ActionItem, name: 'ActionItemEdge' });
export const ActionItemConnection = builder.connectionObject({ type: ActionItem, name: 'ActionItemConnection' }, ActionItemEdge);

type Args = Parameters<Parameters<typeof builder.objectField>[2]>[0]['arg'];
const filterArgs = (arg: Args) => ({
  status: arg({ type: ActionItemStatus, required: false }),
  participantId: arg.globalID({ required: false, for: Participant, description: 'Verantwortlich: one of the Beteiligte' }),
  responsible: arg.string({ required: false, description: 'Verantwortlich contains this text' }),
  due: arg({ type: ActionItemDue, required: false }),
  sort: arg({ type: ActionItemSort, required: false }),
});

const CONNECTION = { type: 'ActionItem', cursor: 'id', authScopes: { signedIn: true }, defaultSize: 50, maxSize: 100 } as const;

// A connection states its scope itself: the typed builder of withAuth would not take the connection type.
builder.objectField(Viewer, 'actionItems', (t) =>
  t.prismaConnection(
    {
      ...CONNECTION,
      description: "Action items of all the viewer's projects, by due date (none last), then oldest first, unless sorted otherwise.",
      args: { ...filterArgs(t.arg), projectId: t.arg.globalID({ required: false, for: Project }) },
      resolve: (query, _session, { sort, projectId, participantId, ...filter }, ctx) =>
        ctx.db.actionItem.findMany({
          ...query,
          where: listedActionItems(ctx.actor, { ...(filter as ActionItemFilter), projectId: projectId?.id ?? null, participantId: participantId?.id ?? null }),
          orderBy: actionItemOrder(sort),
        }),
    },
    ActionItemConnection,
  ),
);

builder.prismaObjectField('Project', 'actionItems', (t) =>
  t.prismaConnection(
    {
      ...CONNECTION,
      description: "The project's action items (Offene Punkte), filtered and sorted like the viewer's list.",
      args: filterArgs(t.arg),
      resolve: (query, project, { sort, participantId, ...filter }, ctx) =>
        ctx.db.actionItem.findMany({
          ...query,
          where: listedActionItems(ctx.actor, { ...(filter as ActionItemFilter), projectId: project.id, participantId: participantId?.id ?? null }),
          orderBy: actionItemOrder(sort),
        }),
    },
    ActionItemConnection,
  ),
);

const ActionItemPayload = builder.objectRef<{ actionItemId: string }>('ActionItemPayload').implement({
  fields: (t) => ({
    actionItem: t.prismaField({ type: 'ActionItem', resolve: (query, p, _args, ctx) => ctx.db.actionItem.findUniqueOrThrow({ ...query, where: { id: p.actionItemId } }) }),
    project: t.prismaField({
      type: 'Project',
      description: 'For the stats (open, completed, completion percentage)',
      resolve: (query, p, _args, ctx) => ctx.db.project.findFirstOrThrow({ ...query, where: { actionItems: { some: { id: p.actionItemId } } } }),
    }),
  }),
});

const errors = [NotSignedInError, ValidationError, ProjectNotFoundError, AccessDeniedError, ActionItemNotFoundError, DailyActionItemLimitError];

mutation('createActionItem', {
  scope: 'signedIn',
  description: 'An item of the project itself, without a protocol; counts against the daily limit of new items',
  input: builder.inputType('CreateActionItemInput', {
    fields: (t) => ({
      projectId: t.globalID({ required: true, for: Project }),
      title: t.string({ required: true }),
      participantId: t.globalID({ required: false, for: Participant }),
      responsible: t.string({ required: false, description: 'Verantwortlich as text, when nobody of the Beteiligte' }),
      dueDate: t.string({ required: false, description: 'YYYY-MM-DD' }),
    }),
  }),
  payload: ActionItemPayload,
  errors,
  resolve: async (ctx, { projectId, participantId, ...input }) => ({
    actionItemId: (await createActionItem(ctx, ctx.actor, { ...input, projectId: projectId.id, participantId: participantId?.id ?? null })).id,
  }),
});

mutation('updateActionItem', {
  scope: 'signedIn',
  description: "'Maßnahme wurde aktualisiert': title, Verantwortlich, due date or status; fields left out stay. participantId null with responsible sets free text.",
  input: builder.inputType('UpdateActionItemInput', {
    fields: (t) => ({
      actionItemId: t.globalID({ required: true, for: ActionItem }),
      title: t.string({ required: false }),
      participantId: t.globalID({ required: false, for: Participant }),
      responsible: t.string({ required: false }),
      dueDate: t.string({ required: false, description: 'YYYY-MM-DD; null clears it' }),
      status: t.field({ type: ActionItemStatus, required: false }),
    }),
  }),
  payload: ActionItemPayload,
  errors,
  resolve: async (ctx, { actionItemId, participantId, ...change }) => {
    // Title and status cannot be cleared: null there means "unchanged" like a field left out.
    const present = Object.fromEntries(Object.entries(change).filter(([key, value]) => value !== undefined && !(value === null && (key === 'title' || key === 'status'))));
    return { actionItemId: (await updateActionItemAndEntries(ctx, ctx.actor, actionItemId.id, { ...present, ...(participantId !== undefined ? { participantId: participantId?.id ?? null } : {}) })).id };
  },
});
