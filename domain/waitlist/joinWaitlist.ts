import { z } from 'zod';
import type { Services } from '../services';
import { isUniqueViolation } from '../../platform/db';
import { WAITLIST_LIMITS, WAITLIST_TEXT } from '../../common/waitlist';
import { INVALID_EMAIL_MESSAGE, emailKey, isEmailAddress } from '../accounts/emailAddress';
import { enqueueAfterCommit, storeMail } from '../mail/queue';
import { waitlistAcknowledgement } from '../mail/templates';
import { UserError, ValidationError } from '../errors';

export const WAITLIST_SOURCES = ['AUTH', 'LANDING_HEADER', 'LANDING_HERO', 'LANDING_ABSCHLUSS'] as const;
export type WaitlistSource = (typeof WAITLIST_SOURCES)[number];

export class AlreadyOnWaitlistError extends UserError {
  constructor() {
    super(WAITLIST_TEXT.alreadyListed.title, WAITLIST_TEXT.alreadyListed.message);
    this.name = 'AlreadyOnWaitlistError';
  }
}

// Subject and verb agree: 'Die Anmerkungen dürfen', 'Der Vorname darf'.
const LABELS: Record<keyof typeof WAITLIST_LIMITS, string> = {
  email: 'Die E-Mail-Adresse darf',
  firstName: 'Der Vorname darf',
  lastName: 'Der Nachname darf',
  company: 'Der Firmenname darf',
  notes: 'Die Anmerkungen dürfen',
};

const TITLES = {
  emailMissing: WAITLIST_TEXT.emailMissing.title,
  nameMissing: WAITLIST_TEXT.nameMissing.title,
  emailInvalid: 'Ungültige E-Mail-Adresse',
  tooLong: 'Eingabe zu lang',
  badCharacters: 'Ungültige Zeichen',
} as const;

const MESSAGES = {
  emailMissing: WAITLIST_TEXT.emailMissing.message,
  nameMissing: WAITLIST_TEXT.nameMissing.message,
  emailInvalid: INVALID_EMAIL_MESSAGE,
  badCharacters: 'Die Eingabe enthält Steuerzeichen, die nicht gespeichert werden können.',
} as const;

const tooLong = (field: keyof typeof WAITLIST_LIMITS) =>
  `${LABELS[field]} höchstens ${WAITLIST_LIMITS[field].toLocaleString('de-DE')} Zeichen lang sein.`;

// Control characters other than tab and line breaks cannot be typed in a form and do not belong in a name.
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const text = (field: keyof typeof WAITLIST_LIMITS) =>
  z
    .string()
    .transform((value) => value.trim())
    .refine((value) => !CONTROL.test(value), MESSAGES.badCharacters)
    .refine((value) => value.length <= WAITLIST_LIMITS[field], tooLong(field));

const optionalText = (field: keyof typeof WAITLIST_LIMITS) =>
  z
    .string()
    .nullish()
    .transform((value) => value ?? '')
    .pipe(text(field))
    .transform((value) => (value === '' ? null : value));

const inputSchema = z.object({
  email: text('email')
    .refine((value) => value !== '', MESSAGES.emailMissing)
    .refine((value) => value === '' || isEmailAddress(value), MESSAGES.emailInvalid),
  firstName: text('firstName').refine((value) => value !== '', MESSAGES.nameMissing),
  lastName: text('lastName').refine((value) => value !== '', MESSAGES.nameMissing),
  company: optionalText('company'),
  notes: optionalText('notes'),
  source: z.enum(WAITLIST_SOURCES),
});

export type JoinWaitlistInput = z.input<typeof inputSchema>;
export type WaitlistEntry = z.output<typeof inputSchema>;

const titleFor = (message: string): string => {
  if (message === MESSAGES.emailMissing) return TITLES.emailMissing;
  if (message === MESSAGES.nameMissing) return TITLES.nameMissing;
  if (message === MESSAGES.emailInvalid) return TITLES.emailInvalid;
  if (message === MESSAGES.badCharacters) return TITLES.badCharacters;
  return TITLES.tooLong;
};

/** Trims, turns empty optional fields into null and checks every rule; throws ValidationError in German. */
export function parseWaitlistInput(input: JoinWaitlistInput): WaitlistEntry {
  const parsed = inputSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw ValidationError.fromZod(parsed.error, titleFor(parsed.error.issues[0]?.message ?? ''));
}

/** Stores the entry and its acknowledgement mail together; a second entry for the same address (any case) is refused. */
export async function joinWaitlist(deps: Pick<Services, 'db' | 'config' | 'logger' | 'mail'>, input: JoinWaitlistInput): Promise<WaitlistEntry> {
  const entry = parseWaitlistInput(input);
  let messageId: string;
  try {
    messageId = await deps.db.$transaction(async (tx) => {
      await tx.waitlistSignup.create({
        data: { ...entry, emailKey: emailKey(entry.email) },
      });
      return storeMail(
        tx,
        entry.email,
        waitlistAcknowledgement({ firstName: entry.firstName, publicUrl: deps.config.publicUrl }),
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AlreadyOnWaitlistError();
    throw error;
  }
  deps.logger.info('waitlist signup', { source: entry.source });
  await enqueueAfterCommit(deps.mail, deps.logger, messageId);
  return entry;
}
