import { readFileSync } from 'node:fs';
import { auditServer } from 'graphql-http';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_TEXT, armorConfig } from '../server/graphql';
import { setPlan } from '../domain/plans/subscription';
import { printedSchema } from '../schema';
import { graphql, startTestApi, type TestApi } from './support/api';
import { signedInUser } from './support/users';

let api: TestApi;
let production: TestApi;
beforeAll(async () => {
  [api, production] = await Promise.all([startTestApi(), startTestApi({ NODE_ENV: 'production' })]);
});
afterAll(async () => {
  await Promise.all([api?.close(), production?.close()]);
});

const PLANS = /* GraphQL */ `
  query Plans {
    plans(first: 10) {
      edges { node { id slug name sortOrder features { name enabled } limits { name value } } }
      pageInfo { hasNextPage }
    }
  }
`;

describe('schema.graphql', () => {
  it('is the schema the server runs (run `npm run schema:print` after changing schema/)', () => {
    expect(readFileSync('schema.graphql', 'utf8')).toBe(printedSchema());
  });
});

describe('GraphQL over HTTP', () => {
  it('passes every mandatory audit of the GraphQL-over-HTTP specification', async () => {
    // Our own clients always send the CSRF header; the audit's requests get it the same way. Its
    // operations ask for __type, which only API users may (introspection): it runs as one.
    const { browser } = await signedInUser(api.url, api.database.db, 'api-nutzer@bau.de');
    await setPlan(api.database.db, 'api-nutzer@bau.de', 'enterprise');
    const fetchFn = (input: RequestInfo | URL, init: RequestInit = {}) =>
      fetch(input, { ...init, headers: { ...Object.fromEntries(new Headers(init.headers)), 'x-graphql-yoga-csrf': '1', cookie: browser.cookie! } });
    const results = await auditServer({ url: `${api.url}/graphql`, fetchFn });
    const failures = results.filter((r) => r.status === 'error').map((r) => `${r.name}: ${'reason' in r ? r.reason : ''}`);
    expect(failures).toEqual([]);
  });

  it('refuses a request a cross-site form could send (no CSRF header, simple content type)', async () => {
    const response = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'query=mutation{__typename}',
    });
    expect(response.status).toBe(403);
  });

  it('refuses a mutation sent with GET', async () => {
    const query = encodeURIComponent('mutation { joinWaitlist(input: {email: "a@b.de", firstName: "A", lastName: "B", source: AUTH}) { __typename } }');
    const response = await fetch(`${api.url}/graphql?query=${query}`, { headers: { 'x-graphql-yoga-csrf': '1' } });
    expect(response.status).toBe(405);
    expect(await api.database.db.waitlistSignup.count()).toBe(0);
  });

  it('refuses queries nested deeper than the limit', async () => {
    // 17 fields deep; the inline fragments between them add no level of their own.
    const deep = `query { ${'node(id: "x") { ... on SubscriptionPlan { id '.repeat(17)}${'} } '.repeat(17)} }`;
    const response = await graphql(api.url, deep);
    expect(response.body.errors?.[0]?.message).toMatch(/depth/i);
  });

  it('refuses queries with too many aliases', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: node(id: "x") { id }`).join(" ");
    const response = await graphql(api.url, `query { ${aliases} }`);
    expect(response.body.errors?.[0]?.message).toMatch(/alias/i);
  });

  it('refuses queries costlier than the limit, fragments counted like the same fields inline', async () => {
    // Pages of 500 projects with every field, copied under aliases and written as a fragment (which
    // the limit counts where it is spread, as the app's own fragments are): within the depth,
    // alias and token limits, but far above the cost limit.
    const project = `id projectId name number address archived accessLevel createdAt updatedAt isWithinLimit
      permissions { canCreateAgenda canCreateProtocol canDelete canEdit canInvite canView hasFullAccess isReadOnly }
      stats { protocolCount completedProtocols participantCount openActionItems completedActionItems overdueActionItems completionPercentage lastActivity }`;
    const lists = Array.from(
      { length: 5 },
      (_, i) => `p${i}: projects(first: 500) { edges { cursor node { ...everything } } nodes { ...everything } pageInfo { hasNextPage endCursor } }`,
    ).join(' ');
    const response = await graphql(api.url, `query { viewer { ${lists} } } fragment everything on Project { ${project} }`);
    expect(response.body.errors?.map((error) => error.message)).toContainEqual(
      expect.stringContaining(`Query Cost limit of ${armorConfig.costLimit.maxCost} exceeded`),
    );
    expect(response.body.data).toBeUndefined();
  });

  it('masks unexpected errors in production and keeps typed errors', async () => {
    await production.database.db.$executeRawUnsafe('ALTER TABLE waitlist_signups RENAME TO waitlist_signups_gone');
    const response = await graphql(
      production.url,
      'mutation { joinWaitlist(input: {email: "a@b.de", firstName: "A", lastName: "B", source: AUTH}) { __typename } }',
    );
    expect(response.body.errors?.[0]?.message).toBe(GRAPHQL_TEXT.unexpected);
    expect(JSON.stringify(response.body)).not.toContain('waitlist_signups');
    const typed = await graphql(
      production.url,
      'mutation { joinWaitlist(input: {email: "", firstName: "A", lastName: "B", source: AUTH}) { ... on Error { title } } }',
    );
    expect(typed.body.data).toEqual({ joinWaitlist: { title: 'E-Mail erforderlich' } });
  });

  it('sends secure headers with every response', async () => {
    const response = await fetch(`${api.url}/healthz`);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});

describe('plans and Relay nodes', () => {
  it('lists the four seeded plans in order with their features and limits', async () => {
    const { body } = await graphql(api.url, PLANS);
    type Plan = { slug: string; features: unknown[]; limits: unknown[] };
    const plans: Plan[] = body.data!.plans.edges.map((e: { node: Plan }) => e.node);
    expect(plans.map((p) => p.slug)).toEqual(['free', 'starter', 'professional', 'enterprise']);
    const free = plans[0]!;
    expect(free.limits).toContainEqual({ name: 'max_projects', value: 1 });
    expect(free.features).toContainEqual({ name: 'rag', enabled: false });
    expect(plans[3]!.features).toContainEqual({ name: 'api-access', enabled: true });
    expect(plans[3]!.limits).toContainEqual({ name: 'daily_ai_calls', value: -1 });
  });

  it('refetches a plan by its global id', async () => {
    const { body } = await graphql(api.url, PLANS);
    const id = body.data!.plans.edges[1].node.id as string;
    expect(Buffer.from(id, 'base64').toString()).toBe('SubscriptionPlan:starter');
    const node = await graphql(api.url, 'query($id: ID!) { node(id: $id) { id ... on SubscriptionPlan { name } } }', { id });
    expect(node.body.data).toEqual({ node: { id, name: 'Starter' } });
  });
});

describe('graphql-ws on the same port', () => {
  it('runs operations over the socket', async () => {
    const client = createClient({ url: api.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, retryAttempts: 0 });
    try {
      const result = await new Promise<unknown>((resolve, reject) => {
        let value: unknown;
        client.subscribe({ query: '{ plans(first: 1) { edges { node { slug } } } }' }, {
          next: (data) => (value = data),
          error: reject,
          complete: () => resolve(value),
        });
      });
      expect(result).toEqual({ data: { plans: { edges: [{ node: { slug: 'free' } }] } } });
    } finally {
      await client.dispose();
    }
  });

  it('refuses a socket opened by a page of another origin', async () => {
    const socket = new WebSocket(api.url.replace('http', 'ws') + '/graphql', 'graphql-transport-ws', {
      headers: { origin: 'https://evil.example' },
    });
    const outcome = await new Promise<string>((resolve) => {
      socket.on('unexpected-response', (_req, res) => resolve(`status ${res.statusCode}`));
      socket.on('open', () => resolve('open'));
      socket.on('error', (error) => resolve(error.message));
    });
    expect(outcome).toMatch(/403/);
  });
});
