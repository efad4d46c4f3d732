import SchemaBuilder from '@pothos/core';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type PrismaTypes from '../api/generated/pothos-prisma-types';
import { getDatamodel } from '../api/generated/pothos-prisma-types';
import type { Context } from '../api/context';

export interface AuthScopes {
  /** Anyone, signed in or not (landing page, waitlist, plan list). */
  public: boolean;
}

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: AuthScopes;
  DefaultFieldNullability: false;
}>({
  defaultFieldNullability: false,
  plugins: [ScopeAuthPlugin, PrismaPlugin, RelayPlugin, ErrorsPlugin],
  scopeAuth: {
    authScopes: () => ({ public: true }),
    // Authorisation failures surface as the catalogue's access-denied text, never a stack trace.
    unauthorizedError: () => new Error('Zugriff verweigert. Kontaktieren Sie den Projektadministrator.'),
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
builder.mutationType({});
