import { encodeGlobalID } from '@pothos/plugin-relay';
import { expect, test, type Page } from '@playwright/test';
import { signedInOnDashboard } from './support/accounts';
import { createProjectViaApi, gql } from './support/graphql';
import { dropGraphQL } from './support/network';
import { expectNoHorizontalOverflow, uniqueEmail } from './support/page';

// Issue 16 points 2 and 3, on desktop and phone: items made and edited in place on the project's
// Offene Punkte, carried into each new protocol until done, a completed one shown once as done and
// then dropped; completing applied at once and rolled back when the server cannot be reached;
// ?openItem= opens one with its history.

const ADD_PARTICIPANT = `mutation($input: AddParticipantInput!) { addParticipant(input: $input) { __typename } }`;
const NEW_PROTOCOL = `mutation($input: CreateManualProtocolInput!) { createManualProtocol(input: $input) { __typename ... on MutationCreateManualProtocolSuccess { data { protocol { protocolId } } } } }`;

async function newProtocol(page: Page, projectGlobalId: string, title: string): Promise<string> {
  const result = await gql<{ createManualProtocol: { data: { protocol: { protocolId: string } } } }>(page.request, NEW_PROTOCOL, {
    input: { projectId: projectGlobalId, title, date: '2026-11-24' },
  });
  return result.createManualProtocol.data.protocol.protocolId;
}

const card = (page: Page, number: number) => page.getByRole('listitem', { name: new RegExp(`^Punkt ${number}: `) });

async function addItem(page: Page, title: string, owner: string | null) {
  await page.getByRole('button', { name: 'Neue Maßnahme' }).click();
  const form = page.getByRole('form', { name: 'Neue Maßnahme' });
  await form.getByRole('textbox', { name: 'Maßnahme' }).fill(title);
  if (owner) await form.getByLabel('Verantwortlich').selectOption({ label: owner });
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Maßnahme wurde angelegt').last()).toBeVisible();
}

