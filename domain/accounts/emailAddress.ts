import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../../common/email';

// What the product means by an e-mail address, for the waitlist and for accounts alike.

export const INVALID_EMAIL_MESSAGE = 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@firma.de.';

export const isEmailAddress = (value: string) => value.length <= EMAIL_MAX_LENGTH && z.email().safeParse(value).success;

/** One entry or account per address, whatever its letter case. */
export const emailKey = (email: string) => email.trim().toLowerCase();
