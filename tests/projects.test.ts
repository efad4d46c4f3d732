import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { WorkflowNotFoundError } from '@temporalio/client';
import { describe, expect, it } from 'vitest';
import type { ActionItemStatus, ProtocolStatus } from '../platform/generated/prisma/client';
import { usageDayKey, usageMonthKey } from '../domain/plans/rules';
import { setPlan } from '../domain/plans/subscription';
import { deleteProjectWorkflow } from '../domain/projects/deletionWorkflows';
import { graphql, useTestApi } from './support/api';
import { seedReviewRows } from './support/reviews';
import { browserSession, type BrowserSession } from './support/browserSession';
import { TEST_PASSWORD, signedInUser } from './support/users';
import { rootField } from './support/responses';

const api = useTestApi();

const db = () => api.database.db;

const RESULT = '__typename ... on Error { title message }';
const PROJECT = 'id projectId name number address archived accessLevel isWithinLimit permissions { canEdit isReadOnly } stats { protocolCount openActionItems participantCount overdueActionItems completionPercentage lastActivity }';
const STATS = 'protocolCount completedProtocols participantCount openActionItems completedActionItems overdueActionItems completionPercentage lastActivity';
const LIMIT = 'projectLimit { canCreateNew currentCount maxAllowed accessibleProjects restrictedProjects isUnlimited }';
const Q = {
  projects: `query { viewer { ${LIMIT} archivedProjectCount projects(first: 100) { edges { node { ${PROJECT} } } } } }`,
  access: `query { viewer { ${LIMIT} archivedProjectCount projects(first: 100) { edges { node { name archived accessLevel isWithinLimit permissions { canEdit canDelete isReadOnly hasFullAccess } } } } } }`,
  stats: `query { viewer { projects(first: 100) { edges { node { name stats { ${STATS} } } } } } }`,
  create: `mutation($input: CreateProjectInput!) { createProject(input: $input) { ${RESULT} ... on MutationCreateProjectSuccess { data { project { ${PROJECT} } projectEdge { cursor node { id } } viewer { projectLimit { currentCount canCreateNew } } } } } }`,
  update: `mutation($input: UpdateProjectInput!) { updateProject(input: $input) { ${RESULT} ... on MutationUpdateProjectSuccess { data { project { ${PROJECT} updatedAt } } } } }`,
  archive: `mutation($id: ID!) { archiveProject(input: { id: $id }) { ${RESULT} ... on MutationArchiveProjectSuccess { data { project { archived accessLevel } } } } }`,
  restore: `mutation($id: ID!) { restoreProject(input: { id: $id }) { ${RESULT} ... on MutationRestoreProjectSuccess { data { project { archived accessLevel } } } } }`,
  remove: `mutation($id: ID!) { deleteProject(input: { id: $id }) { ${RESULT} ... on MutationDeleteProjectSuccess { data { deletedProjectId } } } }`,
  node: `query($id: ID!) { node(id: $id) { __typename ... on Project { name stats { protocolCount } } ... on Protocol { title } } }`,
  nodes: `query($ids: [ID!]!) { nodes(ids: $ids) { __typename } }`,
  byUuid: `query($projectId: String!) { viewer { project(projectId: $projectId) { name } } }`,
  dashboard: `query { viewer { dashboard { protocolCount openActionItems overdueActionItems recentProtocols { title status project { name } } awaitingApproval { title reviewInviteCount approvalCount } } subscription { planName tier limits { maxProjects meetingHoursPerMonth aiCreditsPerMonth } dailyLimits { aiCalls protocols actionItems } features } usage { monthKey projectsCreated } credits { balance monthlyBase nearlyExhausted } meetingHours { balance monthlyBase } permissions { subscriptionTier features dailyLimits { aiCalls } } } }`,
  tiles: `query { viewer { dashboard { protocolCount openActionItems overdueActionItems recentProtocols { title status date project { name } } awaitingApproval { title status reviewInviteCount approvalCount project { name } } } } }`,
  usage: `query { viewer { usage { monthKey projectsCreated protocolsCreated } credits { balance monthlyUsed purchasedBalance totalUsed } meetingHours { balance monthlyUsed } } }`,
  plan: `query { viewer { subscription { planId planName tier limits { maxProjects meetingHoursPerMonth aiCreditsPerMonth } } ${LIMIT} credits { balance monthlyBase } } }`,
  permissions: `query { viewer { permissions { isAdmin adminLevel accountType subscriptionTier subscriptionStatus credits protocolMinutes dailyLimits { aiCalls protocols actionItems } features } } }`,
};

const NOT_FOUND = { __typename: 'ProjectNotFoundError', title: 'Projekt nicht gefunden', message: 'Das Projekt existiert nicht oder wurde gelöscht.' };
const NOT_SIGNED_IN = { __typename: 'NotSignedInError', title: 'Nicht angemeldet', message: 'Bitte melden Sie sich an.' };
const ACCESS_DENIED = { __typename: 'AccessDeniedError', title: 'Zugriff verweigert', message: 'Zugriff verweigert. Kontaktieren Sie den Projektadministrator.' };
const limitReached = (n: number) => ({
  __typename: 'ProjectLimitReachedError',
  title: 'Projektlimit erreicht',
  message: `Sie haben das Limit von ${n} Projekt(en) erreicht. Upgraden Sie Ihr Abo für mehr Projekte.`,
});

async function create(browser: BrowserSession, input: Record<string, unknown>) {
  return rootField(await browser.gql(Q.create, { input }));
}

/** Creates a project through the API and returns its global id and plain UUID. */
async function createProject(browser: BrowserSession, name: string, more: Record<string, unknown> = {}): Promise<{ id: string; projectId: string }> {
  const created = await create(browser, { name, ...more });
  if (created.__typename !== 'MutationCreateProjectSuccess') throw new Error(`create ${name}: ${JSON.stringify(created)}`);
  return created.data.project;
}

/** name -> the node's fields, for lists whose order another test checks. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see rootField()
const byName = (viewer: any): Record<string, any> => Object.fromEntries(viewer.projects.edges.map((e: { node: { name: string } }) => [e.node.name, e.node]));

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);
/** A German calendar day (YYYY-MM-DD) shifted by whole days, as a DATE column value. */
const berlinDay = (offset: number) => new Date(Date.parse(`${usageDayKey(new Date())}T00:00:00Z`) + offset * 86_400_000);

