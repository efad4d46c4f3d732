// The outside probes of the hardening issue, replayed as a client sends them: CORS, text with
// characters that do not belong in text, crafted cursors and ids, limits, masked errors and
// introspection. The probes that used to end the process run in tests/hardeningCrash.test.ts.
import { request as httpRequest } from 'node:http';
import { getIntrospectionQuery } from 'graphql';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_TEXT } from '../server/graphql';
import { setPlan } from '../domain/plans/subscription';
import { CLIENT_TEXT, LIST_MAX } from '../common/clientText';
import { SUBSCRIPTIONS_PER_CONNECTION, WEBSOCKET_MAX_PAYLOAD, WEBSOCKET_TEXT } from '../server/websocket';
import { graphql, startTestApi, type TestApi } from './support/api';
import type { BrowserSession } from './support/browserSession';
import { signedInUser } from './support/users';

const EXTRA_ORIGIN = 'https://intranet.bau.example';
let api: TestApi;
let owner: { browser: BrowserSession; userId: string };
let other: { browser: BrowserSession; userId: string };
let projectId: string;
let projectGlobalId: string;

const CREATE_PROJECT = `mutation($input: CreateProjectInput!) { createProject(input: $input) { __typename
  ... on MutationCreateProjectSuccess { data { project { id projectId address } } }
  ... on ValidationError { message fields { field message } } } }`;

beforeAll(async () => {
  api = await startTestApi({ CORS_ORIGINS: EXTRA_ORIGIN }, { worker: false });
  [owner, other] = await Promise.all([signedInUser(api.url, api.database.db, 'eigner@bau.de'), signedInUser(api.url, api.database.db, 'fremd@bau.de')]);
  const created = await owner.browser.gql(CREATE_PROJECT, { input: { name: 'Neubau Kita' } });
  projectId = created.body.data!.createProject.data.project.projectId;
  projectGlobalId = created.body.data!.createProject.data.project.id;
});
afterAll(async () => {
  await api?.close();
});

const cursor = (raw: string) => Buffer.from(raw).toString('base64');
const globalId = (raw: string) => Buffer.from(raw).toString('base64');

