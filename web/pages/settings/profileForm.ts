import { deAccount } from '../../i18n/deAccount';
import type { FieldErrors } from '../../lib/useFormFields';
import type { UpdateProfileInput } from './__generated__/ProfileSectionMutation.graphql';

export interface ProfileValues {
  firstName: string;
  lastName: string;
  company: string;
  street: string;
  postalCode: string;
  city: string;
  ustId: string;
}

export type ProfileField = keyof ProfileValues;

export const PROFILE_FIELDS: readonly ProfileField[] = ['firstName', 'lastName', 'company', 'street', 'postalCode', 'city', 'ustId'];

type StoredProfile = { readonly [Field in ProfileField]?: string | null };

/** The form starts from what is stored; missing optional values are empty fields. */
export function toProfileValues(profile: StoredProfile): ProfileValues {
  return Object.fromEntries(PROFILE_FIELDS.map((field) => [field, profile[field] ?? ''])) as unknown as ProfileValues;
}

export function validateProfile(values: ProfileValues): FieldErrors<ProfileField> {
  const errors: FieldErrors<ProfileField> = {};
  if (!values.firstName.trim()) errors.firstName = deAccount.account.profile.nameRequired;
  if (!values.lastName.trim()) errors.lastName = deAccount.account.profile.nameRequired;
  return errors;
}

/** Trimmed; optional fields left empty are sent as null (and so cleared). */
export function toUpdateProfileInput(values: ProfileValues): UpdateProfileInput {
  const optional = (value: string) => value.trim() || null;
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    company: optional(values.company),
    street: optional(values.street),
    postalCode: optional(values.postalCode),
    city: optional(values.city),
    ustId: optional(values.ustId),
  };
}
