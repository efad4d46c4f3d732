import { matchRoutes } from 'react-router';
import { routes } from './routes';

/**
 * Whether the app has a page at `path` other than the 404 page. The shell's navigation links only
 * to pages that exist, so an entry shows up as soon as its route is added to the route table.
 */
export const routeExists = (path: string): boolean =>
  matchRoutes(routes, path)?.some((match) => match.route.path !== '*') ?? false;
