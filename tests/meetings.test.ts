// Uploads becoming protocols, through the GraphQL API and the tus endpoint, against real
// PostgreSQL and storage. No worker runs here: processing itself is tested in workflows/.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { setPlan } from '../domain/plans/subscription';
import { badInputFixtures, speechFixture } from './fixtures/speech';
import { MEETING_SCRIPT } from './fixtures/meetingScript';
import { useTestApi } from './support/api';
import type { BrowserSession } from './support/browserSession';
import { createUpload, sendChunk, uploadFile, uploadOffset } from './support/tus';
import { signedInUser } from './support/users';

const run = promisify(execFile);

const api = useTestApi({}, { worker: false });

const db = () => api.database.db;
const RESULT = '__typename ... on Error { title message }';
const M = {
  createProject: `mutation($input: CreateProjectInput!) { createProject(input: $input) { ... on MutationCreateProjectSuccess { data { project { projectId } } } } }`,
  archive: `mutation($id: ID!) { archiveProject(input: { id: $id }) { __typename } }`,
  announce: `mutation($input: AnnounceMeetingUploadInput!) { announceMeetingUpload(input: $input) { ${RESULT} ... on ValidationError { fields { field message } } ... on MutationAnnounceMeetingUploadSuccess { data { uploadTicketId uploadEndpoint } } } }`,
  complete: `mutation($id: String!) { completeMeetingUpload(input: { uploadTicketId: $id }) { ${RESULT} ... on MeetingHoursExceededError { neededHours availableMinutes } ... on MutationCompleteMeetingUploadSuccess { data { protocol { protocolId title date location status processingPhase durationMinutes fileName consentAt recordingUrl } } } } }`,
  remove: `mutation($id: ID!) { deleteProtocol(input: { protocolId: $id }) { ${RESULT} ... on MutationDeleteProtocolSuccess { data { deletedProtocolId } } } }`,
  meetingHours: `query { viewer { meetingHours { balance } } }`,
};

let userCount = 0;
async function newUser(plan?: string) {
  const email = `upload-${++userCount}-${Date.now()}@example.de`;
  const user = await signedInUser(api.url, db(), email);
  if (plan) await setPlan(db(), email, plan);
  const created = await user.browser.gql(M.createProject, { input: { name: `Neubau ${userCount}` } });
  const projectId = created.body.data!.createProject.data.project.projectId as string;
  return { ...user, email, projectId };
}

interface Announced {
  ticketId: string;
  announce: Record<string, unknown>;
}

async function announce(browser: BrowserSession, projectId: string, fileName: string, size: number, overrides: Record<string, unknown> = {}): Promise<Announced> {
  const result = await browser.gql(M.announce, {
    input: { projectId: encodeGlobalID('Project', projectId), title: 'Baubesprechung 12', date: '2026-11-24', location: 'Baucontainer', consentConfirmed: true, fileName, fileSize: size, mimeType: '', ...overrides },
  });
  const announced = result.body.data!.announceMeetingUpload;
  return { ticketId: announced.data?.uploadTicketId, announce: announced };
}

/** Announce, upload the whole file through tus, complete: what the upload page does. */
async function uploadMeeting(browser: BrowserSession, projectId: string, file: string, fileName = path.basename(file)) {
  const body = await readFile(file);
  const { ticketId, announce: announced } = await announce(browser, projectId, fileName, body.length);
  if (!ticketId) return { announced, completed: null, ticketId };
  const upload = await uploadFile(api.url, browser.cookie, body, { ticket: ticketId, filename: fileName }, 256 * 1024);
  expect(upload.status).toBe(201);
  const completed = (await browser.gql(M.complete, { id: ticketId })).body.data!.completeMeetingUpload;
  return { announced, completed, ticketId };
}

const storedFiles = (userId: string) => {
  const dir = path.join(api.config.dataDir, 'files', userId);
  return existsSync(dir) ? readdirSync(dir) : [];
};
const pendingUploads = () => {
  const dir = path.join(api.config.dataDir, 'uploads');
  return existsSync(dir) ? readdirSync(dir) : [];
};

async function expectNothingLeft(userId: string, projectId: string) {
  expect(await db().protocol.count({ where: { projectId } })).toBe(0);
  expect(storedFiles(userId)).toEqual([]);
  expect(await db().quotaCharge.count({ where: { userId } })).toBe(0);
  expect(await db().uploadTicket.count({ where: { userId } })).toBe(0);
}

