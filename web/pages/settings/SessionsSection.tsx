import { graphql, useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router';
import { SIGN_IN_PAGE } from '../../features/auth/authDecision';
import { useTypedMutation } from '../../features/auth/useTypedMutation';
import { deAccount } from '../../i18n/deAccount';
import { invalidateStore } from '../../relay/invalidateStore';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast/toast';
import type { SessionsSectionMutation } from './__generated__/SessionsSectionMutation.graphql';
import { SettingsSection } from './SettingsSection';

const signOutEverywhereMutation = graphql`
  mutation SessionsSectionMutation {
    signOutEverywhere {
      ... on MutationSignOutEverywhereSuccess {
        data {
          ok
        }
      }
      ...typedMutation_error @alias(as: "error")
    }
  }
`;

const t = deAccount.account.sessions;

export function SessionsSection() {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const [commit, isInFlight] = useTypedMutation<SessionsSectionMutation>(signOutEverywhereMutation);

  const signOutEverywhere = () => {
    if (isInFlight) return;
    commit({
      variables: {},
      onSuccess: () => {
        invalidateStore(environment);
        toast.success(t.done);
        navigate(SIGN_IN_PAGE, { replace: true });
      },
      onFailed: () => toast.error(deAccount.session.signOutFailed),
    });
  };

  return (
    <SettingsSection title={t.title} description={t.description}>
      <Button variant="secondary" onPress={signOutEverywhere} isPending={isInFlight} className="w-full sm:w-auto">
        {t.submit}
      </Button>
    </SettingsSection>
  );
}
