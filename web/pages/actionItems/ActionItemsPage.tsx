import { graphql, usePreloadedQuery } from 'react-relay';
import { SIGN_IN_PAGE } from '../../features/auth/authDecision';
import { AppLayout } from '../../features/shell/AppLayout';
import { dePlans } from '../../i18n/dePlans';
import { Redirect } from '../../lib/Redirect';
import type { RouteQueryProps } from '../../relay/routeQuery';
import type { ActionItemsPageQuery } from './__generated__/ActionItemsPageQuery.graphql';
import { ActionItemList } from './ActionItemList';
import { PageHeading, PrivatePageTitle } from '../../ui/PageHead';

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
      <PrivatePageTitle title={t.pageTitle} />
      <div className="flex flex-col gap-4">
        <PageHeading title={t.title} intro={t.intro} />
        <ActionItemList viewer={viewer} />
      </div>
    </AppLayout>
  );
}
