import type { Page } from '@playwright/test';

/**
 * From now on every GraphQL request of this operation (the Relay name, e.g. 'SignInFormMutation')
 * fails as on a dead connection: the browser gets no answer, the server never sees it. Other
 * requests go through. `page.unroute('**\/graphql')` brings the connection back. Returns how many
 * were dropped so far.
 */
export async function dropGraphQL(page: Page, operationName: string): Promise<() => number> {
  let dropped = 0;
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== operationName) return route.fallback();
    dropped++;
    await route.abort('internetdisconnected');
  });
  return () => dropped;
}
