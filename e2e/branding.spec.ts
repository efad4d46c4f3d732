import { expect, test } from '@playwright/test';
import { setPlan, signedInOnDashboard } from './support/accounts';
import { createProjectViaApi } from './support/graphql';
import { expectNoHorizontalOverflow, expectToast, uniqueEmail } from './support/page';
import { createManualProtocolViaApi } from './support/protocolVersions';

// Custom branding and bulk export (issue 14 points 3 and 4) as a user sees them: the settings'
// 'Firmenlogo und Briefkopf' by plan, and 'Alle Protokolle exportieren' on an enterprise project.

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('letterhead: the plan hint on starter, logo, company name and address on professional', async ({ page, request }) => {
  test.slow();
  const email = await signedInOnDashboard(page, request, uniqueEmail('briefkopf'), 'starter');
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Firmenlogo und Briefkopf' });
  await expect(section.getByText('Eigenes Logo und Briefkopf sind ab dem Professional-Abo verfügbar.')).toBeVisible();
  await expect(section.getByRole('link', { name: 'Abo ansehen' })).toHaveAttribute('href', '/subscription');

  await setPlan(email, 'professional');
  await page.reload();
  await expect(section.getByText('Noch kein Logo hochgeladen.')).toBeVisible();
  await section.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expectToast(page, 'Logo gespeichert');
  await expect(section.getByRole('img', { name: 'Vorschau Ihres Firmenlogos' })).toBeVisible();

  await section.getByRole('textbox', { name: 'Firmenname' }).fill('Müller & Söhne Bau GmbH');
  await section.getByRole('textbox', { name: 'Anschrift' }).fill('Hauptstraße 5\n80331 München');
  await section.getByRole('button', { name: 'Briefkopf speichern' }).click();
  await expectToast(page, 'Briefkopf gespeichert');
  await page.reload();
  await expect(section.getByRole('textbox', { name: 'Firmenname' })).toHaveValue('Müller & Söhne Bau GmbH');

  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoHorizontalOverflow(page);
  await section.getByRole('button', { name: 'Logo entfernen' }).click();
  await expectToast(page, 'Logo entfernt');
  await expect(section.getByText('Noch kein Logo hochgeladen.')).toBeVisible();
});

test('bulk export: the plan hint below enterprise; on enterprise a ZIP of the project’s protocols with its progress', async ({ page, request }) => {
  test.slow();
  const email = await signedInOnDashboard(page, request, uniqueEmail('zip'), 'professional');
  const project = await createProjectViaApi(page.request, { name: 'Neubau Kita Sonnenschein', number: '4711' });
  await createManualProtocolViaApi(page.request, project.id, { title: 'Baubesprechung 1', date: '2026-11-02' });
  await createManualProtocolViaApi(page.request, project.id, { title: 'Baubesprechung 2', date: '2026-11-09' });

  await page.goto(`/projects/${project.projectId}`);
  await expect(page.getByText('Der Export aller Protokolle eines Projekts ist im Enterprise-Abo verfügbar.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Alle Protokolle exportieren' })).toHaveCount(0);

  await setPlan(email, 'enterprise');
  await page.reload();
  await page.getByRole('button', { name: 'Alle Protokolle exportieren' }).click();
  const dialog = page.getByRole('dialog', { name: 'Alle Protokolle exportieren' });
  await expect(dialog.getByRole('radio', { name: 'PDF' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Export starten' }).click();
  await expect(dialog).toBeHidden();

  const link = page.getByRole('link', { name: 'ZIP herunterladen' });
  await expect(link).toBeVisible({ timeout: 60_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^Protokolle_4711_\d{4}-\d{2}-\d{2}\.zip$/);
});
