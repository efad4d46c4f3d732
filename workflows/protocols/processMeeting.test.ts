// ProcessMeeting against the real Temporal server, real PostgreSQL, real storage and the embedded
// models: upload to draft with the speaker step, a worker killed mid-run, deletion while
// processing, and giving up. The models are fetched once per machine (npm run models:fetch).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WorkflowFailedError } from '@temporalio/client';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, inject, it } from 'vitest';
import { wordErrorRate } from '../../platform/ai/wordErrorRate';
import { processMeetingWorkflow } from '../../domain/protocols/processing';
import { meetingHoursChargeKey } from '../../domain/protocols/protocols';
import { chargeQuota } from '../../domain/plans/charges';
import { MEETING_DATE, MEETING_SCRIPT } from '../../tests/fixtures/meetingScript';
import { speechFixture } from '../../tests/fixtures/speech';
import { MEETING_OPERATIONS as M, meetingTestRun, testWorker } from '../../tests/support/meetings';

// Whisper base hears espeak's voices with a word error rate of about 0.3 to 0.45 here (measured;
// chunks of a few lines hear worse than a whole meeting): this bound catches a broken pipeline
// (nothing heard, or invented text: 1 and above), not quality, which bench/meetingProcessing.ts reports.
const MAX_FIXTURE_WORD_ERROR_RATE = 0.6;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// Workers are started by each test: in this process, or in a child that can be killed.
const run = meetingTestRun('process-meeting-');
const { db, until, userWithProject, upload, assignFixtureSpeakers } = run;
const inProcessWorker = () => testWorker(run.api);

const CHOOSE_SPEAKER_COUNT = `mutation($input: ChooseSpeakerCountInput!) { chooseSpeakerCount(input: $input) {
  __typename ... on Error { message } ... on MutationChooseSpeakerCountSuccess { data { protocol { status processingPhase } } } } }`;

