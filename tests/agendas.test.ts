// Agendas (issue 16 point 5) through GraphQL against the real API, PostgreSQL and the test SMTP
// server: generated from the open items, the last protocol and the recurring TOPs for one AI
// credit, edited with German checks, sent to the invited, and turned into a protocol.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { usageMonthKey } from '../domain/plans/rules';
import { setPlan } from '../domain/plans/subscription';
import { useTestApi } from './support/api';
import { signedInUser } from './support/users';
import { payload, type Any } from './support/responses';

const api = useTestApi();
const db = () => api.database.db;

const ERROR = '... on Error { __typename message } ... on ValidationError { fields { field message } }';
const AGENDA = 'id agendaId title date startTime location status items { title notes durationMinutes openItems } invitees { name }';
const M = {
  generate: `mutation($input: GenerateAgendaInput!) { generateAgenda(input: $input) { __typename ... on MutationGenerateAgendaSuccess { data { agenda { ${AGENDA} } } } ${ERROR} } }`,
  create: `mutation($input: CreateAgendaInput!) { createAgenda(input: $input) { __typename ... on MutationCreateAgendaSuccess { data { agenda { ${AGENDA} } } } ${ERROR} } }`,
  save: `mutation($input: SaveAgendaInput!) { saveAgenda(input: $input) { __typename ... on MutationSaveAgendaSuccess { data { agenda { ${AGENDA} } } } ${ERROR} } }`,
  send: `mutation($input: SendAgendaInput!) { sendAgenda(input: $input) { __typename ... on MutationSendAgendaSuccess { data { sent agenda { status } } } ${ERROR} } }`,
  start: `mutation($input: StartProtocolFromAgendaInput!) { startProtocolFromAgenda(input: $input) { __typename ... on MutationStartProtocolFromAgendaSuccess { data { protocol { protocolId title document { header { date startTime location } attendees { name } topics { title } } } } } ${ERROR} } }`,
  item: `mutation($input: CreateActionItemInput!) { createActionItem(input: $input) { __typename } }`,
  manual: `mutation($input: CreateManualProtocolInput!) { createManualProtocol(input: $input) { __typename ... on MutationCreateManualProtocolSuccess { data { protocol { protocolId } } } } }`,
};
const LIST = `query($id: String!) { viewer { project(projectId: $id) { agendas { title status } } } }`;