interface ProtocolSeed {
  title: string;
  status?: ProtocolStatus;
  archived?: boolean;
  isCurrentVersion?: boolean;
  finalized?: boolean;
  /** createdAt and updatedAt, hours before now */
  age: number;
  invites?: number;
  approvals?: number;
  fileKey?: string;
}

async function seedProtocol(projectId: string, seed: ProtocolSeed) {
  const at = hoursAgo(seed.age);
  const protocol = await db().protocol.create({
    data: {
      projectId,
      title: seed.title,
      date: new Date(`${at.toISOString().slice(0, 10)}T00:00:00Z`),
      status: seed.status ?? 'DRAFT',
      archived: seed.archived ?? false,
      isCurrentVersion: seed.isCurrentVersion ?? true,
      finalizedAt: seed.finalized ? at : null,
      fileKey: seed.fileKey ?? null,
      createdAt: at,
      updatedAt: at,
    },
  });
  await seedReviewRows(db(), protocol.id, { invites: seed.invites ?? 0, approvals: seed.approvals ?? 0, at });
  return protocol;
}

interface ItemSeed {
  protocolId?: string | null;
  status?: ActionItemStatus;
  /** days from today in Europe/Berlin; undefined: no due date */
  due?: number;
  age?: number;
}

/** Numbers of seeded items: unique in every project. */
let itemNumber = 0;

async function seedItems(projectId: string, items: ItemSeed[]) {
  await db().actionItem.createMany({
    data: items.map((item, i) => ({
      projectId,
      number: ++itemNumber,
      protocolId: item.protocolId ?? null,
      title: `Maßnahme ${i + 1}`,
      status: item.status ?? 'OPEN',
      dueDate: item.due === undefined ? null : berlinDay(item.due),
      createdAt: hoursAgo(item.age ?? 50),
      updatedAt: hoursAgo(item.age ?? 50),
    })),
  });
}

const seedParticipants = (projectId: string, names: string[]) => db().participant.createMany({ data: names.map((name) => ({ projectId, name })) });

/** Everything the database holds of one project, to compare before and after a refused operation. */
async function snapshot(projectId: string) {
  const [project, protocols, actionItems, participants, invites, approvals] = await Promise.all([
    db().project.findUnique({ where: { id: projectId } }),
    db().protocol.findMany({ where: { projectId }, orderBy: { id: 'asc' } }),
    db().actionItem.findMany({ where: { projectId }, orderBy: { id: 'asc' } }),
    db().participant.findMany({ where: { projectId }, orderBy: { id: 'asc' } }),
    db().reviewInvite.findMany({ where: { protocol: { projectId } }, orderBy: { id: 'asc' } }),
    db().approval.findMany({ where: { protocol: { projectId } }, orderBy: { id: 'asc' } }),
  ]);
  return { project, protocols, actionItems, participants, invites, approvals };
}

async function expectNoDeletionWorkflow(projectId: string) {
  await expect(api.temporal.workflow.getHandle(deleteProjectWorkflow.idOf(projectId)).describe()).rejects.toBeInstanceOf(WorkflowNotFoundError);
}

describe('projects', () => {
  it('creates a project with empty number and address stored as null, counts it and refuses the second on the free plan', async () => {
    const { browser } = await signedInUser(api.url, db(), 'frei@bau.de');
    const created = await create(browser, { name: '  Neubau Bürogebäude ', number: ' ', address: '' });
    expect(created.__typename).toBe('MutationCreateProjectSuccess');
    expect(created.data.project).toMatchObject({ name: 'Neubau Bürogebäude', number: null, address: null, archived: false, accessLevel: 'FULL', isWithinLimit: true });
    expect(created.data.project.stats).toMatchObject({ protocolCount: 0, openActionItems: 0, participantCount: 0, completionPercentage: 0 });
    expect(created.data.viewer.projectLimit).toEqual({ currentCount: 1, canCreateNew: false });

    const refused = await create(browser, { name: 'Zweites Projekt' });
    expect(refused).toEqual(limitReached(1));
    const empty = await create(browser, { name: '   ' });
    expect(empty).toMatchObject({ __typename: 'ValidationError', title: 'Fehler', message: 'Bitte geben Sie einen Projektnamen ein.' });

    const dashboard = rootField(await browser.gql(Q.dashboard));
    expect(dashboard.dashboard).toEqual({ protocolCount: 0, openActionItems: 0, overdueActionItems: 0, recentProtocols: [], awaitingApproval: [] });
    expect(dashboard.subscription).toMatchObject({ planName: 'Free', tier: 'FREE', limits: { maxProjects: 1 }, dailyLimits: { aiCalls: 5, protocols: 1, actionItems: 10 } });
    expect(dashboard.usage.projectsCreated).toBe(1);
    expect(dashboard.credits).toEqual({ balance: 10, monthlyBase: 10, nearlyExhausted: false });
  });

  it('archives, restores, edits and deletes, and another user reaches none of it', async () => {
    const owner = await signedInUser(api.url, db(), 'eigentuemer@bau.de');
    const stranger = await signedInUser(api.url, db(), 'fremder@bau.de');
    const project = (await create(owner.browser, { name: 'Brücke Nord', number: 'P2024-001', address: 'Hafenstr. 1' })).data.project;

    for (const [query, variables] of [
      [Q.update, { input: { id: project.id, name: 'Übernommen' } }],
      [Q.archive, { id: project.id }],
      [Q.restore, { id: project.id }],
      [Q.remove, { id: project.id }],
    ] as const) {
      expect(rootField(await stranger.browser.gql(query, variables))).toMatchObject({ __typename: 'ProjectNotFoundError', title: 'Projekt nicht gefunden' });
    }
    expect(rootField(await stranger.browser.gql(Q.node, { id: project.id }))).toBeNull();
    expect(rootField(await stranger.browser.gql(Q.byUuid, { projectId: project.projectId })).project).toBeNull();
    expect(rootField(await stranger.browser.gql(Q.projects)).projects.edges).toEqual([]);

    const archived = rootField(await owner.browser.gql(Q.archive, { id: project.id }));
    expect(archived.data.project).toEqual({ archived: true, accessLevel: 'READ_ONLY' });
    const refused = rootField(await owner.browser.gql(Q.update, { input: { id: project.id, name: 'Neu' } }));
    expect(refused).toEqual(ACCESS_DENIED);
    expect(rootField(await owner.browser.gql(Q.restore, { id: project.id })).data.project).toEqual({ archived: false, accessLevel: 'FULL' });
    const updated = rootField(await owner.browser.gql(Q.update, { input: { id: project.id, name: 'Brücke Süd', number: '', address: null } }));
    expect(updated.data.project).toMatchObject({ name: 'Brücke Süd', number: null, address: null });

    expect(rootField(await owner.browser.gql(Q.remove, { id: project.id })).data.deletedProjectId).toBe(project.id);
    expect(rootField(await owner.browser.gql(Q.node, { id: project.id }))).toBeNull();
    expect(rootField(await owner.browser.gql(Q.projects)).projects.edges).toEqual([]);
  });
});

