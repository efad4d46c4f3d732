import { useRef, useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import { de } from '../../i18n/de';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast/toast';
import type { WaitlistFormMutation, WaitlistSource } from './__generated__/WaitlistFormMutation.graphql';
import {
  EMPTY_WAITLIST_FORM,
  WAITLIST_MAX_LENGTH,
  findMissingWaitlistField,
  toJoinWaitlistInput,
  type WaitlistField,
  type WaitlistFormValues,
} from './waitlistForm';

const joinWaitlistMutation = graphql`
  mutation WaitlistFormMutation($input: JoinWaitlistInput!) {
    joinWaitlist(input: $input) {
      __typename
      ... on Error {
        title
        message
      }
      ... on ValidationError {
        fields {
          field
          message
        }
      }
    }
  }
`;

const fields = de.waitlist.fields;

function isWaitlistField(name: string): name is WaitlistField {
  return name in EMPTY_WAITLIST_FORM;
}

export interface WaitlistFormProps {
  source: WaitlistSource;
  /** Called once the address is on the list (new or already there). */
  onDone: () => void;
}

export function WaitlistForm({ source, onDone }: WaitlistFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<WaitlistFormValues>(EMPTY_WAITLIST_FORM);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<WaitlistField, string>>>({});
  const [commit, isInFlight] = useMutation<WaitlistFormMutation>(joinWaitlistMutation);

  const fieldProps = (name: WaitlistField) => ({
    name,
    value: values[name],
    maxLength: WAITLIST_MAX_LENGTH[name],
    errorMessage: fieldErrors[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setFieldErrors(({ [name]: _fixed, ...rest }) => rest);
    },
  });

  const focusField = (name: WaitlistField) => {
    const element = formRef.current?.elements.namedItem(name);
    if (element instanceof HTMLElement) element.focus();
  };

  const fail = () => {
    toast.error(de.waitlist.failed.title, de.waitlist.failed.message);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isInFlight) return;
    const missing = findMissingWaitlistField(values);
    if (missing) {
      const problem = missing === 'email' ? de.waitlist.emailMissing : de.waitlist.nameMissing;
      toast.error(problem.title, problem.message);
      focusField(missing);
      return;
    }
    commit({
      variables: { input: toJoinWaitlistInput(values, source) },
      onCompleted: ({ joinWaitlist: result }) => {
        switch (result.__typename) {
          case 'MutationJoinWaitlistSuccess':
            toast.success(de.waitlist.success.title, de.waitlist.success.message);
            setValues(EMPTY_WAITLIST_FORM);
            onDone();
            return;
          case 'AlreadyOnWaitlistError':
            toast.info(de.waitlist.alreadyListed.title, de.waitlist.alreadyListed.message);
            onDone();
            return;
          case 'ValidationError':
            // Relay types fields selected through the Error interface as optional, though the schema guarantees them.
            toast.error(result.title ?? de.waitlist.failed.title, result.message ?? de.waitlist.failed.message);
            setFieldErrors(
              Object.fromEntries(
                (result.fields ?? []).filter(({ field }) => isWaitlistField(field)).map((f) => [f.field, f.message]),
              ),
            );
            return;
          default:
            fail();
        }
      },
      onError: fail,
    });
  };

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <TextField
        {...fieldProps('email')}
        label={fields.email}
        type="email"
        isRequired
        autoFocus
        autoComplete="email"
        placeholder={fields.emailPlaceholder}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...fieldProps('firstName')} label={fields.firstName} isRequired autoComplete="given-name" />
        <TextField {...fieldProps('lastName')} label={fields.lastName} isRequired autoComplete="family-name" />
      </div>
      <TextField {...fieldProps('company')} label={fields.company} autoComplete="organization" />
      <TextField {...fieldProps('notes')} label={fields.notes} multiline placeholder={fields.notesPlaceholder} />
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button slot="close" variant="secondary">
          {de.waitlist.cancel}
        </Button>
        <Button type="submit" isPending={isInFlight}>
          {isInFlight ? de.waitlist.submitting : de.waitlist.submit}
        </Button>
      </div>
    </form>
  );
}
