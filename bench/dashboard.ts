// Dashboard latency and SQL statements: one user with 200 projects, 5,000 protocols and 20,000
// action items (and 100 other users with data of their own) opens the dashboard in 20 sessions at
// once, against the product in a process of its own as `npm start` runs it (production mode).
// Compared with the pattern of the app the spec describes: one list call, then one stats call per
// project, one after another. Target: p95 of the dashboard query at most 80 ms.
//
// Run: node --import tsx bench/dashboard.ts (BENCH_CONCURRENCY, BENCH_REQUESTS per session and
// BENCH_NAIVE_VIEWS per session change the load; BENCH_VERBOSE=1 lists the statements and their times).
//
// Times are response times measured by this process on localhost (request sent to body parsed),
// so they include HTTP and JSON on both sides and are an upper bound of the server's own time.
// They depend on whatever else runs on the machine (the load average is printed); the CPU time the
// product process and PostgreSQL spend per request (from /proc) does not, and says what any number
// of cores can serve.
//
// SQL statements are counted with pg_stat_statements (shipped with the embedded PostgreSQL, loaded
// through shared_preload_libraries): reset, send one request on an otherwise idle product (no
// worker, warm connection pool), then sum the calls recorded for the bench database, leaving out
// this script's own pg_stat_statements queries. It counts what Postgres executed, whichever layer
// (Prisma, raw SQL, session lookup) sent it; log parsing would depend on log format and timing.
import { readFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { BIG, SMALL, concurrently, cpuMs, ms, quantile, statementsOf, withSeededProduct } from './support/seededProduct';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const REQUESTS_PER_SESSION = Number(process.env.BENCH_REQUESTS ?? 25);
const NAIVE_VIEWS_PER_SESSION = Number(process.env.BENCH_NAIVE_VIEWS ?? 2);

// The operation the web app's dashboard sends, as relay-compiler wrote it (`npm run relay`).
const APP_QUERY_ARTIFACT = new URL('../web/pages/dashboard/__generated__/DashboardPageQuery.graphql.ts', import.meta.url);
// A whole dashboard view: every project with its stats, 100 per page (the API's page size limit),
// and the tiles with the first page.
const PROJECT_FIELDS = 'id name number address archived accessLevel permissions { canEdit isReadOnly }';
const STATS_FIELDS = 'stats { protocolCount openActionItems participantCount overdueActionItems lastActivity }';
const TILES = `projectLimit { canCreateNew currentCount maxAllowed restrictedProjects }
    archivedProjectCount
    dashboard { protocolCount openActionItems overdueActionItems
      recentProtocols { title status date project { name } }
      awaitingApproval { title reviewInviteCount approvalCount project { name } } }
    subscription { planName } credits { balance } meetingHours { balance }`;
const pageQuery = (withStats: boolean, first: boolean) => `query Dashboard${first ? 'First' : 'Next'}Page${withStats ? '' : 'WithoutStats'}${first ? '' : '($after: String!)'} {
  viewer {
    projects(first: 100${first ? '' : ', after: $after'}) { edges { node { ${PROJECT_FIELDS} ${withStats ? STATS_FIELDS : ''} } } pageInfo { endCursor hasNextPage } }
    ${first ? TILES : ''}
  }
}`;
// The app of the spec: the list without stats, then one stats request per project.
const NAIVE_STATS_QUERY = `query ProjectStats($id: ID!) { node(id: $id) { ... on Project { ${STATS_FIELDS} } } }`;

async function appQuery(): Promise<{ text: string; source: string }> {
  try {
    const artifact = await readFile(APP_QUERY_ARTIFACT, 'utf8');
    const text = /"text": ("(?:[^"\\]|\\.)*")/.exec(artifact)?.[1];
    if (text) return { text: JSON.parse(text) as string, source: 'DashboardPageQuery (web app)' };
  } catch {
    // not compiled yet
  }
  console.log('web/pages/dashboard/__generated__/DashboardPageQuery.graphql.ts not found (npm run relay): a first page of the same data stands in for it');
  return { text: pageQuery(true, true), source: 'DashboardFirstPage (stand-in)' };
}

