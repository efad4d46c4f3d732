import * as accountErrors from '../domain/accounts/errors';
import { builder } from './builder';
import { ErrorInterface } from './errors';

// Every error of the accounts domain is a GraphQL type of the same name.
const { TooManyAttemptsError, ...plainErrors } = accountErrors;

for (const [name, error] of Object.entries(plainErrors)) {
  builder.objectType(error, { name, interfaces: [ErrorInterface] });
}

builder.objectType(TooManyAttemptsError, {
  name: 'TooManyAttemptsError',
  interfaces: [ErrorInterface],
  fields: (t) => ({ retryAfterSeconds: t.exposeInt('retryAfterSeconds') }),
});
