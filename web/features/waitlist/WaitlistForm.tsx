import type { FormEvent } from 'react';
import { graphql } from 'react-relay';
import { WAITLIST_LIMITS } from '../../../common/waitlist';
import { de } from '../../i18n/de';
import { pickFieldErrors, useFormFields } from '../../lib/useFormFields';
import { DialogActions } from '../../ui/DialogActions';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast/toast';
import { useTypedMutation } from '../auth/useTypedMutation';
import type { WaitlistFormMutation, WaitlistSource } from './__generated__/WaitlistFormMutation.graphql';
import {
  EMPTY_WAITLIST_FORM,
  WAITLIST_FIELDS,
  findMissingWaitlistField,
  toJoinWaitlistInput,
  type WaitlistFormValues,
} from './waitlistForm';

const joinWaitlistMutation = graphql`
  mutation WaitlistFormMutation($input: JoinWaitlistInput!) {
    joinWaitlist(input: $input) {
      ... on MutationJoinWaitlistSuccess {
        data {
          email
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

const fields = de.waitlist.fields;

export interface WaitlistFormProps {
  source: WaitlistSource;
  /** Called once the address is on the list (new or already there). */
  onDone: () => void;
}

export function WaitlistForm({ source, onDone }: WaitlistFormProps) {
  const { formRef, values, field, focus, setFieldErrors, reset } = useFormFields<WaitlistFormValues>(EMPTY_WAITLIST_FORM, {
    order: WAITLIST_FIELDS,
    maxLength: WAITLIST_LIMITS,
  });
  const [commit, isInFlight] = useTypedMutation<WaitlistFormMutation>(joinWaitlistMutation);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isInFlight) return;
    const missing = findMissingWaitlistField(values);
    if (missing) {
      const problem = missing === 'email' ? de.waitlist.emailMissing : de.waitlist.nameMissing;
      toast.error(problem.title, problem.message);
      focus(missing);
      return;
    }
    commit({
      variables: { input: toJoinWaitlistInput(values, source) },
      onSuccess: () => {
        toast.success(de.waitlist.success.title, de.waitlist.success.message);
        reset();
        onDone();
      },
      onRefused: {
        AlreadyOnWaitlistError: () => {
          toast.info(de.waitlist.alreadyListed.title, de.waitlist.alreadyListed.message);
          onDone();
        },
        ValidationError: (error) => {
          toast.error(error.title, error.message);
          setFieldErrors(pickFieldErrors(error.fields, WAITLIST_FIELDS));
        },
      },
      onFailed: () => toast.error(de.waitlist.failed.title, de.waitlist.failed.message),
    });
  };

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <TextField
        {...field('email')}
        label={fields.email}
        type="email"
        isRequired
        autoFocus
        autoComplete="email"
        placeholder={fields.emailPlaceholder}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field('firstName')} label={fields.firstName} isRequired autoComplete="given-name" />
        <TextField {...field('lastName')} label={fields.lastName} isRequired autoComplete="family-name" />
      </div>
      <TextField {...field('company')} label={fields.company} autoComplete="organization" />
      <TextField {...field('notes')} label={fields.notes} multiline placeholder={fields.notesPlaceholder} />
      <DialogActions cancel={de.waitlist.cancel} label={isInFlight ? de.waitlist.submitting : de.waitlist.submit} isPending={isInFlight} className="mt-2" />
    </form>
  );
}
