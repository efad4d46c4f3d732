import { graphql, useLazyLoadQuery } from 'react-relay';
import { Redirect } from '../../app/Redirect';
import { SIGN_IN_PAGE } from '../../features/auth/authDecision';
import { AppHeader } from '../../features/shell/AppHeader';
import { deAccount } from '../../i18n/deAccount';
import type { SettingsPageQuery } from './__generated__/SettingsPageQuery.graphql';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';

const settingsPageQuery = graphql`
  query SettingsPageQuery {
    viewer {
      email
      ...ProfileSection_viewer
      ...PasswordSection_viewer
      ...TwoFactorSection_viewer
    }
  }
`;

const t = deAccount.account.settings;

/** /settings: profile, password, second factor and sessions of the signed-in user. */
export default function SettingsPage() {
  // Shown from the store at once when possible, and refreshed: factors may have changed on another device.
  const { viewer } = useLazyLoadQuery<SettingsPageQuery>(settingsPageQuery, {}, { fetchPolicy: 'store-and-network' });
  if (!viewer) return <Redirect to={SIGN_IN_PAGE} />;

  return (
    <div className="min-h-dvh bg-slate-50">
      <title>{t.pageTitle}</title>
      <meta name="robots" content="noindex" />
      <AppHeader showSignOut />
      <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
        <div>
          <h1 className="text-2xl font-semibold text-slate-950">{t.title}</h1>
          <p className="mt-1 text-sm break-all text-slate-600">{t.signedInAs(viewer.email)}</p>
        </div>
        <ProfileSection viewer={viewer} />
        <PasswordSection viewer={viewer} />
        <TwoFactorSection viewer={viewer} />
        <SessionsSection />
      </main>
    </div>
  );
}
