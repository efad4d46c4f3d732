// Meeting processing with the embedded models: a 10-minute German site meeting (espeak-ng, two
// voices, known text) goes from upload to draft through the real API, Temporal and worker.
// Prints: wall time upload → draft, time per phase, real-time factor of transcription, word error
// rate against the known text (target ≤ 25 %), the share of time outside model inference (target
// ≤ 10 %), and the peak memory of the process (API and worker share it here, as in `npm start`).
//
// Run: node --import tsx bench/meetingProcessing.ts (BENCH_MINUTES changes the length; the models
// must be fetched: npm run models:fetch).
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createEmbeddedProvider } from '../platform/ai/aiProvider';
import type { AiProvider } from '../platform/ai/provider';
import { wordErrorRate } from '../platform/ai/wordErrorRate';
import { setPlan } from '../domain/plans/subscription';
import { MEETING_DATE, MEETING_SCRIPT, SPEAKER_NAMES } from '../tests/fixtures/meetingScript';
import { audioSeconds, speechFixture } from '../tests/fixtures/speech';
import { uploadFile } from '../tests/support/tus';
import { withProduct } from './support/productWithWorker';
import { signedInUser } from '../tests/support/users';

const MINUTES = Number(process.env.BENCH_MINUTES ?? 10);

/**
 * The embedded provider, with the time during which a model call of each kind was running. Calls
 * overlap (generation keeps a few in flight while the model answers one at a time), so the time is
 * the union of their intervals, not their sum.
 */
function timed(provider: AiProvider) {
  const spent = { transcribe: 0, completeJson: 0, calls: 0 };
  const active = { transcribe: 0, completeJson: 0 };
  const since = { transcribe: 0, completeJson: 0 };
  const measure = async <T>(key: 'transcribe' | 'completeJson', call: () => Promise<T>) => {
    if (active[key]++ === 0) since[key] = performance.now();
    try {
      return await call();
    } finally {
      spent.calls++;
      if (--active[key] === 0) spent[key] += performance.now() - since[key];
    }
  };
  const wrapped: AiProvider = {
    name: provider.name,
    transcribe: (request) => measure('transcribe', () => provider.transcribe(request)),
    completeJson: (request) => measure('completeJson', () => provider.completeJson(request)),
    embed: (texts) => provider.embed(texts),
    close: () => provider.close(),
  };
  return { wrapped, spent };
}

