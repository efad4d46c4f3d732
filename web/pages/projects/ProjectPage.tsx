import { useCallback, useId } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router';
import { SIGN_IN_PAGE } from '../../features/auth/authDecision';
import { ProjectActionsProvider } from '../../features/projects/ProjectActions';
import { ProjectActionsMenu } from '../../features/projects/ProjectActionsMenu';
import { ProjectBadges } from '../../features/projects/ProjectBadges';
import { ProjectNotFound } from '../../features/projects/ProjectNotFound';
import { isReadOnly } from '../../features/projects/projectRules';
import { newManualProtocolPath, newProtocolPath } from '../../features/protocols/protocolPaths';
import { AppLayout } from '../../features/shell/AppLayout';
import { deProjects } from '../../i18n/deProjects';
import { deProtocolVersions } from '../../i18n/deProtocolVersions';
import { deUploads } from '../../i18n/deUploads';
import { Redirect } from '../../lib/Redirect';
import type { RouteQueryProps } from '../../relay/routeQuery';
import { buttonBase, buttonStyles } from '../../ui/Button';
import { Menu, MenuItem } from '../../ui/Menu';
import type { ProjectPageQuery } from './__generated__/ProjectPageQuery.graphql';
import { ProjectProtocolList } from './ProjectProtocolList';
import { ProjectStats } from './ProjectStats';
import { BulkExportPanel } from '../../features/bulkExports/BulkExportPanel';
import { ObjectionClauseSection } from '../../features/objectionClause/ObjectionClauseSection';
import { PrivatePageTitle } from '../../ui/PageHead';

// The page's one query (preloaded by its route). Another user's project, a deleted one or a
// malformed id all come back as null.
const projectPageQuery = graphql`
  query ProjectPageQuery($projectId: String!) {
    viewer {
      id
      ...AppLayout_viewer
      project(projectId: $projectId) {
        projectId
        name
        number
        address
        archived
        accessLevel
        permissions {
          canCreateProtocol
        }
        ...ProjectBadges_project
        ...ProjectActionsMenu_project
        ...ProjectStats_project
        ...ProjectProtocolList_project
        ...BulkExportPanel_project
        ...ObjectionClauseSection_project
      }
    }
  }
`;

const t = deProjects.page;
const newProtocol = deProtocolVersions.newProtocolMenu;

/** /projects/:projectId: the project's details, badges, actions and figures. */
export default function ProjectPage({ queryRef }: RouteQueryProps<ProjectPageQuery>) {
  const { viewer } = usePreloadedQuery<ProjectPageQuery>(projectPageQuery, queryRef);
  const navigate = useNavigate();
  const toDashboard = useCallback(() => navigate('/dashboard'), [navigate]);
  if (!viewer) return <Redirect to={SIGN_IN_PAGE} />;

  const { project } = viewer;
  if (!project) return <ProjectNotFound viewer={viewer} />;

  return (
    <AppLayout viewer={viewer} project={{ projectId: project.projectId, name: project.name }} breadcrumbs={[{ label: project.name }]}>
      <PrivatePageTitle title={t.pageTitle(project.name)} />
      <ProjectActionsProvider viewerId={viewer.id} onDeleted={toDashboard}>
        <div className="flex flex-col gap-6">
          <header className="flex items-start justify-between gap-3">
            <div className="flex min-w-0 flex-col gap-2">
              <h1 className="text-2xl font-semibold break-words text-slate-950">{project.name}</h1>
              {(project.number || project.address) && (
                <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                  {project.number && (
                    <div className="contents">
                      <dt className="text-slate-600">{deProjects.project.number}</dt>
                      <dd className="break-words text-slate-950">{project.number}</dd>
                    </div>
                  )}
                  {project.address && (
                    <div className="contents">
                      <dt className="text-slate-600">{deProjects.project.address}</dt>
                      <dd className="break-words whitespace-pre-line text-slate-950">{project.address}</dd>
                    </div>
                  )}
                </dl>
              )}
              <ProjectBadges project={project} />
              <NewProtocolMenu projectId={project.projectId} canCreate={project.permissions.canCreateProtocol} />
            </div>
            <div className="shrink-0">
              <ProjectActionsMenu project={project} />
            </div>
          </header>

          {(project.archived || isReadOnly(project)) && (
            <p className="rounded-lg border border-slate-200 bg-slate-100 p-3 text-sm text-slate-800">
              {project.archived ? t.archivedNote : t.readOnlyNote}
            </p>
          )}

          <ProjectStats project={project} />
          <ProjectProtocolList project={project} />
          <BulkExportPanel project={project} />
          <ObjectionClauseSection project={project} />
        </div>
      </ProjectActionsProvider>
    </AppLayout>
  );
}

/**
 * 'Neues Protokoll' (spec part 2 §2): from a recording ('new') or written by hand ('new-manual');
 * a read-only project says why it cannot get one.
 */
function NewProtocolMenu({ projectId, canCreate }: { projectId: string; canCreate: boolean }) {
  const navigate = useNavigate();
  const reasonId = useId();
  if (canCreate) {
    return (
      <div className="mt-1 self-start">
        <Menu
          trigger={
            <>
              {deUploads.projectButton.label}
              <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
                <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
              </svg>
            </>
          }
          triggerVariant="primary"
          placement="bottom start"
        >
          <MenuItem onAction={() => navigate(newProtocolPath(projectId))}>{newProtocol.fromRecording}</MenuItem>
          <MenuItem onAction={() => navigate(newManualProtocolPath(projectId))}>{newProtocol.manual}</MenuItem>
        </Menu>
      </div>
    );
  }
  return (
    <div className="mt-1 flex flex-col gap-1">
      <span role="button" tabIndex={0} aria-disabled="true" aria-describedby={reasonId} className={`${buttonBase} ${buttonStyles.primary} cursor-not-allowed self-start opacity-60`}>
        {deUploads.projectButton.label}
      </span>
      <p id={reasonId} className="text-sm text-slate-600">
        {deUploads.projectButton.readOnlyReason}
      </p>
    </div>
  );
}
