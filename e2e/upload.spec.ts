import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page, type Route } from '@playwright/test';
import { MEETING_SCRIPT } from '../tests/fixtures/meetingScript';
import { badInputFixtures, speechFixture } from '../tests/fixtures/speech';
import { UPLOAD_CHUNK_BYTES } from '../web/features/uploads/uploadRules';
import { signedInOnDashboard } from './support/accounts';
import { createProjectViaApi, deleteProtocolViaApi, gql } from './support/graphql';
import { expectNoHorizontalOverflow, expectToast, uniqueEmail } from './support/page';
import { CONSENT, chooseFile, expectRefusal, fillForm, onNewProtocolPage, protocolCount, submitButton } from './support/uploads';

// Uploading a meeting recording (spec part 2 §2 'new', §3 upload tracking, §4 upload job, §8):
// the form, the resumable tus upload, the refusals that must leave nothing behind, and the job bar.

// Every test registers its own account, and uploads go through ffprobe on the server.
test.describe.configure({ timeout: 120_000 });

const run = promisify(execFile);

const PROCESSING_URL = /\/projects\/[0-9a-f-]+\/protocols\/([0-9a-f-]+)\/processing$/;

const jobBar = (page: Page) => page.getByRole('region', { name: 'Uploads und Verarbeitung' });

/** The offsets of the chunks that carry a file of `size` bytes on from `from`. */
const chunkOffsets = (size: number, from: number) => Array.from({ length: Math.ceil((size - from) / UPLOAD_CHUNK_BYTES) }, (_, index) => String(from + index * UPLOAD_CHUNK_BYTES));

/** Fails a tus request as a dropped connection would. */
const dropConnection = (route: Route) => route.abort('connectionreset');

