import { describe, expect, it } from 'vitest';
import { sendMailWorkflow } from '../domain/mail/mailWorkflow';
import { graphql, useTestApi } from './support/api';
import { recipientOf } from './support/smtp';

const JOIN = /* GraphQL */ `
  mutation Join($input: JoinWaitlistInput!) {
    joinWaitlist(input: $input) {
      __typename
      ... on MutationJoinWaitlistSuccess { data { email } }
      ... on Error { title message }
      ... on ValidationError { fields { field message } }
    }
  }
`;

const input = (overrides: Record<string, unknown> = {}) => ({
  email: 'anna.becker@hochbau-becker.de',
  firstName: 'Anna',
  lastName: 'Becker',
  company: 'Hochbau Becker GmbH',
  notes: 'Wir haben jede Woche zwei Baubesprechungen.',
  source: 'LANDING_HERO',
  ...overrides,
});

const api = useTestApi();

const join = async (overrides: Record<string, unknown>) =>
  (await graphql(api.url, JOIN, { input: input(overrides) })).body.data!.joinWaitlist;

describe('joinWaitlist', () => {
  it('stores the entry trimmed, with null for empty optional fields, status waiting and its source', async () => {
    const result = await join({ email: '  Polier.Schmidt@Tiefbau.de ', firstName: ' Jörg ', lastName: 'Schmidt', company: '  ', notes: '', source: 'LANDING_HEADER' });
    expect(result).toEqual({ __typename: 'MutationJoinWaitlistSuccess', data: { email: 'Polier.Schmidt@Tiefbau.de' } });
    const row = await api.database.db.waitlistSignup.findUniqueOrThrow({ where: { emailKey: 'polier.schmidt@tiefbau.de' } });
    expect(row).toMatchObject({
      email: 'Polier.Schmidt@Tiefbau.de',
      firstName: 'Jörg',
      lastName: 'Schmidt',
      company: null,
      notes: null,
      source: 'LANDING_HEADER',
      status: 'WAITING',
    });
  });

  it('sends a German acknowledgement mail through the mail workflow to SMTP', async () => {
    await join({ email: 'bauleitung@ingenieure-nord.de', firstName: 'Lena' });
    const mail = await api.smtp.waitFor((m) => recipientOf(m).includes('bauleitung@ingenieure-nord.de'));
    expect(mail.subject).toBe('Du stehst auf der Warteliste – Baustellen-Protokolle');
    expect(mail.text).toContain('Hallo Lena,');
    expect(mail.text).toContain('Wir melden uns, sobald wir dich freigeschaltet haben.');
    const { id } = await api.database.db.mailMessage.findFirstOrThrow({ where: { to: 'bauleitung@ingenieure-nord.de' } });
    await api.temporal.workflow.getHandle(sendMailWorkflow.idOf(id)).result();
    expect(await api.database.db.mailMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: 'SENT',
      transport: 'SMTP',
      attempts: 1,
    });
  });

  it('escapes names in the mail HTML', async () => {
    await join({ email: 'markup@example.de', firstName: '<img src=x onerror=alert(1)>' });
    const mail = await api.smtp.waitFor((m) => recipientOf(m).includes('markup@example.de'));
    expect(mail.html).toContain('Hallo &lt;img src=x onerror=alert(1)&gt;,');
    expect(mail.html).not.toContain('<img');
  });

  it('refuses a second entry for the same address in another letter case', async () => {
    await join({ email: 'duplikat@bau.de' });
    const again = await join({ email: 'DUPLIKAT@Bau.DE', firstName: 'Zweiter' });
    expect(again).toEqual({
      __typename: 'AlreadyOnWaitlistError',
      title: 'Du stehst bereits auf der Warteliste',
      message: 'Wir melden uns bei dir, sobald ein Zugang verfügbar ist.',
    });
    expect(await api.database.db.waitlistSignup.count({ where: { emailKey: 'duplikat@bau.de' } })).toBe(1);
    expect(await api.database.db.mailMessage.count({ where: { to: { equals: 'duplikat@bau.de', mode: 'insensitive' } } })).toBe(1);
  });

  it.each([
    ['a missing e-mail', { email: '' }, 'E-Mail erforderlich', 'Bitte geben Sie Ihre E-Mail-Adresse ein.'],
    ['a blank first name', { firstName: '  ' }, 'Name erforderlich', 'Bitte geben Sie Vor- und Nachnamen ein.'],
    ['a missing last name', { lastName: '' }, 'Name erforderlich', 'Bitte geben Sie Vor- und Nachnamen ein.'],
    ['a malformed e-mail', { email: 'kein-at-zeichen.de' }, 'Ungültige E-Mail-Adresse', 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@firma.de.'],
    ['10,000 characters of notes', { notes: 'x'.repeat(10_000) }, 'Eingabe zu lang', 'Die Anmerkungen dürfen höchstens 2.000 Zeichen lang sein.'],
    ['an oversized company', { company: 'G'.repeat(201) }, 'Eingabe zu lang', 'Der Firmenname darf höchstens 200 Zeichen lang sein.'],
  ])('refuses %s in German and stores nothing', async (_case, overrides, title, message) => {
    const email = `refused-${Math.random().toString(36).slice(2)}@bau.de`;
    const result = await join({ email, ...overrides });
    expect(result).toMatchObject({ __typename: 'ValidationError', title, message });
    expect(await api.database.db.waitlistSignup.count({ where: { emailKey: email } })).toBe(0);
    expect(await api.database.db.mailMessage.count({ where: { to: email } })).toBe(0);
  });

  it('refuses an unknown source at the schema level', async () => {
    const response = await graphql(api.url, JOIN, { input: input({ email: 'quelle@bau.de', source: 'NEWSLETTER' }) });
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.message).toContain('WaitlistSource');
    expect(await api.database.db.waitlistSignup.count({ where: { emailKey: 'quelle@bau.de' } })).toBe(0);
  });
});