describe('an upload becomes a protocol in processing', () => {
  it('stores the recording under {userId}/{timestamp}.{ext}, records the consent and charges the meeting hours once', async () => {
    const { browser, userId, projectId } = await newUser('starter');
    const { file } = await speechFixture({ lines: MEETING_SCRIPT.slice(0, 3), format: 'mp3' });
    const before = Date.now();
    const { completed, ticketId } = await uploadMeeting(browser, projectId, file, 'Besprechung.mp3');
    expect(completed.__typename).toBe('MutationCompleteMeetingUploadSuccess');
    const protocol = completed.data.protocol;
    expect(protocol).toMatchObject({ title: 'Baubesprechung 12', date: '2026-11-24', location: 'Baucontainer', status: 'PROCESSING', processingPhase: 'QUEUED', durationMinutes: 1, fileName: 'Besprechung.mp3' });
    expect(Date.parse(protocol.consentAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(protocol.recordingUrl).toBe(`/files/protocols/${protocol.protocolId}/recording`);

    const row = await db().protocol.findUniqueOrThrow({ where: { id: protocol.protocolId } });
    expect(row.fileKey).toMatch(new RegExp(`^${userId}/\\d{13}\\.mp3$`));
    expect(row.consentUserId).toBe(userId);
    expect(storedFiles(userId)).toEqual([path.basename(row.fileKey!)]);
    const ticket = await db().uploadTicket.findFirstOrThrow({ where: { id: ticketId } });
    expect(ticket.protocolId).toBe(protocol.protocolId);
    expect(pendingUploads().filter((name) => name.startsWith(ticket.uploadId!))).toEqual([]);
    const charges = await db().quotaCharge.findMany({ where: { userId } });
    expect(charges).toMatchObject([{ kind: 'MEETING_MINUTES', amount: 60, referenceId: protocol.protocolId }]);

    // The answer got lost on the way: asking again returns the same protocol and charges nothing more.
    const again = (await browser.gql(M.complete, { id: ticketId })).body.data!.completeMeetingUpload;
    expect(again.data.protocol.protocolId).toBe(protocol.protocolId);
    expect(await db().quotaCharge.count({ where: { userId } })).toBe(1);
    expect(await db().protocol.count({ where: { projectId } })).toBe(1);

    // The recording plays for its owner, whole and in ranges; nobody else gets it.
    const uploaded = await readFile(file);
    const recording = await fetch(`${api.url}${protocol.recordingUrl}`, { headers: { cookie: browser.cookie!, range: 'bytes=100-199' } });
    expect(recording.status).toBe(206);
    expect(recording.headers.get('content-type')).toBe('audio/mpeg');
    expect(recording.headers.get('content-range')).toBe(`bytes 100-199/${uploaded.length}`);
    expect(Buffer.from(await recording.arrayBuffer())).toEqual(uploaded.subarray(100, 200));
    const whole = await fetch(`${api.url}${protocol.recordingUrl}`, { headers: { cookie: browser.cookie! } });
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(uploaded);
    const beyond = await fetch(`${api.url}${protocol.recordingUrl}`, { headers: { cookie: browser.cookie!, range: `bytes=${uploaded.length}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${uploaded.length}`);
    const other = await newUser();
    expect((await fetch(`${api.url}${protocol.recordingUrl}`, { headers: { cookie: other.browser.cookie! } })).status).toBe(404);
    expect((await fetch(`${api.url}${protocol.recordingUrl}`)).status).toBe(404);
  });

  it('resumes an interrupted upload from the offset the server has', async () => {
    const { browser, projectId } = await newUser('starter');
    const { file } = await speechFixture({ lines: MEETING_SCRIPT.slice(0, 2) });
    const body = await readFile(file);
    const { ticketId } = await announce(browser, projectId, 'lang.wav', body.length);
    const created = await createUpload(api.url, browser.cookie, body.length, { ticket: ticketId, filename: 'lang.wav' });
    expect(created.status).toBe(201);
    const first = await sendChunk(created.location, browser.cookie, 0, body.subarray(0, 100_000));
    expect(first.offset).toBe(100_000);
    // The connection dropped; the client asks where to go on, and sends only the rest.
    expect(await uploadOffset(created.location, browser.cookie)).toEqual({ status: 200, offset: 100_000 });
    expect((await browser.gql(M.complete, { id: ticketId })).body.data!.completeMeetingUpload).toMatchObject({
      __typename: 'UploadIncompleteError',
      message: 'Die Datei ist noch nicht vollständig hochgeladen. Bitte setzen Sie den Upload fort.',
    });
    const rest = await sendChunk(created.location, browser.cookie, 100_000, body.subarray(100_000));
    expect(rest).toMatchObject({ status: 204, offset: body.length });
    const completed = (await browser.gql(M.complete, { id: ticketId })).body.data!.completeMeetingUpload;
    expect(completed.__typename).toBe('MutationCompleteMeetingUploadSuccess');
  });

  it("refuses another user's upload and ticket", async () => {
    const owner = await newUser('starter');
    const other = await newUser('starter');
    const { file } = await speechFixture({ lines: MEETING_SCRIPT.slice(0, 2) });
    const body = await readFile(file);
    const { ticketId } = await announce(owner.browser, owner.projectId, 'a.wav', body.length);
    // Someone else's ticket cannot start an upload, resume it, or complete it.
    expect((await createUpload(api.url, other.browser.cookie, body.length, { ticket: ticketId, filename: 'a.wav' })).status).toBe(404);
    const created = await createUpload(api.url, owner.browser.cookie, body.length, { ticket: ticketId, filename: 'a.wav' });
    expect((await sendChunk(created.location, other.browser.cookie, 0, body)).status).toBe(404);
    expect((await uploadOffset(created.location, undefined)).status).toBe(404);
    expect((await other.browser.gql(M.complete, { id: ticketId })).body.data!.completeMeetingUpload.__typename).toBe('UploadNotFoundError');
    // Nor can a project of someone else get a protocol.
    expect((await announce(other.browser, owner.projectId, 'a.wav', 10)).announce.__typename).toBe('ProjectNotFoundError');
  });
});

describe('bad input gets its German message and leaves nothing behind', () => {
  it.each([
    ['a text file renamed .mp3', 'textAsMp3', 'notizen.mp3', 'Ungültige Audiodatei: notizen.mp3 - Dauer konnte nicht ermittelt werden'],
    ['a truncated file', 'truncated', 'abgebrochen.mp3', 'Ungültige Audiodatei: abgebrochen.mp3 - Dauer konnte nicht ermittelt werden'],
    ['a clip of half a second', 'halfSecond', 'kurz.wav', 'Audio-Datei ist zu kurz (weniger als 1 Sekunde)'],
  ] as const)('%s', async (_name, fixture, fileName, message) => {
    const { browser, userId, projectId } = await newUser('starter');
    const files = await badInputFixtures();
    const uploadsBefore = pendingUploads();
    const { completed } = await uploadMeeting(browser, projectId, files[fixture], fileName);
    expect(completed).toMatchObject({ title: 'Upload fehlgeschlagen', message });
    await expectNothingLeft(userId, projectId);
    expect(pendingUploads()).toEqual(uploadsBefore);
  });

  it('an empty file and an unsupported type are refused before the upload starts', async () => {
    const { browser, userId, projectId } = await newUser('starter');
    expect((await announce(browser, projectId, 'leer.mp3', 0)).announce).toMatchObject({
      __typename: 'MediaUnreadableError',
      message: 'Ungültige Audiodatei: leer.mp3 - Dauer konnte nicht ermittelt werden',
    });
    expect((await announce(browser, projectId, 'plan.pdf', 55, { mimeType: 'application/pdf' })).announce).toMatchObject({
      __typename: 'UnsupportedMediaTypeError',
      message: 'Dateityp wird nicht unterstützt: plan.pdf. Erlaubt sind Audio- und Videodateien (MP3, WAV, M4A, AAC, OGG, OGA, OPUS, FLAC, WEBA, MP4, MOV, WEBM, MKV, M4V).',
    });
    // An audio name with a foreign type is not taken either.
    expect((await announce(browser, projectId, 'plan.mp3', 55, { mimeType: 'application/pdf' })).announce.__typename).toBe('UnsupportedMediaTypeError');
    await expectNothingLeft(userId, projectId);
  });

  it('refuses a recording beyond the meeting-hour balance', async () => {
    const { browser, userId, projectId } = await newUser(); // free: 1 meeting hour a month
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bp-long-'));
    const long = path.join(dir, 'lang.mp3');
    await run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'anullsrc=r=8000:cl=mono', '-t', '3660', '-b:a', '8k', long]);
    const { completed } = await uploadMeeting(browser, projectId, long);
    expect(completed).toMatchObject({
      __typename: 'MeetingHoursExceededError',
      title: 'Meeting-Stunden reichen nicht aus',
      message: 'Diese Aufnahme benötigt 2 Meeting-Stunden, verfügbar sind 1 Std. 0 Min.',
      neededHours: 2,
      availableMinutes: 60,
    });
    await expectNothingLeft(userId, projectId);
    expect((await browser.gql(M.meetingHours)).body.data!.viewer.meetingHours.balance).toBe(60);
  });

  it('needs the recording consent, a title and a valid date', async () => {
    const { browser, projectId } = await newUser('starter');
    const refused = (await announce(browser, projectId, 'a.mp3', 10, { consentConfirmed: false, title: '  ', date: '2026-02-30' })).announce;
    expect(refused.__typename).toBe('ValidationError');
    expect(refused.fields).toEqual(
      expect.arrayContaining([
        { field: 'title', message: 'Bitte geben Sie einen Titel ein.' },
        { field: 'date', message: 'Bitte geben Sie ein gültiges Datum ein.' },
        { field: 'consentConfirmed', message: 'Bitte bestätigen Sie, dass alle Anwesenden der Aufzeichnung zugestimmt haben.' },
      ]),
    );
    for (const speakerCount of [0, 13]) {
      const wrongCount = (await announce(browser, projectId, 'a.mp3', 10, { speakerCount })).announce;
      expect(wrongCount.fields).toEqual([{ field: 'speakerCount', message: 'Bitte geben Sie an, wie viele Personen gesprochen haben (1 bis 12).' }]);
    }
  });

  it('a read-only project gets no new protocols, and the daily limit holds', async () => {
    const { browser, projectId } = await newUser(); // free: 1 protocol a day
    const projectGlobalId = encodeGlobalID('Project', projectId);
    await browser.gql(M.archive, { id: projectGlobalId });
    expect((await announce(browser, projectId, 'a.mp3', 10)).announce).toMatchObject({
      __typename: 'AccessDeniedError',
      message: 'Zugriff verweigert. Kontaktieren Sie den Projektadministrator.',
    });

    const fresh = await newUser();
    const { file } = await speechFixture({ lines: MEETING_SCRIPT.slice(0, 1) });
    expect((await uploadMeeting(fresh.browser, fresh.projectId, file)).completed.__typename).toBe('MutationCompleteMeetingUploadSuccess');
    expect((await announce(fresh.browser, fresh.projectId, 'b.mp3', 10)).announce).toMatchObject({
      __typename: 'DailyProtocolLimitError',
      message: 'Ihr Abo erlaubt 1 neues Protokoll pro Tag. Morgen geht es weiter.',
    });
  });
});

describe('deleting a protocol', () => {
  it('removes the record and the recording, gives the meeting hours back, and is nobody else’s to do', async () => {
    const { browser, userId, projectId } = await newUser('starter');
    const { file } = await speechFixture({ lines: MEETING_SCRIPT.slice(0, 1) });
    const protocolId = (await uploadMeeting(browser, projectId, file)).completed.data.protocol.protocolId as string;
    const protocolGlobalId = encodeGlobalID('Protocol', protocolId);
    const other = await newUser();
    expect((await other.browser.gql(M.remove, { id: protocolGlobalId })).body.data!.deleteProtocol.__typename).toBe('ProtocolNotFoundError');

    const before = (await browser.gql(M.meetingHours)).body.data!.viewer.meetingHours.balance as number;
    expect((await browser.gql(M.remove, { id: protocolGlobalId })).body.data!.deleteProtocol).toMatchObject({ data: { deletedProtocolId: protocolId } });
    expect(await db().protocol.count({ where: { id: protocolId } })).toBe(0);
    expect(storedFiles(userId)).toEqual([]);
    expect((await browser.gql(M.meetingHours)).body.data!.viewer.meetingHours.balance).toBe(before + 60);
    // Deleting again: not found, and no second refund.
    expect((await browser.gql(M.remove, { id: protocolGlobalId })).body.data!.deleteProtocol.__typename).toBe('ProtocolNotFoundError');
    expect(await db().quotaCharge.count({ where: { userId, amount: { lt: 0 } } })).toBe(1);
  });
});