describe("another user's projects", () => {
  it('refuses every operation on them as not found and changes nothing, nor starts a deletion', async () => {
    const owner = await signedInUser(api.url, db(), 'besitzer@bau.de');
    const stranger = await signedInUser(api.url, db(), 'eindringling@bau.de');
    await setPlan(db(), 'besitzer@bau.de', 'starter');
    const active = await createProject(owner.browser, 'Rohbau Ost', { number: 'R-1', address: 'Ostweg 2' });
    const archived = await createProject(owner.browser, 'Altbau West');
    expect(rootField(await owner.browser.gql(Q.archive, { id: archived.id })).data.project.archived).toBe(true);
    const protocol = await seedProtocol(active.projectId, { title: 'Baubesprechung 1', status: 'REVIEW', age: 2, invites: 1, approvals: 1 });
    await seedItems(active.projectId, [{ protocolId: protocol.id, due: -1 }, { due: 3 }]);
    await seedParticipants(active.projectId, ['Bauleiterin']);
    const before = await Promise.all([snapshot(active.projectId), snapshot(archived.projectId)]);

    for (const target of [active, archived]) {
      const attempts = [
        [Q.update, { input: { id: target.id, name: 'Übernommen', number: 'X', address: 'Y' } }],
        [Q.archive, { id: target.id }],
        [Q.restore, { id: target.id }],
        [Q.remove, { id: target.id }],
      ] as const;
      for (const [query, variables] of attempts) expect(rootField(await stranger.browser.gql(query, variables))).toEqual(NOT_FOUND);
    }
    expect(await Promise.all([snapshot(active.projectId), snapshot(archived.projectId)])).toEqual(before);
    await expectNoDeletionWorkflow(active.projectId);
    await expectNoDeletionWorkflow(archived.projectId);

    // The owner still has both, unchanged.
    const mine = byName(rootField(await owner.browser.gql(Q.projects)));
    expect(mine['Rohbau Ost']).toMatchObject({ number: 'R-1', address: 'Ostweg 2', archived: false, accessLevel: 'FULL' });
    expect(mine['Altbau West']).toMatchObject({ archived: true });
  });

  it('shows nothing of them: no node, no project by UUID, no list entry, no dashboard tile, no usage, no credits', async () => {
    const owner = await signedInUser(api.url, db(), 'bauherr@bau.de');
    const stranger = await signedInUser(api.url, db(), 'nachbar@bau.de');
    await setPlan(db(), 'bauherr@bau.de', 'starter');
    const project = await createProject(owner.browser, 'Schule Süd');
    const archived = await createProject(owner.browser, 'Turnhalle');
    await owner.browser.gql(Q.archive, { id: archived.id });
    const review = await seedProtocol(project.projectId, { title: 'Freigabe Rohbau', status: 'REVIEW', age: 3, invites: 2, approvals: 1 });
    const draft = await seedProtocol(project.projectId, { title: 'Entwurf Dach', age: 1 });
    await seedItems(project.projectId, [{ protocolId: review.id, due: -2 }, { protocolId: draft.id }, { status: 'COMPLETED' }]);
    await seedParticipants(project.projectId, ['Architekt', 'Statiker']);
    await db().quotaAccount.create({
      data: { userId: owner.userId, kind: 'AI_CREDITS', periodKey: usageMonthKey(new Date()), monthlyUsed: 60, purchasedBalance: 25, totalPurchased: 25, totalUsed: 60 },
    });
    await db().quotaAccount.create({ data: { userId: owner.userId, kind: 'MEETING_MINUTES', periodKey: usageMonthKey(new Date()), monthlyUsed: 90, totalUsed: 90 } });

    // The owner sees it all, so the checks below are not vacuous.
    const ownerTiles = rootField(await owner.browser.gql(Q.tiles)).dashboard;
    expect(ownerTiles).toMatchObject({ protocolCount: 2, openActionItems: 2, overdueActionItems: 1 });
    expect(ownerTiles.recentProtocols).toHaveLength(2);
    expect(ownerTiles.awaitingApproval).toHaveLength(1);
    expect(rootField(await owner.browser.gql(Q.usage))).toMatchObject({ usage: { projectsCreated: 2 }, credits: { balance: 65 }, meetingHours: { monthlyUsed: 90 } });

    const protocolIds = [review.id, draft.id].map((id) => encodeGlobalID('Protocol', id));
    for (const id of [project.id, archived.id, ...protocolIds]) {
      expect(rootField(await owner.browser.gql(Q.node, { id }))).not.toBeNull();
      expect(rootField(await stranger.browser.gql(Q.node, { id }))).toBeNull();
    }
    expect(rootField(await stranger.browser.gql(Q.nodes, { ids: [project.id, archived.id, ...protocolIds] }))).toEqual([null, null, null, null]);
    for (const projectId of [project.projectId, archived.projectId]) {
      expect(rootField(await stranger.browser.gql(Q.byUuid, { projectId })).project).toBeNull();
    }

    const strangers = rootField(await stranger.browser.gql(Q.projects));
    expect(strangers.projects.edges).toEqual([]);
    expect(strangers.archivedProjectCount).toBe(0);
    expect(strangers.projectLimit).toEqual({ canCreateNew: true, currentCount: 0, maxAllowed: 1, accessibleProjects: 0, restrictedProjects: 0, isUnlimited: false });
    expect(rootField(await stranger.browser.gql(Q.tiles)).dashboard).toEqual({
      protocolCount: 0,
      openActionItems: 0,
      overdueActionItems: 0,
      recentProtocols: [],
      awaitingApproval: [],
    });
    expect(rootField(await stranger.browser.gql(Q.usage))).toEqual({
      usage: { monthKey: usageMonthKey(new Date()), projectsCreated: 0, protocolsCreated: 0 },
      credits: { balance: 10, monthlyUsed: 0, purchasedBalance: 0, totalUsed: 0 },
      meetingHours: { balance: 60, monthlyUsed: 0 },
    });
    // The stranger's own project has stats of its own only.
    await createProject(stranger.browser, 'Eigenes Projekt');
    const own = byName(rootField(await stranger.browser.gql(Q.stats)));
    expect(own['Eigenes Projekt'].stats).toMatchObject({ protocolCount: 0, participantCount: 0, openActionItems: 0, completedActionItems: 0, overdueActionItems: 0 });
  });

  it('answers malformed and foreign-type ids with not found, never with an internal error', async () => {
    const owner = await signedInUser(api.url, db(), 'ids@bau.de');
    const project = await createProject(owner.browser, 'Kita Nord');
    const protocol = await seedProtocol(project.projectId, { title: 'Protokoll', age: 1 });
    const factor = await db().totpFactor.create({ data: { userId: owner.userId, friendlyName: 'Telefon', secret: 'JBSWY3DPEHPK3PXP' } });
    const before = await snapshot(project.projectId);

    const decodable = [
      encodeGlobalID('Project', 'keine-uuid'),
      encodeGlobalID('Project', `${project.projectId}x`),
      encodeGlobalID('Project', "' OR 1=1 --"),
      encodeGlobalID('TotpFactor', factor.id),
      encodeGlobalID('TotpFactor', 'keine-uuid'),
      encodeGlobalID('Viewer', owner.userId),
      encodeGlobalID('Protocol', protocol.id),
      encodeGlobalID('Protocol', project.projectId),
      encodeGlobalID('SubscriptionPlan', 'starter'),
      // The project's own UUID under other type names is still not a project id.
      encodeGlobalID('TotpFactor', project.projectId),
      encodeGlobalID('Unbekannt', project.projectId),
    ];
    for (const id of decodable) {
      for (const query of [Q.archive, Q.restore, Q.remove]) {
        const response = await owner.browser.gql(query, { id });
        expect(response.status, `${id}`).toBe(200);
        expect(rootField(response), id).toEqual(NOT_FOUND);
      }
      expect(rootField(await owner.browser.gql(Q.update, { input: { id, name: 'Neu' } })), id).toEqual(NOT_FOUND);
    }

    // node(id) finds what the id names, or null; an id that is no UUID does not reach Postgres.
    for (const id of [encodeGlobalID('Project', 'keine-uuid'), encodeGlobalID('Protocol', 'keine-uuid'), encodeGlobalID('TotpFactor', 'keine-uuid'), encodeGlobalID('TotpFactor', project.projectId), encodeGlobalID('Protocol', project.projectId), encodeGlobalID('Project', protocol.id), encodeGlobalID('Viewer', 'keine-uuid'), encodeGlobalID('SubscriptionPlan', 'gibt-es-nicht')]) {
      const response = await owner.browser.gql(Q.node, { id });
      expect(response.status).toBe(200);
      expect(response.body, id).toEqual({ data: { node: null } });
    }

    // Ids that are not global ids at all get the same answer as an unknown id, never an internal error.
    for (const id of ['keine-id', '', 'Zm9v', '%%%', project.projectId]) {
      for (const query of [Q.archive, Q.remove]) {
        const response = await owner.browser.gql(query, { id });
        expect(response.status).toBe(200);
        expect(rootField(response), id).toEqual(NOT_FOUND);
      }
      expect((await owner.browser.gql(Q.node, { id })).body, id).toEqual({ data: { node: null } });
    }

    for (const projectId of ['keine-uuid', '', `${project.projectId} `, project.id, protocol.id, owner.userId]) {
      expect(rootField(await owner.browser.gql(Q.byUuid, { projectId })).project, projectId).toBeNull();
    }
    expect(await snapshot(project.projectId)).toEqual(before);
    await expectNoDeletionWorkflow(project.projectId);
  });
});

