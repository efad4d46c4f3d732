import { expect, test } from '@playwright/test';
import { signedInOnDashboard } from './support/accounts';
import { uniqueEmail } from './support/page';

test.describe('action items across projects', () => {
  test('a new account has no open items, and none completed either', async ({ page, request }) => {
    const email = uniqueEmail('punkte');
    await signedInOnDashboard(page, request, email);
    await page.goto('/action-items');
    await expect(page.getByRole('heading', { level: 1, name: 'Offene Punkte' })).toBeVisible();
    await expect(page).toHaveTitle('Offene Punkte – Baustellen-Protokolle');
    await expect(page.getByText('Keine offenen Punkte', { exact: true })).toBeVisible();

    const filter = page.getByRole('radiogroup', { name: 'Anzeigen' });
    await expect(filter.getByRole('radio', { name: 'Offen' })).toBeChecked();
    await filter.getByRole('radio', { name: 'Erledigt' }).click();
    await expect(page.getByText('Keine erledigten Punkte', { exact: true })).toBeVisible();
    await filter.getByRole('radio', { name: 'Offen' }).press('Enter');
    await expect(page.getByText('Keine offenen Punkte', { exact: true })).toBeVisible();
  });
});
