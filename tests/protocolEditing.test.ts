import { randomUUID } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { usageDayKey, usageMonthKey } from '../domain/plans/rules';
import { useTestApi } from './support/api';
import type { BrowserSession } from './support/browserSession';
import { signedInUser } from './support/users';
import { payload, type Any } from './support/responses';

const api = useTestApi();

const ERROR = '... on Error { __typename title message }';
const DOC = `document { header { title date startTime location meetingNumber recorder distribution nextMeetingDate }
  attendees { attendeeId participantId name company attendance }
  topics { topicId number title entries { entryId number label type html text responsiblePerson dueDate status sourceStart } } }`;
const M = {
  create: `mutation($input: CreateManualProtocolInput!) { createManualProtocol(input: $input) { __typename ... on MutationCreateManualProtocolSuccess { data { __typename protocol { id protocolId status revision versionNumber ${DOC} } } } ${ERROR} } }`,
  edit: `mutation($input: EditProtocolInput!) { editProtocol(input: $input) { __typename ... on MutationEditProtocolSuccess { data { __typename revision versionNumber conflicts { operation reason currentValue } protocol { ${DOC} } } } ${ERROR} ... on ValidationError { fields { field message } } } }`,
  finalize: `mutation($input: FinalizeProtocolInput!) { finalizeProtocol(input: $input) { __typename ... on MutationFinalizeProtocolSuccess { data { __typename protocol { status finalizedAt versionNumber canEdit } } } ${ERROR} } }`,
  correct: `mutation($input: CorrectProtocolInput!) { correctProtocol(input: $input) { __typename ... on MutationCorrectProtocolSuccess { data { __typename protocol { status finalizedAt versionNumber canEdit } } } ${ERROR} } }`,
  telemetry: `mutation($input: RecordTelemetryEventsInput!) { recordTelemetryEvents(input: $input) { __typename ... on MutationRecordTelemetryEventsSuccess { data { __typename recorded } } ${ERROR} } }`,
};
const Q = {
  versions: `query($id: String!) { viewer { protocol(protocolId: $id) { versionNumber versions { number state reason isCurrentVersion status document { topics { title entries { label text } } } } } } }`,
};


async function newProject(browser: BrowserSession, userId: string, participants: { name: string; company?: string }[] = []) {
  const db = api.database.db;
  const project = await db.project.create({ data: { userId, name: 'Neubau Kita Sonnenschein' } });
  for (const p of participants) await db.participant.create({ data: { projectId: project.id, name: p.name, company: p.company ?? null } });
  return project;
}

async function manualProtocol(browser: BrowserSession, projectId: string, title = 'Baubesprechung') {
  const created = payload(await browser.gql(M.create, { input: { projectId: encodeGlobalID('Project', projectId), title, date: '2026-11-23', startTime: '09:30', location: 'Baucontainer' } }));
  expect(created.__typename).toBe('ProtocolPayload');
  return created.protocol;
}

const edit = async (browser: BrowserSession, protocolId: string, operations: Record<string, unknown>[]) =>
  payload(await browser.gql(M.edit, { input: { protocolId: encodeGlobalID('Protocol', protocolId), operations } }));

