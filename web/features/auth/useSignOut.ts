import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router';
import { deAccount } from '../../i18n/deAccount';
import { invalidateStore } from '../../relay/invalidateStore';
import { forgetAuthCheck } from './useAuthCheck';
import { toast } from '../../ui/toast/toast';
import type { useSignOutMutation } from './__generated__/useSignOutMutation.graphql';
import { SIGN_IN_PAGE } from './authDecision';
import { useTypedMutation } from './useTypedMutation';

const signOutMutation = graphql`
  mutation useSignOutMutation {
    signOut {
      ... on MutationSignOutSuccess {
        data {
          ok
        }
      }
    }
  }
`;

export interface SignOutOptions {
  /** Where to go once signed out. */
  to?: string;
  /** Called after a successful sign-out, before navigating (e.g. to reset a screen that stays mounted). */
  onSignedOut?: () => void;
}

/** Every sign-out button: ends the session, forgets the user's data and goes to the sign-in page. */
export function useSignOut({ to = SIGN_IN_PAGE, onSignedOut }: SignOutOptions = {}) {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const [commit, isInFlight] = useTypedMutation<useSignOutMutation>(signOutMutation);

  const signOut = useCallback(() => {
    if (isInFlight) return;
    commit({
      variables: {},
      onSuccess: () => {
        invalidateStore(environment);
        forgetAuthCheck();
        toast.success(deAccount.session.signedOut);
        onSignedOut?.();
        navigate(to, { replace: true });
      },
      onFailed: () => toast.error(deAccount.session.signOutFailed),
    });
  }, [commit, environment, isInFlight, navigate, onSignedOut, to]);

  return [signOut, isInFlight] as const;
}
