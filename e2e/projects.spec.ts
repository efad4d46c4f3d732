import { expect, test, type APIRequestContext, type Locator, type Page, type Route } from '@playwright/test';
import { PASSWORD, confirmedUser, setPlan, signedInOnDashboard } from './support/accounts';
import { createProjectViaApi, gql } from './support/graphql';
import { expectToast, uniqueEmail } from './support/page';

// Dashboard, project list, project dialogs and the project page (spec part 1 §2, §4, §5, §8, §9).

type Plan = 'free' | 'starter' | 'professional' | 'enterprise';

// Every test registers its own account first; against Vite (E2E_NODE_ENV=development) the first
// visit of a page also compiles it.
test.describe.configure({ timeout: 90_000 });

/** A confirmed account on `plan`, signed in, on the dashboard. */
const signedInUser = (page: Page, request: APIRequestContext, label: string, plan?: Plan) =>
  signedInOnDashboard(page, request, uniqueEmail(label), plan);

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const newProjectButton = (page: Page) => page.getByRole('button', { name: 'Neues Projekt', exact: true });
const createDialog = (page: Page) => page.getByRole('dialog', { name: 'Neues Projekt erstellen' });
const editDialog = (page: Page) => page.getByRole('dialog', { name: 'Projekt bearbeiten' });

async function openActions(scope: Locator, page: Page) {
  await scope.getByRole('button', { name: 'Aktionen' }).click();
  return page.getByRole('menu');
}

/** Holds the next request of `operationName` until the returned function is called, then answers it with `answer`. */
async function holdOperation(page: Page, operationName: string, answer: (route: Route) => Promise<void> = (route) => route.continue()) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let seen!: () => void;
  const arrived = new Promise<void>((resolve) => (seen = resolve));
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== operationName) return route.fallback();
    seen();
    await released;
    await answer(route);
  });
  return { arrived, release };
}

