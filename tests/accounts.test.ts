import { describe, expect, it } from 'vitest';
import { SYSTEM } from '../domain/access/actor';
import { makeAdmin } from '../domain/accounts/admin';
import { approveWaitlistEntry } from '../domain/waitlist/approveWaitlistEntry';
import { base32Decode, totpCode, totpStep } from '../domain/accounts/totp';
import { useTestApi } from './support/api';
import { browserSession, type BrowserSession } from './support/browserSession';
import { recipientOf } from './support/smtp';

const RESULT = '__typename ... on Error { title message }';
const VIEWER = 'viewer { email aal nextAal isAdmin accountType adminLevel profile { firstName lastName } }';
const Q = {
  signUp: `mutation($input: SignUpInput!) { signUp(input: $input) { ${RESULT} ... on MutationSignUpSuccess { data { email } } } }`,
  signIn: `mutation($input: SignInInput!) { signIn(input: $input) { ${RESULT} ... on TooManyAttemptsError { retryAfterSeconds } ... on MutationSignInSuccess { data { ${VIEWER} } } } }`,
  viewer: `query { ${VIEWER} }`,
  signOut: 'mutation { signOut { __typename } }',
  signOutEverywhere: `mutation { signOutEverywhere { ${RESULT} } }`,
  resend: `mutation($email: String!) { resendConfirmation(input: { email: $email }) { ${RESULT} } }`,
  requestReset: `mutation($email: String!) { requestPasswordReset(input: { email: $email }) { ${RESULT} } }`,
  reset: `mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { ${RESULT} } }`,
  changePassword: `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { ${RESULT} } }`,
  updateProfile: `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { ${RESULT} ... on MutationUpdateProfileSuccess { data { viewer { profile { firstName lastName company city } } } } } }`,
  enroll: `mutation($name: String!) { enrollTotp(input: { friendlyName: $name }) { ${RESULT} ... on MutationEnrollTotpSuccess { data { factorId secret otpauthUri qrCodeSvg } } } }`,
  activate: `mutation($factorId: ID!, $code: String!) { activateTotp(input: { factorId: $factorId, code: $code }) { ${RESULT} ... on MutationActivateTotpSuccess { data { recoveryCodes factor { id friendlyName } viewer { aal nextAal } } } } }`,
  verify: `mutation($code: String!) { verifySecondFactor(input: { code: $code }) { ${RESULT} ... on MutationVerifySecondFactorSuccess { data { viewer { aal nextAal } } } } }`,
  unenroll: `mutation($factorId: ID!) { unenrollTotp(input: { factorId: $factorId }) { ${RESULT} ... on MutationUnenrollTotpSuccess { data { viewer { nextAal totpFactors { id } } } } } }`,
  approve: `mutation($email: String!) { approveWaitlistSignup(input: { email: $email }) { ${RESULT} ... on MutationApproveWaitlistSignupSuccess { data { ok } } } }`,
};

const api = useTestApi();

const PASSWORD = 'Baustelle-2026!';
// Responses are checked by assertions; their shapes are the queries above.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const data = (response: { body: { data?: Record<string, any> } }) => Object.values(response.body.data!)[0];

async function onWaitlist(email: string, approved = true) {
  await api.database.db.waitlistSignup.create({
    data: { email, emailKey: email.toLowerCase(), firstName: 'Test', lastName: 'Person', source: 'LANDING_HERO' },
  });
  if (approved) await approveWaitlistEntry(api.database, SYSTEM, email);
}

const mailsTo = (email: string) => api.smtp.messages.filter((m) => recipientOf(m).includes(email.toLowerCase()));
const linkIn = async (email: string, subject: string) => {
  const mail = await api.smtp.waitFor((m) => recipientOf(m).includes(email.toLowerCase()) && m.subject === subject);
  return /https?:\/\/\S+/.exec(mail.text ?? '')![0];
};

