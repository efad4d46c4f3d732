import { useRef, useState, type FormEvent } from 'react';
import { graphql } from 'react-relay';
import { TOTP_DIGITS, TOTP_FRIENDLY_NAME_MAX_LENGTH, isTotpCode } from '../../../common/accounts';
import { filterTotpCode } from '../../features/auth/codes';
import { useTypedMutation } from '../../features/auth/useTypedMutation';
import { deAccount } from '../../i18n/deAccount';
import { copyText } from './copyText';
import { svgDataUrl } from '../../lib/svgDataUrl';
import { useFormFields } from '../../lib/useFormFields';
import { fieldMessage } from '../../relay/typedMutation';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { DialogActions } from '../../ui/DialogActions';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast/toast';
import type { TotpEnrollDialogActivateMutation } from './__generated__/TotpEnrollDialogActivateMutation.graphql';
import type { TotpEnrollDialogEnrollMutation } from './__generated__/TotpEnrollDialogEnrollMutation.graphql';
import { RecoveryCodes } from './RecoveryCodes';

const enrollTotpMutation = graphql`
  mutation TotpEnrollDialogEnrollMutation($input: EnrollTotpInput!) {
    enrollTotp(input: $input) {
      ... on MutationEnrollTotpSuccess {
        data {
          factorId
          secret
          otpauthUri
          qrCodeSvg
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

const activateTotpMutation = graphql`
  mutation TotpEnrollDialogActivateMutation($input: ActivateTotpInput!) {
    activateTotp(input: $input) {
      ... on MutationActivateTotpSuccess {
        data {
          recoveryCodes
          viewer {
            ...TwoFactorSection_viewer
          }
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

const t = deAccount.account.twoFactor.enroll;

interface Enrollment {
  factorId: string;
  secret: string;
  otpauthUri: string;
  qrCodeSvg: string;
}

type Step = { step: 'name' } | { step: 'verify'; enrollment: Enrollment } | { step: 'codes'; recoveryCodes: readonly string[] };

export function TotpEnrollDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Dialog isOpen={isOpen} onOpenChange={(open) => !open && onClose()} title={t.title}>
      {/* Mounted only while open: every opening starts a new enrollment. */}
      <EnrollFlow onClose={onClose} />
    </Dialog>
  );
}

function EnrollFlow({ onClose }: { onClose: () => void }) {
  const [state, setState] = useState<Step>({ step: 'name' });
  switch (state.step) {
    case 'name':
      return <NameStep onEnrolled={(enrollment) => setState({ step: 'verify', enrollment })} />;
    case 'verify':
      return (
        <VerifyStep enrollment={state.enrollment} onActivated={(recoveryCodes) => setState({ step: 'codes', recoveryCodes })} />
      );
    case 'codes':
      return (
        <div className="flex flex-col gap-4">
          <p className="font-medium text-emerald-800">{t.activated}</p>
          <RecoveryCodes codes={state.recoveryCodes} />
          <Button onPress={onClose} className="self-stretch sm:self-end">
            {t.done}
          </Button>
        </div>
      );
  }
}

function NameStep({ onEnrolled }: { onEnrolled: (enrollment: Enrollment) => void }) {
  const { values, field, setFieldErrors } = useFormFields<{ friendlyName: string }>(
    { friendlyName: t.friendlyNameDefault },
    { order: ['friendlyName'], maxLength: TOTP_FRIENDLY_NAME_MAX_LENGTH },
  );
  const [commit, isInFlight] = useTypedMutation<TotpEnrollDialogEnrollMutation>(enrollTotpMutation);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isInFlight) return;
    const name = values.friendlyName.trim();
    if (!name) {
      setFieldErrors({ friendlyName: t.friendlyNameRequired });
      return;
    }
    commit({
      variables: { input: { friendlyName: name } },
      onSuccess: onEnrolled,
      onRefused: { ValidationError: (error) => setFieldErrors({ friendlyName: fieldMessage(error) }) },
      onFailed: () => toast.error(t.failed),
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <TextField
        {...field('friendlyName')}
        label={t.friendlyName}
        description={t.friendlyNameDescription}
        isRequired
        autoFocus
        autoComplete="off"
      />
      <DialogActions cancel={deAccount.account.settings.cancel} label={isInFlight ? t.starting : t.next} isPending={isInFlight} className="mt-2" />
    </form>
  );
}

function VerifyStep({ enrollment, onActivated }: { enrollment: Enrollment; onActivated: (codes: readonly string[]) => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [commit, isInFlight] = useTypedMutation<TotpEnrollDialogActivateMutation>(activateTotpMutation);

  const showError = (message: string) => {
    setError(message);
    inputRef.current?.focus();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isInFlight) return;
    if (!isTotpCode(code)) return showError(deAccount.auth.twoFactor.codeFormat);
    commit({
      variables: { input: { factorId: enrollment.factorId, code } },
      onSuccess: (data) => {
        toast.success(t.activated);
        onActivated(data.recoveryCodes);
      },
      onRefused: {
        InvalidCodeError: (error) => {
          setCode('');
          showError(error.message);
        },
        ValidationError: (error) => showError(fieldMessage(error)),
      },
      onFailed: () => toast.error(t.failed, deAccount.auth.connectionFailed),
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">{t.scan}</p>
      <img
        src={svgDataUrl(enrollment.qrCodeSvg)}
        alt={t.qrAlt}
        width={192}
        height={192}
        className="size-48 self-center rounded-md border border-slate-200 bg-white p-2"
      />
      <a
        href={enrollment.otpauthUri}
        className="self-center text-sm font-medium text-slate-700 underline underline-offset-4 hover:text-slate-950"
      >
        {t.openInApp}
      </a>
      <div className="flex flex-col gap-2">
        <p className="text-sm text-slate-700">{t.manual}</p>
        <code className="rounded-md bg-slate-100 px-3 py-2 font-mono text-sm break-all text-slate-950 select-all">
          {enrollment.secret}
        </code>
        <Button variant="secondary" onPress={() => void copyText(enrollment.secret)} className="self-start">
          {t.copySecret}
        </Button>
      </div>
      <TextField
        name="code"
        label={t.code}
        description={t.codeDescription}
        value={code}
        onChange={(value) => {
          setCode(filterTotpCode(value));
          setError(undefined);
        }}
        maxLength={TOTP_DIGITS}
        inputMode="numeric"
        autoComplete="one-time-code"
        isRequired
        errorMessage={error}
        inputRef={inputRef}
        controlClassName="font-mono text-lg tracking-[0.3em]"
      />
      <DialogActions cancel={deAccount.account.settings.cancel} label={isInFlight ? t.activating : t.activate} isPending={isInFlight} className="mt-2" />
    </form>
  );
}
