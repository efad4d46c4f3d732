import SchemaBuilder from '@pothos/core';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin, { type AuthFailure } from '@pothos/plugin-scope-auth';
import ClientInputPlugin from './clientInputPlugin';
import type PrismaTypes from '../platform/generated/pothos-prisma-types';
import { getDatamodel } from '../platform/generated/pothos-prisma-types';
import type { Context } from './context';
import { AccessDeniedError, NotSignedInError } from '../domain/accounts/errors';
import type { ActiveSession } from '../domain/accounts/sessions';
import { userActor, type UserActor } from '../domain/access/actor';

const failedScopes = (failure: AuthFailure): string[] =>
  'failures' in failure ? failure.failures.flatMap(failedScopes) : 'scope' in failure ? [failure.scope] : [];

export interface AuthScopes {
  /** Anyone, signed in or not (landing page, waitlist, plan list). */
  public: boolean;
  /** A valid session, even one whose second factor is still due (the challenge, sign-out). */
  session: boolean;
  /** Signed in completely: with a verified second factor, only after the code. Everything else needs this. */
  signedIn: boolean;
  admin: boolean;
}

/** The context of a fully signed-in request: `t.withAuth({ signedIn: true })` gives resolvers this type. */
export type SignedInContext = Context & { session: ActiveSession; actor: UserActor };

/**
 * Whose objects a node lookup by global id finds: the session's user, even while the second factor
 * is still due, so that the type's scope then refuses the object with the sign-in message rather
 * than answering a silent null.
 */
export const nodeLookupActor = (ctx: Context): UserActor | null => (ctx.session ? userActor(ctx.session.user) : null);

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: AuthScopes;
  AuthContexts: {
    signedIn: SignedInContext;
    admin: SignedInContext;
    session: Context & { session: ActiveSession };
  };
  DefaultFieldNullability: false;
}>({
  defaultFieldNullability: false,
  // Errors first, so that scope-auth refusals and refused input become the typed errors a field
  // lists; input is checked after the scopes, so an anonymous probe learns nothing from it.
  plugins: [ErrorsPlugin, ScopeAuthPlugin, ClientInputPlugin, PrismaPlugin, RelayPlugin],
  scopeAuth: {
    authScopes: (ctx) => ({
      public: true,
      session: ctx.session !== null,
      signedIn: ctx.actor !== null,
      admin: ctx.actor?.isAdmin === true,
    }),
    // Typed errors where the field lists them; an admin operation refused is a security event.
    unauthorizedError: (_parent, ctx, info, result) => {
      const needsAdmin = failedScopes(result.failure).includes('admin');
      if (needsAdmin && ctx.actor) {
        ctx.securityEvents.record({
          type: 'admin_access_denied',
          severity: 'HIGH',
          userId: ctx.actor.userId,
          ipAddress: ctx.client.ipAddress,
          metadata: { operation: `${info.parentType.name}.${info.fieldName}` },
        });
        return new AccessDeniedError();
      }
      return new NotSignedInError();
    },
  },
  prisma: {
    client: (ctx) => ctx.db,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : 'warn',
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    nodesOnConnection: true,
  },
  errors: {
    defaultTypes: [],
  },
});

builder.queryType({});
builder.mutationType({
  description: "Inputs name objects by their Relay global id (the object's `id`); plain UUIDs appear only in URLs and in the queries that read one from a URL.",
});
builder.subscriptionType({});
