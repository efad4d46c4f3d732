import { graphql, usePreloadedQuery } from 'react-relay';
import { SIGN_IN_PAGE } from '../../features/auth/authDecision';
import { AppLayout } from '../../features/shell/AppLayout';
import { dePlans } from '../../i18n/dePlans';
import { Redirect } from '../../lib/Redirect';
import type { RouteQueryProps } from '../../relay/routeQuery';
import type { ActionItemsPageQuery } from './__generated__/ActionItemsPageQuery.graphql';
import { ActionItemList } from './ActionItemList';

// The page's one query, preloaded by its route (app/routes.tsx).
const actionItemsPageQuery = graphql`
  query ActionItemsPageQuery {
    viewer {
      ...AppLayout_viewer
      ...ActionItemList_viewer
    }
  }
`;

const t = dePlans.actionItems;

/** /action-items: the action items of all the viewer's projects, filtered, sorted and edited in place. */
export default function ActionItemsPage({ queryRef }: RouteQueryProps<ActionItemsPageQuery>) {
  const { viewer } = usePreloadedQuery<ActionItemsPageQuery>(actionItemsPageQuery, queryRef);
  if (!viewer) return <Redirect to={SIGN_IN_PAGE} />;
  return (
    <AppLayout viewer={viewer} breadcrumbs={[{ label: t.breadcrumb }]}>
      <title>{t.pageTitle}</title>
      <meta name="robots" content="noindex" />
      <div className="flex flex-col gap-4">
        <header>
          <h1 className="text-2xl font-semibold text-slate-950">{t.title}</h1>
          <p className="mt-1 text-sm text-slate-600">{t.intro}</p>
        </header>
        <ActionItemList viewer={viewer} />
      </div>
    </AppLayout>
  );
}
