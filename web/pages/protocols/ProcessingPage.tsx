import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button as RacButton } from 'react-aria-components/Button';
import { graphql, usePreloadedQuery, useSubscription } from 'react-relay';
import { Link, useLocation, useNavigate } from 'react-router';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { SIGN_IN_PAGE } from '../../features/auth/authDecision';
import { DeleteProtocolDialog } from '../../features/protocols/DeleteProtocolDialog';
import { newProtocolPath, projectPath, protocolPath } from '../../features/protocols/protocolPaths';
import { deProtocols } from '../../i18n/deProtocols';
import { Redirect } from '../../lib/Redirect';
import type { RouteQueryProps } from '../../relay/routeQuery';
import { Button, buttonBase, buttonStyles } from '../../ui/Button';
import type { ProcessingPageQuery, ProcessingPageQuery$data } from './__generated__/ProcessingPageQuery.graphql';
import type { ProcessingPageSubscription } from './__generated__/ProcessingPageSubscription.graphql';
import { ProcessingSteps } from './ProcessingSteps';
import { ProcessingStopped } from './ProcessingStopped';
import { ProtocolLayout, ProtocolStepHeader } from './ProtocolLayout';
import { NotFoundNotice, ProtocolNotFound } from './ProtocolNotFound';

// The page's one query (preloaded by its route); the subscription below
// keeps the same protocol record up to date.
const processingPageQuery = graphql`
  query ProcessingPageQuery($protocolId: String!) {
    viewer {
      ...AppLayout_viewer
      protocol(protocolId: $protocolId) {
        id
        protocolId
        title
        status
        processingPhase
        processingProgress
        processingFailure
        project {
          id
          projectId
          name
          permissions {
            canEdit
          }
        }
      }
    }
  }
`;

// The first event comes at once with the current state, also after graphql-ws reconnected by itself.
const processingSubscription = graphql`
  subscription ProcessingPageSubscription($protocolId: String!) {
    protocolProcessing(protocolId: $protocolId) {
      failedMessage
      protocol {
        status
        processingPhase
        processingProgress
        processingFailure
      }
    }
  }
`;

const t = deProtocols.processing;

/** Set by the speaker assignment page: generation was asked for, even while the status still says TRANSCRIPT_READY. */
export interface ProcessingLocationState {
  speakersAssigned?: boolean;
}

type Protocol = NonNullable<NonNullable<ProcessingPageQuery$data['viewer']>['protocol']>;

/** /projects/:projectId/protocols/:protocolId/processing: the processing of a new recording, live. */
export default function ProcessingPage({ queryRef }: RouteQueryProps<ProcessingPageQuery>) {
  const { viewer } = usePreloadedQuery<ProcessingPageQuery>(processingPageQuery, queryRef);
  if (!viewer) return <Redirect to={SIGN_IN_PAGE} />;
  const { protocol } = viewer;
  if (!protocol) return <ProtocolNotFound viewer={viewer} />;

  return (
    <ProtocolLayout viewer={viewer} protocol={protocol} place="processing" pageTitle={t.pageTitle(protocol.title)}>
      <ProcessingView key={protocol.protocolId} protocol={protocol} />
    </ProtocolLayout>
  );
}

type Outcome = { kind: 'failed'; message: string } | { kind: 'gone' } | null;

