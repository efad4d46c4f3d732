import { z } from 'zod';
import { AUTH_TEXT } from '../../common/accounts';
import { parseOrThrow } from '../accounts/input';
import { PROJECT_LIMITS, PROJECT_NAME_REQUIRED } from '../../common/projects';

export const trimmed = (label: string, max: number) =>
  z
    .string()
    .transform((v) => v.trim())
    .refine((v) => v.length <= max, AUTH_TEXT.fieldTooLong(label, max));

// Empty number and address are stored as null (spec part 1 §5).
export const optionalText = (label: string, max: number) =>
  trimmed(label, max)
    .nullish()
    .transform((v) => (v ? v : null));

const projectInput = z.object({
  name: trimmed('Der Projektname', PROJECT_LIMITS.name).refine((v) => v !== '', PROJECT_NAME_REQUIRED),
  number: optionalText('Die Projektnummer', PROJECT_LIMITS.number),
  address: optionalText('Die Adresse', PROJECT_LIMITS.address),
});

export type ProjectFields = z.output<typeof projectInput>;

/** Title 'Fehler', as the spec shows a missing name. */
export const parseProjectInput = (input: unknown): ProjectFields => parseOrThrow(projectInput, input, 'Fehler');
