import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link } from 'react-router';
import { SIGN_IN_PAGE } from '../../features/auth/authDecision';
import { protocolPath } from '../../features/protocols/protocolPaths';
import { RecordingAudio } from '../../features/protocols/RecordingAudio';
import { TranscriptList } from '../../features/protocols/TranscriptList';
import { useRecordingPlayer } from '../../features/protocols/useRecordingPlayer';
import { deProtocols } from '../../i18n/deProtocols';
import { Redirect } from '../../lib/Redirect';
import type { RouteQueryProps } from '../../relay/routeQuery';
import { buttonBase, buttonStyles } from '../../ui/Button';
import { ProtocolStatusBadge } from '../../features/protocols/ProtocolStatusBadge';
import { ProtocolRegeneration } from '../../features/protocolRegeneration/ProtocolRegeneration';
import { ExportHistory } from '../../features/protocolExport/ExportHistory';
import { ReviewPanel } from '../../features/reviewSending/ReviewPanel';
import { ExportMenu } from '../../features/protocolExport/ExportMenu';
import { FinalizedNotice, ProtocolVersionActions } from '../../features/protocolVersions/ProtocolFinalizing';
import { useProtocolView } from '../../features/protocolVersions/protocolView';
import { versionDocumentOf } from '../../features/protocolVersions/versionDocument';
import { HeaderCard, HeaderSummary, ProtocolFrame } from '../../features/protocolEditor/DocumentDisplay';
import { ProtocolEditor } from '../../features/protocolEditor/ProtocolEditor';
import { UnsavedEdits } from '../../features/protocolEditor/UnsavedEdits';
import type { ProtocolPageQuery, ProtocolPageQuery$data } from './__generated__/ProtocolPageQuery.graphql';
import { ProtocolActionItems } from './ProtocolActionItems';
import { ProtocolContent } from './ProtocolContent';
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
      protocol(protocolId: $protocolId) {
        id
        protocolId
        title
        status
        processingFailure
        content
        recordingUrl
        revision
        project {
          projectId
          name
          number
          participants {
            participantId
            name
            company
          }
        }
        document {
          ...versionDocument_document
        }
        transcript {
          start
        }
        ...ProtocolActionItems_protocol
        ...ExportHistory_protocol
        ...ReviewPanel_protocol
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
  const inProcessing = protocol.status === 'PROCESSING' || protocol.status === 'TRANSCRIPT_READY';

  return (
    <ProtocolLayout viewer={viewer} protocol={protocol} place={protocol.canEdit ? 'edit' : undefined} pageTitle={t.pageTitle(protocol.title)}>
      <ProtocolBody key={protocol.protocolId} protocol={protocol} inProcessing={inProcessing} />
    </ProtocolLayout>
  );
}

/**
 * The current version: the editor when the viewer may change it, else the same layout to read
 * (with the changes this device could not save, if any); beside it the transcript, below the
 * recording's player.
 */
function ProtocolBody({ protocol, inProcessing }: { protocol: Protocol; inProcessing: boolean }) {
  const { project } = protocol;
  const document = useMemo(() => versionDocumentOf(protocol.document), [protocol.document]);
  const player = useRecordingPlayer();
  const [scrollTo, setScrollTo] = useState<{ time: number } | null>(null);
  const [exported, setExported] = useState(0);
  const { play } = player;
  const playFrom = useCallback(
    (start: number) => {
      play(start);
      setScrollTo({ time: start });
    },
    [play],
  );
  const onPlay = protocol.recordingUrl ? playFrom : null;
  const participants = useMemo(() => project.participants.map((p) => ({ participantId: p.participantId, name: p.name, company: p.company ?? null })), [project.participants]);
  const badge = (
    <div className="flex flex-wrap items-center gap-2">
      <ProtocolStatusBadge status={protocol.status} />
      <ProtocolVersionActions protocol={protocol} />
      {!inProcessing && <ExportMenu protocolId={protocol.protocolId} onExported={() => setExported((count) => count + 1)} />}
    </div>
  );
  const notices = (
    <>
      <FinalizedNotice protocol={protocol} />
      {!inProcessing && <ProtocolRegeneration protocol={protocol} />}
    </>
  );
  const aside = !inProcessing && protocol.transcript.length > 0 ? <TranscriptList protocol={protocol} player={player} scrollTo={scrollTo} /> : undefined;
  const actionItems = (
    <>
      <ProtocolActionItems protocol={protocol} />
      {!inProcessing && <ReviewPanel protocol={protocol} document={document} />}
      {!inProcessing && <ExportHistory protocol={protocol} exported={exported} />}
    </>
  );

  let page: ReactNode;
  if (protocol.canEdit) {
    page = (
      <ProtocolEditor
        protocol={{ id: protocol.id, protocolId: protocol.protocolId, revision: protocol.revision, document }}
        project={{ name: project.name, number: project.number ?? null }}
        participants={participants}
        onPlay={onPlay}
        badge={badge}
        notices={notices}
        aside={aside}
      >
        {actionItems}
      </ProtocolEditor>
    );
  } else {
    page = (
      <ProtocolFrame
        title={document.header.title}
        badge={badge}
        notices={
          <>
            {notices}
            <UnsavedEdits protocolId={protocol.protocolId} document={document} />
          </>
        }
        header={
          <HeaderCard>
            <HeaderSummary project={{ name: project.name, number: project.number ?? null }} header={document.header} attendees={document.attendees} />
          </HeaderCard>
        }
        aside={aside}
      >
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
          <>
            {document.topics.length > 0 ? (
              <ProtocolTopics topics={document.topics} onPlay={onPlay} />
            ) : protocol.content ? (
              <ProtocolContent html={protocol.content} />
            ) : (
              <p className="text-sm text-slate-600">{t.noTopics}</p>
            )}
            {actionItems}
          </>
        )}
      </ProtocolFrame>
    );
  }

  return (
    <>
      {page}
      {protocol.recordingUrl && !inProcessing && (
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-1 border-t border-slate-200 bg-white/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6">
          <RecordingAudio audioRef={player.audioRef} failed={player.failed} src={protocol.recordingUrl} showControls />
        </div>
      )}
    </>
  );
}
