import { graphql, useFragment, useMutation } from 'react-relay';
import { deProjects } from '../../i18n/deProjects';
import { Menu, MenuItem } from '../../ui/Menu';
import { toast } from '../../ui/toast/toast';
import { useSessionEnded } from '../auth/useSessionEnded';
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
      __typename
      ... on MutationArchiveProjectSuccess {
        data {
          project {
            ...projectPayload_project
          }
          viewer {
            ...projectPayload_viewer
          }
        }
      }
      ... on Error {
        title
        message
      }
    }
  }
`;

const restoreMutation = graphql`
  mutation ProjectActionsMenuRestoreMutation($input: ProjectIdInput!) {
    restoreProject(input: $input) {
      __typename
      ... on MutationRestoreProjectSuccess {
        data {
          project {
            ...projectPayload_project
          }
          viewer {
            ...projectPayload_viewer
          }
        }
      }
      ... on Error {
        title
        message
      }
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
  const sessionEnded = useSessionEnded();
  const [commitArchive] = useMutation<ProjectActionsMenuArchiveMutation>(archiveMutation);
  const [commitRestore] = useMutation<ProjectActionsMenuRestoreMutation>(restoreMutation);

  // A project still being created has no server id to act on yet.
  if (isTemporaryProject(data.id)) return null;

  const setArchived = (archived: boolean) => {
    const fail = (reason: string | null) => {
      toast.error(toasts.failedTitle, toasts.archiveFailed(reason));
    };
    const done = archived ? toasts.archived : toasts.restored;
    const handle = (result: { __typename: string; title?: string | null; message?: string | null }) => {
      if (result.__typename === 'MutationArchiveProjectSuccess' || result.__typename === 'MutationRestoreProjectSuccess') {
        toast.success(done.title, done.message);
      } else if (result.__typename === 'NotSignedInError') {
        sessionEnded({ title: result.title ?? undefined, message: result.message ?? undefined });
      } else {
        fail(result.message ?? null);
      }
    };
    const config = {
      variables: { input: { id: data.id } },
      optimisticUpdater: (store: Parameters<typeof setProjectArchived>[0]) => setProjectArchived(store, actions.viewerId, data.id, archived),
      onError: () => fail(null),
    };
    if (archived) commitArchive({ ...config, onCompleted: ({ archiveProject }) => handle(archiveProject) });
    else commitRestore({ ...config, onCompleted: ({ restoreProject }) => handle(restoreProject) });
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
