// Action items across the viewer's projects, read-only until part 2 brings editing (spec part 2 §3, §4).
import type { Prisma } from '../platform/generated/prisma/client';
import { usageDayKey } from '../domain/plans/rules';
import { uuidOrNil } from '../platform/uuid';
import { builder } from './builder';
import { Viewer } from './viewer';
import './projects';
import './protocols';


export const ActionItemStatus = builder.enumType('ActionItemStatus', { values: ['OPEN', 'COMPLETED'] as const });

/** YYYY-MM-DD of a date column (stored as midnight UTC). */
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Open and due before today in German time: overdue from the day after the due date (spec part 2 §4). */
export const isOverdue = (item: { status: string; dueDate: Date | null }, now = new Date()) =>
  item.status === 'OPEN' && item.dueDate !== null && dayOf(item.dueDate) < usageDayKey(now);

export const ActionItem = builder.prismaNode('ActionItem', {
  id: { field: 'id' },
  // Only items of the viewer's own projects that are not deleted.
  findUnique: (id, ctx) => ({ id: uuidOrNil(id), project: { userId: uuidOrNil(ctx.session?.user.id), deletionRequestedAt: null } }),
  nullable: true,
  authScopes: { signedIn: true },
  fields: (t) => ({
    actionItemId: t.exposeString('id', { description: 'The plain UUID' }),
    title: t.exposeString('title'),
    responsible: t.exposeString('responsible', { nullable: true, description: 'Verantwortlich: person and company, as the protocol names them' }),
    status: t.field({ type: ActionItemStatus, resolve: (a) => a.status }),
    dueDate: t.string({ nullable: true, description: 'YYYY-MM-DD', resolve: (a) => (a.dueDate ? dayOf(a.dueDate) : null) }),
    isOverdue: t.boolean({ description: 'Open and due before today (Europe/Berlin)', resolve: (a) => isOverdue(a) }),
    createdAt: t.string({ resolve: (a) => a.createdAt.toISOString() }),
    project: t.relation('project'),
    protocol: t.relation('protocol', { nullable: true, description: 'null: an item of the project itself' }),
  }),
});

const ActionItemEdge = builder.edgeObject({ type: ActionItem, name: 'ActionItemEdge' });
export const ActionItemConnection = builder.connectionObject({ type: ActionItem, name: 'ActionItemConnection' }, ActionItemEdge);

/** The same counting rule as the project stats: project-level items and those of current, not archived protocols. */
const countedItems = (userId: string): Prisma.ActionItemWhereInput => ({
  project: { userId, deletionRequestedAt: null },
  OR: [{ protocolId: null }, { protocol: { archived: false, isCurrentVersion: true } }],
});

builder.objectField(Viewer, 'actionItems', (t) =>
  t.prismaConnection(
    {
      type: 'ActionItem',
      cursor: 'id',
      description: "Action items of all the viewer's projects, by due date (none last), then oldest first.",
      authScopes: { signedIn: true },
      defaultSize: 50,
      maxSize: 100,
      args: { status: t.arg({ type: ActionItemStatus, required: false }) },
      resolve: (query, session, { status }, ctx) =>
        ctx.db.actionItem.findMany({
          ...query,
          where: { ...countedItems(session.user.id), ...(status ? { status } : {}) },
          orderBy: [{ dueDate: { sort: 'asc', nulls: 'last' } }, { createdAt: 'asc' }, { id: 'asc' }],
        }),
    },
    ActionItemConnection,
  ),
);
