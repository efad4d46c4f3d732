import { graphql } from './api';

/** A GraphQL client that keeps the session cookie between requests, as a browser does. */
export function browserSession(url: string) {
  let cookie: string | undefined;
  return {
    get cookie() {
      return cookie;
    },
    async gql(query: string, variables?: Record<string, unknown>) {
      const response = await graphql(url, query, variables, cookie ? { cookie } : {});
      const setCookie = response.headers.get('set-cookie');
      if (setCookie) {
        const [pair] = setCookie.split(';');
        cookie = pair!.endsWith('=') ? undefined : pair;
      }
      return response;
    },
  };
}
export type BrowserSession = ReturnType<typeof browserSession>;
