import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM } from '../domain/access/actor';
import { approveWaitlistEntry } from '../domain/waitlist/approveWaitlistEntry';
import { base32Decode, totpCode, totpStep } from '../domain/accounts/totp';
import { startTestApi, type TestApi } from './support/api';
import { browserSession } from './support/browserSession';

const logLines: string[] = [];
let api: TestApi;
beforeAll(async () => {
  // Debug level and the outbox (no SMTP): the most the product ever logs.
  api = await startTestApi({ LOG_LEVEL: 'debug', SMTP_URL: '', NODE_ENV: 'production' }, { logLines });
});
afterAll(async () => {
  await api?.close();
});

describe('logs', () => {
  it('never contain a password, session token, mailed link token or second-factor code', async () => {
    const email = 'geheim@bau.de';
    const password = 'Sehr-Geheim-4711';
    await api.database.db.waitlistSignup.create({ data: { email, emailKey: email, firstName: 'G', lastName: 'H', source: 'AUTH' } });
    await approveWaitlistEntry(api.database, SYSTEM, email);
    const browser = browserSession(api.url);
    const gql = (query: string, variables: Record<string, unknown>) => browser.gql(query, variables);
    await gql('mutation($i: SignUpInput!) { signUp(input: $i) { __typename } }', { i: { email, password, passwordConfirmation: password } });
    await gql('mutation($i: SignInInput!) { signIn(input: $i) { __typename } }', { i: { email, password: 'falsch-falsch' } });
    await gql('mutation($i: EmailInput!) { requestPasswordReset(input: $i) { __typename } }', { i: { email } });

    const mails = await api.database.db.mailMessage.findMany({ where: { to: email } });
    await Promise.all(mails.map((m) => api.temporal.workflow.getHandle(`mail-${m.id}`).result()));
    const secrets = [password, ...mails.flatMap((m) => [...m.text.matchAll(/(?:token=|access_token=|refresh_token=)([\w-]+)/g)].map((x) => x[1]!))];
    expect(secrets.length).toBeGreaterThanOrEqual(4);

    const confirm = mails.find((m) => m.template === 'confirm-email')!.text.match(/https?:\/\/\S+/)![0];
    await fetch(confirm.replace(api.config.publicUrl, api.url), { redirect: 'manual' });
    await gql('mutation($i: SignInInput!) { signIn(input: $i) { __typename } }', { i: { email, password } });
    secrets.push(browser.cookie!.split('=')[1]!);
    const enrolment = await gql('mutation { enrollTotp(input: { friendlyName: "Handy" }) { ... on MutationEnrollTotpSuccess { data { factorId secret } } } }', {});
    type Enrolment = { enrollTotp: { data: { factorId: string; secret: string } } };
    const { factorId, secret } = (enrolment.body.data as Enrolment).enrollTotp.data;
    const code = totpCode(base32Decode(secret), totpStep(Date.now()));
    const activation = await gql('mutation($f: ID!, $c: String!) { activateTotp(input: { factorId: $f, code: $c }) { ... on MutationActivateTotpSuccess { data { recoveryCodes } } } }', { f: factorId, c: code });
    type Activation = { activateTotp: { data: { recoveryCodes: string[] } } };
    secrets.push(secret, code, ...(activation.body.data as Activation).activateTotp.data.recoveryCodes);

    expect(logLines.length).toBeGreaterThan(10);
    const log = logLines.join('\n');
    for (const value of secrets) expect(log).not.toContain(value);
  });
});
