import { graphql, usePreloadedQuery } from 'react-relay';
import { SIGN_IN_PAGE } from '../../features/auth/authDecision';
import { protocolPathForStatus } from '../../features/protocols/protocolPaths';
import { AppLayout } from '../../features/shell/AppLayout';
import { deProtocols } from '../../i18n/deProtocols';
import { Redirect } from '../../lib/Redirect';
import type { RouteQueryProps } from '../../relay/routeQuery';
import type { SpeakerAssignmentPageQuery } from './__generated__/SpeakerAssignmentPageQuery.graphql';
import { protocolCrumbs } from './protocolCrumbs';
import { ProtocolNotFound } from './ProtocolNotFound';
import { SpeakerAssignmentForm } from './SpeakerAssignmentForm';

// The page's one query (preloaded by its route).
const speakerAssignmentPageQuery = graphql`
  query SpeakerAssignmentPageQuery($protocolId: String!) {
    viewer {
      ...AppLayout_viewer
      protocol(protocolId: $protocolId) {
        protocolId
        title
        status
        project {
          projectId
          name
        }
        ...SpeakerAssignmentForm_protocol
      }
    }
  }
`;

const t = deProtocols.speakers;

/** /projects/:projectId/protocols/:protocolId/speaker-assignment: names for the voices of a new transcript. */
export default function SpeakerAssignmentPage({ queryRef }: RouteQueryProps<SpeakerAssignmentPageQuery>) {
  const { viewer } = usePreloadedQuery<SpeakerAssignmentPageQuery>(speakerAssignmentPageQuery, queryRef);
  if (!viewer) return <Redirect to={SIGN_IN_PAGE} />;
  const { protocol } = viewer;
  if (!protocol) return <ProtocolNotFound viewer={viewer} />;
  const { project } = protocol;
  // Before the transcript is ready and after the names were given, the protocol is worked on elsewhere.
  if (protocol.status !== 'TRANSCRIPT_READY') return <Redirect to={protocolPathForStatus(project.projectId, protocol.protocolId, protocol.status)} />;

  return (
    <AppLayout viewer={viewer} project={{ projectId: project.projectId, name: project.name }} breadcrumbs={protocolCrumbs(project, protocol, 'speaker-assignment')}>
      <title>{t.pageTitle(protocol.title)}</title>
      <meta name="robots" content="noindex" />
      <div className="flex flex-col gap-6">
        <header className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold text-slate-950">{t.title}</h1>
          <p className="font-medium break-words text-slate-800">{protocol.title}</p>
          <p className="max-w-prose text-sm text-slate-600">{t.intro}</p>
        </header>
        <SpeakerAssignmentForm key={protocol.protocolId} protocol={protocol} />
      </div>
    </AppLayout>
  );
}
