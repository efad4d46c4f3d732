import type { FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { NewPasswordFields } from '../../features/auth/AccountFields';
import { PASSWORD_MAX_LENGTH, validateChangePassword, type ChangePasswordValues } from '../../features/auth/authForms';
import { useTypedMutation } from '../../features/auth/useTypedMutation';
import { deAccount } from '../../i18n/deAccount';
import { hasErrors, useFormFields } from '../../lib/useFormFields';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast/toast';
import type { PasswordSection_viewer$key } from './__generated__/PasswordSection_viewer.graphql';
import type { PasswordSectionMutation } from './__generated__/PasswordSectionMutation.graphql';
import { SettingsSection } from './SettingsSection';

const passwordFragment = graphql`
  fragment PasswordSection_viewer on Viewer {
    email
  }
`;

const changePasswordMutation = graphql`
  mutation PasswordSectionMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      ... on MutationChangePasswordSuccess {
        data {
          ok
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

type Field = keyof ChangePasswordValues;
const FIELD_ORDER: readonly Field[] = ['currentPassword', 'password', 'passwordConfirmation'];
const EMPTY: ChangePasswordValues = { currentPassword: '', password: '', passwordConfirmation: '' };
const t = deAccount.account.password;

export function PasswordSection({ viewer }: { viewer: PasswordSection_viewer$key }) {
  const { email } = useFragment(passwordFragment, viewer);
  const { formRef, values, field, showErrors, showServerErrors, reset } = useFormFields<ChangePasswordValues>(EMPTY, {
    order: FIELD_ORDER,
    maxLength: PASSWORD_MAX_LENGTH,
  });
  const [commit, isInFlight] = useTypedMutation<PasswordSectionMutation>(changePasswordMutation);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isInFlight) return;
    const errors = validateChangePassword(values);
    if (hasErrors(errors)) return showErrors(errors);
    commit({
      variables: { input: values },
      onSuccess: () => {
        toast.success(t.changed);
        reset();
      },
      onFieldErrors: showServerErrors,
      onRefused: { InvalidCredentialsError: (error) => showErrors({ currentPassword: error.message }) },
      onFailed: (reason) => toast.error(t.failed, reason ?? deAccount.auth.connectionFailed),
    });
  };

  return (
    <SettingsSection title={t.title} description={t.description}>
      <form ref={formRef} noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        {/* Lets password managers store the new password for the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextField {...field('currentPassword')} label={t.current} type="password" isRequired autoComplete="current-password" />
        <NewPasswordFields password={field('password')} confirmation={field('passwordConfirmation')} labels={{ password: t.next, confirmation: t.confirmation }} />
        <Button type="submit" isPending={isInFlight} className="self-stretch sm:self-end">
          {isInFlight ? deAccount.account.settings.saving : t.submit}
        </Button>
      </form>
    </SettingsSection>
  );
}
