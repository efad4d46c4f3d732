import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Connection } from '@temporalio/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveTemporalCli, startEmbeddedTemporal } from '../server/embedded/temporal';

// The SDK waits 5 s for the dev server to answer. A busy machine can take longer, so the start is
// tried again. The stand-in CLI counts its starts and stays silent for the first `SLOW_STARTS` of
// them; after that it is the real CLI.
describe('the embedded Temporal server on a machine too busy to start it in 5 s', () => {
  let dir: string;
  const cli = resolveTemporalCli(process.env.TEMPORAL_CLI_PATH, () => {});

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bp-temporal-start-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function standIn(name: string, slowStarts: number): Promise<{ path: string; starts: () => Promise<number> }> {
    if (cli.type !== 'existing-path') throw new Error('the test needs the Temporal CLI on this machine (npm run temporal:cli)');
    const counter = path.join(dir, `${name}.count`);
    const script = path.join(dir, name);
    await writeFile(
      script,
      [
        '#!/bin/sh',
        `n=$(cat '${counter}' 2>/dev/null || echo 0); n=$((n + 1)); echo "$n" > '${counter}'`,
        `if [ "$n" -le ${slowStarts} ]; then exec sleep 60; fi`,
        `exec '${cli.path}' "$@"`,
      ].join('\n'),
    );
    await chmod(script, 0o755);
    return { path: script, starts: async () => Number(await readFile(counter, 'utf8')) };
  }

  it('starts it again, and the server then answers', async () => {
    const slow = await standIn('slow-once', 1);
    const temporal = await startEmbeddedTemporal({ executable: { type: 'existing-path', path: slow.path }, namespace: 'default' });
    try {
      expect(await slow.starts()).toBe(2);
      const connection = await Connection.connect({ address: temporal.address });
      await connection.close();
    } finally {
      await temporal.stop();
    }
  }, 30_000);

  it('gives up after three starts, saying that the server did not start in time', async () => {
    const silent = await standIn('never-answers', 3);
    await expect(startEmbeddedTemporal({ executable: { type: 'existing-path', path: silent.path }, namespace: 'default' })).rejects.toThrow(/did not start within/);
    expect(await silent.starts()).toBe(3);
  }, 40_000);
});
