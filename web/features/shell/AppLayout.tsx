import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link, useLocation } from 'react-router';
import { de } from '../../i18n/de';
import { deShell } from '../../i18n/deShell';
import { AppLogo } from '../../ui/AppLogo';
import { BackgroundJobBar } from '../uploads/BackgroundJobBar';
import type { AppLayout_viewer$key } from './__generated__/AppLayout_viewer.graphql';
import { Breadcrumbs } from './Breadcrumbs';
import type { Crumb } from './breadcrumbs';
import { NavDrawer } from './NavDrawer';
import { NavLinks } from './NavLinks';
import { navItems } from './navigation';
import { usePageExists } from './pageExists';
import { UserMenu } from './UserMenu';

export type { Crumb } from './breadcrumbs';

export interface AppLayoutProps {
  viewer: AppLayout_viewer$key;
  /** Inside a project the navigation shows the project's items. */
  project?: { projectId: string; name: string } | null;
  /** The trail after 'Dashboard'; the last entry is the current page. */
  breadcrumbs?: Crumb[];
  children: ReactNode;
}

/**
 * The frame of every signed-in page (spec "Navigation"): top bar with logo, pill navigation and user
 * menu; below 768 px a menu button with a drawer instead of the pills, and the user menu as a bottom
 * sheet; breadcrumbs above the page.
 */
export function AppLayout({ viewer, project, breadcrumbs = [], children }: AppLayoutProps) {
  const data = useFragment(
    graphql`
      fragment AppLayout_viewer on Viewer {
        ...UserMenu_viewer
      }
    `,
    viewer,
  );
  const { pathname } = useLocation();
  const items = navItems(project, usePageExists());

  return (
    <div className="min-h-dvh bg-slate-50">
      <a
        href="#inhalt"
        className="sr-only z-50 rounded-md bg-amber-500 font-semibold text-slate-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2"
      >
        {de.app.skipLink}
      </a>
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-2 px-4 sm:px-6">
          <NavDrawer items={items} pathname={pathname} />
          <Link to="/dashboard" aria-label={deShell.nav.homeLink} className="flex shrink-0 items-center gap-2 rounded-md">
            <AppLogo showName={false} />
            <span className="hidden font-bold tracking-tight text-slate-950 sm:inline md:max-lg:hidden">{de.app.name}</span>
          </Link>
          <nav aria-label={deShell.nav.label} className="ml-2 hidden min-w-0 md:block">
            <NavLinks items={items} pathname={pathname} variant="pills" />
          </nav>
          <div className="ml-auto shrink-0">
            <UserMenu viewer={data} />
          </div>
        </div>
      </header>
      <BackgroundJobBar />
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <Breadcrumbs crumbs={breadcrumbs} />
        {/* tabIndex lets the skip link move keyboard focus, not only the scroll position. */}
        <main id="inhalt" tabIndex={-1} className="py-6 outline-none">
          {children}
        </main>
      </div>
    </div>
  );
}
