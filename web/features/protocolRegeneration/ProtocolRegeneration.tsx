import { useMemo, useState } from 'react';
import { graphql, useFragment, useSubscription } from 'react-relay';
import { Link } from 'react-router';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { deRegeneration } from '../../i18n/deRegeneration';
import type { ServerError } from '../../relay/typedMutation';
import { Button, buttonBase, buttonStyles } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { DialogActions } from '../../ui/DialogActions';
import { toast } from '../../ui/toast/toast';
import { useTypedMutation } from '../auth/useTypedMutation';
import { compareVersionsPath } from '../protocols/protocolPaths';
import type { ProtocolRegeneration_protocol$key } from './__generated__/ProtocolRegeneration_protocol.graphql';
import type { ProtocolRegenerationDiscardMutation } from './__generated__/ProtocolRegenerationDiscardMutation.graphql';
import type { ProtocolRegenerationKeepMutation } from './__generated__/ProtocolRegenerationKeepMutation.graphql';
import type { ProtocolRegenerationStartMutation } from './__generated__/ProtocolRegenerationStartMutation.graphql';
import type { ProtocolRegenerationSubscription } from './__generated__/ProtocolRegenerationSubscription.graphql';

const t = deRegeneration;

const fragment = graphql`
  fragment ProtocolRegeneration_protocol on Protocol {
    id
    protocolId
    project {
      projectId
    }
    canEdit
    regenerating
    regenerationFailure
    versionNumber
    versions {
      number
      state
    }
    # ProtocolVersion has no id: a list of it that the answers below bring replaces the stored one
    # whole, so they carry every field the versions menu reads.
    ...ProtocolVersionsMenu_protocol
    transcript {
      start
    }
  }
`;

const startMutation = graphql`
  mutation ProtocolRegenerationStartMutation($input: RegenerateProtocolInput!) {
    regenerateProtocol(input: $input) {
      ... on MutationRegenerateProtocolSuccess {
        data {
          protocol {
            ...ProtocolRegeneration_protocol
          }
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

// Keeping replaces the current version: the answer brings the whole new document (and the TOPs as
// the older field lists them) into the store, so that every part of the page showing it reads the kept version.
void graphql`
  fragment ProtocolRegeneration_keptTopic on ProtocolTopic {
    topicId
    number
    position
    title
    entries {
      entryId
      number
      label
      position
      type
      html
      text
      responsiblePerson
      responsibleCompany
      dueDate
      status
      sourceStart
      sourceEnd
    }
  }
