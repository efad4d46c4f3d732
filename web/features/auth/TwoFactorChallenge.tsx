import { useRef, useState, type FormEvent } from 'react';
import { graphql } from 'react-relay';
import { deAccount } from '../../i18n/deAccount';
import { Button } from '../../ui/Button';
import { LinkButton } from '../../ui/LinkButton';
import { TextField } from '../../ui/TextField';
import { fieldMessage } from '../../relay/typedMutation';
import { toast } from '../../ui/toast/toast';
import type { TwoFactorChallengeMutation } from './__generated__/TwoFactorChallengeMutation.graphql';
import { AuthCard } from './AuthCard';
import { SIGN_IN_TAB_PAGE } from '../../../common/appLinks';
import { TOTP_DIGITS, isTotpCode } from '../../../common/accounts';
import { RECOVERY_CODE_LENGTH, filterRecoveryCode, filterTotpCode, isRecoveryCode } from './codes';
import { useSignOut } from './useSignOut';
import { useTypedMutation } from './useTypedMutation';
import { readViewerAuth, type ViewerAuth } from './viewerAuth';

const verifySecondFactorMutation = graphql`
  mutation TwoFactorChallengeMutation($input: VerifySecondFactorInput!) {
    verifySecondFactor(input: $input) {
      ... on MutationVerifySecondFactorSuccess {
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

const t = deAccount.auth.twoFactor;

export interface TwoFactorChallengeProps {
  /** The session is at AAL2 now. */
  onVerified: (viewer: ViewerAuth) => void;
  /** 'Abbrechen' signed the user out; called before going to the sign-in tab. */
  onSignedOut?: () => void;
}

/**
 * The code challenge after sign-in when the account has a second factor: the 6-digit code of the
 * authenticator app, or one of the recovery codes.
 */
export function TwoFactorChallenge({ onVerified, onSignedOut }: TwoFactorChallengeProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [recoveryMode, setRecoveryMode] = useState(false);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [screenError, setScreenError] = useState<string>();
  const [commit, isInFlight] = useTypedMutation<TwoFactorChallengeMutation>(verifySecondFactorMutation);
  const [signOut, isSigningOut] = useSignOut({ to: SIGN_IN_TAB_PAGE, onSignedOut });

  const startOver = (recovery: boolean) => {
    setRecoveryMode(recovery);
    setCode('');
    setFieldError(undefined);
    setScreenError(undefined);
    // The other field mounts with autoFocus.
  };

  const requestNewCode = () => {
    setCode('');
    setFieldError(undefined);
    setScreenError(undefined);
    inputRef.current?.focus();
    // TOTP has nothing to send: the app shows a new code every 30 seconds.
    toast.info(t.newCodeTitle, t.newCodeHint);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isInFlight) return;
    const valid = recoveryMode ? isRecoveryCode(code) : isTotpCode(code);
    if (!valid) {
      setFieldError(recoveryMode ? t.recoveryFormat : t.codeFormat);
      inputRef.current?.focus();
      return;
    }
    setScreenError(undefined);
    commit({
      variables: { input: { code } },
      onSuccess: (data) => onVerified(readViewerAuth(data.viewer)),
      onRefused: {
        InvalidCodeError: (error) => {
          toast.error(t.invalidCodeToast);
          setScreenError(error.message);
          setCode('');
          inputRef.current?.focus();
        },
        ValidationError: (error) => {
          setFieldError(fieldMessage(error));
          inputRef.current?.focus();
        },
      },
      // TooManyAttemptsError says in its message when to try again.
      onFailed: (reason) => setScreenError(reason ?? t.failed),
      onSignedOut,
    });
  };

  return (
    <AuthCard title={t.title} description={recoveryMode ? t.recoveryDescription : t.description}>
      <title>{t.pageTitle}</title>
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        {recoveryMode ? (
          <TextField
            key="recovery"
            name="recoveryCode"
            label={t.recoveryCode}
            value={code}
            onChange={(value) => {
              setCode(filterRecoveryCode(value));
              setFieldError(undefined);
            }}
            maxLength={RECOVERY_CODE_LENGTH}
            autoComplete="off"
            placeholder={t.recoveryPlaceholder}
            errorMessage={fieldError}
            inputRef={inputRef}
            autoFocus
            controlClassName="font-mono tracking-wider"
          />
        ) : (
          <TextField
            key="totp"
            name="code"
            label={t.code}
            value={code}
            onChange={(value) => {
              setCode(filterTotpCode(value));
              setFieldError(undefined);
            }}
            maxLength={TOTP_DIGITS}
            inputMode="numeric"
            autoComplete="one-time-code"
            errorMessage={fieldError}
            inputRef={inputRef}
            autoFocus
            controlClassName="text-center font-mono text-2xl tracking-[0.5em]"
          />
        )}
        {screenError && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {screenError}
          </p>
        )}
        <Button type="submit" isPending={isInFlight}>
          {isInFlight ? t.submitting : t.submit}
        </Button>
        {!recoveryMode && (
          <Button variant="secondary" onPress={requestNewCode} isDisabled={isInFlight}>
            {t.newCode}
          </Button>
        )}
        <Button variant="ghost" onPress={signOut} isPending={isSigningOut}>
          {t.cancel}
        </Button>
        <LinkButton onPress={() => startOver(!recoveryMode)} className="self-center">
          {recoveryMode ? t.useAppCode : t.useRecoveryCode}
        </LinkButton>
      </form>
    </AuthCard>
  );
}