test.describe('new protocol from a recording', () => {
  test('the form defaults to today, and the upload lands on the processing page, followed by the job bar', async ({ page, request }) => {
    const project = await onNewProtocolPage(page, request, 'upload', 'starter');
    await expect(page).toHaveTitle('Neues Protokoll – Baustellen-Protokolle');
    const crumbs = page.getByRole('navigation', { name: 'Brotkrumen' });
    await expect(crumbs.getByRole('link', { name: 'Neubau Kita Sonnenschein' })).toHaveAttribute('href', `/projects/${project.projectId}`);
    await expect(crumbs.getByText('Neues Protokoll')).toHaveAttribute('aria-current', 'page');

    const today = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());
    await expect(page.getByRole('group', { name: 'Datum' })).toHaveText(today);

    const { file } = await speechFixture({ lines: MEETING_SCRIPT.slice(0, 3), format: 'mp3' });
    await fillForm(page, file);
    // Who knows how many people speak says so: the voices are then separated into that many.
    const speakers = page.getByRole('combobox', { name: 'Wie viele Personen sprechen? (optional)' });
    await expect(speakers.locator('option:checked')).toHaveText('Automatisch erkennen');
    await speakers.selectOption('4');
    await expectNoHorizontalOverflow(page);
    await submitButton(page).click();

    await expect(page).toHaveURL(PROCESSING_URL);
    const protocolId = PROCESSING_URL.exec(new URL(page.url()).pathname)![1]!;
    try {
      const said = await gql<{ viewer: { protocol: { speakerCount: number | null } } }>(page.request, 'query($id: String!) { viewer { protocol(protocolId: $id) { speakerCount } } }', { id: protocolId });
      expect(said.viewer.protocol.speakerCount).toBe(4);
      await expect(page.getByRole('heading', { level: 1, name: 'Protokoll wird verarbeitet' })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      // The upload page was replaced in the history: back leads to the project, and the job follows along.
      await page.goBack();
      await expect(page).toHaveURL(`/projects/${project.projectId}`);
      const bar = jobBar(page);
      await expect(bar).toContainText(path.basename(file));
      await expect(bar).toContainText('Protokoll wird erstellt...');
      await expect(bar.getByRole('link', { name: 'Anzeigen' })).toHaveAttribute('href', `/projects/${project.projectId}/protocols/${protocolId}/processing`);
      expect(await protocolCount(page, project.projectId)).toBe(1);
    } finally {
      await deleteProtocolViaApi(page.request, protocolId);
    }
  });

  test('an upload whose connection drops after the first chunk resumes at the offset the server has', async ({ page, request }) => {
    const project = await onNewProtocolPage(page, request, 'upload-resume', 'starter');
    // WAV of more than 200 s: well over one 5 MB chunk.
    const { file } = await speechFixture({ minDuration: 200 });

    const seen: { method: string; offset: string | null }[] = [];
    let patches = 0;
    await page.route('**/uploads/**', async (route) => {
      const method = route.request().method();
      seen.push({ method, offset: await route.request().headerValue('upload-offset') });
      if (method === 'PATCH' && ++patches === 2) return dropConnection(route);
      return route.continue();
    });

    await fillForm(page, file);
    await submitButton(page).click();
    await expect(page.getByRole('button', { name: 'Wird hochgeladen...' })).toBeDisabled();
    await expect(page).toHaveURL(PROCESSING_URL);
    const protocolId = PROCESSING_URL.exec(new URL(page.url()).pathname)![1]!;
    await deleteProtocolViaApi(page.request, protocolId);

    // First chunk, the dropped second, then HEAD for the offset and the rest from there.
    const rest = chunkOffsets((await stat(file)).size, UPLOAD_CHUNK_BYTES);
    expect(seen.map((request) => request.method)).toEqual(['PATCH', 'PATCH', 'HEAD', ...rest.map(() => 'PATCH')]);
    expect(seen.filter((request) => request.method === 'PATCH').map((request) => request.offset)).toEqual(['0', String(UPLOAD_CHUNK_BYTES), ...rest]);
    expect(await protocolCount(page, project.projectId)).toBe(0);
  });

  test('after a reload, the same file with the same form continues where the upload stopped', async ({ page, request }) => {
    const project = await onNewProtocolPage(page, request, 'upload-reload', 'starter');
    const { file } = await speechFixture({ minDuration: 200 });

    // The first chunk arrives; from the second on, requests hang like a dead connection until the user reloads.
    let patches = 0;
    let secondPatch!: () => void;
    const stalled = new Promise<void>((resolve) => (secondPatch = resolve));
    await page.route('**/uploads/**', (route) => {
      if (route.request().method() !== 'PATCH' || ++patches === 1) return route.continue();
      secondPatch();
    });
    await fillForm(page, file);
    await submitButton(page).click();
    await stalled;
    await page.reload();
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    const sent: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      const operation = pathname === '/graphql' ? (request.postDataJSON() as { operationName?: string } | null)?.operationName : undefined;
      if (pathname.startsWith('/uploads')) sent.push(`${request.method()} ${request.headers()['upload-offset'] ?? ''}`.trim());
      else if (operation?.startsWith('meetingUpload')) sent.push(operation);
    });
    await fillForm(page, file);
    await submitButton(page).click();
    await expect(page).toHaveURL(PROCESSING_URL);
    await deleteProtocolViaApi(page.request, PROCESSING_URL.exec(new URL(page.url()).pathname)![1]!);
    // No new announcement and no new upload: the server tells the offset, and the rest follows.
    expect(sent).toEqual(['HEAD', ...chunkOffsets((await stat(file)).size, UPLOAD_CHUNK_BYTES).map((offset) => `PATCH ${offset}`), 'meetingUploadCompleteMutation']);
    expect(await protocolCount(page, project.projectId)).toBe(0);
  });

  test('leaving the page during the upload keeps it running in the job bar', async ({ page, request }) => {
    const project = await onNewProtocolPage(page, request, 'upload-hintergrund', 'starter');
    const { file } = await speechFixture({ lines: MEETING_SCRIPT.slice(0, 3), format: 'mp3' });

    // The first PATCH waits until the user has left the page.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const patchArrived = new Promise<void>((resolve) => (arrived = resolve));
    await page.route('**/uploads/**', async (route) => {
      if (route.request().method() === 'PATCH') {
        arrived();
        await released;
      }
      await route.continue();
    });

    await fillForm(page, file);
    await submitButton(page).click();
    await patchArrived;
    await expect(page.getByText('0 % hochgeladen')).toBeVisible();
    await page.getByRole('navigation', { name: 'Brotkrumen' }).getByRole('link', { name: 'Neubau Kita Sonnenschein' }).click();
    await expect(page).toHaveURL(`/projects/${project.projectId}`);
    await expectToast(page, 'Prozess läuft im Hintergrund weiter');
    await expect(jobBar(page)).toContainText('Upload läuft: 0 %');
    release();

    const bar = jobBar(page);
    await expect(bar).toContainText('Protokoll wird erstellt...');
    const href = await bar.getByRole('link', { name: 'Anzeigen' }).getAttribute('href');
    const protocolId = PROCESSING_URL.exec(href ?? '')![1]!;
    await deleteProtocolViaApi(page.request, protocolId);
  });

  test("'Abbrechen' stops the upload and keeps the form", async ({ page, request }) => {
    const project = await onNewProtocolPage(page, request, 'upload-abbruch', 'starter');
    const { file } = await speechFixture({ lines: MEETING_SCRIPT.slice(0, 3), format: 'mp3' });
    let arrived!: () => void;
    const patchArrived = new Promise<void>((resolve) => (arrived = resolve));
    // The upload never gets through: the PATCH hangs like a dead connection.
    await page.route('**/uploads/**', (route) => {
      if (route.request().method() !== 'PATCH') return route.continue();
      arrived();
    });

    await fillForm(page, file);
    await submitButton(page).click();
    await patchArrived;
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await expectToast(page, 'Upload abgebrochen');
    await expect(submitButton(page)).toBeEnabled();
    await expect(page.getByRole('textbox', { name: 'Titel' })).toHaveValue('Baubesprechung Nr. 12');
    expect(await protocolCount(page, project.projectId)).toBe(0);
  });
});

