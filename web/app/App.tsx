import { Suspense } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { Spinner } from '../ui/Spinner';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { routes } from './routes';

export function App() {
  const { pathname } = useLocation();
  const page = useRoutes(routes);
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<Spinner className="min-h-dvh text-slate-600" />}>{page}</Suspense>
    </RouteErrorBoundary>
  );
}
