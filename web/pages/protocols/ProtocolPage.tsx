import { useState } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link } from 'react-router';
import { SIGN_IN_PAGE } from '../../features/auth/authDecision';
import { protocolPath } from '../../features/protocols/protocolPaths';
import { RecordingAudio } from '../../features/protocols/RecordingAudio';
import { TranscriptList } from '../../features/protocols/TranscriptList';
import { useRecordingPlayer } from '../../features/protocols/useRecordingPlayer';
import { userDisplayName } from '../../features/shell/navigation';
import { deProtocols } from '../../i18n/deProtocols';
import { Redirect } from '../../lib/Redirect';
import type { RouteQueryProps } from '../../relay/routeQuery';
import { buttonBase, buttonStyles } from '../../ui/Button';
import { ProtocolStatusBadge } from '../../features/protocols/ProtocolStatusBadge';
import { ProtocolRegeneration } from '../../features/protocolRegeneration/ProtocolRegeneration';
import { FinalizedNotice, ProtocolVersionActions } from '../../features/protocolVersions/ProtocolFinalizing';
import { useProtocolView } from '../../features/protocolVersions/protocolView';
import type { ProtocolPageQuery, ProtocolPageQuery$data } from './__generated__/ProtocolPageQuery.graphql';
import { ProtocolActionItems } from './ProtocolActionItems';
import { ProtocolContent } from './ProtocolContent';
import { ProtocolHeader } from './ProtocolHeader';
import { ProtocolLayout } from './ProtocolLayout';
import { ProtocolNotFound } from './ProtocolNotFound';
import { ProtocolTopics } from './ProtocolTopics';
import { ProtocolVersionPage } from './ProtocolVersionPage';

// The page's one query (preloaded by its route).
const protocolPageQuery = graphql`
  query ProtocolPageQuery(
    $protocolId: String!
    $withVersion: Boolean!
    $version: Int!
    $withCompare: Boolean!
    $older: Int!
    $newer: Int!
  ) {
    viewer {
      ...AppLayout_viewer
      email
      profile {
        firstName
        lastName
      }
      protocol(protocolId: $protocolId) {
        protocolId
        title
        status
        processingFailure
        content
        recordingUrl
        project {
          projectId
          name
        }
        topics {
          topicId
        }
        transcript {
          start
        }
        ...ProtocolHeader_protocol
        ...ProtocolTopics_protocol
        ...ProtocolActionItems_protocol
        ...TranscriptList_protocol
        ...ProtocolRegeneration_protocol
        canEdit
        ...ProtocolFinalizing_protocol
        ...ProtocolVersionPage_protocol @arguments(withVersion: $withVersion, version: $version, withCompare: $withCompare, older: $older, newer: $newer)
      }
    }
  }
`;

const t = deProtocols.protocol;

type Viewer = NonNullable<ProtocolPageQuery$data['viewer']>;
type Protocol = NonNullable<Viewer['protocol']>;

/** /projects/:projectId/protocols/:protocolId: the protocol with its TOPs, action items and transcript. */
export default function ProtocolPage({ queryRef }: RouteQueryProps<ProtocolPageQuery>) {
  const { viewer } = usePreloadedQuery<ProtocolPageQuery>(protocolPageQuery, queryRef);
  const view = useProtocolView();
  if (!viewer) return <Redirect to={SIGN_IN_PAGE} />;
  const { protocol } = viewer;
  if (!protocol) return <ProtocolNotFound viewer={viewer} />;
  if (view.kind !== 'current') return <ProtocolVersionPage viewer={viewer} protocol={protocol} view={view} />;
  const { project } = protocol;
  const inProcessing = protocol.status === 'PROCESSING' || protocol.status === 'TRANSCRIPT_READY';

  return (
    <ProtocolLayout viewer={viewer} protocol={protocol} place={protocol.canEdit ? 'edit' : undefined} pageTitle={t.pageTitle(protocol.title)}>
      <div className="flex flex-col gap-6">
        <header className="flex flex-col gap-3">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h1 className="min-w-0 text-2xl font-semibold break-words text-slate-950">{protocol.title}</h1>
            <div className="flex flex-wrap items-center gap-2">
              <ProtocolStatusBadge status={protocol.status} />
              <ProtocolVersionActions protocol={protocol} />
            </div>
          </div>
          <FinalizedNotice protocol={protocol} />
          {/* The owner keeps the minutes, and only the owner sees this page for now. */}
          <ProtocolHeader protocol={protocol} recorder={userDisplayName(viewer)} />
          {!inProcessing && <ProtocolRegeneration protocol={protocol} />}
        </header>
        {inProcessing ? (
          <div
            className={`flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-center sm:justify-between ${protocol.processingFailure ? 'border-red-200 bg-red-50 text-red-950' : 'border-sky-200 bg-sky-50 text-sky-950'}`}
          >
            {/* A failed protocol is retried on the processing page. */}
            <p className="text-sm">{protocol.processingFailure ?? t.stillProcessing}</p>
            <Link to={protocolPath(project.projectId, protocol.protocolId, 'processing')} className={`${buttonBase} ${buttonStyles.primary} shrink-0`}>
              {t.toProcessing}
            </Link>
          </div>
        ) : (
          <ProtocolBody key={protocol.protocolId} protocol={protocol} />
        )}
      </div>
    </ProtocolLayout>
  );
}

function ProtocolBody({ protocol }: { protocol: Protocol }) {
  const player = useRecordingPlayer();
  const [scrollTo, setScrollTo] = useState<{ time: number } | null>(null);
  const playFrom = (start: number) => {
    player.play(start);
    setScrollTo({ time: start });
  };
  const hasTranscript = protocol.transcript.length > 0;

  return (
    <>
      <div className={`grid gap-6 ${hasTranscript ? 'lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start' : ''}`}>
        <div className="flex min-w-0 flex-col gap-8">
          {protocol.topics.length > 0 ? (
            <ProtocolTopics protocol={protocol} onPlay={protocol.recordingUrl ? playFrom : null} />
          ) : protocol.content ? (
            <ProtocolContent html={protocol.content} />
          ) : (
            <p className="text-sm text-slate-600">{t.noTopics}</p>
          )}
          <ProtocolActionItems protocol={protocol} />
        </div>
        {hasTranscript && (
          <aside className="lg:sticky lg:top-20">
            <TranscriptList protocol={protocol} player={player} scrollTo={scrollTo} />
          </aside>
        )}
      </div>
      {protocol.recordingUrl && (
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-1 border-t border-slate-200 bg-white/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6">
          <RecordingAudio audioRef={player.audioRef} failed={player.failed} src={protocol.recordingUrl} showControls />
        </div>
      )}
    </>
  );
}