describe('a protocol written by hand', () => {
  it('starts as a draft with the project participants present, the user as Protokollführer and the next meeting number, and counts as a created protocol', async () => {
    const { browser, userId } = await signedInUser(api.url, api.database.db, 'manuell@bau.de');
    const project = await newProject(browser, userId, [{ name: 'Eva Schulz', company: 'Statik Schulz' }, { name: 'Jan Peters' }]);
    // The free plan allows one new protocol a day; this test makes two.
    await api.database.db.userSubscription.create({ data: { userId, planId: 'starter' } });
    const protocol = await manualProtocol(browser, project.id);
    expect(protocol).toMatchObject({ status: 'DRAFT', revision: 0, versionNumber: 1 });
    expect(protocol.document.header).toMatchObject({ title: 'Baubesprechung', date: '2026-11-23', startTime: '09:30', location: 'Baucontainer', meetingNumber: 1 });
    expect(protocol.document.attendees.map((a: Any) => [a.name, a.company, a.attendance])).toEqual([
      ['Eva Schulz', 'Statik Schulz', 'PRESENT'],
      ['Jan Peters', null, 'PRESENT'],
    ]);
    expect(protocol.document.topics.map((t: Any) => [t.number, t.title])).toEqual([[1, 'Allgemeines']]);
    const second = await manualProtocol(browser, project.id, 'Baubesprechung 2');
    expect(second.document.header.meetingNumber).toBe(2);
    const counter = await api.database.db.usageCounter.findUnique({ where: { userId_period_usageType: { userId, period: usageMonthKey(new Date()), usageType: 'protocols_created' } } });
    expect(counter?.amount).toBe(2);
  });

  it('refuses an invalid title or date in German, and more protocols than the plan allows per day', async () => {
    const { browser, userId } = await signedInUser(api.url, api.database.db, 'limit@bau.de');
    const project = await newProject(browser, userId);
    const input = (fields: Record<string, unknown>) => ({ input: { projectId: encodeGlobalID('Project', project.id), title: 'Besprechung', date: '2026-11-23', ...fields } });
    expect(payload(await browser.gql(M.create, input({ title: '  ' })))).toMatchObject({ __typename: 'ValidationError', message: 'Bitte geben Sie einen Titel ein.' });
    expect(payload(await browser.gql(M.create, input({ date: '2026-02-30' })))).toMatchObject({ __typename: 'ValidationError', message: 'Bitte geben Sie ein gültiges Datum ein (TT.MM.JJJJ).' });
    await api.database.db.usageCounter.create({ data: { userId, period: usageDayKey(new Date()), usageType: 'protocols_created', amount: 1 } });
    expect(payload(await browser.gql(M.create, input({})))).toMatchObject({ __typename: 'DailyProtocolLimitError', title: 'Tageslimit erreicht' });
  });
});