await withSeededProduct('dashboard', async ({ stats, product, api, postmasterPid }) => {
  const app = await appQuery();
  const bigSessions = await Promise.all(Array.from({ length: CONCURRENCY }, () => api.signIn(BIG)));
  const smallSession = await api.signIn(SMALL);

  /** Every page of the project list, the tiles with the first; the project ids. */
  const dashboardView = async (cookie: string, withStats: boolean) => {
    let connection = (await api.query(cookie, pageQuery(withStats, true))).data.viewer.projects;
    const ids: string[] = connection.edges.map((e: { node: { id: string } }) => e.node.id);
    while (connection.pageInfo.hasNextPage) {
      connection = (await api.query(cookie, pageQuery(withStats, false), { after: connection.pageInfo.endCursor })).data.viewer.projects;
      ids.push(...connection.edges.map((e: { node: { id: string } }) => e.node.id));
    }
    return ids;
  };
  for (const [cookie, projects] of [
    [bigSessions[0]!, 200],
    [smallSession, 20],
  ] as const) {
    const seen = (await dashboardView(cookie, true)).length;
    if (seen !== projects) throw new Error(`expected ${projects} projects, got ${seen}`);
  }
  const ourView = (cookie: string) => dashboardView(cookie, true);
  const naiveView = async (cookie: string) => {
    for (const id of await dashboardView(cookie, false)) {
      const stats = await api.query(cookie, NAIVE_STATS_QUERY, { id });
      if (!stats.data.node?.stats) throw new Error('no stats');
    }
  };

  // Statements per request (per view for the naive pattern), counted after a warm-up request.
  const counts = {
    app: [await statementsOf(stats, () => api.query(smallSession, app.text)), await statementsOf(stats, () => api.query(bigSessions[0]!, app.text))],
    view: [await statementsOf(stats, () => ourView(smallSession)), await statementsOf(stats, () => ourView(bigSessions[0]!))],
    naive: [await statementsOf(stats, () => naiveView(smallSession)), await statementsOf(stats, () => naiveView(bigSessions[0]!))],
  };
  if (process.env.BENCH_VERBOSE) {
    // One request at a time, and where its database time goes.
    await stats.query('SELECT pg_stat_statements_reset()');
    const alone: number[] = [];
    for (let i = 0; i < 10; i++) {
      const started = performance.now();
      await api.query(bigSessions[0]!, app.text);
      alone.push(performance.now() - started);
    }
    console.log(`one at a time: ${alone.map((t) => t.toFixed(0)).join(' ')} ms`);
    const { rows } = await stats.query(`SELECT calls, round(mean_exec_time::numeric, 2) AS mean_ms, left(regexp_replace(query, '\\s+', ' ', 'g'), 120) AS query FROM pg_stat_statements
      WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) AND query NOT ILIKE '%pg_stat_statements%' ORDER BY mean_exec_time DESC`);
    console.table(rows);
  }

  // Warm-up, then the measured runs: one session alone (no queueing), then all at once.
  await concurrently(bigSessions, 3, (cookie) => api.query(cookie, app.text));
  const loadBefore = loadavg()[0]!;
  const aloneRun = await concurrently(bigSessions.slice(0, 1), REQUESTS_PER_SESSION * 2, (cookie) => api.query(cookie, app.text));
  const cpuBefore = cpuMs(product.child.pid!, postmasterPid);
  const appRun = await concurrently(bigSessions, REQUESTS_PER_SESSION, (cookie) => api.query(cookie, app.text));
  const cpuAfter = cpuMs(product.child.pid!, postmasterPid);
  const cpuPerRequest = {
    api: (cpuAfter.api - cpuBefore.api) / appRun.durations.length,
    postgres: (cpuAfter.postgres - cpuBefore.postgres) / appRun.durations.length,
  };
  const viewRun = await concurrently(bigSessions, REQUESTS_PER_SESSION, ourView);
  const naiveRun = await concurrently(bigSessions, NAIVE_VIEWS_PER_SESSION, naiveView);

  const row = (label: string, run: { durations: number[]; seconds: number }, requestsPerRun = 1) =>
    `${label.padEnd(46)}${String(run.durations.length).padStart(6)}  ${[0.5, 0.95, 0.99, 1].map((q) => ms(quantile(run.durations, q)).padStart(9)).join('')}${(
      (run.durations.length * requestsPerRun) /
      run.seconds
    )
      .toFixed(0)
      .padStart(9)}`;
  console.log('');
  console.log(`one user, 200 projects (5,000 protocols, 20,000 action items); production build; localhost response times`);
  console.log(`machine: ${availableParallelism()} cores, load average ${loadBefore.toFixed(1)} before the runs, ${loadavg()[0]!.toFixed(1)} after`);
  console.log(`${''.padEnd(46)}${'runs'.padStart(6)}  ${['p50', 'p95', 'p99', 'max'].map((h) => h.padStart(9)).join('')}${'req/s'.padStart(9)}`);
  console.log(row(`${app.source}, 1 session alone`, aloneRun));
  console.log(`${CONCURRENCY} sessions at once:`);
  console.log(row(`${app.source}, 100 per page`, appRun));
  console.log(row('our view: 200 projects with stats, 2 pages', viewRun, 2));
  console.log(row('naive view: 2 list pages + 200 stats requests', naiveRun, 202));
  console.log('');
  console.log(`SQL statements per request / view          20 projects   200 projects`);
  console.log(`${app.source.padEnd(44)}${String(counts.app[0]).padStart(11)}${String(counts.app[1]).padStart(15)}`);
  console.log(`${'our view (1 page / 2 pages of 100)'.padEnd(44)}${String(counts.view[0]).padStart(11)}${String(counts.view[1]).padStart(15)}`);
  console.log(`${'naive view (list + a stats request each)'.padEnd(44)}${String(counts.naive[0]).padStart(11)}${String(counts.naive[1]).padStart(15)}`);
  console.log('');
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  console.log(
    `dashboard view with all 200 projects' stats: ours p50 ${ms(quantile(viewRun.durations, 0.5))}, naive p50 ${ms(quantile(naiveRun.durations, 0.5))}; ` +
      `naive/ours ${(quantile(naiveRun.durations, 0.5) / quantile(viewRun.durations, 0.5)).toFixed(0)}x at p50, ${(mean(naiveRun.durations) / mean(viewRun.durations)).toFixed(0)}x by mean`,
  );
  const cpu = cpuPerRequest.api + cpuPerRequest.postgres;
  console.log(
    `CPU per ${app.source} request: API ${ms(cpuPerRequest.api)}, PostgreSQL ${ms(cpuPerRequest.postgres)}; ` +
      `so ${availableParallelism()} cores serve at most ${((availableParallelism() * 1000) / cpu).toFixed(0)}/s, and ${CONCURRENCY} sessions back to back wait about ${ms((CONCURRENCY * cpu) / availableParallelism())} each`,
  );
  const p95 = quantile(appRun.durations, 0.95);
  console.log(`target: p95 of the dashboard query at most 80 ms: ${ms(p95)} ${p95 <= 80 ? '(met)' : '(missed)'}; statements of the dashboard query equal at 20 and 200 projects: ${counts.app[0] === counts.app[1] ? 'yes' : 'no'}`);
});
