import { expect, type Page } from '@playwright/test';

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
