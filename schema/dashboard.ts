import { awaitingApproval, dashboardTotals, recentProtocolIds, type DashboardTotals } from '../domain/projects/dashboard';
import { builder } from './builder';
import { Viewer } from './viewer';
import './protocols';

const RECENT_PROTOCOLS = 10;

const Dashboard = builder.objectRef<{ totals: DashboardTotals }>('Dashboard').implement({
  description: "The dashboard's summary tiles across all of the viewer's projects.",
  fields: (t) => {
    // The Dashboard object exists only for a signed-in viewer; the scope types the actor as a user.
    const signedIn = t.withAuth({ signedIn: true });
    return {
      protocolCount: t.int({ resolve: (d) => d.totals.protocolCount }),
      openActionItems: t.int({ resolve: (d) => d.totals.openActionItems }),
      overdueActionItems: t.int({ resolve: (d) => d.totals.overdueActionItems }),
      recentProtocols: signedIn.prismaField({
        type: ['Protocol'],
        description: 'The latest 10, neither processing nor archived.',
        resolve: async (query, _d, _args, ctx) => {
          const ids = await recentProtocolIds(ctx, ctx.actor, RECENT_PROTOCOLS);
          return ctx.db.protocol.findMany({ ...query, where: { id: { in: ids } }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
        },
      }),
      awaitingApproval: signedIn.prismaField({
        type: ['Protocol'],
        description: 'Current versions in review, not archived and not finalized.',
        resolve: async (query, _d, _args, ctx) =>
          ctx.db.protocol.findMany({ ...query, where: await awaitingApproval(ctx, ctx.actor), orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
      }),
    };
  },
});

builder.objectField(Viewer, 'dashboard', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: Dashboard,
    resolve: async (_s, _args, ctx) => ({ totals: await dashboardTotals(ctx, ctx.actor) }),
  }),
);
