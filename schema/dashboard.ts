import { viewerProjectAccess } from '../domain/projects/access';
import { loadDashboardTotals, recentProtocolIds, type DashboardTotals } from '../domain/projects/dashboard';
import { builder } from './builder';
import { Viewer } from './viewer';
import './protocols';

const RECENT_PROTOCOLS = 10;

const Dashboard = builder.objectRef<{ totals: DashboardTotals }>('Dashboard').implement({
  description: "The dashboard's summary tiles across all of the viewer's projects.",
  fields: (t) => ({
    protocolCount: t.int({ resolve: (d) => d.totals.protocolCount }),
    openActionItems: t.int({ resolve: (d) => d.totals.openActionItems }),
    overdueActionItems: t.int({ resolve: (d) => d.totals.overdueActionItems }),
    recentProtocols: t.prismaField({
      type: ['Protocol'],
      description: 'The latest 10, neither processing nor archived.',
      resolve: async (query, _d, _args, ctx) => {
        const ids = await recentProtocolIds(ctx.db, (await viewerProjectAccess(ctx)).projectIds, RECENT_PROTOCOLS);
        return ctx.db.protocol.findMany({ ...query, where: { id: { in: ids } }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
      },
    }),
    awaitingApproval: t.prismaField({
      type: ['Protocol'],
      description: 'Current versions in review, not archived and not finalized.',
      // By the ids of the user's projects, so that the (project_id, status) index finds the few in review.
      resolve: async (query, _d, _args, ctx) =>
        ctx.db.protocol.findMany({
          ...query,
          where: { projectId: { in: (await viewerProjectAccess(ctx)).projectIds }, archived: false, isCurrentVersion: true, status: 'REVIEW', finalizedAt: null },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        }),
    }),
  }),
});

builder.objectField(Viewer, 'dashboard', (t) =>
  t.field({
    type: Dashboard,
    authScopes: { signedIn: true },
    resolve: async (s, _args, ctx) => ({ totals: await loadDashboardTotals(ctx.db, s.user.id) }),
  }),
);
