import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { deAccount } from '../../i18n/deAccount';
import { toast } from '../../ui/toast/toast';
import type { useResendConfirmationMutation } from './__generated__/useResendConfirmationMutation.graphql';
import { useTypedMutation } from './useTypedMutation';

const resendConfirmationMutation = graphql`
  mutation useResendConfirmationMutation($input: EmailInput!) {
    resendConfirmation(input: $input) {
      ... on MutationResendConfirmationSuccess {
        data {
          ok
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

/** Sends the sign-up confirmation mail again (at most once an hour per address, the server decides). */
export function useResendConfirmation() {
  const [commit, isInFlight] = useTypedMutation<useResendConfirmationMutation>(resendConfirmationMutation);

  const resend = useCallback(
    (email: string) => {
      if (isInFlight) return;
      const address = email.trim();
      if (!address) {
        toast.error(deAccount.auth.resend.emailRequired);
        return;
      }
      commit({
        variables: { input: { email: address } },
        onSuccess: () => toast.success(deAccount.auth.resend.success),
        // RateLimitedError and ValidationError say what went wrong in their message.
        onFailed: (reason) => toast.error(reason ?? deAccount.auth.resend.failed),
      });
    },
    [commit, isInFlight],
  );

  return [resend, isInFlight] as const;
}