describe('editing', () => {
  it('applies header, TOP and entry changes, keeps numbers stable, sanitises rich text and answers a repeated save alike', async () => {
    const { browser, userId } = await signedInUser(api.url, api.database.db, 'editor@bau.de');
    const project = await newProject(browser, userId);
    const protocol = await manualProtocol(browser, project.id);
    const first = protocol.document.topics[0].topicId;
    const [topic2, e1, e2, e3] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const operations = [
      { kind: 'SET_HEADER', field: 'location', base: 'Baucontainer', value: 'Baustelle, Haus B' },
      { kind: 'SET_HEADER', field: 'meetingNumber', base: '1', value: '12' },
      { kind: 'ADD_TOPIC', topicId: topic2, index: 1, title: 'Rohbau' },
      { kind: 'ADD_ENTRY', topicId: topic2, entryId: e1, index: 0, type: 'AUFGABE', html: '<p><strong>Schalung</strong> prüfen<script>alert(1)</script><img src=x onerror=alert(2)></p>' },
      { kind: 'ADD_ENTRY', topicId: topic2, entryId: e2, index: 1, type: 'INFORMATION', html: '<p>Beton kommt Montag</p>' },
      { kind: 'ADD_ENTRY', topicId: first, entryId: e3, index: 0, type: 'FESTLEGUNG', html: '<p>Baustellenzufahrt über Nordtor</p>' },
      { kind: 'SET_ENTRY', entryId: e1, field: 'responsiblePerson', base: null, value: 'Eva Schulz' },
      { kind: 'SET_ENTRY', entryId: e1, field: 'dueDate', base: null, value: '2026-11-30' },
    ];
    const saved = await edit(browser, protocol.protocolId, operations);
    expect(saved).toMatchObject({ __typename: 'EditProtocolPayload', revision: 1, conflicts: [] });
    const doc = saved.protocol.document;
    expect(doc.header).toMatchObject({ location: 'Baustelle, Haus B', meetingNumber: 12 });
    expect(doc.topics.map((t: Any) => `${t.number} ${t.title}: ${t.entries.map((e: Any) => `${e.label} ${e.type}`).join(', ')}`)).toEqual([
      '1 Allgemeines: 1.1 FESTLEGUNG',
      '2 Rohbau: 2.1 AUFGABE, 2.2 INFORMATION',
    ]);
    const task = doc.topics[1].entries[0];
    expect(task).toMatchObject({ text: 'Schalung prüfen', responsiblePerson: 'Eva Schulz', dueDate: '2026-11-30', status: 'OPEN', sourceStart: null });
    expect(task.html).toBe('<p><strong>Schalung</strong> prüfen</p>');

    // The same batch again (an answer lost on the way): nothing changes, no new revision.
    expect(await edit(browser, protocol.protocolId, operations)).toMatchObject({ revision: 1, conflicts: [] });

    // Reordering keeps the numbers; an entry moved to another TOP becomes that TOP's next one; deleting leaves a gap.
    const moved = await edit(browser, protocol.protocolId, [
      { kind: 'MOVE_ENTRY', entryId: e2, topicId: topic2, index: 0 },
      { kind: 'MOVE_TOPIC', topicId: topic2, index: 0 },
      { kind: 'MOVE_ENTRY', entryId: e3, topicId: topic2, index: 2 },
      { kind: 'DELETE_ENTRY', entryId: e1 },
      { kind: 'SET_ENTRY', entryId: e2, field: 'type', base: 'INFORMATION', value: 'AUFGABE' },
    ]);
    expect(moved.protocol.document.topics.map((t: Any) => `${t.number} ${t.title}: ${t.entries.map((e: Any) => `${e.label} ${e.type} ${e.status}`).join(', ')}`)).toEqual([
      '2 Rohbau: 2.2 AUFGABE OPEN, 2.3 FESTLEGUNG null',
      '1 Allgemeines: ',
    ]);
  });

  it('refuses invalid values in German and saves nothing of the batch', async () => {
    const { browser, userId } = await signedInUser(api.url, api.database.db, 'ungueltig@bau.de');
    const project = await newProject(browser, userId);
    const protocol = await manualProtocol(browser, project.id);
    const refused = await edit(browser, protocol.protocolId, [
      { kind: 'SET_HEADER', field: 'location', base: 'Baucontainer', value: 'Woanders' },
      { kind: 'SET_HEADER', field: 'startTime', base: '09:30', value: '25:00' },
    ]);
    expect(refused).toMatchObject({ __typename: 'ValidationError', message: 'Bitte geben Sie eine gültige Uhrzeit ein (HH:MM).', fields: [{ field: 'operations.1' }] });
    expect(await edit(browser, protocol.protocolId, [{ kind: 'SET_HEADER', field: 'title', base: 'Baubesprechung', value: 'A\u0007B' }])).toMatchObject({
      message: 'Das Feld enthält unzulässige Steuerzeichen. Bitte entfernen Sie sie.',
    });
    expect(await edit(browser, protocol.protocolId, [{ kind: 'SET_HEADER', field: 'password', base: null, value: 'x' }])).toMatchObject({ message: 'Diese Änderung ist unvollständig.' });
    expect(await edit(browser, protocol.protocolId, [{ kind: 'DELETE_ENTRY', entryId: 'not-a-uuid' }])).toMatchObject({ __typename: 'ValidationError' });
    const unchanged = await api.database.db.protocol.findUniqueOrThrow({ where: { id: protocol.protocolId } });
    expect([unchanged.location, unchanged.revision]).toEqual(['Baucontainer', 0]);
  });

  it('never overwrites silently: the same field changed in two tabs is a conflict, other fields merge', async () => {
    const { browser, userId } = await signedInUser(api.url, api.database.db, 'zweitabs@bau.de');
    const project = await newProject(browser, userId);
    const protocol = await manualProtocol(browser, project.id);
    const entry = randomUUID();
    const topicId = protocol.document.topics[0].topicId;
    await edit(browser, protocol.protocolId, [{ kind: 'ADD_ENTRY', topicId, entryId: entry, index: 0, type: 'INFORMATION', html: '<p>Gerüst steht</p>' }]);
    // Tab A changes the text; tab B, which still saw the old text, changes it too and the location.
    await edit(browser, protocol.protocolId, [{ kind: 'SET_ENTRY', entryId: entry, field: 'html', base: '<p>Gerüst steht</p>', value: '<p>Gerüst steht seit Montag</p>' }]);
    const tabB = await edit(browser, protocol.protocolId, [
      { kind: 'SET_ENTRY', entryId: entry, field: 'html', base: '<p>Gerüst steht</p>', value: '<p>Gerüst abgebaut</p>' },
      { kind: 'SET_HEADER', field: 'location', base: 'Baucontainer', value: 'Bürocontainer' },
    ]);
    expect(tabB.conflicts).toEqual([{ operation: 0, reason: 'CHANGED', currentValue: '<p>Gerüst steht seit Montag</p>' }]);
    expect(tabB.revision).toBe(3);
    expect(tabB.protocol.document.header.location).toBe('Bürocontainer');
    expect(tabB.protocol.document.topics[0].entries[0].text).toBe('Gerüst steht seit Montag');
    // Tab B keeps its version on purpose: it sends again with the value it now knows.
    const kept = await edit(browser, protocol.protocolId, [{ kind: 'SET_ENTRY', entryId: entry, field: 'html', base: '<p>Gerüst steht seit Montag</p>', value: '<p>Gerüst abgebaut</p>' }]);
    expect(kept.conflicts).toEqual([]);
    // An entry deleted in one tab and edited in the other is reported as gone.
    await edit(browser, protocol.protocolId, [{ kind: 'DELETE_ENTRY', entryId: entry }]);
    const gone = await edit(browser, protocol.protocolId, [{ kind: 'SET_ENTRY', entryId: entry, field: 'dueDate', base: null, value: '2026-12-01' }]);
    expect(gone.conflicts).toEqual([{ operation: 0, reason: 'GONE', currentValue: null }]);
  });

  it('lets a second user neither read nor change the protocol, nor add to it ids of their own protocols', async () => {
    const owner = await signedInUser(api.url, api.database.db, 'eigentuemer@bau.de');
    const other = await signedInUser(api.url, api.database.db, 'fremd@bau.de');
    const protocol = await manualProtocol(owner.browser, (await newProject(owner.browser, owner.userId)).id);
    const theirs = await manualProtocol(other.browser, (await newProject(other.browser, other.userId)).id);
    expect(await edit(other.browser, protocol.protocolId, [{ kind: 'SET_HEADER', field: 'title', base: 'Baubesprechung', value: 'Übernommen' }])).toMatchObject({
      __typename: 'ProtocolNotFoundError',
    });
    // Moving the owner's TOP into their own protocol: the TOP is not part of it.
    const foreign = await edit(other.browser, theirs.protocolId, [{ kind: 'DELETE_TOPIC', topicId: protocol.document.topics[0].topicId }]);
    expect(foreign.conflicts).toEqual([]);
    expect(await api.database.db.protocolTopic.count({ where: { protocolId: protocol.protocolId } })).toBe(1);
    // Creating an entry with an id the owner's protocol uses is refused, not taken over.
    const ownersEntry = randomUUID();
    await edit(owner.browser, protocol.protocolId, [{ kind: 'ADD_ENTRY', topicId: protocol.document.topics[0].topicId, entryId: ownersEntry, index: 0, type: 'INFORMATION', html: '<p>Geheim</p>' }]);
    const collide = await edit(other.browser, theirs.protocolId, [{ kind: 'ADD_ENTRY', topicId: theirs.document.topics[0].topicId, entryId: ownersEntry, index: 0, type: 'INFORMATION', html: '<p>x</p>' }]);
    expect(collide).toMatchObject({ __typename: 'ValidationError', message: 'Diese Kennung wird im Protokoll bereits verwendet.' });
    expect((await api.database.db.protocolEntry.findUniqueOrThrow({ where: { id: ownersEntry } })).text).toBe('Geheim');
  });
});