function ProcessingView({ protocol }: { protocol: Protocol }) {
  const navigate = useNavigate();
  const locationState = useLocation().state as ProcessingLocationState | null;
  const speakersAssigned = locationState?.speakersAssigned === true;
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [connectionLost, setConnectionLost] = useState(false);
  // A new number mounts a new subscription (after the connection gave up).
  const [attempt, setAttempt] = useState(0);
  const [isDeleting, setDeleting] = useState(false);
  const deleteAsked = useRef(false);
  // The live updates come in order; the page's query may answer after them with what it read
  // before (while the voices were separated again in a second, say). Once the stream has spoken,
  // its status decides where the page leads.
  const [liveStatus, setLiveStatus] = useState<Protocol['status'] | null>(null);
  const { project } = protocol;
  const status = liveStatus ?? protocol.status;
  const speakerPage = protocolPath(project.projectId, protocol.protocolId, 'speaker-assignment');

  // A failure stays on screen; and a protocol the user is deleting is not reported as missing.
  const settle = useCallback((next: Outcome) => {
    if (next?.kind === 'gone' && deleteAsked.current) return;
    setOutcome((previous) => (previous?.kind === 'failed' ? previous : next));
  }, []);
  const openDeleteDialog = (isOpen: boolean) => {
    deleteAsked.current = isOpen;
    setDeleting(isOpen);
  };

  const reconnect = useCallback(() => {
    setConnectionLost(false);
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    if (!connectionLost) return;
    window.addEventListener('online', reconnect);
    return () => window.removeEventListener('online', reconnect);
  }, [connectionLost, reconnect]);

  // A transcript waiting for its names leads on to them, whether it was waiting when the page
  // opened or became ready while it was open.
  const awaitingSpeakers = status === 'TRANSCRIPT_READY' && !speakersAssigned;
  useEffect(() => {
    if (awaitingSpeakers) navigate(speakerPage, { replace: true });
  }, [awaitingSpeakers, navigate, speakerPage]);

  if (outcome?.kind === 'failed') return <ProcessingFailed message={outcome.message} projectId={project.projectId} />;
  if (outcome?.kind === 'gone') return <NotFoundNotice />;
  if (status !== 'PROCESSING' && status !== 'TRANSCRIPT_READY') return <Redirect to={protocolPath(project.projectId, protocol.protocolId)} />;

  // The worker starts generating a moment after the names were saved.
  const phase = status === 'TRANSCRIPT_READY' && speakersAssigned ? 'GENERATING' : protocol.processingPhase;

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <ProcessingSubscription key={attempt} protocolId={protocol.protocolId} onStatus={setLiveStatus} onOutcome={settle} onConnectionLost={setConnectionLost} />
      <ProtocolStepHeader title={t.title} protocolTitle={protocol.title}>
        {!protocol.processingFailure && <p className="text-sm text-slate-600">{t.intro}</p>}
      </ProtocolStepHeader>

      {connectionLost && (
        <div role="alert" className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between">
          <p>{t.reconnecting}</p>
          <Button variant="secondary" onPress={reconnect} className="shrink-0">
            {t.reconnect}
          </Button>
        </div>
      )}

      {protocol.processingFailure ? (
        <ProcessingStopped id={protocol.id} message={protocol.processingFailure} canEdit={project.permissions.canEdit} />
      ) : (
        <>
          <ProcessingSteps phase={phase} progress={protocol.processingProgress} />
        </>
      )}

      {project.permissions.canEdit && (
        <div className="flex justify-end">
          <RacButton
            onPress={() => openDeleteDialog(true)}
            className={`${buttonBase} border border-red-200 bg-white text-red-700 hover:bg-red-50 data-pressed:bg-red-100`}
          >
            {t.delete}
          </RacButton>
        </div>
      )}
      {isDeleting && (
        <DeleteProtocolDialog protocol={protocol} onClose={() => openDeleteDialog(false)} onDeleted={() => navigate(projectPath(project.projectId), { replace: true })} />
      )}
    </div>
  );
}

interface ProcessingSubscriptionProps {
  protocolId: string;
  onStatus: (status: Protocol['status']) => void;
  onOutcome: (outcome: Outcome) => void;
  onConnectionLost: (lost: boolean) => void;
}

/** Listens while mounted: updates land in the store (the page re-renders), the end of the protocol is reported. */
function ProcessingSubscription({ protocolId, onStatus, onOutcome, onConnectionLost }: ProcessingSubscriptionProps) {
  const config = useMemo<GraphQLSubscriptionConfig<ProcessingPageSubscription>>(
    () => ({
      subscription: processingSubscription,
      variables: { protocolId },
      onNext: (response) => {
        const update = response?.protocolProcessing;
        if (!update) return;
        onConnectionLost(false);
        if (update.protocol) onStatus(update.protocol.status);
        if (update.failedMessage) onOutcome({ kind: 'failed', message: update.failedMessage });
        else if (!update.protocol) onOutcome({ kind: 'gone' });
      },
      onError: () => onConnectionLost(true),
    }),
    [protocolId, onStatus, onOutcome, onConnectionLost],
  );
  useSubscription(config);
  return null;
}

function ProcessingFailed({ message, projectId }: { message: string; projectId: string }) {
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-2 rounded-xl border border-red-200 bg-white px-4 py-10 text-center shadow-sm">
      <h1 className="text-2xl font-semibold text-slate-950">{t.failedTitle}</h1>
      <p className="text-slate-700">{message}</p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Link to={projectPath(projectId)} className={`${buttonBase} ${buttonStyles.secondary}`}>
          {t.backToProject}
        </Link>
        <Link to={newProtocolPath(projectId)} className={`${buttonBase} ${buttonStyles.primary}`}>
          {t.newProtocol}
        </Link>
      </div>
    </div>
  );
}
