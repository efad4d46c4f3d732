import { expect, test, type Page } from '@playwright/test';
import { confirmedUser, signIn } from './support/accounts';
import { operatorCommand } from './support/productDatabase';
import { expectToast, uniqueEmail } from './support/page';

const section = (page: Page, name: string | RegExp) => page.getByRole('region', { name });
/** The value beside a label in one of the page's label/value lists. */
const valueOf = (page: Page, regionName: string | RegExp, label: string) =>
  section(page, regionName).locator('div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');
const thisMonth = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'Europe/Berlin' }).format(new Date());

async function openSubscription(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { level: 1, name: 'Abonnement' })).toBeVisible();
}

test.describe('subscription page', () => {
  test('shows the free plan, its limits, empty usage and quotas, and announces upgrades', async ({ page, request }) => {
    const email = uniqueEmail('abo');
    await confirmedUser(request, email);
    await openSubscription(page, email);
    await expect(page).toHaveTitle('Abonnement – Baustellen-Protokolle');

    const current = section(page, 'Aktueller Plan');
    await expect(current.getByText('Free', { exact: true })).toBeVisible();
    await expect(current.getByText('Aktiv', { exact: true })).toBeVisible();

    await expect(valueOf(page, 'Limits Ihres Plans', 'Projekte')).toHaveText('1');
    await expect(valueOf(page, 'Limits Ihres Plans', 'Meeting-Stunden pro Monat')).toHaveText('1 Std.');
    await expect(valueOf(page, 'Limits Ihres Plans', 'KI-Credits pro Monat')).toHaveText('10');
    await expect(valueOf(page, 'Limits Ihres Plans', 'KI-Anfragen')).toHaveText('0 von 5');
    await expect(valueOf(page, 'Limits Ihres Plans', 'Protokolle')).toHaveText('0 von 1');
    await expect(valueOf(page, 'Limits Ihres Plans', 'Maßnahmen')).toHaveText('0 von 10');

    // Quota bars: accessible meters with the month's allowance, no warning for a fresh account.
    const hours = current.getByRole('meter', { name: 'Meeting-Stunden' });
    await expect(hours).toHaveAttribute('aria-valuenow', '0');
    await expect(hours).toHaveAttribute('aria-valuemin', '0');
    await expect(hours).toHaveAttribute('aria-valuemax', '60');
    await expect(hours).toHaveAttribute('aria-valuetext', '0 Std. 0 Min. von 1 Std. 0 Min. genutzt, 1 Std. 0 Min. verbleibend');
    await expect(current.getByText('1 Std. 0 Min.', { exact: true })).toBeVisible();
    const credits = current.getByRole('meter', { name: 'KI-Credits' });
    await expect(credits).toHaveAttribute('aria-valuemax', '10');
    await expect(current.getByText('0 von 10 genutzt', { exact: true })).toBeVisible();
    await expect(page.getByText('Ihr Kontingent ist fast aufgebraucht')).toHaveCount(0);

    const usage = section(page, `Nutzung im ${thisMonth}`);
    await expect(usage.locator('dd')).toHaveText(['0', '0', '0', '0', '0', '0', '0', '0']);
    await expect(usage.getByText('KI-Chat-Anfragen', { exact: true })).toBeVisible();

    // Plan cards: the current one marked, the others offer an upgrade that is not there yet.
    const plans = section(page, 'Pläne');
    await expect(plans.getByRole('article')).toHaveCount(4);
    const free = plans.getByRole('article', { name: 'Free' });
    await expect(free).toHaveAttribute('aria-current', 'true');
    await expect(free.getByText('Ihr Plan', { exact: true })).toBeVisible();
    await expect(free.getByRole('button')).toHaveCount(0);
    const starter = plans.getByRole('article', { name: 'Starter' });
    await expect(starter.getByText('29,00 €', { exact: true })).toBeVisible();
    await expect(starter.getByText('KI-Assistent für Projektfragen')).toBeVisible();
    await starter.getByRole('button', { name: 'Upgrade' }).click();
    await expectToast(page, 'Coming Soon', 'Upgrade-Funktion wird bald verfügbar sein.');
  });

  test('shows the enterprise plan as unlimited after the plan changed', async ({ page, request }) => {
    const email = uniqueEmail('abo-enterprise');
    await confirmedUser(request, email);
    await openSubscription(page, email);
    await expect(section(page, 'Aktueller Plan').getByText('Free', { exact: true })).toBeVisible();

    operatorCommand('setPlan', email, 'enterprise');
    await page.reload();
    await expect(section(page, 'Aktueller Plan').getByText('Enterprise', { exact: true })).toBeVisible();
    await expect(valueOf(page, 'Limits Ihres Plans', 'Projekte')).toHaveText('Unbegrenzt');
    await expect(valueOf(page, 'Limits Ihres Plans', 'KI-Anfragen')).toHaveText('Unbegrenzt');
    await expect(section(page, 'Aktueller Plan').getByRole('meter', { name: 'Meeting-Stunden' })).toHaveAttribute('aria-valuemax', '12000');
    const plans = section(page, 'Pläne');
    await expect(plans.getByRole('article', { name: 'Enterprise' })).toHaveAttribute('aria-current', 'true');
    await expect(plans.getByRole('article', { name: 'Free' }).getByRole('button', { name: 'Wechseln' })).toBeVisible();
  });
});
