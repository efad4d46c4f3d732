// The two kinds of second-factor code: six digits from the authenticator app, or a one-time
// recovery code of the form xxxxx-xxxxx.
import { TOTP_DIGITS } from '../../../common/accounts';

export const RECOVERY_CODE_LENGTH = 11;

/** What the code field keeps of the typed or pasted text: digits only, at most six. */
export function filterTotpCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, TOTP_DIGITS);
}

/**
 * Letters and digits only, the dash set after the fifth character, so a code pasted with spaces
 * or typed without the dash still has the expected form.
 */
export function filterRecoveryCode(value: string): string {
  const characters = value.replace(/[^A-Za-z0-9]/g, '').slice(0, 10);
  return characters.length > 5 ? `${characters.slice(0, 5)}-${characters.slice(5)}` : characters;
}

export const isRecoveryCode = (value: string) => /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/.test(value);
