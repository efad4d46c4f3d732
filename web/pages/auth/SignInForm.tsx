import { useState, type FormEvent } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { EMAIL_MAX_LENGTH } from '../../../common/email';
import { AccountEmailField } from '../../features/auth/AccountFields';
import { PASSWORD_MAX_LENGTH, validateSignIn, type SignInValues } from '../../features/auth/authForms';
import { useResendConfirmation } from '../../features/auth/useResendConfirmation';
import { useTypedMutation } from '../../features/auth/useTypedMutation';
import { readViewerAuth, type ViewerAuth } from '../../features/auth/viewerAuth';
import { WaitlistButton } from '../../features/waitlist/WaitlistButton';
import { deAccount } from '../../i18n/deAccount';
import { hasErrors, useFormFields } from '../../lib/useFormFields';
import { invalidateStore } from '../../relay/invalidateStore';
import { Button } from '../../ui/Button';
import { LinkButton } from '../../ui/LinkButton';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast/toast';
import type { SignInFormMutation } from './__generated__/SignInFormMutation.graphql';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';

const signInMutation = graphql`
  mutation SignInFormMutation($input: SignInInput!) {
    signIn(input: $input) {
      ... on MutationSignInSuccess {
        data {
          viewer {
            ...viewerAuth_viewer
          }
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

type Field = keyof SignInValues;
const FIELD_ORDER: readonly Field[] = ['email', 'password'];
const t = deAccount.auth;

export function SignInForm({ onSignedIn }: { onSignedIn: (viewer: ViewerAuth) => void }) {
  const environment = useRelayEnvironment();
  const { formRef, values, field, showErrors, showServerErrors } = useFormFields<SignInValues>(
    { email: '', password: '' },
    { order: FIELD_ORDER, maxLength: { email: EMAIL_MAX_LENGTH, password: PASSWORD_MAX_LENGTH } },
  );
  const [isForgotOpen, setForgotOpen] = useState(false);
  const [commit, isInFlight] = useTypedMutation<SignInFormMutation>(signInMutation);
  const [resend, isResending] = useResendConfirmation();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isInFlight) return;
    const errors = validateSignIn(values);
    if (hasErrors(errors)) return showErrors(errors);
    commit({
      variables: { input: { email: values.email.trim(), password: values.password } },
      onSuccess: (data) => {
        // Whatever the store holds belongs to the previous session.
        invalidateStore(environment);
        onSignedIn(readViewerAuth(data.viewer));
      },
      onFieldErrors: showServerErrors,
      onFailed: (reason) => toast.error(t.signIn.failedTitle, reason ?? t.signIn.failedFallback),
    });
  };

  return (
    <>
      <form ref={formRef} noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <AccountEmailField {...field('email')} />
          {values.email !== '' && (
            <LinkButton onPress={() => resend(values.email)} isPending={isResending} className="self-start">
              {t.resend.link}
            </LinkButton>
          )}
        </div>
        <div className="flex flex-col gap-1">
          <TextField
            {...field('password')}
            label={t.fields.password}
            type="password"
            isRequired
            autoComplete="current-password"
          />
          <LinkButton onPress={() => setForgotOpen(true)} className="self-end">
            {t.signIn.forgotPassword}
          </LinkButton>
        </div>
        <Button type="submit" isPending={isInFlight}>
          {isInFlight ? t.signIn.submitting : t.signIn.submit}
        </Button>
      </form>
      <div className="mt-6 flex flex-col gap-3 border-t border-slate-200 pt-6">
        <p className="text-sm text-slate-600">{t.signIn.waitlistPrompt}</p>
        <WaitlistButton source="AUTH" variant="secondary" className="w-full" />
      </div>
      <ForgotPasswordDialog isOpen={isForgotOpen} onOpenChange={setForgotOpen} initialEmail={values.email.trim()} />
    </>
  );
}