/** Registered, confirmed and signed in: a browser with a session. */
async function signedInUser(email: string): Promise<BrowserSession> {
  await onWaitlist(email);
  const browser = browserSession(api.url);
  await browser.gql(Q.signUp, { input: { email, password: PASSWORD, passwordConfirmation: PASSWORD } });
  const link = await linkIn(email, 'Bitte bestätigen Sie Ihre E-Mail-Adresse – Baustellen-Protokolle');
  await fetch(link.replace(api.config.publicUrl, api.url), { redirect: 'manual' });
  const signIn = data(await browser.gql(Q.signIn, { input: { email, password: PASSWORD } }));
  expect(signIn.__typename).toBe('MutationSignInSuccess');
  return browser;
}

const codeFor = (secret: string, offsetSteps = 0) => totpCode(base32Decode(secret), totpStep(Date.now()) + offsetSteps);

describe('registration', () => {
  it('refuses an address that is not approved on the waitlist', async () => {
    await onWaitlist('wartend@bau.de', false);
    for (const email of ['wartend@bau.de', 'unbekannt@bau.de']) {
      const result = data(await browserSession(api.url).gql(Q.signUp, { input: { email, password: PASSWORD, passwordConfirmation: PASSWORD } }));
      expect(result).toMatchObject({
        __typename: 'NotApprovedError',
        message: 'Ihre E-Mail-Adresse ist noch nicht für die Anmeldung genehmigt. Bitte tragen Sie sich in die Warteliste ein.',
      });
    }
    expect(await api.database.db.user.count({ where: { emailKey: { in: ['wartend@bau.de', 'unbekannt@bau.de'] } } })).toBe(0);
  });

  it.each([
    ['a short password', 'kurz', 'kurz', 'Das Passwort muss mindestens 8 Zeichen lang sein.'],
    ['different passwords', PASSWORD, `${PASSWORD}x`, 'Die Passwörter stimmen nicht überein.'],
  ])('refuses %s in German', async (_case, password, passwordConfirmation, message) => {
    await onWaitlist(`regel-${password.length}-${passwordConfirmation.length}@bau.de`);
    const result = data(
      await browserSession(api.url).gql(Q.signUp, { input: { email: `regel-${password.length}-${passwordConfirmation.length}@bau.de`, password, passwordConfirmation } }),
    );
    expect(result).toMatchObject({ __typename: 'ValidationError', message });
  });

  it('registers an approved address, confirms it by the mailed link once, then signs in', async () => {
    const email = 'Anna.Becker@Hochbau.de';
    await onWaitlist(email);
    const browser = browserSession(api.url);
    expect(data(await browser.gql(Q.signUp, { input: { email, password: PASSWORD, passwordConfirmation: PASSWORD } }))).toEqual({
      __typename: 'MutationSignUpSuccess',
      data: { email },
    });
    const user = await api.database.db.user.findUniqueOrThrow({ where: { emailKey: email.toLowerCase() }, include: { profile: true } });
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user.profile).toMatchObject({ firstName: 'Anna.Becker', lastName: 'N/A' });

    expect(data(await browser.gql(Q.signIn, { input: { email, password: PASSWORD } }))).toMatchObject({
      __typename: 'EmailNotConfirmedError',
      message: 'E-Mail nicht bestätigt. Bitte prüfen Sie Ihr E-Mail-Postfach und klicken Sie auf den Bestätigungslink.',
    });
    expect(browser.cookie).toBeUndefined();

    const link = await linkIn(email, 'Bitte bestätigen Sie Ihre E-Mail-Adresse – Baustellen-Protokolle');
    const confirmed = await fetch(link.replace(api.config.publicUrl, api.url), { redirect: 'manual' });
    expect([confirmed.status, confirmed.headers.get('location')]).toEqual([303, '/']);
    const again = await fetch(link.replace(api.config.publicUrl, api.url), { redirect: 'manual' });
    expect(again.headers.get('location')).toBe('/auth?mode=signin');

    const response = await browser.gql(Q.signIn, { input: { email: email.toUpperCase(), password: PASSWORD } });
    expect(response.headers.get('set-cookie')).toMatch(/^bp_session=[\w-]{43}; Path=\/; HttpOnly; Secure; SameSite=Lax; Max-Age=2592000$/);
    expect(data(response).data.viewer).toMatchObject({ email, aal: 'AAL1', nextAal: 'AAL1', isAdmin: false, adminLevel: 'none' });
    expect(data(await browser.gql(Q.viewer))).toMatchObject({ email });
  });

  it('answers a second registration of an existing account like a first one, and tells the owner by mail', async () => {
    const email = 'doppelt-registriert@bau.de';
    await signedInUser(email);
    const result = data(await browserSession(api.url).gql(Q.signUp, { input: { email, password: 'AnderesPasswort1', passwordConfirmation: 'AnderesPasswort1' } }));
    expect(result).toEqual({ __typename: 'MutationSignUpSuccess', data: { email } });
    await api.smtp.waitFor((m) => recipientOf(m).includes(email) && m.subject === 'Registrierungsversuch für Ihr Konto – Baustellen-Protokolle');
  });
});

