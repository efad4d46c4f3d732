import { useCallback } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router';
import { deAccount } from '../../i18n/deAccount';
import { invalidateStore } from '../../relay/invalidateStore';
import { forgetAuthCheck } from './useAuthCheck';
import { toast } from '../../ui/toast/toast';
import { SIGN_IN_TAB_PAGE } from '../../../common/appLinks';

/**
 * For a NotSignedInError answer: the session expired or was revoked elsewhere. Says so and sends
 * the user to the sign-in page.
 */
export function useSessionEnded() {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  return useCallback(
    (error: { title?: string; message?: string }) => {
      invalidateStore(environment);
      forgetAuthCheck();
      toast.error(error.title ?? deAccount.auth.signIn.failedTitle, error.message);
      navigate(SIGN_IN_TAB_PAGE, { replace: true });
    },
    [environment, navigate],
  );
}
