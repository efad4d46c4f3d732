// Kept apart from the page so that the route starts the query while the page's code downloads.
import { preloadRouteQuery } from '../../relay/routeQuery';
import DashboardPageQueryNode, { type DashboardPageQuery } from './__generated__/DashboardPageQuery.graphql';

export const preloadDashboard = () => preloadRouteQuery<DashboardPageQuery>(DashboardPageQueryNode, {});
