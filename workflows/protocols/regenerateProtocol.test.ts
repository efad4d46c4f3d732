// 'Neu erstellen' against the real Temporal server, real PostgreSQL and the embedded model: a
// processed and edited protocol is generated again as a CANDIDATE version for 3 credits charged
// once, which is kept (the edited version stays readable as REPLACED) or discarded; refusals
// (credits, daily AI calls, state) charge nothing; a run that gives up refunds and says so.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { chargeQuota } from '../../domain/plans/charges';
import { setPlan } from '../../domain/plans/subscription';
import { processMeetingWorkflow } from '../../domain/protocols/processing';
import { REGENERATION_TEXT, regenerateProtocolWorkflow, regenerationAttemptOf } from '../../domain/protocols/regeneration';
import type { ProtocolStatus } from '../../platform/generated/prisma/client';
import { findFreePort } from '../../server/embedded/ports';
import { MEETING_DATE, MEETING_SCRIPT, SPEAKER_NAMES } from '../../tests/fixtures/meetingScript';
import type { BrowserSession } from '../../tests/support/browserSession';
import { meetingTestRun, testWorker } from '../../tests/support/meetings';

// Workers are started by each test, with the AI it needs, after the requests it answers are queued.
const run = meetingTestRun('regenerate-protocol-');
const { db, userWithProject } = run;

