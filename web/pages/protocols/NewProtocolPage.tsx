import { graphql, usePreloadedQuery } from 'react-relay';
import { SIGN_IN_PAGE } from '../../features/auth/authDecision';
import { ProjectNotFound } from '../../features/projects/ProjectNotFound';
import { AppLayout } from '../../features/shell/AppLayout';
import { NewProtocolForm } from '../../features/uploads/NewProtocolForm';
import { deUploads } from '../../i18n/deUploads';
import { Redirect } from '../../lib/Redirect';
import type { RouteQueryProps } from '../../relay/routeQuery';
import type { NewProtocolPageQuery } from './__generated__/NewProtocolPageQuery.graphql';
import { PrivatePageTitle } from '../../ui/PageHead';

// The page's one query (preloaded by its route). Another user's project, a deleted one or a
// malformed id all come back as null.
const newProtocolPageQuery = graphql`
  query NewProtocolPageQuery($projectId: String!) {
    viewer {
      ...AppLayout_viewer
      project(projectId: $projectId) {
        id
        projectId
        name
        permissions {
          canCreateProtocol
        }
      }
    }
  }
`;

const t = deUploads.page;

/** /projects/:projectId/protocols/new: a protocol from an uploaded audio or video file (spec part 2 §2). */
export default function NewProtocolPage({ queryRef }: RouteQueryProps<NewProtocolPageQuery>) {
  const { viewer } = usePreloadedQuery<NewProtocolPageQuery>(newProtocolPageQuery, queryRef);
  if (!viewer) return <Redirect to={SIGN_IN_PAGE} />;

  const { project } = viewer;
  if (!project) return <ProjectNotFound viewer={viewer} />;

  const canCreate = project.permissions.canCreateProtocol;
  return (
    <AppLayout
      viewer={viewer}
      project={{ projectId: project.projectId, name: project.name }}
      breadcrumbs={[{ label: project.name, to: `/projects/${encodeURIComponent(project.projectId)}` }, { label: t.crumb }]}
    >
      <PrivatePageTitle title={t.pageTitle} />
      <div className="flex flex-col gap-6">
        <header className="flex flex-col gap-2">
          <h1 className="text-2xl font-semibold text-slate-950">{t.title}</h1>
          <p className="max-w-2xl text-slate-600">{t.intro}</p>
        </header>
        {!canCreate && (
          <div role="status" className="max-w-2xl rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
            <p className="font-semibold">{t.readOnly.title}</p>
            <p className="mt-1 text-sm">{t.readOnly.text}</p>
          </div>
        )}
        <NewProtocolForm projectId={project.projectId} projectGlobalId={project.id} canCreate={canCreate} />
      </div>
    </AppLayout>
  );
}
