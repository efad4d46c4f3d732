import { graphql, usePreloadedQuery } from 'react-relay';
import { SIGN_IN_PAGE } from '../../features/auth/authDecision';
import { protocolPathForStatus } from '../../features/protocols/protocolPaths';
import { deProtocols } from '../../i18n/deProtocols';
import { Redirect } from '../../lib/Redirect';
import type { RouteQueryProps } from '../../relay/routeQuery';
import type { SpeakerAssignmentPageQuery } from './__generated__/SpeakerAssignmentPageQuery.graphql';
import { ProtocolLayout, ProtocolStepHeader } from './ProtocolLayout';
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
    <ProtocolLayout viewer={viewer} protocol={protocol} place="speaker-assignment" pageTitle={t.pageTitle(protocol.title)}>
      <div className="flex flex-col gap-6">
        <ProtocolStepHeader title={t.title} protocolTitle={protocol.title}>
          <p className="max-w-prose text-sm text-slate-600">{t.intro}</p>
        </ProtocolStepHeader>
        <SpeakerAssignmentForm key={protocol.protocolId} protocol={protocol} />
      </div>
    </ProtocolLayout>
  );
}
