import { encodeGlobalID } from '@pothos/plugin-relay';
import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { MEETING_DATE, MEETING_SCRIPT, SPEAKER_NAMES } from '../tests/fixtures/meetingScript';
import { speechFixture } from '../tests/fixtures/speech';
import { signedInOnDashboard, signIn } from './support/accounts';
import { createProjectViaApi, deleteProtocolViaApi, gql } from './support/graphql';
import { expectNoHorizontalOverflow, expectToast, uniqueEmail } from './support/page';
import { protocolDrafted, protocolInTranscription, transcriptReady, type DraftTopic, type TranscriptLine } from './support/protocolStates';

// Editing a generated protocol (spec part 2 §2 'Protocol view and editing', §8 the save toasts):
// by keyboard, on a phone, a save the server refuses, two windows at once, and leaving unsaved.

const TITLE = 'Baubesprechung Nr. 12';
const COMPANY = 'Rohbau Becker GmbH & Co. KG';
const SAVE_FAILED = 'Speichern fehlgeschlagen. Bitte versuchen Sie es erneut.';

const LINES: TranscriptLine[] = [
  { speaker: 0, text: MEETING_SCRIPT[0]!.text, start: 0.3, end: 5.2 },
  { speaker: 0, text: MEETING_SCRIPT[1]!.text, start: 6.6, end: 11.4 },
  { speaker: 1, text: MEETING_SCRIPT[2]!.text, start: 12.9, end: 19.6 },
];

const TOPICS: DraftTopic[] = [
  {
    title: 'Rohbau',
    entries: [
      { type: 'INFORMATION', text: 'Die Decke über dem zweiten Obergeschoss ist betoniert.', sourceStart: 12.9, sourceEnd: 19.6 },
      { type: 'AUFGABE', text: 'Schalpläne für die Treppenhauswände liefern', responsiblePerson: SPEAKER_NAMES.A, responsibleCompany: COMPANY, dueDate: '2026-11-28', sourceStart: 6.6, sourceEnd: 11.4 },
    ],
  },
  {
    title: 'Baustellenlogistik',
    entries: [{ type: 'FESTLEGUNG', text: 'Die Zufahrt erfolgt über die Nordseite.', sourceStart: 0.3, sourceEnd: 5.2 }],
  },
];

/** A signed-in user with a generated draft (the worker's states written directly), on its page. */
async function onGeneratedProtocol(page: Page, label: string, topics: DraftTopic[] = TOPICS) {
  const email = await signedInOnDashboard(page, page.request, uniqueEmail(label));
  const projectId = (await createProjectViaApi(page.request, { name: 'Neubau Kita Sonnenschein' })).projectId;
  const { file } = await speechFixture({ lines: MEETING_SCRIPT.slice(0, 3) });
  const protocolId = await protocolInTranscription({
    email,
    projectId,
    title: TITLE,
    date: MEETING_DATE,
    location: 'Baucontainer Nord',
    recording: file,
    participants: [
      { name: SPEAKER_NAMES.A, company: COMPANY },
      { name: SPEAKER_NAMES.B, company: 'Ingenieurbüro Schulz' },
    ],
  });
  await transcriptReady(protocolId, LINES);
  await protocolDrafted(protocolId, topics);
  const url = `/projects/${projectId}/protocols/${protocolId}`;
  await page.goto(url);
  // The first visit in development mode waits for Vite to build the editor's code.
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible({ timeout: 60_000 });
  return { email, projectId, protocolId, url };
}

// The first live region of the page is the save state (drag and drop announces in one further down).
const saveState = (page: Page) => page.getByRole('main').getByRole('status').first();
const entryCard = (page: Page, label: string) => page.getByRole('main').getByRole('listitem').filter({ hasText: new RegExp(`^${label.replace('.', '\\.')}`) });
const entryText = (page: Page, label: string) => page.getByRole('textbox', { name: `Text ${label}`, exact: true });

/** Focus on an element and a key pressed, as a keyboard user moves to it and acts. */
async function press(locator: Locator, key = 'Enter') {
  await locator.focus();
  await expect(locator).toBeFocused();
  await locator.page().keyboard.press(key);
}

