import { useState, type FormEvent } from 'react';
import { graphql } from 'react-relay';
import { EMAIL_MAX_LENGTH } from '../../../common/email';
import { AccountEmailField, NewPasswordFields } from '../../features/auth/AccountFields';
import { PASSWORD_MAX_LENGTH, validateSignUp, type SignUpValues } from '../../features/auth/authForms';
import { useResendConfirmation } from '../../features/auth/useResendConfirmation';
import { useTypedMutation } from '../../features/auth/useTypedMutation';
import { WaitlistButton } from '../../features/waitlist/WaitlistButton';
import { deAccount } from '../../i18n/deAccount';
import { hasErrors, useFormFields } from '../../lib/useFormFields';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast/toast';
import type { SignUpFormMutation } from './__generated__/SignUpFormMutation.graphql';

const signUpMutation = graphql`
  mutation SignUpFormMutation($input: SignUpInput!) {
    signUp(input: $input) {
      ... on MutationSignUpSuccess {
        data {
          email
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

type Field = keyof SignUpValues;
const FIELD_ORDER: readonly Field[] = ['email', 'password', 'passwordConfirmation'];
const EMPTY: SignUpValues = { email: '', password: '', passwordConfirmation: '' };
const t = deAccount.auth;

export function SignUpForm({ onShowSignIn }: { onShowSignIn: () => void }) {
  const { formRef, values, field, showErrors, showServerErrors, reset } = useFormFields<SignUpValues>(EMPTY, {
    order: FIELD_ORDER,
    maxLength: { email: EMAIL_MAX_LENGTH, password: PASSWORD_MAX_LENGTH, passwordConfirmation: PASSWORD_MAX_LENGTH },
  });
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const [commit, isInFlight] = useTypedMutation<SignUpFormMutation>(signUpMutation);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isInFlight) return;
    const errors = validateSignUp(values);
    if (hasErrors(errors)) return showErrors(errors);
    commit({
      variables: { input: { ...values, email: values.email.trim() } },
      onSuccess: (data) => {
        toast.success(t.signUp.success);
        reset();
        setRegisteredEmail(data.email);
      },
      onFieldErrors: showServerErrors,
      onFailed: (reason) => toast.error(t.signUp.failedTitle, reason ?? t.signUp.failedFallback),
    });
  };

  if (registeredEmail !== null) return <ConfirmEmailNotice email={registeredEmail} onShowSignIn={onShowSignIn} />;

  return (
    <div className="flex flex-col gap-4">
      <form ref={formRef} noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">{t.signUp.notice}</p>
        <AccountEmailField {...field('email')} />
        <NewPasswordFields
          password={field('password')}
          confirmation={field('passwordConfirmation')}
          labels={{ password: t.fields.password, confirmation: t.fields.passwordConfirmation }}
        />
        <Button type="submit" isPending={isInFlight}>
          {isInFlight ? t.signUp.submitting : t.signUp.submit}
        </Button>
      </form>
      {/* Outside the form: the waitlist dialog's own submit would bubble (through the portal) into this one. */}
      <WaitlistButton source="AUTH" variant="secondary" />
    </div>
  );
}

/** The blue box after sign-up: the account is usable once the address is confirmed through the mailed link. */
function ConfirmEmailNotice({ email, onShowSignIn }: { email: string; onShowSignIn: () => void }) {
  const [resend, isResending] = useResendConfirmation();
  return (
    <div className="flex flex-col gap-4">
      <div role="status" className="rounded-lg border border-blue-200 bg-blue-50 p-4 text-blue-950">
        <h2 className="font-semibold">{t.signUp.confirmTitle}</h2>
        <p className="mt-2 text-sm">{t.signUp.confirmText(email)}</p>
        <Button variant="secondary" onPress={() => resend(email)} isPending={isResending} className="mt-4 w-full sm:w-auto">
          {t.signUp.resend}
        </Button>
      </div>
      <Button variant="ghost" onPress={onShowSignIn}>
        {t.signUp.toSignIn}
      </Button>
    </div>
  );
}
