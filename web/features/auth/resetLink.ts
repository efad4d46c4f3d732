export interface RecoveryTokens {
  accessToken: string;
  refreshToken: string;
}

/**
 * The tokens of a password-reset link, /reset-password#access_token=…&refresh_token=…&type=recovery.
 * Null when one is missing or the link is not a recovery link.
 */
export function parseRecoveryHash(hash: string): RecoveryTokens | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const accessToken = params.get('access_token');
  const refreshToken = params.get('refresh_token');
  if (!accessToken || !refreshToken || params.get('type') !== 'recovery') return null;
  return { accessToken, refreshToken };
}
