import { hashPassword } from '../../domain/accounts/passwords';
import type { Db } from '../../platform/db';
import { browserSession, type BrowserSession } from './browserSession';

export const TEST_PASSWORD = 'Baustelle-2026!';

const SIGN_IN = `mutation($input: SignInInput!) { signIn(input: $input) { __typename } }`;

/** A confirmed account made directly in the database (registration has tests of its own), and a browser signed in to it. */
export async function signedInUser(url: string, db: Db, email: string): Promise<{ browser: BrowserSession; userId: string }> {
  const user = await db.user.create({
    data: {
      email,
      emailKey: email.toLowerCase(),
      passwordHash: await hashPassword(TEST_PASSWORD),
      emailConfirmedAt: new Date(),
      profile: { create: { firstName: email.split('@')[0]!, lastName: 'N/A' } },
    },
  });
  const browser = browserSession(url);
  const response = await browser.gql(SIGN_IN, { input: { email, password: TEST_PASSWORD } });
  if (response.body.data?.signIn?.__typename !== 'MutationSignInSuccess') throw new Error(`sign-in of ${email} failed: ${JSON.stringify(response.body)}`);
  return { browser, userId: user.id };
}
