// Speaker separation on the evaluation set (issue 17 point 5), without transcription or
// generation, so a change to the diarizer is measured in seconds: per meeting, the voices found
// against the voices that spoke, and how cleanly the time is split (purity: of each voice found,
// the share of its time from its main speaker; coverage: of each speaker, the share of their
// time in their main voice found). Both are 1 for a perfect split.
//
// Run: node --import tsx bench/diarization.ts [threshold ...] (the product's default without arguments).
import { diarize, type SpeakerTurn } from '../platform/ai/embedded/diarize';
import { detectSpeech } from '../platform/ai/embedded/vad';
import { fixtureAudio, overlapSeconds, spokenLineSpans } from '../tests/ai/fixtureAudio';
import { EVALUATION_MEETINGS } from './evaluation/meetings';
import { evaluationSpeech } from './evaluation/voices';

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

const thresholds = process.argv.slice(2).map(Number);
const cuts = thresholds.length > 0 ? thresholds.map((threshold) => ({ threshold })) : [{}];

// Each meeting as recorded, and repeated to ten minutes: a longer meeting must not split a voice.
const runs = EVALUATION_MEETINGS.flatMap((meeting) => [
  { meeting, minDuration: undefined },
  { meeting, minDuration: 600 },
]);

for (const { meeting, minDuration } of runs) {
  const { audio, lines } = await fixtureAudio({ ...evaluationSpeech(meeting), ...(minDuration ? { minDuration } : {}) });
  const spans = spokenLineSpans(audio);
  const speakers = lines.map((line) => line.speaker);
  if (spans.length !== speakers.length) throw new Error(`${meeting.title}: ${spans.length} spoken lines found for ${speakers.length} scripted`);
  const regions = await detectSpeech(audio);
  const spoke = new Set(speakers).size;
  for (const cut of cuts) {
    const turns = await diarize(audio, regions, cut);
    const table = timeTable(turns, spans, speakers);
    const byVoice = [...table.values()].map((row) => [...row.values()]);
    const bySpeaker = [...new Set(speakers)].map((speaker) => [...table.values()].map((row) => row.get(speaker) ?? 0));
    console.log(
      [
        `${meeting.title.slice(0, 30).padEnd(30)} ${minDuration ? `×${lines.length / meeting.lines.length}` : '  '}`,
        'threshold' in cut ? `threshold ${cut.threshold}` : 'default',
        `voices ${table.size}/${spoke}`,
        `purity ${shareOfMain(byVoice).toFixed(2)}`,
        `coverage ${shareOfMain(bySpeaker).toFixed(2)}`,
      ].join('  '),
    );
  }
}
