import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import http, { type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config';
import {
  createFileStorage,
  FileExistsError,
  InvalidStorageKeyError,
  MAX_STORAGE_KEY_LENGTH,
  MAX_STORAGE_KEY_SEGMENT_LENGTH,
  type FileStorage,
} from '../platform/files/fileStorage';

const BUCKET = 'protocol-files';
// s3rver's built-in account.
const S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

interface S3rver {
  callback(): RequestListener;
  configureBuckets(): Promise<unknown>;
  store: { existsObject(bucket: string, key: string): Promise<boolean> };
  logger: { close(): void };
}
type S3rverConstructor = new (options: {
  directory: string;
  silent: boolean;
  configureBuckets: { name: string; configs: string[] }[];
}) => S3rver;

// The package ships CommonJS without type declarations.
const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as S3rverConstructor;

const PRECONDITION_FAILED =
  '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>PreconditionFailed</Code>' +
  '<Message>At least one of the pre-conditions you specified did not hold</Message><Condition>If-None-Match</Condition></Error>';

/**
 * s3rver honours If-None-Match only on GET, not on PUT. In front of it, this does for PUT what
 * S3 and MinIO do: 412 when the key exists, decided under a per-key lock so that concurrent
 * uploads race as on a real store. A PUT without the header passes straight through and
 * overwrites, so the no-overwrite tests fail unless the storage really sends If-None-Match: *.
 */
function withConditionalPuts(s3rver: S3rver): RequestListener {
  const handle = s3rver.callback();
  const locks = new Map<string, Promise<void>>();
  return (request, response) => {
    if (request.method !== 'PUT' || request.headers['if-none-match'] !== '*') return handle(request, response);
    const [bucket = '', ...keySegments] = new URL(request.url ?? '/', 'http://s3').pathname.slice(1).split('/');
    const key = keySegments.map(decodeURIComponent).join('/');
    const lockId = `${bucket}/${key}`;
    const done = (locks.get(lockId) ?? Promise.resolve()).then(async () => {
      if (await s3rver.store.existsObject(bucket, key)) {
        request.resume();
        response.writeHead(412, { 'content-type': 'application/xml' }).end(PRECONDITION_FAILED);
        return;
      }
      await new Promise<void>((resolve) => {
        response.once('close', resolve);
        handle(request, response);
      });
    });
    const settled = done.catch(() => {});
    locks.set(lockId, settled);
    void settled.then(() => {
      if (locks.get(lockId) === settled) locks.delete(lockId);
    });
  };
}

interface Backend {
  storage: FileStorage;
  /** The directory holding the files of local storage. */
  localRoot?: string;
}

let workDir: string;
let s3Server: http.Server;
let s3rver: S3rver;
let s3Endpoint: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'file-storage-test-'));
  s3rver = new S3rver({
    directory: path.join(workDir, 's3rver'),
    silent: true,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  await s3rver.configureBuckets();
  s3Server = http.createServer(withConditionalPuts(s3rver));
  await new Promise<void>((resolve) => s3Server.listen(0, '127.0.0.1', resolve));
  s3Endpoint = `http://127.0.0.1:${(s3Server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  if (s3Server) {
    s3Server.closeAllConnections();
    await new Promise((resolve) => s3Server.close(resolve));
    s3rver.logger.close();
  }
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

let backendCount = 0;
const backends: [string, () => Promise<Backend>][] = [
  [
    'local directory',
    async () => {
      const dataDir = path.join(workDir, `local-${++backendCount}`);
      return { storage: createFileStorage(loadConfig({ DATA_DIR: dataDir })), localRoot: path.join(dataDir, 'files') };
    },
  ],
  [
    'S3 (s3rver)',
    async () => ({
      storage: createFileStorage(
        loadConfig({
          DATA_DIR: path.join(workDir, 'unused'),
          S3_ENDPOINT: s3Endpoint,
          S3_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId,
          S3_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey,
        }),
      ),
    }),
  ],
];

let keyCount = 0;
/** A fresh key of the product's shape, so tests sharing a bucket never meet. */
const newKey = (ext = 'webm') => `user-${++keyCount}-${process.pid}/${Date.now()}.${ext}`;

const everyByte = Buffer.from(Array.from({ length: 256 }, (_, i) => i));

const INVALID_KEYS: [string, string][] = [
  ['empty', ''],
  ['absolute', '/etc/passwd'],
  ['parent segment', '../outside.txt'],
  ['parent segment inside', 'user-1/../../outside.txt'],
  ['double dot in a name', 'user-1/a..b'],
  ['current segment', 'user-1/./a.txt'],
  ['only a dot', '.'],
  ['empty segment', 'user-1//a.txt'],
  ['trailing slash', 'user-1/'],
  ['backslash', 'user-1\\..\\outside.txt'],
  ['space', 'user 1/a.txt'],
  ['umlaut', 'user-1/Übergabe.pdf'],
  ['percent encoding', 'user-1%2F..%2Fx'],
  ['NUL byte', 'user-1/a\0.txt'],
  ['newline', 'user-1/a\n.txt'],
  ['temporary-file marker', 'user-1/a.txt~1.partial'],
  ['too long', `${'a'.repeat(MAX_STORAGE_KEY_SEGMENT_LENGTH)}/`.repeat(3).slice(0, MAX_STORAGE_KEY_LENGTH) + 'b'],
  ['too long a segment', 'a'.repeat(MAX_STORAGE_KEY_SEGMENT_LENGTH + 1)],
];

// toEqual walks a buffer byte by byte (half a minute for 3 MB); where they differ is all a failure needs.
function expectSameBytes(actual: Buffer, expected: Buffer) {
  const firstDifference = actual.equals(expected) ? -1 : actual.findIndex((byte, i) => byte !== expected[i]);
  expect({ length: actual.length, firstDifference }).toEqual({ length: expected.length, firstDifference: -1 });
}

describe.each(backends)('file storage: %s', (_name, createBackend) => {
  let storage: FileStorage;
  beforeAll(async () => {
    ({ storage } = await createBackend());
  });

  it('returns what was put, byte for byte, including an empty file', async () => {
    const key = newKey();
    await storage.put(key, everyByte, 'audio/webm');
    expect(await storage.get(key)).toEqual(everyByte);

    const empty = newKey('txt');
    await storage.put(empty, Buffer.alloc(0), 'text/plain');
    expect(await storage.get(empty)).toEqual(Buffer.alloc(0));
  });

  it('refuses to overwrite an existing key and keeps the first content', async () => {
    const key = newKey('pdf');
    await storage.put(key, Buffer.from('erste Fassung'), 'application/pdf');
    const second = storage.put(key, Buffer.from('zweite Fassung'), 'application/pdf');
    await expect(second).rejects.toBeInstanceOf(FileExistsError);
    await expect(second).rejects.toMatchObject({ key });
    expect((await storage.get(key))?.toString()).toBe('erste Fassung');
  });

  it('lets exactly one of concurrent uploads to one key win', async () => {
    const key = newKey();
    const bodies = Array.from({ length: 5 }, (_, i) => Buffer.from(`Upload ${i} `.repeat(10_000)));
    const results = await Promise.allSettled(bodies.map((body) => storage.put(key, body, 'audio/webm')));

    const winners = results.flatMap((result, i) => (result.status === 'fulfilled' ? [i] : []));
    expect(winners).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(FileExistsError);
    }
    expect(await storage.get(key)).toEqual(bodies[winners[0]!]);
  });

  it('returns null for a missing key', async () => {
    expect(await storage.get(newKey())).toBeNull();
    expect(await storage.get('never-created/deeper/file.pdf')).toBeNull();
  });

  it('deletes idempotently, and a deleted key can be used again', async () => {
    const key = newKey();
    await storage.put(key, Buffer.from('alt'), 'audio/webm');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
    await storage.delete('never-created/file.pdf');

    await storage.put(key, Buffer.from('neu'), 'audio/webm');
    expect((await storage.get(key))?.toString()).toBe('neu');
  });

  it('accepts the longest valid key', async () => {
    const segment = 'a'.repeat(MAX_STORAGE_KEY_SEGMENT_LENGTH);
    const key = `${segment}/${segment}/`.padEnd(MAX_STORAGE_KEY_LENGTH, 'b');
    expect(key).toHaveLength(MAX_STORAGE_KEY_LENGTH);
    await storage.put(key, Buffer.from('lang'), 'text/plain');
    expect((await storage.get(key))?.toString()).toBe('lang');
    await storage.delete(key);
  });

  it('stores a recording from disk and streams it back whole and by byte range', async () => {
    const source = path.join(workDir, `recording-${++keyCount}.mp3`);
    const recording = randomBytes(3 * 1024 * 1024 + 17);
    await writeFile(source, recording);
    const key = newKey('mp3');
    await storage.putFile(key, source, 'audio/mp3');

    const stored = await storage.open(key);
    expect(stored?.size).toBe(recording.length);
    expectSameBytes(await buffer(await stored!.stream()), recording);
    expect(await buffer(await stored!.stream({ start: 1_000_000, end: 1_000_099 }))).toEqual(recording.subarray(1_000_000, 1_000_100));
    expect(await buffer(await stored!.stream({ start: recording.length - 1, end: recording.length - 1 }))).toEqual(recording.subarray(-1));
    expectSameBytes((await storage.get(key))!, recording);
  });

  it('refuses to store a file from disk under an existing key and keeps the first content', async () => {
    const key = newKey('wav');
    await storage.put(key, Buffer.from('erste Aufnahme'), 'audio/wav');
    const source = path.join(workDir, `second-${++keyCount}.wav`);
    await writeFile(source, 'zweite Aufnahme');
    await expect(storage.putFile(key, source, 'audio/wav')).rejects.toBeInstanceOf(FileExistsError);
    expect(await buffer(await (await storage.open(key))!.stream())).toEqual(Buffer.from('erste Aufnahme'));
  });

  it('opens nothing for a missing key', async () => {
    expect(await storage.open(newKey())).toBeNull();
    expect(await storage.open('never-created/deeper/file.pdf')).toBeNull();
  });

  it.each(INVALID_KEYS)('refuses a key that is %s in put, putFile, get, open and delete', async (_case, key) => {
    await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.putFile(key, path.join(workDir, 'irrelevant'), 'text/plain')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.open(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });

});

describe('local file storage', () => {
  let storage: FileStorage;
  let root: string;
  beforeAll(async () => {
    const backend = await backends[0]![1]();
    storage = backend.storage;
    root = backend.localRoot!;
  });

  it('keeps each file at its key under DATA_DIR/files and leaves no temporary file behind', async () => {
    await storage.put('user-7/1700000000000.webm', Buffer.from('Ton'), 'audio/webm');
    await expect(storage.put('user-7/1700000000000.webm', Buffer.from('nochmal'), 'audio/webm')).rejects.toThrow(FileExistsError);

    expect(await readFile(path.join(root, 'user-7', '1700000000000.webm'), 'utf8')).toBe('Ton');
    expect(await readdir(path.join(root, 'user-7'))).toEqual(['1700000000000.webm']);
  });

  it('writes nothing outside its directory for an escaping key', async () => {
    await expect(storage.put('../escaped.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(InvalidStorageKeyError);
    await expect(readFile(path.join(root, '..', 'escaped.txt'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('does not take the temporary file of an interrupted upload for the file', async () => {
    // What a crash between writing and linking leaves behind.
    await mkdir(path.join(root, 'user-8'), { recursive: true });
    await writeFile(path.join(root, 'user-8', '1700000000000.webm~0b8e1f7a-0000-4000-8000-000000000000.partial'), 'halb');

    expect(await storage.get('user-8/1700000000000.webm')).toBeNull();
    await storage.put('user-8/1700000000000.webm', Buffer.from('ganz'), 'audio/webm');
    expect((await storage.get('user-8/1700000000000.webm'))?.toString()).toBe('ganz');
  });

  it('treats a key that names a directory or passes through a file as missing', async () => {
    await storage.put('user-9/a/b.txt', Buffer.from('b'), 'text/plain');
    expect(await storage.get('user-9/a')).toBeNull();
    await storage.delete('user-9/a');
    expect(await storage.get('user-9/a/b.txt/c')).toBeNull();
    await storage.delete('user-9/a/b.txt/c');
    expect((await storage.get('user-9/a/b.txt'))?.toString()).toBe('b');
  });
});

describe('S3 file storage', () => {
  const s3Client = () =>
    new S3Client({ endpoint: s3Endpoint, region: 'eu-central-1', forcePathStyle: true, credentials: S3_CREDENTIALS });
  const s3Config = (overrides: Record<string, string> = {}) =>
    loadConfig({
      S3_ENDPOINT: s3Endpoint,
      S3_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey,
      ...overrides,
    });

  it('stores the content type with the object', async () => {
    const key = newKey('pdf');
    await createFileStorage(s3Config()).put(key, Buffer.from('%PDF-1.7'), 'application/pdf');
    const head = await s3Client().send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(head.ContentType).toBe('application/pdf');
  });

  it('surfaces a missing bucket instead of reporting a missing file', async () => {
    const storage = createFileStorage(s3Config({ S3_BUCKET: 'no-such-bucket' }));
    await expect(storage.get(newKey())).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await expect(storage.delete(newKey())).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });

  it('test server: overwrites a PUT without If-None-Match, so the no-overwrite tests rest on the storage sending it', async () => {
    const key = newKey('txt');
    const client = s3Client();
    await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: 'eins' }));
    await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: 'zwei' }));
    expect((await createFileStorage(s3Config()).get(key))?.toString()).toBe('zwei');
  });
});
