import { graphql } from 'react-relay';
import { deProtocols } from '../../i18n/deProtocols';
import { ConfirmDeletionDialog } from '../../ui/ConfirmDeletionDialog';
import { toast } from '../../ui/toast/toast';
import { useTypedMutation } from '../auth/useTypedMutation';
import type { DeleteProtocolDialogMutation } from './__generated__/DeleteProtocolDialogMutation.graphql';
import { removeFromProjectProtocols } from './projectProtocols';

const t = deProtocols.deleteDialog;

const deleteMutation = graphql`
  mutation DeleteProtocolDialogMutation($input: DeleteProtocolInput!) {
    deleteProtocol(input: $input) {
      ... on MutationDeleteProtocolSuccess {
        data {
          deletedProtocolId
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

export interface DeleteProtocolDialogProps {
  /** `id` and `project.id`: the global ids, to take the protocol out of the project's list. */
  protocol: { id: string; protocolId: string; title: string; project: { id: string } };
  onClose: () => void;
  /** After the server confirmed, e.g. to go back to the project. */
  onDeleted: () => void;
}

/** 'Protokoll löschen?': deleting a protocol in processing cancels the processing (and its charge). */
export function DeleteProtocolDialog({ protocol, onClose, onDeleted }: DeleteProtocolDialogProps) {
  const [commit, isInFlight] = useTypedMutation<DeleteProtocolDialogMutation>(deleteMutation);

  const confirm = () => {
    if (isInFlight) return;
    commit({
      variables: { input: { protocolId: protocol.id } },
      updater: (store) => removeFromProjectProtocols(store, protocol.project.id, protocol.id),
      onSuccess: () => {
        toast.success(t.deleted);
        onClose();
        onDeleted();
      },
      onFailed: (reason) => {
        toast.error(t.failedTitle, t.failed(reason));
        onClose();
      },
    });
  };

  return <ConfirmDeletionDialog texts={t} subject={protocol.title} isPending={isInFlight} onConfirm={confirm} onClose={onClose} />;
}
