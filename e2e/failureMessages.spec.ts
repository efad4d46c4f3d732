import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MEETING_SCRIPT } from '../tests/fixtures/meetingScript';
import { speechFixture } from '../tests/fixtures/speech';
import { PASSWORD, approve, confirmedUser, fillSignUp, signIn, signedInOnDashboard, totpNow } from './support/accounts';
import { gql } from './support/graphql';
import { dropGraphQL } from './support/network';
import { expectToastExactly, uniqueEmail } from './support/page';
import { expectRefusal, fillForm, onNewProtocolPage, protocolCount, submitButton } from './support/uploads';

// The failure messages of spec part 1 §8 (sign-in, registration, confirmation mail, sign-out,
// two-factor) and part 2 §8 (creating a protocol from a recording), provoked for real: the server
// refuses, or the connection drops (the request is aborted in the browser, the server never sees it).
// Each assertion is on the exact German text the user reads.

const CONNECTION_LOST = 'Verbindungsfehler. Prüfen Sie Ihre Internetverbindung.';

/** Brings the connection back for every operation dropped with dropGraphQL. */
const reconnect = (page: Page) => page.unroute('**/graphql');

const emailField = (page: Page) => page.getByRole('textbox', { name: 'E-Mail', exact: true });

/** An account with an authenticator app set up through the API (by `request`, a device of its own). Returns the app's secret. */
async function userWithTwoFactor(request: APIRequestContext, email: string): Promise<string> {
  await confirmedUser(request, email);
  await gql(request, 'mutation($i: SignInInput!) { signIn(input: $i) { __typename } }', { i: { email, password: PASSWORD } });
  const { enrollTotp } = await gql<{ enrollTotp: { data: { factorId: string; secret: string } } }>(
    request,
    'mutation($i: EnrollTotpInput!) { enrollTotp(input: $i) { ... on MutationEnrollTotpSuccess { data { factorId secret } } } }',
    { i: { friendlyName: 'Diensthandy' } },
  );
  const { activateTotp } = await gql<{ activateTotp: { __typename: string } }>(
    request,
    'mutation($i: ActivateTotpInput!) { activateTotp(input: $i) { __typename } }',
    { i: { factorId: enrollTotp.data.factorId, code: totpNow(enrollTotp.data.secret) } },
  );
  expect(activateTotp.__typename).toBe('MutationActivateTotpSuccess');
  return enrollTotp.data.secret;
}

