import { expect, test } from '@playwright/test';
import { signedInOnDashboard } from './support/accounts';
import { createProjectViaApi, gql } from './support/graphql';
import { uniqueEmail } from './support/page';

// Issue 16 point 1: the project's Beteiligte, reached from the project's navigation: added with
// 'Teilnehmer wurde hinzugefügt', a wrong address refused at the field, changed, found by name or
// company, removed.

test('Beteiligte: add, refuse a wrong address, edit, search and remove', async ({ page, request }, testInfo) => {
  test.slow();
  await signedInOnDashboard(page, request, uniqueEmail('beteiligte'));
  const project = await createProjectViaApi(page.request, { name: 'Neubau Kita Sonnenschein' });
  await page.goto(`/projects/${project.projectId}`);
  if (testInfo.project.name === 'phone') {
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Beteiligte' }).click();
  } else {
    await page.getByRole('banner').getByRole('link', { name: 'Beteiligte' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Beteiligte', level: 1 })).toBeVisible();
  await expect(page.getByText('Noch keine Beteiligten.', { exact: false })).toBeVisible();

  const add = async (name: string, company: string, email = '') => {
    await page.getByRole('button', { name: 'Beteiligten hinzufügen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Firma' }).fill(company);
    if (email) await dialog.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
    await dialog.getByRole('button', { name: 'Speichern' }).click();
  };
  await add('Bernd Bauleiter', 'Hochbau Süd GmbH', 'bernd-at-hochbau');
  await expect(page.getByRole('dialog').getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@firma.de.')).toBeVisible();
  await page.getByRole('dialog').getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('bernd@hochbau-sued.de');
  await page.getByRole('dialog').getByText('Im Verteiler').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Teilnehmer wurde hinzugefügt')).toBeVisible();
  await add('Petra Prüfer', 'Statik Groß');
  await expect(page.getByRole('list', { name: 'Beteiligte' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('bernd@hochbau-sued.de · Verteiler')).toBeVisible();

  await page.getByRole('button', { name: 'Petra Prüfer bearbeiten' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Gewerk oder Rolle' }).fill('Fachplaner');
  await page.getByRole('dialog').getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Beteiligter wurde gespeichert')).toBeVisible();
  await expect(page.getByText('Statik Groß · Fachplaner')).toBeVisible();

  await page.getByRole('textbox', { name: 'Suchen nach Name oder Firma' }).fill('statik');
  await expect(page.getByRole('list', { name: 'Beteiligte' }).getByRole('listitem')).toHaveText([/Petra Prüfer/]);
  await page.getByRole('textbox', { name: 'Suchen nach Name oder Firma' }).fill('');

  await page.getByRole('button', { name: 'Bernd Bauleiter entfernen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Entfernen' }).click();
  await expect(page.getByText('Beteiligter wurde entfernt')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('list', { name: 'Beteiligte' }).getByRole('listitem')).toHaveText([/Petra Prüfer/]);
});

test('Beteiligte: take over some from another project, without doubles', async ({ page, request }) => {
  await signedInOnDashboard(page, request, uniqueEmail('beteiligte-import'), 'starter');
  const earlier = await createProjectViaApi(page.request, { name: 'Sporthalle Nord' });
  const project = await createProjectViaApi(page.request, { name: 'Neubau Kita Sonnenschein' });
  const add = `mutation($input: AddParticipantInput!) { addParticipant(input: $input) { __typename } }`;
  for (const [name, company] of [
    ['Bernd Bauleiter', 'Hochbau Süd GmbH'],
    ['Petra Prüfer', 'Statik Groß'],
    ['Olaf Ohnemich', 'Elektro Ost'],
  ]) {
    await gql(page.request, add, { input: { projectId: earlier.id, name, company } });
  }
  await gql(page.request, add, { input: { projectId: project.id, name: 'Bernd Bauleiter', company: 'Hochbau Süd GmbH' } });

  await page.goto(`/projects/${project.projectId}/participants`);
  await page.getByRole('button', { name: 'Aus anderem Projekt übernehmen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Beteiligte übernehmen' });
  await dialog.getByLabel('Aus Projekt').selectOption({ label: 'Sporthalle Nord (3)' });
  await dialog.getByRole('checkbox', { name: /Olaf Ohnemich/ }).uncheck();
  await dialog.getByRole('button', { name: 'Übernehmen' }).click();
  await expect(page.getByText('1 Beteiligter übernommen')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Beteiligte' }).getByRole('listitem')).toHaveText([/Bernd Bauleiter/, /Petra Prüfer/]);
});