describe('agendas', () => {
  it('generates the next agenda for one credit, edits it with German checks, sends it and starts a protocol from it', async () => {
    const { browser, userId } = await signedInUser(api.url, db(), 'agenda@bau.de');
    await setPlan(db(), 'agenda@bau.de', 'professional');
    const project = await db().project.create({ data: { userId, name: 'Neubau Kita' } });
    const projectId = encodeGlobalID('Project', project.id);
    const eva = await db().participant.create({ data: { projectId: project.id, name: 'Eva Schulz', company: 'Statik Schulz', email: 'eva@statik-schulz.de' } });
    const jan = await db().participant.create({ data: { projectId: project.id, name: 'Jan Peters' } });
    // Two earlier meetings with a recurring TOP; Eva attended the last one, Jan did not.
    for (const title of ['Jour fixe 1', 'Jour fixe 2']) {
      const created = payload(await browser.gql(M.manual, { input: { projectId, title, date: title.endsWith('1') ? '2026-11-10' : '2026-11-17' } }));
      const protocolId = created.protocol.protocolId;
      await db().protocolTopic.create({ data: { protocolId, position: 5, number: 5, title: 'Rohbau' } });
      if (title.endsWith('2')) {
        await db().protocolAttendee.updateMany({ where: { protocolId, participantId: jan.id }, data: { attendance: 'ABSENT' } });
        await db().protocol.update({ where: { id: protocolId }, data: { meetingNumber: 2, nextMeetingDate: new Date('2099-12-01'), nextMeetingTime: '09:00', nextMeetingLocation: 'Baucontainer' } });
      }
    }
    expect((await browser.gql(M.item, { input: { projectId, title: 'Schalpläne freigeben', participantId: encodeGlobalID('Participant', eva.id), dueDate: '2026-11-20' } })).body.data!.createActionItem.__typename).toBe('MutationCreateActionItemSuccess');
    const creditsBefore = await db().quotaCharge.count({ where: { userId } });

    const generated = payload(await browser.gql(M.generate, { input: { projectId } })).agenda;
    expect(generated).toMatchObject({ title: 'Tagesordnung 3. Baubesprechung', date: '2099-12-01', startTime: '09:00', location: 'Baucontainer', status: 'GENERATED', invitees: [{ name: 'Eva Schulz' }] });
    expect(generated.items.map((i: Any) => i.title)).toEqual(['Begrüßung und Feststellung der Anwesenheit', 'Protokoll der letzten Besprechung', 'Offene Punkte', 'Rohbau', 'Verschiedenes']);
    expect(generated.items[2]).toMatchObject({ openItems: true, notes: 'Punkt 1: Schalpläne freigeben – Eva Schulz (Statik Schulz) – fällig 20.11.2026 (überfällig)' });
    expect(await db().quotaCharge.findMany({ where: { userId, idempotencyKey: `agenda:${generated.agendaId}` }, select: { amount: true } })).toEqual([{ amount: 1 }]);
    expect(await db().quotaCharge.count({ where: { userId } })).toBe(creditsBefore + 1);

    // Edited: German checks, then the TOPs reordered, one added, Jan invited too.
    const save = (input: Record<string, unknown>) => browser.gql(M.save, { input: { agendaId: generated.id, title: generated.title, date: generated.date, startTime: '09:00', location: 'Baucontainer', items: [], ...input } });
    expect(payload(await save({ title: ' ' }))).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'title', message: 'Bitte geben Sie einen Titel ein.' }] });
    expect(payload(await save({ items: [{ title: 'Rohbau', durationMinutes: 0 }] }))).toMatchObject({ fields: [{ field: 'items.0.durationMinutes', message: 'Bitte geben Sie eine Dauer zwischen 1 und 600 Minuten ein.' }] });
    expect(payload(await save({ items: [{ title: '' }] }))).toMatchObject({ fields: [{ field: 'items.0.title', message: 'Bitte geben Sie jedem TOP einen Titel.' }] });
    expect(payload(await save({ startTime: '25:00' })).__typename).toBe('ValidationError');
    const items = generated.items.map((i: Any) => ({ title: i.title, notes: i.notes, durationMinutes: i.durationMinutes, openItems: i.openItems }));
    const saved = payload(await save({ items: [...items.slice(0, 3), { title: 'Haustechnik', notes: 'Lüftung Gruppenräume', durationMinutes: 15 }, ...items.slice(3)], inviteeIds: [encodeGlobalID('Participant', eva.id), encodeGlobalID('Participant', jan.id)] })).agenda;
    expect(saved.items.map((i: Any) => i.title)).toEqual(['Begrüßung und Feststellung der Anwesenheit', 'Protokoll der letzten Besprechung', 'Offene Punkte', 'Haustechnik', 'Rohbau', 'Verschiedenes']);
    expect(saved.invitees).toEqual([{ name: 'Eva Schulz' }, { name: 'Jan Peters' }]);

    // Sent: only Eva has an address.
    expect(payload(await browser.gql(M.send, { input: { agendaId: generated.id } }))).toEqual({ sent: 1, agenda: { status: 'SENT' } });
    const mail = await api.smtp.waitFor((m) => JSON.stringify(m.to).includes('eva@statik-schulz.de') && /^Einladung:/.test(m.subject ?? ''));
    expect(mail.subject).toBe('Einladung: Tagesordnung 3. Baubesprechung am 01.12.2099 um 09:00 Uhr, Baucontainer');
    expect(mail.text).toContain('TOP 4: Haustechnik (15 Min.)\nLüftung Gruppenräume');

    // A protocol from it: its TOPs after the carried open items, the invited present.
    const started = payload(await browser.gql(M.start, { input: { agendaId: generated.id } })).protocol;
    expect(started.title).toBe('3. Baubesprechung');
    expect(started.document.header).toEqual({ date: '2099-12-01', startTime: '09:00', location: 'Baucontainer' });
    expect(started.document.attendees.map((a: Any) => a.name)).toEqual(['Eva Schulz', 'Jan Peters']);
    expect(started.document.topics.map((t: Any) => t.title)).toEqual([
      'Offene Punkte aus vorherigen Besprechungen',
      'Begrüßung und Feststellung der Anwesenheit',
      'Protokoll der letzten Besprechung',
      'Haustechnik',
      'Rohbau',
      'Verschiedenes',
    ]);
    expect(payload(await browser.gql(M.start, { input: { agendaId: generated.id } }))).toMatchObject({ __typename: 'AgendaProtocolExistsError', message: 'Aus dieser Agenda wurde schon ein Protokoll gestartet.' });
    expect(payload(await browser.gql(LIST, { id: project.id })).project.agendas).toEqual([{ title: 'Tagesordnung 3. Baubesprechung', status: 'SENT' }]);
  });

  it('makes an empty agenda by hand, refuses to send it without addresses, and refuses generation without credits', async () => {
    const { browser, userId } = await signedInUser(api.url, db(), 'agenda-leer@bau.de');
    const project = await db().project.create({ data: { userId, name: 'Sporthalle' } });
    const projectId = encodeGlobalID('Project', project.id);
    await db().participant.create({ data: { projectId: project.id, name: 'Ohne Adresse' } });
    const agenda = payload(await browser.gql(M.create, { input: { projectId, title: 'Baustart', date: '2026-12-01' } })).agenda;
    expect(agenda).toMatchObject({ title: 'Baustart', status: 'DRAFT', items: [], invitees: [{ name: 'Ohne Adresse' }] });
    expect(payload(await browser.gql(M.send, { input: { agendaId: agenda.id } }))).toMatchObject({
      __typename: 'ValidationError',
      message: 'Keiner der Eingeladenen hat eine E-Mail-Adresse. Tragen Sie sie unter Beteiligte ein.',
    });
    await db().quotaAccount.upsert({
      where: { userId_kind: { userId, kind: 'AI_CREDITS' } },
      create: { userId, kind: 'AI_CREDITS', periodKey: usageMonthKey(new Date()), monthlyUsed: 1_000_000, purchasedBalance: 0 },
      update: { monthlyUsed: 1_000_000, purchasedBalance: 0, periodKey: usageMonthKey(new Date()) },
    });
    expect(payload(await browser.gql(M.generate, { input: { projectId } }))).toMatchObject({ __typename: 'InsufficientCreditsError' });
  });
});
