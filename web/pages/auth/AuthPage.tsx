import { useCallback } from 'react';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components/Tabs';
import { useLocation, useNavigate } from 'react-router';
import { AuthCard } from '../../features/auth/AuthCard';
import { START_PAGE } from '../../features/auth/authDecision';
import { TwoFactorChallenge } from '../../features/auth/TwoFactorChallenge';
import { useAuthCheck } from '../../features/auth/useAuthCheck';
import type { ViewerAuth } from '../../features/auth/viewerAuth';
import { deAccount } from '../../i18n/deAccount';
import { Redirect } from '../../lib/Redirect';
import { RelayProvider } from '../../relay/RelayProvider';
import { Spinner } from '../../ui/Spinner';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

type AuthMode = 'signin' | 'signup';

const tabStyles =
  'flex min-h-11 cursor-default items-center justify-center rounded-md px-3 text-sm font-semibold text-slate-600 transition-colors data-hovered:text-slate-950 data-selected:bg-white data-selected:text-slate-950 data-selected:shadow-sm';

/** /auth: sign-in and registration as tabs (?mode=signin|signup); signed-in users go on to the start page. */
export default function AuthPage() {
  return (
    <RelayProvider>
      <AuthScreen />
    </RelayProvider>
  );
}

function AuthScreen() {
  const { check, applyViewer } = useAuthCheck();
  const showForms = useCallback(() => applyViewer(null), [applyViewer]);

  switch (check.status) {
    case 'checking':
      return <Spinner className="min-h-dvh text-slate-600" />;
    case 'signedIn':
      return <Redirect to={START_PAGE} />;
    case 'challenge':
      return <TwoFactorChallenge onVerified={applyViewer} onSignedOut={showForms} />;
    default:
      // Signed out, or the check failed: the forms still work, and a failed sign-in says why.
      return <AuthTabs onSignedIn={applyViewer} />;
  }
}

function AuthTabs({ onSignedIn }: { onSignedIn: (viewer: ViewerAuth) => void }) {
  const navigate = useNavigate();
  const mode: AuthMode = new URLSearchParams(useLocation().search).get('mode') === 'signup' ? 'signup' : 'signin';
  const selectMode = (key: Key) => navigate(`?mode=${String(key)}`, { replace: true });

  return (
    <AuthCard title={deAccount.auth.tabsLabel} hideTitle>
      <title>{mode === 'signup' ? deAccount.auth.signUpPageTitle : deAccount.auth.pageTitle}</title>
      <Tabs selectedKey={mode} onSelectionChange={selectMode}>
        <TabList aria-label={deAccount.auth.tabsLabel} className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1">
          <Tab id="signin" className={tabStyles}>
            {deAccount.auth.signInTab}
          </Tab>
          <Tab id="signup" className={tabStyles}>
            {deAccount.auth.signUpTab}
          </Tab>
        </TabList>
        <TabPanel id="signin" className="mt-6">
          <SignInForm onSignedIn={onSignedIn} />
        </TabPanel>
        <TabPanel id="signup" className="mt-6">
          <SignUpForm onShowSignIn={() => selectMode('signin')} />
        </TabPanel>
      </Tabs>
    </AuthCard>
  );
}
