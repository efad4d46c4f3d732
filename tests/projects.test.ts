import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/api';
import type { BrowserSession } from './support/browserSession';
import { signedInUser } from './support/users';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const RESULT = '__typename ... on Error { title message }';
const PROJECT = 'id projectId name number address archived accessLevel isWithinLimit permissions { canEdit isReadOnly } stats { protocolCount openActionItems participantCount overdueActionItems completionPercentage lastActivity }';
const Q = {
  projects: `query { viewer { projectLimit { canCreateNew currentCount maxAllowed accessibleProjects restrictedProjects isUnlimited } archivedProjectCount projects(first: 100) { edges { node { ${PROJECT} } } } } }`,
  create: `mutation($input: CreateProjectInput!) { createProject(input: $input) { ${RESULT} ... on MutationCreateProjectSuccess { data { project { ${PROJECT} } projectEdge { cursor node { id } } viewer { projectLimit { currentCount canCreateNew } } } } } }`,
  update: `mutation($input: UpdateProjectInput!) { updateProject(input: $input) { ${RESULT} ... on MutationUpdateProjectSuccess { data { project { ${PROJECT} } } } } }`,
  archive: `mutation($id: ID!) { archiveProject(input: { id: $id }) { ${RESULT} ... on MutationArchiveProjectSuccess { data { project { archived accessLevel } } } } }`,
  restore: `mutation($id: ID!) { restoreProject(input: { id: $id }) { ${RESULT} ... on MutationRestoreProjectSuccess { data { project { archived accessLevel } } } } }`,
  remove: `mutation($id: ID!) { deleteProject(input: { id: $id }) { ${RESULT} ... on MutationDeleteProjectSuccess { data { deletedProjectId } } } }`,
  node: `query($id: ID!) { node(id: $id) { __typename ... on Project { name stats { protocolCount } } } }`,
  byUuid: `query($projectId: String!) { viewer { project(projectId: $projectId) { name } } }`,
  dashboard: `query { viewer { dashboard { protocolCount openActionItems overdueActionItems recentProtocols { title status project { name } } awaitingApproval { title reviewInviteCount approvalCount } } subscription { planName tier limits { maxProjects meetingHoursPerMonth aiCreditsPerMonth } dailyLimits { aiCalls protocols actionItems } features } usage { monthKey projectsCreated } credits { balance monthlyBase nearlyExhausted } meetingHours { balance monthlyBase } permissions { subscriptionTier features dailyLimits { aiCalls } } } }`,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- shapes are the queries above
const data = (response: { body: { data?: Record<string, any> | null; errors?: unknown } }): any => {
  if (response.body.errors) throw new Error(JSON.stringify(response.body.errors));
  return Object.values(response.body.data!)[0];
};

async function create(browser: BrowserSession, input: Record<string, unknown>) {
  return data(await browser.gql(Q.create, { input }));
}

describe('projects', () => {
  it('creates a project with empty number and address stored as null, counts it and refuses the second on the free plan', async () => {
    const { browser } = await signedInUser(api.url, api.database.db, 'frei@bau.de');
    const created = await create(browser, { name: '  Neubau Bürogebäude ', number: ' ', address: '' });
    expect(created.__typename).toBe('MutationCreateProjectSuccess');
    expect(created.data.project).toMatchObject({ name: 'Neubau Bürogebäude', number: null, address: null, archived: false, accessLevel: 'FULL', isWithinLimit: true });
    expect(created.data.project.stats).toMatchObject({ protocolCount: 0, openActionItems: 0, participantCount: 0, completionPercentage: 0 });
    expect(created.data.viewer.projectLimit).toEqual({ currentCount: 1, canCreateNew: false });

    const refused = await create(browser, { name: 'Zweites Projekt' });
    expect(refused).toEqual({
      __typename: 'ProjectLimitReachedError',
      title: 'Projektlimit erreicht',
      message: 'Sie haben das Limit von 1 Projekt(en) erreicht. Upgraden Sie Ihr Abo für mehr Projekte.',
    });
    const empty = await create(browser, { name: '   ' });
    expect(empty).toMatchObject({ __typename: 'ValidationError', title: 'Fehler', message: 'Bitte geben Sie einen Projektnamen ein.' });

    const dashboard = data(await browser.gql(Q.dashboard));
    expect(dashboard.dashboard).toEqual({ protocolCount: 0, openActionItems: 0, overdueActionItems: 0, recentProtocols: [], awaitingApproval: [] });
    expect(dashboard.subscription).toMatchObject({ planName: 'Free', tier: 'FREE', limits: { maxProjects: 1 }, dailyLimits: { aiCalls: 5, protocols: 1, actionItems: 10 } });
    expect(dashboard.usage.projectsCreated).toBe(1);
    expect(dashboard.credits).toEqual({ balance: 10, monthlyBase: 10, nearlyExhausted: false });
  });

  it('archives, restores, edits and deletes, and another user reaches none of it', async () => {
    const owner = await signedInUser(api.url, api.database.db, 'eigentuemer@bau.de');
    const stranger = await signedInUser(api.url, api.database.db, 'fremder@bau.de');
    const project = (await create(owner.browser, { name: 'Brücke Nord', number: 'P2024-001', address: 'Hafenstr. 1' })).data.project;

    for (const [query, variables] of [
      [Q.update, { input: { id: project.id, name: 'Übernommen' } }],
      [Q.archive, { id: project.id }],
      [Q.restore, { id: project.id }],
      [Q.remove, { id: project.id }],
    ] as const) {
      expect(data(await stranger.browser.gql(query, variables))).toMatchObject({ __typename: 'ProjectNotFoundError', title: 'Projekt nicht gefunden' });
    }
    expect(data(await stranger.browser.gql(Q.node, { id: project.id }))).toBeNull();
    expect(data(await stranger.browser.gql(Q.byUuid, { projectId: project.projectId })).project).toBeNull();
    expect(data(await stranger.browser.gql(Q.projects)).projects.edges).toEqual([]);

    const archived = data(await owner.browser.gql(Q.archive, { id: project.id }));
    expect(archived.data.project).toEqual({ archived: true, accessLevel: 'READ_ONLY' });
    const refused = data(await owner.browser.gql(Q.update, { input: { id: project.id, name: 'Neu' } }));
    expect(refused).toEqual({ __typename: 'AccessDeniedError', title: 'Zugriff verweigert', message: 'Zugriff verweigert. Kontaktieren Sie den Projektadministrator.' });
    expect(data(await owner.browser.gql(Q.restore, { id: project.id })).data.project).toEqual({ archived: false, accessLevel: 'FULL' });
    const updated = data(await owner.browser.gql(Q.update, { input: { id: project.id, name: 'Brücke Süd', number: '', address: null } }));
    expect(updated.data.project).toMatchObject({ name: 'Brücke Süd', number: null, address: null });

    expect(data(await owner.browser.gql(Q.remove, { id: project.id })).data.deletedProjectId).toBe(project.id);
    expect(data(await owner.browser.gql(Q.node, { id: project.id }))).toBeNull();
    expect(data(await owner.browser.gql(Q.projects)).projects.edges).toEqual([]);
  });
});
