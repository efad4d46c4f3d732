import { useCallback, useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useAuthCheckQuery } from './__generated__/useAuthCheckQuery.graphql';
import { decideAuth, type AuthDecision } from './authDecision';
import { readViewerAuth, type ViewerAuth } from './viewerAuth';

const authCheckQuery = graphql`
  query useAuthCheckQuery {
    viewer {
      ...viewerAuth_viewer
    }
  }
`;

export type AuthCheck =
  | { status: 'checking' }
  | { status: 'failed'; error: Error }
  | { status: 'signedOut' }
  | { status: Exclude<AuthDecision, 'signedOut'>; viewer: ViewerAuth };

function toAuthCheck(viewer: ViewerAuth | null, elapsedMs: number): AuthCheck {
  const status = decideAuth(viewer, elapsedMs);
  return status === 'signedOut' || !viewer ? { status: 'signedOut' } : { status, viewer };
}

/**
 * Asks the server who is signed in, once per mount and never from the store, since the session
 * cookie may have changed in another tab. `applyViewer` takes a viewer the caller already has,
 * e.g. from the sign-in or the code challenge answer, without asking again.
 */
export function useAuthCheck() {
  const environment = useRelayEnvironment();
  const [check, setCheck] = useState<AuthCheck>({ status: 'checking' });

  useEffect(() => {
    const startedAt = performance.now();
    const subscription = fetchQuery<useAuthCheckQuery>(environment, authCheckQuery, {}, { fetchPolicy: 'network-only' }).subscribe({
      next: (data) => {
        setCheck(toAuthCheck(data.viewer ? readViewerAuth(data.viewer) : null, performance.now() - startedAt));
      },
      error: (error: Error) => setCheck({ status: 'failed', error }),
    });
    return () => subscription.unsubscribe();
  }, [environment]);

  const applyViewer = useCallback((viewer: ViewerAuth | null) => setCheck(toAuthCheck(viewer, 0)), []);

  return { check, applyViewer };
}