test.describe('sign-in, registration and sign-out failures', () => {
  test("a refused sign-in names the server's reason, a lost connection the general one", async ({ page, request }) => {
    const email = uniqueEmail('anmeldung-fehler');
    await confirmedUser(request, email);

    await signIn(page, email, 'falsches-passwort');
    await expectToastExactly(page, 'Anmeldung fehlgeschlagen', 'Anmeldedaten ungültig. Bitte überprüfen Sie E-Mail und Passwort.');

    await dropGraphQL(page, 'SignInFormMutation');
    await signIn(page, email);
    await expectToastExactly(page, 'Anmeldung fehlgeschlagen', 'Bitte überprüfen Sie Ihre Anmeldedaten.');
    await expect(page).toHaveURL(/\/auth/);

    // With the connection back, the same form signs in.
    await reconnect(page);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a refused registration names the server's reason, a lost connection the general one", async ({ page }) => {
    await fillSignUp(page, uniqueEmail('nicht-freigeschaltet'));
    await page.getByRole('button', { name: 'Registrieren', exact: true }).click();
    await expectToastExactly(
      page,
      'Registrierung fehlgeschlagen',
      'Ihre E-Mail-Adresse ist noch nicht für die Anmeldung genehmigt. Bitte tragen Sie sich in die Warteliste ein.',
    );

    const email = uniqueEmail('registrierung-offline');
    await gql(page.request, 'mutation($i: JoinWaitlistInput!) { joinWaitlist(input: $i) { __typename } }', {
      i: { email, firstName: 'Jörg', lastName: 'Müller', source: 'AUTH' },
    });
    await approve(email);
    const dropped = await dropGraphQL(page, 'SignUpFormMutation');
    await fillSignUp(page, email);
    await page.getByRole('button', { name: 'Registrieren', exact: true }).click();
    await expectToastExactly(page, 'Registrierung fehlgeschlagen', 'Es gab ein Problem bei der Registrierung.');
    expect(dropped()).toBe(1);
    await expect(page.getByRole('heading', { name: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' })).toBeHidden();
  });

  test('resending the confirmation mail: a lost connection, then the once-an-hour refusal', async ({ page }) => {
    const email = uniqueEmail('bestaetigung-offline');
    await page.goto('/auth?mode=signin');
    await emailField(page).fill(email);
    const resend = page.getByRole('button', { name: 'Bestätigungs-E-Mail erneut senden' });

    await dropGraphQL(page, 'useResendConfirmationMutation');
    await resend.click();
    await expectToastExactly(page, 'Fehler beim Senden der Bestätigungs-E-Mail.', null);

    // The dropped request never reached the server: the first real one is accepted, the next refused.
    await reconnect(page);
    await resend.click();
    await expectToastExactly(page, 'Bestätigungs-E-Mail wurde erneut gesendet. Bitte prüfen Sie Ihr Postfach.', null);
    await resend.click();
    await expectToastExactly(page, 'Sie können die Bestätigungs-E-Mail nur einmal pro Stunde erneut anfordern.', null);
  });

  test('a sign-out over a lost connection says so and keeps the user signed in', async ({ page, request }) => {
    const email = await signedInOnDashboard(page, request, uniqueEmail('abmelden-offline'));
    await dropGraphQL(page, 'useSignOutMutation');
    await page.getByRole('button', { name: email, exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Benutzermenü' });
    await menu.getByRole('button', { name: 'Abmelden' }).click();
    await expectToastExactly(page, 'Fehler beim Abmelden.', null);
    await expect(page).toHaveURL(/\/dashboard$/);

    await reconnect(page);
    await menu.getByRole('button', { name: 'Abmelden' }).click();
    await expectToastExactly(page, 'Sie wurden erfolgreich abgemeldet.', null);
    await expect(page).toHaveURL(/\/auth/);
  });
});

test.describe('two-factor failures', () => {
  test('setting up an authenticator app: lost connections, a wrong code, and a failed deactivation', async ({ page, request }) => {
    await signedInOnDashboard(page, request, uniqueEmail('zwei-faktor-fehler'));
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Kontoeinstellungen', level: 1 })).toBeVisible();
    const enrollFailed = 'Fehler beim Einrichten der Zwei-Faktor-Authentifizierung';

    // Starting the set-up fails; the dialog stays on its first step.
    await dropGraphQL(page, 'TotpEnrollDialogEnrollMutation');
    await page.getByRole('button', { name: 'Einrichten' }).click();
    const setup = page.getByRole('dialog', { name: 'Zwei-Faktor-Authentifizierung einrichten' });
    await setup.getByRole('button', { name: 'Weiter' }).click();
    await expectToastExactly(page, enrollFailed, null);
    await expect(setup.getByRole('textbox', { name: 'Name der Authenticator-App' })).toBeVisible();

    await reconnect(page);
    await setup.getByRole('button', { name: 'Weiter' }).click();
    await expect(setup.getByRole('img', { name: 'QR-Code zum Einrichten der Authenticator-App' })).toBeVisible();
    const secret = (await setup.locator('code').first().textContent())!.replace(/\s/g, '');
    const code = setup.getByRole('textbox', { name: 'Bestätigungscode' });

    // The server refuses a wrong code.
    await code.fill('000000');
    await setup.getByRole('button', { name: 'Aktivieren' }).click();
    await expect(code).toHaveAccessibleDescription(/Ungültiger Bestätigungscode\. Bitte versuchen Sie es erneut\./);

    // The activation's answer is lost.
    await dropGraphQL(page, 'TotpEnrollDialogActivateMutation');
    await code.fill(totpNow(secret));
    await setup.getByRole('button', { name: 'Aktivieren' }).click();
    await expectToastExactly(page, enrollFailed, 'Die Verbindung zum Server ist fehlgeschlagen. Bitte versuchen Sie es erneut.');

    await reconnect(page);
    await setup.getByRole('button', { name: 'Aktivieren' }).click();
    await expect(page.getByRole('list', { name: 'Wiederherstellungscodes' }).getByRole('listitem')).toHaveCount(10);
    await setup.getByRole('button', { name: 'Fertig' }).click();

    // Deactivating fails; the app stays set up.
    await dropGraphQL(page, 'TwoFactorSectionUnenrollMutation');
    const factors = page.getByRole('list', { name: 'Eingerichtete Authenticator-Apps' });
    await factors.getByRole('button', { name: 'Deaktivieren' }).click();
    await page.getByRole('dialog', { name: 'Zwei-Faktor-Authentifizierung deaktivieren?' }).getByRole('button', { name: 'Deaktivieren' }).click();
    await expectToastExactly(page, 'Fehler beim Deaktivieren der Zwei-Faktor-Authentifizierung', null);
    await expect(factors.getByRole('listitem')).toHaveCount(1);
  });

  test('the code challenge: a wrong code, a lost connection, and an app removed meanwhile', async ({ page, request }) => {
    const email = uniqueEmail('code-fehler');
    await userWithTwoFactor(request, email);
    await signIn(page, email);
    await expect(page.getByRole('heading', { name: 'Zwei-Faktor-Authentifizierung' })).toBeVisible();
    const code = page.getByRole('textbox', { name: 'Authentifizierungscode' });
    const confirm = page.getByRole('button', { name: 'Bestätigen' });

    await code.fill('000000');
    await confirm.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Ungültiger Code. Bitte überprüfen Sie Ihre Authenticator-App.' })).toBeVisible();
    await expectToastExactly(page, 'Ungültiger Code. Bitte versuchen Sie es erneut.', null);

    await dropGraphQL(page, 'TwoFactorChallengeMutation');
    await code.fill('123456');
    await confirm.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Fehler beim Starten der Authentifizierung. Bitte versuchen Sie es erneut.' })).toBeVisible();

    // On the other device the app is removed: the server has no factor left to check a code against.
    const { viewer } = await gql<{ viewer: { totpFactors: { id: string }[] } }>(request, '{ viewer { totpFactors { id } } }');
    await gql(request, 'mutation($i: UnenrollTotpInput!) { unenrollTotp(input: $i) { __typename } }', { i: { factorId: viewer.totpFactors[0]!.id } });
    await reconnect(page);
    await code.fill('123456');
    await confirm.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Keine verifizierten Authentifizierungsfaktoren gefunden. Bitte wenden Sie sich an den Support.' }),
    ).toBeVisible();
  });
});

test.describe('creating a protocol from a recording over a bad connection', () => {
  test("a lost connection before the upload says 'Verbindungsfehler' and sends nothing", async ({ page, request }) => {
    const project = await onNewProtocolPage(page, request, 'upload-offline');
    const { file } = await speechFixture({ lines: MEETING_SCRIPT.slice(0, 3), format: 'mp3' });
    const uploads: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname.startsWith('/uploads')) uploads.push(sent.method());
    });
    await dropGraphQL(page, 'meetingUploadAnnounceMutation');
    await fillForm(page, file);
    await submitButton(page).click();
    await expectToastExactly(page, CONNECTION_LOST, null);
    await expectRefusal(page, 'Upload fehlgeschlagen', CONNECTION_LOST);
    expect(uploads).toEqual([]);
    expect(await protocolCount(page, project.projectId)).toBe(0);
  });

  test("an upload whose protocol never gets created says 'Protokoll konnte nicht erstellt werden.'", async ({ page, request }) => {
    test.setTimeout(90_000);
    const project = await onNewProtocolPage(page, request, 'anlegen-offline');
    const { file } = await speechFixture({ lines: MEETING_SCRIPT.slice(0, 3), format: 'mp3' });
    // The file arrives; asking for the protocol never gets an answer, also not when the page asks again.
    const dropped = await dropGraphQL(page, 'meetingUploadCompleteMutation');
    await fillForm(page, file);
    await submitButton(page).click();
    // The page asks again for 14 s (COMPLETE_RETRY_DELAYS) before it gives up.
    await expect(page.getByRole('main').getByRole('alert').filter({ hasText: CONNECTION_LOST })).toBeVisible({ timeout: 30_000 });
    await expectToastExactly(page, 'Protokoll konnte nicht erstellt werden.', CONNECTION_LOST);
    await expectRefusal(page, 'Protokoll konnte nicht erstellt werden.', CONNECTION_LOST);
    expect(dropped()).toBe(4);
    expect(await protocolCount(page, project.projectId)).toBe(0);
  });
});