test('a series of meetings: items raised, carried, re-dated, completed and dropped off', async ({ page, request }) => {
  test.slow();
  await signedInOnDashboard(page, request, uniqueEmail('serie'), 'professional');
  const project = await createProjectViaApi(page.request, { name: 'Neubau Kita Sonnenschein' });
  await gql(page.request, ADD_PARTICIPANT, { input: { projectId: project.id, name: 'Eva Schulz', company: 'Statik Schulz' } });
  await newProtocol(page, project.id, 'Jour fixe 1');

  await page.goto(`/projects/${project.projectId}/action-items`);
  await expect(page.getByRole('heading', { level: 1, name: 'Offene Punkte' })).toBeVisible();
  await expect(page.getByText('Keine offenen Punkte', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Neue Maßnahme' }).click();
  await page.getByRole('form', { name: 'Neue Maßnahme' }).getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Bitte beschreiben Sie die Maßnahme.')).toBeVisible();
  await page.getByRole('form', { name: 'Neue Maßnahme' }).getByRole('button', { name: 'Abbrechen' }).click();
  await addItem(page, 'Schalpläne freigeben', 'Eva Schulz (Statik Schulz)');
  await addItem(page, 'Baustrom beantragen', null);
  await expect(card(page, 1)).toContainText('Verantwortlich: Eva Schulz (Statik Schulz)');
  await expectNoHorizontalOverflow(page);

  // Re-dated in place: the due date typed as TT.MM.JJJJ.
  await card(page, 1).getByRole('button', { name: 'Punkt 1 bearbeiten' }).click();
  const form = page.getByRole('form', { name: 'Punkt 1 bearbeiten' });
  await form.getByRole('group', { name: 'Termin' }).getByRole('spinbutton').first().click();
  await page.keyboard.type('05122026');
  // Shown as TT.MM.JJJJ with its leading zeros, on any day the suite runs (the locale alone writes "5.12.2026").
  await expect(form.getByRole('group', { name: 'Termin' })).toHaveText('05.12.2026');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Maßnahme wurde aktualisiert').last()).toBeVisible();
  await expect(card(page, 1)).toContainText('Fällig 05.12.2026');

  // Meeting 2 starts with both open items, numbered as on the list.
  const second = await newProtocol(page, project.id, 'Jour fixe 2');
  await page.goto(`/projects/${project.projectId}/protocols/${second}`);
  await expect(page.getByRole('heading', { level: 2, name: 'TOP 1: Offene Punkte aus vorherigen Besprechungen' })).toBeVisible();
  await expect(page.getByText('Schalpläne freigeben')).toBeVisible();
  await expect(page.getByText('Baustrom beantragen')).toBeVisible();

  // Item 2 is done: applied at once with the spec's toast.
  await page.goto(`/projects/${project.projectId}/action-items`);
  await card(page, 2).getByRole('button', { name: 'Punkt 2 als erledigt markieren' }).click();
  await expect(page.getByText('Maßnahme wurde aktualisiert').last()).toBeVisible();
  await expect(card(page, 2)).toContainText('erledigt');
  await expect(card(page, 2).getByRole('button', { name: 'Punkt 2 wieder öffnen' })).toBeVisible();

  // Meeting 3 shows it once as done; meeting 4 no more.
  const third = await newProtocol(page, project.id, 'Jour fixe 3');
  await page.goto(`/projects/${project.projectId}/protocols/${third}`);
  const carried = page.getByRole('region', { name: 'TOP 1: Offene Punkte aus vorherigen Besprechungen' });
  await expect(carried.getByRole('listitem')).toHaveCount(2);
  await expect(carried.getByRole('listitem').filter({ hasText: 'Baustrom beantragen' })).toContainText('erledigt');
  const fourth = await newProtocol(page, project.id, 'Jour fixe 4');
  await page.goto(`/projects/${project.projectId}/protocols/${fourth}`);
  await expect(carried.getByRole('listitem')).toHaveCount(1);
  await expect(carried).toContainText('Schalpläne freigeben');
  await expect(carried).not.toContainText('Baustrom beantragen');

  // A link to one item (as the overdue notification has) opens it with its history.
  await page.goto(`/projects/${project.projectId}/action-items`);
  const itemId = (await card(page, 1).getAttribute('id'))!.replace('massnahme-', '');
  await page.goto(`/projects/${project.projectId}/action-items?openItem=${itemId}`);
  const history = page.getByRole('list', { name: 'Verlauf Punkt 1' });
  await expect(history).toContainText('Übernommen in „Jour fixe 2“');
  await expect(history).toContainText('Termin: ohne → 05.12.2026');
  await expect(card(page, 2)).toBeVisible();
});

test('completing an item is rolled back when the server cannot be reached', async ({ page, request }) => {
  await signedInOnDashboard(page, request, uniqueEmail('rollback'));
  const project = await createProjectViaApi(page.request, { name: 'Sporthalle Nord' });
  await page.goto(`/projects/${project.projectId}/action-items`);
  await addItem(page, 'Gerüst abnehmen lassen', null);
  await dropGraphQL(page, 'updateActionItemMutation');
  await card(page, 1).getByRole('button', { name: 'Punkt 1 als erledigt markieren' }).click();
  await expect(page.getByText('Das hat nicht geklappt').last()).toBeVisible();
  await expect(card(page, 1).getByRole('button', { name: 'Punkt 1 als erledigt markieren' })).toBeVisible();
  await expect(card(page, 1)).not.toContainText('erledigt');
});

test('a protocol written by hand takes over the last meeting’s Festlegungen when asked', async ({ page, request }) => {
  await signedInOnDashboard(page, request, uniqueEmail('festlegungen'), 'professional');
  const project = await createProjectViaApi(page.request, { name: 'Neubau Kita Sonnenschein' });
  const first = await gql<{ createManualProtocol: { data: { protocol: { protocolId: string; document: { topics: { topicId: string }[] } } } } }>(
    page.request,
    `mutation($input: CreateManualProtocolInput!) { createManualProtocol(input: $input) { ... on MutationCreateManualProtocolSuccess { data { protocol { protocolId document { topics { topicId } } } } } } }`,
    { input: { projectId: project.id, title: 'Jour fixe 1', date: '2026-11-17' } },
  );
  const { protocolId, document } = first.createManualProtocol.data.protocol;
  await gql(page.request, `mutation($input: EditProtocolInput!) { editProtocol(input: $input) { __typename } }`, {
    input: {
      protocolId: encodeGlobalID('Protocol', protocolId),
      operations: [{ kind: 'ADD_ENTRY', topicId: document.topics[0]!.topicId, entryId: crypto.randomUUID(), index: 0, type: 'FESTLEGUNG', html: '<p>Die Zufahrt erfolgt über das Nordtor.</p>' }],
    },
  });

  await page.goto(`/projects/${project.projectId}/protocols/new-manual`);
  await page.getByRole('textbox', { name: 'Titel' }).fill('Jour fixe 2');
  await expect(page.getByText('Offene Punkte werden als erster TOP übernommen.')).toBeVisible();
  await page.getByText('Festlegungen der letzten Besprechung übernehmen').click();
  await page.getByRole('button', { name: 'Protokoll erstellen' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'TOP 1: Festlegungen aus vorherigen Besprechungen' })).toBeVisible();
  await expect(page.getByText('Die Zufahrt erfolgt über das Nordtor.')).toBeVisible();
});
