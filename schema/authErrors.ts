import {
  AccessDeniedError,
  EmailNotConfirmedError,
  InvalidCodeError,
  InvalidCredentialsError,
  InvalidLinkError,
  NotApprovedError,
  NotSignedInError,
  RateLimitedError,
  TooManyAttemptsError,
  TotpFactorNotFoundError,
} from '../domain/accounts/errors';
import { builder } from './builder';
import { ErrorInterface } from './errors';

for (const [error, name] of [
  [InvalidCredentialsError, 'InvalidCredentialsError'],
  [EmailNotConfirmedError, 'EmailNotConfirmedError'],
  [NotApprovedError, 'NotApprovedError'],
  [RateLimitedError, 'RateLimitedError'],
  [InvalidLinkError, 'InvalidLinkError'],
  [InvalidCodeError, 'InvalidCodeError'],
  [NotSignedInError, 'NotSignedInError'],
  [AccessDeniedError, 'AccessDeniedError'],
  [TotpFactorNotFoundError, 'TotpFactorNotFoundError'],
] as const) {
  builder.objectType(error, { name, interfaces: [ErrorInterface] });
}

builder.objectType(TooManyAttemptsError, {
  name: 'TooManyAttemptsError',
  interfaces: [ErrorInterface],
  fields: (t) => ({ retryAfterSeconds: t.exposeInt('retryAfterSeconds') }),
});
