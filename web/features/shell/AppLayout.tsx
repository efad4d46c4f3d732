import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AppLayout_viewer$key } from './__generated__/AppLayout_viewer.graphql';
import { AppHeader } from './AppHeader';

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

export interface AppLayoutProps {
  viewer: AppLayout_viewer$key;
  /** Inside a project the navigation shows the project's items. */
  project?: { projectId: string; name: string } | null;
  /** The trail after 'Dashboard'; the last entry is the current page. */
  breadcrumbs?: Crumb[];
  children: ReactNode;
}

/** The frame of every signed-in page: navigation, user menu and breadcrumbs. */
export function AppLayout({ viewer, children }: AppLayoutProps) {
  useFragment(
    graphql`
      fragment AppLayout_viewer on Viewer {
        email
      }
    `,
    viewer,
  );
  return (
    <div className="min-h-dvh bg-slate-50">
      <AppHeader />
      <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6">{children}</main>
    </div>
  );
}
