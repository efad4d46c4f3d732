// ProcessMeeting giving up after the transcript exists, against the real Temporal server, real
// PostgreSQL, real storage and the embedded models: nothing is thrown away, the protocol says why
// in German, and 'Erneut versuchen' (retryProtocolProcessing) runs it to a draft, charging once.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { WorkflowFailedError } from '@temporalio/client';
import { describe, expect, it } from 'vitest';
import { findFreePort } from '../../server/embedded/ports';
import { keptFailureMessage, processMeetingWorkflow } from '../../domain/protocols/processing';
import { meetingHoursChargeKey, RETRY_TEXT } from '../../domain/protocols/protocols';
import { MEETING_DATE, MEETING_SCRIPT, SPEAKER_NAMES } from '../../tests/fixtures/meetingScript';
import { speechFixture } from '../../tests/fixtures/speech';
import type { BrowserSession } from '../../tests/support/browserSession';
import { meetingTestRun, testWorker } from '../../tests/support/meetings';
import { signedInUser } from '../../tests/support/users';

// Workers are started by each test, with the AI it needs.
const run = meetingTestRun('process-meeting-failure-');
const { db, until, userWithProject, upload, assignFixtureSpeakers } = run;

const Q = {
  protocol: `query($id: String!) { viewer { protocol(protocolId: $id) { status processingPhase processingFailure recordingUrl speakers { displayName } transcript { text speakerName } topics { entries { type } } actionItems { title } } } }`,
  retry: `mutation($id: ID!) { retryProtocolProcessing(input: { protocolId: $id }) { __typename ... on Error { message } ... on MutationRetryProtocolProcessingSuccess { data { protocol { processingFailure } } } } }`,
  archive: `mutation($id: ID!) { archiveProject(input: { id: $id }) { __typename } }`,
};

const retry = async (browser: BrowserSession, protocolId: string) => (await browser.gql(Q.retry, { id: encodeGlobalID('Protocol', protocolId) })).body.data!.retryProtocolProcessing as { __typename: string; message?: string };

