// Sign-in latency and throughput at 20 concurrent clients against the real API (GraphQL over HTTP,
// argon2id verification, session creation in PostgreSQL), the product in a process of its own as
// `npm start` runs it. Target: p95 at most 250 ms.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ARGON2_PARAMETERS, hashPassword } from '../domain/accounts/passwords';
import { createDb } from '../platform/db';
import { startEmbeddedPostgres } from '../server/embedded/postgres';
import { migrate } from '../server/runtime';
import { startProductApi } from '../tests/support/startProcess';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const SIGN_INS_PER_CLIENT = 25;
const PASSWORD = 'Baustelle-2026!';

const dir = await mkdtemp(path.join(tmpdir(), 'bench-signin-'));
const postgres = await startEmbeddedPostgres(path.join(dir, 'pg'));
await migrate(postgres.url);
const product = await startProductApi(dir, postgres.url);
const db = createDb(postgres.url);

try {
  const passwordHash = await hashPassword(PASSWORD);
  const emails = Array.from({ length: CONCURRENCY }, (_, i) => `bench-${i}@bau.de`);
  await db.user.createMany({ data: emails.map((email) => ({ email, emailKey: email, passwordHash, emailConfirmedAt: new Date() })) });

  const signIn = async (email: string) => {
    const started = performance.now();
    const response = await fetch(`${product.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
      body: JSON.stringify({
        query: 'mutation($i: SignInInput!) { signIn(input: $i) { __typename } }',
        variables: { i: { email, password: PASSWORD } },
      }),
    });
    const body = (await response.json()) as { data?: { signIn: { __typename: string } } };
    if (body.data?.signIn.__typename !== 'MutationSignInSuccess') throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
    return performance.now() - started;
  };

  for (const email of emails.slice(0, 3)) await signIn(email); // warm-up
  const began = performance.now();
  const latencies = (
    await Promise.all(
      emails.map(async (email) => {
        const own: number[] = [];
        for (let i = 0; i < SIGN_INS_PER_CLIENT; i++) own.push(await signIn(email));
        return own;
      }),
    )
  ).flat();
  const seconds = (performance.now() - began) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(0);
  console.log(`argon2id m=${ARGON2_PARAMETERS.memoryCost} KiB, t=${ARGON2_PARAMETERS.timeCost}, p=${ARGON2_PARAMETERS.parallelism}`);
  console.log(`${latencies.length} sign-ins, ${CONCURRENCY} concurrent: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`);
  console.log(`throughput ${(latencies.length / seconds).toFixed(1)} sign-ins/s (target: p95 at most 250 ms)`);
} finally {
  await db.$disconnect();
  await product.stop();
  await postgres.stop();
  await rm(dir, { recursive: true, force: true });
}
