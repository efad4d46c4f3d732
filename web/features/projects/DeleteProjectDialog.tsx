import { graphql, useRelayEnvironment } from 'react-relay';
import { deProjects } from '../../i18n/deProjects';
import { ConfirmDeletionDialog } from '../../ui/ConfirmDeletionDialog';
import { toast } from '../../ui/toast/toast';
import { useTypedMutation } from '../auth/useTypedMutation';
import type { DeleteProjectDialogMutation } from './__generated__/DeleteProjectDialogMutation.graphql';
import { removeProject } from './optimistic';
import { existingConnections } from './projectConnection';

const t = deProjects.actions.deleteDialog;
const toasts = deProjects.toasts;

// The dashboard's tiles count the protocols and action items of every project, so they change too.
const deleteMutation = graphql`
  mutation DeleteProjectDialogMutation($input: ProjectIdInput!, $connections: [ID!]!) {
    deleteProject(input: $input) {
      ... on MutationDeleteProjectSuccess {
        data {
          deletedProjectId @deleteEdge(connections: $connections)
          viewer {
            ...projectPayload_viewer
            ...DashboardTiles_viewer
          }
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

export interface DeleteProjectDialogProps {
  project: { id: string; name: string };
  viewerId: string;
  connections: readonly string[];
  onClose: () => void;
  /** After the server confirmed, e.g. to leave the project's page. */
  onDeleted?: () => void;
}

/**
 * 'Projekt löschen?': the project leaves the list at once, the dialog shows 'Löschen…' until the
 * server confirmed, and the project comes back if it refused.
 */
export function DeleteProjectDialog({ project, viewerId, connections, onClose, onDeleted }: DeleteProjectDialogProps) {
  const [commit, isInFlight] = useTypedMutation<DeleteProjectDialogMutation>(deleteMutation);
  const environment = useRelayEnvironment();

  const fail = (reason?: string) => {
    toast.error(toasts.failedTitle, toasts.deleteFailed(reason));
    onClose();
  };

  const confirm = () => {
    if (isInFlight) return;
    const lists = existingConnections(environment, connections);
    commit({
      variables: { input: { id: project.id }, connections: lists },
      optimisticUpdater: (store) => removeProject(store, viewerId, lists, project.id),
      onSuccess: () => {
        toast.success(toasts.deleted.title, toasts.deleted.message);
        onClose();
        onDeleted?.();
      },
      onFailed: fail,
    });
  };

  return <ConfirmDeletionDialog texts={t} subject={project.name} isPending={isInFlight} onConfirm={confirm} onClose={onClose} />;
}
