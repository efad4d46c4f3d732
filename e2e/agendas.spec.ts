import { expect, test } from '@playwright/test';
import { signedInOnDashboard } from './support/accounts';
import { createProjectViaApi, gql } from './support/graphql';
import { expectNoHorizontalOverflow, uniqueEmail } from './support/page';

// Issue 16 point 5, on desktop and phone: an agenda generated from the open items and the last
// protocol ('Tagesordnung wurde erfolgreich erstellt'), a TOP added and checked, sent to the
// invited, and turned into a protocol that takes over its TOPs after the carried open items.

const ADD_PARTICIPANT = `mutation($input: AddParticipantInput!) { addParticipant(input: $input) { __typename } }`;
const NEW_ITEM = `mutation($input: CreateActionItemInput!) { createActionItem(input: $input) { __typename } }`;
const NEW_PROTOCOL = `mutation($input: CreateManualProtocolInput!) { createManualProtocol(input: $input) { __typename } }`;

test('an agenda generated, edited, sent and turned into a protocol', async ({ page, request }, testInfo) => {
  test.slow();
  await signedInOnDashboard(page, request, uniqueEmail('agenda'), 'professional');
  const project = await createProjectViaApi(page.request, { name: 'Neubau Kita Sonnenschein' });
  await gql(page.request, ADD_PARTICIPANT, { input: { projectId: project.id, name: 'Eva Schulz', company: 'Statik Schulz', email: 'eva@statik-schulz.de' } });
  await gql(page.request, NEW_PROTOCOL, { input: { projectId: project.id, title: 'Jour fixe 1', date: '2026-11-17' } });
  await gql(page.request, NEW_ITEM, { input: { projectId: project.id, title: 'Schalpläne freigeben' } });

  await page.goto(`/projects/${project.projectId}`);
  if (testInfo.project.name === 'phone') {
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Agendas' }).click();
  } else {
    await page.getByRole('banner').getByRole('link', { name: 'Agendas' }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Agendas' })).toBeVisible();
  await expect(page.getByText('Noch keine Agenda.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Agenda erstellen lassen' }).click();
  await expect(page.getByText('Tagesordnung wurde erfolgreich erstellt').last()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Tagesordnung 2. Baubesprechung' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'TOP 3: Titel' })).toHaveValue('Offene Punkte');
  await expect(page.getByRole('textbox', { name: 'TOP 3: Notizen' })).toHaveValue('Punkt 1: Schalpläne freigeben');
  await expect(page.getByRole('checkbox', { name: /Eva Schulz/ })).toBeChecked();

  // A TOP added: refused without a title, saved with one.
  await page.getByRole('button', { name: 'TOP hinzufügen' }).click();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('list', { name: 'Tagesordnungspunkte' }).getByText('Bitte geben Sie jedem TOP einen Titel.')).toBeVisible();
  await page.getByRole('textbox', { name: 'TOP 5: Titel' }).fill('Haustechnik');
  await page.getByRole('textbox', { name: 'TOP 5: Dauer (Minuten)' }).fill('15');
  await page.getByRole('button', { name: 'TOP 5 nach oben' }).click();
  await expect(page.getByRole('textbox', { name: 'TOP 4: Titel' })).toHaveValue('Haustechnik');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Agenda wurde gespeichert').last()).toBeVisible();
  await expectNoHorizontalOverflow(page);

  await page.getByRole('button', { name: 'Per E-Mail senden' }).click();
  await expect(page.getByText('Agenda wurde an 1 Beteiligten gesendet').last()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'TOP 4: Titel' })).toHaveValue('Haustechnik');
  await expect(page.getByText('Versendet', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Protokoll aus Agenda starten' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'TOP 1: Offene Punkte aus vorherigen Besprechungen' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'TOP 4: Haustechnik' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /Offene Punkte$/ })).toHaveCount(0);
});
