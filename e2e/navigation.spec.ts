import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signedInOnDashboard } from './support/accounts';
import { createProjectViaApi } from './support/graphql';
import { expectToast, uniqueEmail } from './support/page';

// The frame of the signed-in pages (spec part 1 "Navigation"): top bar with pills and the user menu
// from 768 px; below that a drawer and a bottom sheet, both driven by real touch events.

// Each test registers a user (a mail round trip) and visits a few pages.
test.describe.configure({ timeout: 60_000 });

// Registration sets the last name 'N/A', so the user menu is named by the address.
const userButton = (page: Page, email: string) => page.getByRole('button', { name: email, exact: true });

async function signedInUser(page: Page, request: APIRequestContext, label: string) {
  const email = await signedInOnDashboard(page, request, uniqueEmail(label));
  await expect(userButton(page, email)).toBeVisible();
  return email;
}
const userMenu = (page: Page) => page.getByRole('dialog', { name: 'Benutzermenü' });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Menü' });
const topNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Hauptnavigation' });

interface Point {
  x: number;
  y: number;
}

/** One finger on the touch screen, through the DevTools protocol (real touchstart/touchmove/touchend). */
async function putFinger(page: Page, at: Point) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
  let current = at;
  return {
    async moveTo(to: Point, steps = 6) {
      const from = current;
      for (let step = 1; step <= steps; step++) {
        const point = { x: from.x + ((to.x - from.x) * step) / steps, y: from.y + ((to.y - from.y) * step) / steps };
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
      }
      current = to;
    },
    async lift() {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await cdp.detach();
    },
  };
}

async function swipe(page: Page, from: Point, to: Point) {
  const finger = await putFinger(page, from);
  await finger.moveTo(to);
  await finger.lift();
}

/**
 * Waits until the modal has finished sliding in: no animation or transition still runs, and two
 * measurements in a row agree (two frames stalled on a busy machine once agreed mid-slide).
 */
async function settled(page: Page) {
  await expect(page.locator('[data-entering]')).toHaveCount(0);
  const panel = page.getByRole('dialog').first();
  // Those of the dialog, what it contains and what contains it (the slide may be its overlay's).
  const running = (dialog: Element) =>
    document.getAnimations().filter((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      return animation.playState === 'running' && target instanceof Element && (target.contains(dialog) || dialog.contains(target));
    }).length;
  await expect.poll(() => panel.evaluate(running)).toBe(0);
  let last = await panel.boundingBox();
  await expect
    .poll(async () => {
      const now = await panel.boundingBox();
      const still = now !== null && last !== null && now.x === last.x && now.y === last.y;
      last = now;
      return still;
    })
    .toBe(true);
}

const boxOf = async (page: Page, locator: ReturnType<Page['getByRole']>) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
};

