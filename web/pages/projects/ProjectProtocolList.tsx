import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router';
import { protocolPathForStatus } from '../../features/protocols/protocolPaths';
import { deProtocols } from '../../i18n/deProtocols';
import { formatDate } from '../../../common/dates';
import { Button } from '../../ui/Button';
import { PageSection } from '../../ui/PageSection';
import { ProtocolStatusBadge } from '../../features/protocols/ProtocolStatusBadge';
import type { ProjectProtocolList_project$key } from './__generated__/ProjectProtocolList_project.graphql';
import type { ProjectProtocolListPaginationQuery } from './__generated__/ProjectProtocolListPaginationQuery.graphql';
import { ExportMenu } from '../../features/protocolExport/ExportMenu';

const t = deProtocols.projectList;

const PAGE_SIZE = 20;

/**
 * 'Protokolle': the project's protocols, newest first; each opens where it is worked on
 * (processing, speaker assignment or the protocol itself).
 */
export function ProjectProtocolList({ project }: { project: ProjectProtocolList_project$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<ProjectProtocolListPaginationQuery, ProjectProtocolList_project$key>(
    graphql`
      fragment ProjectProtocolList_project on Project
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
      @refetchable(queryName: "ProjectProtocolListPaginationQuery") {
        projectId
        # The key is PROJECT_PROTOCOLS_CONNECTION: deleting a protocol elsewhere takes it out of this list.
        protocols(first: $count, after: $cursor) @connection(key: "ProjectProtocolList_protocols") {
          edges {
            node {
              id
              protocolId
              title
              date
              status
            }
          }
        }
      }
    `,
    project,
  );
  const protocols = data.protocols.edges.map((edge) => edge.node);

  return (
    <PageSection headingId="project-protocols" title={t.title}>
      {protocols.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center">
          <p className="font-semibold text-slate-950">{t.empty}</p>
          <p className="mt-1 text-sm text-slate-600">{t.emptyText}</p>
        </div>
      ) : (
        <ul aria-labelledby="project-protocols" className="flex flex-col divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          {protocols.map((protocol) => (
            <li key={protocol.id} className="flex items-center gap-2 pr-3">
              <Link
                to={protocolPathForStatus(data.projectId, protocol.protocolId, protocol.status)}
                className="flex min-h-14 min-w-0 flex-1 items-center justify-between gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50"
              >
                <span className="flex min-w-0 flex-col">
                  <span className="font-medium break-words text-slate-950">{protocol.title}</span>
                  <span className="text-sm text-slate-600">{formatDate(protocol.date)}</span>
                </span>
                <ProtocolStatusBadge status={protocol.status} />
              </Link>
              {protocol.status !== 'PROCESSING' && protocol.status !== 'TRANSCRIPT_READY' && <ExportMenu protocolId={protocol.protocolId} protocolTitle={protocol.title} />}
            </li>
          ))}
        </ul>
      )}
      {hasNext && (
        <Button variant="secondary" onPress={() => loadNext(PAGE_SIZE)} isPending={isLoadingNext} className="self-center">
          {t.loadMore}
        </Button>
      )}
    </PageSection>
  );
}
