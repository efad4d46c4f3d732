import { z } from 'zod';
import { AUTH_TEXT } from '../../common/accounts';
import { parseOrThrow } from '../accounts/input';
import { isValidDay } from '../../common/dates';
import { isSpeakerCount, SPEAKER_COUNT } from '../../common/protocols';
import { UPLOAD_LIMITS } from '../../common/uploads';

export const UPLOAD_TEXT = {
  titleRequired: 'Bitte geben Sie einen Titel ein.',
  dateInvalid: 'Bitte geben Sie ein gültiges Datum ein.',
  consentRequired: 'Bitte bestätigen Sie, dass alle Anwesenden der Aufzeichnung zugestimmt haben.',
} as const;

const isoDate = z
  .string()
  .trim()
  .refine(isValidDay, UPLOAD_TEXT.dateInvalid);

const uploadInput = z.object({
  title: z
    .string()
    .transform((v) => v.trim())
    .refine((v) => v !== '', UPLOAD_TEXT.titleRequired)
    .refine((v) => v.length <= UPLOAD_LIMITS.title, AUTH_TEXT.fieldTooLong('Der Titel', UPLOAD_LIMITS.title)),
  date: isoDate,
  location: z
    .string()
    .nullish()
    .transform((v) => v?.trim() || null)
    .refine((v) => v === null || v.length <= UPLOAD_LIMITS.location, AUTH_TEXT.fieldTooLong('Der Ort', UPLOAD_LIMITS.location)),
  // Left out: the voices are counted from the recording.
  speakerCount: z
    .number()
    .nullish()
    .transform((v) => v ?? null)
    .refine((v) => v === null || isSpeakerCount(v), SPEAKER_COUNT.invalid),
  // Recording spoken words without everyone's consent is punishable in Germany (§ 201 StGB).
  consentConfirmed: z.boolean().refine((v) => v, UPLOAD_TEXT.consentRequired),
});

export type UploadFields = z.output<typeof uploadInput>;

export const parseUploadInput = (input: unknown): UploadFields => parseOrThrow(uploadInput, input, 'Fehler');