describe('versions and finalisation', () => {
  it('freezes the version when finalised, refuses changes, and a correction edits version 2 while version 1 stays readable', async () => {
    const { browser, userId } = await signedInUser(api.url, api.database.db, 'abschluss@bau.de');
    const project = await newProject(browser, userId);
    const protocol = await manualProtocol(browser, project.id);
    const topicId = protocol.document.topics[0].topicId;
    const entry = randomUUID();
    await edit(browser, protocol.protocolId, [{ kind: 'ADD_ENTRY', topicId, entryId: entry, index: 0, type: 'FESTLEGUNG', html: '<p>Fenster in RAL 7016</p>' }]);
    const id = { input: { protocolId: encodeGlobalID('Protocol', protocol.protocolId) } };
    const finalized = payload(await browser.gql(M.finalize, id));
    expect(finalized.protocol).toMatchObject({ status: 'FINALIZED', versionNumber: 1, canEdit: false });
    expect(finalized.protocol.finalizedAt).toBeTruthy();
    expect(await edit(browser, protocol.protocolId, [{ kind: 'DELETE_ENTRY', entryId: entry }])).toMatchObject({
      __typename: 'ProtocolFinalizedError',
      message: 'Dieses Protokoll ist abgeschlossen und kann nicht mehr geändert werden. Für Korrekturen legen Sie eine neue Version an.',
    });
    const finalizedCount = await api.database.db.usageCounter.findUnique({ where: { userId_period_usageType: { userId, period: usageMonthKey(new Date()), usageType: 'protocols_finalized' } } });
    expect(finalizedCount?.amount).toBe(1);

    const corrected = payload(await browser.gql(M.correct, id));
    expect(corrected.protocol).toMatchObject({ status: 'DRAFT', finalizedAt: null, versionNumber: 2, canEdit: true });
    await edit(browser, protocol.protocolId, [{ kind: 'SET_ENTRY', entryId: entry, field: 'html', base: '<p>Fenster in RAL 7016</p>', value: '<p>Fenster in RAL 9010</p>' }]);
    const { protocol: versions } = payload(await browser.gql(Q.versions, { id: protocol.protocolId }));
    expect(versions.versions.map((v: Any) => [v.number, v.state, v.reason, v.isCurrentVersion, v.status, v.document.topics[0].entries[0].text])).toEqual([
      [1, 'FROZEN', 'FINALIZED', false, 'FINALIZED', 'Fenster in RAL 7016'],
      [2, 'CURRENT', null, true, 'DRAFT', 'Fenster in RAL 9010'],
    ]);
  });
});

describe('telemetry', () => {
  it('takes autosave events and refuses other types', async () => {
    const { browser } = await signedInUser(api.url, api.database.db, 'telemetrie@bau.de');
    const event = (type: string) => ({ type, timestamp: new Date().toISOString(), payload: JSON.stringify({ protocolId: randomUUID(), operations: 3 }) });
    const input = (events: unknown[]) => ({ input: { sessionId: 'session_12345678', events } });
    expect(payload(await browser.gql(M.telemetry, input([event('autosave_success'), event('autosave_error')])))).toEqual({ __typename: 'RecordTelemetryEventsPayload', recorded: 2 });
    expect(payload(await browser.gql(M.telemetry, input([event('page_view')])))).toMatchObject({ __typename: 'ValidationError', message: 'Unbekannter Ereignistyp.' });
    expect(await api.database.db.telemetryEvent.count({ where: { type: { in: ['autosave_success', 'autosave_error'] } } })).toBeGreaterThanOrEqual(2);
  });
});
