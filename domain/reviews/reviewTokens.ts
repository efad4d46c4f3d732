// The personal link of a review recipient: 32 random bytes, of which only the SHA-256 is stored,
// so that a copy of the database opens no review.
import { createHash, randomBytes } from 'node:crypto';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashReviewToken = (token: string): string | null =>
  TOKEN_PATTERN.test(token) ? createHash('sha256').update(token).digest('hex') : null;

export function newReviewToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashReviewToken(token)! };
}