let spent = { transcribe: 0, completeJson: 0, calls: 0 };
await withProduct(
  'meeting',
  (config, logger) => {
    const measured = timed(createEmbeddedProvider(config.modelsDir, logger));
    spent = measured.spent;
    return measured.wrapped;
  },
  async ({ url, db, watch }) => {
  console.log(`Making the ${MINUTES}-minute fixture (cached after the first run)…`);
  const fixture = await speechFixture({ minDuration: MINUTES * 60 });
  const seconds = await audioSeconds(fixture.file);
  const body = await readFile(fixture.file);
  const { browser } = await signedInUser(url, db, 'bench@bau.de');
  await setPlan(db, 'bench@bau.de', 'professional');
  const projectId = (await browser.gql(`mutation { createProject(input: { name: "Neubau Kita" }) { ... on MutationCreateProjectSuccess { data { project { projectId } } } } }`)).body.data!.createProject.data.project.projectId as string;
  // The project knows who takes part, as it does from its first meeting on: their names are the vocabulary.
  const participants = [
    { name: SPEAKER_NAMES.A, company: 'Becker Bau GmbH' },
    { name: SPEAKER_NAMES.B, company: 'Architekturbüro Schulz' },
  ];
  await db.participant.createMany({ data: participants.map((participant) => ({ projectId, ...participant })) });

  const started = performance.now();
  const ticket = (await browser.gql(`mutation($input: AnnounceMeetingUploadInput!) { announceMeetingUpload(input: $input) { ... on MutationAnnounceMeetingUploadSuccess { data { uploadTicketId } } } }`, {
    input: { projectId: encodeGlobalID('Project', projectId), title: 'Baubesprechung', date: MEETING_DATE, consentConfirmed: true, fileName: 'besprechung.wav', fileSize: body.length, mimeType: 'audio/wav' },
  })).body.data!.announceMeetingUpload.data.uploadTicketId as string;
  await uploadFile(url, browser.cookie, body, { ticket, filename: 'besprechung.wav' }, 5 * 1024 * 1024);
  const protocolId = (await browser.gql(`mutation($id: String!) { completeMeetingUpload(input: { uploadTicketId: $id }) { __typename ... on Error { message } ... on MutationCompleteMeetingUploadSuccess { data { protocol { protocolId } } } } }`, { id: ticket }))
    .body.data!.completeMeetingUpload.data.protocol.protocolId as string;
  const uploaded = performance.now();

  // Phase times from the live events; the speakers are assigned at once, as a user in a hurry would.
  const phases: { phase: string; at: number }[] = [];
  const abort = new AbortController();
  let waitedForSpeakers = 0;
  for await (const _event of watch(protocolId, abort.signal)) {
    const state = await db.protocol.findUniqueOrThrow({ where: { id: protocolId } });
    if (state.processingPhase && phases.at(-1)?.phase !== state.processingPhase) phases.push({ phase: state.processingPhase, at: performance.now() });
    if (state.status === 'TRANSCRIPT_READY' && waitedForSpeakers === 0) {
      const assignStart = performance.now();
      const speakers = await db.protocolSpeaker.findMany({ where: { protocolId } });
      await browser.gql(`mutation($input: AssignSpeakersInput!) { assignSpeakers(input: $input) { __typename } }`, {
        // The diarizer numbers voices in order of appearance; the script begins with A.
        input: { protocolId: encodeGlobalID('Protocol', protocolId), speakers: speakers.map((s) => ({ speakerId: encodeGlobalID('ProtocolSpeaker', s.id), name: participants[s.label]?.name ?? `Sprecher ${s.label + 1}` })) },
      });
      waitedForSpeakers = performance.now() - assignStart;
    }
    if (state.status === 'DRAFT') break;
  }
  abort.abort();
  const finished = performance.now();

  const transcript = (await db.transcript.findUniqueOrThrow({ where: { protocolId } })).segments as { text: string }[];
  const wer = wordErrorRate(fixture.lines.map((l) => l.text).join(' '), transcript.map((s) => s.text).join(' '));
  const topics = await db.protocolTopic.count({ where: { protocolId } });
  const entries = await db.protocolEntry.count({ where: { topic: { protocolId } } });
  const items = await db.actionItem.count({ where: { protocolId } });
  // The script's two tasks, said once per run of it: found with their owner and due date?
  const runs = fixture.lines.length / MEETING_SCRIPT.length;
  const saidTasks = [
    { owner: 'Becker', due: '2026-11-28' },
    { owner: 'Schulz', due: '2026-12-05' },
  ];
  const actionItems = await db.actionItem.findMany({ where: { protocolId }, select: { responsible: true, dueDate: true } });
  const recovered = saidTasks.map(({ owner, due }) => actionItems.filter((item) => item.responsible?.includes(owner) && item.dueDate?.toISOString().slice(0, 10) === due).length);
  const sample = await db.protocolEntry.findMany({ where: { topic: { protocolId } }, orderBy: [{ topic: { position: 'asc' } }, { position: 'asc' }], take: 8, include: { topic: { select: { title: true } } } });
  const total = finished - started - waitedForSpeakers;
  const transcribing = phases.find((p) => p.phase === 'TRANSCRIBING');
  const afterTranscribing = phases[phases.findIndex((p) => p.phase === 'TRANSCRIBING') + 1];
  const vadPhase = phases.find((p) => p.phase === 'DETECTING_SPEECH');
  const afterVad = phases[phases.findIndex((p) => p.phase === 'DETECTING_SPEECH') + 1];
  const vadMs = vadPhase && afterVad ? afterVad.at - vadPhase.at : 0;
  const inference = spent.transcribe + spent.completeJson;

  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(`\nMeeting processing, ${(seconds / 60).toFixed(1)} min of audio, embedded models (load average ${loadavg().map((l) => l.toFixed(1)).join(' ')})`);
  console.log(`  upload (tus, local):                 ${s(uploaded - started)}`);
  console.log(`  wall time upload → draft:            ${s(total)} (speaker assignment wait of ${s(waitedForSpeakers)} left out)`);
  for (const [i, p] of phases.entries()) console.log(`    ${p.phase.padEnd(22)} ${s((phases[i + 1]?.at ?? finished) - p.at)}`);
  console.log(`  transcription: ${s(spent.transcribe)} of model time${transcribing && afterTranscribing ? `, ${s(afterTranscribing.at - transcribing.at)} as a phase` : ''}; real-time factor ${(spent.transcribe / 1000 / seconds).toFixed(3)}`);
  console.log(`  generation: ${s(spent.completeJson)} of model time in ${spent.calls} model calls in all; ${topics} TOPs, ${entries} entries, ${items} action items`);
  console.log(`  said tasks found as action items with owner and due date: ${recovered.map((found, i) => `${saidTasks[i]!.owner} ${found} of ${runs}`).join(', ')}`);
  console.log(`  the protocol's first entries:`);
  for (const entry of sample) console.log(`    [${entry.topic.title}] ${entry.type} ${entry.text}${entry.responsiblePerson ? ` | ${entry.responsiblePerson}` : ''}${entry.dueDate ? ` | ${entry.dueDate.toISOString().slice(0, 10)}` : ''}`);
  console.log(`  word error rate: ${(wer * 100).toFixed(1)} % (target ≤ 25 %)`);
  console.log(`  outside model inference (Whisper + LLM): ${(((total - inference) / total) * 100).toFixed(1)} %; counting voice detection as inference too: ${(((total - inference - vadMs) / total) * 100).toFixed(1)} % (target ≤ 10 %)`);
  console.log(`  peak memory (resident, API + worker in one process): ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);

  },
);
