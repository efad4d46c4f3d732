import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router';
import { SIGN_IN_PAGE } from '../../features/auth/authDecision';
import { useSessionEnded } from '../../features/auth/useSessionEnded';
import { deAccount } from '../../i18n/deAccount';
import { invalidateStore } from '../../relay/invalidateStore';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast/toast';
import type { SessionsSectionMutation } from './__generated__/SessionsSectionMutation.graphql';
import { SettingsSection } from './SettingsSection';

const signOutEverywhereMutation = graphql`
  mutation SessionsSectionMutation {
    signOutEverywhere {
      __typename
      ... on Error {
        title
        message
      }
    }
  }
`;

const t = deAccount.account.sessions;

export function SessionsSection() {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const [commit, isInFlight] = useMutation<SessionsSectionMutation>(signOutEverywhereMutation);
  const sessionEnded = useSessionEnded();

  const signOutEverywhere = () => {
    if (isInFlight) return;
    const fail = () => {
      toast.error(deAccount.session.signOutFailed);
    };
    commit({
      variables: {},
      onCompleted: ({ signOutEverywhere: result }) => {
        switch (result.__typename) {
          case 'MutationSignOutEverywhereSuccess':
            invalidateStore(environment);
            toast.success(t.done);
            navigate(SIGN_IN_PAGE, { replace: true });
            return;
          case 'NotSignedInError':
            sessionEnded(result);
            return;
          default:
            fail();
        }
      },
      onError: fail,
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
