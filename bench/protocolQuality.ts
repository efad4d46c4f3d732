// Protocol quality on the evaluation set (issue 17 point 7): each German meeting of
// bench/evaluation/meetings.ts (3 to 6 voices, espeak-ng) goes through the real product, upload
// to draft (API, Temporal, worker, embedded models), and the draft is scored against the labels:
// word error rate, voices found against voices that spoke, entry types (by the label an entry's
// words are about, and by the line it was taken from: its link to the recording against where the
// line is spoken, which misheard words cannot hide), action items (precision,
// recall, F1, counted only with the right owner; also with tasks found by the line an entry was
// taken from instead of its words), due dates right among the found tasks, decisions
// found, and processing time against the meeting's length (the wait for the names left out). The
// totals are given twice: with entries matched to labels as heard (misheard key words count), and
// with exact word matching.
//
// The speakers are named the way a user does it by listening to the samples: each voice gets the
// Beteiligter whose script lines its transcript segments match best (by shared words).
//
// Run: node --import tsx bench/protocolQuality.ts (models fetched by npm run models:fetch).
// BENCH_SPEAKER_COUNT=given: the upload says how many people spoke, as a user may on the form.
// BENCH_PROVIDER=endpoint: the endpoint provider against the self-hosted OpenAI-compatible servers
// (llama.cpp and whisper.cpp with the same model weights, tests/support/aiServers.ts: npm run
// ai:servers builds them) instead of the embedded default.
// BENCH_TRANSCRIPT=1: print each meeting's transcript (speaker label, text, seconds) before its entries.
// BENCH_RENDERING=n: the meetings' speech rendered the n-th way (tests/fixtures/speech.ts: its level
// lowered by n × 0.1 %): Whisper hears even that differently in places, so a figure is only as
// sure as its spread over a few renderings.
// BENCH_MEETINGS=1,5: only these meetings of the set (numbered from 1).
// BENCH_HEARD=file: each meeting's hearing (transcript with word times, voices, the names given,
// where its lines are spoken, WER and times) is kept in this JSON-lines file (gzipped if its name
// ends in .gz), one line per meeting, rendering and provider, replacing an earlier line of the same.
// BENCH_REGENERATE=1 (with BENCH_HEARD): nothing is heard again; each meeting's protocol is generated
// anew from its kept hearing, as the product does from a named transcript, and scored: minutes
// instead of an hour for the whole set when only generation changed. WER, voices and times are the
// hearing's.
import { readFile, writeFile } from 'node:fs/promises';
import { gunzipSync, gzipSync } from 'node:zlib';
import { loadavg } from 'node:os';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { setPlan } from '../domain/plans/subscription';
import { createEmbeddedProvider } from '../platform/ai/aiProvider';
import { ensureInstructionModel } from '../platform/ai/models/instructionModel';
import { ensureWhisperModel } from '../platform/ai/models/whisperModel';
import { createOpenAiProvider } from '../platform/ai/openaiProvider';
import type { AiProvider } from '../platform/ai/provider';
import { loadConfig } from '../platform/config';
import { createLogger } from '../platform/logger';
import { htmlOfPlainText } from '../common/richText';
import { generationInput } from '../domain/processing/drafts';
import { generatedEntries, generateProtocol } from '../domain/protocols/protocolGeneration';
import type { StoredSegment } from '../domain/transcripts/transcripts';
import { vocabularyOf } from '../domain/transcripts/vocabulary';
import { wordErrorRate } from '../platform/ai/wordErrorRate';
import type { Db } from '../platform/db';
import type { MonoAudio } from '../platform/media/monoAudio';
import { fixtureAudio, spokenLineSpans } from '../tests/ai/fixtureAudio';
import { audioSeconds } from '../tests/fixtures/speech';
import { ensureLlamaServer, ensureWhisperServer, startLlamaServer, startWhisperServer } from '../tests/support/aiServers';
import { uploadFile } from '../tests/support/tus';
import type { BrowserSession } from '../tests/support/browserSession';
import { signedInUser } from '../tests/support/users';
import { EVALUATION_MEETINGS, type EvaluationMeeting } from './evaluation/meetings';
import { evaluationSpeech } from './evaluation/voices';
import { actionItemF1, scoreMeeting, type MeetingScore, type ScoredEntry, type Span } from './evaluation/score';
import { withProduct } from './support/productWithWorker';

