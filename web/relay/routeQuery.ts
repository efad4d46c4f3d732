import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { ConcreteRequest, OperationType } from 'relay-runtime';
import { environment } from './environment';

// The newest load of each page query (by name and variables). Older loads are left to Relay's
// store: they retain the same records, so keeping them costs nothing worth a dispose race.
const latest = new Map<string, PreloadedQuery<OperationType>>();

const keyOf = (query: ConcreteRequest, variables: object) => `${query.params.name}:${JSON.stringify(variables)}`;

/**
 * Starts loading a page's one query: on navigation, while the page's code is still downloading.
 * Shows what the store has at once and refreshes it from the server.
 */
export function preloadRouteQuery<T extends OperationType>(query: ConcreteRequest, variables: T['variables']): PreloadedQuery<T> {
  const ref = loadQuery<T>(environment, query, variables, { fetchPolicy: 'store-and-network' });
  latest.set(keyOf(query, variables), ref as PreloadedQuery<OperationType>);
  return ref;
}

/** The page's data: from the preload when there was one, else loaded now. */
export function useRouteQuery<T extends OperationType>(query: ConcreteRequest, variables: T['variables']): T['response'] {
  const ref = (latest.get(keyOf(query, variables)) as PreloadedQuery<T> | undefined) ?? preloadRouteQuery<T>(query, variables);
  return usePreloadedQuery<T>(query, ref);
}