test.describe('dashboard', () => {
  test('an empty dashboard shows true zeros and invites to create the first project', async ({ page, request }) => {
    await signedInUser(page, request, 'leer');
    await expect(page.getByText('Willkommen! Sie haben derzeit keine aktiven Projekte.')).toBeVisible();

    const tiles = page.getByRole('region', { name: 'Übersicht' });
    const protocols = tiles.getByRole('button', { name: /Protokolle/ });
    await expect(protocols).toHaveText(/^Protokolle\s*0\s*Neueste Protokolle anzeigen$/);
    await expect(tiles.getByRole('link', { name: /Offene Punkte/ })).toHaveText(/^Offene Punkte\s*0\s*Alle aktuell$/);
    await expect(tiles.getByRole('link', { name: /Offene Punkte/ })).toHaveAttribute('href', '/action-items');
    const approval = tiles.getByRole('region', { name: 'Warten auf Freigabe' });
    await expect(approval).toContainText('0');
    await expect(approval).toContainText('Keine Protokolle in Freigabe.');
    await expect(tiles.getByRole('link', { name: /Verfügbarkeit/ })).toHaveAttribute('href', '/subscription');

    // The latest protocols open from the tile (hover, focus or tap).
    await protocols.click();
    const preview = page.getByRole('dialog', { name: 'Neueste Protokolle' });
    await expect(preview).toBeVisible();
    await expect(preview.getByText('Noch keine Protokolle vorhanden.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();

    await expect(page.getByRole('heading', { name: 'Noch keine Projekte' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Erstes Projekt erstellen' })).toBeEnabled();
    await expect(newProjectButton(page)).toBeEnabled();
    // Without projects there is nothing to search or to switch.
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    await expect(page.getByText(/schreibgeschützt/)).toHaveCount(0);
  });

  test('after registration a toast asks to confirm the address, once', async ({ page, request }) => {
    await signedInUser(page, request, 'neu');
    // The page drops the parameter at once (history.replaceState), before the load event.
    await page.goto('/dashboard?registered=true', { waitUntil: 'commit' });
    await expectToast(page, 'Registrierung abgeschlossen', 'Bitte bestätigen Sie Ihre E-Mail-Adresse über den Link, den wir Ihnen per E-Mail geschickt haben.');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('projects', () => {
  test('create (temporary entry, then the server record), edit, archive, restore and delete', async ({ page, request }) => {
    await signedInUser(page, request, 'journey', 'starter');

    // Create: the list shows the new project at once, marked as being saved, until the server answers.
    const create = await holdOperation(page, 'ProjectDialogCreateMutation');
    await page.getByRole('button', { name: 'Erstes Projekt erstellen' }).click();
    const dialog = createDialog(page);
    await expect(dialog.getByText('Erstellen Sie ein neues Projekt für Ihre Protokolle.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Projektname' })).toHaveAttribute('placeholder', 'z.B. Neubau Bürogebäude');
    await expect(dialog.getByRole('textbox', { name: 'Projektnummer' })).toHaveAttribute('placeholder', 'z.B. P2024-001');
    await expect(dialog.getByRole('textbox', { name: 'Adresse' })).toHaveAttribute('rows', '3');
    await dialog.getByRole('textbox', { name: 'Projektname' }).fill('  Rohbau Nord ');
    await dialog.getByRole('textbox', { name: 'Projektnummer' }).fill('P2026-014');
    await dialog.getByRole('textbox', { name: 'Adresse' }).fill('Hafenstraße 12\n20457 Hamburg');
    await dialog.getByRole('button', { name: 'Erstellen' }).click();
    await create.arrived;
    await expect(dialog.getByRole('button', { name: 'Speichere...' })).toBeVisible();
    // Behind the open dialog (hidden from the accessibility tree while it is open).
    const temporary = page.getByRole('article', { name: 'Rohbau Nord', includeHidden: true });
    await expect(temporary).toContainText('Wird gespeichert...');
    create.release();
    await expectToast(page, 'Projekt erstellt', 'Das neue Projekt wurde erfolgreich erstellt.');
    await expect(dialog).toBeHidden();

    const project = card(page, 'Rohbau Nord');
    await expect(project).not.toContainText('Wird gespeichert...');
    await expect(project.getByRole('link', { name: 'Öffnen' })).toHaveAttribute('href', /^\/projects\/[0-9a-f-]{36}$/);
    await expect(project).toContainText('P2026-014');
    await expect(project).toContainText('Hafenstraße 12');
    await expect(project).toContainText('Letzte Aktivität: Heute');
    await expect(project.locator('dl')).toHaveText(/^Protokolle\s*0\s*Offene Punkte\s*0\s*Beteiligte\s*0$/);
    await expect(project).not.toContainText('Keine offenen Punkte'); // no protocol yet
    await expect(page.getByText('Willkommen! Sie haben 1 aktives Projekt.')).toBeVisible();

    // Edit.
    await (await openActions(project, page)).getByRole('menuitem', { name: 'Bearbeiten' }).click();
    const edit = editDialog(page);
    await expect(edit.getByText('Bearbeiten Sie die Projektinformationen.')).toBeVisible();
    await expect(edit.getByRole('textbox', { name: 'Projektname' })).toHaveValue('Rohbau Nord');
    await edit.getByRole('textbox', { name: 'Projektname' }).fill('Rohbau Nord, 2. BA');
    await edit.getByRole('button', { name: 'Aktualisieren' }).click();
    await expectToast(page, 'Projekt aktualisiert', 'Das Projekt wurde erfolgreich aktualisiert.');
    await expect(edit).toBeHidden();
    const renamed = card(page, 'Rohbau Nord, 2. BA');
    await expect(renamed).toBeVisible();

    // Archive: gone from the list until archived projects are shown.
    await (await openActions(renamed, page)).getByRole('menuitem', { name: 'Archivieren' }).click();
    await expectToast(page, 'Projekt archiviert', 'Das Projekt wurde ins Archiv verschoben.');
    await expect(renamed).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Keine aktiven Projekte' })).toBeVisible();
    await expect(page.getByText('Willkommen! Sie haben derzeit keine aktiven Projekte.')).toBeVisible();
    // The switch's input is visually hidden; people press its label.
    await page.getByText('Archivierte anzeigen (1)').click();
    await expect(page.getByRole('switch', { name: 'Archivierte anzeigen (1)' })).toBeChecked();
    await expect(renamed).toBeVisible();
    await expect(renamed.getByText('Archiviert', { exact: true })).toBeVisible();
    await expect(renamed.getByRole('link', { name: 'Anzeigen' })).toBeVisible();
    await renamed.getByRole('button', { name: 'Aktionen' }).click();
    await expect(page.getByRole('menuitem', { name: 'Bearbeiten' })).toBeDisabled();
    await page.getByRole('menuitem', { name: 'Wiederherstellen' }).click();
    await expectToast(page, 'Projekt wiederhergestellt', 'Das Projekt wurde aus dem Archiv wiederhergestellt.');
    await expect(page.getByRole('switch', { name: 'Archivierte anzeigen (0)' })).toBeVisible();
    await expect(renamed.getByText('Archiviert', { exact: true })).toHaveCount(0);
    await expect(renamed.getByRole('link', { name: 'Öffnen' })).toBeVisible();

    // Delete, after the confirmation.
    const remove = await holdOperation(page, 'DeleteProjectDialogMutation');
    await (await openActions(renamed, page)).getByRole('menuitem', { name: 'Löschen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Projekt löschen?' });
    await expect(
      confirm.getByText(
        'Möchten Sie dieses Projekt wirklich löschen? Alle Protokolle, Aktionen und Dateien werden entfernt. Diese Aktion kann nicht rückgängig gemacht werden.',
      ),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Ja, endgültig löschen' }).click();
    await remove.arrived;
    await expect(confirm.getByRole('button', { name: 'Löschen…' })).toBeVisible();
    remove.release();
    await expectToast(page, 'Projekt gelöscht', 'Das Projekt und alle zugehörigen Daten wurden entfernt.');
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Noch keine Projekte' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Noch keine Projekte' })).toBeVisible();
  });

  test('cancel keeps the project', async ({ page, request }) => {
    await signedInUser(page, request, 'abbruch');
    await createProjectViaApi(page.request, { name: 'Kita Sonnenschein' });
    await page.reload();
    await (await openActions(card(page, 'Kita Sonnenschein'), page)).getByRole('menuitem', { name: 'Löschen' }).click();
    await page.getByRole('dialog', { name: 'Projekt löschen?' }).getByRole('button', { name: 'Abbrechen' }).click();
    await expect(page.getByRole('dialog', { name: 'Projekt löschen?' })).toBeHidden();
    await expect(card(page, 'Kita Sonnenschein')).toBeVisible();
  });

  test('an empty name is refused in the dialog, without a request', async ({ page, request }) => {
    await signedInUser(page, request, 'ohnename');
    let creates = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/graphql') && (r.postDataJSON() as { operationName?: string } | null)?.operationName === 'ProjectDialogCreateMutation') creates += 1;
    });
    await newProjectButton(page).click();
    const dialog = createDialog(page);
    await dialog.getByRole('textbox', { name: 'Projektname' }).fill('   ');
    await dialog.getByRole('button', { name: 'Erstellen' }).click();
    await expectToast(page, 'Fehler', 'Bitte geben Sie einen Projektnamen ein.');
    await expect(dialog.getByText('Bitte geben Sie einen Projektnamen ein.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Projektname' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(dialog).toBeHidden();
    expect(creates).toBe(0);
  });

  test('search by name, number or address, cards or list (remembered)', async ({ page, request }) => {
    await signedInUser(page, request, 'suche', 'starter');
    await createProjectViaApi(page.request, { name: 'Schule Nord', number: 'S-100', address: 'Lindenallee 3, Köln' });
    await createProjectViaApi(page.request, { name: 'Kita Süd', number: 'K-200', address: 'Am Markt 1, Bonn' });
    await page.reload();
    const search = page.getByRole('searchbox', { name: 'Projekte durchsuchen' });

    await search.fill('SCHULE');
    await expect(card(page, 'Schule Nord')).toBeVisible();
    await expect(card(page, 'Kita Süd')).toBeHidden();
    await search.fill('k-200');
    await expect(card(page, 'Kita Süd')).toBeVisible();
    await expect(card(page, 'Schule Nord')).toBeHidden();
    await search.fill('bonn');
    await expect(card(page, 'Kita Süd')).toBeVisible();
    await search.fill('Dresden');
    await expect(page.getByRole('heading', { name: 'Keine Projekte gefunden' })).toBeVisible();
    await expect(page.getByText('Kein Projekt passt zu „Dresden“.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Suche zurücksetzen' }).click();
    await expect(search).toHaveValue('');
    await expect(card(page, 'Schule Nord')).toBeVisible();
    await expect(card(page, 'Kita Süd')).toBeVisible();

    await expect(page.getByRole('radio', { name: 'Kacheln' })).toBeChecked();
    await page.getByRole('radio', { name: 'Liste' }).click();
    await expect(page.getByRole('radio', { name: 'Liste' })).toBeChecked();
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Liste' })).toBeChecked();
    await expect(card(page, 'Schule Nord').getByRole('link', { name: 'Öffnen' })).toBeVisible();
  });

  test('the free plan allows one project: button off, amber box and "Coming Soon"', async ({ page, request }) => {
    await signedInUser(page, request, 'limit');
    await newProjectButton(page).click();
    const dialog = createDialog(page);
    await dialog.getByRole('textbox', { name: 'Projektname' }).fill('Zweites Projekt');
    // Meanwhile another device uses up the plan's one project.
    await createProjectViaApi(page.request, { name: 'Erstes Projekt' });
    await dialog.getByRole('button', { name: 'Erstellen' }).click();

    const limitText = 'Sie haben das Limit von 1 Projekt(en) erreicht. Upgraden Sie Ihr Abo für mehr Projekte.';
    await expect(dialog.getByText('Projektlimit erreicht')).toBeVisible();
    await expect(dialog.getByText(limitText)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Erstellen' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Jetzt upgraden' }).click();
    await expectToast(page, 'Coming Soon', 'Upgrade-Funktion wird bald verfügbar sein.');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();

    // The refused project is not in the list; the one from the other device is, and creating is off.
    await expect(card(page, 'Zweites Projekt')).toHaveCount(0);
    await expect(card(page, 'Erstes Projekt')).toBeVisible();
    await expect(newProjectButton(page)).toBeDisabled();
    await expect(page.getByRole('main').getByText(limitText)).toBeVisible();
    await page.reload();
    await expect(newProjectButton(page)).toBeDisabled();
  });

  test('after a downgrade the older project is read-only until a slot is free', async ({ page, request }) => {
    const email = await signedInUser(page, request, 'downgrade', 'starter');
    await createProjectViaApi(page.request, { name: 'Altbau' });
    await createProjectViaApi(page.request, { name: 'Neubau' });
    await page.reload();

    // The edit dialog opened before the downgrade: the server refuses, and says why.
    await (await openActions(card(page, 'Altbau'), page)).getByRole('menuitem', { name: 'Bearbeiten' }).click();
    await setPlan(email, 'free');
    const edit = editDialog(page);
    await edit.getByRole('textbox', { name: 'Projektname' }).fill('Altbau saniert');
    await edit.getByRole('button', { name: 'Aktualisieren' }).click();
    await expectToast(page, 'Fehler', 'Projekt konnte nicht aktualisiert werden. Zugriff verweigert. Kontaktieren Sie den Projektadministrator.');
    await expect(edit.getByText('Das Projekt konnte nicht aktualisiert werden.')).toBeVisible();
    await edit.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(card(page, 'Altbau')).toBeVisible();

    await page.reload();
    const banner = page.getByRole('region', { name: 'Projekte schreibgeschützt' });
    await expect(banner.getByText('1 Projekt(e) ist/sind aufgrund Ihres aktuellen Abos schreibgeschützt.')).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Jetzt upgraden' })).toHaveAttribute('href', '/subscription');
    const old = card(page, 'Altbau');
    await expect(old.getByText('Schreibgeschützt', { exact: true })).toBeVisible();
    await expect(old.getByRole('link', { name: 'Anzeigen' })).toBeVisible();
    await old.getByRole('button', { name: 'Aktionen' }).click();
    await expect(page.getByRole('menuitem', { name: 'Bearbeiten' })).toBeDisabled();
    await page.keyboard.press('Escape');
    const recent = card(page, 'Neubau');
    await expect(recent.getByText('Schreibgeschützt', { exact: true })).toHaveCount(0);
    await expect(recent.getByRole('link', { name: 'Öffnen' })).toBeVisible();
    await expect(newProjectButton(page)).toBeDisabled();

    // Archiving the newer project frees the plan's one slot for the older one.
    await (await openActions(recent, page)).getByRole('menuitem', { name: 'Archivieren' }).click();
    await expectToast(page, 'Projekt archiviert');
    await expect(banner).toBeHidden();
    await expect(old.getByText('Schreibgeschützt', { exact: true })).toHaveCount(0);
    await expect(old.getByRole('link', { name: 'Öffnen' })).toBeVisible();
  });
});

test.describe('many projects', () => {
  test('the list loads 100 at a time, with "Weitere Projekte laden" for the rest', async ({ page, request }) => {
    await signedInUser(page, request, 'viele', 'enterprise');
    for (let start = 1; start <= 101; start += 20) {
      const batch = Array.from({ length: Math.min(20, 102 - start) }, (_, i) => start + i);
      await Promise.all(batch.map((n) => createProjectViaApi(page.request, { name: `Baustelle ${String(n).padStart(3, '0')}` })));
    }
    await page.reload();
    await expect(page.getByText('Willkommen! Sie haben 101 aktive Projekte.')).toBeVisible();
    const projects = page.getByRole('region', { name: 'Projekte' }).getByRole('article');
    await expect(projects).toHaveCount(100);
    await page.getByRole('searchbox', { name: 'Projekte durchsuchen' }).fill('Baustelle');
    await expect(page.getByText('Die Suche umfasst nur die geladenen Projekte.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Weitere Projekte laden' }).click();
    await expect(projects).toHaveCount(101);
    await expect(page.getByRole('button', { name: 'Weitere Projekte laden' })).toHaveCount(0);
    await expect(page.getByText('Die Suche umfasst nur die geladenen Projekte.', { exact: false })).toHaveCount(0);
  });
});

test.describe('rollback when the server refuses', () => {
  test('create: the temporary entry goes again', async ({ page, request }) => {
    await signedInUser(page, request, 'rb-create');
    const create = await holdOperation(page, 'ProjectDialogCreateMutation', (route) => route.fulfill({ status: 500, body: 'kaputt' }));
    await newProjectButton(page).click();
    const dialog = createDialog(page);
    await dialog.getByRole('textbox', { name: 'Projektname' }).fill('Brücke West');
    await dialog.getByRole('button', { name: 'Erstellen' }).click();
    await create.arrived;
    await expect(page.getByRole('article', { name: 'Brücke West', includeHidden: true })).toBeAttached();
    create.release();
    await expectToast(page, 'Fehler', 'Projekt konnte nicht erstellt werden.');
    await expect(dialog.getByText('Das Projekt konnte nicht erstellt werden.')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Brücke West', includeHidden: true })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(page.getByRole('heading', { name: 'Noch keine Projekte' })).toBeVisible();
  });

  test('edit: the old name comes back', async ({ page, request }) => {
    await signedInUser(page, request, 'rb-edit');
    await createProjectViaApi(page.request, { name: 'Halle 3' });
    await page.reload();
    const update = await holdOperation(page, 'ProjectDialogUpdateMutation', (route) => route.abort('connectionreset'));
    await (await openActions(card(page, 'Halle 3'), page)).getByRole('menuitem', { name: 'Bearbeiten' }).click();
    const edit = editDialog(page);
    await edit.getByRole('textbox', { name: 'Projektname' }).fill('Halle 4');
    await edit.getByRole('button', { name: 'Aktualisieren' }).click();
    await update.arrived;
    await expect(page.getByRole('article', { name: 'Halle 4', includeHidden: true })).toBeAttached();
    update.release();
    await expectToast(page, 'Fehler', 'Projekt konnte nicht aktualisiert werden.');
    await expect(edit.getByText('Das Projekt konnte nicht aktualisiert werden.')).toBeVisible();
    await edit.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(card(page, 'Halle 3')).toBeVisible();
    await expect(card(page, 'Halle 4')).toHaveCount(0);
  });

  test('archive: the project returns when the server answers with an error', async ({ page, request }) => {
    await signedInUser(page, request, 'rb-archive');
    await createProjectViaApi(page.request, { name: 'Parkhaus' });
    await page.reload();
    const archive = await holdOperation(page, 'ProjectActionsMenuArchiveMutation', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          data: {
            archiveProject: {
              __typename: 'ProjectNotFoundError',
              __isError: 'ProjectNotFoundError',
              title: 'Projekt nicht gefunden',
              message: 'Das Projekt existiert nicht oder wurde gelöscht.',
            },
          },
        }),
      }),
    );
    await (await openActions(card(page, 'Parkhaus'), page)).getByRole('menuitem', { name: 'Archivieren' }).click();
    await archive.arrived;
    await expect(card(page, 'Parkhaus')).toBeHidden();
    await expect(page.getByRole('switch', { name: 'Archivierte anzeigen (1)' })).toBeVisible();
    archive.release();
    await expectToast(page, 'Fehler', 'Die Aktion konnte nicht ausgeführt werden. Das Projekt existiert nicht oder wurde gelöscht.');
    await expect(card(page, 'Parkhaus')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Archivierte anzeigen (0)' })).toBeVisible();
  });

  test('delete: the project returns when the request fails', async ({ page, request }) => {
    await signedInUser(page, request, 'rb-delete');
    await createProjectViaApi(page.request, { name: 'Tiefgarage' });
    await page.reload();
    const remove = await holdOperation(page, 'DeleteProjectDialogMutation', (route) => route.fulfill({ status: 500, body: 'kaputt' }));
    await (await openActions(card(page, 'Tiefgarage'), page)).getByRole('menuitem', { name: 'Löschen' }).click();
    await page.getByRole('dialog', { name: 'Projekt löschen?' }).getByRole('button', { name: 'Ja, endgültig löschen' }).click();
    await remove.arrived;
    await expect(page.getByRole('article', { name: 'Tiefgarage', includeHidden: true })).toHaveCount(0);
    remove.release();
    await expectToast(page, 'Fehler', 'Das Projekt konnte nicht gelöscht werden.');
    await expect(card(page, 'Tiefgarage')).toBeVisible();
  });
});

test.describe('project page', () => {
  test('shows the project, its figures and actions; deleting leads back to the dashboard', async ({ page, request }) => {
    await signedInUser(page, request, 'seite');
    await createProjectViaApi(page.request, { name: 'Sporthalle Ost', number: 'SH-7', address: 'Turnerweg 2\n04109 Leipzig' });
    await page.reload();
    await card(page, 'Sporthalle Ost').getByRole('link', { name: 'Öffnen' }).click();

    await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Sporthalle Ost', level: 1 })).toBeVisible();
    await expect(page.getByText('SH-7')).toBeVisible();
    await expect(page.getByText('04109 Leipzig')).toBeVisible();
    const figures = page.getByRole('region', { name: 'Kennzahlen' });
    await expect(figures).toContainText(/Protokolle\s*0\s*davon 0 finalisiert/);
    await expect(figures).toContainText(/Offene Punkte\s*0\s*Alle aktuell/);
    await expect(figures).toContainText(/Beteiligte\s*0/);
    await expect(figures).toContainText(/Letzte Aktivität\s*Heute/);

    await (await openActions(page.getByRole('main'), page)).getByRole('menuitem', { name: 'Archivieren' }).click();
    await expectToast(page, 'Projekt archiviert');
    await expect(page.getByRole('main').getByText('Archiviert', { exact: true })).toBeVisible();
    await expect(page.getByText('Dieses Projekt ist archiviert', { exact: false })).toBeVisible();

    await (await openActions(page.getByRole('main'), page)).getByRole('menuitem', { name: 'Löschen' }).click();
    await page.getByRole('dialog', { name: 'Projekt löschen?' }).getByRole('button', { name: 'Ja, endgültig löschen' }).click();
    await expectToast(page, 'Projekt gelöscht', 'Das Projekt und alle zugehörigen Daten wurden entfernt.');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Noch keine Projekte' })).toBeVisible();
  });

  test("another user's project, or an id that is none, shows a clear not-found page", async ({ page, request, playwright }) => {
    // Someone else's project, created through that user's own session.
    const other = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
    const otherEmail = uniqueEmail('fremd');
    await confirmedUser(other, otherEmail);
    await gql(other, 'mutation($i: SignInInput!) { signIn(input: $i) { __typename } }', { i: { email: otherEmail, password: PASSWORD } });
    const { projectId: foreignId } = await createProjectViaApi(other, { name: 'Fremdes Projekt' });
    await other.dispose();
    // The page's address is the project's UUID (as the dashboard's "Öffnen" links it).
    expect(foreignId).toMatch(/^[0-9a-f-]{36}$/);

    await signedInUser(page, request, 'neugierig');
    for (const path of [`/projects/${foreignId}`, '/projects/gibt-es-nicht']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { name: 'Projekt nicht gefunden', level: 1 })).toBeVisible();
      await expect(page.getByText('Dieses Projekt gibt es nicht oder nicht mehr, oder es gehört zu einem anderen Konto.')).toBeVisible();
      await expect(page.getByText('Fremdes Projekt')).toHaveCount(0);
    }
    await page.getByRole('link', { name: 'Zum Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });
});