const GIVE_COUNT = process.env.BENCH_SPEAKER_COUNT === 'given';
const ENDPOINT = process.env.BENCH_PROVIDER === 'endpoint';
const SHOW_TRANSCRIPT = process.env.BENCH_TRANSCRIPT === '1';
const RENDERING = Number(process.env.BENCH_RENDERING ?? 0);
const HEARD = process.env.BENCH_HEARD;
const REGENERATE = process.env.BENCH_REGENERATE === '1';
if (REGENERATE && !HEARD) throw new Error('BENCH_REGENERATE=1 needs BENCH_HEARD, the file of kept hearings');

const words = (text: string) => new Set(text.toLocaleLowerCase('de-DE').match(/\p{L}{3,}/gu) ?? []);

/** The participant key whose lines share the most words with what a voice said. */
function whoSpoke(meeting: EvaluationMeeting, said: string[]): string {
  const votes = new Map<string, number>();
  for (const text of said) {
    const heard = words(text);
    let best = { key: meeting.participants[0]!.key, shared: 0 };
    for (const line of meeting.lines) {
      const shared = [...words(line.text)].filter((word) => heard.has(word)).length;
      if (shared > best.shared) best = { key: line.speaker, shared };
    }
    votes.set(best.key, (votes.get(best.key) ?? 0) + best.shared);
  }
  return [...votes].sort((a, b) => b[1] - a[1])[0]?.[0] ?? meeting.participants[0]!.key;
}

interface MeetingResult {
  meeting: EvaluationMeeting;
  score: MeetingScore;
  /** The same entries scored with exact word matching, without the tolerance for misheard words. */
  exact: MeetingScore;
  wer: number;
  voicesFound: number;
  audioSeconds: number;
  processingSeconds: number;
  /** Of that, from the upload to the transcript with its voices. */
  transcriptSeconds: number;
}

/** What the product heard of a meeting, kept so that its protocol can be generated again without hearing it again. */
interface Hearing {
  title: string;
  rendering: number;
  provider: 'embedded' | 'endpoint';
  speakerCountGiven: boolean;
  segments: StoredSegment[];
  /** Each voice's label and the key of the Beteiligter it was named as. */
  names: [number, string][];
  spans: Span[] | null;
  wer: number;
  voicesFound: number;
  audioSeconds: number;
  processingSeconds: number;
  transcriptSeconds: number;
}

const hearingKey = (h: Pick<Hearing, 'title' | 'rendering' | 'provider' | 'speakerCountGiven'>) => JSON.stringify([h.title, h.rendering, h.provider, h.speakerCountGiven]);
const thisRun = { rendering: RENDERING, provider: ENDPOINT ? ('endpoint' as const) : ('embedded' as const), speakerCountGiven: GIVE_COUNT };

// A file named *.gz is kept gzipped (the set's hearings are about a megabyte of JSON).
const gzipped = (file: string) => file.endsWith('.gz');

async function keptHearings(file: string): Promise<Map<string, Hearing>> {
  const bytes = await readFile(file).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? Buffer.alloc(0) : Promise.reject(error)));
  const text = (gzipped(file) && bytes.length > 0 ? gunzipSync(bytes) : bytes).toString('utf8');
  return new Map(
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Hearing)
      .map((hearing) => [hearingKey(hearing), hearing]),
  );
}

async function keepHearing(file: string, hearing: Hearing) {
  const kept = await keptHearings(file);
  kept.set(hearingKey(hearing), hearing);
  const text = [...kept.values()].map((h) => `${JSON.stringify(h)}\n`).join('');
  await writeFile(file, gzipped(file) ? gzipSync(text, { level: 9 }) : text);
}

