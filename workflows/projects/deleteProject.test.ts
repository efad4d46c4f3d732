import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { NativeConnection, Worker } from '@temporalio/worker';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '../../platform/db';
import { setPlan } from '../../domain/plans/subscription';
import { seedReviewRows } from '../../tests/support/reviews';
import { deleteProjectData } from '../../domain/projects/deletion';
import { deleteProjectWorkflow, projectDeletionSweep } from '../../domain/projects/deletionWorkflows';
import { createFileStorage, type FileStorage } from '../../platform/files/fileStorage';
import { startTestApi, type TestApi } from '../../tests/support/api';
import { testWorker } from '../../tests/support/meetings';
import type { BrowserSession } from '../../tests/support/browserSession';
import { signedInUser } from '../../tests/support/users';
import { createProjectActivities } from './activities';

let api: TestApi;
let dataDir: string;
let storage: FileStorage;
beforeAll(async () => {
  // Files go to a directory of this test file's own (DATA_DIR/files), as the worker's storage does.
  dataDir = await mkdtemp(path.join(tmpdir(), 'delete-project-'));
  api = await startTestApi({ DATA_DIR: dataDir });
  storage = createFileStorage(api.config);
});
afterAll(async () => {
  await api?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const db = () => api.database.db;

interface SeededProject {
  projectId: string;
  protocolIds: string[];
  fileKeys: string[];
}

/** A project with protocols (each with a stored recording), their and the project's own action items, participants, invites and approvals. */
async function seedProject(userId: string, name: string, files: number, existingProjectId?: string): Promise<SeededProject> {
  const projectId = existingProjectId ?? (await db().project.create({ data: { userId, name } })).id;
  const protocolIds: string[] = [];
  const fileKeys: string[] = [];
  for (let i = 0; i < files; i++) {
    const fileKey = `${userId}/${Date.now()}-${randomBytes(4).toString('hex')}.m4a`;
    await storage.put(fileKey, Buffer.from(`Aufnahme ${name} ${i}`), 'audio/mp4');
    const protocol = await db().protocol.create({
      data: {
        projectId,
        title: `${name} Protokoll ${i + 1}`,
        date: new Date('2026-03-02T00:00:00Z'),
        status: i === 0 ? 'REVIEW' : 'DRAFT',
        fileKey,
        actionItems: { create: [{ projectId, number: 2 * i + 1, title: 'Gerüst abbauen' }, { projectId, number: 2 * i + 2, title: 'Mängel prüfen', status: 'COMPLETED' }] },
      },
    });
    await seedReviewRows(db(), protocol.id, { invites: 2, approvals: 1 });
    protocolIds.push(protocol.id);
    fileKeys.push(fileKey);
  }
  // A protocol without a file, the project's own item and participants.
  protocolIds.push((await db().protocol.create({ data: { projectId, title: `${name} ohne Datei`, date: new Date('2026-03-03T00:00:00Z') } })).id);
  await db().actionItem.create({ data: { projectId, number: 100, title: 'Baustelle räumen' } });
  await db().participant.createMany({ data: [{ projectId, name: 'Bauleiterin' }, { projectId, name: 'Polier' }] });
  return { projectId, protocolIds, fileKeys };
}

/** Every row and file of a seeded project, to compare before and after. */
async function contents({ projectId, protocolIds, fileKeys }: SeededProject) {
  const [project, protocols, actionItems, participants, invites, approvals, files] = await Promise.all([
    db().project.findUnique({ where: { id: projectId } }),
    db().protocol.findMany({ where: { id: { in: protocolIds } }, orderBy: { id: 'asc' } }),
    db().actionItem.findMany({ where: { projectId }, orderBy: { id: 'asc' } }),
    db().participant.findMany({ where: { projectId }, orderBy: { id: 'asc' } }),
    db().reviewInvite.findMany({ where: { protocolId: { in: protocolIds } }, orderBy: { id: 'asc' } }),
    db().approval.findMany({ where: { protocolId: { in: protocolIds } }, orderBy: { id: 'asc' } }),
    Promise.all(fileKeys.map(async (key) => (await storage.get(key))?.toString() ?? null)),
  ]);
  return { project, protocols, actionItems, participants, invites, approvals, files };
}

async function expectGone(seeded: SeededProject) {
  expect(await contents(seeded)).toEqual({
    project: null,
    protocols: [],
    actionItems: [],
    participants: [],
    invites: [],
    approvals: [],
    files: seeded.fileKeys.map(() => null),
  });
}

const markDeleted = (projectId: string) => db().project.update({ where: { id: projectId }, data: { deletionRequestedAt: new Date() } });

const LIST = 'query { viewer { projectLimit { currentCount } projects(first: 50) { edges { node { name } } } dashboard { protocolCount openActionItems recentProtocols { title } awaitingApproval { title } } } }';
const NODE = 'query($id: ID!) { node(id: $id) { __typename } }';
const BY_UUID = 'query($projectId: String!) { viewer { project(projectId: $projectId) { name } } }';
const CREATE = 'mutation($name: String!) { createProject(input: { name: $name }) { ... on MutationCreateProjectSuccess { data { project { id projectId } } } } }';
const DELETE = 'mutation($id: ID!) { deleteProject(input: { id: $id }) { __typename ... on Error { message } ... on MutationDeleteProjectSuccess { data { deletedProjectId } } } }';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- shapes are the queries above
async function gql(browser: BrowserSession, query: string, variables?: Record<string, unknown>): Promise<any> {
  const response = await browser.gql(query, variables);
  if (response.body.errors) throw new Error(JSON.stringify(response.body.errors));
  return response.body.data;
}

/** The owner's view: none of the project's names, protocols or items. */
async function expectInvisible(browser: BrowserSession, projectId: string, name: string) {
  const { viewer } = await gql(browser, LIST);
  expect(viewer.projects.edges.map((e: { node: { name: string } }) => e.node.name)).not.toContain(name);
  for (const list of [viewer.dashboard.recentProtocols, viewer.dashboard.awaitingApproval]) {
    expect(list.map((p: { title: string }) => p.title).filter((title: string) => title.startsWith(name))).toEqual([]);
  }
  expect((await gql(browser, NODE, { id: encodeGlobalID('Project', projectId) })).node).toBeNull();
  expect((await gql(browser, BY_UUID, { projectId })).viewer.project).toBeNull();
  return viewer;
}

/** A storage whose delete fails once, at the given call: a crash halfway through the files. */
function failingOnce(inner: FileStorage, failAtCall: number) {
  const deleted: string[] = [];
  let calls = 0;
  const wrapped: FileStorage = {
    ...inner,
    async delete(key) {
      calls += 1;
      if (calls === failAtCall) throw new Error('storage unreachable');
      await inner.delete(key);
      deleted.push(key);
    },
  };
  return { storage: wrapped, deleted };
}

/** The database client, except that removing project rows fails the first `failures` times. */
function failingProjectRemoval(inner: Db, failures: number) {
  const state = { attempts: 0 };
  const project = new Proxy(inner.project, {
    get(target, key) {
      if (key === 'deleteMany') {
        return async (...args: Parameters<Db['project']['deleteMany']>) => {
          state.attempts += 1;
          if (state.attempts <= failures) throw new Error('connection to the database lost');
          return target.deleteMany(...args);
        };
      }
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const db = new Proxy(inner, {
    get(target, key) {
      if (key === 'project') return project;
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db, state };
}

describe('deleteProject workflow', () => {
  it("removes the project's files and rows and nothing of other projects; the project disappears from every query at once", async () => {
    const owner = await signedInUser(api.url, db(), 'abriss@bau.de');
    const other = await signedInUser(api.url, db(), 'nachbar-abriss@bau.de');
    await setPlan(db(), 'abriss@bau.de', 'starter');
    const created = async (name: string) => (await gql(owner.browser, CREATE, { name })).createProject.data.project as { id: string; projectId: string };
    const doomed = await created('Abriss');
    const kept = await created('Bleibt');
    const [doomedData, keptData, foreignData] = [
      await seedProject(owner.userId, 'Abriss', 3, doomed.projectId),
      await seedProject(owner.userId, 'Bleibt', 2, kept.projectId),
      await seedProject(other.userId, 'Fremd', 2),
    ];
    const before = { kept: await contents(keptData), foreign: await contents(foreignData) };
    expect(before.kept.files.every((file) => file !== null)).toBe(true);
    expect((await contents(doomedData)).files.every((file) => file !== null)).toBe(true);
    const tilesBefore = (await gql(owner.browser, LIST)).viewer;

    const response = await gql(owner.browser, DELETE, { id: doomed.id });
    expect(response.deleteProject).toEqual({ __typename: 'MutationDeleteProjectSuccess', data: { deletedProjectId: doomed.id } });
    const after = await expectInvisible(owner.browser, doomed.projectId, 'Abriss');
    expect(after.projectLimit.currentCount).toBe(tilesBefore.projectLimit.currentCount - 1);
    expect(after.dashboard.protocolCount).toBe(tilesBefore.dashboard.protocolCount - 4);
    expect(after.dashboard.openActionItems).toBe(tilesBefore.dashboard.openActionItems - 4);
    // A second delete is answered as not found, as for any id that is not (any more) the viewer's.
    expect((await gql(owner.browser, DELETE, { id: doomed.id })).deleteProject).toMatchObject({ __typename: 'ProjectNotFoundError' });

    const outcome: unknown = await api.temporal.workflow.getHandle(deleteProjectWorkflow.idOf(doomed.projectId)).result();
    expect(outcome).toBe('deleted');
    await expectGone(doomedData);
    expect(await contents(keptData)).toEqual(before.kept);
    expect(await contents(foreignData)).toEqual(before.foreign);
    expect(await deleteProjectData(db(), storage, doomed.projectId)).toBe('already-gone');
  });

  it('finishes a deletion that crashed halfway through the files when it runs again', async () => {
    const user = await db().user.create({ data: { email: 'halb@bau.de', emailKey: 'halb@bau.de', passwordHash: 'x' } });
    const seeded = await seedProject(user.id, 'Halbfertig', 3);
    const bystander = await seedProject(user.id, 'Daneben', 1);
    const bystanderBefore = await contents(bystander);
    await markDeleted(seeded.projectId);

    const flaky = failingOnce(storage, 2);
    await expect(deleteProjectData(db(), flaky.storage, seeded.projectId)).rejects.toThrow('storage unreachable');
    const halfway = await contents(seeded);
    expect(halfway.files.filter((file) => file === null)).toHaveLength(1);
    expect(halfway.project).not.toBeNull();
    expect(halfway.protocols).toHaveLength(4);

    expect(await deleteProjectData(db(), flaky.storage, seeded.projectId)).toBe('deleted');
    await expectGone(seeded);
    expect(new Set(flaky.deleted)).toEqual(new Set(seeded.fileKeys));
    expect(await deleteProjectData(db(), flaky.storage, seeded.projectId)).toBe('already-gone');
    expect(await contents(bystander)).toEqual(bystanderBefore);
  });

  it('is retried by Temporal when removing the rows fails at first, and then leaves nothing behind', async () => {
    const user = await db().user.create({ data: { email: 'wiederholt@bau.de', emailKey: 'wiederholt@bau.de', passwordHash: 'x' } });
    const seeded = await seedProject(user.id, 'Wiederholt', 2);
    await markDeleted(seeded.projectId);
    const flaky = failingProjectRemoval(db(), 1);

    // A worker of this test's own, on a task queue of its own, whose activity uses the failing client.
    const taskQueue = `delete-retry-${randomBytes(4).toString('hex')}`;
    const connection = await NativeConnection.connect({ address: inject('temporalAddress') });
    try {
      const worker = await Worker.create({
        connection,
        namespace: api.config.TEMPORAL_NAMESPACE,
        taskQueue,
        workflowBundle: { code: inject('workflowBundleCode') },
        activities: createProjectActivities({ db: flaky.db, storage }),
      });
      const workflowId = deleteProjectWorkflow.idOf(seeded.projectId);
      const outcome = await worker.runUntil(api.temporal.workflow.execute(deleteProjectWorkflow.type, { taskQueue, workflowId, args: [seeded.projectId] }));
      expect(outcome).toBe('deleted');
      const history = await api.temporal.workflow.getHandle(workflowId).fetchHistory();
      const attempts = (history.events ?? []).flatMap((event) => (event.activityTaskStartedEventAttributes ? [event.activityTaskStartedEventAttributes.attempt] : []));
      expect(attempts).toEqual([2]); // history keeps the last attempt of an activity only
    } finally {
      await connection.close();
    }
    expect(flaky.state.attempts).toBe(2);
    await expectGone(seeded);
  });

  it('does nothing for a project whose deletion was never requested', async () => {
    const user = await db().user.create({ data: { email: 'unberuehrt@bau.de', emailKey: 'unberuehrt@bau.de', passwordHash: 'x' } });
    const seeded = await seedProject(user.id, 'Unberührt', 2);
    const before = await contents(seeded);

    expect(await deleteProjectData(db(), storage, seeded.projectId)).toBe('not-requested');
    // A stray start of the workflow, too.
    const stray = await api.temporal.workflow.execute(deleteProjectWorkflow.type, {
      taskQueue: api.config.TEMPORAL_TASK_QUEUE,
      workflowId: `stray-${seeded.projectId}`,
      args: [seeded.projectId],
    });
    expect(stray).toBe('not-requested');
    expect(await contents(seeded)).toEqual(before);
    expect(await deleteProjectData(db(), storage, '00000000-0000-4000-8000-000000000000')).toBe('already-gone');
  });

  it('restarts pending deletions when a worker starts: never started, or an earlier run that gave up', async () => {
    const owner = await signedInUser(api.url, db(), 'liegengeblieben@bau.de');
    await setPlan(db(), 'liegengeblieben@bau.de', 'starter');
    // Deleted while Temporal was unreachable: marked, but no workflow was started.
    const neverStarted = await seedProject(owner.userId, 'Nie gestartet', 2);
    await markDeleted(neverStarted.projectId);
    // Deleted, but the run gave up (here: terminated, as after its last failed attempt).
    const gaveUp = await seedProject(owner.userId, 'Aufgegeben', 1);
    await markDeleted(gaveUp.projectId);
    const abandoned = await api.temporal.workflow.start(deleteProjectWorkflow.type, {
      taskQueue: `nobody-listens-${randomBytes(4).toString('hex')}`,
      workflowId: deleteProjectWorkflow.idOf(gaveUp.projectId),
      args: [gaveUp.projectId],
    });
    await abandoned.terminate('gave up');
    const untouched = await seedProject(owner.userId, 'Unmarkiert', 1);
    const untouchedBefore = await contents(untouched);

    // Pending deletions are gone for the owner before any workflow ran.
    await expectInvisible(owner.browser, neverStarted.projectId, 'Nie gestartet');
    await expectInvisible(owner.browser, gaveUp.projectId, 'Aufgegeben');
    expect((await contents(neverStarted)).files.every((file) => file !== null)).toBe(true);

    const worker = await testWorker(api);
    try {
      for (const seeded of [neverStarted, gaveUp]) {
        expect(await api.temporal.workflow.getHandle(deleteProjectWorkflow.idOf(seeded.projectId)).result()).toBe('deleted');
        await expectGone(seeded);
      }
    } finally {
      await worker.stop();
    }
    expect(await contents(untouched)).toEqual(untouchedBefore);
  });

  it('finishes, hourly, deletions whose workflow never started while the worker ran, and leaves fresh ones to their own workflow', async () => {
    const owner = await signedInUser(api.url, db(), 'stuendlich@bau.de');
    await setPlan(db(), 'stuendlich@bau.de', 'starter');
    const stranded = await seedProject(owner.userId, 'Gestrandet', 2);
    await db().project.update({ where: { id: stranded.projectId }, data: { deletionRequestedAt: new Date(Date.now() - 3600 * 1000) } });
    const fresh = await seedProject(owner.userId, 'Gerade gelöscht', 1);
    await markDeleted(fresh.projectId);
    const freshBefore = await contents(fresh);

    const finished = await api.temporal.workflow.execute('finishPendingProjectDeletions', {
      taskQueue: api.config.TEMPORAL_TASK_QUEUE,
      workflowId: `project-deletion-sweep-test-${randomBytes(4).toString('hex')}`,
    });
    expect(finished).toBe(1);
    await expectGone(stranded);
    expect(await contents(fresh)).toEqual(freshBefore);

    const schedule = await api.temporal.schedule.getHandle(`${projectDeletionSweep.scheduleId}-${api.config.TEMPORAL_TASK_QUEUE}`).describe();
    expect(schedule.action).toMatchObject({ type: 'startWorkflow', workflowType: 'finishPendingProjectDeletions' });
    expect(schedule.spec.intervals).toEqual([expect.objectContaining({ every: 3_600_000 })]);
  });
});
