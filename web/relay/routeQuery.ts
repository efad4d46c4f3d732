import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { ConcreteRequest, OperationType, Variables } from 'relay-runtime';
import { environment } from './environment';

/** What the router hands a page with a route query; the page reads it with usePreloadedQuery. */
export interface RouteQueryProps<T extends OperationType> {
  queryRef: PreloadedQuery<T>;
}

// The newest load of each page query (by name and variables). Older loads are left to Relay's
// store: they retain the same records, so keeping them costs nothing worth a dispose race.
const latest = new Map<string, PreloadedQuery<OperationType>>();

const keyOf = (query: ConcreteRequest, variables: Variables) => `${query.params.name}:${JSON.stringify(variables)}`;

/**
 * Starts loading a page's one query: on navigation, while the page's code is still downloading.
 * Shows what the store has at once and refreshes it from the server.
 */
export function preloadRouteQuery(query: ConcreteRequest, variables: Variables): PreloadedQuery<OperationType> {
  const ref = loadQuery(environment, query, variables, { fetchPolicy: 'store-and-network' });
  latest.set(keyOf(query, variables), ref);
  return ref;
}

/** The reference the page gets: the preload when there was one, else loaded now. */
export const routeQueryRef = (query: ConcreteRequest, variables: Variables): PreloadedQuery<OperationType> =>
  latest.get(keyOf(query, variables)) ?? preloadRouteQuery(query, variables);