async function runMeeting(db: Db, url: string, browser: BrowserSession, meeting: EvaluationMeeting, watch: (protocolId: string, signal: AbortSignal) => AsyncIterable<unknown>): Promise<MeetingResult> {
  const projectId = (await browser.gql(`mutation($input: CreateProjectInput!) { createProject(input: $input) { ... on MutationCreateProjectSuccess { data { project { projectId } } } } }`, { input: { name: meeting.title } }))
    .body.data!.createProject.data.project.projectId as string;
  const participants = new Map<string, string>();
  for (const p of meeting.participants) participants.set(p.key, (await db.participant.create({ data: { projectId, name: p.name, company: p.company, role: p.role } })).id);

  const fixture = await fixtureAudio(evaluationSpeech(meeting, RENDERING));
  const spans = lineSpans(meeting, fixture.audio);
  const seconds = await audioSeconds(fixture.file);
  const body = await readFile(fixture.file);

  const started = performance.now();
  const announced = await browser.gql(`mutation($input: AnnounceMeetingUploadInput!) { announceMeetingUpload(input: $input) { __typename ... on Error { message } ... on MutationAnnounceMeetingUploadSuccess { data { uploadTicketId } } } }`, {
    input: {
      projectId: encodeGlobalID('Project', projectId),
      title: meeting.title,
      date: meeting.date,
      speakerCount: GIVE_COUNT ? meeting.participants.length : null,
      consentConfirmed: true,
      fileName: 'besprechung.wav',
      fileSize: body.length,
      mimeType: 'audio/wav',
    },
  });
  const ticket = announced.body.data!.announceMeetingUpload.data.uploadTicketId as string;
  await uploadFile(url, browser.cookie, body, { ticket, filename: 'besprechung.wav' }, 5 * 1024 * 1024);
  const protocolId = (await browser.gql(`mutation($id: String!) { completeMeetingUpload(input: { uploadTicketId: $id }) { ... on MutationCompleteMeetingUploadSuccess { data { protocol { protocolId } } } } }`, { id: ticket }))
    .body.data!.completeMeetingUpload.data.protocol.protocolId as string;

  const abort = new AbortController();
  let naming = 0;
  let named = false;
  let transcriptSeconds = 0;
  let voicesFound = 0;
  const names: [number, string][] = [];
  for await (const _event of watch(protocolId, abort.signal)) {
    const state = await db.protocol.findUniqueOrThrow({ where: { id: protocolId } });
    if (state.processingFailure) throw new Error(`${meeting.title}: ${state.processingFailure}`);
    if (state.status === 'TRANSCRIPT_READY' && !named) {
      named = true;
      transcriptSeconds = (performance.now() - started) / 1000;
      const namingStarted = performance.now();
      const speakers = await db.protocolSpeaker.findMany({ where: { protocolId } });
      voicesFound = speakers.length;
      const segments = (await db.transcript.findUniqueOrThrow({ where: { protocolId } })).segments as { text: string; speaker: number | null }[];
      names.push(...speakers.map((speaker): [number, string] => [speaker.label, whoSpoke(meeting, segments.filter((s) => s.speaker === speaker.label).map((s) => s.text))]));
      const assigned = await browser.gql(`mutation($input: AssignSpeakersInput!) { assignSpeakers(input: $input) { __typename ... on Error { message } } }`, {
        input: {
          protocolId: encodeGlobalID('Protocol', protocolId),
          speakers: speakers.map((speaker, index) => ({
            speakerId: encodeGlobalID('ProtocolSpeaker', speaker.id),
            participantId: encodeGlobalID('Participant', participants.get(names[index]![1])!),
          })),
        },
      });
      if (assigned.body.data?.assignSpeakers.__typename !== 'MutationAssignSpeakersSuccess') throw new Error(`${meeting.title}: naming refused ${JSON.stringify(assigned.body)}`);
      naming = performance.now() - namingStarted;
    }
    if (state.status === 'DRAFT') break;
  }
  abort.abort();
  const processingSeconds = (performance.now() - started - naming) / 1000;

  const transcript = (await db.transcript.findUniqueOrThrow({ where: { protocolId } })).segments as unknown as StoredSegment[];
  const wer = wordErrorRate(meeting.lines.map((line) => line.text).join(' '), transcript.map((segment) => segment.text).join(' '));
  const stored = await db.protocolEntry.findMany({
    where: { topic: { protocolId }, carriedActionItemId: null },
    orderBy: [{ topic: { position: 'asc' } }, { position: 'asc' }],
  });
  const entries: ScoredEntry[] = stored.map((entry) => ({
    type: entry.type,
    text: textAsScored(entry.text),
    responsiblePerson: entry.responsiblePerson,
    responsibleCompany: entry.responsibleCompany,
    dueDate: entry.dueDate?.toISOString().slice(0, 10) ?? null,
    source: entry.sourceStart !== null && entry.sourceEnd !== null ? { start: entry.sourceStart, end: entry.sourceEnd } : null,
  }));
  const hearing: Hearing = { title: meeting.title, ...thisRun, segments: transcript, names, spans: spans ?? null, wer, voicesFound, audioSeconds: seconds, processingSeconds, transcriptSeconds };
  if (HEARD) await keepHearing(HEARD, hearing);
  return scored(meeting, hearing, entries);
}

/** A stored entry's HTML as the scores read it: its tags left out. */
const textAsScored = (html: string) => html.replace(/<[^>]+>/g, '');