const ERROR = '... on Error { __typename title message }';
const DOC = 'document { header { title location } attendees { name } topics { topicId title entries { entryId text } } }';
const M = {
  regenerate: `mutation($id: ID!) { regenerateProtocol(input: { protocolId: $id }) { __typename ${ERROR} ... on MutationRegenerateProtocolSuccess { data { protocol { regenerating regenerationFailure } } } } }`,
  keep: `mutation($id: ID!, $number: Int!) { keepRegeneratedProtocolVersion(input: { protocolId: $id, number: $number }) { __typename ${ERROR} ... on MutationKeepRegeneratedProtocolVersionSuccess { data { protocol { versionNumber } } } } }`,
  discard: `mutation($id: ID!, $number: Int!) { discardRegeneratedProtocolVersion(input: { protocolId: $id, number: $number }) { __typename ${ERROR} } }`,
  edit: `mutation($input: EditProtocolInput!) { editProtocol(input: $input) { __typename ${ERROR} } }`,
};
const Q = {
  protocol: `query($id: String!) { viewer { protocol(protocolId: $id) { revision versionNumber regenerating regenerationFailure ${DOC}
    versions { number state reason isCurrentVersion ${DOC} } } } }`,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- shapes are the operations above
type Any = any;
const gid = (protocolId: string) => encodeGlobalID('Protocol', protocolId);
const result = async (browser: BrowserSession, query: string, variables: Record<string, unknown>): Promise<Any> => {
  const response = await browser.gql(query, variables);
  if (response.body.errors) throw new Error(JSON.stringify(response.body.errors));
  return Object.values(response.body.data!)[0];
};
const protocolOf = async (browser: BrowserSession, protocolId: string): Promise<Any> => (await result(browser, Q.protocol, { id: protocolId })).protocol;
const versionsOf = (protocol: Any) => protocol.versions.map((v: Any) => [v.number, v.state, v.reason]);

/** The fixture's first lines as the speech model and the speaker step leave them, 4 s a line, the voices named. */
async function protocolWithTranscript(projectId: string, status: ProtocolStatus, lines = MEETING_SCRIPT.slice(0, 3)) {
  const protocol = await db().protocol.create({
    data: { projectId, title: 'Baubesprechung 12', date: new Date(`${MEETING_DATE}T00:00:00Z`), location: 'Baucontainer', status, ...(status === 'PROCESSING' ? { processingPhase: 'GENERATING' } : {}) },
  });
  const segments = lines.map((line, i) => {
    const words = line.text.split(' ');
    return { text: line.text, start: i * 4, end: i * 4 + 3.5, speaker: line.speaker === 'A' ? 0 : 1, words: words.map((text, w) => ({ text, start: i * 4 + (w * 3.5) / words.length, end: i * 4 + ((w + 1) * 3.5) / words.length })) };
  });
  await db().transcript.create({ data: { protocolId: protocol.id, regions: segments.map(({ start, end }) => ({ start, end })), segments } });
  await db().protocolSpeaker.createMany({ data: [{ protocolId: protocol.id, label: 0, name: SPEAKER_NAMES.A }, { protocolId: protocol.id, label: 1, name: SPEAKER_NAMES.B }] });
  return protocol.id;
}

/** The workflow of the regeneration now asked for, once a worker runs. */
async function regenerationOf(protocolId: string) {
  const attempt = regenerationAttemptOf(await db().protocol.findUniqueOrThrow({ where: { id: protocolId } }));
  expect(attempt).not.toBeNull();
  return run.api.temporal.workflow.getHandle(regenerateProtocolWorkflow.idOf(protocolId, attempt!));
}

const aiCharges = async (userId: string) =>
  (await db().quotaCharge.findMany({ where: { userId, kind: 'AI_CREDITS' }, orderBy: { createdAt: 'asc' } })).map((c) => [c.idempotencyKey.split(':')[0], c.amount]);

describe('RegenerateProtocol', () => {
  it('makes a processed, edited protocol again as a candidate for 3 credits once; keeping it keeps the edited version, discarding leaves the protocol as it is', async () => {
    const { browser, userId, projectId } = await userWithProject();
    const protocolId = await protocolWithTranscript(projectId, 'PROCESSING');
    // The draft as processing makes it, from the named transcript.
    const processing = await run.api.temporal.workflow.start(processMeetingWorkflow.type, { taskQueue: run.api.config.TEMPORAL_TASK_QUEUE, workflowId: processMeetingWorkflow.idOf(protocolId), args: [protocolId, 'generation'] });
    let worker = await testWorker(run.api);
    try {
      expect(await processing.result()).toBe('draft');
    } finally {
      await worker.stop();
    }
    const draft = await protocolOf(browser, protocolId);
    expect(draft.document.topics.length).toBeGreaterThan(0);
    const [topic] = draft.document.topics;
    expect(await result(browser, M.edit, { input: { protocolId: gid(protocolId), operations: [{ kind: 'SET_TOPIC_TITLE', topicId: topic.topicId, base: topic.title, value: 'Von Hand geändert' }] } })).toMatchObject({
      __typename: 'MutationEditProtocolSuccess',
    });

    // A double click: one run starts, the other click hears that it runs.
    const clicks = await Promise.all([result(browser, M.regenerate, { id: gid(protocolId) }), result(browser, M.regenerate, { id: gid(protocolId) })]);
    expect(clicks.map((c) => c.__typename).sort()).toEqual(['MutationRegenerateProtocolSuccess', 'ValidationError']);
    expect(clicks.find((c) => c.__typename === 'ValidationError')).toMatchObject({ message: REGENERATION_TEXT.running });
    expect(clicks.find((c) => c.__typename !== 'ValidationError').data.protocol).toEqual({ regenerating: true, regenerationFailure: null });
    let regeneration = await regenerationOf(protocolId);
    worker = await testWorker(run.api);
    try {
      expect(await regeneration.result()).toBe('candidate');
    } finally {
      await worker.stop();
    }

    const waiting = await protocolOf(browser, protocolId);
    expect(waiting).toMatchObject({ regenerating: false, regenerationFailure: null, versionNumber: 1 });
    expect(versionsOf(waiting)).toEqual([
      [1, 'CURRENT', null],
      [2, 'CANDIDATE', 'REGENERATED'],
    ]);
    const candidate = waiting.versions[1];
    // The header and attendees of the current version, the TOPs anew from the transcript.
    expect(candidate.document.header).toEqual(waiting.document.header);
    expect(candidate.document.attendees).toEqual(waiting.document.attendees);
    expect(candidate.document.topics.length).toBeGreaterThan(0);
    expect(candidate.document.topics.map((t: Any) => t.title)).not.toContain('Von Hand geändert');
    // Nothing of the edited version changed in place.
    expect(waiting.document.topics[0].title).toBe('Von Hand geändert');
    expect(await aiCharges(userId)).toEqual([
      ['action-items', 1],
      ['regeneration', 3],
    ]);
    // A second regeneration waits until this one is kept or discarded.
    expect(await result(browser, M.regenerate, { id: gid(protocolId) })).toMatchObject({ __typename: 'ValidationError', message: REGENERATION_TEXT.candidateWaiting });

    expect(await result(browser, M.keep, { id: gid(protocolId), number: 2 })).toEqual({ __typename: 'MutationKeepRegeneratedProtocolVersionSuccess', data: { protocol: { versionNumber: 2 } } });
    expect(await result(browser, M.keep, { id: gid(protocolId), number: 2 })).toMatchObject({ __typename: 'ValidationError', message: REGENERATION_TEXT.noCandidate });
    const kept = await protocolOf(browser, protocolId);
    expect(kept.revision).toBe(waiting.revision + 1);
    expect(kept.document).toEqual(candidate.document);
    expect(versionsOf(kept)).toEqual([
      [1, 'FROZEN', 'REPLACED'],
      [2, 'CURRENT', null],
    ]);
    // The edited version opens as it was.
    expect(kept.versions[0].document.topics[0].title).toBe('Von Hand geändert');
    expect(kept.versions[0].document.topics.map((t: Any) => t.entries)).toEqual(draft.document.topics.map((t: Any) => t.entries));

    // Again, and this time discarded: the protocol stays as it is, the credits are spent.
    expect((await result(browser, M.regenerate, { id: gid(protocolId) })).__typename).toBe('MutationRegenerateProtocolSuccess');
    regeneration = await regenerationOf(protocolId);
    worker = await testWorker(run.api);
    try {
      expect(await regeneration.result()).toBe('candidate');
    } finally {
      await worker.stop();
    }
    expect(versionsOf(await protocolOf(browser, protocolId))).toEqual([
      [1, 'FROZEN', 'REPLACED'],
      [2, 'CURRENT', null],
      [3, 'CANDIDATE', 'REGENERATED'],
    ]);
    expect(await result(browser, M.discard, { id: gid(protocolId), number: 3 })).toMatchObject({ __typename: 'MutationDiscardRegeneratedProtocolVersionSuccess' });
    expect(await result(browser, M.discard, { id: gid(protocolId), number: 3 })).toMatchObject({ __typename: 'ValidationError', message: REGENERATION_TEXT.noCandidate });
    const discarded = await protocolOf(browser, protocolId);
    expect(discarded.document).toEqual(kept.document);
    expect(versionsOf(discarded)).toEqual(versionsOf(kept));
    expect(await aiCharges(userId)).toEqual([
      ['action-items', 1],
      ['regeneration', 3],
      ['regeneration', 3],
    ]);
  }, 600_000);

  it('refuses without the credits, beyond the daily AI calls and in states that cannot change, charging nothing', async () => {
    const { browser, userId, projectId } = await userWithProject();
    const { email } = await db().user.findUniqueOrThrow({ where: { id: userId } });
    // Free: 10 credits a month, 5 AI calls a day.
    await setPlan(db(), email, 'free');
    const protocolId = await protocolWithTranscript(projectId, 'DRAFT');
    const charge = (key: string, amount: number) => db().$transaction((tx) => chargeQuota(tx, { userId, kind: 'AI_CREDITS', amount, idempotencyKey: key, description: 'Test', monthlyBase: 10 }));
    const unchanged = async () => {
      expect((await db().protocol.findUniqueOrThrow({ where: { id: protocolId } })).regenerationStartedAt).toBeNull();
      expect(await db().quotaCharge.count({ where: { userId, idempotencyKey: { startsWith: 'regeneration:' } } })).toBe(0);
    };

    await charge('agenda:1', 8);
    expect(await result(browser, M.regenerate, { id: gid(protocolId) })).toEqual({
      __typename: 'InsufficientCreditsError',
      title: 'Nicht genügend Credits',
      message: 'Für die Neuerstellung werden 3 Credits benötigt. Ihr Guthaben: 2.',
    });
    await unchanged();

    await db().quotaAccount.updateMany({ where: { userId }, data: { purchasedBalance: 20 } });
    for (const key of ['agenda:2', 'agenda:3', 'agenda:4', 'agenda:5']) await charge(key, 1);
    expect(await result(browser, M.regenerate, { id: gid(protocolId) })).toEqual({
      __typename: 'DailyAiCallLimitError',
      title: 'Tageslimit erreicht',
      message: 'Ihr Abo erlaubt 5 KI-Anfragen pro Tag. Morgen geht es weiter.',
    });
    await unchanged();

    await setPlan(db(), email, 'starter');
    // Written by hand: nothing to generate from.
    const manual = await db().protocol.create({ data: { projectId, title: 'Von Hand', date: new Date(`${MEETING_DATE}T00:00:00Z`) } });
    expect(await result(browser, M.regenerate, { id: gid(manual.id) })).toMatchObject({ __typename: 'ValidationError', message: REGENERATION_TEXT.noTranscript });
    const processing = await protocolWithTranscript(projectId, 'PROCESSING');
    expect((await result(browser, M.regenerate, { id: gid(processing) })).__typename).toBe('ProtocolInProcessingError');
    await db().protocol.update({ where: { id: protocolId }, data: { status: 'FINALIZED', finalizedAt: new Date() } });
    expect((await result(browser, M.regenerate, { id: gid(protocolId) })).__typename).toBe('ProtocolFinalizedError');
    expect(await result(browser, M.keep, { id: gid(protocolId), number: 2 })).toMatchObject({ __typename: 'ProtocolFinalizedError' });
    expect(await result(browser, M.discard, { id: gid(protocolId), number: 2 })).toMatchObject({ __typename: 'ValidationError', message: REGENERATION_TEXT.noCandidate });
    await unchanged();
  });

  it('gives up when the AI cannot answer: the credits come back once and the protocol says so, unchanged', async () => {
    const { browser, userId, projectId } = await userWithProject();
    const protocolId = await protocolWithTranscript(projectId, 'DRAFT');
    const before = await protocolOf(browser, protocolId);
    expect((await result(browser, M.regenerate, { id: gid(protocolId) })).__typename).toBe('MutationRegenerateProtocolSuccess');
    const regeneration = await regenerationOf(protocolId);
    // Generation by a worker whose AI endpoint cannot answer: nothing listens on its port.
    const unreachable = await testWorker(run.api, { ...run.api.config, AI_BASE_URL: `http://127.0.0.1:${await findFreePort()}/v1`, AI_API_KEY: 'test' });
    try {
      // Every attempt the retry policy allows (about 15 s of backoff), then the refund.
      expect(await regeneration.result()).toBe('failed');
    } finally {
      await unreachable.stop();
    }
    const failed = await protocolOf(browser, protocolId);
    expect(failed).toMatchObject({ regenerating: false, regenerationFailure: REGENERATION_TEXT.failed, revision: before.revision, document: before.document });
    expect(versionsOf(failed)).toEqual([[1, 'CURRENT', null]]);
    // Charged once however many attempts ran, and given back once.
    expect(await aiCharges(userId)).toEqual([
      ['regeneration', 3],
      ['refund', -3],
    ]);
  }, 600_000);
});