describe('sign-in and sessions', () => {
  it('gives the same answer for a wrong password and an unknown address', async () => {
    await signedInUser('falsch@bau.de');
    for (const input of [{ email: 'falsch@bau.de', password: 'falsches-passwort' }, { email: 'niemand@bau.de', password: PASSWORD }]) {
      expect(data(await browserSession(api.url).gql(Q.signIn, { input }))).toMatchObject({
        __typename: 'InvalidCredentialsError',
        title: 'Anmeldung fehlgeschlagen',
        message: 'Anmeldedaten ungültig. Bitte überprüfen Sie E-Mail und Passwort.',
      });
    }
  });

  it('blocks an account after repeated failures, even for the right password, and says for how long', async () => {
    const email = 'gesperrt@bau.de';
    await signedInUser(email);
    // Nine failures already counted in this window; the tenth blocks (the slowdown is unit-tested).
    await api.database.db.authThrottle.create({ data: { key: `sign_in:account:${email}`, failures: 9 } });
    await browserSession(api.url).gql(Q.signIn, { input: { email, password: 'falsch-falsch' } });
    const blocked = data(await browserSession(api.url).gql(Q.signIn, { input: { email, password: PASSWORD } }));
    expect(blocked).toMatchObject({
      __typename: 'TooManyAttemptsError',
      message: 'Zu viele fehlgeschlagene Versuche. Bitte warten Sie 15 Minuten und versuchen Sie es erneut.',
    });
    expect(blocked.retryAfterSeconds).toBeGreaterThan(890);
  });

  it('ends the session on sign-out, and every session on sign-out everywhere', async () => {
    const first = await signedInUser('abmelden@bau.de');
    const second = browserSession(api.url);
    await second.gql(Q.signIn, { input: { email: 'abmelden@bau.de', password: PASSWORD } });
    const stolenCookie = first.cookie!;
    await first.gql(Q.signOut);
    expect(first.cookie).toBeUndefined();
    expect((await browserSession(api.url).gql(Q.viewer, undefined)).body.data).toEqual({ viewer: null });
    const replay = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', cookie: stolenCookie },
      body: JSON.stringify({ query: Q.viewer }),
    });
    expect(((await replay.json()) as { data: unknown }).data).toEqual({ viewer: null });
    expect(data(await second.gql(Q.viewer))).not.toBeNull();

    const third = browserSession(api.url);
    await third.gql(Q.signIn, { input: { email: 'abmelden@bau.de', password: PASSWORD } });
    expect(data(await second.gql(Q.signOutEverywhere)).__typename).toBe('MutationSignOutEverywhereSuccess');
    expect(data(await third.gql(Q.viewer))).toBeNull();
  });
});

