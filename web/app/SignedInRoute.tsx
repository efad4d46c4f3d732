import { use, useEffect, type ComponentType } from 'react';
import { useParams, useSearchParams, type Params } from 'react-router';
import type { ConcreteRequest, OperationType, Variables } from 'relay-runtime';
import { ProtectedRoute } from '../features/auth/ProtectedRoute';
import { preloadRouteQuery, routeQueryRef, type RouteQueryProps } from '../relay/routeQuery';

type LoadedPage = { Page: ComponentType<RouteQueryProps<OperationType>>; query: ConcreteRequest } | { Page: ComponentType; query: null };

/** A route of signedInPage (pageRoutes.tsx) as rendered here: its types checked, its downloads retryable. */
export interface SignedInRouteDeclaration {
  /** Downloads the page's code early; a failure is left to the render, which imports again. */
  preloadPage: () => Promise<unknown>;
  /** The page's one query: its artifact, and its variables from the route's parameters. */
  query: { load: () => Promise<ConcreteRequest>; variables: (params: Readonly<Params<string>>, search: URLSearchParams) => Variables } | null;
  /** The page's code and the query's artifact for the render: one promise until a failure is retried. */
  loaded: () => Promise<LoadedPage>;
}

/**
 * Every page for signed-in users (loaded on demand, so Relay stays off the landing page): the page's
 * code and its query start loading while the session is checked instead of after it.
 */
export default function SignedInRoute({ route }: { route: SignedInRouteDeclaration }) {
  const params = useParams();
  const [search] = useSearchParams();
  const variables = route.query ? route.query.variables(params, search) : {};
  const variablesKey = JSON.stringify(variables);
  useEffect(() => {
    const ignore = () => {
      // Rendering the page imports (or loads) again and shows the error screen if that fails too.
    };
    route.preloadPage().catch(ignore);
    route.query
      ?.load()
      .then((query) => preloadRouteQuery(query, JSON.parse(variablesKey) as Variables))
      .catch(ignore);
  }, [route, variablesKey]);

  return (
    <ProtectedRoute>
      <RoutePage route={route} variables={variables} />
    </ProtectedRoute>
  );
}

/** The page once its code and its query's artifact are there, with the newest load of its query. */
function RoutePage({ route, variables }: { route: SignedInRouteDeclaration; variables: Variables }) {
  const { Page, query } = use(route.loaded());
  return query ? <Page queryRef={routeQueryRef(query, variables)} /> : <Page />;
}
