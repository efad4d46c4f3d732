// Deleting a project while one of its recordings is still being processed: the processing workflow
// is cancelled and cleans up after itself, and the deleteProject workflow removes the project.
// The worker starts only after the deletion, so the recording never reaches the models.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CancelledFailure, WorkflowFailedError } from '@temporalio/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processMeetingWorkflow } from '../../domain/protocols/processing';
import { meetingHoursChargeKey } from '../../domain/protocols/protocols';
import { setPlan } from '../../domain/plans/subscription';
import { deleteProjectWorkflow } from '../../domain/projects/deletionWorkflows';
import { MEETING_SCRIPT } from '../../tests/fixtures/meetingScript';
import { speechFixture } from '../../tests/fixtures/speech';
import { startTestApi, type TestApi } from '../../tests/support/api';
import { testWorker } from '../../tests/support/meetings';
import { uploadFile } from '../../tests/support/tus';
import { signedInUser } from '../../tests/support/users';

let api: TestApi;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'delete-while-processing-'));
  api = await startTestApi({ DATA_DIR: dataDir }, { worker: false });
});
afterAll(async () => {
  await api?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const db = () => api.database.db;

const M = {
  createProject: `mutation($input: CreateProjectInput!) { createProject(input: $input) { ... on MutationCreateProjectSuccess { data { project { id projectId } } } } }`,
  announce: `mutation($input: AnnounceMeetingUploadInput!) { announceMeetingUpload(input: $input) { __typename ... on MutationAnnounceMeetingUploadSuccess { data { uploadTicketId } } } }`,
  complete: `mutation($id: String!) { completeMeetingUpload(input: { uploadTicketId: $id }) { __typename ... on MutationCompleteMeetingUploadSuccess { data { protocol { protocolId status } } } } }`,
  deleteProject: `mutation($id: ID!) { deleteProject(input: { id: $id }) { __typename ... on Error { message } ... on MutationDeleteProjectSuccess { data { deletedProjectId } } } }`,
  project: `query($projectId: String!) { viewer { project(projectId: $projectId) { name } } }`,
  protocol: `query($id: String!) { viewer { protocol(protocolId: $id) { status } } }`,
};

describe('deleting a project while one of its protocols is processing', () => {
  it('cancels the processing, which removes the recording and gives the meeting hours back, and the project goes', async () => {
    const email = `abriss-${Date.now()}@example.de`;
    const { browser, userId } = await signedInUser(api.url, db(), email);
    await setPlan(db(), email, 'starter');
    const project = (await browser.gql(M.createProject, { input: { name: 'Abriss Halle 3' } })).body.data!.createProject.data.project as { id: string; projectId: string };

    // A real upload: the protocol is processing, its workflow queued for a worker.
    const { file } = await speechFixture({ lines: MEETING_SCRIPT.slice(0, 1) });
    const body = await readFile(file);
    const fileName = path.basename(file);
    const ticket = (await browser.gql(M.announce, { input: { projectId: project.id, title: 'Baubesprechung 12', date: '2026-11-24', consentConfirmed: true, fileName, fileSize: body.length, mimeType: 'audio/wav' } }))
      .body.data!.announceMeetingUpload.data.uploadTicketId as string;
    expect((await uploadFile(api.url, browser.cookie, body, { ticket, filename: fileName })).status).toBe(201);
    const completed = (await browser.gql(M.complete, { id: ticket })).body.data!.completeMeetingUpload;
    expect(completed).toMatchObject({ __typename: 'MutationCompleteMeetingUploadSuccess', data: { protocol: { status: 'PROCESSING' } } });
    const protocolId = completed.data.protocol.protocolId as string;
    const { fileKey } = await db().protocol.findUniqueOrThrow({ where: { id: protocolId } });
    expect(existsSync(path.join(dataDir, 'files', fileKey!))).toBe(true);
    expect(await db().quotaCharge.count({ where: { userId, idempotencyKey: meetingHoursChargeKey(protocolId) } })).toBe(1);

    const deleted = (await browser.gql(M.deleteProject, { id: project.id })).body.data!.deleteProject;
    expect(deleted).toEqual({ __typename: 'MutationDeleteProjectSuccess', data: { deletedProjectId: project.id } });
    // Gone for the owner at once, the protocol with it.
    expect((await browser.gql(M.project, { projectId: project.projectId })).body.data!.viewer.project).toBeNull();
    expect((await browser.gql(M.protocol, { id: protocolId })).body.data!.viewer.protocol).toBeNull();
    // The processing was asked to stop before any worker took it.
    const processing = api.temporal.workflow.getHandle(processMeetingWorkflow.idOf(protocolId));
    const history = await processing.fetchHistory();
    expect((history.events ?? []).some((event) => event.workflowExecutionCancelRequestedEventAttributes)).toBe(true);

    const worker = await testWorker(api);
    try {
      const outcome = await processing.result().catch((error: unknown) => error);
      expect(outcome).toBeInstanceOf(WorkflowFailedError);
      expect((outcome as WorkflowFailedError).cause).toBeInstanceOf(CancelledFailure);
      expect(await api.temporal.workflow.getHandle(deleteProjectWorkflow.idOf(project.projectId)).result()).toBe('deleted');
    } finally {
      await worker.stop();
    }

    expect(await db().project.count({ where: { id: project.projectId } })).toBe(0);
    expect(await db().protocol.count({ where: { id: protocolId } })).toBe(0);
    expect(existsSync(path.join(dataDir, 'files', fileKey!))).toBe(false);
    expect(existsSync(path.join(dataDir, 'work', protocolId))).toBe(false);
    // The recording never became a protocol: its meeting hours come back, once.
    expect(await db().quotaCharge.count({ where: { userId, idempotencyKey: `refund:${meetingHoursChargeKey(protocolId)}` } })).toBe(1);
  });
});
