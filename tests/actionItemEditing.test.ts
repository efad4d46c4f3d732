// Action items edited and carried from meeting to meeting (issue 16 points 2 and 3) through
// GraphQL against the real API and PostgreSQL: project-level items within the daily limit,
// changes with their history, the project list's filters, and the carry-over TOP of a series of
// meetings where items are raised, carried, re-dated, completed and drop off.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { currentWeek } from '../common/actionItems';
import { germanDay } from '../common/dates';
import { setPlan } from '../domain/plans/subscription';
import { usageDayKey } from '../domain/plans/rules';
import { useTestApi } from './support/api';
import type { BrowserSession } from './support/browserSession';
import { signedInUser } from './support/users';
import { payload, type Any } from './support/responses';

const api = useTestApi();
const db = () => api.database.db;

const ERROR = '... on Error { __typename message } ... on ValidationError { fields { field message } }';
const ITEM = 'id number title responsible participant { name } status dueDate isOverdue completedAt protocol { title } history { kind fromValue toValue protocol { title } }';
const M = {
  create: `mutation($input: CreateActionItemInput!) { createActionItem(input: $input) { __typename ... on MutationCreateActionItemSuccess { data { actionItem { ${ITEM} } } } ${ERROR} } }`,
  update: `mutation($input: UpdateActionItemInput!) { updateActionItem(input: $input) { __typename ... on MutationUpdateActionItemSuccess { data { actionItem { ${ITEM} } project { stats { openActionItems completedActionItems completionPercentage } } } } ${ERROR} } }`,
  protocol: `mutation($input: CreateManualProtocolInput!) { createManualProtocol(input: $input) { __typename ... on MutationCreateManualProtocolSuccess { data { protocol { protocolId document { topics { topicId number title entries { entryId number label type text responsiblePerson dueDate status carriedActionItemId } } } } } } ${ERROR} } }`,
  edit: `mutation($input: EditProtocolInput!) { editProtocol(input: $input) { __typename ... on MutationEditProtocolSuccess { data { revision conflicts { reason } } } ${ERROR} } }`,
};
const LIST = `query($id: String!, $status: ActionItemStatus, $due: ActionItemDue, $participantId: ID, $sort: ActionItemSort) {
  viewer { project(projectId: $id) { actionItems(status: $status, due: $due, participantId: $participantId, sort: $sort) { edges { node { number title } } } } } }`;

const day = (offset: number) => {
  const today = Date.parse(`${germanDay(new Date())}T00:00:00Z`);
  return new Date(today + offset * 86_400_000).toISOString().slice(0, 10);
};

async function setUp(email: string) {
  const { browser, userId } = await signedInUser(api.url, db(), email);
  await setPlan(db(), email, 'professional');
  const project = await db().project.create({ data: { userId, name: 'Neubau Kita Sonnenschein' } });
  const eva = await db().participant.create({ data: { projectId: project.id, name: 'Eva Schulz', company: 'Statik Schulz' } });
  return { browser, userId, project, projectId: encodeGlobalID('Project', project.id), eva, evaId: encodeGlobalID('Participant', eva.id) };
}

const create = async (browser: BrowserSession, input: Record<string, unknown>) => payload(await browser.gql(M.create, { input }));
const update = async (browser: BrowserSession, input: Record<string, unknown>) => payload(await browser.gql(M.update, { input }));
const numbers = async (browser: BrowserSession, projectId: string, variables: Record<string, unknown> = {}) =>
  payload(await browser.gql(LIST, { id: projectId, ...variables })).project.actionItems.edges.map((edge: Any) => edge.node.number);

