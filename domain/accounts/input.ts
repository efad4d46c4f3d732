import { z } from 'zod';
import { INVALID_EMAIL_MESSAGE, isEmailAddress } from './emailAddress';
import { ValidationError } from '../errors';
import { AUTH_TEXT, MIN_PASSWORD_LENGTH } from '../../common/accounts';

/** Parses with zod; the first problem's message becomes the German title/message of a ValidationError. */
export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown, title = 'Ungültige Eingabe'): z.output<T> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw ValidationError.fromZod(parsed.error, title);
  return parsed.data;
}

export const emailField = (requiredMessage: string) =>
  z
    .string()
    .transform((v) => v.trim())
    .refine((v) => v !== '', requiredMessage)
    .refine((v) => v === '' || isEmailAddress(v), INVALID_EMAIL_MESSAGE);

// Long passwords are welcome; the cap only keeps hashing bounded.
export const newPassword = z
  .string()
  .refine((v) => v.length >= MIN_PASSWORD_LENGTH, AUTH_TEXT.passwordTooShort)
  .refine((v) => v.length <= 1024, AUTH_TEXT.fieldTooLong('Das Passwort', 1024));

export const withConfirmation = <S extends z.ZodObject<{ password: typeof newPassword; passwordConfirmation: z.ZodString }>>(
  schema: S,
  message: string,
) => schema.refine((v) => v.password === v.passwordConfirmation, { message, path: ['passwordConfirmation'] });
