import { Link } from 'react-router';
import { START_PAGE } from '../auth/authDecision';
import { de } from '../../i18n/de';
import { deAccount } from '../../i18n/deAccount';
import { AppLogo } from '../../ui/AppLogo';
import { buttonBase, buttonStyles } from '../../ui/Button';

const t = deAccount.account.header;

/**
 * The plain top bar of the welcome screen /app, which needs no query of its own; every other
 * signed-in page has the full navigation of AppLayout.
 */
export function AppHeader() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 w-full max-w-5xl items-center justify-between gap-2 px-4 sm:px-6">
        <Link to={START_PAGE} aria-label={t.homeLink} className="flex shrink-0 items-center gap-2 rounded-md">
          <AppLogo showName={false} />
          {/* The name needs more room than a 375 px phone has next to both actions. */}
          <span className="hidden font-bold tracking-tight text-slate-950 sm:inline">{de.app.name}</span>
        </Link>
        <nav aria-label={t.navLabel} className="flex items-center gap-1 sm:gap-2">
          <Link to="/settings" className={`${buttonBase} ${buttonStyles.ghost} px-3`}>
            {t.settings}
          </Link>
        </nav>
      </div>
    </header>
  );
}
