// What the API refuses around a protocol in processing, through GraphQL (HTTP and graphql-ws)
// against the real API, PostgreSQL and Temporal. No worker runs here, so no model either: a
// protocol comes from a real upload (processing, queued), and where only the models could move it
// on (transcript ready, voices separated) the database is put in that state directly.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createClient, type Client, type FormattedExecutionResult } from 'graphql-ws';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { notifyProtocolChanged } from '../domain/protocols/events';
import { setPlan } from '../domain/plans/subscription';
import { MEETING_SCRIPT } from './fixtures/meetingScript';
import { speechFixture } from './fixtures/speech';
import { useTestApi } from './support/api';
import type { BrowserSession } from './support/browserSession';
import { uploadFile } from './support/tus';
import { signedInUser } from './support/users';

const api = useTestApi({}, { worker: false });

const db = () => api.database.db;

const M = {
  createProject: `mutation($input: CreateProjectInput!) { createProject(input: $input) { ... on MutationCreateProjectSuccess { data { project { projectId } } } } }`,
  announce: `mutation($input: AnnounceMeetingUploadInput!) { announceMeetingUpload(input: $input) { __typename ... on MutationAnnounceMeetingUploadSuccess { data { uploadTicketId } } } }`,
  complete: `mutation($id: String!) { completeMeetingUpload(input: { uploadTicketId: $id }) { __typename ... on MutationCompleteMeetingUploadSuccess { data { protocol { protocolId status } } } } }`,
  assign: `mutation($input: AssignSpeakersInput!) { assignSpeakers(input: $input) { __typename ... on Error { title message } ... on ValidationError { fields { field message } } } }`,
  speakers: `query($id: String!) { viewer { protocol(protocolId: $id) { status speakers { speakerId label displayName } } } }`,
};

const TEXT = {
  notReady: 'Die Sprecher können erst zugewiesen werden, wenn das Transkript bereit ist.',
  nameRequired: 'Bitte wählen Sie für jeden Sprecher einen Beteiligten oder geben Sie einen Namen ein.',
  protocolNotFound: 'Das Protokoll existiert nicht oder wurde gelöscht.',
};

let users = 0;
async function userWithProject(name = 'Neubau Kita Sonnenschein') {
  const email = `refusal-${++users}-${Date.now()}@example.de`;
  const { browser, userId } = await signedInUser(api.url, db(), email);
  await setPlan(db(), email, 'starter');
  const projectId = (await browser.gql(M.createProject, { input: { name } })).body.data!.createProject.data.project.projectId as string;
  return { browser, userId, projectId };
}

/** Announce, upload through tus, complete: a protocol in processing (queued: no worker takes it). */
async function uploadedProtocol(browser: BrowserSession, projectId: string): Promise<string> {
  const { file } = await speechFixture({ lines: MEETING_SCRIPT.slice(0, 1) });
  const body = await readFile(file);
  const fileName = path.basename(file);
  const announced = (await browser.gql(M.announce, { input: { projectId: encodeGlobalID('Project', projectId), title: 'Baubesprechung 12', date: '2026-11-24', consentConfirmed: true, fileName, fileSize: body.length, mimeType: 'audio/wav' } })).body
    .data!.announceMeetingUpload;
  expect(announced.__typename).toBe('MutationAnnounceMeetingUploadSuccess');
  expect((await uploadFile(api.url, browser.cookie, body, { ticket: announced.data.uploadTicketId, filename: fileName })).status).toBe(201);
  const completed = (await browser.gql(M.complete, { id: announced.data.uploadTicketId })).body.data!.completeMeetingUpload;
  expect(completed).toMatchObject({ __typename: 'MutationCompleteMeetingUploadSuccess', data: { protocol: { status: 'PROCESSING' } } });
  return completed.data.protocol.protocolId as string;
}

/** What transcription and speaker separation leave behind (models only): two voices waiting for their names. */
async function transcriptReady(protocolId: string) {
  await db().protocol.update({ where: { id: protocolId }, data: { status: 'TRANSCRIPT_READY', processingPhase: 'AWAITING_SPEAKERS', processingProgress: 100 } });
  await db().protocolSpeaker.createMany({ data: [{ protocolId, label: 0 }, { protocolId, label: 1 }] });
  return db().protocolSpeaker.findMany({ where: { protocolId }, orderBy: { label: 'asc' } });
}

/** Everything speaker assignment could change: the protocol's speakers and both projects' participants. */
async function assignmentState(protocolId: string, projectIds: string[]) {
  const [protocol, speakers, participants] = await Promise.all([
    db().protocol.findUniqueOrThrow({ where: { id: protocolId }, select: { status: true, processingPhase: true } }),
    db().protocolSpeaker.findMany({ where: { protocolId }, orderBy: { label: 'asc' } }),
    db().participant.findMany({ where: { projectId: { in: projectIds } }, orderBy: { id: 'asc' } }),
  ]);
  return { protocol, speakers, participants };
}

