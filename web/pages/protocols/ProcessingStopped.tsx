import { graphql, useMutation } from 'react-relay';
import { useSessionEnded } from '../../features/auth/useSessionEnded';
import { deProtocols } from '../../i18n/deProtocols';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast/toast';
import type { ProcessingStoppedMutation } from './__generated__/ProcessingStoppedMutation.graphql';

const t = deProtocols.processing;

// The payload carries the fields the processing page reads: once the store has them, the page
// shows the live steps again, and its subscription follows the new run.
const retryMutation = graphql`
  mutation ProcessingStoppedMutation($input: RetryProtocolProcessingInput!) {
    retryProtocolProcessing(input: $input) {
      __typename
      ... on MutationRetryProtocolProcessingSuccess {
        data {
          protocol {
            id
            status
            processingPhase
            processingProgress
            processingFailure
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

export interface ProcessingStoppedProps {
  protocolId: string;
  /** The server's German message: what failed, that the recording and transcript are kept, and why. */
  message: string;
  canEdit: boolean;
}

/** Processing failed after the transcription began: nothing is lost, and 'Erneut versuchen' starts again from the failed step. */
export function ProcessingStopped({ protocolId, message, canEdit }: ProcessingStoppedProps) {
  const [commit, isInFlight] = useMutation<ProcessingStoppedMutation>(retryMutation);
  const sessionEnded = useSessionEnded();

  const retry = () => {
    if (isInFlight) return;
    commit({
      variables: { input: { protocolId } },
      onCompleted: ({ retryProtocolProcessing: result }) => {
        switch (result.__typename) {
          case 'MutationRetryProtocolProcessingSuccess':
            return;
          case 'NotSignedInError':
            sessionEnded(result);
            return;
          case 'ValidationError':
          case 'ProtocolNotFoundError':
          case 'AccessDeniedError':
            toast.error(t.retryFailedTitle, result.message ?? t.retryFailed);
            return;
          default:
            toast.error(t.retryFailedTitle, t.retryFailed);
        }
      },
      onError: () => {
        toast.error(t.retryFailedTitle, t.retryFailed);
      },
    });
  };

  return (
    <div role="alert" className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4 sm:p-5">
      <h2 className="text-lg font-semibold text-red-900">{t.stoppedTitle}</h2>
      <p className="text-sm text-red-950">{message}</p>
      {canEdit && (
        <Button onPress={retry} isPending={isInFlight} className="sm:self-start">
          {isInFlight ? t.retrying : t.retry}
        </Button>
      )}
    </div>
  );
}
