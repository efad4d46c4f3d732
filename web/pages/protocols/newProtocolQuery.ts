// Kept apart from the page so that the route starts the query while the page's code downloads.
import { preloadRouteQuery } from '../../relay/routeQuery';
import NewProtocolPageQueryNode, { type NewProtocolPageQuery } from './__generated__/NewProtocolPageQuery.graphql';

export const preloadNewProtocol = (projectId: string) => preloadRouteQuery<NewProtocolPageQuery>(NewProtocolPageQueryNode, { projectId });
