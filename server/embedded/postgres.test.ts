// The embedded PostgreSQL as `npm start` runs it, on a real cluster in a directory of its own.
import { createServer, type Server } from 'node:net';
import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from './ports';
import { startEmbeddedPostgres } from './postgres';

let parent: string;
let taken: Server;
let takenPort: number;

beforeAll(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'baustellen-pg-'));
  taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  takenPort = (taken.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise((resolve) => taken.close(resolve));
  await rm(parent, { recursive: true, force: true });
});

describe('startEmbeddedPostgres', () => {
  it('takes another port when the one it chose was taken in the meantime', async () => {
    const lines: string[] = [];
    const ports = [takenPort];
    const database = await startEmbeddedPostgres(path.join(parent, 'moved'), (line) => lines.push(line), async () => ports.shift() ?? findFreePort());
    try {
      expect(lines).toContain(`PostgreSQL could not take port ${takenPort}; trying another`);
      expect(new URL(database.url).port).not.toBe(String(takenPort));
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      expect((await client.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
      await client.end();
    } finally {
      await database.stop();
    }
  });

  it('gives up after three taken ports, naming what PostgreSQL said', async () => {
    const lines: string[] = [];
    await expect(startEmbeddedPostgres(path.join(parent, 'refused'), (line) => lines.push(line), async () => takenPort)).rejects.toMatchObject({
      message: expect.stringMatching(/^PostgreSQL stopped while starting: .*could not (bind|create any TCP\/IP sockets)/),
    });
    expect(lines.filter((line) => line.includes('trying another'))).toHaveLength(2);
  });

  it('names what PostgreSQL said when it stops while starting', async () => {
    const dir = path.join(parent, 'broken');
    await (await startEmbeddedPostgres(dir)).stop();
    await appendFile(path.join(dir, 'postgresql.conf'), '\nshared_buffers = kaputt\n');
    // Not toThrow: it passes on a rejection without a reason, which is what this test exists to catch.
    await expect(startEmbeddedPostgres(dir)).rejects.toMatchObject({ message: expect.stringMatching(/^PostgreSQL stopped while starting: .*shared_buffers/) });
  });
});
