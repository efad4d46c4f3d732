import { execFileSync } from 'node:child_process';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { base32Decode, totpCode, totpStep } from '../../domain/accounts/totp';
import { gql } from './graphql';
import { linkIn, mailTo } from './mail';

export const PASSWORD = 'Baustelle-2026!';
export const SUBJECT = {
  confirm: 'Bitte bestätigen Sie Ihre E-Mail-Adresse – Baustellen-Protokolle',
  reset: 'Neues Passwort festlegen – Baustellen-Protokolle',
};

/** The operator's command, run against the product's database as the README says. */
export function approve(email: string) {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/approveWaitlist.ts', email], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR! },
    stdio: 'pipe',
  });
}

/** `npm run user:set-plan`: puts the account on free, starter, professional or enterprise. */
export function setPlan(email: string, plan: 'free' | 'starter' | 'professional' | 'enterprise') {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/setPlan.ts', email, plan], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR! },
    stdio: 'pipe',
  });
}

/** Waitlist, approval, registration and confirmation done behind the scenes, for tests about what comes after. */
export async function confirmedUser(request: APIRequestContext, email: string, password = PASSWORD) {
  await gql(request, 'mutation($i: JoinWaitlistInput!) { joinWaitlist(input: $i) { __typename } }', {
    i: { email, firstName: 'Test', lastName: 'Person', source: 'AUTH' },
  });
  approve(email);
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
  if (plan) setPlan(email, plan);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The URL changes first; the page follows once its code and data are there.
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  return email;
}

/** The code an authenticator app shows now, or `steps` periods later. */
export const totpNow = (secret: string, steps = 0) => totpCode(base32Decode(secret), totpStep(Date.now()) + steps);
