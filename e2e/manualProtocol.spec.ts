import { expect, test, type Page } from '@playwright/test';
import { germanDay } from '../common/dates';
import { signedInOnDashboard } from './support/accounts';
import { createProjectViaApi, gql } from './support/graphql';
import { expectNoHorizontalOverflow, expectToast, uniqueEmail } from './support/page';
import { projectParticipants } from './support/protocolStates';
import { createManualProtocolViaApi } from './support/protocolVersions';

// A protocol written by hand (spec part 2 §2 'Create a protocol manually'): no recording, the
// project's participants as its attendees, then straight into the protocol. The tests are slow()
// ones: each opens several pages, which compile on first use in development mode.

const crumbs = (page: Page) => page.getByRole('navigation', { name: 'Brotkrumen' });

async function openManualForm(page: Page, projectId: string) {
  await page.goto(`/projects/${projectId}`);
  await page.getByRole('button', { name: 'Neues Protokoll' }).click();
  await page.getByRole('menuitem', { name: 'Manuell erstellen' }).click();
  await expect(page).toHaveURL(`/projects/${projectId}/protocols/new-manual`);
  await expect(page.getByRole('heading', { level: 1, name: 'Protokoll manuell erstellen' })).toBeVisible();
}

test('a protocol written by hand: the form checks its fields, the new protocol has the project’s participants as attendees', async ({ page, request }) => {
  test.slow();
  const email = await signedInOnDashboard(page, request, uniqueEmail('manuell'));
  const project = await createProjectViaApi(page.request, { name: 'Neubau Kita Sonnenschein' });
  await projectParticipants({ email, projectId: project.projectId, participants: [{ name: 'Anna Maier', company: 'Rohbau GmbH' }, { name: 'Jörg Weiß' }] });

  await openManualForm(page, project.projectId);
  await expect(page).toHaveTitle('Neues Protokoll manuell erstellen – Baustellen-Protokolle');
  await expect(crumbs(page).getByText('Neues Protokoll')).toHaveAttribute('aria-current', 'page');
  await expect(crumbs(page).getByRole('link', { name: 'Neubau Kita Sonnenschein' })).toBeVisible();
  await expect(page.getByText('Die Beteiligten des Projekts werden als anwesende Teilnehmer vorausgewählt: Anna Maier (Rohbau GmbH), Jörg Weiß.')).toBeVisible();
  // The date starts as today in Germany; it travels as YYYY-MM-DD.
  await expect(page.locator('input[type="hidden"][name="date"]')).toHaveValue(germanDay(Date.now()));
  await expectNoHorizontalOverflow(page);

  // Without a title the form says so at the field and sends nothing.
  const title = page.getByRole('textbox', { name: 'Titel' });
  await page.getByRole('button', { name: 'Protokoll erstellen' }).click();
  await expect(title).toHaveAccessibleDescription('Bitte geben Sie einen Titel ein.');
  await expect(title).toBeFocused();

  await title.fill('Baubesprechung Nr. 3');
  await expect(title).not.toHaveAccessibleDescription('Bitte geben Sie einen Titel ein.');
  await page.getByRole('group', { name: 'Uhrzeit (optional)' }).getByRole('spinbutton').first().click();
  await page.keyboard.type('0930');
  await page.getByRole('textbox', { name: 'Ort (optional)' }).fill('Baucontainer Nord');
  await page.getByRole('button', { name: 'Protokoll erstellen' }).click();

  await expectToast(page, 'Protokoll wurde angelegt');
  await expect(page).toHaveURL(new RegExp(`/projects/${project.projectId}/protocols/[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Baubesprechung Nr. 3' })).toBeVisible();
  await expect(crumbs(page).getByText('Bearbeiten')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('main').getByText('Anna Maier').first()).toBeVisible();

  const protocolId = page.url().split('/').pop()!;
  const { viewer } = await gql<{
    viewer: { protocol: { status: string; document: { header: { title: string; date: string; startTime: string; location: string; meetingNumber: number }; attendees: { name: string; company: string | null; attendance: string }[]; topics: { title: string }[] } } };
  }>(page.request, 'query($p: String!) { viewer { protocol(protocolId: $p) { status document { header { title date startTime location meetingNumber } attendees { name company attendance } topics { title } } } } }', {
    p: protocolId,
  });
  expect(viewer.protocol.status).toBe('DRAFT');
  expect(viewer.protocol.document.header).toEqual({ title: 'Baubesprechung Nr. 3', date: germanDay(Date.now()), startTime: '09:30', location: 'Baucontainer Nord', meetingNumber: 1 });
  expect(viewer.protocol.document.attendees).toEqual([
    { name: 'Anna Maier', company: 'Rohbau GmbH', attendance: 'PRESENT' },
    { name: 'Jörg Weiß', company: null, attendance: 'PRESENT' },
  ]);
  expect(viewer.protocol.document.topics).toEqual([{ title: 'Allgemeines' }]);
});

test('beyond the plan’s protocols of the day the form says why, and keeps what was typed', async ({ page, request }) => {
  test.slow();
  // The free plan allows one new protocol a day.
  await signedInOnDashboard(page, request, uniqueEmail('manuell-limit'));
  const project = await createProjectViaApi(page.request, { name: 'Altbau Sanierung' });
  await createManualProtocolViaApi(page.request, project.id, { title: 'Baubesprechung Nr. 1', date: germanDay(Date.now()) });

  await openManualForm(page, project.projectId);
  await page.getByRole('textbox', { name: 'Titel' }).fill('Baubesprechung Nr. 2');
  await page.getByRole('button', { name: 'Protokoll erstellen' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Tageslimit erreicht' });
  await expect(refusal).toContainText('Ihr Abo erlaubt 1 neues Protokoll pro Tag. Morgen geht es weiter.');
  await expect(page).toHaveURL(`/projects/${project.projectId}/protocols/new-manual`);
  await expect(page.getByRole('textbox', { name: 'Titel' })).toHaveValue('Baubesprechung Nr. 2');
});

test('a read-only project offers no manual protocol, and a foreign id finds no project', async ({ page, request }) => {
  test.slow();
  await signedInOnDashboard(page, request, uniqueEmail('manuell-archiv'), 'starter');
  const project = await createProjectViaApi(page.request, { name: 'Altbau Sanierung' });
  await gql(page.request, 'mutation($i: ProjectIdInput!) { archiveProject(input: $i) { __typename } }', { i: { id: project.id } });

  await page.goto(`/projects/${project.projectId}`);
  const newProtocol = page.getByRole('button', { name: 'Neues Protokoll' });
  await expect(newProtocol).toHaveAttribute('aria-disabled', 'true');
  await expect(newProtocol).toHaveAccessibleDescription('In diesem Projekt können keine Protokolle erstellt werden: Es ist schreibgeschützt.');
  await newProtocol.click({ force: true });
  await expect(page.getByRole('menuitem', { name: 'Manuell erstellen' })).toHaveCount(0);

  await page.goto(`/projects/${project.projectId}/protocols/new-manual`);
  await expect(page.getByText('In diesem Projekt können keine Protokolle erstellt werden.')).toBeVisible();
  await expect(page.getByText('Zugriff verweigert. Kontaktieren Sie den Projektadministrator.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Protokoll erstellen' })).toHaveCount(0);

  await page.goto('/projects/00000000-0000-4000-8000-000000000000/protocols/new-manual');
  await expect(page.getByRole('heading', { level: 1, name: 'Projekt nicht gefunden' })).toBeVisible();
});
