import type { IncomingMessage } from 'node:http';
import { EnvelopArmor } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { BREAK, GraphQLError, visit, type DocumentNode } from 'graphql';
import { createGraphQLError, createYoga, type Plugin } from 'graphql-yoga';
import { GRAPHQL_PATH } from '../common/appLinks';
import { sessionOfCookie } from '../domain/accounts/sessions';
import { clientAddress } from '../http/clientAddress';
import { schema } from '../schema';
import { actorOfSession } from '../domain/access/actor';
import type { Services } from '../domain/services';
import type { Context } from '../schema/context';
import { UserError } from '../domain/errors';
import type { Logger } from '../platform/logger';
import type { Origins } from '../http/origins';
import { subscriptionOf } from '../domain/plans/planOf';

/** Header every same-origin client sends; a cross-site form or image request cannot set it. */
export const CSRF_HEADER = 'x-graphql-yoga-csrf';

/**
 * Limits sized for the app's own operations; anything deeper or costlier is a probe or an accident.
 * Exported for the tests: web/pages/dashboard/queryCost.test.ts checks the app's operations against them.
 */
export const armorConfig = {
  // Fields nested in fields; fragment spreads and inline fragments add no level of their own
  // (counted, each named spread added two, and the card's fragments pushed the project mutations
  // past 12). The app's deepest operation nests 7 fields; the standard introspection query (for API
  // users, see useIntrospectionForApiUsers) nests 15.
  maxDepth: { n: 15, flattenFragments: true, ignoreIntrospection: false },
  // Armor's cost: 1 per scalar, 2 per object, ×1.5 per level of nesting, × a literal `first`/`last`.
  // flattenFragments: a fragment spread counts its fields at the level where it is spread (plus 3),
  // not one level (×1.5) deeper, so components that declare their data in fragments of their own
  // (the app's rule) cost what the same fields written inline cost; fields several fragments share
  // still count once per fragment. The dashboard (100 projects, each with card, badges and menu
  // fragments, the tiles, the plan) costs about 24,000, the heaviest mutation about 3,600
  // (web/pages/dashboard/queryCost.test.ts keeps them below 75% of the limit). One page of 500
  // projects with all their fields costs about 100,000, with fragments or without.
  costLimit: { maxCost: 40_000, flattenFragments: true, ignoreIntrospection: false },
  maxAliases: { n: 15 },
  maxDirectives: { n: 50 },
  maxTokens: { n: 4000 },
  blockFieldSuggestion: { enabled: true },
} as const satisfies ConstructorParameters<typeof EnvelopArmor>[0];

const armor = new EnvelopArmor(armorConfig);

export const GRAPHQL_TEXT = {
  unexpected: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
  introspectionRefused: 'Das Schema ist nur mit API-Zugang abrufbar.',
} as const;

/** True when an operation selects __schema or __type anywhere (fragments included). */
export function asksForIntrospection(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return found;
}

/** A UserError as thrown, or as GraphQL wraps it with the field's path. */
const isUserError = (error: unknown): error is Error => error instanceof UserError || (error as { originalError?: unknown } | null)?.originalError instanceof UserError;

// Set-Cookie headers a resolver asked for, added to the response by the plugin below.
const pendingCookies = new WeakMap<Request, string[]>();

const useResponseCookies: Plugin = {
  onResponse({ request, response }) {
    for (const cookie of pendingCookies.get(request) ?? []) response.headers.append('set-cookie', cookie);
  },
};

/** The per-request context: the services, the session of the cookie (if any) and the client. */
export async function createContext(services: Services, request: Request, socket: { remoteAddress?: string } | undefined): Promise<Context> {
  const context: Context = {
    ...services,
    request,
    session: await sessionOfCookie(services.db, request.headers.get('cookie')),
    // Derived from the session each time: signing in or out during the request changes who acts.
    get actor() {
      return actorOfSession(context.session);
    },
    client: {
      ipAddress: clientAddress(socket?.remoteAddress, request.headers.get('x-forwarded-for'), services.config.TRUST_PROXY),
      userAgent: request.headers.get('user-agent'),
    },
    setCookie(cookie) {
      pendingCookies.set(request, [...(pendingCookies.get(request) ?? []), cookie]);
    },
  };
  return context;
}

/** Introspection shows the whole API: for the API feature's users (enterprise) and admins only. */
const mayIntrospect = async (ctx: Context): Promise<boolean> => {
  if (!ctx.actor) return false;
  return ctx.actor.isAdmin || (await subscriptionOf(ctx, ctx.actor)).features.has('api-access');
};

const useIntrospectionForApiUsers: Plugin<Context> = {
  async onExecute({ args, setResultAndStopExecution }) {
    if (!asksForIntrospection(args.document)) return;
    if (await mayIntrospect(args.contextValue)) return;
    setResultAndStopExecution({ errors: [new GraphQLError(GRAPHQL_TEXT.introspectionRefused, { extensions: { code: 'FORBIDDEN' } })] });
  },
};

/**
 * What the client sees of an error that is not meant for the user: a German sentence and nothing
 * else, in every mode. The error itself, with its stack, goes to the log.
 */
function maskUnexpectedError(logger: Logger) {
  return (error: unknown): Error => {
    if (isUserError(error)) return error;
    const original = error instanceof GraphQLError ? error.originalError : error;
    // Errors of the request itself (a syntax or validation error, a variable of the wrong type)
    // arise before execution, so they have no path, and GraphQL made them: the client's to read.
    if (error instanceof GraphQLError && !error.path && (!original || original instanceof GraphQLError)) return error;
    logger.error('unexpected error in a GraphQL operation', {
      path: error instanceof GraphQLError ? error.path?.join('.') : undefined,
      error: original instanceof Error ? (original.stack ?? original.message) : String(original),
    });
    return createGraphQLError(GRAPHQL_TEXT.unexpected, { extensions: { code: 'INTERNAL_SERVER_ERROR' }, ...(error instanceof GraphQLError && error.path ? { path: error.path } : {}) });
  };
}

export function createGraphqlHandler(services: Services, origins: Origins) {
  return createYoga<{ req?: IncomingMessage }, Context>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    context: ({ request, req }) => createContext(services, request, req?.socket),
    maskedErrors: { isDev: false, maskError: maskUnexpectedError(services.logger) },
    // Only the product's own origins may read answers with the user's cookie; others get no CORS headers.
    cors: (request) => {
      const origin = request.headers.get('origin');
      return origins.allows(origin) ? { origin: [origin!], credentials: true, methods: ['GET', 'POST'], allowedHeaders: ['content-type', 'accept', CSRF_HEADER] } : false;
    },
    graphiql: false,
    landingPage: false,
    logging: {
      debug: (...args) => services.logger.debug(args.map(String).join(' ')),
      info: (...args) => services.logger.info(args.map(String).join(' ')),
      warn: (...args) => services.logger.warn(args.map(String).join(' ')),
      error: (...args) => services.logger.error(args.map(String).join(' ')),
    },
    plugins: [...armor.protect().plugins, useCSRFPrevention({ requestHeaders: [CSRF_HEADER] }), useIntrospectionForApiUsers, useResponseCookies],
  });
}

export type GraphqlHandler = ReturnType<typeof createGraphqlHandler>;