test.describe('refused recordings leave nothing behind', () => {
  test('files that are no usable recording are refused with their German message, and retry is offered', async ({ page, request }) => {
    const project = await onNewProtocolPage(page, request, 'upload-abgelehnt', 'starter');
    const bad = await badInputFixtures();
    const unreadable = (name: string) => `Ungültige Audiodatei: ${name} - Dauer konnte nicht ermittelt werden`;

    // Refused after the upload, when the server looked into the file: also as 'Upload-Fehler: …'.
    await fillForm(page, bad.textAsMp3);
    await submitButton(page).click();
    await expectRefusal(page, 'Upload fehlgeschlagen', unreadable('notizen.mp3'));
    await expectToast(page, `Upload-Fehler: ${unreadable('notizen.mp3')}`);

    for (const [file, message] of [
      [bad.halfSecond, 'Audio-Datei ist zu kurz (weniger als 1 Sekunde)'],
      [bad.truncated, unreadable('abgebrochen.mp3')],
      // Refused before the first byte: the size or the type says enough.
      [bad.empty, unreadable('leer.mp3')],
      [
        bad.unsupported,
        'Dateityp wird nicht unterstützt: plan.pdf. Erlaubt sind Audio- und Videodateien (MP3, WAV, M4A, AAC, OGG, OGA, OPUS, FLAC, WEBA, MP4, MOV, WEBM, MKV, M4V).',
      ],
    ] as const) {
      await chooseFile(page, file);
      await submitButton(page).click();
      await expectRefusal(page, 'Upload fehlgeschlagen', message);
    }

    // 'Erneut versuchen' starts over from the announcement: the same refusal again.
    const announced = page.waitForRequest((sent) => sent.postDataJSON()?.operationName === 'meetingUploadAnnounceMutation');
    await page.getByRole('main').getByRole('alert').getByRole('button', { name: 'Erneut versuchen' }).click();
    await announced;
    await expectRefusal(page, 'Upload fehlgeschlagen', 'Dateityp wird nicht unterstützt: plan.pdf.');
    expect(await protocolCount(page, project.projectId)).toBe(0);
  });

  test('without the recording consent nothing is uploaded', async ({ page, request }) => {
    const project = await onNewProtocolPage(page, request, 'upload-einwilligung', 'starter');
    const { file } = await speechFixture({ lines: MEETING_SCRIPT.slice(0, 3), format: 'mp3' });
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/uploads')) uploads.push(request.method());
    });

    await fillForm(page, file, { consent: false });
    await submitButton(page).click();
    const message = 'Bitte bestätigen Sie, dass alle Anwesenden der Aufzeichnung zugestimmt haben.';
    await expectRefusal(page, 'Fehler', message);
    // At the checkbox too, which has the focus.
    const consent = page.getByRole('checkbox', { name: CONSENT });
    await expect(consent).toBeFocused();
    await expect(consent).toHaveAccessibleDescription(new RegExp(message));
    await expectToast(page, 'Fehler', message);
    expect(uploads).toEqual([]);
    expect(await protocolCount(page, project.projectId)).toBe(0);
  });

  test('a recording longer than the meeting hours left is refused with the hours it needs', async ({ page, request }) => {
    // The free plan has 1 meeting hour a month; 62 minutes cost 2.
    const project = await onNewProtocolPage(page, request, 'upload-stunden');
    const dir = await mkdtemp(path.join(tmpdir(), 'upload-e2e-'));
    try {
      const file = path.join(dir, 'lange-besprechung.mp3');
      await run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=300:duration=3720', '-ac', '1', '-ar', '8000', '-b:a', '8k', file]);
      await fillForm(page, file);
      await submitButton(page).click();
      const message = 'Diese Aufnahme benötigt 2 Meeting-Stunden, verfügbar sind 1 Std. 0 Min.';
      await expectRefusal(page, 'Meeting-Stunden reichen nicht aus', message);
      await expectToast(page, `Upload-Fehler: ${message}`);
      expect(await protocolCount(page, project.projectId)).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

test.describe('projects that cannot get protocols', () => {
  test('an archived project says so up front, and a foreign id finds no project', async ({ page, request }) => {
    await signedInOnDashboard(page, request, uniqueEmail('upload-archiv'), 'starter');
    const project = await createProjectViaApi(page.request, { name: 'Altbau Sanierung' });
    await gql(page.request, 'mutation($i: ProjectIdInput!) { archiveProject(input: $i) { __typename } }', { i: { id: project.id } });

    await page.goto(`/projects/${project.projectId}`);
    const button = page.getByRole('button', { name: 'Neues Protokoll' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription('In diesem Projekt können keine Protokolle erstellt werden: Es ist schreibgeschützt.');

    await page.goto(`/projects/${project.projectId}/protocols/new`);
    await expect(page.getByText('Zugriff verweigert. Kontaktieren Sie den Projektadministrator.')).toBeVisible();
    await expect(submitButton(page)).toBeDisabled();
    await expect(page.getByRole('textbox', { name: 'Titel' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Audio- oder Videodatei auswählen' })).toBeDisabled();

    await page.goto('/projects/00000000-0000-4000-8000-000000000000/protocols/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Projekt nicht gefunden' })).toBeVisible();
  });
});
