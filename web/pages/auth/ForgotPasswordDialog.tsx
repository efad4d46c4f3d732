import type { FormEvent } from 'react';
import { graphql } from 'react-relay';
import { EMAIL_MAX_LENGTH } from '../../../common/email';
import { useTypedMutation } from '../../features/auth/useTypedMutation';
import { deAccount } from '../../i18n/deAccount';
import { useFormFields } from '../../lib/useFormFields';
import { fieldMessage } from '../../relay/typedMutation';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast/toast';
import type { ForgotPasswordDialogMutation } from './__generated__/ForgotPasswordDialogMutation.graphql';

const requestPasswordResetMutation = graphql`
  mutation ForgotPasswordDialogMutation($input: EmailInput!) {
    requestPasswordReset(input: $input) {
      ... on MutationRequestPasswordResetSuccess {
        data {
          ok
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

const t = deAccount.auth.forgotPassword;

export interface ForgotPasswordDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** What the user typed into the sign-in form, so it need not be typed twice. */
  initialEmail: string;
}

export function ForgotPasswordDialog({ isOpen, onOpenChange, initialEmail }: ForgotPasswordDialogProps) {
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={t.title} description={t.description}>
      {/* Mounted only while open, so it starts from the sign-in form's current address each time. */}
      <ForgotPasswordForm initialEmail={initialEmail} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function ForgotPasswordForm({ initialEmail, onDone }: { initialEmail: string; onDone: () => void }) {
  const { values, field, setFieldErrors } = useFormFields<{ email: string }>(
    { email: initialEmail },
    { order: ['email'], maxLength: EMAIL_MAX_LENGTH },
  );
  const [commit, isInFlight] = useTypedMutation<ForgotPasswordDialogMutation>(requestPasswordResetMutation);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isInFlight) return;
    const address = values.email.trim();
    if (!address) {
      setFieldErrors({ email: t.emailRequired });
      return;
    }
    commit({
      variables: { input: { email: address } },
      onSuccess: () => {
        // The same answer whether or not an account exists, so nobody can probe addresses.
        toast.info(t.sentTitle, t.sent);
        onDone();
      },
      onRefused: {
        RateLimitedError: (error) => toast.error(error.message),
        ValidationError: (error) => setFieldErrors({ email: fieldMessage(error) }),
      },
      onFailed: () => toast.error(t.failed, deAccount.auth.connectionFailed),
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <TextField
        {...field('email')}
        label={deAccount.auth.fields.email}
        type="email"
        isRequired
        autoFocus
        autoComplete="username"
        placeholder={deAccount.auth.fields.emailPlaceholder}
      />
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button slot="close" variant="secondary">
          {t.cancel}
        </Button>
        <Button type="submit" isPending={isInFlight}>
          {isInFlight ? t.submitting : t.submit}
        </Button>
      </div>
    </form>
  );
}
