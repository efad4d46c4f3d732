import { expect, test } from '@playwright/test';
import { waitlistDialog } from './support/page';

test.describe('landing page', () => {
  test('tells a construction company what the product does, section by section', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Baustellen-Protokolle/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const heading of [
      'Weniger Schreibarbeit nach der Besprechung',
      'Alles, was ein Baustellenprotokoll braucht',
      'In drei Schritten zum Protokoll',
      'Passt zu Ihren Besprechungen',
      'Sicherheit und Datenschutz',
      'Häufige Fragen',
    ]) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Das Problem' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Die Lösung' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Das Ergebnis' })).toBeVisible();
    await expect(page.locator('#funktionen h3')).toHaveCount(6);
    for (const tool of ['Zoom', 'Microsoft Teams', 'Google Meet', 'Webex']) await expect(page.getByText(tool, { exact: true })).toBeVisible();
  });

  test('answers the four questions, opened by keyboard', async ({ page }) => {
    await page.goto('/');
    const questions = page.locator('details > summary');
    await expect(questions).toHaveCount(4);
    await expect(questions.nth(0)).toContainText('DSGVO');
    const first = page.locator('details').first();
    await questions.nth(0).focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('open', '');
  });

  test('sends sign-in and every footer link to /auth', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/auth');
    const footerLinks = page.getByRole('contentinfo').getByRole('link');
    expect(await footerLinks.count()).toBeGreaterThan(0);
    for (const href of await footerLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) expect(href).toBe('/auth');
  });

  test("keeps its title while the page's own code is still loading, then has one title and one description", async ({ page }) => {
    // The landing page's code is held back: the app has started, the page has not rendered yet.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested: () => void = () => {};
    const landingRequested = new Promise<void>((resolve) => (requested = resolve));
    await page.route(/\/assets\/LandingPage-[^/]+\.js$/, async (route) => {
      requested();
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await landingRequested;
    await expect(page).toHaveTitle(/Baustellen-Protokolle/);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/Baustellen-Protokolle/);
    await expect(page.locator('head title')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  });

  test('describes itself to search engines', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Protokoll/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL('/', page.url()).href);
    const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = structured.flatMap((json) => {
      const data = JSON.parse(json) as { '@type'?: string; '@graph'?: { '@type': string }[] };
      return data['@graph'] ? data['@graph'].map((node) => node['@type']) : [data['@type']];
    });
    expect(types).toEqual(expect.arrayContaining(['FAQPage']));
    expect(types.some((t) => t === 'SoftwareApplication' || t === 'WebApplication')).toBe(true);
  });

  test('fits the screen without sideways scrolling', async ({ page }) => {
    await page.goto('/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
  });

  test('loads neither the dialog nor other pages until they are needed', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(scripts.some((s) => s.includes('LandingPage'))).toBe(true);
    expect(scripts.filter((s) => /WaitlistDialog|NotFoundPage|graphql-ws/.test(s))).toEqual([]);
  });

  test('opens and closes the waitlist dialog by keyboard, returning focus', async ({ page, isMobile }) => {
    test.skip(isMobile, 'keyboard use is a desktop concern');
    await page.goto('/');
    const headerButton = page.getByRole('banner').getByRole('button', { name: 'Auf die Warteliste' });
    await headerButton.focus();
    await page.keyboard.press('Enter');
    await expect(waitlistDialog(page)).toBeVisible();
    await expect(waitlistDialog(page).getByRole('textbox', { name: 'E-Mail', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(waitlistDialog(page)).toBeHidden();
    await expect(headerButton).toBeFocused();
  });
});
