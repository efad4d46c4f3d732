import { Suspense } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { PageExistsContext } from '../features/shell/pageExists';
import { Spinner } from '../ui/Spinner';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { routeExists } from './routeExists';
import { routes } from './routes';

export function App() {
  const { pathname } = useLocation();
  const page = useRoutes(routes);
  return (
    <PageExistsContext value={routeExists}>
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense fallback={<Spinner className="min-h-dvh text-slate-600" />}>{page}</Suspense>
      </RouteErrorBoundary>
    </PageExistsContext>
  );
}
