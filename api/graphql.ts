import type { IncomingMessage } from 'node:http';
import { EnvelopArmor } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { createYoga, maskError, type Plugin } from 'graphql-yoga';
import { SESSION_COOKIE, findActiveSession, readCookie } from './auth/sessions';
import { clientAddress } from './clientAddress';
import { schema } from '../schema';
import type { Context, Services } from './context';
import { UserError } from './errors';

/** Header every same-origin client sends; a cross-site form or image request cannot set it. */
export const CSRF_HEADER = 'x-graphql-yoga-csrf';

/**
 * Limits sized for the app's own operations; anything deeper or costlier is a probe or an accident.
 * Exported for the tests: web/pages/dashboard/queryCost.test.ts checks the app's operations against them.
 */
export const armorConfig = {
  // Fields nested in fields; fragment spreads and inline fragments add no level of their own
  // (counted, each named spread added two, and the card's fragments pushed the project mutations
  // past 12). The app's deepest operation nests 7 fields.
  maxDepth: { n: 12, flattenFragments: true },
  // Armor's cost: 1 per scalar, 2 per object, ×1.5 per level of nesting, × a literal `first`/`last`.
  // flattenFragments: a fragment spread counts its fields at the level where it is spread (plus 3),
  // not one level (×1.5) deeper, so components that declare their data in fragments of their own
  // (the app's rule) cost what the same fields written inline cost; fields several fragments share
  // still count once per fragment. The dashboard (100 projects, each with card, badges and menu
  // fragments, the tiles, the plan) costs about 24,000, the heaviest mutation about 3,600
  // (web/pages/dashboard/queryCost.test.ts keeps them below 75% of the limit). One page of 500
  // projects with all their fields costs about 100,000, with fragments or without.
  costLimit: { maxCost: 40_000, flattenFragments: true },
  maxAliases: { n: 15 },
  maxDirectives: { n: 50 },
  maxTokens: { n: 4000 },
  blockFieldSuggestion: { enabled: true },
} as const satisfies ConstructorParameters<typeof EnvelopArmor>[0];

const armor = new EnvelopArmor(armorConfig);

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
  const token = readCookie(request.headers.get('cookie'), SESSION_COOKIE);
  return {
    ...services,
    request,
    session: token ? await findActiveSession(services.db, token) : null,
    client: {
      ipAddress: clientAddress(socket?.remoteAddress, request.headers.get('x-forwarded-for'), services.config.TRUST_PROXY),
      userAgent: request.headers.get('user-agent'),
    },
    setCookie(cookie) {
      pendingCookies.set(request, [...(pendingCookies.get(request) ?? []), cookie]);
    },
  };
}

export function createGraphqlHandler(services: Services) {
  return createYoga<{ req?: IncomingMessage }, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    context: ({ request, req }) => createContext(services, request, req?.socket),
    // Outside production the real error text helps; in production only typed errors reach clients.
    maskedErrors: {
      isDev: !services.config.isProduction,
      // A UserError on a field that lists no typed errors (a scope refusal, e.g. the project list
      // asked for while the second factor is still due) is meant for the user, not a failure: its
      // German text goes out as it is instead of 'Unexpected error.', and is not logged as an error.
      maskError: (error, message, isDev) => (isUserError(error) ? error : maskError(error, message, isDev)),
    },
    graphiql: false,
    landingPage: false,
    logging: {
      debug: (...args) => services.logger.debug(args.map(String).join(' ')),
      info: (...args) => services.logger.info(args.map(String).join(' ')),
      warn: (...args) => services.logger.warn(args.map(String).join(' ')),
      error: (...args) => services.logger.error(args.map(String).join(' ')),
    },
    plugins: [...armor.protect().plugins, useCSRFPrevention({ requestHeaders: [CSRF_HEADER] }), useResponseCookies],
  });
}

export type GraphqlHandler = ReturnType<typeof createGraphqlHandler>;
