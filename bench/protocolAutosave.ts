// Autosave of a large protocol (issue 13): a 40-TOP, 300-entry protocol edited through the real
// API (GraphQL over HTTP, the product in a process of its own as `npm start` runs it, production
// mode), one entry's text changed per save as the editor sends it after a pause in typing. Prints
// p50/p95 of the editProtocol round trip over the saves, the time from the last keystroke to the
// saved answer (the editor's 1.5 s pause plus the round trip), and the request body of one
// autosave next to the same change in a protocol of one entry: it must not grow with the protocol.
//
// In the browser, each keystroke is one operation applied to the editor's copy and coalesced with
// the waiting ones (EditSession.edit, storage left out): timed here on the same document.
//
// Run: node --import tsx bench/protocolAutosave.ts (BENCH_SAVES, BENCH_TOPICS and BENCH_ENTRIES
// change the load). Times are measured by this process on localhost (request sent to answer
// parsed) and depend on what else runs on the machine (the load average is printed).
import { randomUUID } from 'node:crypto';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { hashPassword } from '../domain/accounts/passwords';
import type { EditOperation } from '../common/protocolEdits';
import { createDb } from '../platform/db';
import { startEmbeddedPostgres } from '../server/embedded/postgres';
import { migrate } from '../server/runtime';
import { startProductApi } from '../tests/support/startProcess';
import { largeProtocol } from '../tests/fixtures/protocolVersions';
import { operationInput } from '../web/features/protocolEditor/operationInput';
import { AUTOSAVE_DELAY_MS, EditSession } from '../web/features/protocolEditor/editSession';
import { editStorage } from '../web/features/protocolEditor/editStorage';

const SAVES = Number(process.env.BENCH_SAVES ?? 100);
const WARMUP = 10;
const TOPICS = Number(process.env.BENCH_TOPICS ?? 40);
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 300);
const PASSWORD = 'Baustelle-2026!';
const EMAIL = 'autosave@bau.de';

// The mutation as the web app sends it (relay-compiler's artifact, `npm run relay`).
const SAVE_ARTIFACT = new URL('../web/features/protocolEditor/__generated__/useProtocolEditorSaveMutation.graphql.ts', import.meta.url);

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function saveMutationText(): Promise<string> {
  const artifact = await readFile(SAVE_ARTIFACT, 'utf8');
  const text = /"text": ("(?:[^"\\]|\\.)*")/.exec(artifact)?.[1];
  if (!text) throw new Error('useProtocolEditorSaveMutation artifact without text: run npm run relay');
  return JSON.parse(text) as string;
}

const dir = await mkdtemp(path.join(tmpdir(), 'bench-autosave-'));
const postgres = await startEmbeddedPostgres(path.join(dir, 'pg'));
await migrate(postgres.url);
const product = await startProductApi(dir, postgres.url);
const db = createDb(postgres.url);

