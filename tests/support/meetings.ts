// The steps of a meeting through the real API and worker, for the ProcessMeeting workflow tests:
// the test file's API and event listener, a signed-in user with a project, an upload over tus, the
// speaker names, and waiting for a protocol's state, woken by its live events rather than by polling.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { Config } from '../../platform/config';
import { createLogger } from '../../platform/logger';
import { listenForProtocolEvents, type ProtocolEvents } from '../../domain/protocols/events';
import { setPlan } from '../../domain/plans/subscription';
import { startWorker, type RunningWorker } from '../../server/worker';
import { MEETING_DATE, SPEAKER_NAMES } from '../fixtures/meetingScript';
import { startTestApi, type TestApi } from './api';
import type { BrowserSession } from './browserSession';
import { uploadFile } from './tus';
import { signedInUser } from './users';

export const MEETING_OPERATIONS = {
  createProject: `mutation($input: CreateProjectInput!) { createProject(input: $input) { ... on MutationCreateProjectSuccess { data { project { projectId } } } } }`,
  announce: `mutation($input: AnnounceMeetingUploadInput!) { announceMeetingUpload(input: $input) { __typename ... on MutationAnnounceMeetingUploadSuccess { data { uploadTicketId } } } }`,
  complete: `mutation($id: String!) { completeMeetingUpload(input: { uploadTicketId: $id }) { __typename ... on Error { message } ... on MutationCompleteMeetingUploadSuccess { data { protocol { protocolId } } } } }`,
  protocol: `query($id: String!) { viewer { protocol(protocolId: $id) { id status speakers { id speakerId label displayName samples { start end text } } transcript { start end text speakerName } topics { title entries { type text responsiblePerson dueDate sourceStart sourceEnd } } actionItems { title dueDate status responsible: title } } } }`,
  assign: `mutation($input: AssignSpeakersInput!) { assignSpeakers(input: $input) { __typename ... on Error { message } } }`,
  remove: `mutation($id: ID!) { deleteProtocol(input: { protocolId: $id }) { __typename } }`,
};

/** A worker in this process on the test file's task queue, with the AI of `config` (the test API's unless given). */
export function testWorker(api: TestApi, config: Config = api.config): Promise<RunningWorker> {
  return startWorker({ config, db: api.database.db, logger: createLogger('error'), address: inject('temporalAddress'), client: api.temporal, workflowBundle: { code: inject('workflowBundleCode') } });
}

/**
 * A test file's API on a data directory of its own and a listener for protocol events, started in
 * beforeAll and closed in afterAll; no worker, each test starts the ones it needs. Read `api` and
 * `dataDir` inside tests: they exist once beforeAll ran.
 */
export function meetingTestRun(dataDirPrefix: string) {
  let api: TestApi;
  let dataDir: string;
  let events: ProtocolEvents;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), dataDirPrefix));
    api = await startTestApi({ DATA_DIR: dataDir }, { worker: false });
    events = await listenForProtocolEvents(api.database.url, createLogger('error'));
  }, 600_000);
  afterAll(async () => {
    await events?.close();
    await api?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const db = () => api.database.db;
  const protocolState = (protocolId: string) => db().protocol.findUnique({ where: { id: protocolId }, select: { status: true, processingPhase: true, processingProgress: true, speakerCount: true } });
  type ProtocolState = NonNullable<Awaited<ReturnType<typeof protocolState>>>;

  /** Waits for the protocol to reach a state, woken by its live events rather than by polling. */
  async function until(protocolId: string, reached: (state: ProtocolState | null) => boolean, timeoutMs = 300_000): Promise<ProtocolState | null> {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), timeoutMs);
    const changes = events.watch(protocolId, abort.signal)[Symbol.asyncIterator]();
    try {
      for (;;) {
        const state = await protocolState(protocolId);
        if (reached(state)) return state;
        const next = await changes.next();
        if (next.done) throw new Error(`protocol ${protocolId} did not reach the state within ${timeoutMs} ms (last: ${JSON.stringify(state)})`);
      }
    } finally {
      clearTimeout(timer);
      abort.abort();
    }
  }

  let users = 0;
  async function userWithProject() {
    const email = `meeting-${++users}-${Date.now()}@example.de`;
    const { browser, userId } = await signedInUser(api.url, db(), email);
    await setPlan(db(), email, 'starter');
    const projectId = (await browser.gql(MEETING_OPERATIONS.createProject, { input: { name: 'Neubau Kita Sonnenschein' } })).body.data!.createProject.data.project.projectId as string;
    return { browser, userId, projectId };
  }

  /** `speakerCount`: how many people spoke, as the user may say on the upload form. */
  async function upload(browser: BrowserSession, projectId: string, file: string, speakerCount?: number): Promise<string> {
    const body = await readFile(file);
    const ticket = (
      await browser.gql(MEETING_OPERATIONS.announce, {
        input: { projectId: encodeGlobalID('Project', projectId), title: 'Baubesprechung 12', date: MEETING_DATE, speakerCount, consentConfirmed: true, fileName: path.basename(file), fileSize: body.length, mimeType: 'audio/wav' },
      })
    ).body.data!.announceMeetingUpload.data.uploadTicketId as string;
    expect((await uploadFile(api.url, browser.cookie, body, { ticket, filename: path.basename(file) })).status).toBe(201);
    const completed = (await browser.gql(MEETING_OPERATIONS.complete, { id: ticket })).body.data!.completeMeetingUpload;
    expect(completed.__typename).toBe('MutationCompleteMeetingUploadSuccess');
    return completed.data.protocol.protocolId as string;
  }

  /** Names the voices in order of appearance: the fixture's A speaks first. */
  async function assignFixtureSpeakers(browser: BrowserSession, protocolId: string) {
    const { id, speakers } = (await browser.gql(MEETING_OPERATIONS.protocol, { id: protocolId })).body.data!.viewer.protocol;
    const names = [SPEAKER_NAMES.A, SPEAKER_NAMES.B];
    const result = await browser.gql(MEETING_OPERATIONS.assign, {
      input: { protocolId: id, speakers: speakers.map((s: { id: string; label: number }) => ({ speakerId: s.id, name: names[s.label] ?? `Gast ${s.label}` })) },
    });
    expect(result.body.data!.assignSpeakers.__typename).toBe('MutationAssignSpeakersSuccess');
  }

  return {
    get api() {
      return api;
    },
    get dataDir() {
      return dataDir;
    },
    db,
    until,
    userWithProject,
    upload,
    assignFixtureSpeakers,
  };
}