`;

const keepMutation = graphql`
  mutation ProtocolRegenerationKeepMutation($input: KeepRegeneratedProtocolVersionInput!) {
    keepRegeneratedProtocolVersion(input: $input) {
      ... on MutationKeepRegeneratedProtocolVersionSuccess {
        data {
          protocol {
            ...ProtocolRegeneration_protocol
            revision
            document {
              ...versionDocument_document
              topics {
                ...ProtocolRegeneration_keptTopic
              }
            }
            topics {
              ...ProtocolRegeneration_keptTopic
            }
          }
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

const discardMutation = graphql`
  mutation ProtocolRegenerationDiscardMutation($input: DiscardRegeneratedProtocolVersionInput!) {
    discardRegeneratedProtocolVersion(input: $input) {
      ... on MutationDiscardRegeneratedProtocolVersionSuccess {
        data {
          protocol {
            ...ProtocolRegeneration_protocol
          }
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

// While the new version is made, the protocol's live updates bring its end into the store.
const subscription = graphql`
  subscription ProtocolRegenerationSubscription($protocolId: String!) {
    protocolProcessing(protocolId: $protocolId) {
      protocol {
        ...ProtocolRegeneration_protocol
      }
    }
  }
`;

const refusedToast = (error: ServerError) => toast.error(error.title, error.message);
const failedToast = (reason?: string) => toast.error(t.refusedTitle, reason ?? t.failed);

export interface ProtocolRegenerationProps {
  protocol: ProtocolRegeneration_protocol$key;
}

/**
 * 'Neu erstellen (3 Credits)' with its confirmation, the note while the new version is made, its
 * failure with 'Erneut versuchen', and a waiting regenerated version to compare, keep or discard.
 * Renders nothing for a protocol without a transcript that the viewer may not change.
 */
export function ProtocolRegeneration({ protocol: key }: ProtocolRegenerationProps) {
  const protocol = useFragment(fragment, key);
  const [confirming, setConfirming] = useState(false);
  const [start, starting] = useTypedMutation<ProtocolRegenerationStartMutation>(startMutation);
  const [keep, keeping] = useTypedMutation<ProtocolRegenerationKeepMutation>(keepMutation);
  const [discard, discarding] = useTypedMutation<ProtocolRegenerationDiscardMutation>(discardMutation);
  const candidate = protocol.versions.find((v) => v.state === 'CANDIDATE');
  const refusals = { InsufficientCreditsError: refusedToast, DailyAiCallLimitError: refusedToast };

  const regenerate = () => {
    if (starting) return;
    start({
      variables: { input: { protocolId: protocol.id } },
      onSuccess: () => setConfirming(false),
      onRefused: refusals,
      onFailed: (reason) => {
        setConfirming(false);
        failedToast(reason);
      },
    });
  };

  const keepCandidate = (number: number) => {
    if (keeping) return;
    const replaced = protocol.versionNumber;
    keep({
      variables: { input: { protocolId: protocol.id, number } },
      onSuccess: () => toast.success(t.kept(replaced)),
      onFailed: failedToast,
    });
  };

  const discardCandidate = (number: number) => {
    if (discarding) return;
    discard({ variables: { input: { protocolId: protocol.id, number } }, onSuccess: () => toast.info(t.discarded), onFailed: failedToast });
  };

  if (candidate) {
    return (
      <section aria-label={t.candidateTitle(candidate.number)} className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:p-5">
        <h2 className="text-base font-semibold">{t.candidateTitle(candidate.number)}</h2>
        <p className="text-sm">{t.candidateText}</p>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Link
            to={compareVersionsPath(protocol.project.projectId, protocol.protocolId, protocol.versionNumber, candidate.number)}
            className={`${buttonBase} ${buttonStyles.secondary}`}
          >
            {t.compare}
          </Link>
          {protocol.canEdit && (
            <>
              <Button onPress={() => keepCandidate(candidate.number)} isPending={keeping}>
                {t.keep}
              </Button>
              <Button variant="secondary" onPress={() => discardCandidate(candidate.number)} isPending={discarding}>
                {t.discard}
              </Button>
            </>
          )}
        </div>
      </section>
    );
  }
  if (protocol.regenerating) return <RegenerationRunning protocolId={protocol.protocolId} />;
  if (!protocol.canEdit || protocol.transcript.length === 0) return null;
  if (protocol.regenerationFailure) {
    return (
      <div role="alert" className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-950 sm:p-5">
        <h2 className="text-base font-semibold">{t.failedTitle}</h2>
        <p className="text-sm">{protocol.regenerationFailure}</p>
        <Button onPress={regenerate} isPending={starting} className="sm:self-start">
          {t.retry}
        </Button>
      </div>
    );
  }
  return (
    <div>
      <Button variant="secondary" onPress={() => setConfirming(true)}>
        {t.start}
      </Button>
      <Dialog title={t.dialogTitle} description={t.dialogText} isOpen={confirming} onOpenChange={setConfirming}>
        <DialogActions cancel={t.cancel} label={t.confirm} isPending={starting} onPress={regenerate} />
      </Dialog>
    </div>
  );
}

/** The note while the new version is made; its live updates end it. */
function RegenerationRunning({ protocolId }: { protocolId: string }) {
  const config = useMemo<GraphQLSubscriptionConfig<ProtocolRegenerationSubscription>>(() => ({ subscription, variables: { protocolId } }), [protocolId]);
  useSubscription(config);
  return (
    <div role="status" className="flex items-center gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950">
      <span aria-hidden="true" className="size-5 shrink-0 animate-spin rounded-full border-2 border-sky-200 border-t-sky-600 motion-reduce:animate-none" />
      <p>{t.running}</p>
    </div>
  );
}
