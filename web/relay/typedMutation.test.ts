import { readFileSync } from 'node:fs';
import { buildSchema, isInterfaceType } from 'graphql';
import { Environment, Network, RecordSource, Store, type GraphQLResponse } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import ForgotPasswordDialogMutation from '../pages/auth/__generated__/ForgotPasswordDialogMutation.graphql';
import type { ForgotPasswordDialogMutation as Mutation } from '../pages/auth/__generated__/ForgotPasswordDialogMutation.graphql';
import { commitTypedMutation, ERROR_TYPENAMES, fieldMessage } from './typedMutation';

// Vitest runs without the Relay Babel transform: the one graphql tag of typedMutation.ts gets the
// artifact the transform would put there.
vi.mock('react-relay', async (importOriginal) => {
  const { default: errorFragment } = await import('./__generated__/typedMutation_error.graphql');
  return { ...(await importOriginal<typeof import('react-relay')>()), graphql: () => errorFragment };
});

/** An environment whose network answers every request with `answer` (or fails with it). */
function environmentAnswering(answer: () => Promise<GraphQLResponse>) {
  return new Environment({ network: Network.create(answer), store: new Store(new RecordSource()) });
}

const requestReset = (answer: () => Promise<GraphQLResponse>) =>
  commitTypedMutation<Mutation>(environmentAnswering(answer), ForgotPasswordDialogMutation, { input: { email: 'anna@bau.de' } });

const answering = (requestPasswordReset: object) => () => Promise.resolve({ data: { requestPasswordReset } });

/** A refusal as the server sends it: the fragment's `__isError: __typename` tells Relay the type implements Error. */
const refusal = (error: { __typename: string; title: string; message: string; fields?: object[] }) =>
  answering({ ...error, __isError: error.__typename });

describe('ERROR_TYPENAMES', () => {
  it('names every type of the schema that implements Error', () => {
    const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
    const error = schema.getType('Error');
    if (!isInterfaceType(error)) throw new Error('the schema has no Error interface');
    const implementations = schema.getImplementations(error).objects.map((type) => type.name);
    expect([...ERROR_TYPENAMES].sort()).toEqual(implementations.sort());
  });
});

describe('commitTypedMutation', () => {
  it('resolves with the success data', async () => {
    const outcome = await requestReset(answering({ __typename: 'MutationRequestPasswordResetSuccess', data: { ok: true } }));
    expect(outcome).toEqual({ data: { ok: true }, error: null });
  });

  it('resolves with a ValidationError and its field problems', async () => {
    const outcome = await requestReset(
      refusal({
        __typename: 'ValidationError',
        title: 'Ungültige Eingabe',
        message: 'Bitte prüfen Sie die E-Mail-Adresse.',
        fields: [{ field: 'email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' }],
      }),
    );
    expect(outcome).toEqual({
      data: null,
      error: {
        __typename: 'ValidationError',
        title: 'Ungültige Eingabe',
        message: 'Bitte prüfen Sie die E-Mail-Adresse.',
        fields: [{ field: 'email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' }],
      },
    });
    expect(outcome.error && fieldMessage(outcome.error)).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
  });

  it('resolves with any other error, without field problems', async () => {
    const outcome = await requestReset(refusal({ __typename: 'RateLimitedError', title: 'Zu viele Anfragen', message: 'Bitte warten Sie.' }));
    expect(outcome).toEqual({ data: null, error: { __typename: 'RateLimitedError', title: 'Zu viele Anfragen', message: 'Bitte warten Sie.', fields: [] } });
    expect(outcome.error && fieldMessage(outcome.error)).toBe('Bitte warten Sie.');
  });

  it('rejects without an answer to use', async () => {
    await expect(requestReset(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    await expect(requestReset(() => Promise.resolve({ errors: [{ message: 'Unexpected error.' }] }))).rejects.toThrow();
    await expect(requestReset(answering({ __typename: 'MutationRequestPasswordResetQueued' }))).rejects.toThrow('neither its success nor an error');
  });
});
