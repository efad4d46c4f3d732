import { createContext, useContext } from 'react';

/** Whether the app has a page at a path. */
export type PageExists = (path: string) => boolean;

/**
 * Given by the app, which owns the route table: the shell's navigation lists every entry of the
 * spec and shows those whose page exists, without importing the routes (they import the pages,
 * which import the shell). Kept apart from the navigation so the app's first download stays small.
 */
export const PageExistsContext = createContext<PageExists | null>(null);

export function usePageExists(): PageExists {
  const pageExists = useContext(PageExistsContext);
  if (!pageExists) throw new Error('The app shell needs PageExistsContext from the app');
  return pageExists;
}