describe('ProcessMeeting failing after the transcript', () => {
  it('keeps recording, transcript and speaker names when generation fails for good; the retry makes the draft, charging once', async () => {
    const { browser, userId, projectId } = await userWithProject();
    const { file } = await speechFixture({ lines: MEETING_SCRIPT.slice(0, 5) });
    let protocolId: string;
    const embedded = await testWorker(run.api);
    try {
      protocolId = await upload(browser, projectId, file);
      await until(protocolId, (s) => s?.status === 'TRANSCRIPT_READY');
    } finally {
      await embedded.stop();
    }

    // Generation by a worker whose AI endpoint cannot answer: nothing listens on its port.
    const unreachable = await testWorker(run.api, { ...run.api.config, AI_BASE_URL: `http://127.0.0.1:${await findFreePort()}/v1`, AI_API_KEY: 'test' });
    try {
      await assignFixtureSpeakers(browser, protocolId);
      // Every attempt the retry policy allows (about 80 s of backoff), then the run fails.
      const outcome = await run.api.temporal.workflow.getHandle(processMeetingWorkflow.idOf(protocolId)).result().catch((error: unknown) => error);
      expect(outcome).toBeInstanceOf(WorkflowFailedError);
    } finally {
      await unreachable.stop();
    }

    const failed = (await browser.gql(Q.protocol, { id: protocolId })).body.data!.viewer.protocol;
    expect(failed).toMatchObject({
      status: 'PROCESSING',
      processingPhase: 'GENERATING',
      processingFailure:
        'Die Protokollerstellung ist fehlgeschlagen. Aufnahme, Transkript und Sprecherzuordnung bleiben erhalten. Ursache: Der KI-Dienst war nicht erreichbar oder hat die Anfrage abgelehnt.',
    });
    expect(failed.transcript.length).toBeGreaterThan(0);
    expect(failed.transcript.map((line: { speakerName: string }) => line.speakerName)).toContain(SPEAKER_NAMES.A);
    expect(failed.speakers.map((s: { displayName: string }) => s.displayName)).toEqual(expect.arrayContaining([SPEAKER_NAMES.A, SPEAKER_NAMES.B]));
    const { fileKey } = await db().protocol.findUniqueOrThrow({ where: { id: protocolId } });
    expect(existsSync(path.join(run.dataDir, 'files', fileKey!))).toBe(true);
    expect((await fetch(`${run.api.url}${failed.recordingUrl}`, { headers: { cookie: browser.cookie! } })).status).toBe(200);
    const charged = await db().quotaCharge.findMany({ where: { userId } });
    expect(charged.map((c) => [c.kind, c.amount, c.idempotencyKey])).toEqual([['MEETING_MINUTES', 60, meetingHoursChargeKey(protocolId)]]);

    const working = await testWorker(run.api);
    try {
      const retried = await retry(browser, protocolId);
      expect(retried).toMatchObject({ __typename: 'MutationRetryProtocolProcessingSuccess', data: { protocol: { processingFailure: null } } });
      // A second click finds nothing to retry.
      expect(await retry(browser, protocolId)).toEqual({ __typename: 'ValidationError', message: RETRY_TEXT.notFailed });
      expect(await until(protocolId, (s) => s?.status === 'DRAFT')).toMatchObject({ processingPhase: 'DONE' });
    } finally {
      await working.stop();
    }
    const draft = (await browser.gql(Q.protocol, { id: protocolId })).body.data!.viewer.protocol;
    expect(draft.processingFailure).toBeNull();
    // Made from the names given before the failure: the speakers were not asked for again.
    expect(draft.transcript.map((line: { speakerName: string }) => line.speakerName)).toContain(SPEAKER_NAMES.A);
    const entries = draft.topics.flatMap((topic: { entries: { type: string }[] }) => topic.entries);
    expect(entries.length).toBeGreaterThan(0);
    expect(draft.actionItems).toHaveLength(entries.filter((entry: { type: string }) => entry.type === 'AUFGABE').length);
    const charges = await db().quotaCharge.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } });
    expect(charges.map((c) => [c.kind, c.amount])).toEqual([
      ['MEETING_MINUTES', 60],
      ['AI_CREDITS', 1],
    ]);
    // A draft has nothing to retry.
    expect(await retry(browser, protocolId)).toEqual({ __typename: 'ValidationError', message: RETRY_TEXT.notFailed });
  }, 600_000);

  it("refuses the retry for another user's protocol, one that has not failed, and one in a read-only project", async () => {
    const owner = await userWithProject();
    const protocolIn = (projectId: string, data: { processingPhase: 'GENERATING'; processingFailure?: string }) =>
      db().protocol.create({ data: { projectId, title: 'Baubesprechung 13', date: new Date(`${MEETING_DATE}T00:00:00Z`), status: 'PROCESSING', ...data } });
    const failed = await protocolIn(owner.projectId, { processingPhase: 'GENERATING', processingFailure: keptFailureMessage('generation', null) });
    const generating = await protocolIn(owner.projectId, { processingPhase: 'GENERATING' });

    const { browser: stranger } = await signedInUser(run.api.url, db(), `fremd-${Date.now()}@example.de`);
    expect(await retry(stranger, failed.id)).toEqual({ __typename: 'ProtocolNotFoundError', message: expect.any(String) as string });
    expect(await retry(owner.browser, generating.id)).toEqual({ __typename: 'ValidationError', message: RETRY_TEXT.notFailed });
    expect((await owner.browser.gql(Q.archive, { id: encodeGlobalID('Project', owner.projectId) })).body.data!.archiveProject.__typename).toBe('MutationArchiveProjectSuccess');
    expect(await retry(owner.browser, failed.id)).toEqual({ __typename: 'AccessDeniedError', message: 'Zugriff verweigert. Kontaktieren Sie den Projektadministrator.' });
    // None of them started anything.
    expect((await db().protocol.findUniqueOrThrow({ where: { id: failed.id } })).processingFailure).toBe(keptFailureMessage('generation', null));
  });
});