/** The meeting's protocol generated anew from what was heard of it, the way the product generates a draft from a named transcript. */
async function regenerate(ai: AiProvider, meeting: EvaluationMeeting, hearing: Hearing): Promise<MeetingResult> {
  const participant = (key: string) => meeting.participants.find((p) => p.key === key)!;
  const generated = await generateProtocol(
    ai,
    generationInput({
      project: { name: meeting.title, number: null },
      date: new Date(meeting.date),
      location: null,
      segments: hearing.segments,
      speakers: hearing.names.map(([label, key]) => ({ label, name: null, participant: participant(key) })),
      projectParticipants: meeting.participants,
      vocabulary: vocabularyOf(meeting.title, meeting.participants),
    }),
  );
  const entries: ScoredEntry[] = generatedEntries(generated).map((entry) => ({
    type: entry.type,
    // As stored and read back: the product keeps an entry's text as HTML.
    text: textAsScored(htmlOfPlainText(entry.text)),
    responsiblePerson: entry.responsiblePerson,
    responsibleCompany: entry.responsibleCompany,
    dueDate: entry.dueDate,
    source: { start: entry.sourceStart, end: entry.sourceEnd },
  }));
  return scored(meeting, hearing, entries);
}

function scored(meeting: EvaluationMeeting, hearing: Hearing, entries: ScoredEntry[]): MeetingResult {
  console.log(`\n${meeting.title} (${meeting.participants.length} voices, ${(hearing.audioSeconds / 60).toFixed(1)} min)`);
  if (SHOW_TRANSCRIPT) for (const segment of hearing.segments) console.log(`  [${segment.speaker ?? '-'}] ${segment.text} (${segment.start.toFixed(2)}–${segment.end.toFixed(2)})`);
  for (const entry of entries) console.log(`  ${entry.type.padEnd(11)} ${entry.source ? `[${entry.source.start.toFixed(1)}–${entry.source.end.toFixed(1)}] ` : ''}${entry.text}${entry.responsiblePerson || entry.responsibleCompany ? ` | ${[entry.responsiblePerson, entry.responsibleCompany].filter(Boolean).join(', ')}` : ''}${entry.dueDate ? ` | ${entry.dueDate}` : ''}`);
  const { wer, voicesFound, audioSeconds, processingSeconds, transcriptSeconds } = hearing;
  return { meeting, score: scoreMeeting(meeting, entries, 'as heard', hearing.spans ?? undefined), exact: scoreMeeting(meeting, entries, 'exact'), wer, voicesFound, audioSeconds, processingSeconds, transcriptSeconds };
}

/** Where each line of the meeting is spoken, found from the silences between them; none if they cannot all be told apart. */
function lineSpans(meeting: EvaluationMeeting, audio: MonoAudio): Span[] | undefined {
  const spans = spokenLineSpans(audio);
  return spans.length === meeting.lines.length ? spans : undefined;
}

const pct = (part: number, whole: number) => (whole ? `${((part / whole) * 100).toFixed(0)} %` : '–');

function report(results: MeetingResult[]) {
  console.log(`\nProtocol quality${REGENERATE ? ', generated anew from the kept hearings (WER, voices and times are theirs)' : ''}, ${ENDPOINT ? 'endpoint provider (self-hosted llama.cpp and whisper.cpp)' : 'embedded provider'}${GIVE_COUNT ? ', speaker count given on upload' : ''}${RENDERING ? `, rendering ${RENDERING}` : ''} (load average ${loadavg().map((l) => l.toFixed(1)).join(' ')})`);
  console.log('meeting                                       WER    voices  types (by line)  tasks P / R / F1        due    decisions  time/length (transcript)');
  for (const { meeting, score, wer, voicesFound, audioSeconds, processingSeconds, transcriptSeconds } of results) {
    const f = actionItemF1([score]);
    console.log(
      [
        meeting.title.slice(0, 44).padEnd(44),
        `${(wer * 100).toFixed(0)} %`.padStart(5),
        `${voicesFound}/${meeting.participants.length}`.padStart(7),
        pct(score.typesRight, score.entries).padStart(6),
        `(${score.typesRightBySource === null ? '–' : pct(score.typesRightBySource, score.entries)})`.padStart(9),
        `${f.precision.toFixed(2)} / ${f.recall.toFixed(2)} / ${f.f1.toFixed(2)}`.padStart(20),
        pct(score.tasks.dueRight, score.tasks.found).padStart(6),
        `${score.decisions.found}/${score.decisions.labelled}`.padStart(10),
        (processingSeconds / audioSeconds).toFixed(2).padStart(12),
        `(${(transcriptSeconds / audioSeconds).toFixed(2)})`,
      ].join(' '),
    );
  }
  console.log(`all: ${summary(results.map((result) => result.score))}, speaker count right on ${results.filter((r) => r.voicesFound === r.meeting.participants.length).length} of ${results.length} meetings`);
  console.log(`all, exact word matching: ${summary(results.map((result) => result.exact))}`);
  const scores = results.map((result) => result.score);
  if (scores.every((score) => score.tasksBySource !== null)) {
    const bySource = actionItemF1(scores, true);
    const found = scores.reduce((sum, score) => sum + score.tasksBySource!.found, 0);
    const dueRight = scores.reduce((sum, score) => sum + score.tasksBySource!.dueRight, 0);
    console.log(
      `all, tasks found by the line each entry was taken from (its link to the recording, which misheard words cannot hide) and its owner: action-item F1 ${bySource.f1.toFixed(2)} (P ${bySource.precision.toFixed(2)}, R ${bySource.recall.toFixed(2)}), due dates right ${pct(dueRight, found)} of those found`,
    );
  }
}

