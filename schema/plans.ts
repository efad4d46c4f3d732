import { builder } from './builder';
import type { IdFormat } from './clientInputPlugin';

const PlanFeature = builder.prismaObject('PlanFeature', {
  fields: (t) => ({
    name: t.exposeString('name'),
    enabled: t.exposeBoolean('enabled'),
  }),
});

const PlanLimit = builder.prismaObject('PlanLimit', {
  description: 'A numeric limit of a plan; -1 means unlimited.',
  fields: (t) => ({
    name: t.exposeString('name'),
    value: t.exposeInt('value'),
  }),
});

builder.prismaNode('SubscriptionPlan', {
  id: { field: 'id' },
  // An unknown plan id is answered with null, as for every other node type.
  nullable: true,
  authScopes: { public: true },
  // Plans are keyed by their slug (free, starter, ...), not by a UUID: global ids and cursors say so.
  extensions: { idFormat: 'slug' satisfies IdFormat },
  fields: (t) => ({
    slug: t.exposeString('id', { description: 'Stable plan key: free, starter, professional, enterprise' }),
    name: t.exposeString('name'),
    priceMonthlyCents: t.exposeInt('priceMonthlyCents'),
    priceYearlyCents: t.exposeInt('priceYearlyCents'),
    sortOrder: t.exposeInt('sortOrder'),
    features: t.relation('features', { type: PlanFeature, query: { orderBy: { name: 'asc' } } }),
    limits: t.relation('limits', { type: PlanLimit, query: { orderBy: { name: 'asc' } } }),
  }),
});

builder.queryField('plans', (t) =>
  t.prismaConnection({
    description: 'Active subscription plans in display order.',
    type: 'SubscriptionPlan',
    cursor: 'id',
    authScopes: { public: true },
    resolve: (query, _root, _args, ctx) =>
      ctx.db.subscriptionPlan.findMany({ ...query, where: { active: true }, orderBy: { sortOrder: 'asc' } }),
  }),
);
