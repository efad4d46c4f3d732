import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { signedInOnDashboard } from './accounts';
import { createProjectViaApi, gql } from './graphql';
import { uniqueEmail } from './page';

// The page 'Neues Protokoll' as a user works it: for the upload specs and the failure messages.

export const CONSENT = 'Alle Anwesenden haben der Aufzeichnung zugestimmt.';

export async function protocolCount(page: Page, projectId: string) {
  const data = await gql<{ viewer: { project: { stats: { protocolCount: number } } } }>(
    page.request,
    'query($p: String!) { viewer { project(projectId: $p) { stats { protocolCount } } } }',
    { p: projectId },
  );
  return data.viewer.project.stats.protocolCount;
}

/** A signed-in user on `plan`, with a new project, on its 'Neues Protokoll' page (opened from the project page). */
export async function onNewProtocolPage(page: Page, request: Parameters<typeof signedInOnDashboard>[1], label: string, plan?: 'starter') {
  await signedInOnDashboard(page, request, uniqueEmail(label), plan);
  const project = await createProjectViaApi(page.request, { name: 'Neubau Kita Sonnenschein' });
  await page.goto(`/projects/${project.projectId}`);
  await page.getByRole('button', { name: 'Neues Protokoll' }).click();
  await page.getByRole('menuitem', { name: 'Aus Aufnahme' }).click();
  await expect(page).toHaveURL(`/projects/${project.projectId}/protocols/new`);
  await expect(page.getByRole('heading', { level: 1, name: 'Neues Protokoll' })).toBeVisible();
  return project;
}

export const submitButton = (page: Page) => page.getByRole('button', { name: 'Protokoll erstellen' });

/** Picks `file` through the drop zone's button, as a user does with the system's file picker. */
export async function chooseFile(page: Page, file: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Audio- oder Videodatei auswählen|Andere Datei wählen/ }).click();
  await (await chooser).setFiles(file);
  await expect(page.getByRole('button', { name: new RegExp(path.basename(file).replace('.', '\\.')) })).toBeVisible();
}

export async function fillForm(page: Page, file: string, { consent = true } = {}) {
  await page.getByRole('textbox', { name: 'Titel' }).fill('Baubesprechung Nr. 12');
  await page.getByRole('textbox', { name: 'Ort (optional)' }).fill('Baucontainer Nord');
  await chooseFile(page, file);
  if (consent) await tickConsent(page);
}

/** Taps the checkbox's label, as people do: the box itself is drawn over the native input. */
export async function tickConsent(page: Page) {
  await page.locator('label').filter({ hasText: CONSENT }).click();
  await expect(page.getByRole('checkbox', { name: CONSENT })).toBeChecked();
}

/** The refusal in place: the server's title and message, and 'Erneut versuchen'. */
export async function expectRefusal(page: Page, title: string, message: string) {
  const alert = page.getByRole('main').getByRole('alert').filter({ hasText: message });
  await expect(alert).toBeVisible();
  await expect(alert.getByText(title, { exact: true })).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
  await expect(submitButton(page)).toBeEnabled();
}