describe('assignSpeakers refuses', () => {
  it('while the transcript is not ready yet', async () => {
    const { browser, projectId } = await userWithProject();
    const protocolId = await uploadedProtocol(browser, projectId);
    // A voice of the protocol (as if a page had it from an earlier state), named properly.
    await db().protocolSpeaker.create({ data: { protocolId, label: 0 } });
    const before = await assignmentState(protocolId, [projectId]);
    const [speaker] = before.speakers;

    const input = { protocolId: encodeGlobalID('Protocol', protocolId), speakers: [{ speakerId: encodeGlobalID('ProtocolSpeaker', speaker!.id), name: 'Thomas Becker', company: 'Becker Bau GmbH' }] };
    const refused = (await browser.gql(M.assign, { input })).body.data!.assignSpeakers;
    expect(refused).toMatchObject({ __typename: 'ValidationError', message: TEXT.notReady, fields: [{ field: 'protocolId', message: TEXT.notReady }] });
    // Nothing named, no participant made, the protocol still where it was.
    expect(await assignmentState(protocolId, [projectId])).toEqual(before);
    expect(before.protocol).toEqual({ status: 'PROCESSING', processingPhase: 'QUEUED' });
  });

  it("on another user's protocol, as if it did not exist", async () => {
    const owner = await userWithProject();
    const protocolId = await uploadedProtocol(owner.browser, owner.projectId);
    const speakers = await transcriptReady(protocolId);
    const intruder = await userWithProject('Fremdes Projekt');
    const before = await assignmentState(protocolId, [owner.projectId, intruder.projectId]);

    const input = {
      protocolId: encodeGlobalID('Protocol', protocolId),
      speakers: speakers.map((s) => ({ speakerId: encodeGlobalID('ProtocolSpeaker', s.id), name: `Eindringling ${s.label}` })),
    };
    expect((await intruder.browser.gql(M.assign, { input })).body.data!.assignSpeakers).toEqual({
      __typename: 'ProtocolNotFoundError',
      title: 'Protokoll nicht gefunden',
      message: TEXT.protocolNotFound,
    });
    expect(await assignmentState(protocolId, [owner.projectId, intruder.projectId])).toEqual(before);
    // Nor can the intruder see the voices.
    expect((await intruder.browser.gql(M.speakers, { id: protocolId })).body.data!.viewer.protocol).toBeNull();

    // The same assignment by the owner goes through: the refusal was about who asked.
    expect((await owner.browser.gql(M.assign, { input })).body.data!.assignSpeakers.__typename).toBe('MutationAssignSpeakersSuccess');
    const named = (await owner.browser.gql(M.speakers, { id: protocolId })).body.data!.viewer.protocol.speakers;
    expect(named.map((s: { displayName: string }) => s.displayName)).toEqual(['Eindringling 0', 'Eindringling 1']);
  });

  it("with another project's participant: links nothing of it and asks for a name", async () => {
    const owner = await userWithProject();
    const protocolId = await uploadedProtocol(owner.browser, owner.projectId);
    const speakers = await transcriptReady(protocolId);
    const own = await db().participant.create({ data: { projectId: owner.projectId, name: 'Anna Schulz', company: 'Schulz Statik' } });
    // A participant of another project: of the same user, and of someone else's.
    const sibling = (await owner.browser.gql(M.createProject, { input: { name: 'Schule Nord' } })).body.data!.createProject.data.project.projectId as string;
    const siblings = await db().participant.create({ data: { projectId: sibling, name: 'Thomas Becker', company: 'Becker Bau GmbH' } });
    const stranger = await userWithProject('Fremdes Projekt');
    const strangers = await db().participant.create({ data: { projectId: stranger.projectId, name: 'Fremde Person', company: 'Fremdfirma AG' } });
    const projects = [owner.projectId, sibling, stranger.projectId];

    // The ids as the speaker page sends them: global ids.
    const protocol = encodeGlobalID('Protocol', protocolId);
    const [first, second] = speakers.map((s) => encodeGlobalID('ProtocolSpeaker', s.id));
    const participant = (row: { id: string }) => encodeGlobalID('Participant', row.id);
    for (const foreign of [siblings, strangers]) {
      const before = await assignmentState(protocolId, projects);
      const refused = (
        await owner.browser.gql(M.assign, { input: { protocolId: protocol, speakers: [{ speakerId: first, participantId: participant(foreign) }, { speakerId: second, participantId: participant(own) }] } })
      ).body.data!.assignSpeakers;
      expect(refused).toMatchObject({ __typename: 'ValidationError', message: TEXT.nameRequired, fields: [{ field: 'speaker-0', message: TEXT.nameRequired }] });
      // No speaker linked (not even the one with a valid participant), no participant changed or added anywhere.
      expect(await assignmentState(protocolId, projects)).toEqual(before);
      expect(before.speakers.map((s) => s.participantId)).toEqual([null, null]);
    }

    // The foreign id next to a typed name: the name counts, the foreign participant is not linked.
    const assigned = (
      await owner.browser.gql(M.assign, {
        input: { protocolId: protocol, speakers: [{ speakerId: first, participantId: participant(strangers), name: 'Thomas Becker' }, { speakerId: second, participantId: participant(own) }] },
      })
    ).body.data!.assignSpeakers;
    expect(assigned.__typename).toBe('MutationAssignSpeakersSuccess');
    const after = await db().protocolSpeaker.findMany({ where: { protocolId }, orderBy: { label: 'asc' }, include: { participant: true } });
    expect(after.map((s) => s.participant && { projectId: s.participant.projectId, name: s.participant.name })).toEqual([
      { projectId: owner.projectId, name: 'Thomas Becker' },
      { projectId: owner.projectId, name: 'Anna Schulz' },
    ]);
    expect(after[0]!.participantId).not.toBe(strangers.id);
    expect(after[0]!.participantId).not.toBe(siblings.id);
    expect(await db().participant.findUniqueOrThrow({ where: { id: strangers.id } })).toEqual(strangers);
    expect(await db().participant.findUniqueOrThrow({ where: { id: siblings.id } })).toEqual(siblings);
  });
});

