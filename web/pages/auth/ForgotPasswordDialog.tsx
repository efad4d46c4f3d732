import type { FormEvent } from 'react';
import { graphql } from 'react-relay';
import { EMAIL_MAX_LENGTH } from '../../../common/email';
import { AccountEmailField } from '../../features/auth/AccountFields';
import { useTypedMutation } from '../../features/auth/useTypedMutation';
import { deAccount } from '../../i18n/deAccount';
import { useFormFields } from '../../lib/useFormFields';
import { fieldMessage } from '../../relay/typedMutation';
import { Dialog } from '../../ui/Dialog';
import { DialogActions } from '../../ui/DialogActions';
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
      <AccountEmailField {...field('email')} autoFocus />
      <DialogActions cancel={t.cancel} label={isInFlight ? t.submitting : t.submit} isPending={isInFlight} className="mt-2" />
    </form>
  );
}
