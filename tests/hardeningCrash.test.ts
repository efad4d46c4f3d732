// The probes that used to end the whole process (API, web app and worker at once), replayed
// against the product as `npm start` runs it, in a child process of its own: after every probe
// it must still serve. And when it does die (kill -9), the next start must clean up after it.
import { connect } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../server/embedded/ports';
import { graphql } from './support/api';
import { commandOf, descendantsOf, isAlive, startProductProcess, type StartedProduct } from './support/startProcess';

/** Sends raw bytes and resolves with the status line of the answer ('' when the socket closed silently). */
function rawRequest(url: string, text: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname === 'localhost' ? '127.0.0.1' : hostname, port: Number(port) });
    let answer = '';
    socket.setTimeout(10_000, () => {
      socket.destroy();
      resolve(answer.split('\r\n')[0] ?? '');
    });
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (answer.includes('\r\n')) socket.destroy();
    });
    socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''));
    socket.on('error', (error) => ((error as NodeJS.ErrnoException).code === 'ECONNRESET' ? resolve(answer.split('\r\n')[0] ?? '') : reject(error)));
    socket.write(text);
  });
}

const upgrade = (target: string, headers: Record<string, string>) =>
  `GET ${target} HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;

const post = (target: string, headers: Record<string, string>, body: string) =>
  `POST ${target} HTTP/1.1\r\nHost: localhost\r\n${Object.entries({ ...headers, 'Content-Length': String(Buffer.byteLength(body)) })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n${body}`;

/** What no client should be able to do to the process: each answered with a 4xx (or a closed socket), never a crash. */
const PROBES: [string, string][] = [
  ['an unauthenticated upgrade with Origin null', upgrade('/graphql', { Origin: 'null' })],
  ['an upgrade with an Origin that is not a URL', upgrade('/graphql', { Origin: 'http://localhost:abc' })],
  ['an upgrade with a malformed request target', upgrade('http://[::1', {})],
  ['an upgrade with a malformed target on another path', upgrade('//[::1/graphql', { Origin: 'null' })],
  ['an upgrade to a path nobody serves', upgrade('/nirgends', {})],
  ['an upgrade with a broken handshake key', upgrade('/graphql', { 'Sec-WebSocket-Key': '', Origin: 'null' })],
  ['a GraphQL POST without a length', 'POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nx-graphql-yoga-csrf: 1\r\n\r\n5\r\n{"que\r\n0\r\n\r\n'],
  ['GraphQL with a broken JSON body', post('/graphql', { 'Content-Type': 'application/json', 'x-graphql-yoga-csrf': '1' }, '{"query":')],
  [
    'a malformed cookie and forwarded-for header',
    post('/graphql', { 'Content-Type': 'application/json', 'x-graphql-yoga-csrf': '1', Cookie: 'bp_session=%E0%A4%A; =;;', 'X-Forwarded-For': '::::,[' }, '{"query":"{ viewer { email } }"}'),
  ],
  ['a tus creation with garbage metadata', post('/uploads', { 'Tus-Resumable': '1.0.0', 'Upload-Length': '10', 'Upload-Metadata': 'ticket \u00ff\u00fe,,,' }, '')],
  ['a tus PATCH of an unknown upload with a negative offset', 'PATCH /uploads/..%2F..%2Fetc HTTP/1.1\r\nHost: localhost\r\nTus-Resumable: 1.0.0\r\nUpload-Offset: -1\r\nContent-Type: application/offset+octet-stream\r\nContent-Length: 0\r\n\r\n'],
  ['a recording range that is no range', 'GET /files/protocols/00000000-0000-0000-0000-000000000000/recording HTTP/1.1\r\nHost: localhost\r\nRange: bytes=zz-\u00ff\r\n\r\n'],
  ['a recording of a path that is no id', 'GET /files/protocols/%2e%2e%2f%00/recording HTTP/1.1\r\nHost: localhost\r\n\r\n'],
  ['a confirmation link with a broken query', 'GET /auth/confirm?token=%E0%A4%A&token=[ HTTP/1.1\r\nHost: localhost\r\n\r\n'],
];

// A fresh data directory: initdb, migrations and the Temporal server, on two busy cores.
const START_TIMEOUT = 240_000;

// One data directory per start-up, itself the parent of PostgreSQL's (which must enter it).
const dataDirs: string[] = [];
const newDataDir = async () => {
  dataDirs.push(await mkdtemp(path.join(tmpdir(), 'baustellen-crash-')));
  return dataDirs.at(-1)!;
};
afterAll(async () => {
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function expectServing(product: StartedProduct) {
  expect(product.child.exitCode).toBeNull();
  expect(await (await fetch(`${product.url}/healthz`)).json()).toEqual({ status: 'ok' });
  expect((await graphql(product.url, '{ plans(first: 1) { edges { node { slug } } } }')).body.data).toEqual({ plans: { edges: [{ node: { slug: 'free' } }] } });
}

describe.each(['production', 'development'])('the product (NODE_ENV=%s)', (mode) => {
  it('answers every probe with a refusal and keeps serving', async () => {
    const env = { NODE_ENV: mode, DATA_DIR: await newDataDir(), PORT: String(await findFreePort()), LOG_LEVEL: 'error', RUN_WORKER: 'false' };
    const product = await startProductProcess(env);
    try {
      for (const [name, probe] of PROBES) {
        const status = await rawRequest(product.url, probe);
        expect(status, name).not.toMatch(/^HTTP\/1\.1 (5\d\d|101)/);
        expect(product.child.exitCode, `${name} ended the process:\n${product.output()}`).toBeNull();
      }
      await expectServing(product);
      expect(product.output()).not.toContain('uncaught exception');
    } finally {
      await product.stop();
    }
  }, START_TIMEOUT);
});

describe('a start after the product was killed', () => {
  it('stops the PostgreSQL and Temporal server the killed process left behind, and starts cleanly', async () => {
    const env = { NODE_ENV: 'production', DATA_DIR: await newDataDir(), PORT: String(await findFreePort()), LOG_LEVEL: 'warn', RUN_WORKER: 'false' };
    const first = await startProductProcess(env);
    const leftBehind = descendantsOf(first.child.pid!).filter((pid) => /postgres|temporal/.test(commandOf(pid)));
    expect(leftBehind.length).toBeGreaterThanOrEqual(2);
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    expect(leftBehind.filter(isAlive).length, 'kill -9 leaves the embedded servers running').toBeGreaterThan(0);

    const second = await startProductProcess({ ...env, PORT: String(await findFreePort()) });
    try {
      expect(leftBehind.filter(isAlive).map(commandOf)).toEqual([]);
      await expectServing(second);
    } finally {
      const processes = descendantsOf(second.child.pid!);
      expect(await second.stop()).toBe(0);
      expect(processes.filter(isAlive).map(commandOf)).toEqual([]);
    }
  }, 2 * START_TIMEOUT);
});
