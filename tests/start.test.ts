import { spawnSync } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../server/embedded/ports';
import { graphql } from './support/api';
import { commandOf, descendantsOf, isAlive, startProductProcess } from './support/startProcess';

// `npm start` as a person runs it: everything embedded, the built web app served (NODE_ENV=production).
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'baustellen-start-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const JOIN = 'mutation($input: JoinWaitlistInput!) { joinWaitlist(input: $input) { __typename } }';
const entry = { email: 'dauerhaft@bau.de', firstName: 'Dora', lastName: 'Dauer', source: 'LANDING_HERO' };

describe('npm start', () => {
  it('runs the whole product, stops on Ctrl+C without leaving a process, and keeps the data for the next start', async () => {
    const env = { NODE_ENV: 'production', DATA_DIR: dataDir, PORT: String(await findFreePort()), LOG_LEVEL: 'warn' };
    const first = await startProductProcess(env);
    const page = await fetch(first.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html lang="de"');
    expect((await graphql(first.url, JOIN, { input: entry })).body.data).toEqual({ joinWaitlist: { __typename: 'MutationJoinWaitlistSuccess' } });

    const processes = descendantsOf(first.child.pid!);
    expect(processes.length).toBeGreaterThanOrEqual(2); // Postgres and the Temporal server at least
    expect(await first.stop()).toBe(0);
    expect(processes.filter(isAlive).map(commandOf)).toEqual([]);

    const second = await startProductProcess(env);
    try {
      expect((await graphql(second.url, JOIN, { input: entry })).body.data).toEqual({ joinWaitlist: { __typename: 'AlreadyOnWaitlistError' } });
    } finally {
      expect(await second.stop()).toBe(0);
    }
    // Each stop right after its start waits for the language model's warm-up request in flight
    // (its load and first worked examples, up to about 8 s each time) before freeing the model.
  }, 120_000);

  it('refuses a bad variable at start-up with a message naming it', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      env: { ...process.env, DATABASE_URL: 'mysql://db/protokolle' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('DATABASE_URL: must be a URL starting with postgres:// or postgresql://');
  });

  it('refuses to start when the embedded language model cannot load, naming the cause', async () => {
    // The embedded PostgreSQL runs as its own user, which must be able to enter the folders above DATA_DIR.
    const parent = await mkdtemp(path.join(tmpdir(), 'baustellen-start-ci-'));
    await chmod(parent, 0o711);
    try {
      // `CI=`, as an outside probe's environment had it: node-llama-cpp cannot parse an empty CI.
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
        env: { ...process.env, CI: '', DATA_DIR: path.join(parent, 'data'), PORT: String(await findFreePort()), LOG_LEVEL: 'warn' },
        encoding: 'utf8',
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain("node-llama-cpp (the embedded language model's runtime) cannot be loaded: CI is set but empty");
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  }, 180_000);
});
