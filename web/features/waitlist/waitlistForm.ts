import type { JoinWaitlistInput, WaitlistSource } from './__generated__/WaitlistFormMutation.graphql';

export interface WaitlistFormValues {
  email: string;
  firstName: string;
  lastName: string;
  company: string;
  notes: string;
}

export type WaitlistField = keyof WaitlistFormValues;

export const EMPTY_WAITLIST_FORM: WaitlistFormValues = { email: '', firstName: '', lastName: '', company: '', notes: '' };

/** In the order the form shows them. */
export const WAITLIST_FIELDS: readonly WaitlistField[] = ['email', 'firstName', 'lastName', 'company', 'notes'];

/** The first required field left empty, in the order the user is told about them: e-mail, then names. */
export function findMissingWaitlistField(values: WaitlistFormValues): WaitlistField | null {
  if (!values.email.trim()) return 'email';
  if (!values.firstName.trim()) return 'firstName';
  if (!values.lastName.trim()) return 'lastName';
  return null;
}

export function toJoinWaitlistInput(values: WaitlistFormValues, source: WaitlistSource): JoinWaitlistInput {
  return {
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    company: values.company.trim() || null,
    notes: values.notes.trim() || null,
    source,
  };
}
