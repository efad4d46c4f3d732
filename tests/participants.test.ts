// A project's Beteiligte (issue 16 point 1) through GraphQL against the real API and PostgreSQL:
// added with German checks, changed, found by name or company, imported from another project
// without doubles, removed with the protocols keeping their names; read-only projects refuse
// changes, and nobody else reaches them (the authorisation matrix covers every id).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { setPlan } from '../domain/plans/subscription';
import { useTestApi } from './support/api';
import { signedInUser } from './support/users';
import { payload } from './support/responses';

const api = useTestApi();
const db = () => api.database.db;

const ERROR = '... on Error { __typename message } ... on ValidationError { fields { field message } }';
const FIELDS = 'participantId name company role email phone onDistribution';
const ADD = `mutation($input: AddParticipantInput!) { addParticipant(input: $input) { __typename ... on MutationAddParticipantSuccess { data { participant { id ${FIELDS} } } } ${ERROR} } }`;
const UPDATE = `mutation($input: UpdateParticipantInput!) { updateParticipant(input: $input) { __typename ... on MutationUpdateParticipantSuccess { data { participant { ${FIELDS} } } } ${ERROR} } }`;
const REMOVE = `mutation($input: RemoveParticipantInput!) { removeParticipant(input: $input) { __typename ... on MutationRemoveParticipantSuccess { data { project { participants { name } } } } ${ERROR} } }`;
const IMPORT = `mutation($input: ImportParticipantsInput!) { importParticipants(input: $input) { __typename ... on MutationImportParticipantsSuccess { data { imported project { participants { name company role } } } } ${ERROR} } }`;
const LIST = `query($id: String!, $search: String) { viewer { project(projectId: $id) { participants(search: $search) { name company } } } }`;

describe('participants (Beteiligte)', () => {
  it('adds with German checks, changes, finds, imports without doubles and removes, protocols keeping the names', async () => {
    const { browser, userId } = await signedInUser(api.url, db(), 'beteiligte@bau.de');
    await setPlan(db(), 'beteiligte@bau.de', 'professional');
    const project = await db().project.create({ data: { userId, name: 'Neubau Kita' } });
    const earlier = await db().project.create({ data: { userId, name: 'Sporthalle' } });
    const projectId = encodeGlobalID('Project', project.id);

    expect(payload(await browser.gql(ADD, { input: { projectId, name: '  ' } }))).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'name', message: 'Bitte geben Sie einen Namen ein.' }] });
    expect(payload(await browser.gql(ADD, { input: { projectId, name: 'Anna', email: 'kein-mail' } }))).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'email' }] });
    expect(payload(await browser.gql(ADD, { input: { projectId, name: 'Anna', phone: 'abc' } }))).toMatchObject({ fields: [{ field: 'phone', message: 'Bitte geben Sie eine gültige Telefonnummer ein.' }] });

    const added = payload(await browser.gql(ADD, { input: { projectId, name: ' Bernd Bauleiter ', company: 'Hochbau Süd GmbH', role: 'Bauleitung', email: 'bernd@hochbau.de', phone: '+49 89 123456', onDistribution: true } }));
    expect(added.participant).toMatchObject({ name: 'Bernd Bauleiter', company: 'Hochbau Süd GmbH', role: 'Bauleitung', email: 'bernd@hochbau.de', phone: '+49 89 123456', onDistribution: true });
    const changed = payload(await browser.gql(UPDATE, { input: { participantId: added.participant.id, name: 'Bernd Bauleiter', company: 'Hochbau Süd GmbH', role: 'Oberbauleitung' } }));
    expect(changed.participant).toMatchObject({ role: 'Oberbauleitung', email: null, onDistribution: false });
    await db().participant.createMany({ data: [{ projectId: earlier.id, name: 'Bernd Bauleiter', company: 'Hochbau Süd GmbH' }, { projectId: earlier.id, name: 'Petra Prüfer', company: 'Statik Groß', role: 'Fachplaner' }] });

    const imported = payload(await browser.gql(IMPORT, { input: { projectId, fromProjectId: encodeGlobalID('Project', earlier.id) } }));
    expect(imported.imported).toBe(1);
    expect(imported.project.participants).toEqual([
      { name: 'Bernd Bauleiter', company: 'Hochbau Süd GmbH', role: 'Oberbauleitung' },
      { name: 'Petra Prüfer', company: 'Statik Groß', role: 'Fachplaner' },
    ]);
    expect(payload(await browser.gql(LIST, { id: project.id, search: 'statik' })).project.participants).toEqual([{ name: 'Petra Prüfer', company: 'Statik Groß' }]);
    expect(payload(await browser.gql(LIST, { id: project.id, search: 'bern' })).project.participants).toEqual([{ name: 'Bernd Bauleiter', company: 'Hochbau Süd GmbH' }]);

    // A protocol names Bernd as an attendee; removing him keeps the name there.
    const protocol = await db().protocol.create({ data: { projectId: project.id, title: 'Jour fixe', date: new Date('2026-11-24'), attendees: { create: { position: 0, participantId: changed.participant.participantId, name: 'Bernd Bauleiter', company: 'Hochbau Süd GmbH' } } } });
    const removed = payload(await browser.gql(REMOVE, { input: { participantId: added.participant.id } }));
    expect(removed.project.participants).toEqual([{ name: 'Petra Prüfer' }]);
    expect(await db().protocolAttendee.findMany({ where: { protocolId: protocol.id }, select: { name: true, company: true, participantId: true } })).toEqual([{ name: 'Bernd Bauleiter', company: 'Hochbau Süd GmbH', participantId: null }]);
    expect(payload(await browser.gql(REMOVE, { input: { participantId: added.participant.id } }))).toMatchObject({ __typename: 'ParticipantNotFoundError', message: 'Diesen Beteiligten gibt es nicht (mehr).' });
  });

  it('refuses changes in a read-only project, and another user reaches nothing', async () => {
    const { browser, userId } = await signedInUser(api.url, db(), 'lesend@bau.de');
    await setPlan(db(), 'lesend@bau.de', 'free');
    const archived = await db().project.create({ data: { userId, name: 'Archiviert', archived: true } });
    const participant = await db().participant.create({ data: { projectId: archived.id, name: 'Clara' } });
    expect(payload(await browser.gql(ADD, { input: { projectId: encodeGlobalID('Project', archived.id), name: 'Neu' } }))).toMatchObject({ __typename: 'AccessDeniedError' });
    expect(payload(await browser.gql(UPDATE, { input: { participantId: encodeGlobalID('Participant', participant.id), name: 'Clara B.' } }))).toMatchObject({ __typename: 'AccessDeniedError' });

    const { browser: other } = await signedInUser(api.url, db(), 'fremd@bau.de');
    expect(payload(await other.gql(REMOVE, { input: { participantId: encodeGlobalID('Participant', participant.id) } }))).toMatchObject({ __typename: 'ParticipantNotFoundError' });
    expect(await db().participant.findUniqueOrThrow({ where: { id: participant.id } })).toMatchObject({ name: 'Clara' });
  });
});
