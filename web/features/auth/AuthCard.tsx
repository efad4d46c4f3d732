import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { deAccount } from '../../i18n/deAccount';
import { AppLogo } from '../../ui/AppLogo';

export interface AuthCardProps {
  title: string;
  /** For screens whose visible heading is elsewhere, e.g. the tabs of the sign-in page. */
  hideTitle?: boolean;
  description?: string;
  children: ReactNode;
}

/** The narrow centred card of the signed-out screens: sign-in, new password, code challenge. */
export function AuthCard({ title, hideTitle = false, description, children }: AuthCardProps) {
  return (
    <main className="flex min-h-dvh flex-col items-center bg-slate-50 px-4 py-8 sm:justify-center sm:py-12">
      <Link to="/" aria-label={deAccount.auth.homeLink} className="mb-6 flex items-center gap-2 rounded-md">
        <AppLogo />
      </Link>
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 className={hideTitle ? 'sr-only' : 'text-2xl font-semibold text-slate-950'}>{title}</h1>
        {description && <p className="mt-2 text-sm text-slate-600">{description}</p>}
        <div className={hideTitle ? '' : 'mt-6'}>{children}</div>
      </div>
    </main>
  );
}
