// Kept apart from the page so that the route starts the query while the page's code downloads.
import { preloadRouteQuery } from '../../relay/routeQuery';
import ProjectPageQueryNode, { type ProjectPageQuery } from './__generated__/ProjectPageQuery.graphql';

export const preloadProject = (projectId: string) => preloadRouteQuery<ProjectPageQuery>(ProjectPageQueryNode, { projectId });
