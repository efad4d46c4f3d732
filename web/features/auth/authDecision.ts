/** Where a signed-in user lands: after sign-in, on /auth and from the logo (spec: /auth redirects to /dashboard). */
export const START_PAGE = '/dashboard';

/** Where a signed-out user is sent; the tab follows the mode parameter. */
export const SIGN_IN_PAGE = '/auth';

/** Spec §4 and §9: an assurance check that takes longer than this asks for no code. */
export const ASSURANCE_CHECK_TIMEOUT_MS = 3000;

export type AuthDecision = 'signedOut' | 'challenge' | 'signedIn';

export interface AssuranceLevels {
  aal: string;
  nextAal: string;
}

/**
 * What to show for the viewer the session check returned. The code challenge is due while the
 * session is at AAL1 and the account has a verified second factor (nextAal AAL2). A check that
 * took longer than ASSURANCE_CHECK_TIMEOUT_MS fails open and asks for no code; errors never get
 * here, they are shown as errors.
 */
export function decideAuth(viewer: AssuranceLevels | null, elapsedMs: number): AuthDecision {
  if (!viewer) return 'signedOut';
  const codeDue = viewer.nextAal === 'AAL2' && viewer.aal === 'AAL1';
  return codeDue && elapsedMs <= ASSURANCE_CHECK_TIMEOUT_MS ? 'challenge' : 'signedIn';
}
