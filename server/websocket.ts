import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { GraphQLError, type ExecutionArgs } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { GRAPHQL_PATH } from '../common/appLinks';
import { GRAPHQL_TEXT, type GraphqlHandler } from './graphql';
import type { Logger } from '../platform/logger';
import type { Origins } from '../http/origins';

type EnvelopedArgs = ExecutionArgs & { rootValue: { execute: (a: ExecutionArgs) => unknown; subscribe: (a: ExecutionArgs) => unknown } };

/** Fetch-style request for the GraphQL context, built from the socket's upgrade request (already checked). */
function toRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    // A header value Fetch refuses (it came past Node's parser) is left out rather than failing the socket.
    if (typeof value === 'string') {
      try {
        headers.set(key, value);
      } catch {
        // skipped
      }
    }
  }
  return new Request(`http://localhost${GRAPHQL_PATH}`, { headers });
}

/** One message at most (a query with its variables); ws would take 100 MiB. */
export const WEBSOCKET_MAX_PAYLOAD = 1024 * 1024;
/** Live subscriptions one connection may hold; the app needs a handful per page. */
export const SUBSCRIPTIONS_PER_CONNECTION = 20;
export const WEBSOCKET_TEXT = { tooManySubscriptions: `Zu viele gleichzeitige Abonnements auf dieser Verbindung (höchstens ${SUBSCRIPTIONS_PER_CONNECTION}).` } as const;

/** The path of an upgrade request's target, or null when it is not a path (e.g. `http://[::1`). */
function pathOf(target: string | undefined): string | null {
  if (!target?.startsWith('/')) return null;
  try {
    return new URL(target, 'http://localhost').pathname;
  } catch {
    return null;
  }
}

function refuse(socket: Duplex, status: 400 | 403) {
  const reason = status === 400 ? 'Bad Request' : 'Forbidden';
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * graphql-ws on the same port as HTTP, at /graphql. Operations run through Yoga's envelop pipeline,
 * so depth and cost limits apply here too. Upgrades from another origin are refused: a socket
 * carries the user's cookies and must not be opened by a foreign page.
 */
export function attachGraphqlWebSocket(server: Server, yoga: GraphqlHandler, origins: Origins, logger: Logger): { close(): Promise<void> } {
  const wss = new WebSocketServer({ noServer: true, maxPayload: WEBSOCKET_MAX_PAYLOAD });
  const disposable = useServer(
    {
      execute: (args) => (args as EnvelopedArgs).rootValue.execute(args) as never,
      subscribe: (args) => (args as EnvelopedArgs).rootValue.subscribe(args) as never,
      onSubscribe: async (ctx, _id, params) => {
        // graphql-ws keeps every operation of the connection under its id, this one included, until it completes.
        if (Object.keys(ctx.subscriptions).length > SUBSCRIPTIONS_PER_CONNECTION) return [new GraphQLError(WEBSOCKET_TEXT.tooManySubscriptions)];
        try {
          const request = toRequest(ctx.extra.request);
          const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
            ...ctx,
            request,
            req: ctx.extra.request,
            params,
          });
          const document = parse(params.query);
          const errors = validate(schema, document);
          if (errors.length > 0) return errors;
          const contextValue = await contextFactory({ request, req: ctx.extra.request });
          return { schema, operationName: params.operationName, document, variableValues: params.variables, contextValue, rootValue: { execute, subscribe } };
        } catch (error) {
          // A syntax error (or a limit of the armor) is the client's to read; anything else is logged and masked.
          if (error instanceof GraphQLError && !error.originalError) return [error];
          logger.error('websocket subscribe failed', { error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
          return [new GraphQLError(GRAPHQL_TEXT.unexpected)];
        }
      },
    },
    wss,
  );

  // Everything here comes from the client: a malformed target, a missing or foreign Origin, or a
  // failing handshake is refused with a status, never thrown (an upgrade listener has no caller
  // that would catch it, and one uncaught exception ends the process).
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    try {
      const pathname = pathOf(req.url);
      if (pathname === null) return refuse(socket, 400);
      if (pathname !== GRAPHQL_PATH) {
        // Vite's HMR socket (development) is Vite's own listener's to answer; any other upgrade
        // would be left hanging by it, so it is refused here.
        const isViteHmr = server.listenerCount('upgrade') > 1 && (req.headers['sec-websocket-protocol'] ?? '').includes('vite-hmr');
        if (!isViteHmr) refuse(socket, 400);
        return;
      }
      const origin = req.headers.origin;
      if (!origins.allowsUpgrade(origin, req.headers.host)) return refuse(socket, 403);
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
    } catch (error) {
      logger.error('websocket upgrade failed', { error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
      refuse(socket, 400);
    }
  });

  return {
    async close() {
      for (const client of wss.clients) client.terminate();
      await disposable.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
