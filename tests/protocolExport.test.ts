// Issue 14: a protocol version downloaded as PDF and Word through the real API, read back as a
// user would (pdftotext, pdftoppm, the .docx's document.xml).
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { userActor } from '../domain/access/actor';
import { loadExportSource } from '../domain/exports/protocolExport';
import { renderProtocolExport } from '../domain/exports/renderProtocolExport';
import { usageMonthKey } from '../domain/plans/rules';
import { createPdfPrinter } from '../platform/pdf/pdfPrinter';
import { useTestApi } from './support/api';
import type { BrowserSession } from './support/browserSession';
import { signedInUser } from './support/users';
import { payload } from './support/responses';

const api = useTestApi();
const pdf = createPdfPrinter({ executablePath: process.env.CHROMIUM_PATH || undefined });
afterAll(() => pdf.close());

const ERROR = '... on Error { __typename title message }';
const CREATE = `mutation($input: CreateManualProtocolInput!) { createManualProtocol(input: $input) { __typename ... on MutationCreateManualProtocolSuccess { data { protocol { protocolId document { topics { topicId } } } } } ${ERROR} } }`;
const EDIT = `mutation($input: EditProtocolInput!) { editProtocol(input: $input) { __typename ... on MutationEditProtocolSuccess { data { versionNumber conflicts { operation reason } } } ${ERROR} } }`;
const VERSIONS = `query($id: String!) { viewer { protocol(protocolId: $id) { versionNumber versions { number state reason } exports { versionNumber format } } } }`;

/** Hostile entries (from common/richText.test.ts's corpus) and what must show of each. */
const HOSTILE = [
  ['<p>vor<script>document.cookie</script>nach</p>', 'vornach'],
  ['<p>Bild<img src="https://evil.example/x.png" onerror=alert(1)>los</p>', 'Bildlos'],
  ['<p><a href="javascript:alert(1)">Linktext</a> harmlos</p>', 'Linktext harmlos'],
  ['<iframe srcdoc="<script>alert(1)</script>"></iframe><p>Rahmen weg</p>', 'Rahmen weg'],
  ['<p>&lt;script&gt;alert(2)&lt;/script&gt; als Text</p>', '<script>alert(2)</script> als Text'],
] as const;

const TOPICS = ['Allgemeines', 'Rohbau Südflügel', 'Außenanlagen und Straßenbau'];
const PER_TOPIC = 30;
const entryText = (topic: number, entry: number) => `Maßnahme ${topic}-${entry} prüfen`;

async function bigProtocol(browser: BrowserSession, userId: string) {
  const db = api.database.db;
  const project = await db.project.create({ data: { userId, name: 'Bürogebäude Große Straße', number: 'P-4711', address: 'Hauptstraße 1, 80331 München' } });
  for (const [name, company, role] of [['Jürgen Weiß', 'Müller Bau GmbH', 'Rohbau'], ['Eva Schäfer', 'Statik Groß', null]]) await db.participant.create({ data: { projectId: project.id, name: name!, company: company!, role } });
  const created = payload(await browser.gql(CREATE, { input: { projectId: encodeGlobalID('Project', project.id), title: 'Baubesprechung', date: '2026-11-23', startTime: '09:30', location: 'Baucontainer Nord' } }));
  const protocolId: string = created.protocol.protocolId;
  const topicIds = [created.protocol.document.topics[0].topicId as string, randomUUID(), randomUUID()];
  const ops: Record<string, unknown>[] = [
    { kind: 'SET_HEADER', field: 'meetingNumber', base: '1', value: '7' },
    { kind: 'SET_HEADER', field: 'distribution', base: null, value: 'Bauherr Grünwald\nArchitekturbüro Fußmann' },
    { kind: 'ADD_TOPIC', topicId: topicIds[1], index: 1, title: TOPICS[1] },
    { kind: 'ADD_TOPIC', topicId: topicIds[2], index: 2, title: TOPICS[2] },
  ];
  for (let t = 0; t < 3; t++) {
    for (let e = 1; e <= PER_TOPIC; e++) {
      const entryId = randomUUID();
      const task = e % 3 === 0;
      ops.push({ kind: 'ADD_ENTRY', topicId: topicIds[t], entryId, index: e - 1, type: task ? 'AUFGABE' : e % 3 === 1 ? 'INFORMATION' : 'FESTLEGUNG', html: `<p>${entryText(t + 1, e)}</p>` });
      if (task) ops.push({ kind: 'SET_ENTRY', entryId, field: 'responsiblePerson', base: null, value: 'Herr Özdemir' }, { kind: 'SET_ENTRY', entryId, field: 'dueDate', base: null, value: '2026-12-04' });
    }
  }
  HOSTILE.forEach(([html], i) => ops.push({ kind: 'ADD_ENTRY', topicId: topicIds[0], entryId: randomUUID(), index: PER_TOPIC + i, type: 'INFORMATION', html }));
  ops.push({ kind: 'ADD_ENTRY', topicId: topicIds[1], entryId: randomUUID(), index: PER_TOPIC, type: 'FESTLEGUNG', html: '<p><strong>Fett</strong> gesetzt</p><ul><li>Punkt eins</li><li>Punkt zwei</li></ul><table><tr><th>Achse</th><th>Maß</th></tr><tr><td>A1</td><td>3,5 m</td></tr></table>' });
  const edited = payload(await browser.gql(EDIT, { input: { protocolId: encodeGlobalID('Protocol', protocolId), operations: ops } }));
  expect(edited.conflicts).toEqual([]);
  await db.actionItem.create({ data: { projectId: project.id, number: 1000, title: 'Gerüstabnahme veranlassen', responsible: 'Frau Köhler', dueDate: new Date('2026-11-30') } });
  return { project, protocolId, topicIds };
}

