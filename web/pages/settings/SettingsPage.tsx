import { graphql, usePreloadedQuery } from 'react-relay';
import { SIGN_IN_PAGE } from '../../features/auth/authDecision';
import { AppLayout } from '../../features/shell/AppLayout';
import { deAccount } from '../../i18n/deAccount';
import { Redirect } from '../../lib/Redirect';
import type { RouteQueryProps } from '../../relay/routeQuery';
import type { SettingsPageQuery } from './__generated__/SettingsPageQuery.graphql';
import { BrandingSection } from './BrandingSection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';
import { PrivatePageTitle } from '../../ui/PageHead';

const settingsPageQuery = graphql`
  query SettingsPageQuery {
    viewer {
      email
      ...AppLayout_viewer
      ...ProfileSection_viewer
      ...PasswordSection_viewer
      ...TwoFactorSection_viewer
      ...BrandingSection_viewer
    }
  }
`;

const t = deAccount.account.settings;

/** /settings: profile, password, second factor and sessions of the signed-in user. */
export default function SettingsPage({ queryRef }: RouteQueryProps<SettingsPageQuery>) {
  // Shown from the store at once when possible, and refreshed: factors may have changed on another device.
  const { viewer } = usePreloadedQuery<SettingsPageQuery>(settingsPageQuery, queryRef);
  if (!viewer) return <Redirect to={SIGN_IN_PAGE} />;

  return (
    <AppLayout viewer={viewer} breadcrumbs={[{ label: t.title }]}>
      <PrivatePageTitle title={t.pageTitle} />
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        <div>
          <h1 className="text-2xl font-semibold text-slate-950">{t.title}</h1>
          <p className="mt-1 text-sm break-all text-slate-600">{t.signedInAs(viewer.email)}</p>
        </div>
        <ProfileSection viewer={viewer} />
        <PasswordSection viewer={viewer} />
        <TwoFactorSection viewer={viewer} />
        <BrandingSection viewer={viewer} />
        <SessionsSection />
      </div>
    </AppLayout>
  );
}