/** Opens an entry for editing by keyboard and puts the cursor at the end of its text. */
async function openEntry(page: Page, label: string) {
  await press(page.getByRole('button', { name: `Eintrag ${label} bearbeiten` }));
  await expect(entryText(page, label)).toBeFocused();
}

/** Holds the editor's saves until released: what the user typed is on its way, not yet saved. */
async function holdSaves(page: Page) {
  const held: Route[] = [];
  let arrived: () => void = () => {};
  const first = new Promise<void>((resolve) => (arrived = resolve));
  await page.route('**/graphql', async (route) => {
    if (!route.request().postData()?.includes('useProtocolEditorSaveMutation')) return route.fallback();
    held.push(route);
    arrived();
  });
  return {
    arrived: first,
    release: async () => {
      for (const route of held.splice(0)) await route.continue();
      await page.unroute('**/graphql');
    },
  };
}

test.describe('protocol editing', () => {
  test('a generated protocol edited by keyboard alone is saved by itself and reads the same after a reload', async ({ page }) => {
    test.setTimeout(180_000);
    const { protocolId } = await onGeneratedProtocol(page, 'editor-tastatur');
    try {
      await expect(saveState(page)).toHaveText('Alle Änderungen gespeichert');
      await expectNoHorizontalOverflow(page);

      // A header field: the place of the meeting.
      await press(page.getByRole('button', { name: 'Kopfdaten bearbeiten' }));
      const place = page.getByRole('textbox', { name: 'Ort', exact: true });
      await press(place, 'ControlOrMeta+a');
      await page.keyboard.type('Baucontainer Süd');
      // Saved a moment after typing stops: the line next to the title says so, and once a toast.
      await expect(saveState(page)).toHaveText('Automatisch gespeichert');
      await expectToast(page, 'Automatisch gespeichert');
      await expectNoHorizontalOverflow(page);
      await press(page.getByRole('button', { name: 'Fertig' }));
      const header = page.getByRole('main').locator('dl').first();
      await expect(header).toContainText('Baucontainer Süd');

      // A new TOP with a new Aufgabe: bold text, Verantwortlich from the participants, a German date.
      await press(page.getByRole('button', { name: 'TOP hinzufügen' }));
      await expect(page.getByRole('textbox', { name: 'Titel des TOP' })).toBeFocused();
      await page.keyboard.type('Fenster und Türen');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 2, name: 'TOP 3: Fenster und Türen' })).toBeVisible();
      await press(page.getByRole('button', { name: 'Aufgabe hinzufügen (TOP 3: Fenster und Türen)' }));
      await expect(entryText(page, '3.1')).toBeFocused();
      await page.keyboard.type('Fenstermaße prüfen ');
      await page.keyboard.press('ControlOrMeta+b');
      await page.keyboard.type('bis Freitag');
      await page.keyboard.press('ControlOrMeta+b');
      const task = entryCard(page, '3.1');
      const responsible = task.getByRole('combobox', { name: 'Verantwortlich' });
      await press(responsible, 'End');
      await page.keyboard.type('Thom');
      // As a keyboard user does: waits for the narrowed list, moves onto the name, sees it highlighted, picks it.
      const option = page.getByRole('option', { name: SPEAKER_NAMES.A });
      await expect(option).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await expect(responsible).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
      await page.keyboard.press('Enter');
      await expect(task.getByRole('textbox', { name: 'Firma' })).toHaveValue(COMPANY);
      await press(task.getByRole('group', { name: 'Termin' }).getByRole('spinbutton').first(), 'Home');
      await page.keyboard.type('05122026');
      await expectNoHorizontalOverflow(page);
      await press(task.getByRole('button', { name: 'Fertig' }));
      await expect(task).toContainText(`Verantwortlich:${SPEAKER_NAMES.A} (${COMPANY})`);
      await expect(task).toContainText('Termin:05.12.2026');
      await expect(task.locator('strong')).toHaveText('bis Freitag');

      // An entry one up by its menu, another into the new TOP.
      await press(page.getByRole('button', { name: 'Aktionen für Eintrag 1.2' }));
      await press(page.getByRole('menuitem', { name: 'Nach oben' }));
      await press(page.getByRole('button', { name: 'Aktionen für Eintrag 2.1' }));
      await press(page.getByRole('menuitem', { name: 'In anderen TOP verschieben' }));
      const moveDialog = page.getByRole('dialog', { name: 'Eintrag 2.1 verschieben' });
      const target = moveDialog.getByRole('combobox', { name: 'In TOP' });
      await expect(target.locator('option:checked')).toHaveText('TOP 1: Rohbau');
      await press(target, 'ArrowDown');
      await expect(target.locator('option:checked')).toHaveText('TOP 3: Fenster und Türen');
      await press(moveDialog.getByRole('button', { name: 'Verschieben' }));
      await expect(entryCard(page, '3.2')).toContainText('Die Zufahrt erfolgt über die Nordseite.');

      await expect(saveState(page)).toHaveText('Automatisch gespeichert', { timeout: 15_000 });
      // Speichern (Ctrl+S) with nothing left to send confirms it.
      await page.keyboard.press('ControlOrMeta+s');
      await expectToast(page, 'Protokoll wurde erfolgreich gespeichert');

      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
      await expect(page.getByRole('main').locator('dl').first()).toContainText('Baucontainer Süd');
      await expect(page.getByRole('heading', { level: 2, name: /^TOP \d: / })).toHaveText(['TOP 1: Rohbau', 'TOP 2: Baustellenlogistik', 'TOP 3: Fenster und Türen']);
      await expect(page.getByRole('list', { name: 'TOP 1: Rohbau' }).getByRole('listitem')).toHaveText([/^1\.2/, /^1\.1/]);
      const saved = entryCard(page, '3.1');
      await expect(saved.locator('strong')).toHaveText('bis Freitag');
      await expect(saved).toContainText('Fenstermaße prüfen bis Freitag');
      await expect(saved).toContainText(`Verantwortlich:${SPEAKER_NAMES.A} (${COMPANY})`);
      await expect(saved).toContainText('Termin:05.12.2026');
      await expect(entryCard(page, '3.2')).toContainText('Die Zufahrt erfolgt über die Nordseite.');
      // 'Play from here' stays with a generated entry.
      await expect(entryCard(page, '1.2').getByRole('button', { name: 'Aufnahme 00:06–00:11 abspielen' })).toBeVisible();
      await expectNoHorizontalOverflow(page);
    } finally {
      await deleteProtocolViaApi(page.request, protocolId);
    }
  });

  test('a save the server refuses keeps the text on the device, shown after a reload and saved once the protocol is corrected', async ({ page }) => {
    test.setTimeout(180_000);
    const { protocolId } = await onGeneratedProtocol(page, 'editor-abgelehnt');
    try {
      const saves = await holdSaves(page);
      await openEntry(page, '1.1');
      await page.keyboard.press('End');
      await page.keyboard.type(' Die Bewehrung ist abgenommen.');
      await saves.arrived;
      // Meanwhile the protocol is finalised elsewhere: the held save reaches a finalised protocol.
      const finalized = await gql<{ finalizeProtocol: { __typename: string } }>(page.request, 'mutation($i: FinalizeProtocolInput!) { finalizeProtocol(input: $i) { __typename } }', {
        i: { protocolId: encodeGlobalID('Protocol', protocolId) },
      });
      expect(finalized.finalizeProtocol.__typename).toBe('MutationFinalizeProtocolSuccess');
      await saves.release();
      await expectToast(page, SAVE_FAILED);

      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Kopfdaten bearbeiten' })).toHaveCount(0);
      const unsaved = page.getByRole('region', { name: 'Nicht gespeicherte Änderungen' });
      await expect(unsaved).toContainText('Eintrag 1.1 – Text');
      await expect(unsaved).toContainText('Die Bewehrung ist abgenommen.');

      // Korrigieren: a new version to edit, and the kept text goes into it.
      await page.getByRole('button', { name: 'Korrigieren' }).click();
      await page.getByRole('dialog', { name: 'Protokoll korrigieren?' }).getByRole('button', { name: 'Neue Version anlegen' }).click();
      await expect(entryCard(page, '1.1')).toContainText('Die Bewehrung ist abgenommen.');
      await expect(saveState(page)).toHaveText('Automatisch gespeichert', { timeout: 15_000 });
      await page.reload();
      await expect(entryCard(page, '1.1')).toContainText('Die Bewehrung ist abgenommen.');
      await expect(page.getByRole('region', { name: 'Nicht gespeicherte Änderungen' })).toHaveCount(0);
    } finally {
      await deleteProtocolViaApi(page.request, protocolId);
    }
  });

  test('two windows editing the same entry: the second sees the conflict and keeps its version', async ({ page, browser }) => {
    test.setTimeout(180_000);
    const { email, protocolId, url } = await onGeneratedProtocol(page, 'editor-konflikt');
    const other = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
    const second = await other.newPage();
    try {
      await signIn(second, email);
      await expect(second).toHaveURL(/\/dashboard$/);
      await second.goto(url);
      await expect(second.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();

      // The second window's save does not get through (its connection drops).
      await second.route('**/graphql', (route) => (route.request().postData()?.includes('useProtocolEditorSaveMutation') ? route.abort('internetdisconnected') : route.fallback()));
      await openEntry(second, '1.1');
      await second.keyboard.press('End');
      await second.keyboard.type(' (zweites Fenster)');
      await expectToast(second, SAVE_FAILED);

      // The first window changes the same text and saves.
      await openEntry(page, '1.1');
      await page.keyboard.press('End');
      await page.keyboard.type(' (erstes Fenster)');
      await expect(saveState(page)).toHaveText('Automatisch gespeichert', { timeout: 15_000 });

      // The second window tries again: both texts side by side, and it keeps its own.
      await second.unroute('**/graphql');
      await press(second.getByRole('button', { name: 'Erneut versuchen' }).first());
      const dialog = second.getByRole('dialog', { name: 'Gleichzeitige Änderungen' });
      await expect(dialog).toBeVisible();
      const conflict = dialog.getByRole('listitem', { name: 'Eintrag 1.1 – Text' });
      await expect(conflict).toContainText('Andere Fassung');
      await expect(conflict).toContainText('(erstes Fenster)');
      await expect(conflict).toContainText('Meine Fassung');
      await expect(conflict).toContainText('(zweites Fenster)');
      await press(conflict.getByRole('button', { name: 'Meine Fassung behalten' }));
      await expect(dialog).toBeHidden();
      await expect(saveState(second)).toHaveText(/Automatisch gespeichert|Gespeichert/, { timeout: 15_000 });

      // The first window follows, and so does the stored protocol.
      await expect(entryText(page, '1.1')).toContainText('(zweites Fenster)');
      await page.reload();
      await expect(entryCard(page, '1.1')).toContainText('(zweites Fenster)');
      await expect(entryCard(page, '1.1')).not.toContainText('(erstes Fenster)');
    } finally {
      await other.close();
      await deleteProtocolViaApi(page.request, protocolId);
    }
  });

  test('entries and TOPs are reordered by dragging, with the pointer and with the keyboard', async ({ page }) => {
    test.setTimeout(180_000);
    const { protocolId } = await onGeneratedProtocol(page, 'editor-ziehen');
    try {
      const rohbau = page.getByRole('list', { name: 'TOP 1: Rohbau' }).getByRole('listitem');
      // Pointer (mouse or finger): 1.2 dragged by its grip above 1.1.
      const grip = page.getByRole('button', { name: 'Eintrag 1.2 verschieben' });
      // Scrolled to where nothing covers it (the recording's player sits at the bottom of the screen).
      await grip.hover();
      const target = await entryCard(page, '1.1').boundingBox();
      const from = await grip.boundingBox();
      await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
      await page.mouse.down();
      await page.mouse.move(from!.x + from!.width / 2, target!.y + 5, { steps: 12 });
      await page.mouse.move(from!.x + from!.width / 2, target!.y + 2, { steps: 3 });
      await page.mouse.up();
      await expect(rohbau).toHaveText([/^1\.2/, /^1\.1/]);

      // Keyboard: TOP 2 picked up with the space bar, moved up, put down.
      await press(page.getByRole('button', { name: 'TOP 2 verschieben' }), 'Space');
      const announced = page.getByRole('main').getByRole('status').last();
      await expect(announced).toHaveText('TOP 2 aufgenommen.');
      // dnd-kit listens for the arrow keys only from a timer after the pick-up, and a busy browser
      // runs key presses before timers: a press that came too early is repeated (there is nothing
      // above TOP 1, so a second press that did arrive changes nothing).
      await expect(async () => {
        await page.keyboard.press('ArrowUp');
        await expect(announced).toHaveText('TOP 2 über TOP 1.', { timeout: 1_000 });
      }).toPass();
      await page.keyboard.press('Space');
      await expect(announced).toHaveText('TOP 2 abgelegt.');
      await expect(page.getByRole('heading', { level: 2, name: /^TOP \d: / })).toHaveText(['TOP 2: Baustellenlogistik', 'TOP 1: Rohbau']);

      await expect(saveState(page)).toHaveText('Automatisch gespeichert', { timeout: 15_000 });
      await page.reload();
      await expect(page.getByRole('heading', { level: 2, name: /^TOP \d: / })).toHaveText(['TOP 2: Baustellenlogistik', 'TOP 1: Rohbau']);
      await expect(rohbau).toHaveText([/^1\.2/, /^1\.1/]);
    } finally {
      await deleteProtocolViaApi(page.request, protocolId);
    }
  });

  test('what generation guessed is marked for checking, and goes once confirmed or set', async ({ page }) => {
    await onGeneratedProtocol(page, 'pruefen', [
      {
        title: 'Rohbau',
        entries: [
          { type: 'AUFGABE', text: 'Fenstermaße prüfen', sourceStart: 6.6, sourceEnd: 11.4, checks: ['owner', 'dueDate'] },
          { type: 'FESTLEGUNG', text: 'Die Zufahrt erfolgt über die Nordseite.', sourceStart: 0.3, sourceEnd: 5.2, checks: ['type'] },
        ],
      },
    ]);
    await expect(entryCard(page, '1.1').getByRole('note')).toContainText('Bitte prüfen: Verantwortlich, Termin');
    await expect(entryCard(page, '1.2').getByRole('note')).toContainText('Bitte prüfen: Art');
    await page.getByRole('button', { name: 'Eintrag 1.2: passt so' }).click();
    await expect(entryCard(page, '1.2').getByRole('note')).toHaveCount(0);
    await expect(saveState(page)).toHaveText('Automatisch gespeichert', { timeout: 15_000 });
    await page.reload();
    await expect(entryCard(page, '1.1').getByRole('note')).toContainText('Bitte prüfen: Verantwortlich, Termin');
    await expect(entryCard(page, '1.2').getByRole('note')).toHaveCount(0);
  });

  test("leaving with unsaved changes asks first: 'Sie haben ungespeicherte Änderungen'", async ({ page }) => {
    test.setTimeout(180_000);
    const { projectId, protocolId } = await onGeneratedProtocol(page, 'editor-verlassen');
    try {
      const saves = await holdSaves(page);
      await openEntry(page, '1.1');
      await page.keyboard.press('End');
      await page.keyboard.type(' Noch nicht gespeichert.');
      await saves.arrived;

      const crumb = page.getByRole('navigation', { name: 'Brotkrumen' }).getByRole('link', { name: 'Neubau Kita Sonnenschein' });
      const dialog = page.getByRole('dialog', { name: 'Sie haben ungespeicherte Änderungen' });
      await crumb.click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Hier bleiben' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/protocols\//);

      await crumb.click();
      await dialog.getByRole('button', { name: 'Speichern und verlassen' }).click();
      await saves.release();
      await expect(page).toHaveURL(`/projects/${projectId}`);
      await page.goBack();
      await expect(entryCard(page, '1.1')).toContainText('Noch nicht gespeichert.');
    } finally {
      await deleteProtocolViaApi(page.request, protocolId);
    }
  });
});
