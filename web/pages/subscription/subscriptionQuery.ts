// Starts /subscription's query on navigation, while the page's code is still downloading.
import { preloadRouteQuery } from '../../relay/routeQuery';
import SubscriptionPageQueryNode, { type SubscriptionPageQuery } from './__generated__/SubscriptionPageQuery.graphql';

export const preloadSubscription = () => preloadRouteQuery<SubscriptionPageQuery>(SubscriptionPageQueryNode, {});
