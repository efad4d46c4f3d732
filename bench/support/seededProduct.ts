// What the benches of a signed-in product share: an embedded PostgreSQL that counts statements,
// one user with 200 projects (5,000 protocols, 20,000 action items), 20 with 20 projects and 100
// others, the product as `npm start` runs it in a process of its own, GraphQL sessions, timing,
// CPU time from /proc and statements per request from pg_stat_statements.
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { hashPassword } from '../../domain/accounts/passwords';
import { createDb } from '../../platform/db';
import { seed } from '../../prisma/seed';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../server/embedded/postgres';
import { migrate } from '../../server/runtime';
import { descendantsOf, startProductApi, type StartedProduct } from '../../tests/support/startProcess';

export const PASSWORD = 'Baustelle-2026!';
export const BIG = 'dashboard-200@bau.de';
export const SMALL = 'dashboard-20@bau.de';
const OTHER_USERS = 100;

export async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Starts the embedded PostgreSQL with pg_stat_statements loaded (a restart after ALTER SYSTEM). */
export async function postgresWithStatementStats(dir: string): Promise<EmbeddedDatabase> {
  const first = await startEmbeddedPostgres(dir);
  await withClient(first.url, (c) => c.query(`ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'`));
  await first.stop();
  const postgres = await startEmbeddedPostgres(dir);
  await withClient(postgres.url, (c) => c.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements'));
  return postgres;
}

/** Bulk inserts: users with profiles, projects, protocols (versions, archived, every status), items, participants, invites, approvals. */
export async function seedData(client: pg.Client, passwordHash: string) {
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
    // Numbers unique in all the seed, so unique in every project.
    `INSERT INTO action_items (id, project_id, number, protocol_id, title, status, due_date, created_at, updated_at)
       SELECT gen_random_uuid(), pr.project_id, row_number() OVER (), pr.id, 'Maßnahme ' || g, (CASE WHEN g = 3 THEN 'COMPLETED' ELSE 'OPEN' END)::"ActionItemStatus",
         current_date + (abs(hashtext(pr.id::text || g)) % 41 - 20), pr.created_at, pr.updated_at
       FROM protocols pr CROSS JOIN generate_series(1, 3) g`,
    `INSERT INTO action_items (id, project_id, number, protocol_id, title, status, due_date, created_at, updated_at)
       SELECT gen_random_uuid(), p.id, 1000000 + row_number() OVER (), NULL, 'Projektmaßnahme ' || g, (CASE WHEN g % 4 = 0 THEN 'COMPLETED' ELSE 'OPEN' END)::"ActionItemStatus",
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
export type Body = { data?: any; errors?: unknown[] };

export function client(url: string) {
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
export function cpuMs(productPid: number, postmasterPid: number) {
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

export const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
export const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

/** Runs `work` in every session at once, `times` times one after another; returns each run's duration. */
export async function concurrently(sessions: string[], times: number, work: (cookie: string) => Promise<unknown>) {
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


/** Statements PostgreSQL executed for one run of `run` (after a warm-up run), this counting left out. */
export async function statementsOf(stats: pg.Client, run: () => Promise<unknown>): Promise<number> {
  await run();
  await stats.query('SELECT pg_stat_statements_reset()');
  await run();
  const { rows } = await stats.query<{ n: number }>(`
    SELECT coalesce(sum(calls), 0)::int AS n FROM pg_stat_statements
    WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) AND query NOT ILIKE '%pg_stat_statements%'`);
  return rows[0]!.n;
}

export interface BenchProduct {
  dir: string;
  stats: pg.Client;
  product: StartedProduct;
  api: ReturnType<typeof client>;
  postmasterPid: number;
}

/** Seeds the data set, starts the product and runs `bench`; cleans up whatever happens. */
export async function withSeededProduct(name: string, bench: (setup: BenchProduct) => Promise<void>): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), `bench-${name}-`));
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
    const postmasterPid = Number((await readFile(path.join(dir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0]);
    await bench({ dir, stats, product, api: client(product.url), postmasterPid });
  } catch (error) {
    if (product) console.error(`product output (end):\n${product.output().slice(-4000)}`);
    throw error;
  } finally {
    await stats.end().catch(() => {});
    await product?.stop();
    await postgres.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
