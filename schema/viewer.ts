import type { ActiveSession } from '../domain/accounts/sessions';
import { isAdmin } from '../domain/accounts/admin';
import { uuidOrNil } from '../platform/uuid';
import { builder } from './builder';


export const AssuranceLevel = builder.enumType('AssuranceLevel', { values: ['AAL1', 'AAL2'] as const });

const Profile = builder.prismaObject('Profile', {
  fields: (t) => ({
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    company: t.exposeString('company', { nullable: true }),
    street: t.exposeString('street', { nullable: true }),
    postalCode: t.exposeString('postalCode', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    ustId: t.exposeString('ustId', { nullable: true }),
  }),
});

export const TotpFactor = builder.prismaNode('TotpFactor', {
  id: { field: 'id' },
  // Looked up by global id only among the viewer's own factors.
  // A global id whose id part is no UUID finds nothing (Postgres would fail on it).
  findUnique: (id, ctx) => ({ id: uuidOrNil(id), userId: uuidOrNil(ctx.session?.user.id) }),
  nullable: true,
  authScopes: { session: true },
  fields: (t) => ({
    friendlyName: t.exposeString('friendlyName'),
    createdAt: t.string({ resolve: (factor) => factor.createdAt.toISOString() }),
  }),
});

/** The signed-in user as seen through their own session; never anyone else. */
export const Viewer = builder.objectRef<ActiveSession>('Viewer');

builder.node(Viewer, {
  id: { resolve: (session) => session.user.id },
  loadOne: (id, ctx) => (ctx.session?.user.id === id ? ctx.session : null),
  isTypeOf: (value) => typeof value === 'object' && value !== null && 'requiredAal' in value,
  fields: (t) => ({
    email: t.string({ resolve: (s) => s.user.email }),
    aal: t.field({ type: AssuranceLevel, description: 'AAL2 once the second factor was verified in this session', resolve: (s) => s.aal }),
    nextAal: t.field({
      type: AssuranceLevel,
      description: 'AAL2 when the user has a verified TOTP factor: then aal AAL1 means the code challenge is due',
      resolve: (s) => s.requiredAal,
    }),
    profile: t.prismaField({
      type: Profile,
      resolve: (query, s, _args, ctx) => ctx.db.profile.findUniqueOrThrow({ ...query, where: { userId: s.user.id } }),
    }),
    isAdmin: t.boolean({ resolve: (s) => isAdmin(s.user) }),
    accountType: t.string({ resolve: (s) => s.user.accountType }),
    adminLevel: t.string({ resolve: (s) => s.user.adminLevel }),
    totpFactors: t.prismaField({
      type: [TotpFactor],
      resolve: (query, s, _args, ctx) =>
        ctx.db.totpFactor.findMany({ ...query, where: { userId: s.user.id, verifiedAt: { not: null } }, orderBy: { createdAt: 'asc' } }),
    }),
    recoveryCodesRemaining: t.int({
      resolve: (s, _args, ctx) => ctx.db.recoveryCode.count({ where: { userId: s.user.id, usedAt: null } }),
    }),
  }),
});

builder.queryField('viewer', (t) =>
  t.field({
    type: Viewer,
    nullable: true,
    description: 'The signed-in user, or null (signed out, or the session was revoked or expired).',
    authScopes: { public: true },
    resolve: (_root, _args, ctx) => ctx.session,
  }),
);

export const ViewerPayload = builder.objectRef<{ viewer: ActiveSession }>('ViewerPayload').implement({
  fields: (t) => ({ viewer: t.field({ type: Viewer, resolve: (p) => p.viewer }) }),
});

export const OkPayload = builder.objectRef<{ ok: boolean }>('OkPayload').implement({
  fields: (t) => ({ ok: t.exposeBoolean('ok') }),
});