describe('project limits and access levels', () => {
  it('refuses the sixth project on starter, gives read-only access to all but the newest after a downgrade, and archived projects take no slot', async () => {
    const { browser } = await signedInUser(api.url, db(), 'starter@bau.de');
    expect(await setPlan(db(), 'starter@bau.de', 'starter')).toBe(true);
    const projects: { id: string; projectId: string }[] = [];
    for (let i = 1; i <= 5; i++) projects.push(await createProject(browser, `Projekt ${i}`));
    expect(await create(browser, { name: 'Projekt 6' })).toEqual(limitReached(5));
    expect(await db().project.count({ where: { name: 'Projekt 6' } })).toBe(0);
    expect(rootField(await browser.gql(Q.access)).projectLimit).toEqual({
      canCreateNew: false,
      currentCount: 5,
      maxAllowed: 5,
      accessibleProjects: 5,
      restrictedProjects: 0,
      isUnlimited: false,
    });

    // An archived project frees its slot.
    await browser.gql(Q.archive, { id: projects[0]!.id });
    const afterArchive = rootField(await browser.gql(Q.access));
    expect(afterArchive.projectLimit).toMatchObject({ canCreateNew: true, currentCount: 4 });
    expect(afterArchive.archivedProjectCount).toBe(1);
    projects.push(await createProject(browser, 'Projekt 6'));
    expect(await create(browser, { name: 'Projekt 7' })).toEqual(limitReached(5));

    // Downgrade: only the newest active project stays in full.
    await setPlan(db(), 'starter@bau.de', 'free');
    const free = rootField(await browser.gql(Q.access));
    expect(free.projects.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual(['Projekt 6', 'Projekt 5', 'Projekt 4', 'Projekt 3', 'Projekt 2', 'Projekt 1']);
    const readOnly = { accessLevel: 'READ_ONLY', isWithinLimit: false, permissions: { canEdit: false, canDelete: false, isReadOnly: true, hasFullAccess: false } };
    expect(byName(free)).toEqual({
      'Projekt 6': { name: 'Projekt 6', archived: false, accessLevel: 'FULL', isWithinLimit: true, permissions: { canEdit: true, canDelete: true, isReadOnly: false, hasFullAccess: true } },
      'Projekt 5': { name: 'Projekt 5', archived: false, ...readOnly },
      'Projekt 4': { name: 'Projekt 4', archived: false, ...readOnly },
      'Projekt 3': { name: 'Projekt 3', archived: false, ...readOnly },
      'Projekt 2': { name: 'Projekt 2', archived: false, ...readOnly },
      'Projekt 1': { name: 'Projekt 1', archived: true, ...readOnly },
    });
    expect(free.projectLimit).toEqual({ canCreateNew: false, currentCount: 5, maxAllowed: 1, accessibleProjects: 1, restrictedProjects: 4, isUnlimited: false });
    expect(free.archivedProjectCount).toBe(1);

    const before = await snapshot(projects[4]!.projectId);
    expect(rootField(await browser.gql(Q.update, { input: { id: projects[4]!.id, name: 'Umbenannt' } }))).toEqual(ACCESS_DENIED);
    expect(rootField(await browser.gql(Q.update, { input: { id: projects[0]!.id, name: 'Umbenannt' } }))).toEqual(ACCESS_DENIED);
    expect(await snapshot(projects[4]!.projectId)).toEqual(before);
    expect(rootField(await browser.gql(Q.update, { input: { id: projects[5]!.id, name: 'Projekt 6', number: 'P-6' } })).__typename).toBe('MutationUpdateProjectSuccess');
    expect(await create(browser, { name: 'Projekt 7' })).toEqual(limitReached(1));

    // Archiving the full one hands its slot to the next newest active project.
    await browser.gql(Q.archive, { id: projects[5]!.id });
    const shifted = byName(rootField(await browser.gql(Q.access)));
    expect(shifted['Projekt 6']).toMatchObject({ archived: true, accessLevel: 'READ_ONLY' });
    expect(shifted['Projekt 5']).toMatchObject({ accessLevel: 'FULL' });
    expect(shifted['Projekt 4']).toMatchObject({ accessLevel: 'READ_ONLY' });

    // Unlimited: every active project in full, archived ones stay read-only.
    await setPlan(db(), 'starter@bau.de', 'enterprise');
    const unlimited = rootField(await browser.gql(Q.access));
    for (const node of Object.values(byName(unlimited))) expect(node.accessLevel).toBe(node.archived ? 'READ_ONLY' : 'FULL');
    expect(unlimited.projectLimit).toEqual({ canCreateNew: true, currentCount: 4, maxAllowed: null, accessibleProjects: 4, restrictedProjects: 0, isUnlimited: true });
    expect(rootField(await browser.gql(Q.update, { input: { id: projects[1]!.id, name: 'Projekt 2' } })).__typename).toBe('MutationUpdateProjectSuccess');
    expect((await create(browser, { name: 'Projekt 7' })).__typename).toBe('MutationCreateProjectSuccess');
  });

  it('lets exactly one of several simultaneous creations at the limit through', async () => {
    for (const [email, plan, existing, limit] of [
      ['gleichzeitig-frei@bau.de', 'free', 0, 1],
      ['gleichzeitig-starter@bau.de', 'starter', 4, 5],
    ] as const) {
      const { browser, userId } = await signedInUser(api.url, db(), email);
      await setPlan(db(), email, plan);
      for (let i = 0; i < existing; i++) await createProject(browser, `Bestand ${i}`);
      // Separate sessions of the same user, so the requests really run side by side.
      const sessions = await Promise.all(
        Array.from({ length: 6 }, async () => {
          const session = browserSession(api.url);
          await session.gql(`mutation($input: SignInInput!) { signIn(input: $input) { __typename } }`, { input: { email, password: TEST_PASSWORD } });
          return session;
        }),
      );
      const results = await Promise.all(sessions.map((session, i) => create(session, { name: `Parallel ${i}` })));
      const names = results.map((r) => r.__typename).sort();
      expect(names).toEqual(['MutationCreateProjectSuccess', ...Array(5).fill('ProjectLimitReachedError')]);
      for (const refused of results.filter((r) => r.__typename !== 'MutationCreateProjectSuccess')) expect(refused).toEqual(limitReached(limit));
      expect(await db().project.count({ where: { userId } })).toBe(limit);
      const [month] = await db().usageCounter.findMany({ where: { userId, period: usageMonthKey(new Date()), usageType: 'projects_created' } });
      expect(month?.amount).toBe(limit);
    }
  });
});

describe('project stats and dashboard tiles', () => {
  it('counts current, not archived protocols and their open, completed and overdue items (German calendar days) per project and across projects', async () => {
    const owner = await signedInUser(api.url, db(), 'statistik@bau.de');
    const other = await signedInUser(api.url, db(), 'andere-statistik@bau.de');
    await setPlan(db(), 'statistik@bau.de', 'starter');
    const a = await createProject(owner.browser, 'Wohnpark A');
    const b = await createProject(owner.browser, 'Bürohaus B');
    const gone = await createProject(owner.browser, 'Gelöscht C');
    await createProject(owner.browser, 'Leer D');
    const foreign = await createProject(other.browser, 'Fremd');
    // Old enough that the seeded rows below are the newest activity.
    await db().$executeRaw`UPDATE projects SET updated_at = now() - interval '100 hours' WHERE id IN (${a.projectId}::uuid, ${b.projectId}::uuid)`;

    const p = async (projectId: string, seed: ProtocolSeed) => (await seedProtocol(projectId, seed)).id;
    const a1 = await p(a.projectId, { title: 'A1 Entwurf', age: 30 });
    const a1old = await p(a.projectId, { title: 'A1 Entwurf (v1)', age: 40, isCurrentVersion: false });
    const a2 = await p(a.projectId, { title: 'A2 Final', status: 'FINALIZED', finalized: true, age: 28 });
    const a3 = await p(a.projectId, { title: 'A3 Archiviert', status: 'REVIEW', archived: true, age: 5, invites: 1 });
    const a4 = await p(a.projectId, { title: 'A4 In Freigabe', status: 'REVIEW', age: 26, invites: 2, approvals: 1 });
    await p(a.projectId, { title: 'A5 Freigegeben', status: 'REVIEW', finalized: true, age: 24, invites: 1, approvals: 1 });
    const a6 = await seedProtocol(a.projectId, { title: 'A6 Verarbeitung', status: 'PROCESSING', age: 1 });
    await p(a.projectId, { title: 'A7 Freigabe alte Version', status: 'REVIEW', isCurrentVersion: false, age: 45, invites: 3 });
    await seedItems(a.projectId, [
      { protocolId: a1, due: -1, age: 60 }, // overdue
      { protocolId: a1, due: 0, age: 60 }, // due today: not overdue
      { protocolId: a2, due: 1, age: 60 },
      { protocolId: a4, age: 60 }, // no due date
      { protocolId: a1, due: -1, status: 'COMPLETED', age: 60 }, // completed: never overdue
      { protocolId: null, due: -1, age: 60 }, // the project's own item, overdue
      { protocolId: null, status: 'COMPLETED', age: 60 },
      { protocolId: a3, due: -5, age: 0.5 }, // of an archived protocol: not counted
      { protocolId: a1old, due: -5, age: 0.5 }, // of an old version: not counted
    ]);
    await seedParticipants(a.projectId, ['Bauleiter', 'Elektriker', 'Architektin']);

    const b1 = await p(b.projectId, { title: 'B1 In Freigabe', status: 'REVIEW', age: 22 });
    await p(b.projectId, { title: 'B2 Abgeschlossen', status: 'COMPLETED', age: 20 });
    for (const [i, age] of [18, 16, 14, 12, 10, 8].entries()) await p(b.projectId, { title: `B${i + 3} Entwurf`, age });
    await seedItems(b.projectId, [
      { protocolId: b1, due: -3, age: 70 },
      { protocolId: b1, status: 'COMPLETED', age: 70 },
    ]);

    // Neither a project whose deletion is under way nor another user's project counts.
    const goneProtocol = await p(gone.projectId, { title: 'C In Freigabe', status: 'REVIEW', age: 2, invites: 1 });
    await seedItems(gone.projectId, [{ protocolId: goneProtocol, due: -1 }, { due: -1 }]);
    await db().project.update({ where: { id: gone.projectId }, data: { deletionRequestedAt: new Date() } });
    const foreignProtocol = await p(foreign.projectId, { title: 'Fremd In Freigabe', status: 'REVIEW', age: 2 });
    await seedItems(foreign.projectId, [{ protocolId: foreignProtocol, due: -1 }, { due: -1 }]);

    const stats = byName(rootField(await owner.browser.gql(Q.stats)));
    expect(Object.keys(stats).sort()).toEqual(['Bürohaus B', 'Leer D', 'Wohnpark A']);
    expect(stats['Wohnpark A'].stats).toEqual({
      protocolCount: 5, // A1, A2, A4, A5, A6
      completedProtocols: 1,
      participantCount: 3,
      openActionItems: 5,
      completedActionItems: 2,
      overdueActionItems: 2,
      completionPercentage: 29,
      // The newest counted change; the newer items of the archived protocol and the old version do not count.
      lastActivity: a6.updatedAt.toISOString(),
    });
    expect(stats['Bürohaus B'].stats).toMatchObject({
      protocolCount: 8,
      completedProtocols: 0,
      participantCount: 0,
      openActionItems: 1,
      completedActionItems: 1,
      overdueActionItems: 1,
      completionPercentage: 50,
    });
    expect(stats['Leer D'].stats).toMatchObject({ protocolCount: 0, openActionItems: 0, completedActionItems: 0, completionPercentage: 0 });

    const tiles = rootField(await owner.browser.gql(Q.tiles)).dashboard;
    expect(tiles).toMatchObject({ protocolCount: 13, openActionItems: 6, overdueActionItems: 3 });
    // The newest 10, neither processing, archived nor old versions; newest first.
    expect(tiles.recentProtocols.map((r: { title: string }) => r.title)).toEqual([
      'B8 Entwurf',
      'B7 Entwurf',
      'B6 Entwurf',
      'B5 Entwurf',
      'B4 Entwurf',
      'B3 Entwurf',
      'B2 Abgeschlossen',
      'B1 In Freigabe',
      'A5 Freigegeben',
      'A4 In Freigabe',
    ]);
    const a4Date = (await db().protocol.findUniqueOrThrow({ where: { id: a4 } })).date.toISOString().slice(0, 10);
    expect(tiles.recentProtocols[9]).toEqual({ title: 'A4 In Freigabe', status: 'REVIEW', date: a4Date, project: { name: 'Wohnpark A' } });
    expect(tiles.awaitingApproval).toEqual([
      { title: 'B1 In Freigabe', status: 'REVIEW', reviewInviteCount: 0, approvalCount: 0, project: { name: 'Bürohaus B' } },
      { title: 'A4 In Freigabe', status: 'REVIEW', reviewInviteCount: 2, approvalCount: 1, project: { name: 'Wohnpark A' } },
    ]);

    // The other user's tiles hold only their own data.
    expect(rootField(await other.browser.gql(Q.tiles)).dashboard).toMatchObject({
      protocolCount: 1,
      openActionItems: 2,
      overdueActionItems: 2,
      recentProtocols: [{ title: 'Fremd In Freigabe' }],
      awaitingApproval: [{ title: 'Fremd In Freigabe' }],
    });
  });

  it('moves lastActivity with the newest change to the project, its protocols or its action items', async () => {
    const { browser } = await signedInUser(api.url, db(), 'aktivitaet@bau.de');
    const project = await createProject(browser, 'Halle 7');
    const lastActivity = async () => byName(rootField(await browser.gql(Q.stats)))['Halle 7'].stats.lastActivity as string;
    const created = (await db().project.findUniqueOrThrow({ where: { id: project.projectId } })).updatedAt;
    expect(await lastActivity()).toBe(created.toISOString());

    await db().$executeRaw`UPDATE projects SET updated_at = now() - interval '10 days' WHERE id = ${project.projectId}::uuid`;
    const protocol = await seedProtocol(project.projectId, { title: 'Begehung', age: 48 });
    await seedItems(project.projectId, [{ protocolId: protocol.id, age: 72 }, { age: 96 }]);
    expect(await lastActivity()).toBe(protocol.updatedAt.toISOString());

    const item = await db().actionItem.findFirstOrThrow({ where: { projectId: project.projectId, protocolId: null } });
    const completed = await db().actionItem.update({ where: { id: item.id }, data: { status: 'COMPLETED' } });
    expect(await lastActivity()).toBe(completed.updatedAt.toISOString());

    const edited = await db().protocol.update({ where: { id: protocol.id }, data: { title: 'Begehung (überarbeitet)' } });
    expect(await lastActivity()).toBe(edited.updatedAt.toISOString());

    const renamed = rootField(await browser.gql(Q.update, { input: { id: project.id, name: 'Halle 7' } }));
    expect(renamed.data.project.stats.lastActivity).toBe(renamed.data.project.updatedAt);
    expect(await lastActivity()).toBe(renamed.data.project.updatedAt);
    expect(new Date(renamed.data.project.updatedAt).getTime()).toBeGreaterThanOrEqual(edited.updatedAt.getTime());
  });
});

describe('usage, plan fallbacks and permissions', () => {
  it('counts projects_created per month and per day (German time), and keeps the count when projects are refused or deleted', async () => {
    const { browser, userId } = await signedInUser(api.url, db(), 'zaehler@bau.de');
    await setPlan(db(), 'zaehler@bau.de', 'starter');
    const now = new Date();
    const lastMonth = usageMonthKey(new Date(Date.parse(`${usageMonthKey(now)}-01T12:00:00Z`) - 5 * 86_400_000));
    await db().usageCounter.createMany({
      data: [
        { userId, period: lastMonth, usageType: 'projects_created', amount: 9 },
        { userId, period: usageDayKey(berlinDay(-1)), usageType: 'projects_created', amount: 4 },
      ],
    });
    const first = await createProject(browser, 'Eins');
    await createProject(browser, 'Zwei');
    await createProject(browser, 'Drei');
    expect((await create(browser, { name: ' ' })).__typename).toBe('ValidationError');
    await browser.gql(Q.remove, { id: first.id });

    const counters = await db().usageCounter.findMany({ where: { userId, usageType: 'projects_created' }, orderBy: { period: 'asc' } });
    expect(counters.map(({ period, amount }) => ({ period, amount }))).toEqual(
      [
        { period: lastMonth, amount: 9 },
        { period: usageDayKey(berlinDay(-1)), amount: 4 },
        { period: usageMonthKey(now), amount: 3 },
        { period: usageDayKey(now), amount: 3 },
      ].sort((x, y) => x.period.localeCompare(y.period)),
    );
    expect(rootField(await browser.gql(Q.usage)).usage).toEqual({ monthKey: usageMonthKey(now), projectsCreated: 3, protocolsCreated: 0 });
  });

  it("applies the free plan's limits when the plan is missing and no limit where the plan lists none", async () => {
    const { browser, userId } = await signedInUser(api.url, db(), 'ohneplan@bau.de');
    await db().userSubscription.create({ data: { userId, planId: 'abgeschafft' } });
    expect(rootField(await browser.gql(Q.plan))).toMatchObject({
      subscription: { planId: 'abgeschafft', planName: 'Free', tier: 'FREE', limits: { maxProjects: 1, aiCreditsPerMonth: 10 } },
      projectLimit: { maxAllowed: 1, isUnlimited: false },
      credits: { balance: 10, monthlyBase: 10 },
    });
    await createProject(browser, 'Einziges');
    expect(await create(browser, { name: 'Zweites' })).toEqual(limitReached(1));

    await db().subscriptionPlan.create({ data: { id: 'sonder', name: 'Sonderplan', priceMonthlyCents: 0, priceYearlyCents: 0, sortOrder: 9, active: false } });
    await db().userSubscription.update({ where: { userId }, data: { planId: 'sonder' } });
    expect(rootField(await browser.gql(Q.plan))).toMatchObject({
      subscription: { planName: 'Sonderplan', tier: 'FREE', limits: { maxProjects: null, aiCreditsPerMonth: null, meetingHoursPerMonth: null } },
      projectLimit: { maxAllowed: null, isUnlimited: true, canCreateNew: true },
      credits: { balance: null, monthlyBase: null },
    });
    expect((await create(browser, { name: 'Zweites' })).__typename).toBe('MutationCreateProjectSuccess');
  });

  it('answers the most restricted permissions when they cannot be loaded', async () => {
    const { browser } = await signedInUser(api.url, db(), 'rechte@bau.de');
    await setPlan(db(), 'rechte@bau.de', 'professional');
    expect(rootField(await browser.gql(Q.permissions)).permissions).toMatchObject({ subscriptionTier: 'PROFESSIONAL', credits: 500, dailyLimits: { aiCalls: 200 } });
    // This test file's database only; restored before anything else runs.
    await db().$executeRawUnsafe('ALTER TABLE quota_accounts RENAME TO quota_accounts_away');
    try {
      expect(rootField(await browser.gql(Q.permissions)).permissions).toEqual({
        isAdmin: false,
        adminLevel: 'none',
        accountType: 'user',
        subscriptionTier: 'FREE',
        subscriptionStatus: 'active',
        credits: 0,
        protocolMinutes: 0,
        dailyLimits: { aiCalls: 5, protocols: 1, actionItems: 10 },
        features: ['basic'],
      });
    } finally {
      await db().$executeRawUnsafe('ALTER TABLE quota_accounts_away RENAME TO quota_accounts');
    }
    expect(rootField(await browser.gql(Q.permissions)).permissions).toMatchObject({ subscriptionTier: 'PROFESSIONAL' });
  });
});

describe('without a complete sign-in', () => {
  it('answers every project query with a null viewer and every mutation with NotSignedInError, signed out or with a revoked session', async () => {
    const owner = await signedInUser(api.url, db(), 'abgemeldet@bau.de');
    const project = await createProject(owner.browser, 'Verwaltung');
    const protocol = await seedProtocol(project.projectId, { title: 'Sitzung', status: 'REVIEW', age: 1 });
    const revokedCookie = owner.browser.cookie!;
    await owner.browser.gql('mutation { signOut { __typename } }');
    const before = await snapshot(project.projectId);

    const clients = {
      anonymous: (query: string, variables?: Record<string, unknown>) => graphql(api.url, query, variables),
      revoked: (query: string, variables?: Record<string, unknown>) => graphql(api.url, query, variables, { cookie: revokedCookie }),
    };
    for (const [label, gql] of Object.entries(clients)) {
      for (const query of [Q.projects, Q.dashboard, Q.tiles, Q.usage, Q.plan, Q.permissions, Q.stats]) {
        expect((await gql(query)).body, label).toEqual({ data: { viewer: null } });
      }
      expect((await gql(Q.byUuid, { projectId: project.projectId })).body).toEqual({ data: { viewer: null } });
      for (const id of [project.id, encodeGlobalID('Protocol', protocol.id)]) expect((await gql(Q.node, { id })).body, label).toEqual({ data: { node: null } });
      expect(rootField(await gql(Q.create, { input: { name: 'Anonym' } })), label).toEqual(NOT_SIGNED_IN);
      expect(rootField(await gql(Q.update, { input: { id: project.id, name: 'Anonym' } })), label).toEqual(NOT_SIGNED_IN);
      for (const query of [Q.archive, Q.restore, Q.remove]) expect(rootField(await gql(query, { id: project.id })), label).toEqual(NOT_SIGNED_IN);
    }
    expect(await snapshot(project.projectId)).toEqual(before);
    expect(await db().project.count({ where: { name: 'Anonym' } })).toBe(0);
    await expectNoDeletionWorkflow(project.projectId);
  });

  it('refuses projects while the second factor is still due, with the sign-in message rather than an internal error', async () => {
    const email = 'zweiterfaktor@bau.de';
    const owner = await signedInUser(api.url, db(), email);
    const project = await createProject(owner.browser, 'Geheim');
    await db().totpFactor.create({ data: { userId: owner.userId, friendlyName: 'Telefon', secret: 'JBSWY3DPEHPK3PXP', verifiedAt: new Date() } });
    const pending = browserSession(api.url);
    await pending.gql(`mutation($input: SignInInput!) { signIn(input: $input) { __typename } }`, { input: { email, password: TEST_PASSWORD } });
    expect(rootField(await pending.gql('query { viewer { aal nextAal } }'))).toEqual({ aal: 'AAL1', nextAal: 'AAL2' });
    const before = await snapshot(project.projectId);

    for (const query of [Q.projects, Q.tiles, Q.usage, Q.plan]) {
      const response = await pending.gql(query);
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({ viewer: null });
      expect(response.body.errors).toEqual([expect.objectContaining({ message: 'Bitte melden Sie sich an.' })]);
    }
    const node = await pending.gql(Q.node, { id: project.id });
    expect(node.body.data).toEqual({ node: null });
    expect(node.body.errors?.[0]?.message).toBe('Bitte melden Sie sich an.');
    expect(rootField(await pending.gql(Q.create, { input: { name: 'Vorbei' } }))).toEqual(NOT_SIGNED_IN);
    expect(rootField(await pending.gql(Q.update, { input: { id: project.id, name: 'Vorbei' } }))).toEqual(NOT_SIGNED_IN);
    for (const query of [Q.archive, Q.restore, Q.remove]) expect(rootField(await pending.gql(query, { id: project.id }))).toEqual(NOT_SIGNED_IN);
    expect(await snapshot(project.projectId)).toEqual(before);
    await expectNoDeletionWorkflow(project.projectId);
  });
});

// The operations as relay-compiler wrote them for the web app (npm run relay; npm test builds first).
function webOperations(...dirs: string[]): { name: string; text: string }[] {
  const operations = dirs.flatMap((dir) => {
    const generated = path.join(import.meta.dirname, '..', 'web', dir, '__generated__');
    let files: string[];
    try {
      files = readdirSync(generated).filter((file) => file.endsWith('.graphql.ts'));
    } catch {
      return [];
    }
    return files.flatMap((file) => {
      const text = /"text": ("(?:[^"\\]|\\.)*")/.exec(readFileSync(path.join(generated, file), 'utf8'))?.[1];
      return text ? [{ name: file.replace('.graphql.ts', ''), text: JSON.parse(text) as string }] : [];
    });
  });
  if (operations.length === 0) throw new Error('no compiled Relay operations under web/: run npm run relay');
  return operations;
}

describe("the web app's project operations", () => {
  it("pass the API's depth, cost and token limits, and the dashboard query answers in full", async () => {
    const { browser } = await signedInUser(api.url, db(), 'webapp@bau.de');
    await setPlan(db(), 'webapp@bau.de', 'enterprise');
    for (let i = 1; i <= 3; i++) await createProject(browser, `Webprojekt ${i}`);
    const operations = webOperations('pages/dashboard', 'pages/projects', 'features/projects');
    expect(operations.map((o) => o.name)).toContain('DashboardPageQuery');
    for (const { name, text } of operations) {
      // Without variables the mutations stop at variable coercion, after the limits were checked.
      const response = await browser.gql(text, {});
      const messages = (response.body.errors ?? []).map((e) => e.message);
      expect(messages.filter((m) => /limit|depth|exceeded|Token|alias|directive/i.test(m)), name).toEqual([]);
    }
    const dashboard = await browser.gql(operations.find((o) => o.name === 'DashboardPageQuery')!.text);
    expect(dashboard.body.errors).toBeUndefined();
    expect(dashboard.body.data?.viewer.projects.edges).toHaveLength(3);
  });
});