const download = (browser: BrowserSession, protocolId: string, query: string) =>
  fetch(`${api.url}/files/protocols/${protocolId}/export?${query}`, { headers: browser.cookie ? { cookie: browser.cookie } : {} });

const work = mkdtempSync(path.join(os.tmpdir(), 'protocol-export-'));
const pdfText = (bytes: Uint8Array, name: string) => {
  const file = path.join(work, name);
  writeFileSync(file, bytes);
  // Soft hyphens (the German hyphenation) stay in the extracted text where no line broke.
  return execFileSync('pdftotext', ['-layout', file, '-']).toString().replaceAll('\u00AD', '');
};

describe('exporting a protocol', () => {
  it('downloads the current version as a PDF that reads back complete, freezes the version and counts the export', async () => {
    const { browser, userId } = await signedInUser(api.url, api.database.db, 'export@bau.de');
    const { protocolId, topicIds } = await bigProtocol(browser, userId);

    const response = await download(browser, protocolId, 'format=pdf');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="P-4711_Protokoll-7_2026-11-23_v1.pdf"; filename*=UTF-8''P-4711_Protokoll-7_2026-11-23_v1.pdf`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = pdfText(bytes, 'protocol.pdf');

    const pages = Number(/Seite 1 von (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThanOrEqual(3);
    for (let p = 1; p <= pages; p++) expect(text).toContain(`Seite ${p} von ${pages}`);
    expect(text.match(/Version 1 vom \d\d\.\d\d\.\d{4}/g)?.length).toBe(pages);
    for (const [label, value] of [['Projekt', 'Bürogebäude Große Straße'], ['Projektnummer', 'P-4711'], ['Adresse', 'Hauptstraße 1, 80331 München'], ['Datum', '23.11.2026'], ['Uhrzeit', '09:30'], ['Ort', 'Baucontainer Nord']]) {
      expect(text).toMatch(new RegExp(`${label}\\s+${value!.replace(/[.]/g, '\\.')}`));
    }
    expect(text).toContain('Protokoll: Baubesprechung Nr. 7');
    expect(text).toMatch(/Eva Schäfer\s+Statik Groß\s+anwesend/);
    expect(text).toContain('Architekturbüro Fußmann');
    TOPICS.forEach((title, t) => expect(text).toContain(`TOP ${t + 1}: ${title}`));
    // The entries' table header repeats on each page a TOP's table continues on: more headers than TOPs.
    expect(text.match(/Nr\.\s+Art\s+Inhalt\s+Verantwortlich\s+Termin\s+Status/g)!.length).toBeGreaterThan(TOPICS.length);
    for (let t = 1; t <= 3; t++) {
      for (let e = 1; e <= PER_TOPIC; e++) expect(text).toMatch(new RegExp(`${t}\\.${e}\\s+[IFA]\\s+${entryText(t, e)}`));
    }
    expect(text).toMatch(/1\.3\s+A\s+Maßnahme 1-3 prüfen\s+Herr Özdemir\s+04\.12\.2026\s+offen/);
    for (const [, shown] of HOSTILE) expect(text).toContain(shown);
    expect(text).toContain('Fett gesetzt');
    expect(text).toContain('Punkt zwei');
    expect(text).toMatch(/Achse\s+Maß/);
    expect(text).toContain('Offene Punkte aus früheren Protokollen');
    expect(text).toMatch(/Name\s+Firma\s+Rolle\s+Anwesenheit/);
    expect(text).toMatch(/Jürgen Weiß\s+Müller Bau GmbH\s+Rohbau\s+anwesend/);
    expect(text).toMatch(/Gerüstabnahme veranlassen\s+Frau Köhler\s+30\.11\.2026/);
    expect(text).toMatch(/Einwände gegen dieses Protokoll sind innerhalb von 5 Werktagen nach Zugang schriftlich zu erheben;\s+andernfalls gilt es als genehmigt\./);

    // The first page as an image, for a person to look at.
    const artifacts = path.join(os.tmpdir(), 'protocol-export-artifacts');
    mkdirSync(artifacts, { recursive: true });
    execFileSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', '-singlefile', path.join(work, 'protocol.pdf'), path.join(artifacts, 'page-1')]);
    console.log(`first PDF page: ${path.join(artifacts, 'page-1.png')}`);

    // Sent out: version 1 is frozen as EXPORT, the next edit starts version 2; the export is in the history and counted.
    const before = payload(await browser.gql(VERSIONS, { id: protocolId })).protocol;
    expect(before.versions).toEqual([{ number: 1, state: 'FROZEN', reason: 'EXPORT' }]);
    expect(before.exports).toEqual([{ versionNumber: 1, format: 'PDF' }]);
    const next = payload(await browser.gql(EDIT, { input: { protocolId: encodeGlobalID('Protocol', protocolId), operations: [{ kind: 'SET_TOPIC_TITLE', topicId: topicIds[0], base: 'Allgemeines', value: 'Allgemeines und Termine' }] } }));
    expect(next.versionNumber).toBe(2);
    const counter = await api.database.db.usageCounter.findFirst({ where: { userId, period: usageMonthKey(new Date()), usageType: 'exports_generated' } });
    expect(counter?.amount).toBe(1);

    // An older version stays exportable as it was.
    const old = await download(browser, protocolId, 'format=pdf&version=1');
    expect(old.headers.get('content-disposition')).toContain('_v1.pdf');
    expect(pdfText(new Uint8Array(await old.arrayBuffer()), 'old.pdf')).toContain('TOP 1: Allgemeines\n');
    const missing = await download(browser, protocolId, 'format=pdf&version=9');
    expect([missing.status, await missing.text()]).toEqual([400, 'Diese Version des Protokolls gibt es nicht.']);
  }, 180_000);

  it('writes a Word file with the same texts, repeating table headers and no active content', async () => {
    const { browser, userId } = await signedInUser(api.url, api.database.db, 'word@bau.de');
    const { protocolId } = await bigProtocol(browser, userId);
    const response = await download(browser, protocolId, 'format=docx');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain("filename*=UTF-8''P-4711_Protokoll-7_2026-11-23_v1.docx");
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(files)).toContain('[Content_Types].xml');
    const xml = strFromU8(files['word/document.xml']!);
    const footer = Object.entries(files).filter(([name]) => /^word\/footer\d*\.xml$/.test(name)).map(([, f]) => strFromU8(f)).join('');
    const texts = [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]!.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&')).join('\n');
    for (let t = 1; t <= 3; t++) for (let e = 1; e <= PER_TOPIC; e++) expect(texts).toContain(entryText(t, e));
    for (const title of TOPICS) expect(texts).toContain(title);
    for (const shown of ['vor', 'nach', 'Linktext', 'Rahmen weg', '<script>alert(2)</script> als Text', 'Jürgen Weiß', 'Gerüstabnahme veranlassen', 'Einwände gegen dieses Protokoll']) expect(texts).toContain(shown);
    // The participants table: the role comes from the participant the attendee is.
    expect(texts).toContain('Name\nFirma\nRolle\nAnwesenheit\n');
    expect(texts).toContain('Jürgen Weiß\nMüller Bau GmbH\nRohbau\nanwesend');
    expect(texts).not.toMatch(/javascript:|evil\.example|document\.cookie/);
    expect(xml).toMatch(/<w:tblHeader\/>/);
    expect(xml).toMatch(/<w:cantSplit\/>/);
    expect(footer).toMatch(/NUMPAGES/);
    expect(footer).toContain('Version 1 vom');
  }, 120_000);

  it('prints hostile content as text without a single network request', async () => {
    const db = api.database.db;
    const { browser, userId } = await signedInUser(api.url, db, 'netz@bau.de');
    const { protocolId } = await bigProtocol(browser, userId);
    const user = await db.user.findUniqueOrThrow({ where: { id: userId } });
    const { ownerUserId, ...source } = await loadExportSource({ db }, userActor(user), protocolId);
    expect(ownerUserId).toBe(userId);
    const rendered = await renderProtocolExport({ pdf }, { ...source, format: 'pdf' });
    expect(pdfText(rendered.bytes, 'direct.pdf')).toContain('Bildlos');
    expect(pdf.blockedRequests).toBe(0);
    // The counter does see what a page would load: the same printer refuses a raw image address.
    await pdf.print('<p>x<img src="https://evil.example/x.png"></p>', { footerTemplate: '<span></span>' });
    expect(pdf.blockedRequests).toBeGreaterThan(0);
  }, 120_000);

  it("prints the project's own closing clause, set by setObjectionClause", async () => {
    const { browser, userId } = await signedInUser(api.url, api.database.db, 'klausel@bau.de');
    const { project, protocolId } = await bigProtocol(browser, userId);
    const SET = `mutation($input: SetObjectionClauseInput!) { setObjectionClause(input: $input) { __typename ... on MutationSetObjectionClauseSuccess { data { project { objectionDays objectionClause defaultObjectionClause } } } ${ERROR} } }`;
    const input = (objectionDays: number, objectionClause: string | null) => ({ input: { projectId: encodeGlobalID('Project', project.id), objectionDays, objectionClause } });
    expect(payload(await browser.gql(SET, input(0, null)))).toMatchObject({ __typename: 'ValidationError', message: 'Die Einspruchsfrist muss zwischen 1 und 30 Werktagen liegen.' });
    expect(payload(await browser.gql(SET, input(10, '  ')))).toEqual({
      project: { objectionDays: 10, objectionClause: null, defaultObjectionClause: 'Einwände gegen dieses Protokoll sind innerhalb von 10 Werktagen nach Zugang schriftlich zu erheben; andernfalls gilt es als genehmigt.' },
    });
    const own = 'Einsprüche bitte binnen 7 Tagen an die Bauleitung Süd.';
    expect(payload(await browser.gql(SET, input(7, own))).project.objectionClause).toBe(own);
    const response = await download(browser, protocolId, 'format=pdf');
    expect(pdfText(new Uint8Array(await response.arrayBuffer()), 'clause.pdf')).toContain(own);
  }, 120_000);

  it("answers 404 for someone else's protocol and for no session, in German", async () => {
    const { browser, userId } = await signedInUser(api.url, api.database.db, 'eigen@bau.de');
    const { protocolId } = await bigProtocol(browser, userId);
    const { browser: other } = await signedInUser(api.url, api.database.db, 'fremd@bau.de');
    for (const session of [other, { cookie: undefined } as BrowserSession]) {
      const response = await download(session, protocolId, 'format=pdf');
      expect([response.status, await response.text()]).toEqual([404, 'Das Protokoll existiert nicht oder wurde gelöscht.']);
    }
    const bad = await download(browser, protocolId, 'format=odt');
    expect([bad.status, await bad.text()]).toEqual([400, 'Bitte wählen Sie PDF oder Word (.docx) als Format.']);
    expect(await api.database.db.protocolExport.count({ where: { protocolId } })).toBe(0);
  }, 120_000);
});
