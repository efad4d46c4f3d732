// Kept apart from the page so that the route starts the query while the page's code downloads.
import { preloadRouteQuery } from '../../relay/routeQuery';
import ProtocolPageQueryNode, { type ProtocolPageQuery } from './__generated__/ProtocolPageQuery.graphql';

export const preloadProtocol = (protocolId: string) => preloadRouteQuery<ProtocolPageQuery>(ProtocolPageQueryNode, { protocolId });