try {
  const user = await db.user.create({ data: { email: EMAIL, emailKey: EMAIL, passwordHash: await hashPassword(PASSWORD), emailConfirmedAt: new Date() } });
  await db.profile.create({ data: { userId: user.id, firstName: 'Eva', lastName: 'Schulz' } });
  await db.userSubscription.create({ data: { userId: user.id, planId: 'enterprise' } });

  let cookie = '';
  const post = async (body: string) => {
    const response = await fetch(`${product.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', ...(cookie ? { cookie } : {}) },
      body,
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0]!;
    const text = await response.text();
    const parsed = JSON.parse(text) as { data?: Record<string, { __typename: string; data?: Record<string, unknown> }>; errors?: unknown };
    if (parsed.errors) throw new Error(`GraphQL errors: ${JSON.stringify(parsed.errors)}`);
    return { data: parsed.data!, bytes: text.length };
  };
  const call = async (query: string, variables: Record<string, unknown>) => {
    const { data } = await post(JSON.stringify({ query, variables }));
    const result = Object.values(data)[0]!;
    if (!result.__typename.endsWith('Success')) throw new Error(`refused: ${JSON.stringify(result)}`);
    return result.data!;
  };

  await call('mutation($i: SignInInput!) { signIn(input: $i) { __typename } }', { i: { email: EMAIL, password: PASSWORD } });
  const { project } = (await call('mutation($i: CreateProjectInput!) { createProject(input: $i) { __typename ... on MutationCreateProjectSuccess { data { project { id } } } } }', {
    i: { name: 'Neubau Bürogebäude Mitte' },
  })) as { project: { id: string } };
  const newProtocol = async (title: string) =>
    ((await call('mutation($i: CreateManualProtocolInput!) { createManualProtocol(input: $i) { __typename ... on MutationCreateManualProtocolSuccess { data { protocol { id } } } } }', {
      i: { projectId: project.id, title, date: '2026-11-24' },
    })) as { protocol: { id: string } }).protocol.id;

  const saveText = await saveMutationText();
  /** One autosave as the browser sends it: the page's mutation, its name and the operations. */
  const saveBody = (protocolId: string, operations: EditOperation[]) =>
    JSON.stringify({ query: saveText, operationName: 'useProtocolEditorSaveMutation', variables: { input: { protocolId, operations: operations.map(operationInput) } } });
  const save = async (protocolId: string, operations: EditOperation[]) => {
    const body = saveBody(protocolId, operations);
    const started = performance.now();
    const { data, bytes } = await post(body);
    const ms = performance.now() - started;
    const result = data.editProtocol!;
    if (result.__typename !== 'MutationEditProtocolSuccess') throw new Error(`save refused: ${JSON.stringify(result)}`);
    const { conflicts } = result.data as { conflicts: unknown[] };
    if (conflicts.length > 0) throw new Error(`unexpected conflicts: ${JSON.stringify(conflicts)}`);
    return { ms, requestBytes: Buffer.byteLength(body), responseBytes: bytes };
  };

  // The large protocol, written as the editor would: TOPs and entries with ids of its own, in one save.
  const large = largeProtocol(TOPICS, ENTRIES);
  const largeId = await newProtocol('Baubesprechung Nr. 40');
  const built: EditOperation[] = [];
  const entryIds: { id: string; html: string }[] = [];
  large.topics.forEach((topic, t) => {
    const topicId = randomUUID();
    built.push({ kind: 'addTopic', topicId, index: t + 1, title: topic.title });
    topic.entries.forEach((entry, e) => {
      const entryId = randomUUID();
      entryIds.push({ id: entryId, html: entry.html });
      built.push({ kind: 'addEntry', topicId, entryId, index: e, type: entry.type, html: entry.html });
    });
  });
  const building = await save(largeId, built);

  // One entry's text changed per save, as after a pause in typing (base: what the server holds).
  const times: number[] = [];
  let sample: Awaited<ReturnType<typeof save>> | null = null;
  for (let i = 0; i < WARMUP + SAVES; i++) {
    const target = entryIds[(i * 37) % entryIds.length]!;
    const value = `${target.html.slice(0, -4)} (Stand ${i + 1})</p>`;
    const result = await save(largeId, [{ kind: 'setEntry', entryId: target.id, field: 'html', base: target.html, value }]);
    target.html = value;
    if (i >= WARMUP) times.push(result.ms);
    sample ??= result;
  }
  times.sort((a, b) => a - b);

  // The same kind of change in a protocol of one TOP with one entry.
  const smallId = await newProtocol('Baubesprechung Nr. 1');
  const smallEntry = randomUUID();
  const smallTopic = randomUUID();
  await save(smallId, [
    { kind: 'addTopic', topicId: smallTopic, index: 1, title: 'Rohbau' },
    { kind: 'addEntry', topicId: smallTopic, entryId: smallEntry, index: 0, type: 'INFORMATION', html: entryIds[0]!.html },
  ]);
  const small = await save(smallId, [{ kind: 'setEntry', entryId: smallEntry, field: 'html', base: entryIds[0]!.html, value: `${entryIds[0]!.html.slice(0, -4)} (Stand 1)</p>` }]);

  // Keystrokes in the editor's copy: 500 characters typed into one entry of the large protocol.
  const session = new EditSession(large, 1, editStorage(null, 'bench'));
  const typed = large.topics[20]!.entries[3]!;
  let html = typed.html;
  const keystrokes: number[] = [];
  for (let i = 0; i < 500; i++) {
    const next = `${html.slice(0, -4)}${'Bewehrung '[i % 10]}</p>`;
    const started = performance.now();
    session.edit({ kind: 'setEntry', entryId: typed.id, field: 'html', base: html, value: next });
    keystrokes.push(performance.now() - started);
    html = next;
  }
  keystrokes.sort((a, b) => a - b);

  const documentBytes = JSON.stringify(large).length;
  console.log(`protocol: ${TOPICS} TOPs, ${ENTRIES} entries (${documentBytes} characters as JSON), written in one save of ${built.length} operations in ${building.ms.toFixed(0)} ms; load average ${loadavg()[0]!.toFixed(2)}`);
  console.log(`editProtocol round trip, one entry's text per save, ${SAVES} saves: p50 ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`);
  console.log(`last keystroke to saved (pause ${AUTOSAVE_DELAY_MS} ms + round trip): p50 ${(AUTOSAVE_DELAY_MS + quantile(times, 0.5)).toFixed(0)} ms, p95 ${(AUTOSAVE_DELAY_MS + quantile(times, 0.95)).toFixed(0)} ms`);
  console.log(`a keystroke in the editor's copy (apply + coalesce), 500 typed: p50 ${quantile(keystrokes, 0.5).toFixed(3)} ms, p95 ${quantile(keystrokes, 0.95).toFixed(3)} ms`);
  console.log(`one autosave: request ${sample!.requestBytes} bytes, answer ${sample!.responseBytes} bytes (the protocol of 1 entry: request ${small.requestBytes} bytes, answer ${small.responseBytes} bytes)`);
} finally {
  await db.$disconnect();
  await product.stop();
  await postgres.stop();
  await rm(dir, { recursive: true, force: true });
}
