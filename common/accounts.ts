// Account rules and the German texts of spec part 1 §5 and §8 that the server sends and the account
// forms check the same way before sending; written where the spec is silent.

export const MIN_PASSWORD_LENGTH = 8;

/** The profile's fields and their longest values (a German postal code has five digits; ten leave room for others). */
export const PROFILE_MAX_LENGTH = { firstName: 100, lastName: 100, company: 200, street: 200, postalCode: 10, city: 100, ustId: 20 } as const;

/** The name a user gives an authenticator device. */
export const TOTP_FRIENDLY_NAME_MAX_LENGTH = 60;

/** An authenticator app's code: six digits ('Bitte geben Sie einen 6-stelligen Code ein'). */
export const TOTP_DIGITS = 6;
export const isTotpCode = (value: string) => value.length === TOTP_DIGITS && /^\d+$/.test(value);

export const AUTH_TEXT = {
  invalidCredentials: 'Anmeldedaten ungültig. Bitte überprüfen Sie E-Mail und Passwort.',
  emailNotConfirmed: 'E-Mail nicht bestätigt. Bitte prüfen Sie Ihr E-Mail-Postfach und klicken Sie auf den Bestätigungslink.',
  notApproved: 'Ihre E-Mail-Adresse ist noch nicht für die Anmeldung genehmigt. Bitte tragen Sie sich in die Warteliste ein.',
  signInFailedTitle: 'Anmeldung fehlgeschlagen',
  signUpFailedTitle: 'Registrierung fehlgeschlagen',
  passwordTooShort: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
  passwordsDiffer: 'Die Passwörter stimmen nicht überein.',
  resetPasswordsDiffer: 'Bitte stellen Sie sicher, dass beide Passwörter identisch sind.',
  emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
  passwordRequired: 'Bitte geben Sie Ihr Passwort ein.',
  resendEmailRequired: 'E-Mail-Adresse erforderlich',
  resendRateLimited: 'Sie können die Bestätigungs-E-Mail nur einmal pro Stunde erneut anfordern.',
  resetEmailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein, um das Passwort zurückzusetzen.',
  resetRateLimited: 'Rate limit exceeded',
  invalidLink: 'Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen Link an.',
  codeFormat: 'Bitte geben Sie einen 6-stelligen Code ein',
  invalidLoginCode: 'Ungültiger Code. Bitte überprüfen Sie Ihre Authenticator-App.',
  noVerifiedFactors: 'Keine verifizierten Authentifizierungsfaktoren gefunden. Bitte wenden Sie sich an den Support.',
  invalidActivationCode: 'Ungültiger Bestätigungscode. Bitte versuchen Sie es erneut.',
  notSignedIn: 'Bitte melden Sie sich an.',
  notSignedInTitle: 'Nicht angemeldet',
  accessDenied: 'Zugriff verweigert. Kontaktieren Sie den Projektadministrator.',
  currentPasswordWrong: 'Das aktuelle Passwort ist nicht korrekt.',
  tooManyAttemptsTitle: 'Zu viele Versuche',
  nameRequired: 'Bitte geben Sie Vor- und Nachnamen ein.',
  friendlyNameRequired: 'Bitte geben Sie einen Namen für das Gerät ein.',
  fieldTooLong: (label: string, max: number) => `${label} darf höchstens ${max.toLocaleString('de-DE')} Zeichen lang sein.`,
} as const;

/** 'Bitte warten Sie 15 Minuten …', rounded up to whole minutes. */
export const tooManyAttempts = (retryAfterSeconds: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Zu viele fehlgeschlagene Versuche. Bitte warten Sie ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} und versuchen Sie es erneut.`;
};

/** A user's name as protocols and pages show it; 'N/A' is the spec's stand-in for a last name never given. */
export function personName(user: { email: string; profile?: { firstName: string; lastName: string } | null }): string {
  return [user.profile?.firstName, user.profile?.lastName].filter((n) => n && n !== 'N/A').join(' ') || user.email;
}
