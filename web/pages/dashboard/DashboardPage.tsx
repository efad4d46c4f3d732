import { useEffect, useRef } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLocation, useNavigate } from 'react-router';
import { SIGN_IN_PAGE } from '../../features/auth/authDecision';
import { AppLayout } from '../../features/shell/AppLayout';
import { deProjects } from '../../i18n/deProjects';
import { Redirect } from '../../lib/Redirect';
import type { RouteQueryProps } from '../../relay/routeQuery';
import { toast } from '../../ui/toast/toast';
import type { DashboardPageQuery } from './__generated__/DashboardPageQuery.graphql';
import { DashboardTiles } from './DashboardTiles';
import { ProjectSection } from './ProjectSection';
import { ReadOnlyBanner } from './ReadOnlyBanner';
import { PrivatePageTitle } from '../../ui/PageHead';

// The page's one query (preloaded by its route); each part asks for its own data.
const dashboardPageQuery = graphql`
  query DashboardPageQuery {
    viewer {
      projectLimit {
        currentCount
      }
      ...AppLayout_viewer
      ...ReadOnlyBanner_viewer
      ...DashboardTiles_viewer
      ...ProjectSection_viewer
    }
  }
`;

const t = deProjects.dashboard;

/** /dashboard: the summary tiles and the project list. */
export default function DashboardPage({ queryRef }: RouteQueryProps<DashboardPageQuery>) {
  const { viewer } = usePreloadedQuery<DashboardPageQuery>(dashboardPageQuery, queryRef);
  useRegisteredNotice();
  if (!viewer) return <Redirect to={SIGN_IN_PAGE} />;

  return (
    <AppLayout viewer={viewer} breadcrumbs={[]}>
      <PrivatePageTitle title={t.pageTitle} />
      <div className="flex flex-col gap-6">
        <div>
          <h1 className="text-2xl font-semibold text-slate-950">{t.title}</h1>
          <p className="mt-1 text-slate-600">{t.greeting(viewer.projectLimit.currentCount)}</p>
        </div>
        <ReadOnlyBanner viewer={viewer} />
        <DashboardTiles viewer={viewer} />
        <ProjectSection viewer={viewer} />
      </div>
    </AppLayout>
  );
}

/** With ?registered=true: once, a toast asking to confirm the address; the parameter is then dropped. */
function useRegisteredNotice() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const shown = useRef(false);
  const registered = new URLSearchParams(search).get('registered') === 'true';
  useEffect(() => {
    if (!registered || shown.current) return;
    shown.current = true;
    toast.info(t.registered.title, t.registered.message);
    const rest = new URLSearchParams(search);
    rest.delete('registered');
    const query = rest.toString();
    navigate({ pathname, search: query ? `?${query}` : '' }, { replace: true });
  }, [registered, pathname, search, navigate]);
}
