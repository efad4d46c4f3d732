import type { ComponentType } from 'react';
import type { Params, PathParam, RouteObject } from 'react-router';
import type { ConcreteRequest, OperationType, Variables } from 'relay-runtime';
import { importWithRetry, lazyWithRetry } from '../lib/lazyWithRetry';
import type { RouteQueryProps } from '../relay/routeQuery';
import type { SignedInRouteDeclaration } from './SignedInRoute';

// Only types come from Relay here: this file is part of the first download, Relay is not.

type Import<T> = () => Promise<{ default: T }>;

/** A page without a query of its own. */
interface PlainPage {
  page: Import<ComponentType>;
}

/**
 * A signed-in page and its one query. The route downloads the page's code and the query's artifact
 * side by side, starts the query while the session is checked, and hands the page the reference
 * (`queryRef`), which it reads with usePreloadedQuery.
 */
interface QueryPage<Path extends string, T extends OperationType> {
  page: Import<ComponentType<RouteQueryProps<T>>>;
  /** The query's artifact (__generated__/…Query.graphql): small, so the query starts before the page's code is there. */
  query: Import<ConcreteRequest>;
  /** The query's variables from the address's parameters and, for a page with views of its own (a protocol's versions), its search parameters. */
  variables: (params: Readonly<Record<PathParam<Path>, string>>, search: URLSearchParams) => T['variables'];
}

// Signed-in pages need the session check and Relay: a chunk of their own, which public pages never download.
const SignedInRoute = lazyWithRetry(() => import('./SignedInRoute'));

/** A page anyone may open, its code a chunk of its own. */
export function publicPage(path: string, { page }: PlainPage): RouteObject {
  const Page = lazyWithRetry(page);
  return { path, element: <Page /> };
}

/** A page for signed-in users only: signed out goes to /auth, a due second factor is asked first. */
export function signedInPage(path: string, route: PlainPage): RouteObject;
export function signedInPage<Path extends string, T extends OperationType>(path: Path, route: QueryPage<NoInfer<Path>, T>): RouteObject;
export function signedInPage(path: string, route: PlainPage | QueryPage<string, OperationType>): RouteObject {
  const declaration: SignedInRouteDeclaration =
    'query' in route
      ? {
          preloadPage: route.page,
          query: {
            load: () => route.query().then((artifact) => artifact.default),
            // The route matched `path`, so every parameter the variables read is there.
            variables: route.variables as (params: Readonly<Params<string>>, search: URLSearchParams) => Variables,
          },
          loaded: importWithRetry(async () => {
            const [page, artifact] = await Promise.all([route.page(), route.query()]);
            return { Page: page.default, query: artifact.default };
          }),
        }
      : { preloadPage: route.page, query: null, loaded: importWithRetry(async () => ({ Page: (await route.page()).default, query: null })) };
  return { path, element: <SignedInRoute route={declaration} /> };
}