function childWorker(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/workerProcess.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: run.api.database.url, TEMPORAL_ADDRESS: inject('temporalAddress'), TEMPORAL_TASK_QUEUE: run.api.config.TEMPORAL_TASK_QUEUE, DATA_DIR: run.dataDir, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('worker ready')) resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}: ${output}`)));
  });
}

describe('ProcessMeeting', () => {
  it('goes from upload to a draft with TOPs, linked entries and action items, charging once', async () => {
    const worker = await inProcessWorker();
    try {
      const { browser, userId, projectId } = await userWithProject();
      const lines = MEETING_SCRIPT.slice(0, 5);
      const { file } = await speechFixture({ lines, longSilence: { afterLine: 2, seconds: 6 } });
      const protocolId = await upload(browser, projectId, file);

      expect(await until(protocolId, (s) => s?.status === 'TRANSCRIPT_READY')).toMatchObject({ processingPhase: 'AWAITING_SPEAKERS' });
      const ready = (await browser.gql(M.protocol, { id: protocolId })).body.data!.viewer.protocol;
      const heard = ready.transcript.map((l: { text: string }) => l.text).join(' ');
      expect(wordErrorRate(lines.map((l) => l.text).join(' '), heard)).toBeLessThanOrEqual(MAX_FIXTURE_WORD_ERROR_RATE);
      expect(ready.speakers).toHaveLength(2);
      expect(ready.speakers[0].samples.length).toBeGreaterThan(0);
      // Nothing was "heard" in the six seconds of silence after the second line.
      const stored = await db().transcript.findUniqueOrThrow({ where: { protocolId } });
      const regions = stored.regions as { start: number; end: number }[];
      const silences = regions.slice(1).map((region, i) => ({ start: regions[i]!.end, end: region.start })).filter((gap) => gap.end - gap.start >= 5);
      expect(silences).toHaveLength(1);
      const [silence] = silences;
      const words = (stored.segments as { words: { start: number; end: number }[] }[]).flatMap((segment) => segment.words);
      expect(words.length).toBeGreaterThan(20);
      // The silence never reached the model, so no word time can fall inside it.
      const inSilence = (t: number) => t > silence!.start + 0.05 && t < silence!.end - 0.05;
      expect(words.filter((w) => inSilence(w.start) || inSilence(w.end))).toEqual([]);

      await assignFixtureSpeakers(browser, protocolId);
      expect(await until(protocolId, (s) => s?.status === 'DRAFT')).toMatchObject({ processingPhase: 'DONE' });
      const draft = (await browser.gql(M.protocol, { id: protocolId })).body.data!.viewer.protocol;
      expect(draft.transcript.map((l: { speakerName: string }) => l.speakerName)).toContain('Thomas Becker');
      // What the model made of the words is checked on clean text in tests/ai/protocolGeneration.test.ts;
      // here: the fixture's TOP with its information, task and decision gives a protocol with content
      // (at least one TOP with entries, none empty), every entry points into the recording, and every
      // Aufgabe became exactly one action item.
      const topics = draft.topics as { title: string; entries: { type: string; text: string; dueDate: string | null; sourceStart: number; sourceEnd: number }[] }[];
      expect(topics.length, JSON.stringify(draft.topics)).toBeGreaterThan(0);
      for (const topic of topics) {
        expect(topic.title.trim()).not.toBe('');
        expect(topic.entries.length, `TOP "${topic.title}" has entries`).toBeGreaterThan(0);
      }
      const entries = topics.flatMap((t) => t.entries);
      const duration = ready.transcript.at(-1).end as number;
      for (const e of entries) {
        expect(['INFORMATION', 'FESTLEGUNG', 'AUFGABE']).toContain(e.type);
        expect(e.text.trim()).not.toBe('');
        expect(e.sourceStart).toBeGreaterThanOrEqual(0);
        expect(e.sourceStart).toBeLessThanOrEqual(e.sourceEnd);
        expect(e.sourceEnd).toBeLessThanOrEqual(duration + 1);
      }
      expect(draft.actionItems).toHaveLength(entries.filter((e) => e.type === 'AUFGABE').length);

      const charges = await db().quotaCharge.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } });
      expect(charges.map((c) => [c.kind, c.amount])).toEqual([
        ['MEETING_MINUTES', 60],
        ['AI_CREDITS', 1],
      ]);
      expect(existsSync(path.join(run.dataDir, 'work', protocolId))).toBe(false);
    } finally {
      await worker.stop();
    }
  }, 600_000);

  it('separates the voices into as many as the user said spoke on the upload and again on the assignment page, then goes on with the names', async () => {
    const worker = await inProcessWorker();
    try {
      const { browser, projectId } = await userWithProject();
      const { file } = await speechFixture({ lines: MEETING_SCRIPT.slice(0, 4) });
      const protocolId = await upload(browser, projectId, file, 3);
      expect(await until(protocolId, (s) => s?.status === 'TRANSCRIPT_READY')).toMatchObject({ processingPhase: 'AWAITING_SPEAKERS', speakerCount: 3 });
      const speakersOf = async () => (await browser.gql(M.protocol, { id: protocolId })).body.data!.viewer.protocol.speakers as unknown[];
      expect(await speakersOf()).toHaveLength(3);
      const choose = async (speakerCount: number) =>
        (await browser.gql(CHOOSE_SPEAKER_COUNT, { input: { protocolId: encodeGlobalID('Protocol', protocolId), speakerCount } })).body.data!.chooseSpeakerCount;

      for (const count of [2, 1]) {
        expect(await choose(count)).toMatchObject({ __typename: 'MutationChooseSpeakerCountSuccess', data: { protocol: { status: 'PROCESSING', processingPhase: 'SEPARATING_SPEAKERS' } } });
        expect(await until(protocolId, (s) => s?.status === 'TRANSCRIPT_READY')).toMatchObject({ processingPhase: 'AWAITING_SPEAKERS', speakerCount: count });
        expect(await speakersOf()).toHaveLength(count);
      }
      expect(await choose(13)).toMatchObject({ message: 'Bitte geben Sie an, wie viele Personen gesprochen haben (1 bis 12).' });

      const named = await browser.gql(M.protocol, { id: protocolId });
      const [voice] = named.body.data!.viewer.protocol.speakers as { id: string }[];
      const assigned = await browser.gql(M.assign, { input: { protocolId: encodeGlobalID('Protocol', protocolId), speakers: [{ speakerId: voice!.id, name: 'Thomas Becker' }] } });
      expect(assigned.body.data!.assignSpeakers.__typename).toBe('MutationAssignSpeakersSuccess');
      expect(await until(protocolId, (s) => s?.status === 'DRAFT')).toMatchObject({ processingPhase: 'DONE' });
      const transcript = (await browser.gql(M.protocol, { id: protocolId })).body.data!.viewer.protocol.transcript as { speakerName: string }[];
      expect(new Set(transcript.map((line) => line.speakerName))).toEqual(new Set(['Thomas Becker']));
      // Once the protocol is made, the voices stay as they were named.
      expect(await choose(2)).toMatchObject({ message: 'Die Sprecher können erst zugewiesen werden, wenn das Transkript bereit ist.' });
    } finally {
      await worker.stop();
    }
  }, 600_000);

  it('separates as many voices as the meeting named present when the user gave no count', async () => {
    const worker = await inProcessWorker();
    try {
      const { browser, projectId } = await userWithProject();
      // Two voices speak, three people are named present: the meeting's own word counts.
      const { file } = await speechFixture({ lines: [{ speaker: 'A', text: 'Anwesend sind Frau Schulz, Herr Krüger und ich.' }, ...MEETING_SCRIPT.slice(1, 4)] });
      const protocolId = await upload(browser, projectId, file);
      expect(await until(protocolId, (s) => s?.status === 'TRANSCRIPT_READY')).toMatchObject({ processingPhase: 'AWAITING_SPEAKERS', speakerCount: null });
      expect((await browser.gql(M.protocol, { id: protocolId })).body.data!.viewer.protocol.speakers).toHaveLength(3);
    } finally {
      await worker.stop();
    }
  }, 600_000);

  it('loses nothing and charges nothing twice when the worker is killed mid-run', async () => {
    const { browser, userId, projectId } = await userWithProject();
    // Long enough for several transcription chunks, so the kill lands between two of them.
    const { file } = await speechFixture({ lines: MEETING_SCRIPT, pause: 4 });
    const protocolId = await upload(browser, projectId, file);

    const first = await childWorker();
    await until(protocolId, (s) => s?.processingPhase === 'TRANSCRIBING' && s.processingProgress > 0);
    first.kill('SIGKILL');

    const second = await inProcessWorker();
    try {
      await until(protocolId, (s) => s?.status === 'TRANSCRIPT_READY');
      const ready = (await browser.gql(M.protocol, { id: protocolId })).body.data!.viewer.protocol;
      const heard = ready.transcript.map((l: { text: string }) => l.text).join(' ');
      // No chunk transcribed twice (its lines would overlap those saved before the kill), none lost
      // (the last line is in the last speech region).
      const lines = ready.transcript as { start: number; end: number; text: string }[];
      expect(lines.every((line, i) => i === 0 || line.start >= lines[i - 1]!.end - 0.05)).toBe(true);
      const regions = (await db().transcript.findUniqueOrThrow({ where: { protocolId } })).regions as { start: number; end: number }[];
      expect(lines.at(-1)!.end).toBeGreaterThan(regions.at(-1)!.start);
      expect(wordErrorRate(MEETING_SCRIPT.map((l) => l.text).join(' '), heard)).toBeLessThanOrEqual(MAX_FIXTURE_WORD_ERROR_RATE);
      expect(await db().quotaCharge.count({ where: { userId, kind: 'MEETING_MINUTES' } })).toBe(1);
      // Generation after a crash is the same activity code as in the test above; the protocol goes here.
      await browser.gql(M.remove, { id: encodeGlobalID('Protocol', protocolId) });
    } finally {
      await second.stop();
    }
  }, 600_000);

  it('stops and cleans up when the protocol is deleted while processing', async () => {
    const worker = await inProcessWorker();
    try {
      const { browser, userId, projectId } = await userWithProject();
      const { file } = await speechFixture({ lines: MEETING_SCRIPT.slice(0, 3) });
      const protocolId = await upload(browser, projectId, file);
      await until(protocolId, (s) => s?.status === 'TRANSCRIPT_READY');
      const fileKey = (await db().protocol.findUniqueOrThrow({ where: { id: protocolId } })).fileKey!;
      expect((await browser.gql(M.remove, { id: encodeGlobalID('Protocol', protocolId) })).body.data!.deleteProtocol.__typename).toBe('MutationDeleteProtocolSuccess');

      const outcome = await run.api.temporal.workflow.getHandle(processMeetingWorkflow.idOf(protocolId)).result().catch((error: unknown) => error);
      expect(outcome).toBeInstanceOf(WorkflowFailedError);
      expect(await db().protocol.count({ where: { id: protocolId } })).toBe(0);
      expect(existsSync(path.join(run.dataDir, 'files', fileKey))).toBe(false);
      expect(existsSync(path.join(run.dataDir, 'work', protocolId))).toBe(false);
      expect(await db().quotaCharge.count({ where: { userId, idempotencyKey: `refund:${meetingHoursChargeKey(protocolId)}` } })).toBe(1);
    } finally {
      await worker.stop();
    }
  }, 600_000);

  it('gives up on a recording it cannot read: the protocol, its file and its charge are removed', async () => {
    const worker = await inProcessWorker();
    try {
      const { userId, projectId } = await userWithProject();
      // A protocol whose recording vanished from storage before the worker got to it.
      const protocol = await db().protocol.create({
        data: { projectId, title: 'Verlorene Aufnahme', date: new Date(`${MEETING_DATE}T00:00:00Z`), status: 'PROCESSING', processingPhase: 'QUEUED', fileKey: `${userId}/1.mp3` },
      });
      await db().$transaction((tx) =>
        chargeQuota(tx, { userId, kind: 'MEETING_MINUTES', amount: 60, idempotencyKey: meetingHoursChargeKey(protocol.id), description: 'Test', monthlyBase: 600 }),
      );
      const protocolId = protocol.id;
      const handle = await run.api.temporal.workflow.start(processMeetingWorkflow.type, { taskQueue: run.api.config.TEMPORAL_TASK_QUEUE, workflowId: processMeetingWorkflow.idOf(protocolId), args: [protocolId] });
      expect(await handle.result()).toBe('failed');
      expect(await db().protocol.count({ where: { id: protocolId } })).toBe(0);
      const charges = await db().quotaCharge.findMany({ where: { userId } });
      expect(charges.reduce((sum, c) => sum + c.amount, 0)).toBe(0);
    } finally {
      await worker.stop();
    }
  }, 600_000);
});
