import { Suspense, type ReactNode } from 'react';
import { Redirect } from '../../lib/Redirect';
import { RelayProvider } from '../../relay/RelayProvider';
import { Spinner } from '../../ui/Spinner';
import { AuthContext } from './AuthContext';
import { SIGN_IN_PAGE } from './authDecision';
import { TwoFactorChallenge } from './TwoFactorChallenge';
import { useAuthCheck } from './useAuthCheck';

/**
 * Wraps every page for signed-in users: signed out goes to /auth, a due second factor shows the
 * code challenge before anything else.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
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
