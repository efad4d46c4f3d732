import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { deProtocolVersions } from '../../i18n/deProtocolVersions';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { DialogActions } from '../../ui/DialogActions';
import { toast } from '../../ui/toast/toast';
import { useTypedMutation } from '../auth/useTypedMutation';
import type { ProtocolFinalizing_protocol$key } from './__generated__/ProtocolFinalizing_protocol.graphql';
import type { ProtocolFinalizingCorrectMutation } from './__generated__/ProtocolFinalizingCorrectMutation.graphql';
import type { ProtocolFinalizingFinalizeMutation } from './__generated__/ProtocolFinalizingFinalizeMutation.graphql';
import { ProtocolVersionsMenu } from './ProtocolVersionsMenu';

const fragment = graphql`
  fragment ProtocolFinalizing_protocol on Protocol {
    id
    status
    canEdit
    finalizedAt
    versionNumber
    project {
      permissions {
        canEdit
      }
    }
    ...ProtocolVersionsMenu_protocol
  }
`;

// Both answers bring what changes with the version: the status, whether it may be edited, its
// number and revision, and the versions list, so the editor and the menu follow at once.
const finalizeMutation = graphql`
  mutation ProtocolFinalizingFinalizeMutation($input: FinalizeProtocolInput!) {
    finalizeProtocol(input: $input) {
      ... on MutationFinalizeProtocolSuccess {
        data {
          protocol {
            ...ProtocolFinalizing_protocol
            revision
          }
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

const correctMutation = graphql`
  mutation ProtocolFinalizingCorrectMutation($input: CorrectProtocolInput!) {
    correctProtocol(input: $input) {
      ... on MutationCorrectProtocolSuccess {
        data {
          protocol {
            ...ProtocolFinalizing_protocol
            revision
            versionNumber
          }
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

/**
 * The protocol header's version actions: 'Versionen' and, while the protocol may be edited,
 * 'Abschließen' with its confirmation. The finalised state and 'Korrigieren' are FinalizedNotice's.
 */
export function ProtocolVersionActions({ protocol }: { protocol: ProtocolFinalizing_protocol$key }) {
  const data = useFragment(fragment, protocol);
  const [confirming, setConfirming] = useState(false);
  const [finalize, finalizing] = useTypedMutation<ProtocolFinalizingFinalizeMutation>(finalizeMutation);
  const t = deProtocolVersions.finalize;

  const confirm = () => {
    if (finalizing) return;
    finalize({
      variables: { input: { protocolId: data.id } },
      onSuccess: () => {
        setConfirming(false);
        toast.success(t.done);
      },
      onFailed: (reason) => {
        setConfirming(false);
        toast.error(t.failedTitle, reason ?? t.failed);
      },
    });
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <ProtocolVersionsMenu protocol={data} />
      {data.canEdit && data.status !== 'FINALIZED' && (
        <Button variant="secondary" onPress={() => setConfirming(true)}>
          {t.button}
        </Button>
      )}
      <Dialog title={t.title} description={t.text} isOpen={confirming} onOpenChange={setConfirming}>
        <DialogActions cancel={t.cancel} label={finalizing ? t.pending : t.confirm} isPending={finalizing} onPress={confirm} />
      </Dialog>
    </div>
  );
}

/**
 * 'Abgeschlossen am DD.MM.YYYY' above a finalised protocol and, for whoever may change the project,
 * 'Korrigieren': a new version to edit, the finalised one kept as it is. Nothing before finalising.
 */
export function FinalizedNotice({ protocol }: { protocol: ProtocolFinalizing_protocol$key }) {
  const data = useFragment(fragment, protocol);
  const [confirming, setConfirming] = useState(false);
  const [correct, correcting] = useTypedMutation<ProtocolFinalizingCorrectMutation>(correctMutation);
  const t = deProtocolVersions.correct;
  if (data.status !== 'FINALIZED' || !data.finalizedAt) return null;

  const confirm = () => {
    if (correcting) return;
    correct({
      variables: { input: { protocolId: data.id } },
      onSuccess: ({ protocol: corrected }) => {
        setConfirming(false);
        toast.success(t.done(corrected.versionNumber));
      },
      onFailed: (reason) => {
        setConfirming(false);
        toast.error(t.failedTitle, reason ?? t.failed);
      },
    });
  };

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-950 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-semibold">{deProtocolVersions.finalize.banner(data.finalizedAt)}</p>
        <p className="mt-1 text-sm">{deProtocolVersions.finalize.bannerText}</p>
      </div>
      {data.project.permissions.canEdit && (
        <Button variant="secondary" className="shrink-0" onPress={() => setConfirming(true)}>
          {t.button}
        </Button>
      )}
      <Dialog title={t.title} description={t.text} isOpen={confirming} onOpenChange={setConfirming}>
        <DialogActions cancel={t.cancel} label={correcting ? t.pending : t.confirm} isPending={correcting} onPress={confirm} />
      </Dialog>
    </div>
  );
}