describe('confirmation resend and password reset', () => {
  it('resends the confirmation once per hour, with the same answer for unknown addresses', async () => {
    const email = 'nochmal@bau.de';
    await onWaitlist(email);
    await browserSession(api.url).gql(Q.signUp, { input: { email, password: PASSWORD, passwordConfirmation: PASSWORD } });
    const browser = browserSession(api.url);
    expect(data(await browser.gql(Q.resend, { email: '  ' }))).toMatchObject({ __typename: 'ValidationError', message: 'E-Mail-Adresse erforderlich' });
    expect(data(await browser.gql(Q.resend, { email })).__typename).toBe('MutationResendConfirmationSuccess');
    expect(data(await browser.gql(Q.resend, { email: email.toUpperCase() }))).toMatchObject({
      __typename: 'RateLimitedError',
      message: 'Sie können die Bestätigungs-E-Mail nur einmal pro Stunde erneut anfordern.',
    });
    expect(data(await browser.gql(Q.resend, { email: 'gibtsnicht@bau.de' })).__typename).toBe('MutationResendConfirmationSuccess');
    await api.smtp.waitFor(() => mailsTo(email).length === 2);
  });

  it('resets a password through the mailed link once, ending all sessions', async () => {
    const email = 'vergessen@bau.de';
    const oldSession = await signedInUser(email);
    const browser = browserSession(api.url);
    expect(data(await browser.gql(Q.requestReset, { email: '' }))).toMatchObject({
      message: 'Bitte geben Sie Ihre E-Mail-Adresse ein, um das Passwort zurückzusetzen.',
    });
    expect(data(await browser.gql(Q.requestReset, { email })).__typename).toBe('MutationRequestPasswordResetSuccess');
    expect(data(await browser.gql(Q.requestReset, { email }))).toMatchObject({ __typename: 'RateLimitedError', message: 'Rate limit exceeded' });
    expect(data(await browser.gql(Q.requestReset, { email: 'gibtsnicht@bau.de' })).__typename).toBe('MutationRequestPasswordResetSuccess');

    const link = new URL(await linkIn(email, 'Neues Passwort festlegen – Baustellen-Protokolle'));
    expect(link.pathname).toBe('/reset-password');
    const hash = new URLSearchParams(link.hash.slice(1));
    expect(hash.get('type')).toBe('recovery');
    const input = { accessToken: hash.get('access_token'), refreshToken: hash.get('refresh_token'), password: 'NeuesPasswort-1', passwordConfirmation: 'NeuesPasswort-1' };

    expect(data(await browser.gql(Q.reset, { input: { ...input, passwordConfirmation: 'anders-anders' } }))).toMatchObject({
      message: 'Bitte stellen Sie sicher, dass beide Passwörter identisch sind.',
    });
    expect(data(await browser.gql(Q.reset, { input: { ...input, refreshToken: 'x'.repeat(43) } }))).toMatchObject({
      __typename: 'InvalidLinkError',
      message: 'Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen Link an.',
    });
    expect(data(await browser.gql(Q.reset, { input })).__typename).toBe('MutationResetPasswordSuccess');
    expect(data(await browser.gql(Q.reset, { input })).__typename).toBe('InvalidLinkError');
    expect(data(await oldSession.gql(Q.viewer))).toBeNull();
    expect(data(await browser.gql(Q.signIn, { input: { email, password: PASSWORD } })).__typename).toBe('InvalidCredentialsError');
    expect(data(await browser.gql(Q.signIn, { input: { email, password: 'NeuesPasswort-1' } })).__typename).toBe('MutationSignInSuccess');
  });

  it('refuses an expired reset link', async () => {
    const email = 'abgelaufen@bau.de';
    await signedInUser(email);
    await browserSession(api.url).gql(Q.requestReset, { email });
    const hash = new URLSearchParams(new URL(await linkIn(email, 'Neues Passwort festlegen – Baustellen-Protokolle')).hash.slice(1));
    await api.database.db.emailToken.updateMany({ where: { purpose: 'RESET_PASSWORD', user: { emailKey: email } }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const result = data(
      await browserSession(api.url).gql(Q.reset, {
        input: { accessToken: hash.get('access_token'), refreshToken: hash.get('refresh_token'), password: 'NeuesPasswort-1', passwordConfirmation: 'NeuesPasswort-1' },
      }),
    );
    expect(result.__typename).toBe('InvalidLinkError');
  });
});

describe('settings', () => {
  it('updates the profile and changes the password with the current one, ending other sessions', async () => {
    const browser = await signedInUser('einstellungen@bau.de');
    const other = browserSession(api.url);
    await other.gql(Q.signIn, { input: { email: 'einstellungen@bau.de', password: PASSWORD } });
    const profile = data(await browser.gql(Q.updateProfile, { input: { firstName: ' Jörg ', lastName: 'Weber', company: 'Weber Bau GmbH', city: 'Köln', street: '' } }));
    expect(profile.data.viewer.profile).toEqual({ firstName: 'Jörg', lastName: 'Weber', company: 'Weber Bau GmbH', city: 'Köln' });

    const change = (currentPassword: string) =>
      browser.gql(Q.changePassword, { input: { currentPassword, password: 'Geaendert-2026', passwordConfirmation: 'Geaendert-2026' } });
    expect(data(await change('falsch-falsch'))).toMatchObject({ message: 'Das aktuelle Passwort ist nicht korrekt.' });
    expect(data(await change(PASSWORD)).__typename).toBe('MutationChangePasswordSuccess');
    expect(data(await browser.gql(Q.viewer))).not.toBeNull();
    expect(data(await other.gql(Q.viewer))).toBeNull();
  });

  it('refuses every settings operation without a session', async () => {
    const anonymous = browserSession(api.url);
    expect(data(await anonymous.gql(Q.updateProfile, { input: { firstName: 'A', lastName: 'B' } }))).toMatchObject({ __typename: 'NotSignedInError' });
    expect(data(await anonymous.gql(Q.enroll, { name: 'Handy' }))).toMatchObject({ __typename: 'NotSignedInError' });
    expect(data(await anonymous.gql(Q.signOutEverywhere))).toMatchObject({ __typename: 'NotSignedInError' });
  });
});

describe('two-factor authentication', () => {
  it('enrols a TOTP factor, then requires its code at sign-in, never accepting a code twice', async () => {
    const email = 'zweifaktor@bau.de';
    const browser = await signedInUser(email);
    const enrolment = data(await browser.gql(Q.enroll, { name: 'Diensthandy' })).data;
    expect(enrolment.otpauthUri).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.qrCodeSvg).toMatch(/^<svg /);

    expect(data(await browser.gql(Q.activate, { factorId: enrolment.factorId, code: '000000' }))).toMatchObject({
      __typename: 'InvalidCodeError',
      message: 'Ungültiger Bestätigungscode. Bitte versuchen Sie es erneut.',
    });
    const activationCode = codeFor(enrolment.secret);
    const activated = data(await browser.gql(Q.activate, { factorId: enrolment.factorId, code: activationCode })).data;
    expect(activated.recoveryCodes).toHaveLength(10);
    expect(activated.recoveryCodes[0]).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(activated.viewer).toEqual({ aal: 'AAL2', nextAal: 'AAL2' });

    const phone = browserSession(api.url);
    const signIn = data(await phone.gql(Q.signIn, { input: { email, password: PASSWORD } }));
    expect(signIn.data.viewer).toMatchObject({ aal: 'AAL1', nextAal: 'AAL2' });
    expect(data(await phone.gql(Q.updateProfile, { input: { firstName: 'A', lastName: 'B' } }))).toMatchObject({ __typename: 'NotSignedInError' });
    expect(data(await phone.gql(Q.verify, { code: '12345' }))).toMatchObject({ message: 'Bitte geben Sie einen 6-stelligen Code ein' });
    expect(data(await phone.gql(Q.verify, { code: activationCode }))).toMatchObject({
      __typename: 'InvalidCodeError',
      message: 'Ungültiger Code. Bitte überprüfen Sie Ihre Authenticator-App.',
    });
    const next = codeFor(enrolment.secret, 1);
    expect(data(await phone.gql(Q.verify, { code: next })).data.viewer).toEqual({ aal: 'AAL2', nextAal: 'AAL2' });
    expect(data(await phone.gql(Q.updateProfile, { input: { firstName: 'Zwei', lastName: 'Faktor' } })).__typename).toBe('MutationUpdateProfileSuccess');

    const laptop = browserSession(api.url);
    await laptop.gql(Q.signIn, { input: { email, password: PASSWORD } });
    expect(data(await laptop.gql(Q.verify, { code: next })).__typename).toBe('InvalidCodeError');
    expect(data(await laptop.gql(Q.verify, { code: activated.recoveryCodes[3] })).data.viewer.aal).toBe('AAL2');
    const tablet = browserSession(api.url);
    await tablet.gql(Q.signIn, { input: { email, password: PASSWORD } });
    expect(data(await tablet.gql(Q.verify, { code: activated.recoveryCodes[3] })).__typename).toBe('InvalidCodeError');

    const unenrolled = await browser.gql(Q.unenroll, { factorId: activated.factor.id });
    expect(unenrolled.body.errors).toBeUndefined();
    const removed = data(unenrolled).data.viewer;
    expect(removed).toEqual({ nextAal: 'AAL1', totpFactors: [] });
    expect(data(await tablet.gql(Q.verify, { code: '123456' }))).toMatchObject({
      __typename: 'InvalidCodeError',
      message: 'Keine verifizierten Authentifizierungsfaktoren gefunden. Bitte wenden Sie sich an den Support.',
    });
  });

  it('blocks the challenge after five wrong codes', async () => {
    const email = 'raten@bau.de';
    const browser = await signedInUser(email);
    const { factorId, secret } = data(await browser.gql(Q.enroll, { name: 'Handy' })).data;
    await browser.gql(Q.activate, { factorId, code: codeFor(secret) });
    const guesser = browserSession(api.url);
    await guesser.gql(Q.signIn, { input: { email, password: PASSWORD } });
    for (let i = 0; i < 5; i++) await guesser.gql(Q.verify, { code: String(100000 + i) });
    expect(data(await guesser.gql(Q.verify, { code: codeFor(secret, 1) })).__typename).toBe('TooManyAttemptsError');
  });

  it("never shows or removes another user's factor", async () => {
    const owner = await signedInUser('eigentuemer@bau.de');
    const { factorId, secret } = data(await owner.gql(Q.enroll, { name: 'Handy' })).data;
    const activated = data(await owner.gql(Q.activate, { factorId, code: codeFor(secret) })).data;
    const intruder = await signedInUser('eindringling@bau.de');
    const node = await intruder.gql('query($id: ID!) { node(id: $id) { id } }', { id: activated.factor.id });
    expect(node.body.data).toEqual({ node: null });
    await intruder.gql(Q.unenroll, { factorId: activated.factor.id });
    expect(await api.database.db.totpFactor.count({ where: { verifiedAt: { not: null }, user: { emailKey: 'eigentuemer@bau.de' } } })).toBe(1);
  });
});

describe('admin', () => {
  it('verifies admin sessions and refuses admin operations to others, recording both', async () => {
    await signedInUser('chef@bau.de');
    await makeAdmin(api.database.db, 'chef@bau.de');
    const admin = browserSession(api.url);
    const signIn = data(await admin.gql(Q.signIn, { input: { email: 'chef@bau.de', password: PASSWORD } }));
    expect(signIn.data.viewer).toMatchObject({ isAdmin: true, accountType: 'admin', adminLevel: 'full' });

    const user = await signedInUser('mitarbeiter@bau.de');
    await onWaitlist('neu-zugelassen@bau.de', false);
    expect(data(await user.gql(Q.approve, { email: 'neu-zugelassen@bau.de' }))).toMatchObject({
      __typename: 'AccessDeniedError',
      message: 'Zugriff verweigert. Kontaktieren Sie den Projektadministrator.',
    });
    expect(data(await admin.gql(Q.approve, { email: 'neu-zugelassen@bau.de' })).data).toEqual({ ok: true });

    await api.securityEvents.flush();
    const events = await api.database.db.securityEvent.findMany({ where: { type: { in: ['admin_session_verified', 'admin_access_denied'] } } });
    expect(events.map((e) => [e.type, e.severity])).toEqual(
      expect.arrayContaining([
        ['admin_session_verified', 'LOW'],
        ['admin_access_denied', 'HIGH'],
      ]),
    );
  });
});
