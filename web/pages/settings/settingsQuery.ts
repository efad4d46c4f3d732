// Starts /settings' query on navigation, while the page's code is still downloading.
import { preloadRouteQuery } from '../../relay/routeQuery';
import SettingsPageQueryNode, { type SettingsPageQuery } from './__generated__/SettingsPageQuery.graphql';

export const preloadSettings = () => preloadRouteQuery<SettingsPageQuery>(SettingsPageQueryNode, {});
