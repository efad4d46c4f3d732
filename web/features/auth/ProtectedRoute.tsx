import { Suspense, useEffect, type ReactNode } from 'react';
import { useParams, type Params } from 'react-router';
import { Redirect } from '../../app/Redirect';
import { RelayProvider } from '../../relay/RelayProvider';
import { Spinner } from '../../ui/Spinner';
import { AuthContext } from './AuthContext';
import { SIGN_IN_PAGE } from './authDecision';
import { TwoFactorChallenge } from './TwoFactorChallenge';
import { useAuthCheck } from './useAuthCheck';

export interface ProtectedRouteProps {
  /** The page's own chunk, downloaded while the session is checked instead of after it. */
  preload?: () => Promise<unknown>;
  /** Starts the page's query (preloadRouteQuery) at the same time, with the route's parameters. */
  prepare?: (params: Readonly<Params<string>>) => Promise<unknown>;
  children: ReactNode;
}

/**
 * Wraps every page for signed-in users (loaded on demand, so Relay stays off the landing page):
 * signed out goes to /auth, a due second factor shows the code challenge before anything else.
 */
export default function ProtectedRoute({ preload, prepare, children }: ProtectedRouteProps) {
  const params = useParams();
  const paramsKey = JSON.stringify(params);
  useEffect(() => {
    const ignore = () => {
      // Rendering the page imports (or loads) again and shows the error screen if that fails too.
    };
    preload?.().catch(ignore);
    prepare?.(JSON.parse(paramsKey) as Params<string>).catch(ignore);
  }, [preload, prepare, paramsKey]);

  return (
    <RelayProvider>
      <AuthGate>{children}</AuthGate>
    </RelayProvider>
  );
}

function AuthGate({ children }: { children: ReactNode }) {
  const { check, applyViewer } = useAuthCheck();
  switch (check.status) {
    case 'checking':
      return <Spinner className="min-h-dvh text-slate-600" />;
    case 'failed':
      // Not failing open: the error screen offers 'Erneut versuchen', which checks again.
      throw check.error;
    case 'signedOut':
      return <Redirect to={SIGN_IN_PAGE} />;
    case 'challenge':
      return <TwoFactorChallenge onVerified={applyViewer} />;
    case 'signedIn':
      return (
        <AuthContext value={{ viewer: check.viewer }}>
          <Suspense fallback={<Spinner className="min-h-dvh text-slate-600" />}>{children}</Suspense>
        </AuthContext>
      );
  }
}
