import { deAccount } from '../../i18n/deAccount';
import { TextField, type TextFieldProps } from '../../ui/TextField';

/** What `useFormFields`' `field(name)` gives a text field. */
type FieldProps = Pick<TextFieldProps, 'name' | 'value' | 'onChange' | 'maxLength' | 'errorMessage'>;

/** The account's address, where it names the account (sign-in, sign-up, forgotten password): password managers fill it as the user name. */
export function AccountEmailField({ autoFocus, ...field }: FieldProps & { autoFocus?: boolean }) {
  return (
    <TextField
      {...field}
      label={deAccount.auth.fields.email}
      type="email"
      isRequired
      autoFocus={autoFocus}
      autoComplete="username"
      placeholder={deAccount.auth.fields.emailPlaceholder}
    />
  );
}

interface NewPasswordFieldsProps {
  password: FieldProps;
  confirmation: FieldProps;
  labels: { password: string; confirmation: string };
  autoFocus?: boolean;
}

/** A new password and its repetition, with the length rule under the first: password managers offer to generate and save it. */
export function NewPasswordFields({ password, confirmation, labels, autoFocus }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        {...password}
        label={labels.password}
        type="password"
        isRequired
        autoFocus={autoFocus}
        autoComplete="new-password"
        description={deAccount.auth.passwordHint}
      />
      <TextField {...confirmation} label={labels.confirmation} type="password" isRequired autoComplete="new-password" />
    </>
  );
}
