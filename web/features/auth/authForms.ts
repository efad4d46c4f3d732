// Client-side checks of the account forms (spec part 1 §5). The server checks the same again.
import { MIN_PASSWORD_LENGTH } from '../../../common/accounts';
import { deAccount } from '../../i18n/deAccount';
import type { FieldErrors } from '../../lib/useFormFields';

/** What the password fields take while typing; the server's bound (which only keeps hashing cheap) is higher. */
export const PASSWORD_MAX_LENGTH = 256;

export interface SignInValues {
  email: string;
  password: string;
}

export function validateSignIn({ email, password }: SignInValues): FieldErrors<keyof SignInValues> {
  const errors: FieldErrors<keyof SignInValues> = {};
  if (!email.trim()) errors.email = deAccount.auth.emailRequired;
  if (!password) errors.password = deAccount.auth.passwordRequired;
  return errors;
}

export interface NewPasswordValues {
  password: string;
  passwordConfirmation: string;
}

/**
 * At least 8 characters, and the confirmation must match. The reset page words the mismatch
 * differently from sign-up and the settings, so the caller passes its text.
 */
export function validateNewPassword(
  { password, passwordConfirmation }: NewPasswordValues,
  passwordsDiffer: string = deAccount.auth.passwordsDiffer,
): FieldErrors<keyof NewPasswordValues> {
  const errors: FieldErrors<keyof NewPasswordValues> = {};
  if (password.length < MIN_PASSWORD_LENGTH) errors.password = deAccount.auth.passwordTooShort;
  else if (password !== passwordConfirmation) errors.passwordConfirmation = passwordsDiffer;
  return errors;
}

export interface SignUpValues extends NewPasswordValues {
  email: string;
}

export function validateSignUp(values: SignUpValues): FieldErrors<keyof SignUpValues> {
  const errors: FieldErrors<keyof SignUpValues> = validateNewPassword(values);
  if (!values.email.trim()) errors.email = deAccount.auth.emailRequired;
  return errors;
}

export interface ChangePasswordValues extends NewPasswordValues {
  currentPassword: string;
}

export function validateChangePassword(values: ChangePasswordValues): FieldErrors<keyof ChangePasswordValues> {
  const errors: FieldErrors<keyof ChangePasswordValues> = validateNewPassword(values);
  if (!values.currentPassword) errors.currentPassword = deAccount.account.password.currentRequired;
  return errors;
}
