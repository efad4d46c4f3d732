import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ExecutionArgs } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { GraphqlHandler } from './graphql';

type EnvelopedArgs = ExecutionArgs & { rootValue: { execute: (a: ExecutionArgs) => unknown; subscribe: (a: ExecutionArgs) => unknown } };

/** Fetch-style request for the GraphQL context, built from the socket's upgrade request. */
function toRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value);
  }
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, { headers });
}

/**
 * graphql-ws on the same port as HTTP, at /graphql. Operations run through Yoga's envelop pipeline,
 * so depth and cost limits apply here too. Upgrades from another origin are refused: a socket
 * carries the user's cookies and must not be opened by a foreign page.
 */
export function attachGraphqlWebSocket(server: Server, yoga: GraphqlHandler): { close(): Promise<void> } {
  const wss = new WebSocketServer({ noServer: true });
  const disposable = useServer(
    {
      execute: (args) => (args as EnvelopedArgs).rootValue.execute(args) as never,
      subscribe: (args) => (args as EnvelopedArgs).rootValue.subscribe(args) as never,
      onSubscribe: async (ctx, _id, params) => {
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
        return {
          schema,
          operationName: params.operationName,
          document,
          variableValues: params.variables,
          contextValue: await contextFactory({ request, req: ctx.extra.request }),
          rootValue: { execute, subscribe },
        };
      },
    },
    wss,
  );

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/graphql') return; // other upgrades (Vite's HMR) have their own listener
    const origin = req.headers.origin;
    if (origin && new URL(origin).host !== req.headers.host) {
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });

  return {
    async close() {
      for (const client of wss.clients) client.terminate();
      await disposable.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
