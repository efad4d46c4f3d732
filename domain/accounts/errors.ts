import { UserError } from '../errors';
import { AUTH_TEXT, tooManyAttempts } from '../../common/accounts';

export class InvalidCredentialsError extends UserError {
  constructor(message: string = AUTH_TEXT.invalidCredentials) {
    super(AUTH_TEXT.signInFailedTitle, message);
  }
}
export class EmailNotConfirmedError extends UserError {
  constructor() {
    super(AUTH_TEXT.signInFailedTitle, AUTH_TEXT.emailNotConfirmed);
  }
}
export class NotApprovedError extends UserError {
  constructor() {
    super('Registrierung nicht möglich', AUTH_TEXT.notApproved);
  }
}
export class TooManyAttemptsError extends UserError {
  constructor(readonly retryAfterSeconds: number) {
    super(AUTH_TEXT.tooManyAttemptsTitle, tooManyAttempts(retryAfterSeconds));
  }
}
export class RateLimitedError extends UserError {
  constructor(message: string) {
    super(AUTH_TEXT.tooManyAttemptsTitle, message);
  }
}
export class InvalidLinkError extends UserError {
  constructor() {
    super('Link ungültig', AUTH_TEXT.invalidLink);
  }
}
export class InvalidCodeError extends UserError {
  constructor(message: string) {
    super('Code ungültig', message);
  }
}
export class NotSignedInError extends UserError {
  constructor() {
    super(AUTH_TEXT.notSignedInTitle, AUTH_TEXT.notSignedIn);
  }
}
export class AccessDeniedError extends UserError {
  constructor() {
    super('Zugriff verweigert', AUTH_TEXT.accessDenied);
  }
}
export class TotpFactorNotFoundError extends UserError {
  constructor() {
    super('Nicht gefunden', 'Dieser Authentifizierungsfaktor wurde nicht gefunden.');
  }
}
