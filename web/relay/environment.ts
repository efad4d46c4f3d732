import type { Client } from 'graphql-ws';
import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
  type SubscribeFunction,
} from 'relay-runtime';
import { GRAPHQL_PATH } from '../../common/appLinks';

/** Any non-2xx answer is a failure for the caller; GraphQL errors inside a 200 are left to Relay. */
const fetchGraphQL: FetchFunction = async (operation, variables) => {
  const response = await fetch(GRAPHQL_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      // Yoga's CSRF prevention rejects requests without this header; browsers cannot add it cross-site without a preflight.
      'x-graphql-yoga-csrf': '1',
    },
    body: JSON.stringify({ query: operation.text, operationName: operation.name, variables }),
  });
  if (!response.ok) throw new Error(`GraphQL request ${operation.name} failed with HTTP ${response.status}`);
  return (await response.json()) as GraphQLResponse;
};

let wsClient: Promise<Client> | undefined;

/** graphql-ws is loaded on the first subscription so that public pages do not download it. */
function getWsClient(): Promise<Client> {
  wsClient ??= import('graphql-ws').then(
    ({ createClient }) =>
      createClient({
        url: `${window.location.protocol === 'https:' ? 'wss:' : 'ws:'}//${window.location.host}${GRAPHQL_PATH}`,
        lazy: true,
      }),
    (error: unknown) => {
      // Forget the failed import so the next subscription tries again.
      wsClient = undefined;
      throw error;
    },
  );
  return wsClient;
}

function toError(reason: unknown): Error {
  if (reason instanceof Error) return reason;
  if (Array.isArray(reason)) return new Error(reason.map((e: { message?: string }) => e.message).join('\n'));
  if (reason instanceof CloseEvent) return new Error(`Subscription socket closed (${reason.code} ${reason.reason})`);
  return new Error(String(reason));
}

const subscribe: SubscribeFunction = (operation, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    getWsClient().then(
      (client) => {
        if (cancelled) return;
        unsubscribe = client.subscribe(
          { operationName: operation.name, query: operation.text ?? '', variables },
          {
            next: (value) => sink.next(value as GraphQLResponse),
            error: (reason) => sink.error(toError(reason)),
            complete: () => sink.complete(),
          },
        );
      },
      (reason: unknown) => sink.error(toError(reason)),
    );
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  });

export const environment = new Environment({
  network: Network.create(fetchGraphQL, subscribe),
  store: new Store(new RecordSource()),
});
