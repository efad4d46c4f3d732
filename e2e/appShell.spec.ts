import { expect, test } from '@playwright/test';

test.describe('app shell', () => {
  test('shows the 404 page for an unknown path, with a way home', async ({ page }) => {
    await page.goto('/gibt-es-nicht');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await page.getByRole('link', { name: 'Zur Startseite' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('shows the spinner while a page is still loading', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/NotFoundPage-.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/noch-nicht-geladen');
    await expect(page.getByText('Wird geladen...')).toBeVisible();
    release();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
  });

  test('shows the error screen when a page cannot load, and recovers on "Erneut versuchen"', async ({ page }) => {
    await page.route(/NotFoundPage-.*\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto('/funkloch');
    await expect(page.getByText('Oops! Etwas ist schiefgelaufen')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Seite neu laden' })).toBeVisible();
    await page.unroute(/NotFoundPage-.*\.js$/);
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
  });

  test('reloads the page from the error screen', async ({ page }) => {
    await page.route(/NotFoundPage-.*\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto('/funkloch');
    await expect(page.getByText('Oops! Etwas ist schiefgelaufen')).toBeVisible();
    await page.unroute(/NotFoundPage-.*\.js$/);
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Seite neu laden' }).click()]);
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
  });
});
