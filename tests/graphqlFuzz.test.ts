// Random input for every argument the API takes, generated from the schema: text with control
// characters, lone surrogates and very long values, malformed ids and cursors, out-of-range numbers
// and values of the wrong type, sent anonymously and signed in. No answer may be a server error,
// show the server's insides, or be an unexpected error; a new operation is fuzzed as soon as it exists.
import { isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType, type GraphQLField, type GraphQLInputType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_TEXT } from '../server/graphql';
import { schema } from '../schema';
import { startTestApi, type TestApi } from './support/api';
import type { BrowserSession } from './support/browserSession';
import { callableFields, operationFor } from './support/schemaOperations';
import { signedInUser } from './support/users';

/** mulberry32: the same sequence for the same seed, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const ROUNDS = 6;
const next = random(SEED);
const pick = <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
const b64 = (text: string) => Buffer.from(text).toString('base64');

const strings: ((depth: number) => string)[] = [
  () => 'Bau\u0000stelle',
  () => 'Bau\uD800stelle',
  () => '\uDC00',
  () => 'Zeile\u0007\u001b[31m\u0085',
  () => 'Zeile eins\nZeile zwei\tTab',
  (depth: number) => 'x'.repeat(1 + Math.floor(next() * (depth > 1 ? 2_000 : 30_000))),
  () => '',
  () => ' ',
  () => "'; DROP TABLE projects; --",
  () => '<img src=x onerror=alert(1)>',
  () => '%00%E0%A4%A',
  () => 'Überprüfung ß 🏗️ Ä',
  () => '00000000-0000-0000-0000-000000000000',
  () => '2026-02-30',
  () => 'a@b',
  () => String(next()),
];
const ids = [
  () => 'x',
  () => b64('Project:zzz'),
  () => b64('Project:00000000-0000-0000-0000-000000000000'),
  () => b64('NoSuchType:1'),
  () => b64(`TotpFactor:${'9'.repeat(5_000)}`),
  () => b64('GPC:S:zzz'),
  () => b64('SubscriptionPlan:free\u0000'),
  () => '!!!',
];
const ints = [0, -1, 1, 2_147_483_647, -2_147_483_648, 100, 101, 1_000_000];
const floats = [0, -1, 1e308, -1e308, 2.5, 5 * 1024 ** 3];

/** A value of the wrong type for a variable: the server must refuse it as the client's error. */
const wrongType = () => pick([42, true, { a: 1 }, [1, 2], 'text', 1.5]);

function valueFor(type: GraphQLInputType, depth = 0): unknown {
  if (isNonNullType(type)) return valueFor(type.ofType, depth);
  if (next() < 0.04) return wrongType();
  if (isListType(type)) {
    const length = next() < 0.15 ? 150 : Math.floor(next() * 4);
    return Array.from({ length }, () => valueFor(type.ofType, depth + 1));
  }
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type) || next() < 0.6) value[field.name] = depth > 4 ? null : valueFor(field.type, depth + 1);
    }
    return value;
  }
  if (isEnumType(type)) return pick(type.getValues()).name;
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        return pick(ids)();
      case 'Int':
        return pick(ints);
      case 'Float':
        return pick(floats);
      case 'Boolean':
        return next() < 0.5;
      default:
        return pick(strings)(depth);
    }
  }
  return null;
}

interface Target {
  name: string;
  kind: 'query' | 'mutation';
  path: string[];
  field: GraphQLField<unknown, unknown>;
}

/** Every query and mutation field that takes arguments: the roots' and the viewer's. */
function targets(): Target[] {
  return callableFields(schema).flatMap(({ kind, around, field }) =>
    kind !== 'subscription' && field.args.length > 0 ? [{ name: [...around, field.name].join('.'), kind, path: around, field }] : [],
  );
}

const INSIDES = /\bat .+:\d+:\d+|"stack"|node_modules|\.ts:\d+|prisma|postgres|invocation/i;

let api: TestApi;
let user: BrowserSession;
const logLines: string[] = [];
beforeAll(async () => {
  api = await startTestApi({}, { worker: false, logLines });
  user = (await signedInUser(api.url, api.database.db, 'fuzz@bau.de')).browser;
});
afterAll(async () => {
  await api?.close();
});

describe(`GraphQL inputs fuzzed from the schema (seed ${SEED})`, () => {
  const all = targets();

  it('covers every operation that takes arguments', () => {
    expect(all.length).toBeGreaterThanOrEqual(30);
    expect(all.map((t) => t.name)).toEqual(expect.arrayContaining(['nodes', 'createProject', 'viewer.projects', 'assignSpeakers']));
  });

  it.each(all.map((t) => [t.name, t] as const))('%s answers every random input without a server error or a look inside', async (_name, target) => {
    for (let round = 0; round < ROUNDS; round++) {
      const query = operationFor(target.kind, target.path, target.field);
      const variables = Object.fromEntries(target.field.args.map((arg) => [arg.name, valueFor(arg.type)]));
      for (const cookie of [undefined, user.cookie]) {
        const response = await fetch(`${api.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', ...(cookie ? { cookie } : {}) },
          body: JSON.stringify({ query, variables }),
        });
        const text = await response.text();
        const replay = `${query}\n${JSON.stringify(variables).slice(0, 500)}`;
        expect(response.status, replay).toBeLessThan(500);
        expect(text, replay).not.toMatch(INSIDES);
        expect(text, replay).not.toContain(GRAPHQL_TEXT.unexpected);
      }
    }
  });

  it('logged no unexpected error while it ran', () => {
    expect(logLines.filter((line) => line.includes('unexpected error'))).toEqual([]);
  });
});