describe('action items edited in place', () => {
  it('makes project-level items numbered in the project, changes them with their history and refuses bad input in German', async () => {
    const { browser, project, projectId, evaId } = await setUp('massnahmen@bau.de');
    expect(await create(browser, { projectId, title: '  ' })).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'title', message: 'Bitte beschreiben Sie die Maßnahme.' }] });
    expect(await create(browser, { projectId, title: 'Gerüst', dueDate: '2026-02-30' })).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'dueDate', message: 'Bitte geben Sie ein gültiges Datum ein.' }] });

    const first = (await create(browser, { projectId, title: 'Gerüstabnahme veranlassen', participantId: evaId, dueDate: day(3) })).actionItem;
    expect(first).toMatchObject({ number: 1, responsible: 'Eva Schulz (Statik Schulz)', participant: { name: 'Eva Schulz' }, status: 'OPEN', protocol: null, history: [{ kind: 'RAISED' }] });
    const second = (await create(browser, { projectId, title: 'Baustrom beantragen', responsible: 'Stadtwerke' })).actionItem;
    expect(second).toMatchObject({ number: 2, responsible: 'Stadtwerke', participant: null, dueDate: null });

    const redated = await update(browser, { actionItemId: first.id, dueDate: day(-2) });
    expect(redated.actionItem).toMatchObject({ dueDate: day(-2), isOverdue: true, responsible: 'Eva Schulz (Statik Schulz)' });
    expect(redated.actionItem.history.at(-1)).toMatchObject({ kind: 'DUE_DATE_CHANGED', fromValue: day(3), toValue: day(-2), protocol: null });

    const done = await update(browser, { actionItemId: first.id, status: 'COMPLETED' });
    expect(done.actionItem).toMatchObject({ status: 'COMPLETED', isOverdue: false });
    expect(done.actionItem.completedAt).not.toBeNull();
    expect(done.project.stats).toEqual({ openActionItems: 1, completedActionItems: 1, completionPercentage: 50 });
    const reopened = await update(browser, { actionItemId: first.id, status: 'OPEN', participantId: null, responsible: 'Bauleitung' });
    expect(reopened.actionItem).toMatchObject({ status: 'OPEN', completedAt: null, responsible: 'Bauleitung', participant: null });
    expect(reopened.actionItem.history.map((e: Any) => e.kind)).toEqual(['RAISED', 'DUE_DATE_CHANGED', 'COMPLETED', 'OWNER_CHANGED', 'REOPENED']);

    // A participant of another project is nobody here.
    const elsewhere = await db().project.create({ data: { userId: project.userId, name: 'Sporthalle' } });
    const stranger = await db().participant.create({ data: { projectId: elsewhere.id, name: 'Max Fremd' } });
    expect(await update(browser, { actionItemId: second.id, participantId: encodeGlobalID('Participant', stranger.id) })).toMatchObject({
      __typename: 'ValidationError',
      message: 'Diesen Beteiligten gibt es in diesem Projekt nicht.',
    });
    // Nobody else reaches the item.
    const other = await signedInUser(api.url, db(), 'fremd@bau.de');
    expect(await update(other.browser, { actionItemId: first.id, status: 'COMPLETED' })).toMatchObject({ __typename: 'ActionItemNotFoundError', message: 'Diese Maßnahme gibt es nicht (mehr).' });
    expect(await create(other.browser, { projectId, title: 'Fremd' })).toMatchObject({ __typename: 'ProjectNotFoundError' });
  });

  it("keeps the plan's daily limit of new items and counts action_items_created", async () => {
    const { browser, userId, projectId } = await setUp('tageslimit-massnahmen@bau.de');
    await setPlan(db(), 'tageslimit-massnahmen@bau.de', 'free');
    await db().usageCounter.create({ data: { userId, period: usageDayKey(new Date()), usageType: 'action_items_created', amount: 9 } });
    expect((await create(browser, { projectId, title: 'Die zehnte' })).actionItem.number).toBe(1);
    expect(await create(browser, { projectId, title: 'Die elfte' })).toMatchObject({
      __typename: 'DailyActionItemLimitError',
      message: 'Ihr Abo erlaubt 10 neue Maßnahmen pro Tag. Morgen geht es weiter.',
    });
    const counters = await db().usageCounter.findMany({ where: { userId, usageType: 'action_items_created' }, orderBy: { period: 'asc' } });
    expect(counters.map((c) => c.amount)).toEqual([1, 10]);
  });

  it('filters the project list by status, overdue, this week and Verantwortlich, and sorts by number', async () => {
    const { browser, project, projectId, evaId } = await setUp('filter-massnahmen@bau.de');
    const week = currentWeek();
    await create(browser, { projectId, title: 'Überfällig', dueDate: day(-1), participantId: evaId });
    await create(browser, { projectId, title: 'Ohne Termin' });
    await create(browser, { projectId, title: 'Diese Woche', dueDate: week.to });
    const done = (await create(browser, { projectId, title: 'Erledigt', dueDate: day(-5), participantId: evaId })).actionItem;
    await update(browser, { actionItemId: done.id, status: 'COMPLETED' });

    expect(await numbers(browser, project.id, { status: 'OPEN', sort: 'NUMBER' })).toEqual([1, 2, 3]);
    expect(await numbers(browser, project.id, { due: 'OVERDUE' })).toEqual([1]);
    expect(await numbers(browser, project.id, { participantId: evaId, sort: 'NUMBER' })).toEqual([1, 4]);
    const thisWeek = await numbers(browser, project.id, { due: 'THIS_WEEK', sort: 'NUMBER' });
    expect(thisWeek).toContain(3);
    expect(thisWeek).not.toContain(2);
    // Due dates sort first, none last.
    expect(await numbers(browser, project.id, {})).toEqual([4, 1, 3, 2]);
  });
});

