// Addresses both sides use, spelt once: the web pages the server writes into mails and redirects
// to, and the API's endpoint the web app calls.

/** GraphQL over HTTP and, upgraded, over WebSocket. */
export const GRAPHQL_PATH = '/graphql';

/** Where a signed-out user signs in; the tab follows the mode parameter. */
export const SIGN_IN_TAB_PAGE = '/auth?mode=signin';

export const RESET_PASSWORD_PAGE = '/reset-password';

export interface RecoveryTokens {
  accessToken: string;
  refreshToken: string;
}

/** A password-reset link: /reset-password#access_token=…&refresh_token=…&type=recovery. */
export const recoveryLink = ({ accessToken, refreshToken }: RecoveryTokens) =>
  `${RESET_PASSWORD_PAGE}#${new URLSearchParams({ access_token: accessToken, refresh_token: refreshToken, type: 'recovery' })}`;

/**
 * The tokens of a password-reset link's hash.
 * Null when one is missing or the link is not a recovery link.
 */
export function parseRecoveryHash(hash: string): RecoveryTokens | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const accessToken = params.get('access_token');
  const refreshToken = params.get('refresh_token');
  if (!accessToken || !refreshToken || params.get('type') !== 'recovery') return null;
  return { accessToken, refreshToken };
}
