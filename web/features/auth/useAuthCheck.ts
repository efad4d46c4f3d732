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

let lastSignedIn: AuthCheck | undefined;

/** After signing out: the next signed-in page waits for the server again. */
export function forgetAuthCheck() {
  lastSignedIn = undefined;
}

function remember(check: AuthCheck): AuthCheck {
  lastSignedIn = check.status === 'signedIn' ? check : undefined;
  return check;
}

/**
 * Asks the server who is signed in, once per mount and never from the store, since the session
 * cookie may have changed in another tab. `applyViewer` takes a viewer the caller already has,
 * e.g. from the sign-in or the code challenge answer, without asking again.
 */
export function useAuthCheck() {
  const environment = useRelayEnvironment();
  // Moving between signed-in pages shows the next page at once with the last answer; the check
  // below still runs and sends the user to /auth should the session have ended meanwhile.
  const [check, setCheck] = useState<AuthCheck>(() => lastSignedIn ?? { status: 'checking' });

  useEffect(() => {
    const startedAt = performance.now();
    const subscription = fetchQuery<useAuthCheckQuery>(environment, authCheckQuery, {}, { fetchPolicy: 'network-only' }).subscribe({
      next: (data) => {
        setCheck(remember(toAuthCheck(data.viewer ? readViewerAuth(data.viewer) : null, performance.now() - startedAt)));
      },
      error: (error: Error) => setCheck(remember({ status: 'failed', error })),
    });
    return () => subscription.unsubscribe();
  }, [environment]);

  const applyViewer = useCallback((viewer: ViewerAuth | null) => setCheck(remember(toAuthCheck(viewer, 0))), []);

  return { check, applyViewer };
}