/** The response's text must not show anything of the server's insides. */
const expectNoInsides = (body: unknown) => {
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/\bat .+:\d+:\d+|stack|node_modules|\.ts:\d+|prisma|postgres/i);
  expect(text).not.toContain(GRAPHQL_TEXT.unexpected);
};

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${api.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-graphql-yoga-csrf' },
    });
  const signedInQuery = (origin: string) => graphql(api.url, '{ viewer { email } }', undefined, { origin, cookie: owner.browser.cookie! });

  it.each([
    ['another port of the same host', 'http://localhost:4444'],
    ['a sibling subdomain', 'https://evil.bau.example'],
    ['a sandboxed frame', 'null'],
    ['an origin that is not a URL', 'http://localhost:abc'],
  ])('gives %s no CORS headers, on the request and on the preflight', async (_name, origin) => {
    for (const response of [await signedInQuery(origin), await preflight(origin)]) {
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  it("allows the product's own origin and the ones listed in CORS_ORIGINS, with credentials", async () => {
    for (const origin of [new URL(api.config.publicUrl).origin, EXTRA_ORIGIN]) {
      const response = await signedInQuery(origin);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('access-control-allow-credentials')).toBe('true');
      expect((await preflight(origin)).headers.get('access-control-allow-headers')).toContain('x-graphql-yoga-csrf');
    }
  });

  it('gives uploads of another origin no CORS headers either', async () => {
    const response = await fetch(`${api.url}/uploads`, { method: 'OPTIONS', headers: { origin: 'http://localhost:4444', 'access-control-request-method': 'POST' } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('text with characters that do not belong in text', () => {
  const NUL = 'Bau\u0000stelle';
  const LONE_SURROGATE = 'Bau\uD800stelle';

  it.each([
    ['a NUL', NUL, CLIENT_TEXT.controlCharacters],
    ['a lone surrogate', LONE_SURROGATE, CLIENT_TEXT.brokenCharacters],
    ['a bell character', 'Bau\u0007stelle', CLIENT_TEXT.controlCharacters],
    ['a line break in a one-line field', 'Bau\nstelle', CLIENT_TEXT.lineBreaks],
    ['a very long name', 'x'.repeat(5_000), CLIENT_TEXT.tooLong(1_000)],
  ])('refuses %s in a project name with a German message on the field', async (_name, value, message) => {
    const response = await owner.browser.gql(CREATE_PROJECT, { input: { name: value } });
    expect(response.status).toBe(200);
    expect(response.body.data!.createProject).toEqual({ __typename: 'ValidationError', message, fields: [{ field: 'name', message }] });
    expect(await api.database.db.project.count({ where: { userId: owner.userId } })).toBe(1);
  });

  it('keeps line breaks where the field is multi-line (the address)', async () => {
    const response = await owner.browser.gql(
      'mutation($input: UpdateProjectInput!) { updateProject(input: $input) { ... on MutationUpdateProjectSuccess { data { project { address } } } } }',
      { input: { id: projectGlobalId, name: 'Neubau Kita', address: 'Hauptstr. 1\n10115 Berlin' } },
    );
    expect(response.body.data!.updateProject.data.project.address).toBe('Hauptstr. 1\n10115 Berlin');
  });

  it.each([
    ['the profile first name', `mutation($v: String!) { updateProfile(input: { firstName: $v, lastName: "Bau" }) { __typename ... on ValidationError { message } } }`, 'updateProfile'],
    ['the TOTP friendly name', `mutation($v: String!) { enrollTotp(input: { friendlyName: $v }) { __typename ... on ValidationError { message } } }`, 'enrollTotp'],
    ['the protocol title', `mutation($v: String!) { announceMeetingUpload(input: { projectId: "${'P'}", title: $v, date: "2026-11-23", fileName: "a.wav", fileSize: 100, mimeType: "audio/wav", consentConfirmed: true }) { __typename ... on ValidationError { message } } }`, 'announceMeetingUpload'],
    ['the protocol location', `mutation($v: String!) { announceMeetingUpload(input: { projectId: "${'P'}", title: "Jour fixe", location: $v, date: "2026-11-23", fileName: "a.wav", fileSize: 100, mimeType: "audio/wav", consentConfirmed: true }) { __typename ... on ValidationError { message } } }`, 'announceMeetingUpload'],
  ])('refuses a NUL and a lone surrogate in %s as a validation error', async (_name, mutation, field) => {
    for (const [value, message] of [[NUL, CLIENT_TEXT.controlCharacters], [LONE_SURROGATE, CLIENT_TEXT.brokenCharacters]] as const) {
      const response = await owner.browser.gql(mutation.replace('"P"', `"${projectId}"`), { v: value });
      expect(response.body.errors).toBeUndefined();
      expect(response.body.data![field]).toEqual({ __typename: 'ValidationError', message });
    }
  });
});

describe('crafted cursors and ids', () => {
  it.each([
    ['viewer.projects', (after: string) => `{ viewer { projects(first: 5, after: "${after}") { edges { node { id } } } } }`],
    ['viewer.actionItems', (after: string) => `{ viewer { actionItems(first: 5, after: "${after}") { edges { node { id } } } } }`],
    ['project.protocols', (after: string) => `{ viewer { project(projectId: "${projectId}") { protocols(first: 5, after: "${after}") { edges { node { id } } } } } }`],
  ])('answers a cursor that is no id of %s like an unknown one: an empty page', async (_name, query) => {
    for (const after of [cursor('GPC:S:zzz'), cursor('GPC:N:12'), cursor('GPC:S:00000000-0000-0000-0000-000000000001'), 'kein base64!', cursor('anything')]) {
      const response = await owner.browser.gql(query(after));
      expect(response.body.errors).toBeUndefined();
      expect(JSON.stringify(response.body.data)).toContain('"edges":[]');
    }
  });

  it('answers a crafted plans cursor anonymously with an empty page', async () => {
    for (const after of [cursor('GPC:N:12'), cursor('GPC:S:zzz\u0000'), cursor('GPC:D:2026')]) {
      const response = await graphql(api.url, `{ plans(first: 2, after: "${after}") { edges { node { slug } } } }`);
      expect(response.body).toEqual({ data: { plans: { edges: [] } } });
    }
  });

  it('refuses a negative page size with a German message', async () => {
    const response = await graphql(api.url, '{ plans(first: -5) { edges { node { slug } } } }');
    expect(response.body.errors?.[0]?.message).toBe(CLIENT_TEXT.pageSize(100));
    expectNoInsides(response.body);
  });

  it('answers a malformed or foreign global id as an unknown one: null', async () => {
    for (const id of ['x', globalId('Project:zzz'), globalId('NoSuchType:1'), globalId('Project'), globalId(`Project:${projectId}`)]) {
      const response = await other.browser.gql('query($id: ID!) { node(id: $id) { id } }', { id });
      expect(response.body).toEqual({ data: { node: null } });
    }
    expect((await owner.browser.gql('query($id: ID!) { node(id: $id) { id } }', { id: projectGlobalId })).body.data!.node).toEqual({ id: projectGlobalId });
  });

  it(`takes at most ${LIST_MAX} ids in nodes(ids:)`, async () => {
    const many = Array.from({ length: 5_000 }, (_, i) => globalId(`Project:${i}`));
    const refused = await graphql(api.url, 'query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: many });
    expect(refused.body.errors?.[0]?.message).toBe(CLIENT_TEXT.tooManyItems(LIST_MAX));
    const allowed = await graphql(api.url, 'query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: many.slice(0, LIST_MAX) });
    expect(allowed.body).toEqual({ data: { nodes: Array.from({ length: LIST_MAX }, () => null) } });
  });

  it("answers unenrollTotp with another user's factor, or no factor at all, as not found and changes nothing", async () => {
    const enrolled = await owner.browser.gql('mutation { enrollTotp(input: { friendlyName: "Handy" }) { ... on MutationEnrollTotpSuccess { data { factorId } } } }');
    const factorId = enrolled.body.data!.enrollTotp.data.factorId as string;
    for (const id of [factorId, globalId('TotpFactor:zzz'), 'x']) {
      const response = await other.browser.gql('mutation($id: ID!) { unenrollTotp(input: { factorId: $id }) { __typename ... on Error { message } } }', { id });
      expect(response.body.data!.unenrollTotp).toEqual({ __typename: 'TotpFactorNotFoundError', message: 'Dieser Authentifizierungsfaktor wurde nicht gefunden.' });
    }
    expect(await api.database.db.totpFactor.count({ where: { userId: owner.userId } })).toBe(1);
  });
});

/** A raw POST, to send what fetch would not (no Content-Length, a huge body). */
function rawPost(headers: Record<string, string>, body: Buffer | string, chunked = false): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = new URL(`${api.url}/graphql`);
    const req = httpRequest({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', ...headers } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    if (chunked) req.setHeader('transfer-encoding', 'chunked');
    req.end(body);
  });
}

describe('WebSocket limits', () => {
  const socketUrl = () => `${api.url.replace('http', 'ws')}/graphql`;

  it(`holds at most ${SUBSCRIPTIONS_PER_CONNECTION} subscriptions on one connection and refuses the next in German`, async () => {
    const protocol = await api.database.db.protocol.create({ data: { projectId, title: 'Jour fixe', date: new Date('2026-11-23'), status: 'PROCESSING', processingPhase: 'QUEUED' } });
    const cookie = owner.browser.cookie!;
    // The owner's browser: its cookie goes with the upgrade, as a browser sends it.
    class SignedInSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie } });
      }
    }
    const client = createClient({ url: socketUrl(), webSocketImpl: SignedInSocket, retryAttempts: 0 });
    const unsubscribes: (() => void)[] = [];
    try {
      const subscribe = () =>
        new Promise<string>((resolve) => {
          unsubscribes.push(
            client.subscribe(
              { query: 'subscription($id: String!) { protocolProcessing(protocolId: $id) { __typename } }', variables: { id: protocol.id } },
              { next: () => resolve('event'), error: (error) => resolve(JSON.stringify(error)), complete: () => resolve('complete') },
            ),
          );
        });
      const answers = await Promise.all(Array.from({ length: SUBSCRIPTIONS_PER_CONNECTION }, subscribe));
      expect(answers).toEqual(Array.from({ length: SUBSCRIPTIONS_PER_CONNECTION }, () => 'event'));
      expect(await subscribe()).toContain(WEBSOCKET_TEXT.tooManySubscriptions);
      // One ended: there is room for one again.
      unsubscribes[0]!();
      await expect.poll(subscribe, { timeout: 5_000 }).toBe('event');
    } finally {
      for (const unsubscribe of unsubscribes) unsubscribe();
      await client.dispose();
      await api.database.db.protocol.delete({ where: { id: protocol.id } });
    }
  });

  it('refuses a subscription argument with a NUL in German, without a look inside', async () => {
    const client = createClient({ url: socketUrl(), webSocketImpl: WebSocket, retryAttempts: 0 });
    try {
      const answer = await new Promise<string>((resolve) => {
        client.subscribe(
          { query: 'subscription($id: String!) { protocolProcessing(protocolId: $id) { __typename } }', variables: { id: 'a\u0000b' } },
          { next: (value) => resolve(JSON.stringify(value)), error: (error) => resolve(JSON.stringify(error)), complete: () => resolve('complete') },
        );
      });
      expectNoInsides(answer);
      expect(answer).not.toBe('complete');
    } finally {
      await client.dispose();
    }
  });

  it('closes a connection that sends a message larger than 1 MiB', async () => {
    const socket = new WebSocket(socketUrl(), 'graphql-transport-ws');
    await new Promise((resolve) => socket.once('open', resolve));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    socket.send('x'.repeat(WEBSOCKET_MAX_PAYLOAD + 1));
    expect(await closed).toBe(1009); // message too big
    expect((await graphql(api.url, '{ __typename }')).body.data).toEqual({ __typename: 'Query' });
  });
});

describe('upload metadata', () => {
  it('refuses metadata the web app never sends, in German', async () => {
    const response = await fetch(`${api.url}/uploads`, {
      method: 'POST',
      headers: {
        'Tus-Resumable': '1.0.0',
        'Upload-Length': '10',
        'Upload-Metadata': `ticket ${Buffer.from('x').toString('base64')},payload ${Buffer.from('y'.repeat(5_000)).toString('base64')}`,
        cookie: owner.browser.cookie!,
      },
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('Die Angaben zum Upload sind ungültig. Bitte laden Sie die Datei erneut hoch.');
  });
});

describe('request size', () => {
  it('refuses a 5 MB GraphQL request before reading it', async () => {
    const body = JSON.stringify({ query: '{ __typename }', variables: { padding: 'x'.repeat(5 * 1024 * 1024) } });
    expect(await rawPost({ 'content-length': String(Buffer.byteLength(body)) }, body)).toBe(413);
  });

  it('refuses a GraphQL request that does not say how long it is', async () => {
    expect(await rawPost({}, JSON.stringify({ query: '{ __typename }' }), true)).toBe(411);
  });
});

describe('introspection', () => {
  const INTROSPECTION = getIntrospectionQuery();

  it('is refused to anonymous clients and to users without the API feature', async () => {
    for (const response of [await graphql(api.url, INTROSPECTION), await other.browser.gql(INTROSPECTION), await graphql(api.url, '{ __type(name: "Project") { name } }')]) {
      expect(response.body.errors?.[0]?.message).toBe(GRAPHQL_TEXT.introspectionRefused);
      expect(response.body.data).toBeUndefined();
    }
  });

  it('answers users whose plan has the API feature, within the depth and cost limits', async () => {
    await setPlan(api.database.db, 'eigner@bau.de', 'enterprise');
    const response = await owner.browser.gql(INTROSPECTION);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data!.__schema.queryType).toMatchObject({ name: 'Query' });
    const deep = `{ __schema { types { fields { type ${'{ ofType '.repeat(12)}{ name }${' }'.repeat(12)} } } } }`;
    expect((await owner.browser.gql(deep)).body.errors?.[0]?.message).toMatch(/depth/i);
  });
});

describe('unexpected errors', () => {
  it('reach the client as a German sentence without a stack outside production too, and the log gets the stack', async () => {
    const logLines: string[] = [];
    const dev = await startTestApi({ NODE_ENV: 'development' }, { worker: false, logLines });
    try {
      await dev.database.db.$executeRawUnsafe('ALTER TABLE waitlist_signups RENAME TO waitlist_signups_gone');
      const response = await graphql(dev.url, 'mutation { joinWaitlist(input: {email: "a@b.de", firstName: "A", lastName: "B", source: AUTH}) { __typename } }');
      expect(response.body.errors?.[0]?.message).toBe(GRAPHQL_TEXT.unexpected);
      expect(JSON.stringify(response.body)).not.toContain('waitlist_signups');
      expect(response.body.errors?.[0]?.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
      expect(logLines.join('\n')).toMatch(/waitlist_signups[\s\S]*at /);
    } finally {
      await dev.close();
    }
  });
});
