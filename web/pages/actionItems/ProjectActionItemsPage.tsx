import { graphql, usePreloadedQuery } from 'react-relay';
import { useSearchParams } from 'react-router';
import { SIGN_IN_PAGE } from '../../features/auth/authDecision';
import { DEFAULT_FILTERS } from '../../features/actionItems/ActionItemFilters';
import { ProjectNotFound } from '../../features/projects/ProjectNotFound';
import { projectPath } from '../../features/protocols/protocolPaths';
import { AppLayout } from '../../features/shell/AppLayout';
import { deActionItems as t } from '../../i18n/deActionItems';
import { Redirect } from '../../lib/Redirect';
import type { RouteQueryProps } from '../../relay/routeQuery';
import type { ProjectActionItemsPageQuery } from './__generated__/ProjectActionItemsPageQuery.graphql';
import { ProjectActionItemList } from './ProjectActionItemList';
import { PageHeading, PrivatePageTitle } from '../../ui/PageHead';

// The page's one query, preloaded by its route (app/routes.tsx).
const query = graphql`
  query ProjectActionItemsPageQuery($projectId: String!, $status: ActionItemStatus) {
    viewer {
      ...AppLayout_viewer
      project(projectId: $projectId) {
        projectId
        name
        ...ProjectActionItemList_project @arguments(status: $status)
      }
    }
  }
`;


/** /projects/:projectId/action-items: the project's Offene Punkte, edited in place. */
export default function ProjectActionItemsPage({ queryRef }: RouteQueryProps<ProjectActionItemsPageQuery>) {
  const { viewer } = usePreloadedQuery<ProjectActionItemsPageQuery>(query, queryRef);
  const [search] = useSearchParams();
  if (!viewer) return <Redirect to={SIGN_IN_PAGE} />;
  const { project } = viewer;
  if (!project) return <ProjectNotFound viewer={viewer} />;
  const openItem = search.get('openItem');
  return (
    <AppLayout
      viewer={viewer}
      project={{ projectId: project.projectId, name: project.name }}
      breadcrumbs={[{ label: project.name, to: projectPath(project.projectId) }, { label: t.projectTitle }]}
    >
      <PrivatePageTitle title={t.pageTitle(project.name)} />
      <div className="flex flex-col gap-4">
        <PageHeading title={t.projectTitle} intro={t.projectIntro} />
        <ProjectActionItemList project={project} initialFilters={{ ...DEFAULT_FILTERS, status: openItem ? 'ALL' : 'OPEN' }} openItem={openItem} />
      </div>
    </AppLayout>
  );
}
