import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Tier } from '../../common/plans';
import { SYSTEM } from '../../domain/access/actor';
import { base32Decode, totpCode, totpStep } from '../../domain/accounts/totp';
import { setPlan as setAccountPlan } from '../../domain/plans/subscription';
import { approveWaitlistEntry } from '../../domain/waitlist/approveWaitlistEntry';
import { gql } from './graphql';
import { linkIn, mailTo } from './mail';
import { productDatabase } from './productDatabase';

export const PASSWORD = 'Baustelle-2026!';
export const SUBJECT = {
  confirm: 'Bitte bestätigen Sie Ihre E-Mail-Adresse – Baustellen-Protokolle',
  reset: 'Neues Passwort festlegen – Baustellen-Protokolle',
};

/** What the operator's `npm run waitlist:approve` does: the address may register from now on. */
export async function approve(email: string) {
  await approveWaitlistEntry({ db: (await productDatabase()).db }, SYSTEM, email);
}

/** What `npm run user:set-plan` does: puts the account on free, starter, professional or enterprise. */
export async function setPlan(email: string, plan: Tier) {
  await setAccountPlan((await productDatabase()).db, email, plan);
}

/** Waitlist, approval, registration and confirmation done behind the scenes, for tests about what comes after. */
export async function confirmedUser(request: APIRequestContext, email: string, password = PASSWORD) {
  await gql(request, 'mutation($i: JoinWaitlistInput!) { joinWaitlist(input: $i) { __typename } }', {
    i: { email, firstName: 'Test', lastName: 'Person', source: 'AUTH' },
  });
  await approve(email);
  await gql(request, 'mutation($i: SignUpInput!) { signUp(input: $i) { __typename } }', { i: { email, password, passwordConfirmation: password } });
  await request.get(linkIn(await mailTo(email, SUBJECT.confirm)), { maxRedirects: 0 });
}

/** The registration form filled in, not sent: tests send it, or break the connection first. */
export async function fillSignUp(page: Page, email: string, password = PASSWORD, confirmation = password) {
  await page.goto('/auth?mode=signup');
  await page.getByRole('textbox', { name: 'E-Mail', exact: true }).fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByLabel('Passwort bestätigen', { exact: true }).fill(confirmation);
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/auth?mode=signin');
  await page.getByRole('textbox', { name: 'E-Mail', exact: true }).fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
}

/** A new confirmed account (on `plan`, if given), signed in and on its dashboard. Returns the address. */
export async function signedInOnDashboard(page: Page, request: APIRequestContext, email: string, plan?: Parameters<typeof setPlan>[1]) {
  await confirmedUser(request, email);
  if (plan) await setPlan(email, plan);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The URL changes first; the page follows once its code and data are there.
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  return email;
}

/** The code an authenticator app shows now, or `steps` periods later. */
export const totpNow = (secret: string, steps = 0) => totpCode(base32Decode(secret), totpStep(Date.now()) + steps);