test.describe('navigation on a desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'the phone has the drawer and the sheet');

  test('shows the pills with the current page marked, and the logo leads to the dashboard', async ({ page, request }) => {
    await signedInUser(page, request, 'pillen');
    const nav = topNav(page);
    await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Offene Punkte']);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Offene Punkte' })).not.toHaveAttribute('aria-current');
    // On the dashboard itself a trail would be just 'Dashboard': none is shown.
    await expect(page.getByRole('navigation', { name: 'Brotkrumen' })).toHaveCount(0);
    // No chat or admin buttons until their areas exist.
    await expect(page.getByRole('button', { name: /KI Chat|Administration/ })).toHaveCount(0);

    await nav.getByRole('link', { name: 'Offene Punkte' }).click();
    await expect(page).toHaveURL(/\/action-items$/);
    await expect(topNav(page).getByRole('link', { name: 'Offene Punkte' })).toHaveAttribute('aria-current', 'page');
    await expect(topNav(page).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');

    await page.getByRole('link', { name: 'Baustellen-Protokolle – Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(topNav(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  test('inside a project shows Dashboard, the project, Beteiligte, Offene Punkte and Agendas, with breadcrumbs', async ({ page, request }) => {
    await signedInUser(page, request, 'projekt-nav');
    const { projectId } = await createProjectViaApi(page.request, { name: 'Neubau Bürogebäude' });

    await page.goto(`/projects/${projectId}`);
    const nav = topNav(page);
    await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Neubau Bürogebäude', 'Beteiligte', 'Offene Punkte', 'Agendas']);
    await expect(nav.getByRole('link', { name: 'Neubau Bürogebäude' })).toHaveAttribute('aria-current', 'page');

    const trail = page.getByRole('navigation', { name: 'Brotkrumen' });
    await expect(trail.getByRole('listitem')).toHaveText(['Dashboard', 'Neubau Bürogebäude']);
    await expect(trail.getByText('Neubau Bürogebäude')).toHaveAttribute('aria-current', 'page');
    await trail.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('opens the user menu with the address, plan and entries, by keyboard too', async ({ page, request }) => {
    const email = await signedInUser(page, request, 'benutzermenue');
    const button = userButton(page, email);

    await button.focus();
    await page.keyboard.press('Enter');
    const menu = userMenu(page);
    await expect(menu.getByText(email)).toBeVisible();
    await expect(menu.getByText('Free', { exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Abonnement verwalten' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Kontoeinstellungen' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Abmelden' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Abonnement verwalten' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Kontoeinstellungen' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { name: 'Kontoeinstellungen', level: 1 })).toBeVisible();
  });

  test("leads to the subscription page and signs out with 'Abmelden'", async ({ page, request }) => {
    const email = await signedInUser(page, request, 'abmelden');
    await userButton(page, email).click();
    await userMenu(page).getByRole('link', { name: 'Abonnement verwalten' }).click();
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(userMenu(page)).toBeHidden();
    // The subscription page has a trail, the dashboard has none: the new page is shown.
    await expect(page.getByRole('navigation', { name: 'Brotkrumen' })).toBeVisible();

    await userButton(page, email).click();
    await userMenu(page).getByRole('button', { name: 'Abmelden' }).click();
    await expectToast(page, 'Sie wurden erfolgreich abgemeldet.');
    await expect(page).toHaveURL(/\/auth/);
  });
});

test.describe('navigation on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'the drawer and the sheet are for narrow touch screens');

  test('fits 375 px with touch-sized buttons; the drawer opens by the button and closes by Escape, backdrop and navigating', async ({
    page,
    request,
  }) => {
    const email = await signedInUser(page, request, 'schublade');
    const banner = page.getByRole('banner');
    await expect(topNav(page)).toBeHidden();
    expect(await banner.evaluate((header) => header.scrollWidth <= header.clientWidth)).toBe(true);
    const menuButton = page.getByRole('button', { name: 'Menü öffnen' });
    for (const target of [menuButton, userButton(page, email)]) {
      const box = await boxOf(page, target);
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }

    // Keyboard: Enter opens, focus stays inside, Escape closes and focus returns to the button.
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const panel = drawer(page);
    await expect(panel.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    for (let press = 0; press < 4; press++) await page.keyboard.press('Tab');
    expect(await panel.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(menuButton).toBeFocused();

    // A tap on the backdrop, right of the panel.
    await menuButton.tap();
    await expect(panel).toBeVisible();
    await page.touchscreen.tap(360, 600);
    await expect(panel).toBeHidden();

    // Following an entry closes it.
    await menuButton.tap();
    await panel.getByRole('link', { name: 'Offene Punkte' }).tap();
    await expect(page).toHaveURL(/\/action-items$/);
    await expect(panel).toBeHidden();
  });

  test('the drawer opens by an edge swipe and closes by a left swipe over 100 px only', async ({ page, request }) => {
    await signedInUser(page, request, 'wischen');
    const panel = drawer(page);

    // A swipe that starts outside the 50 px edge zone is no edge swipe.
    await swipe(page, { x: 80, y: 500 }, { x: 300, y: 500 });
    await expect(panel).toHaveCount(0);

    await swipe(page, { x: 10, y: 500 }, { x: 180, y: 500 });
    await expect(panel).toBeVisible();
    const closeButton = panel.getByRole('button', { name: 'Menü schließen' });
    // Measured once the drawer has finished sliding in.
    await settled(page);
    const restingX = (await boxOf(page, closeButton)).x;

    // 60 px: the panel follows the finger, then springs back and stays open.
    const finger = await putFinger(page, { x: 220, y: 600 });
    await finger.moveTo({ x: 160, y: 600 });
    await expect.poll(async () => Math.round((await boxOf(page, closeButton)).x - restingX)).toBe(-60);
    await finger.lift();
    await expect.poll(async () => Math.round((await boxOf(page, closeButton)).x)).toBe(Math.round(restingX));
    await expect(panel).toBeVisible();

    await swipe(page, { x: 220, y: 600 }, { x: 100, y: 600 });
    await expect(panel).toBeHidden();
  });

  test('the user sheet shows the menu, follows a drag and closes on a drag over 100 px, the backdrop and Escape', async ({
    page,
    request,
  }) => {
    const email = await signedInUser(page, request, 'blatt');
    await userButton(page, email).tap();
    const sheet = userMenu(page);
    const address = sheet.getByText(email);
    await expect(address).toBeVisible();
    await expect(sheet.getByText('Free', { exact: true })).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'Abonnement verwalten' })).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'Kontoeinstellungen' })).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Abmelden' })).toBeVisible();

    // A small drag: the sheet follows the finger and goes back up.
    // Measured once the sheet has finished sliding in.
    await settled(page);
    const restingY = (await boxOf(page, address)).y;
    const finger = await putFinger(page, { x: 187, y: restingY });
    await finger.moveTo({ x: 187, y: restingY + 60 });
    await expect.poll(async () => Math.round((await boxOf(page, address)).y - restingY)).toBe(60);
    await finger.lift();
    await expect.poll(async () => Math.round((await boxOf(page, address)).y)).toBe(Math.round(restingY));
    await expect(sheet).toBeVisible();

    await swipe(page, { x: 187, y: restingY }, { x: 187, y: restingY + 160 });
    await expect(sheet).toBeHidden();

    await userButton(page, email).tap();
    await expect(address).toBeVisible();
    await page.touchscreen.tap(187, 30);
    await expect(sheet).toBeHidden();

    await userButton(page, email).tap();
    await expect(address).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    await userButton(page, email).tap();
    await sheet.getByRole('link', { name: 'Kontoeinstellungen' }).tap();
    await expect(page.getByRole('heading', { name: 'Kontoeinstellungen', level: 1 })).toBeVisible();
  });
});
