// Action items across the viewer's projects as GraphQL shows them (spec part 2 §3, §4).
import { visibleActionItems } from '../domain/actionItems/actionItemPolicy';
import { ACTION_ITEM_ORDER, dayOf, isOverdue, listedActionItems } from '../domain/actionItems/actionItems';
import { uuidOrNil } from '../platform/uuid';
import { builder, nodeLookupActor } from './builder';
import { Viewer } from './viewer';
import './projects';
import './protocols';


export const ActionItemStatus = builder.enumType('ActionItemStatus', { values: ['OPEN', 'COMPLETED'] as const });

export const ActionItem = builder.prismaNode('ActionItem', {
  id: { field: 'id' },
  // The policy's filter goes under AND: spread, its optional protocolEntryId would not fit a unique lookup's type.
  findUnique: (id, ctx) => ({ id: uuidOrNil(id), AND: [visibleActionItems(nodeLookupActor(ctx))] }),
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

// A connection states its scope itself: the typed builder of withAuth would not take the connection type.
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
      resolve: (query, _session, { status }, ctx) => ctx.db.actionItem.findMany({ ...query, where: listedActionItems(ctx.actor, status), orderBy: ACTION_ITEM_ORDER }),
    },
    ActionItemConnection,
  ),
);
