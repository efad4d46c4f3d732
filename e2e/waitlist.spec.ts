import { expect, test, type Page } from '@playwright/test';
import { mailCountTo, mailTo } from './support/mail';
import { expectToast, fillWaitlist, toastWithTitle, uniqueEmail, waitlistDialog } from './support/page';

const openFromHero = async (page: Page) => {
  await page.goto('/');
  await page.locator('#hero-titel').locator('xpath=ancestor::section[1]').getByRole('button', { name: 'Auf die Warteliste' }).click();
  await expect(waitlistDialog(page)).toBeVisible();
};
const submit = (page: Page) => waitlistDialog(page).getByRole('button', { name: 'Eintragen' }).click();
const field = (page: Page, name: string) => waitlistDialog(page).getByRole('textbox', { name, exact: true });

test.describe('waitlist', () => {
  test('puts a site manager on the list, clears the form and sends the acknowledgement mail', async ({ page }) => {
    const email = uniqueEmail('erfolg');
    await openFromHero(page);
    await fillWaitlist(page, { email: `  ${email} `, firstName: 'Jörg', lastName: 'Müller', company: 'Müller Hochbau GmbH', notes: 'Zwei Jour fixe pro Woche' });
    await submit(page);
    await expectToast(page, 'Erfolgreich eingetragen', 'Wir melden uns, sobald wir dich freigeschaltet haben.');
    await expect(waitlistDialog(page)).toBeHidden();

    await page.getByRole('banner').getByRole('button', { name: 'Auf die Warteliste' }).click();
    await expect(field(page, 'E-Mail')).toHaveValue('');
    await expect(field(page, 'Vorname')).toHaveValue('');

    const mail = await mailTo(email);
    expect(mail.subject).toBe('Du stehst auf der Warteliste – Baustellen-Protokolle');
    expect(mail.text).toContain('Hallo Jörg,');
  });

  test('tells someone already on the list so, whatever the letter case, and closes', async ({ page }) => {
    const email = uniqueEmail('doppelt');
    await openFromHero(page);
    await fillWaitlist(page, { email, firstName: 'Anna', lastName: 'Becker' });
    await submit(page);
    await expectToast(page, 'Erfolgreich eingetragen');

    await page.getByRole('banner').getByRole('button', { name: 'Auf die Warteliste' }).click();
    await fillWaitlist(page, { email: email.toUpperCase(), firstName: 'Anna', lastName: 'Becker' });
    await submit(page);
    await expectToast(page, 'Du stehst bereits auf der Warteliste', 'Wir melden uns bei dir, sobald ein Zugang verfügbar ist.');
    await expect(waitlistDialog(page)).toBeHidden();
    await mailTo(email);
    expect(mailCountTo(email)).toBe(1);
  });

  test('asks for the e-mail address first, then for both names', async ({ page }) => {
    await openFromHero(page);
    await fillWaitlist(page, { firstName: 'Anna', lastName: 'Becker' });
    await submit(page);
    await expectToast(page, 'E-Mail erforderlich', 'Bitte geben Sie Ihre E-Mail-Adresse ein.');
    await expect(waitlistDialog(page)).toBeVisible();

    await fillWaitlist(page, { email: uniqueEmail('name'), lastName: '   ' });
    await submit(page);
    await expectToast(page, 'Name erforderlich', 'Bitte geben Sie Vor- und Nachnamen ein.');
    await expect(field(page, 'Vorname')).toHaveValue('Anna');
  });

  test('explains a malformed address in German and keeps what was typed', async ({ page }) => {
    await openFromHero(page);
    await fillWaitlist(page, { email: 'bauleiter@', firstName: 'Anna', lastName: 'Becker' });
    await submit(page);
    await expectToast(page, 'Ungültige E-Mail-Adresse', 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@firma.de.');
    await expect(field(page, 'E-Mail')).toHaveValue('bauleiter@');
  });

  test('says when the connection fails and keeps the form for another try', async ({ page }) => {
    const email = uniqueEmail('offline');
    await openFromHero(page);
    await fillWaitlist(page, { email, firstName: 'Anna', lastName: 'Becker' });
    await page.route('**/graphql', (route) => route.abort('internetdisconnected'));
    await submit(page);
    await expectToast(page, 'Eintragung fehlgeschlagen', 'Bitte versuche es später erneut.');
    await expect(field(page, 'E-Mail')).toHaveValue(email);

    await page.unroute('**/graphql');
    await submit(page);
    await expectToast(page, 'Erfolgreich eingetragen');
  });

  test('says the same when the server answers with an error', async ({ page }) => {
    await openFromHero(page);
    await fillWaitlist(page, { email: uniqueEmail('fehler'), firstName: 'Anna', lastName: 'Becker' });
    await page.route('**/graphql', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
    await submit(page);
    await expectToast(page, 'Eintragung fehlgeschlagen');
  });

  test('records which button opened the dialog', async ({ page }) => {
    await page.goto('/');
    const closing = page.locator('#abschluss-titel').locator('xpath=ancestor::section[1]');
    await closing.getByRole('button', { name: 'Auf die Warteliste' }).click();
    await fillWaitlist(page, { email: uniqueEmail('quelle'), firstName: 'Anna', lastName: 'Becker', company: '' });
    const request = page.waitForRequest('**/graphql');
    await submit(page);
    const input = (await request).postDataJSON().variables.input;
    expect(input).toMatchObject({ source: 'LANDING_ABSCHLUSS', company: null, notes: null });
    await expectToast(page, 'Erfolgreich eingetragen');
  });

  test('shows at most five toasts at once, at the top right', async ({ page, isMobile }) => {
    await openFromHero(page);
    for (let i = 0; i < 7; i++) await submit(page);
    const toasts = page.getByRole('region', { name: 'Benachrichtigungen' }).getByText('E-Mail erforderlich', { exact: true });
    await expect(toasts).toHaveCount(5);
    const box = (await toastWithTitle(page, 'E-Mail erforderlich').first().boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y).toBeLessThan(viewport.height / 4);
    if (!isMobile) expect(box.x).toBeGreaterThan(viewport.width / 2);
  });
});
