import { graphql } from 'react-relay';
import { useTypedMutation } from '../../features/auth/useTypedMutation';
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
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

export interface ProcessingStoppedProps {
  /** The protocol's global id (Protocol.id). */
  id: string;
  /** The server's German message: what failed, that the recording and transcript are kept, and why. */
  message: string;
  canEdit: boolean;
}

/** Processing failed after the transcription began: nothing is lost, and 'Erneut versuchen' starts again from the failed step. */
export function ProcessingStopped({ id, message, canEdit }: ProcessingStoppedProps) {
  const [commit, isInFlight] = useTypedMutation<ProcessingStoppedMutation>(retryMutation);

  const retry = () => {
    if (isInFlight) return;
    commit({
      variables: { input: { protocolId: id } },
      // The page follows the new run through the protocol the answer brings into the store.
      onSuccess: () => {},
      onFailed: (reason) => toast.error(t.retryFailedTitle, reason ?? t.retryFailed),
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
