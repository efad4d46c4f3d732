// Kept apart from the page so that the route starts the query while the page's code downloads.
import { preloadRouteQuery } from '../../relay/routeQuery';
import ProcessingPageQueryNode, { type ProcessingPageQuery } from './__generated__/ProcessingPageQuery.graphql';

export const preloadProcessing = (protocolId: string) => preloadRouteQuery<ProcessingPageQuery>(ProcessingPageQueryNode, { protocolId });
