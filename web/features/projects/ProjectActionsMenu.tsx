import { graphql, useFragment } from 'react-relay';
import { deProjects } from '../../i18n/deProjects';
import { Menu, MenuItem } from '../../ui/Menu';
import { toast } from '../../ui/toast/toast';
import { useTypedMutation } from '../auth/useTypedMutation';
import type { ProjectActionsMenu_project$key } from './__generated__/ProjectActionsMenu_project.graphql';
import type { ProjectActionsMenuArchiveMutation } from './__generated__/ProjectActionsMenuArchiveMutation.graphql';
import type { ProjectActionsMenuRestoreMutation } from './__generated__/ProjectActionsMenuRestoreMutation.graphql';
import { setProjectArchived } from './optimistic';
import { useProjectActions } from './ProjectActions';
import { canChange, isTemporaryProject } from './projectRules';

const t = deProjects.actions;
const toasts = deProjects.toasts;

const archiveMutation = graphql`
  mutation ProjectActionsMenuArchiveMutation($input: ProjectIdInput!) {
    archiveProject(input: $input) {
      ... on MutationArchiveProjectSuccess {
        data {
          ...projectPayload_archiving
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

const restoreMutation = graphql`
  mutation ProjectActionsMenuRestoreMutation($input: ProjectIdInput!) {
    restoreProject(input: $input) {
      ... on MutationRestoreProjectSuccess {
        data {
          ...projectPayload_archiving
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

/**
 * 'Aktionen': Bearbeiten, Archivieren or Wiederherstellen, Löschen. Archiving and restoring apply at
 * once and are undone if the server refuses; edit and delete open their dialogs (ProjectActionsProvider).
 */
export function ProjectActionsMenu({ project }: { project: ProjectActionsMenu_project$key }) {
  // Name, number and address start the edit dialog; archived and access decide what may be done.
  const data = useFragment(
    graphql`
      fragment ProjectActionsMenu_project on Project {
        id
        name
        number
        address
        archived
        accessLevel
      }
    `,
    project,
  );
  const actions = useProjectActions();
  const [commitArchive] = useTypedMutation<ProjectActionsMenuArchiveMutation>(archiveMutation);
  const [commitRestore] = useTypedMutation<ProjectActionsMenuRestoreMutation>(restoreMutation);

  // A project still being created has no server id to act on yet.
  if (isTemporaryProject(data.id)) return null;

  const setArchived = (archived: boolean) => {
    const done = archived ? toasts.archived : toasts.restored;
    (archived ? commitArchive : commitRestore)({
      variables: { input: { id: data.id } },
      optimisticUpdater: (store) => setProjectArchived(store, actions.viewerId, data.id, archived),
      onSuccess: () => toast.success(done.title, done.message),
      onFailed: (reason) => toast.error(toasts.failedTitle, toasts.archiveFailed(reason)),
    });
  };

  return (
    <Menu
      aria-label={t.menu}
      trigger={
        <>
          <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" className="size-5">
            <circle cx="5" cy="12" r="2" />
            <circle cx="12" cy="12" r="2" />
            <circle cx="19" cy="12" r="2" />
          </svg>
          <span className="sr-only sm:not-sr-only">{t.menu}</span>
        </>
      }
    >
      <MenuItem
        isDisabled={!canChange(data)}
        onAction={() => actions.edit({ id: data.id, name: data.name, number: data.number ?? null, address: data.address ?? null })}
      >
        {t.edit}
      </MenuItem>
      {data.archived ? (
        <MenuItem onAction={() => setArchived(false)}>{t.restore}</MenuItem>
      ) : (
        <MenuItem onAction={() => setArchived(true)}>{t.archive}</MenuItem>
      )}
      <MenuItem isDestructive onAction={() => actions.confirmDelete({ id: data.id, name: data.name })}>
        {t.delete}
      </MenuItem>
    </Menu>
  );
}
