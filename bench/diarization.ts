// Speaker separation on the evaluation set (issue 17 point 5), without transcription or
// generation, so a change to the diarizer is measured in seconds: per meeting, the voices found
// against the voices that spoke, and how cleanly the time is split (purity: of each voice found,
// the share of its time from its main speaker; coverage: of each speaker, the share of their
// time in their main voice found). Both are 1 for a perfect split. The meetings are also spoken
// by the set's voices handed round (rotation 1 to 5: speaker A gets B's voice, and so on), so
// the figures show how the separation does on voice pairings it was not tuned on.
//
// Run: node --import tsx bench/diarization.ts [penalty ...] (the product's default without arguments).
// BENCH_ROTATIONS=0 (default) or e.g. 0,1,2,3,4,5: which voice rotations to run.
// BENCH_SPEAKER_COUNT=given: the diarizer is told how many spoke, as the product tells it when the
// user gave the number or the meeting named who was present (most meetings).
import { diarize, type SpeakerTurn } from '../platform/ai/embedded/diarize';
import { detectSpeech } from '../platform/ai/embedded/vad';
import { overlapSeconds } from '../domain/transcripts/transcripts';
import { fixtureAudio, spokenLineSpans } from '../tests/ai/fixtureAudio';
import { EVALUATION_MEETINGS, type EvaluationMeeting } from './evaluation/meetings';
import { EVALUATION_VOICES, evaluationSpeech } from './evaluation/voices';

/** Seconds per (voice found, speaker who spoke). */
function timeTable(turns: SpeakerTurn[], spans: { start: number; end: number }[], speakers: string[]): Map<number, Map<string, number>> {
  const table = new Map<number, Map<string, number>>();
  for (const turn of turns) {
    const row = table.get(turn.speaker) ?? new Map<string, number>();
    spans.forEach((span, line) => row.set(speakers[line]!, (row.get(speakers[line]!) ?? 0) + overlapSeconds(span, turn)));
    table.set(turn.speaker, row);
  }
  return table;
}

function shareOfMain(groups: number[][]): number {
  const total = groups.flat().reduce((sum, seconds) => sum + seconds, 0);
  return total > 0 ? groups.reduce((sum, group) => sum + Math.max(0, ...group), 0) / total : 1;
}

/** The set's voices handed on by `rotation` places: speaker A speaks with the voice of the speaker `rotation` keys further on. */
function rotatedVoices(rotation: number): Record<string, readonly string[]> {
  const keys = Object.keys(EVALUATION_VOICES);
  return Object.fromEntries(keys.map((key, index) => [key, EVALUATION_VOICES[keys[(index + rotation) % keys.length]!]!]));
}

const penalties = process.argv.slice(2).map(Number);
const cuts = penalties.length > 0 ? penalties.map((penalty) => ({ penalty })) : [{}];
const rotations = (process.env.BENCH_ROTATIONS ?? '0').split(',').map(Number);
const GIVE_COUNT = process.env.BENCH_SPEAKER_COUNT === 'given';

// Each meeting as recorded, and all of them in a row as one long meeting of the six voices (over
// a quarter of an hour): a longer meeting must not split a voice. (Repeating one meeting's audio would not
// test that: the same frames over again are evidence the criterion cannot tell from new speech.)
const LONG_MEETING: EvaluationMeeting = { ...EVALUATION_MEETINGS[0]!, title: 'Alle Besprechungen am Stück', silenceAfterLine: undefined, lines: EVALUATION_MEETINGS.flatMap((meeting) => meeting.lines) };
const runs = rotations.flatMap((rotation) => [...EVALUATION_MEETINGS, LONG_MEETING].map((meeting) => ({ meeting, rotation })));

const rightCounts = new Map<string, { right: number; runs: number; purity: number; coverage: number }>();
for (const { meeting, rotation } of runs) {
  const { audio, lines } = await fixtureAudio({ ...evaluationSpeech(meeting), voices: rotatedVoices(rotation) });
  const spans = spokenLineSpans(audio);
  const speakers = lines.map((line) => line.speaker);
  if (spans.length !== speakers.length) throw new Error(`${meeting.title}: ${spans.length} spoken lines found for ${speakers.length} scripted`);
  const regions = await detectSpeech(audio);
  const spoke = new Set(speakers).size;
  for (const cut of cuts) {
    const label = 'penalty' in cut ? `penalty ${cut.penalty}` : 'default';
    const started = performance.now();
    const turns = await diarize(audio, regions, GIVE_COUNT ? { ...cut, speakers: spoke } : cut);
    const seconds = (performance.now() - started) / 1000;
    const table = timeTable(turns, spans, speakers);
    const purity = shareOfMain([...table.values()].map((row) => [...row.values()]));
    const coverage = shareOfMain([...new Set(speakers)].map((speaker) => [...table.values()].map((row) => row.get(speaker) ?? 0)));
    console.log(
      [
        meeting.title.slice(0, 32).padEnd(32),
        `voices rotated ${rotation}`,
        label,
        `voices ${table.size}/${spoke}`,
        `purity ${purity.toFixed(2)}`,
        `coverage ${coverage.toFixed(2)}`,
        `${seconds.toFixed(1)} s for ${(audio.samples.length / audio.sampleRate / 60).toFixed(1)} min`,
      ].join('  '),
    );
    const tally = rightCounts.get(label) ?? { right: 0, runs: 0, purity: 0, coverage: 0 };
    rightCounts.set(label, { right: tally.right + (table.size === spoke ? 1 : 0), runs: tally.runs + 1, purity: tally.purity + purity, coverage: tally.coverage + coverage });
  }
}
for (const [label, { right, runs: total, purity, coverage }] of rightCounts) {
  console.log(`${label}: number of voices right in ${right} of ${total} runs, mean purity ${(purity / total).toFixed(3)}, mean coverage ${(coverage / total).toFixed(3)}`);
}
