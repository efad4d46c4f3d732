import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTypedMutation } from '../../features/auth/useTypedMutation';
import { deAccount } from '../../i18n/deAccount';
import { formatDate } from '../../../common/dates';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { DialogActions } from '../../ui/DialogActions';
import { toast } from '../../ui/toast/toast';
import type { TwoFactorSection_viewer$data, TwoFactorSection_viewer$key } from './__generated__/TwoFactorSection_viewer.graphql';
import type { TwoFactorSectionRegenerateMutation } from './__generated__/TwoFactorSectionRegenerateMutation.graphql';
import type { TwoFactorSectionUnenrollMutation } from './__generated__/TwoFactorSectionUnenrollMutation.graphql';
import { RecoveryCodes } from './RecoveryCodes';
import { SettingsSection } from './SettingsSection';
import { TotpEnrollDialog } from './TotpEnrollDialog';

const twoFactorFragment = graphql`
  fragment TwoFactorSection_viewer on Viewer {
    id
    totpFactors {
      id
      friendlyName
      createdAt
    }
    recoveryCodesRemaining
  }
`;

const unenrollTotpMutation = graphql`
  mutation TwoFactorSectionUnenrollMutation($input: UnenrollTotpInput!) {
    unenrollTotp(input: $input) {
      ... on MutationUnenrollTotpSuccess {
        data {
          viewer {
            ...TwoFactorSection_viewer
          }
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

const regenerateRecoveryCodesMutation = graphql`
  mutation TwoFactorSectionRegenerateMutation {
    regenerateRecoveryCodes {
      ... on MutationRegenerateRecoveryCodesSuccess {
        data {
          recoveryCodes
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

type Factor = TwoFactorSection_viewer$data['totpFactors'][number];
const t = deAccount.account.twoFactor;

export function TwoFactorSection({ viewer: viewerKey }: { viewer: TwoFactorSection_viewer$key }) {
  const viewer = useFragment(twoFactorFragment, viewerKey);
  const [isEnrollOpen, setEnrollOpen] = useState(false);
  const [factorToRemove, setFactorToRemove] = useState<Factor | null>(null);
  const hasFactors = viewer.totpFactors.length > 0;

  return (
    <SettingsSection title={t.title} description={t.description}>
      {hasFactors ? (
        <ul aria-label={t.factorsLabel} className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {viewer.totpFactors.map((factor) => (
            <li key={factor.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-950">{factor.friendlyName}</p>
                <p className="text-sm text-slate-600">{t.enrolledOn(formatDate(factor.createdAt))}</p>
              </div>
              <Button variant="secondary" onPress={() => setFactorToRemove(factor)} className="shrink-0">
                {t.deactivate}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-700">{t.none}</p>
      )}
      <Button onPress={() => setEnrollOpen(true)} className="mt-4 w-full sm:w-auto">
        {t.setUp}
      </Button>
      {hasFactors && <RecoveryCodesControls viewerId={viewer.id} remaining={viewer.recoveryCodesRemaining} />}
      <TotpEnrollDialog isOpen={isEnrollOpen} onClose={() => setEnrollOpen(false)} />
      <Dialog
        isOpen={factorToRemove !== null}
        onOpenChange={(open) => !open && setFactorToRemove(null)}
        title={t.deactivateTitle}
        description={factorToRemove ? t.deactivateText(factorToRemove.friendlyName) : undefined}
      >
        {factorToRemove && <DeactivateActions factor={factorToRemove} onDone={() => setFactorToRemove(null)} />}
      </Dialog>
    </SettingsSection>
  );
}

function DeactivateActions({ factor, onDone }: { factor: Factor; onDone: () => void }) {
  const [commit, isInFlight] = useTypedMutation<TwoFactorSectionUnenrollMutation>(unenrollTotpMutation);

  const deactivate = () => {
    if (isInFlight) return;
    commit({
      variables: { input: { factorId: factor.id } },
      onSuccess: () => {
        toast.success(t.deactivated);
        onDone();
      },
      onFailed: () => toast.error(t.deactivateFailed),
    });
  };

  return (
    <DialogActions cancel={deAccount.account.settings.cancel} label={t.deactivate} isPending={isInFlight} onPress={deactivate} />
  );
}

function RecoveryCodesControls({ viewerId, remaining }: { viewerId: string; remaining: number }) {
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const [newCodes, setNewCodes] = useState<readonly string[] | null>(null);
  const [commit, isInFlight] = useTypedMutation<TwoFactorSectionRegenerateMutation>(regenerateRecoveryCodesMutation);

  const regenerate = () => {
    if (isInFlight) return;
    commit({
      variables: {},
      updater: (store, { recoveryCodes }) => store.get(viewerId)?.setValue(recoveryCodes.length, 'recoveryCodesRemaining'),
      onSuccess: ({ recoveryCodes }) => {
        setConfirmOpen(false);
        toast.success(t.regenerated);
        setNewCodes(recoveryCodes);
      },
      onFailed: () => toast.error(t.regenerateFailed),
    });
  };

  return (
    <div className="mt-6 flex flex-col gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-700">{t.recoveryRemaining(remaining)}</p>
      <Button variant="secondary" onPress={() => setConfirmOpen(true)}>
        {t.regenerate}
      </Button>
      <Dialog isOpen={isConfirmOpen} onOpenChange={setConfirmOpen} title={t.regenerateTitle} description={t.regenerateText}>
        <DialogActions cancel={deAccount.account.settings.cancel} label={t.regenerateConfirm} isPending={isInFlight} onPress={regenerate} />
      </Dialog>
      <Dialog isOpen={newCodes !== null} onOpenChange={(open) => !open && setNewCodes(null)} title={deAccount.account.twoFactor.recoveryCodes.title}>
        {newCodes && (
          <div className="flex flex-col gap-4">
            <RecoveryCodes codes={newCodes} />
            <Button slot="close" className="self-stretch sm:self-end">
              {t.enroll.done}
            </Button>
          </div>
        )}
      </Dialog>
    </div>
  );
}
