import { builder } from './builder';
import { UserError, ValidationError, type FieldProblem } from '../domain/errors';

export const ErrorInterface = builder.interfaceRef<UserError>('Error').implement({
  description: 'An error meant for the user: German title and message.',
  fields: (t) => ({
    title: t.exposeString('title'),
    message: t.exposeString('message'),
  }),
});

const FieldProblemRef = builder.objectRef<FieldProblem>('FieldProblem').implement({
  fields: (t) => ({
    field: t.exposeString('field', { description: 'Input field name, e.g. email' }),
    message: t.exposeString('message'),
  }),
});

builder.objectType(ValidationError, {
  name: 'ValidationError',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    fields: t.field({ type: [FieldProblemRef], resolve: (error) => error.fields }),
  }),
});
