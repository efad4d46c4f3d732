import { expect, type Locator, type Page } from '@playwright/test';

/** The toast with this title, inside the 'Benachrichtigungen' region. */
export const toastWithTitle = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Benachrichtigungen' }).getByText(title, { exact: true });

/** Asserts that a toast with this title and description is shown (an earlier one may still be there too). */
export async function expectToast(page: Page, title: string, description?: string) {
  const region = page.getByRole('region', { name: 'Benachrichtigungen' });
  await expect(region.getByText(title, { exact: true }).first()).toBeVisible();
  if (description) await expect(region.getByText(description, { exact: true }).first()).toBeVisible();
}

export const waitlistDialog = (page: Page) => page.getByRole('dialog', { name: 'Auf die Warteliste' });

/** Fills the waitlist form field by field, as a person types. */
export async function fillWaitlist(
  page: Page,
  values: { email?: string; firstName?: string; lastName?: string; company?: string; notes?: string },
) {
  const dialog = waitlistDialog(page);
  const field = (name: string) => dialog.getByRole('textbox', { name, exact: true });
  if (values.email !== undefined) await field('E-Mail').fill(values.email);
  if (values.firstName !== undefined) await field('Vorname').fill(values.firstName);
  if (values.lastName !== undefined) await field('Nachname').fill(values.lastName);
  if (values.company !== undefined) await field('Firma (optional)').fill(values.company);
  if (values.notes !== undefined) await field('Anmerkungen (optional)').fill(values.notes);
}

/** An address no other test (or project, phone and desktop run in parallel) uses. */
export const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@bau-e2e.de`;

/**
 * The toast with exactly this title (its accessible name), and with exactly this description, or none:
 * one toast carrying both, not a title and a description of two different toasts.
 */
export async function expectToastExactly(page: Page, title: string, description: string | null) {
  const titled = page.getByRole('region', { name: 'Benachrichtigungen' }).getByRole('alertdialog', { name: title, exact: true });
  // An earlier toast with the same title may still be there.
  const shown = (description === null ? titled : titled.filter({ hasText: description })).first();
  await expect(shown).toBeVisible();
  await expect(shown).toHaveAccessibleDescription(description ?? '');
}

/** Nothing sticks out sideways: the page cannot be scrolled horizontally (checked once the layout has settled). */
export async function expectNoHorizontalOverflow(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth), { message: 'pixels the page is wider than the viewport' })
    .toBeLessThanOrEqual(0);
}

/** Every element lies within the viewport's width: readable without scrolling sideways. */
export async function expectWithinViewportWidth(page: Page, elements: Locator) {
  const width = page.viewportSize()!.width;
  for (const element of await elements.all()) {
    const box = await element.boundingBox();
    expect(box, 'rendered').not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  }
}
