// Bulk export (issue 14 point 4) through GraphQL and HTTP against the real API, PostgreSQL,
// Temporal (worker included) and Chromium: refused below enterprise with the German message; on
// enterprise a ZIP with one PDF per protocol, progress up to the total, counted once per protocol;
// nobody else can start, see or download it; a repeated render step skips a file already stored.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import AdmZip from 'adm-zip';
import { describe, expect, it } from 'vitest';
import { renderBulkExportItem } from '../domain/bulkExports/bulkExportJob';
import { setPlan } from '../domain/plans/subscription';
import { createFileStorage } from '../platform/files/fileStorage';
import { createLogger } from '../platform/logger';
import { createPdfPrinter, type PdfPrinter } from '../platform/pdf/pdfPrinter';
import { useTestApi } from './support/api';
import { signedInUser } from './support/users';

const api = useTestApi();
const db = () => api.database.db;

const M = {
  createProject: `mutation($input: CreateProjectInput!) { createProject(input: $input) { ... on MutationCreateProjectSuccess { data { project { id projectId } } } } }`,
  createProtocol: `mutation($input: CreateManualProtocolInput!) { createManualProtocol(input: $input) { __typename ... on MutationCreateManualProtocolSuccess { data { protocol { protocolId } } } ... on Error { message } } }`,
  start: `mutation($input: StartBulkExportInput!) { startBulkExport(input: $input) { __typename
    ... on MutationStartBulkExportSuccess { data { bulkExport { id exportId state total done } } }
    ... on Error { title message } ... on FeatureNotInPlanError { feature } ... on ValidationError { fields { field message } } } }`,
  node: `query($id: ID!) { node(id: $id) { ... on BulkExport { state total done failure downloadUrl expiresAt } } }`,
  project: `query($id: ID!) { node(id: $id) { ... on Project { canBulkExport bulkExports { exportId state } } } }`,
  usage: `query { viewer { usage { exportsGenerated } } }`,
};

let users = 0;
async function userWithProtocols(plan: string, dates: string[]) {
  const email = `bulk-${++users}-${Date.now()}@example.de`;
  const { browser, userId } = await signedInUser(api.url, db(), email);
  await setPlan(db(), email, plan);
  const project = (await browser.gql(M.createProject, { input: { name: 'Neubau Kita Sonnenschein', number: '4711' } })).body.data!.createProject.data.project;
  for (const [index, date] of dates.entries()) {
    const created = (await browser.gql(M.createProtocol, { input: { projectId: project.id, title: `Baubesprechung ${index + 1}`, date } })).body.data!.createManualProtocol;
    expect(created.__typename, JSON.stringify(created)).toBe('MutationCreateManualProtocolSuccess');
  }
  return { browser, userId, projectGlobalId: project.id as string, projectId: project.projectId as string };
}

type Browser = Awaited<ReturnType<typeof userWithProtocols>>['browser'];

async function finished(browser: Browser, id: string) {
  const seen: number[] = [];
  for (let attempt = 0; attempt < 240; attempt++) {
    const node = (await browser.gql(M.node, { id })).body.data!.node;
    seen.push(node.done);
    if (node.state !== 'RUNNING') return { node, seen };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`bulk export ${id} did not finish: progress ${seen.join(',')}`);
}