const PROCESSING = `subscription($id: String!) { protocolProcessing(protocolId: $id) { protocol { protocolId title status processingPhase } failedMessage } }`;

/** A graphql-ws connection with a browser's cookie, as the processing page opens it. */
function socketFor(browser: BrowserSession): Client {
  const cookie = browser.cookie!;
  return createClient({
    url: `${api.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie } });
      }
    },
    retryAttempts: 0,
  });
}

/** A message of the subscription as graphql-ws hands it over. */
type ExecutionResult = FormattedExecutionResult<Record<string, unknown>, unknown>;

type FirstEvent = { kind: 'next'; value: ExecutionResult } | { kind: 'error'; error: unknown } | { kind: 'complete' };

interface Watch {
  received: ExecutionResult[];
  /** The first message, or the end of the subscription (with its error, if any). */
  first: Promise<FirstEvent>;
  /** Resolves at the next message after the ones received so far. */
  nextMessage(): Promise<ExecutionResult>;
}

function watchProcessing(client: Client, protocolId: string): Watch {
  const received: ExecutionResult[] = [];
  const waiting: ((value: ExecutionResult) => void)[] = [];
  let resolveFirst!: (event: FirstEvent) => void;
  const first = new Promise<FirstEvent>((resolve) => (resolveFirst = resolve));
  client.subscribe(
    { query: PROCESSING, variables: { id: protocolId } },
    {
      next: (value) => {
        received.push(value);
        resolveFirst({ kind: 'next', value });
        for (const resolve of waiting.splice(0)) resolve(value);
      },
      error: (error) => resolveFirst({ kind: 'error', error }),
      complete: () => resolveFirst({ kind: 'complete' }),
    },
  );
  return { received, first, nextMessage: () => new Promise((resolve) => waiting.push(resolve)) };
}

describe('protocolProcessing over graphql-ws', () => {
  it("gives another user nothing of the owner's protocol, not even later changes", async () => {
    const owner = await userWithProject();
    const protocolId = await uploadedProtocol(owner.browser, owner.projectId);
    const intruder = await userWithProject('Fremdes Projekt');
    const ownerSocket = socketFor(owner.browser);
    const intruderSocket = socketFor(intruder.browser);
    try {
      // The owner's page gets the protocol at once: the same subscription works for the right user.
      const owners = watchProcessing(ownerSocket, protocolId);
      expect(await owners.first).toEqual({
        kind: 'next',
        value: { data: { protocolProcessing: { protocol: { protocolId, title: 'Baubesprechung 12', status: 'PROCESSING', processingPhase: 'QUEUED' }, failedMessage: null } } },
      });

      const intruders = watchProcessing(intruderSocket, protocolId);
      // The subscription ends at once with the not-found answer, and no data.
      expect(await intruders.first).toEqual({ kind: 'error', error: [{ message: TEXT.protocolNotFound }] });

      // A change of the protocol reaches the owner, and still nothing reaches the intruder.
      const ownersNext = owners.nextMessage();
      await db().protocol.update({ where: { id: protocolId }, data: { status: 'TRANSCRIPT_READY', processingPhase: 'AWAITING_SPEAKERS' } });
      await notifyProtocolChanged(db(), { protocolId });
      expect((await ownersNext).data).toMatchObject({ protocolProcessing: { protocol: { protocolId, status: 'TRANSCRIPT_READY' } } });
      expect(intruders.received).toEqual([]);
    } finally {
      await Promise.all([ownerSocket.dispose(), intruderSocket.dispose()]);
    }
  });
});
