import { encodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { usageDayKey } from '../domain/plans/rules';
import { useTestApi } from './support/api';
import type { BrowserSession } from './support/browserSession';
import { signedInUser } from './support/users';
import { rootField } from './support/responses';

const api = useTestApi();

const ITEM = 'id actionItemId title status dueDate isOverdue project { name projectId } protocol { title }';
const Q = {
  list: `query($status: ActionItemStatus, $first: Int, $after: String) { viewer { actionItems(status: $status, first: $first, after: $after) { edges { cursor node { ${ITEM} } } pageInfo { hasNextPage endCursor } } } }`,
  node: `query($id: ID!) { node(id: $id) { __typename ... on ActionItem { title } } }`,
  dashboard: `query { viewer { dashboard { openActionItems overdueActionItems } } }`,
};

/** A calendar day relative to today in German time, as the date column stores it (midnight UTC). */
const day = (offset: number) => {
  const today = new Date(`${usageDayKey(new Date())}T00:00:00Z`);
  return new Date(today.getTime() + offset * 24 * 60 * 60 * 1000);
};
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- node shapes of Q.list
const titles = (list: any) => list.edges.map((edge: { node: { title: string } }) => edge.node.title);
const list = async (browser: BrowserSession, variables: Record<string, unknown> = {}) => rootField(await browser.gql(Q.list, variables)).actionItems;

describe('action items across projects', () => {
  it('lists the counted items by due date (none last) then age, marks overdue ones, filters by status and pages', async () => {
    const { browser, userId } = await signedInUser(api.url, api.database.db, 'bauleiter@bau.de');
    const db = api.database.db;
    const project = await db.project.create({ data: { userId, name: 'Neubau Bürogebäude' } });
    const archivedProject = await db.project.create({ data: { userId, name: 'Altbau', archived: true } });
    const deletedProject = await db.project.create({ data: { userId, name: 'Gelöscht', deletionRequestedAt: new Date() } });
    const protocol = await db.protocol.create({ data: { projectId: project.id, title: 'Baubesprechung 1', date: day(-3) } });
    const archivedProtocol = await db.protocol.create({ data: { projectId: project.id, title: 'Archiviert', date: day(-3), archived: true } });
    const oldVersion = await db.protocol.create({ data: { projectId: project.id, title: 'Alte Version', date: day(-3), isCurrentVersion: false } });

    let number = 0;
    const item = (title: string, fields: { projectId?: string; protocolId?: string; dueDate?: Date; status?: 'OPEN' | 'COMPLETED'; createdAt: Date }) =>
      db.actionItem.create({ data: { projectId: project.id, number: ++number, title, ...fields } });
    await item('Ohne Termin, älter', { createdAt: minutesAgo(50) });
    await item('Ohne Termin, neuer', { protocolId: protocol.id, createdAt: minutesAgo(10) });
    await item('Morgen fällig', { protocolId: protocol.id, dueDate: day(1), createdAt: minutesAgo(40) });
    await item('Heute fällig', { dueDate: day(0), createdAt: minutesAgo(40) });
    await item('Gestern fällig, neuer', { protocolId: protocol.id, dueDate: day(-1), createdAt: minutesAgo(20) });
    await item('Gestern fällig, älter', { dueDate: day(-1), createdAt: minutesAgo(30) });
    await item('Gestern erledigt', { dueDate: day(-1), status: 'COMPLETED', createdAt: minutesAgo(60) });
    await item('Im Archivprojekt', { projectId: archivedProject.id, dueDate: day(-2), createdAt: minutesAgo(60) });
    // Not counted: items of archived protocols or old versions, and of deleted projects.
    await item('Archiviertes Protokoll', { protocolId: archivedProtocol.id, dueDate: day(-5), createdAt: minutesAgo(60) });
    await item('Alte Version', { protocolId: oldVersion.id, dueDate: day(-5), createdAt: minutesAgo(60) });
    await item('Gelöschtes Projekt', { projectId: deletedProject.id, dueDate: day(-5), createdAt: minutesAgo(60) });

    const all = await list(browser);
    expect(titles(all)).toEqual([
      'Im Archivprojekt',
      'Gestern erledigt',
      'Gestern fällig, älter',
      'Gestern fällig, neuer',
      'Heute fällig',
      'Morgen fällig',
      'Ohne Termin, älter',
      'Ohne Termin, neuer',
    ]);
    const byTitle = Object.fromEntries(all.edges.map((edge: { node: { title: string } }) => [edge.node.title, edge.node]));
    expect(byTitle['Gestern fällig, neuer']).toMatchObject({
      status: 'OPEN',
      dueDate: day(-1).toISOString().slice(0, 10),
      isOverdue: true,
      project: { name: 'Neubau Bürogebäude', projectId: project.id },
      protocol: { title: 'Baubesprechung 1' },
    });
    expect(byTitle['Gestern fällig, älter']).toMatchObject({ isOverdue: true, protocol: null });
    expect(byTitle['Gestern erledigt']).toMatchObject({ status: 'COMPLETED', isOverdue: false });
    expect(byTitle['Heute fällig']).toMatchObject({ isOverdue: false });
    expect(byTitle['Morgen fällig']).toMatchObject({ isOverdue: false });
    expect(byTitle['Ohne Termin, älter']).toMatchObject({ dueDate: null, isOverdue: false });
    expect(byTitle['Im Archivprojekt']).toMatchObject({ isOverdue: true, project: { name: 'Altbau' } });

    const open = await list(browser, { status: 'OPEN' });
    expect(titles(open)).toEqual(titles(all).filter((title: string) => title !== 'Gestern erledigt'));
    expect(titles(await list(browser, { status: 'COMPLETED' }))).toEqual(['Gestern erledigt']);

    // The same counting rule as the dashboard's tile.
    const overdue = open.edges.filter((edge: { node: { isOverdue: boolean } }) => edge.node.isOverdue).length;
    expect(rootField(await browser.gql(Q.dashboard)).dashboard).toEqual({ openActionItems: open.edges.length, overdueActionItems: overdue });

    // One item per page, so that cursors also sit on items without a due date.
    const pages: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 20; page++) {
      const chunk = await list(browser, { first: 1, after });
      pages.push(...titles(chunk));
      if (!chunk.pageInfo.hasNextPage) break;
      after = chunk.pageInfo.endCursor;
    }
    expect(pages).toEqual(titles(all));
  });

  it('shows another user none of it, neither in the list nor by id', async () => {
    const owner = await signedInUser(api.url, api.database.db, 'eigentuemerin@bau.de');
    const stranger = await signedInUser(api.url, api.database.db, 'neugierig@bau.de');
    const project = await api.database.db.project.create({ data: { userId: owner.userId, name: 'Brücke Nord' } });
    const item = await api.database.db.actionItem.create({ data: { projectId: project.id, number: 1, title: 'Geländer prüfen', dueDate: day(-1) } });
    const id = encodeGlobalID('ActionItem', item.id);

    expect(titles(await list(owner.browser))).toEqual(['Geländer prüfen']);
    expect(rootField(await owner.browser.gql(Q.node, { id }))).toEqual({ __typename: 'ActionItem', title: 'Geländer prüfen' });

    expect((await list(stranger.browser)).edges).toEqual([]);
    expect(rootField(await stranger.browser.gql(Q.node, { id }))).toBeNull();
    expect(rootField(await stranger.browser.gql(Q.node, { id: encodeGlobalID('ActionItem', 'kein-uuid') }))).toBeNull();

    // Once the owner deletes the project, the item is gone for the owner too.
    await api.database.db.project.update({ where: { id: project.id }, data: { deletionRequestedAt: new Date() } });
    expect((await list(owner.browser)).edges).toEqual([]);
    expect(rootField(await owner.browser.gql(Q.node, { id }))).toBeNull();
  });
});