describe('bulk export', () => {
  it('is refused below the enterprise plan with the German message', async () => {
    const { browser, projectGlobalId } = await userWithProtocols('professional', ['2026-11-02']);
    const refused = (await browser.gql(M.start, { input: { projectId: projectGlobalId, format: 'PDF' } })).body.data!.startBulkExport;
    expect(refused).toMatchObject({ __typename: 'FeatureNotInPlanError', feature: 'bulk-export', message: 'Der Export aller Protokolle eines Projekts ist im Enterprise-Abo verfügbar.' });
    expect((await browser.gql(M.project, { id: projectGlobalId })).body.data!.node).toEqual({ canBulkExport: false, bulkExports: [] });
  });

  it('on enterprise builds one ZIP with one PDF per protocol of the range, counted once each, for its owner only', async () => {
    const owner = await userWithProtocols('enterprise', ['2026-11-02', '2026-11-09', '2026-11-16', '2026-12-07']);
    const reversed = (await owner.browser.gql(M.start, { input: { projectId: owner.projectGlobalId, from: '2026-11-20', to: '2026-11-01', format: 'PDF' } })).body.data!.startBulkExport;
    expect(reversed).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'to', message: 'Das Enddatum darf nicht vor dem Anfangsdatum liegen.' }] });

    const started = (await owner.browser.gql(M.start, { input: { projectId: owner.projectGlobalId, from: '2026-11-01', to: '2026-11-30', format: 'PDF' } })).body.data!.startBulkExport;
    expect(started).toMatchObject({ __typename: 'MutationStartBulkExportSuccess', data: { bulkExport: { state: 'RUNNING', total: 3 } } });
    const { id, exportId } = started.data.bulkExport as { id: string; exportId: string };

    // Someone else can neither see, start for the same project nor download it.
    const stranger = await userWithProtocols('enterprise', []);
    expect((await stranger.browser.gql(M.node, { id })).body.data!.node).toBeNull();
    expect((await stranger.browser.gql(M.start, { input: { projectId: owner.projectGlobalId, format: 'PDF' } })).body.data!.startBulkExport.__typename).toBe('ProjectNotFoundError');

    const { node, seen } = await finished(owner.browser, id);
    expect(node).toMatchObject({ state: 'READY', total: 3, done: 3, failure: null, downloadUrl: `/files/bulk-exports/${exportId}/zip` });
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(Date.parse(node.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 24 * 60 * 60 * 1000);

    expect((await fetch(`${api.url}${node.downloadUrl}`, { headers: { cookie: stranger.browser.cookie! } })).status).toBe(404);
    expect((await fetch(`${api.url}${node.downloadUrl}`)).status).toBe(404);
    const download = await fetch(`${api.url}${node.downloadUrl}`, { headers: { cookie: owner.browser.cookie! } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="Protokolle_4711_\d{4}-\d{2}-\d{2}\.zip"$/);
    const zip = new AdmZip(Buffer.from(await download.arrayBuffer()));
    const entries = zip.getEntries();
    expect(entries.map((entry) => entry.entryName)).toEqual([
      '001_4711_Protokoll-1_2026-11-02_v1.pdf',
      '002_4711_Protokoll-2_2026-11-09_v1.pdf',
      '003_4711_Protokoll-3_2026-11-16_v1.pdf',
    ]);
    for (const entry of entries) expect(entry.getData().subarray(0, 5).toString()).toBe('%PDF-');

    expect((await owner.browser.gql(M.usage)).body.data!.viewer.usage.exportsGenerated).toBe(3);
    // Like a single export: each protocol's current version is frozen as sent out and the export is in its history.
    const inZip = await db().protocol.findMany({
      where: { projectId: owner.projectId, date: { lte: new Date('2026-11-30') } },
      select: { versionFrozen: true, versions: { select: { number: true, reason: true } }, exports: { select: { versionNumber: true, format: true } } },
    });
    expect(inZip).toHaveLength(3);
    for (const protocol of inZip) expect(protocol).toEqual({ versionFrozen: true, versions: [{ number: 1, reason: 'EXPORT' }], exports: [{ versionNumber: 1, format: 'PDF' }] });
    expect((await owner.browser.gql(M.project, { id: owner.projectGlobalId })).body.data!.node).toEqual({ canBulkExport: true, bulkExports: [{ exportId, state: 'READY' }] });
    expect((await stranger.browser.gql(M.project, { id: owner.projectGlobalId })).body.data!.node).toBeNull();
  });

  it('a render step run again (a worker that stopped after storing the file) neither renders nor counts again', async () => {
    const owner = await userWithProtocols('enterprise', ['2026-11-02', '2026-11-09']);
    const protocols = await db().protocol.findMany({ where: { projectId: owner.projectId }, orderBy: { date: 'asc' }, select: { id: true } });
    // A row without a workflow: the steps are driven by hand here, as Temporal would retry them.
    const row = await db().bulkExport.create({ data: { userId: owner.userId, projectId: owner.projectId, format: 'DOCX', protocolIds: protocols.map((p) => p.id) } });
    let prints = 0;
    const printer = createPdfPrinter();
    const pdf: PdfPrinter = { print: (...args) => ((prints += 1), printer.print(...args)), close: () => printer.close(), get blockedRequests() { return printer.blockedRequests; } };
    const files = createFileStorage(api.config);
    const deps = { db: db(), files, logger: createLogger('error'), pdf };
    let puts = 0;
    const countingDeps = { ...deps, files: { ...files, put: (...args: Parameters<typeof files.put>) => ((puts += 1), files.put(...args)) } };
    try {
      const first = await renderBulkExportItem(countingDeps, row.id, 0);
      const again = await renderBulkExportItem(countingDeps, row.id, 0);
      expect(again).toEqual(first);
      expect(first!.name).toBe('001_4711_Protokoll-1_2026-11-02_v1.docx');
      expect(puts).toBe(1);
      expect(prints).toBe(0);
      expect((await db().bulkExport.findUniqueOrThrow({ where: { id: row.id } })).done).toBe(1);
      expect((await owner.browser.gql(M.usage)).body.data!.viewer.usage.exportsGenerated).toBe(1);
      await renderBulkExportItem(countingDeps, row.id, 1);
      expect((await db().bulkExport.findUniqueOrThrow({ where: { id: row.id } })).done).toBe(2);
      expect((await owner.browser.gql(M.usage)).body.data!.viewer.usage.exportsGenerated).toBe(2);
    } finally {
      await pdf.close();
    }
  });
});

describe('bulk export of a deleted project', () => {
  it('stops, and the files rendered so far are deleted', async () => {
    const owner = await userWithProtocols('enterprise', ['2026-11-02', '2026-11-09', '2026-11-16']);
    const started = (await owner.browser.gql(M.start, { input: { projectId: owner.projectGlobalId, format: 'DOCX' } })).body.data!.startBulkExport;
    const exportId = started.data.bulkExport.exportId as string;
    await db().project.update({ where: { id: owner.projectId }, data: { deletionRequestedAt: new Date() } });
    expect(await api.temporal.workflow.getHandle(`bulk-export-${exportId}`).result()).toBe('gone');
    expect(await readdir(path.join(api.config.dataDir, 'files', owner.userId, 'exports', `bulk-${exportId}`)).catch(() => [])).toEqual([]);
  });
});
