// The global action item list (/action-items, issue 16): one user with 200 projects and 20,000
// action items (the dashboard bench's data set) opens the list and changes a filter, in 20
// sessions at once, against the product in a process of its own as `npm start` runs it. Prints
// p50/p95/p99 of the first page and of a filter change, the CPU per request, and the SQL
// statements per request for 20 and for 200 projects (constant in the number of projects).
//
// Run: node --import tsx bench/actionItemList.ts (BENCH_CONCURRENCY, BENCH_REQUESTS per session).
import { readFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { BIG, SMALL, concurrently, cpuMs, ms, quantile, statementsOf, withSeededProduct } from './support/seededProduct';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const REQUESTS_PER_SESSION = Number(process.env.BENCH_REQUESTS ?? 25);

/** The operation the web app sends, as relay-compiler wrote it (`npx relay-compiler`). */
async function operation(name: string): Promise<string> {
  const artifact = await readFile(new URL(`../web/pages/actionItems/__generated__/${name}.graphql.ts`, import.meta.url), 'utf8');
  const text = /"text": ("(?:[^"\\]|\\.)*")/.exec(artifact)?.[1];
  if (!text) throw new Error(`${name}: no operation text (run npx relay-compiler)`);
  return JSON.parse(text) as string;
}

await withSeededProduct('action-items', async ({ stats, product, api, postmasterPid }) => {
  // Verantwortlich as the protocols write it, so the text filter has something to find.
  await stats.query(`UPDATE action_items SET responsible = 'Beteiligte ' || (number % 5 + 1) || ' (Firma ' || (number % 7) || ')'`);
  await stats.query('ANALYZE action_items');
  const firstPage = await operation('ActionItemsPageQuery');
  const refetch = await operation('ActionItemListPaginationQuery');
  const filters = [
    { status: 'OPEN', due: 'OVERDUE' },
    { status: 'OPEN', due: 'THIS_WEEK', sort: 'PROJECT' },
    { status: 'COMPLETED', sort: 'CREATED' },
    { status: 'OPEN', responsible: 'Beteiligte 3' },
  ];
  const bigSessions = await Promise.all(Array.from({ length: CONCURRENCY }, () => api.signIn(BIG)));
  const smallSession = await api.signIn(SMALL);
  let turn = 0;
  const filterChange = (cookie: string) => api.query(cookie, refetch, { count: 50, cursor: null, ...filters[turn++ % filters.length] });

  const first = await api.query(bigSessions[0]!, firstPage);
  const shown = first.data.viewer.actionItems.edges.length;
  if (shown !== 50) throw new Error(`expected a first page of 50 items, got ${shown}`);
  const counts = {
    first: [await statementsOf(stats, () => api.query(smallSession, firstPage)), await statementsOf(stats, () => api.query(bigSessions[0]!, firstPage))],
    filter: [await statementsOf(stats, () => filterChange(smallSession)), await statementsOf(stats, () => filterChange(bigSessions[0]!))],
  };

  await concurrently(bigSessions, 3, (cookie) => api.query(cookie, firstPage));
  const loadBefore = loadavg()[0]!;
  const cpuBefore = cpuMs(product.child.pid!, postmasterPid);
  const firstRun = await concurrently(bigSessions, REQUESTS_PER_SESSION, (cookie) => api.query(cookie, firstPage));
  const cpuAfter = cpuMs(product.child.pid!, postmasterPid);
  const filterRun = await concurrently(bigSessions, REQUESTS_PER_SESSION, filterChange);

  const row = (label: string, run: { durations: number[]; seconds: number }) =>
    `${label.padEnd(40)}${String(run.durations.length).padStart(6)}  ${[0.5, 0.95, 0.99, 1].map((q) => ms(quantile(run.durations, q)).padStart(9)).join('')}${(run.durations.length / run.seconds).toFixed(0).padStart(9)}`;
  console.log('');
  console.log(`global action item list of one user with 200 projects (20,000 action items); production build; localhost response times`);
  console.log(`machine: ${availableParallelism()} cores, load average ${loadBefore.toFixed(1)} before the runs, ${loadavg()[0]!.toFixed(1)} after`);
  console.log(`${CONCURRENCY} sessions at once${''.padEnd(40 - 17 - String(CONCURRENCY).length)}${'runs'.padStart(6)}  ${['p50', 'p95', 'p99', 'max'].map((h) => h.padStart(9)).join('')}${'req/s'.padStart(9)}`);
  console.log(row('first page (ActionItemsPageQuery)', firstRun));
  console.log(row('filter change (overdue, week, ...)', filterRun));
  const cpu = { api: (cpuAfter.api - cpuBefore.api) / firstRun.durations.length, postgres: (cpuAfter.postgres - cpuBefore.postgres) / firstRun.durations.length };
  console.log(`CPU per first page: API ${ms(cpu.api)}, PostgreSQL ${ms(cpu.postgres)}`);
  console.log('');
  console.log(`SQL statements per request        20 projects   200 projects`);
  console.log(`${'first page'.padEnd(33)}${String(counts.first[0]).padStart(11)}${String(counts.first[1]).padStart(15)}`);
  console.log(`${'filter change'.padEnd(33)}${String(counts.filter[0]).padStart(11)}${String(counts.filter[1]).padStart(15)}`);
  console.log(`statements constant in the number of projects: ${counts.first[0] === counts.first[1] && counts.filter[0] === counts.filter[1] ? 'yes' : 'no'}`);
});
