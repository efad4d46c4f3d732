import { expect, test } from '@playwright/test';
import { PASSWORD, SUBJECT, approve, confirmedUser, fillSignUp, signIn, totpNow } from './support/accounts';
import { linkIn, mailTo } from './support/mail';
import { expectToast, fillWaitlist, uniqueEmail, waitlistDialog } from './support/page';
import { operatorCommand } from './support/productDatabase';

test.describe('account journey', () => {
  test('from the waitlist to a two-factor sign-in and a password reset', async ({ page }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('bauleiter');

    // Waitlist on the landing page, then the operator approves the address.
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Auf die Warteliste' }).click();
    await fillWaitlist(page, { email, firstName: 'Jörg', lastName: 'Müller' });
    await waitlistDialog(page).getByRole('button', { name: 'Eintragen' }).click();
    await expectToast(page, 'Erfolgreich eingetragen');
    operatorCommand('approveWaitlist', email);

    // Registration, then a sign-in attempt before confirming.
    await fillSignUp(page, email);
    await page.getByRole('button', { name: 'Registrieren', exact: true }).click();
    await expectToast(page, 'Registrierung erfolgreich! Bitte bestätigen Sie Ihre E-Mail-Adresse.');
    await expect(page.getByRole('heading', { name: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' })).toBeVisible();

    await signIn(page, email);
    await expectToast(page, 'Anmeldung fehlgeschlagen');
    await expect(page.getByText('E-Mail nicht bestätigt. Bitte prüfen Sie Ihr E-Mail-Postfach und klicken Sie auf den Bestätigungslink.')).toBeVisible();

    // The mailed link confirms and lands on the site root.
    await page.goto(linkIn(await mailTo(email, SUBJECT.confirm)));
    await expect(page).toHaveURL(/\/$/);

    // Signed in, the dashboard; the user menu shows the address (registration's last name is 'N/A').
    await signIn(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('button', { name: email, exact: true }).click();

    // Two-factor set-up in the settings, with the code an authenticator app would show.
    await page.getByRole('dialog', { name: 'Benutzermenü' }).getByRole('link', { name: 'Kontoeinstellungen' }).click();
    await expect(page.getByRole('heading', { name: 'Kontoeinstellungen', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Einrichten' }).click();
    const setup = page.getByRole('dialog', { name: 'Zwei-Faktor-Authentifizierung einrichten' });
    await setup.getByRole('button', { name: 'Weiter' }).click();
    await expect(setup.getByRole('img', { name: 'QR-Code zum Einrichten der Authenticator-App' })).toBeVisible();
    const secret = (await setup.locator('code').first().textContent())!.replace(/\s/g, '');
    await setup.getByRole('textbox', { name: 'Bestätigungscode' }).fill('000000');
    await setup.getByRole('button', { name: 'Aktivieren' }).click();
    await expect(page.getByText('Ungültiger Bestätigungscode. Bitte versuchen Sie es erneut.').first()).toBeVisible();
    const activationCode = totpNow(secret);
    await setup.getByRole('textbox', { name: 'Bestätigungscode' }).fill(activationCode);
    await setup.getByRole('button', { name: 'Aktivieren' }).click();
    const codes = page.getByRole('list', { name: 'Wiederherstellungscodes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recoveryCode = (await codes.first().textContent())!.trim();
    await page.getByRole('button', { name: 'Fertig' }).click();

    await page.getByRole('button', { name: email, exact: true }).click();
    await page.getByRole('dialog', { name: 'Benutzermenü' }).getByRole('button', { name: 'Abmelden' }).click();
    await expectToast(page, 'Sie wurden erfolgreich abgemeldet.');
    await expect(page).toHaveURL(/\/auth/);

    // The next sign-in asks for the code: a wrong one, the one already used, then a fresh one.
    await signIn(page, email);
    await expect(page.getByRole('heading', { name: 'Zwei-Faktor-Authentifizierung' })).toBeVisible();
    const code = page.getByRole('textbox', { name: 'Authentifizierungscode' });
    await code.fill('12ab34');
    await expect(code).toHaveValue('1234');
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page.getByText('Bitte geben Sie einen 6-stelligen Code ein')).toBeVisible();
    for (const wrong of ['000000', activationCode]) {
      await code.fill(wrong);
      await page.getByRole('button', { name: 'Bestätigen' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Ungültiger Code. Bitte überprüfen Sie Ihre Authenticator-App.' })).toBeVisible();
      await expectToast(page, 'Ungültiger Code. Bitte versuchen Sie es erneut.');
    }
    await code.fill(totpNow(secret, 1));
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('button', { name: email, exact: true }).click();
    await page.getByRole('dialog', { name: 'Benutzermenü' }).getByRole('button', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/\/auth/);

    // Forgotten password: the mailed link sets a new one and leads back to sign-in.
    await page.getByRole('button', { name: 'Passwort vergessen?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Passwort zurücksetzen' });
    await forgot.getByRole('textbox', { name: 'E-Mail' }).fill(email);
    await forgot.getByRole('button', { name: 'Link senden' }).click();
    await expectToast(page, 'Bitte prüfen Sie Ihr Postfach');
    await page.goto(linkIn(await mailTo(email, SUBJECT.reset)));
    await expect(page.getByRole('heading', { name: 'Neues Passwort festlegen' })).toBeVisible();
    await page.getByLabel('Neues Passwort', { exact: true }).fill('Neues-Passwort-2026');
    await page.getByLabel('Passwort bestätigen', { exact: true }).fill('Neues-Passwort-2026');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expectToast(page, 'Ihr Passwort wurde erfolgreich aktualisiert...');
    await page.waitForURL(/\/auth/);

    await signIn(page, email, PASSWORD);
    await expect(page.getByText('Anmeldedaten ungültig. Bitte überprüfen Sie E-Mail und Passwort.')).toBeVisible();
    await signIn(page, email, 'Neues-Passwort-2026');
    await page.getByRole('button', { name: 'Wiederherstellungscode verwenden' }).click();
    await page.getByRole('textbox', { name: 'Wiederherstellungscode' }).fill(recoveryCode);
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: email, exact: true })).toBeVisible();
  });
});

test.describe('account unhappy paths', () => {
  test('sends a signed-out visitor from a protected page to the sign-in', async ({ page }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/auth/);
    await expect(page.getByRole('tab', { name: 'Anmelden' })).toBeVisible();
  });

  test('refuses registration for an address that is not approved', async ({ page }) => {
    await fillSignUp(page, uniqueEmail('nicht-frei'));
    await page.getByRole('button', { name: 'Registrieren', exact: true }).click();
    await expect(
      page.getByText('Ihre E-Mail-Adresse ist noch nicht für die Anmeldung genehmigt. Bitte tragen Sie sich in die Warteliste ein.').first(),
    ).toBeVisible();
  });

  test('checks the passwords before registering', async ({ page }) => {
    await fillSignUp(page, uniqueEmail('regeln'), 'kurz');
    await page.getByRole('button', { name: 'Registrieren', exact: true }).click();
    await expect(page.getByText('Das Passwort muss mindestens 8 Zeichen lang sein.').first()).toBeVisible();
    await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Passwort bestätigen', { exact: true }).fill(`${PASSWORD}x`);
    await page.getByRole('button', { name: 'Registrieren', exact: true }).click();
    await expect(page.getByText('Die Passwörter stimmen nicht überein.').first()).toBeVisible();
  });

  test('says when the password is wrong', async ({ page, request }) => {
    const email = uniqueEmail('falsch');
    await confirmedUser(request, email);
    await signIn(page, email, 'falsches-passwort');
    await expectToast(page, 'Anmeldung fehlgeschlagen');
    await expect(page.getByText('Anmeldedaten ungültig. Bitte überprüfen Sie E-Mail und Passwort.')).toBeVisible();
  });

  test('blocks sign-in after repeated wrong passwords, even with the right one', async ({ page, request, isMobile }) => {
    test.skip(isMobile, 'one viewport is enough for a server rule; the slowdown makes this test take 15 s');
    test.setTimeout(60_000);
    const email = uniqueEmail('gesperrt');
    await confirmedUser(request, email);
    for (let attempt = 1; attempt <= 10; attempt++) {
      await signIn(page, email, `falsch-${attempt}-passwort`);
      await expect(page.getByText('Anmeldedaten ungültig. Bitte überprüfen Sie E-Mail und Passwort.').first()).toBeVisible();
    }
    await signIn(page, email);
    await expect(
      page.getByText('Zu viele fehlgeschlagene Versuche. Bitte warten Sie 15 Minuten und versuchen Sie es erneut.').first(),
    ).toBeVisible();
  });

  test('resends the confirmation once an hour', async ({ page }) => {
    const email = uniqueEmail('nochmal');
    await page.request.post('/graphql', {
      headers: { 'x-graphql-yoga-csrf': '1' },
      data: { query: 'mutation($i: JoinWaitlistInput!) { joinWaitlist(input: $i) { __typename } }', variables: { i: { email, firstName: 'A', lastName: 'B', source: 'AUTH' } } },
    });
    await approve(email);
    await fillSignUp(page, email);
    await page.getByRole('button', { name: 'Registrieren', exact: true }).click();
    await page.getByRole('button', { name: 'E-Mail erneut senden' }).click();
    await expectToast(page, 'Bestätigungs-E-Mail wurde erneut gesendet. Bitte prüfen Sie Ihr Postfach.');
    await page.getByRole('button', { name: 'E-Mail erneut senden' }).click();
    await expectToast(page, 'Sie können die Bestätigungs-E-Mail nur einmal pro Stunde erneut anfordern.');
  });

  test('allows one reset request a day', async ({ page, request }) => {
    const email = uniqueEmail('reset-limit');
    await confirmedUser(request, email);
    await page.goto('/auth?mode=signin');
    for (const expected of ['Bitte prüfen Sie Ihr Postfach', 'Rate limit exceeded']) {
      await page.getByRole('button', { name: 'Passwort vergessen?' }).click();
      const forgot = page.getByRole('dialog', { name: 'Passwort zurücksetzen' });
      await forgot.getByRole('textbox', { name: 'E-Mail' }).fill(email);
      await forgot.getByRole('button', { name: 'Link senden' }).click();
      await expect(page.getByText(expected, { exact: true }).first()).toBeVisible();
      if (await forgot.isVisible()) await forgot.getByRole('button', { name: 'Abbrechen' }).click();
    }
  });

  test('turns away an invalid or incomplete reset link', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByText('Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen Link an.').first()).toBeVisible();
    await page.waitForURL(/\/auth/);

    await page.goto('/reset-password#access_token=abgelaufen&refresh_token=abgelaufen&type=recovery');
    await page.getByLabel('Neues Passwort', { exact: true }).fill('Neues-Passwort-2026');
    await page.getByLabel('Passwort bestätigen', { exact: true }).fill('Neues-Passwort-2026');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(page.getByText('Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen Link an.').first()).toBeVisible();
    await page.waitForURL(/\/auth/);
  });
});
