// Starts /action-items' query on navigation, while the page's code is still downloading.
import { preloadRouteQuery } from '../../relay/routeQuery';
import ActionItemsPageQueryNode, { type ActionItemsPageQuery } from './__generated__/ActionItemsPageQuery.graphql';

export const preloadActionItems = () => preloadRouteQuery<ActionItemsPageQuery>(ActionItemsPageQueryNode, {});
