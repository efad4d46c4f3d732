import { graphql, useMutation } from 'react-relay';
import { deProtocols } from '../../i18n/deProtocols';
import { ConfirmDeletionDialog } from '../../ui/ConfirmDeletionDialog';
import { toast } from '../../ui/toast/toast';
import { useSessionEnded } from '../auth/useSessionEnded';
import type { DeleteProtocolDialogMutation } from './__generated__/DeleteProtocolDialogMutation.graphql';
import { removeFromProjectProtocols } from './projectProtocols';

const t = deProtocols.deleteDialog;

const deleteMutation = graphql`
  mutation DeleteProtocolDialogMutation($input: DeleteProtocolInput!) {
    deleteProtocol(input: $input) {
      __typename
      ... on MutationDeleteProtocolSuccess {
        data {
          deletedProtocolId
        }
      }
      ... on Error {
        title
        message
      }
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
  const [commit, isInFlight] = useMutation<DeleteProtocolDialogMutation>(deleteMutation);
  const sessionEnded = useSessionEnded();

  const fail = (reason: string | null) => {
    toast.error(t.failedTitle, t.failed(reason));
    onClose();
  };

  const confirm = () => {
    if (isInFlight) return;
    commit({
      variables: { input: { protocolId: protocol.protocolId } },
      updater: (store, response) => {
        if (response?.deleteProtocol.__typename === 'MutationDeleteProtocolSuccess') removeFromProjectProtocols(store, protocol.project.id, protocol.id);
      },
      onCompleted: ({ deleteProtocol: result }) => {
        switch (result.__typename) {
          case 'MutationDeleteProtocolSuccess':
            toast.success(t.deleted);
            onClose();
            onDeleted();
            return;
          case 'NotSignedInError':
            sessionEnded(result);
            return;
          case 'ProtocolNotFoundError':
          case 'AccessDeniedError':
            fail(result.message ?? null);
            return;
          default:
            fail(null);
        }
      },
      onError: () => fail(null),
    });
  };

  return <ConfirmDeletionDialog texts={t} subject={protocol.title} isPending={isInFlight} onConfirm={confirm} onClose={onClose} />;
}
