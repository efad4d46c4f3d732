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
import { readFileSync } from 'node:fs';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { hashPassword } from '../domain/accounts/passwords';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../server/embedded/postgres';
import { migrate } from '../server/runtime';
import { createDb } from '../platform/db';
import { seed } from '../prisma/seed';
import { descendantsOf, startProductApi, type StartedProduct } from '../tests/support/startProcess';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const REQUESTS_PER_SESSION = Number(process.env.BENCH_REQUESTS ?? 25);
const NAIVE_VIEWS_PER_SESSION = Number(process.env.BENCH_NAIVE_VIEWS ?? 2);
const PASSWORD = 'Baustelle-2026!';
const BIG = 'dashboard-200@bau.de';
const SMALL = 'dashboard-20@bau.de';
const OTHER_USERS = 100;

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

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Starts the embedded PostgreSQL with pg_stat_statements loaded (a restart after ALTER SYSTEM). */
async function postgresWithStatementStats(dir: string): Promise<EmbeddedDatabase> {
  const first = await startEmbeddedPostgres(dir);
  await withClient(first.url, (c) => c.query(`ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'`));
  await first.stop();
  const postgres = await startEmbeddedPostgres(dir);
  await withClient(postgres.url, (c) => c.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements'));
  return postgres;
}

/** Bulk inserts: users with profiles, projects, protocols (versions, archived, every status), items, participants, invites, approvals. */
async function seedData(client: pg.Client, passwordHash: string) {
  const projectsOf = `CASE u.email_key WHEN '${BIG}' THEN 200 WHEN '${SMALL}' THEN 20 ELSE 10 END`;
  const statements = [
    `INSERT INTO users (id, email, email_key, password_hash, email_confirmed_at, updated_at)
       SELECT gen_random_uuid(), e, e, $1, now(), now()
       FROM (SELECT unnest(ARRAY['${BIG}', '${SMALL}']) AS e UNION ALL SELECT 'andere-' || g || '@bau.de' FROM generate_series(1, ${OTHER_USERS}) g) emails`,
    `INSERT INTO profiles (user_id, first_name, last_name, updated_at) SELECT id, split_part(email, '@', 1), 'N/A', now() FROM users`,
    `INSERT INTO user_subscriptions (id, user_id, plan_id, updated_at) SELECT gen_random_uuid(), id, 'enterprise', now() FROM users`,
    `INSERT INTO projects (id, user_id, name, number, address, archived, created_at, updated_at)
       SELECT gen_random_uuid(), u.id, 'Projekt ' || g, 'P2026-' || lpad(g::text, 3, '0'), 'Baustraße ' || g || E'\\n10115 Berlin', g % 25 = 0,
         now() - g * interval '1 hour', now() - g * interval '1 hour'
       FROM users u CROSS JOIN LATERAL generate_series(1, ${projectsOf}) g`,
    // 25 per project, g = 1 the newest: that one is in review in about every 4th project (about 50
    // awaiting approval for the big user), processing in every 10th, else a draft; the older ones
    // finalized or completed. Every 10th archived, every 8th an old version.
    `INSERT INTO protocols (id, project_id, title, date, status, archived, is_current_version, finalized_at, created_at, updated_at)
       SELECT gen_random_uuid(), p.id, 'Baubesprechung ' || (26 - g), (p.created_at - g * interval '1 day')::date, s.status::"ProtocolStatus",
         g % 10 = 0, g % 8 <> 0, CASE WHEN s.status = 'FINALIZED' THEN p.created_at - g * interval '1 day' END,
         p.created_at - g * interval '1 day', p.created_at - g * interval '1 day' + interval '2 hours'
       FROM projects p CROSS JOIN generate_series(1, 25) g
       CROSS JOIN LATERAL (SELECT CASE
         WHEN g = 1 AND abs(hashtext(p.id::text)) % 10 = 0 THEN 'PROCESSING'
         WHEN g = 1 AND abs(hashtext(p.id::text)) % 4 = 0 THEN 'REVIEW'
         WHEN g = 1 THEN 'DRAFT'
         WHEN g % 3 = 0 THEN 'COMPLETED'
         ELSE 'FINALIZED' END AS status) s`,
    // 3 per protocol and 25 of the project itself: 100 per project; due dates from 20 days ago to 20 days ahead.
    `INSERT INTO action_items (id, project_id, protocol_id, title, status, due_date, created_at, updated_at)
       SELECT gen_random_uuid(), pr.project_id, pr.id, 'Maßnahme ' || g, (CASE WHEN g = 3 THEN 'COMPLETED' ELSE 'OPEN' END)::"ActionItemStatus",
         current_date + (abs(hashtext(pr.id::text || g)) % 41 - 20), pr.created_at, pr.updated_at
       FROM protocols pr CROSS JOIN generate_series(1, 3) g`,
    `INSERT INTO action_items (id, project_id, protocol_id, title, status, due_date, created_at, updated_at)
       SELECT gen_random_uuid(), p.id, NULL, 'Projektmaßnahme ' || g, (CASE WHEN g % 4 = 0 THEN 'COMPLETED' ELSE 'OPEN' END)::"ActionItemStatus",
         CASE WHEN g % 5 <> 0 THEN current_date + (abs(hashtext(p.id::text || g)) % 41 - 20) END, p.created_at, p.updated_at
       FROM projects p CROSS JOIN generate_series(1, 25) g`,
    `INSERT INTO participants (id, project_id, name) SELECT gen_random_uuid(), p.id, 'Beteiligte ' || g FROM projects p CROSS JOIN generate_series(1, 5) g`,
    // Finalized protocols went through review too: their invites and approvals stay.
    `INSERT INTO reviews (id, protocol_id, version_number, version_hash, objection_days, deadline, deadline_at)
       SELECT gen_random_uuid(), pr.id, 1, md5(pr.id::text), 5, current_date, now() FROM protocols pr WHERE pr.status IN ('REVIEW', 'FINALIZED')`,
    `INSERT INTO review_invites (id, protocol_id, review_id, name, email, email_key, token_hash, expires_at)
       SELECT gen_random_uuid(), r.protocol_id, r.id, 'Prüfer ' || g, 'pruefer' || g || '@example.com', 'pruefer' || g || '@example.com', md5(r.id::text || g), now()
       FROM reviews r CROSS JOIN generate_series(1, 2) g`,
    `INSERT INTO approvals (id, protocol_id, review_id, invite_id)
       SELECT gen_random_uuid(), i.protocol_id, i.review_id, i.id FROM review_invites i WHERE i.protocol_id::text < '8' AND i.name = 'Prüfer 1'`,
    'ANALYZE',
  ];
  for (const sql of statements) await client.query(sql, sql.includes('$1') ? [passwordHash] : []);
  const { rows } = await client.query<{ email_key: string; projects: number; protocols: number; items: number; awaiting: number }>(`
    SELECT u.email_key, count(DISTINCT p.id)::int AS projects, count(DISTINCT pr.id)::int AS protocols,
      (SELECT count(*) FROM action_items a JOIN projects ap ON ap.id = a.project_id WHERE ap.user_id = u.id)::int AS items,
      count(DISTINCT pr.id) FILTER (WHERE pr.status = 'REVIEW' AND pr.is_current_version AND NOT pr.archived)::int AS awaiting
    FROM users u JOIN projects p ON p.user_id = u.id LEFT JOIN protocols pr ON pr.project_id = p.id
    WHERE u.email_key IN ('${BIG}', '${SMALL}') GROUP BY u.id, u.email_key`);
  const totals = await client.query<{ projects: number; protocols: number; items: number }>(
    'SELECT (SELECT count(*) FROM projects)::int AS projects, (SELECT count(*) FROM protocols)::int AS protocols, (SELECT count(*) FROM action_items)::int AS items',
  );
  return { perUser: rows, totals: totals.rows[0]! };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bench reads only a few fields
type Body = { data?: any; errors?: unknown[] };

function client(url: string) {
  async function post(cookie: string | undefined, query: string, variables?: Record<string, unknown>): Promise<{ body: Body; setCookie: string | null }> {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as Body;
    if (body.errors) throw new Error(`${query.slice(0, 40)}: ${JSON.stringify(body.errors)}`);
    return { body, setCookie: response.headers.get('set-cookie') };
  }
  return {
    async signIn(email: string): Promise<string> {
      const { body, setCookie } = await post(undefined, 'mutation($i: SignInInput!) { signIn(input: $i) { __typename } }', { i: { email, password: PASSWORD } });
      if (body.data?.signIn.__typename !== 'MutationSignInSuccess' || !setCookie) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body)}`);
      return setCookie.split(';')[0]!;
    },
    query: async (cookie: string, query: string, variables?: Record<string, unknown>) => (await post(cookie, query, variables)).body,
  };
}

/**
 * CPU time in ms (user + system, from /proc; clock ticks of 10 ms) of the product process and of
 * PostgreSQL (postmaster, its backends, and backends that ended): what a request costs, whatever
 * else runs on the machine at the same time.
 */
function cpuMs(productPid: number, postmasterPid: number) {
  const ticks = (pid: number, withChildren: boolean) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ').map(Number);
      // utime, stime, cutime, cstime are fields 14 to 17, here 11 to 14 (counted from state).
      return fields[11]! + fields[12]! + (withChildren ? fields[13]! + fields[14]! : 0);
    } catch {
      return 0; // ended meanwhile
    }
  };
  const postgres = ticks(postmasterPid, true) + descendantsOf(postmasterPid).reduce((sum, pid) => sum + ticks(pid, false), 0);
  return { api: ticks(productPid, false) * 10, postgres: postgres * 10 };
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

/** Runs `work` in every session at once, `times` times one after another; returns each run's duration. */
async function concurrently(sessions: string[], times: number, work: (cookie: string) => Promise<unknown>) {
  const began = performance.now();
  const durations = (
    await Promise.all(
      sessions.map(async (cookie) => {
        const own: number[] = [];
        for (let i = 0; i < times; i++) {
          const started = performance.now();
          await work(cookie);
          own.push(performance.now() - started);
        }
        return own;
      }),
    )
  ).flat();
  durations.sort((a, b) => a - b);
  return { durations, seconds: (performance.now() - began) / 1000 };
}

const dir = await mkdtemp(path.join(tmpdir(), 'bench-dashboard-'));
const postgres = await postgresWithStatementStats(path.join(dir, 'pg'));
let product: StartedProduct | undefined;
const stats = new pg.Client({ connectionString: postgres.url });

try {
  await migrate(postgres.url);
  const prisma = createDb(postgres.url);
  await seed(prisma);
  await prisma.$disconnect();
  await stats.connect();
  const seedStarted = performance.now();
  const seeded = await seedData(stats, await hashPassword(PASSWORD));
  console.log(`seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s: ${seeded.totals.projects} projects, ${seeded.totals.protocols} protocols, ${seeded.totals.items} action items in all`);
  for (const row of seeded.perUser) console.log(`  ${row.email_key}: ${row.projects} projects, ${row.protocols} protocols, ${row.items} action items, ${row.awaiting} awaiting approval`);

  product = await startProductApi(dir, postgres.url);
  const api = client(product.url);
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
  const statementsOf = async (run: () => Promise<unknown>) => {
    await run();
    await stats.query('SELECT pg_stat_statements_reset()');
    await run();
    const { rows } = await stats.query<{ n: number }>(`
      SELECT coalesce(sum(calls), 0)::int AS n FROM pg_stat_statements
      WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) AND query NOT ILIKE '%pg_stat_statements%'`);
    return rows[0]!.n;
  };
  const counts = {
    app: [await statementsOf(() => api.query(smallSession, app.text)), await statementsOf(() => api.query(bigSessions[0]!, app.text))],
    view: [await statementsOf(() => ourView(smallSession)), await statementsOf(() => ourView(bigSessions[0]!))],
    naive: [await statementsOf(() => naiveView(smallSession)), await statementsOf(() => naiveView(bigSessions[0]!))],
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
  const postmasterPid = Number((await readFile(path.join(dir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0]);
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
} catch (error) {
  if (product) console.error(`product output (end):\n${product.output().slice(-4000)}`);
  throw error;
} finally {
  await stats.end().catch(() => {});
  await product?.stop();
  await postgres.stop();
  await rm(dir, { recursive: true, force: true });
}