describe('carry-over from meeting to meeting', () => {
  it('starts each new protocol with the open items, shows those completed since once as done, and changes the item itself from the new protocol', async () => {
    const { browser, projectId, evaId } = await setUp('serie@bau.de');
    const newProtocol = async (title: string, carryDecisions = false) => {
      const created = payload(await browser.gql(M.protocol, { input: { projectId, title, date: day(0), carryDecisions } }));
      expect(created.protocol, JSON.stringify(created)).toBeTruthy();
      return created.protocol;
    };
    // Meeting 1 has nothing to carry: it starts with 'Allgemeines'.
    const first = await newProtocol('Jour fixe 1');
    expect(first.document.topics.map((t: Any) => t.title)).toEqual(['Allgemeines']);
    // Raised in meeting 1 (an Aufgabe typed in becomes an item when processed; here the project's own) and a decision.
    await create(browser, { projectId, title: 'Schalpläne freigeben', participantId: evaId, dueDate: day(2) });
    await create(browser, { projectId, title: 'Baustrom beantragen' });
    const general = first.document.topics[0].topicId;
    await browser.gql(M.edit, {
      input: { protocolId: encodeGlobalID('Protocol', first.protocolId), operations: [{ kind: 'ADD_ENTRY', topicId: general, entryId: crypto.randomUUID(), index: 0, type: 'FESTLEGUNG', html: '<p>Zufahrt über das Nordtor</p>' }] },
    });

    // Meeting 2: both open items come first with their numbers; the decision when asked for.
    const second = await newProtocol('Jour fixe 2', true);
    expect(second.document.topics.map((t: Any) => [t.number, t.title])).toEqual([
      [1, 'Offene Punkte aus vorherigen Besprechungen'],
      [2, 'Festlegungen aus vorherigen Besprechungen'],
      [3, 'Allgemeines'],
    ]);
    const carried = second.document.topics[0].entries;
    expect(carried.map((e: Any) => [e.label, e.text, e.responsiblePerson, e.dueDate, e.status])).toEqual([
      ['1.1', 'Schalpläne freigeben', 'Eva Schulz (Statik Schulz)', day(2), 'OPEN'],
      ['1.2', 'Baustrom beantragen', null, null, 'OPEN'],
    ]);
    expect(second.document.topics[1].entries.map((e: Any) => [e.type, e.text])).toEqual([['FESTLEGUNG', 'Zufahrt über das Nordtor']]);

    // In meeting 2 item A is re-dated and B completed, through the protocol's entries.
    const saved = payload(
      await browser.gql(M.edit, {
        input: {
          protocolId: encodeGlobalID('Protocol', second.protocolId),
          operations: [
            { kind: 'SET_ENTRY', entryId: carried[0].entryId, field: 'dueDate', base: day(2), value: day(9) },
            { kind: 'SET_ENTRY', entryId: carried[1].entryId, field: 'status', base: 'OPEN', value: 'COMPLETED' },
          ],
        },
      }),
    );
    expect(saved.conflicts).toEqual([]);
    const itemA = await db().actionItem.findUniqueOrThrow({ where: { id: carried[0].carriedActionItemId }, include: { events: { orderBy: { createdAt: 'asc' }, include: { protocol: true } } } });
    expect(itemA.dueDate?.toISOString().slice(0, 10)).toBe(day(9));
    expect(itemA.events.map((e) => [e.kind, e.protocol?.title ?? null, e.toValue])).toEqual([
      ['RAISED', null, null],
      ['CARRIED', 'Jour fixe 2', null],
      ['DUE_DATE_CHANGED', 'Jour fixe 2', day(9)],
    ]);
    expect(await db().actionItem.count({ where: { id: carried[1].carriedActionItemId, status: 'COMPLETED' } })).toBe(1);
    // Still one item each: the entries are the items, not copies.
    expect(await db().actionItem.count({ where: { project: { user: { email: 'serie@bau.de' } } } })).toBe(2);

    // Meeting 3: A still open with its new date; B shown once as done.
    const third = await newProtocol('Jour fixe 3');
    expect(third.document.topics[0].entries.map((e: Any) => [e.label, e.text, e.dueDate, e.status])).toEqual([
      ['1.1', 'Schalpläne freigeben', day(9), 'OPEN'],
      ['1.2', 'Baustrom beantragen', null, 'COMPLETED'],
    ]);
    // Meeting 4: B has dropped off.
    const fourth = await newProtocol('Jour fixe 4');
    expect(fourth.document.topics[0].entries.map((e: Any) => e.label)).toEqual(['1.1']);

    // Done on the list: the drafts that show the item follow (a sent version would not).
    const itemId = encodeGlobalID('ActionItem', fourth.document.topics[0].entries[0].carriedActionItemId);
    await update(browser, { actionItemId: itemId, status: 'COMPLETED', dueDate: day(10) });
    const DOC = `query($id: String!) { viewer { protocol(protocolId: $id) { revision document { topics { entries { carriedActionItemId dueDate status } } } } } }`;
    const after = payload(await browser.gql(DOC, { id: fourth.protocolId })).protocol;
    expect(after.revision).toBe(1);
    expect(after.document.topics[0].entries[0]).toMatchObject({ dueDate: day(10), status: 'COMPLETED' });
  });

  it('makes an item of an Aufgabe written by hand once it has words, and carries it into the next meeting', async () => {
    const { browser, projectId } = await setUp('handschrift@bau.de');
    const first = payload(await browser.gql(M.protocol, { input: { projectId, title: 'Jour fixe 1', date: day(0) } })).protocol;
    const edit = (operations: Record<string, unknown>[]) => browser.gql(M.edit, { input: { protocolId: encodeGlobalID('Protocol', first.protocolId), operations } });
    const entryId = crypto.randomUUID();
    await edit([{ kind: 'ADD_ENTRY', topicId: first.document.topics[0].topicId, entryId, index: 0, type: 'AUFGABE', html: '' }]);
    expect(await db().actionItem.count({ where: { protocolId: first.protocolId } })).toBe(0);
    await edit([
      { kind: 'SET_ENTRY', entryId, field: 'html', base: '', value: '<p>Gerüst <strong>abnehmen</strong> lassen</p>' },
      { kind: 'SET_ENTRY', entryId, field: 'responsiblePerson', base: null, value: 'Eva Schulz' },
    ]);
    const items = await db().actionItem.findMany({ where: { protocolId: first.protocolId }, include: { events: true } });
    expect(items.map((i) => [i.number, i.title, i.responsible, i.protocolEntryId, i.events.map((e) => e.kind)])).toEqual([[1, 'Gerüst abnehmen lassen', 'Eva Schulz', entryId, ['RAISED']]]);
    const second = payload(await browser.gql(M.protocol, { input: { projectId, title: 'Jour fixe 2', date: day(0) } })).protocol;
    expect(second.document.topics[0].entries.map((e: Any) => [e.label, e.text, e.responsiblePerson])).toEqual([['1.1', 'Gerüst abnehmen lassen', 'Eva Schulz']]);
  });
});
