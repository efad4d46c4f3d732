import { loadDashboardTotals, type DashboardTotals } from '../api/projects/dashboard';
import { builder } from './builder';
import { Viewer } from './viewer';
import './protocols';

const RECENT_PROTOCOLS = 10;

const Dashboard = builder.objectRef<{ userId: string; totals: DashboardTotals }>('Dashboard').implement({
  description: "The dashboard's summary tiles across all of the viewer's projects.",
  fields: (t) => ({
    protocolCount: t.int({ resolve: (d) => d.totals.protocolCount }),
    openActionItems: t.int({ resolve: (d) => d.totals.openActionItems }),
    overdueActionItems: t.int({ resolve: (d) => d.totals.overdueActionItems }),
    recentProtocols: t.prismaField({
      type: ['Protocol'],
      description: 'The latest 10, neither processing nor archived.',
      resolve: (query, d, _args, ctx) =>
        ctx.db.protocol.findMany({
          ...query,
          where: { project: { userId: d.userId, deletionRequestedAt: null }, archived: false, isCurrentVersion: true, status: { not: 'PROCESSING' } },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          take: RECENT_PROTOCOLS,
        }),
    }),
    awaitingApproval: t.prismaField({
      type: ['Protocol'],
      description: 'Current versions in review, not archived and not finalized.',
      resolve: (query, d, _args, ctx) =>
        ctx.db.protocol.findMany({
          ...query,
          where: { project: { userId: d.userId, deletionRequestedAt: null }, archived: false, isCurrentVersion: true, status: 'REVIEW', finalizedAt: null },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        }),
    }),
  }),
});

builder.objectField(Viewer, 'dashboard', (t) =>
  t.field({
    type: Dashboard,
    authScopes: { signedIn: true },
    resolve: async (s, _args, ctx) => ({ userId: s.user.id, totals: await loadDashboardTotals(ctx.db, s.user.id) }),
  }),
);