function summary(scores: MeetingScore[]): string {
  const total = actionItemF1(scores);
  const sum = (pick: (score: MeetingScore) => number) => scores.reduce((acc, score) => acc + pick(score), 0);
  return (
    `action-item F1 ${total.f1.toFixed(2)} (P ${total.precision.toFixed(2)}, R ${total.recall.toFixed(2)}; target 0.7), due dates right ${pct(sum((s) => s.tasks.dueRight), sum((s) => s.tasks.found))} of found tasks (target 80 %), ` +
    `types right ${pct(sum((s) => s.typesRight), sum((s) => s.entries))} of entries (target 80 %; ${pct(sum((s) => s.typesRight), sum((s) => s.aboutLabels))} of the ${sum((s) => s.aboutLabels)} entries about a labelled line), ${scores.every((s) => s.typesRightBySource !== null) ? `by the line each entry was taken from ${pct(sum((s) => s.typesRightBySource ?? 0), sum((s) => s.entries))}, ` : ''}decisions ${sum((s) => s.decisions.found)}/${sum((s) => s.decisions.labelled)}`
  );
}

/** The endpoint provider's servers, started with the embedded provider's model weights. */
async function endpointServers() {
  const log = (line: string) => console.log(line);
  const apiKey = 'bench-key-for-the-local-servers';
  const { modelsDir } = loadConfig();
  const [whisperModel, languageModel] = [await ensureWhisperModel(modelsDir, log), await ensureInstructionModel(modelsDir, log)];
  const [llama, whisper] = await Promise.all([startLlamaServer(ensureLlamaServer(log), languageModel, apiKey), startWhisperServer(ensureWhisperServer(log), whisperModel)]);
  const provider = (): AiProvider =>
    createOpenAiProvider({ baseURL: llama.baseURL, transcriptionBaseURL: whisper.baseURL, apiKey, transcriptionModel: 'whisper-1', chatModel: 'gemma-3-270m', embeddingModel: 'gemma-3-270m' });
  return { provider, stop: () => Promise.all([llama.stop(), whisper.stop()]) };
}

const only = process.env.BENCH_MEETINGS?.split(',').map(Number);
const chosen = EVALUATION_MEETINGS.filter((_meeting, index) => !only || only.includes(index + 1));
const servers = ENDPOINT ? await endpointServers() : null;
try {
  if (REGENERATE) {
    const kept = await keptHearings(HEARD!);
    const ai = servers?.provider() ?? createEmbeddedProvider(loadConfig().modelsDir, createLogger('warn'));
    const results: MeetingResult[] = [];
    for (const meeting of chosen) {
      const hearing = kept.get(hearingKey({ title: meeting.title, ...thisRun }));
      if (hearing) results.push(await regenerate(ai, meeting, hearing));
      else console.log(`\n${meeting.title}: not heard yet in ${HEARD} (this rendering and provider), left out`);
    }
    report(results);
  } else {
    await withProduct('quality', (config, logger) => servers?.provider() ?? createEmbeddedProvider(config.modelsDir, logger), async ({ url, db, watch }) => {
      const { browser } = await signedInUser(url, db, 'quality@bau.de');
      await setPlan(db, 'quality@bau.de', 'enterprise');
      const results: MeetingResult[] = [];
      for (const meeting of chosen) results.push(await runMeeting(db, url, browser, meeting, watch));
      report(results);
    });
  }
} finally {
  await servers?.stop();
}
