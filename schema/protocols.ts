// Protocols as far as the dashboard and project pages show them; editing arrives with its own issue.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { reviewCountsLoader } from '../domain/projects/dashboard';
import { uuidOrNil } from '../platform/uuid';
import { builder } from './builder';


export const ProtocolStatus = builder.enumType('ProtocolStatus', {
  values: ['DRAFT', 'REVIEW', 'PROCESSING', 'TRANSCRIPT_READY', 'FINALIZED', 'COMPLETED'] as const,
});

export const Protocol = builder.prismaNode('Protocol', {
  id: { field: 'id' },
  // Only protocols of the viewer's own projects that are not deleted.
  findUnique: (id, ctx) => ({ id: uuidOrNil(id), project: { userId: uuidOrNil(ctx.session?.user.id), deletionRequestedAt: null } }),
  nullable: true,
  authScopes: { signedIn: true },
  fields: (t) => ({
    protocolId: t.exposeString('id', { description: 'The plain UUID, as in URLs' }),
    title: t.exposeString('title'),
    date: t.string({ description: 'YYYY-MM-DD', resolve: (p) => p.date.toISOString().slice(0, 10) }),
    status: t.field({ type: ProtocolStatus, resolve: (p) => p.status }),
    createdAt: t.string({ resolve: (p) => p.createdAt.toISOString() }),
    project: t.relation('project'),
    projectGlobalId: t.id({ resolve: (p) => encodeGlobalID('Project', p.projectId) }),
    reviewInviteCount: t.int({ resolve: async (p, _args, ctx) => (await reviewCountsLoader(ctx).load(p.id)).reviewInvites }),
    approvalCount: t.int({ resolve: async (p, _args, ctx) => (await reviewCountsLoader(ctx).load(p.id)).approvals }),
  }),
});
