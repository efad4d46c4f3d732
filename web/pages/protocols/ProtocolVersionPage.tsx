import { useMemo, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { HeaderCard, HeaderSummary, ProtocolFrame } from '../../features/protocolEditor/DocumentDisplay';
import { CompareView } from '../../features/protocolVersions/CompareView';
import { ExportMenu } from '../../features/protocolExport/ExportMenu';
import { ProtocolVersionsMenu } from '../../features/protocolVersions/ProtocolVersionsMenu';
import type { ProtocolView } from '../../features/protocolVersions/protocolView';
import { versionDocumentOf } from '../../features/protocolVersions/versionDocument';
import { protocolPath } from '../../features/protocols/protocolPaths';
import { ProtocolStatusBadge } from '../../features/protocols/ProtocolStatusBadge';
import type { AppLayoutProps } from '../../features/shell/AppLayout';
import { deProtocolVersions } from '../../i18n/deProtocolVersions';
import { Redirect } from '../../lib/Redirect';
import { buttonBase, buttonStyles } from '../../ui/Button';
import type { ProtocolVersionPage_protocol$key } from './__generated__/ProtocolVersionPage_protocol.graphql';
import { ProtocolLayout } from './ProtocolLayout';
import { ProtocolTopics } from './ProtocolTopics';

const t = deProtocolVersions;

// The versions a view needs come with the protocol page's one query, chosen by its variables
// (features/protocolVersions/protocolView.ts): none for the current version, one or two otherwise.
const fragment = graphql`
  fragment ProtocolVersionPage_protocol on Protocol
  @argumentDefinitions(
    withVersion: { type: "Boolean!", defaultValue: false }
    version: { type: "Int!", defaultValue: 0 }
    withCompare: { type: "Boolean!", defaultValue: false }
    older: { type: "Int!", defaultValue: 0 }
    newer: { type: "Int!", defaultValue: 0 }
  ) {
    protocolId
    title
    project {
      projectId
      name
      number
    }
    ...ProtocolVersionsMenu_protocol
    shownVersion: version(number: $version) @include(if: $withVersion) {
      number
      state
      isCurrentVersion
      status
      document {
        ...versionDocument_document
      }
    }
    olderVersion: version(number: $older) @include(if: $withCompare) {
      document {
        ...versionDocument_document
      }
    }
    newerVersion: version(number: $newer) @include(if: $withCompare) {
      document {
        ...versionDocument_document
      }
    }
  }
`;

export interface ProtocolVersionPageProps {
  viewer: AppLayoutProps['viewer'];
  protocol: ProtocolVersionPage_protocol$key;
  view: Exclude<ProtocolView, { kind: 'current' }>;
}

/**
 * The protocol view (spec part 2 §2) showing an earlier or a regenerated version read-only
 * (?version=n, '<title> v{n}'), or two versions compared (?compare=a,b, 'Version {a} ⇔ Version {b}').
 */
export function ProtocolVersionPage({ viewer, protocol: key, view }: ProtocolVersionPageProps) {
  const protocol = useFragment(fragment, key);
  const current = protocolPath(protocol.project.projectId, protocol.protocolId);
  const shownDocument = useMemo(() => protocol.shownVersion && versionDocumentOf(protocol.shownVersion.document), [protocol.shownVersion]);
  const olderDocument = useMemo(() => protocol.olderVersion && versionDocumentOf(protocol.olderVersion.document), [protocol.olderVersion]);
  const newerDocument = useMemo(() => protocol.newerVersion && versionDocumentOf(protocol.newerVersion.document), [protocol.newerVersion]);
  const toCurrent = (
    <Link to={current} className={`${buttonBase} ${buttonStyles.secondary} shrink-0`}>
      {view.kind === 'version' ? t.versions.toCurrent : t.compare.back}
    </Link>
  );

  if (view.kind === 'version') {
    const version = protocol.shownVersion;
    // The current version is the protocol itself, edited or finalised there.
    if (version?.isCurrentVersion) return <Redirect to={current} />;
    return (
      <ProtocolLayout viewer={viewer} protocol={protocol} place={{ version: view.number }} pageTitle={t.versions.pageTitle(protocol.title, view.number)}>
        {!version || !shownDocument ? (
          <VersionNotFound action={toCurrent} />
        ) : (
          <ProtocolFrame
            title={shownDocument.header.title}
            badge={
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-sm font-medium text-slate-700">{t.versions.version(version.number)}</span>
                <ProtocolStatusBadge status={version.status} />
                <ProtocolVersionsMenu protocol={protocol} />
                {version.state === 'FROZEN' && <ExportMenu protocolId={protocol.protocolId} version={version.number} />}
              </div>
            }
            notices={
              <div role="note" className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between">
                <p className="font-semibold">{version.state === 'CANDIDATE' ? t.versions.candidateBanner : t.versions.olderBanner}</p>
                {toCurrent}
              </div>
            }
            header={
              <HeaderCard>
                <HeaderSummary project={{ name: protocol.project.name, number: protocol.project.number ?? null }} header={shownDocument.header} attendees={shownDocument.attendees} />
              </HeaderCard>
            }
          >
            {shownDocument.topics.length > 0 ? <ProtocolTopics topics={shownDocument.topics} onPlay={null} /> : <p className="text-sm text-slate-600">{t.document.noTopics}</p>}
          </ProtocolFrame>
        )}
      </ProtocolLayout>
    );
  }

  return (
    <ProtocolLayout
      viewer={viewer}
      protocol={protocol}
      place={{ compare: [view.older, view.newer] }}
      pageTitle={t.compare.pageTitle(protocol.title, view.older, view.newer)}
    >
      {!olderDocument || !newerDocument ? (
        <VersionNotFound action={toCurrent} />
      ) : (
        <div className="flex flex-col gap-6">
          <header className="flex flex-wrap items-start justify-between gap-3">
            <div className="flex min-w-0 flex-col gap-1">
              <h1 className="text-2xl font-semibold text-slate-950">{t.compare.title(view.older, view.newer)}</h1>
              <p className="font-medium break-words text-slate-800">{protocol.title}</p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <ProtocolVersionsMenu protocol={protocol} />
              {toCurrent}
            </div>
          </header>
          <CompareView older={olderDocument} newer={newerDocument} olderNumber={view.older} newerNumber={view.newer} />
        </div>
      )}
    </ProtocolLayout>
  );
}

/** A version number the protocol does not have (any more: a discarded regeneration). */
function VersionNotFound({ action }: { action: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-xl border border-slate-200 bg-white px-4 py-10 text-center shadow-sm">
      <h1 className="text-2xl font-semibold text-slate-950">{t.versions.notFoundTitle}</h1>
      <p className="text-slate-600">{t.versions.notFoundText}</p>
      {action}
    </div>
  );
}
