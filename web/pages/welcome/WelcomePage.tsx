import { useLocation } from 'react-router';
import { useAuth } from '../../features/auth/AuthContext';
import { useSignOut } from '../../features/auth/useSignOut';
import { AppHeader } from '../../features/shell/AppHeader';
import { deAccount } from '../../i18n/deAccount';
import { Button } from '../../ui/Button';
import { PrivatePageTitle } from '../../ui/PageHead';

const t = deAccount.account.welcome;

/** /app: the welcome screen (spec part 1 §2), with the notice after registration. */
export default function WelcomePage() {
  // Everything shown here came with the session check, so the page needs no query of its own.
  const { viewer } = useAuth();
  const registered = new URLSearchParams(useLocation().search).get('registered') === 'true';
  const [signOut, isSigningOut] = useSignOut();

  return (
    <div className="min-h-dvh bg-slate-50">
      <PrivatePageTitle title={t.pageTitle} />
      <AppHeader />
      <main className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
        {registered && (
          <div role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-950">
            <h2 className="font-semibold">{t.registeredTitle}</h2>
            <p className="mt-1 text-sm">{t.registeredText}</p>
          </div>
        )}
        <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <h1 className="text-2xl font-semibold text-slate-950">{t.title}</h1>
          <p className="mt-3 text-slate-600">{t.text}</p>
          <p className="mt-6 text-sm text-slate-600">{t.signedInAs}</p>
          <p className="font-medium break-all text-slate-950">{viewer.email}</p>
          <Button variant="secondary" onPress={signOut} isPending={isSigningOut} className="mt-6 w-full sm:w-auto">
            {deAccount.session.signOut}
          </Button>
        </section>
      </main>
    </div>
  );
}
