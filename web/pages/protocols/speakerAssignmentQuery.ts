// Kept apart from the page so that the route starts the query while the page's code downloads.
import { preloadRouteQuery } from '../../relay/routeQuery';
import SpeakerAssignmentPageQueryNode, { type SpeakerAssignmentPageQuery } from './__generated__/SpeakerAssignmentPageQuery.graphql';

export const preloadSpeakerAssignment = (protocolId: string) =>
  preloadRouteQuery<SpeakerAssignmentPageQuery>(SpeakerAssignmentPageQueryNode, { protocolId });
