import { useEffect, useRef, useState, type FormEvent } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router';
import { NewPasswordFields } from '../../features/auth/AccountFields';
import { AuthCard } from '../../features/auth/AuthCard';
import { SIGN_IN_PAGE } from '../../features/auth/authDecision';
import { PASSWORD_MAX_LENGTH, validateNewPassword, type NewPasswordValues } from '../../features/auth/authForms';
import { parseRecoveryHash, type RecoveryTokens } from '../../../common/appLinks';
import { useTypedMutation } from '../../features/auth/useTypedMutation';
import { deAccount } from '../../i18n/deAccount';
import { hasErrors, useFormFields } from '../../lib/useFormFields';
import { invalidateStore } from '../../relay/invalidateStore';
import { RelayProvider } from '../../relay/RelayProvider';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast/toast';
import type { ResetPasswordPageMutation } from './__generated__/ResetPasswordPageMutation.graphql';
import { PrivatePageTitle } from '../../ui/PageHead';

const resetPasswordMutation = graphql`
  mutation ResetPasswordPageMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      ... on MutationResetPasswordSuccess {
        data {
          ok
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

/** Spec §2: after the new password is saved, the sign-in page follows after 2 seconds. */
const REDIRECT_DELAY_MS = 2000;

type Field = keyof NewPasswordValues;
const FIELD_ORDER: readonly Field[] = ['password', 'passwordConfirmation'];
const t = deAccount.auth.resetPassword;

/** /reset-password#access_token=…&refresh_token=…&type=recovery, the link of the reset mail. */
export default function ResetPasswordPage() {
  // Read once: the hash is removed from the address bar right after, so the tokens do not linger in history.
  const [tokens] = useState(() => parseRecoveryHash(window.location.hash));
  const navigate = useNavigate();
  const reported = useRef(false);

  useEffect(() => {
    if (tokens) {
      if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
      return;
    }
    if (reported.current) return; // StrictMode runs effects twice in development.
    reported.current = true;
    toast.error(t.invalidLink);
    navigate(SIGN_IN_PAGE, { replace: true });
  }, [tokens, navigate]);

  return (
    <AuthCard title={t.title} description={t.description}>
      <PrivatePageTitle title={t.pageTitle} />
      {tokens && (
        <RelayProvider>
          <ResetPasswordForm tokens={tokens} />
        </RelayProvider>
      )}
    </AuthCard>
  );
}

function ResetPasswordForm({ tokens }: { tokens: RecoveryTokens }) {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const { formRef, values, field, showErrors, showServerErrors } = useFormFields<NewPasswordValues>(
    { password: '', passwordConfirmation: '' },
    { order: FIELD_ORDER, maxLength: PASSWORD_MAX_LENGTH },
  );
  const [isDone, setDone] = useState(false);
  const [commit, isInFlight] = useTypedMutation<ResetPasswordPageMutation>(resetPasswordMutation);

  useEffect(() => {
    if (!isDone) return;
    const timer = setTimeout(() => navigate(SIGN_IN_PAGE, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isDone, navigate]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isInFlight || isDone) return;
    const errors = validateNewPassword(values, t.passwordsDiffer);
    if (hasErrors(errors)) return showErrors(errors);
    commit({
      variables: { input: { ...tokens, ...values } },
      onSuccess: () => {
        // The server ended every session of the account, this browser's included.
        invalidateStore(environment);
        toast.success(t.success);
        setDone(true);
      },
      onFieldErrors: showServerErrors,
      onRefused: {
        InvalidLinkError: (error) => {
          toast.error(error.message);
          navigate(SIGN_IN_PAGE, { replace: true });
        },
      },
      onFailed: (reason) => toast.error(t.failed(reason ?? deAccount.auth.connectionFailed)),
    });
  };

  if (isDone) {
    return (
      <p role="status" className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
        {t.redirecting}
      </p>
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <NewPasswordFields
        password={field('password')}
        confirmation={field('passwordConfirmation')}
        labels={{ password: t.password, confirmation: t.passwordConfirmation }}
        autoFocus
      />
      <Button type="submit" isPending={isInFlight}>
        {isInFlight ? t.submitting : t.submit}
      </Button>
    </form>
  );
}
