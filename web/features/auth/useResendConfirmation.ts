import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { deAccount } from '../../i18n/deAccount';
import { toast } from '../../ui/toast/toast';
import type { useResendConfirmationMutation } from './__generated__/useResendConfirmationMutation.graphql';

const resendConfirmationMutation = graphql`
  mutation useResendConfirmationMutation($input: EmailInput!) {
    resendConfirmation(input: $input) {
      __typename
      ... on Error {
        title
        message
      }
    }
  }
`;

/** Sends the sign-up confirmation mail again (at most once an hour per address, the server decides). */
export function useResendConfirmation() {
  const [commit, isInFlight] = useMutation<useResendConfirmationMutation>(resendConfirmationMutation);

  const resend = useCallback(
    (email: string) => {
      if (isInFlight) return;
      const address = email.trim();
      if (!address) {
        toast.error(deAccount.auth.resend.emailRequired);
        return;
      }
      const fail = () => {
        toast.error(deAccount.auth.resend.failed);
      };
      commit({
        variables: { input: { email: address } },
        onCompleted: ({ resendConfirmation: result }) => {
          switch (result.__typename) {
            case 'MutationResendConfirmationSuccess':
              toast.success(deAccount.auth.resend.success);
              return;
            case 'RateLimitedError':
              toast.error(result.message ?? deAccount.auth.resend.rateLimited);
              return;
            case 'ValidationError':
              toast.error(result.message ?? deAccount.auth.resend.failed);
              return;
            default:
              fail();
          }
        },
        onError: fail,
      });
    },
    [commit, isInFlight],
  );

  return [resend, isInFlight] as const;
}
