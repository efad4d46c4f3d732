import { describe, expect, it } from 'vitest';
import { diarize, type DiarizeOptions, type SpeakerTurn } from '../../platform/ai/embedded/diarize';
import { detectSpeech, type SpeechRegion } from '../../platform/ai/embedded/vad';
import { EVALUATION_MEETINGS, type EvaluationMeeting } from '../../bench/evaluation/meetings';
import { evaluationSpeech } from '../../bench/evaluation/voices';
import { MEETING_SCRIPT } from '../fixtures/meetingScript';
import { overlapSeconds } from '../../domain/transcripts/transcripts';
import { fixtureAudio, spokenLineSpans } from './fixtureAudio';

/** The speaker the diarizer gave most of a region's time to. */
function speakerOfRegion(region: SpeechRegion, turns: SpeakerTurn[]): number | undefined {
  const seconds = new Map<number, number>();
  for (const turn of turns) seconds.set(turn.speaker, (seconds.get(turn.speaker) ?? 0) + overlapSeconds(region, turn));
  const [best] = [...seconds].filter(([, time]) => time > 0).sort((a, b) => b[1] - a[1]);
  return best?.[0];
}

describe('diarize the two espeak voices of the meeting script', async () => {
  const { audio, lines } = await fixtureAudio();
  const spoken = spokenLineSpans(audio);
  const regions = await detectSpeech(audio);
  const turns = await diarize(audio, regions);

  it('finds two speakers, numbered in the order they are first heard', () => {
    expect(new Set(turns.map((turn) => turn.speaker))).toEqual(new Set([0, 1]));
    expect(turns[0]!.speaker).toBe(0);
  });

  it('gives every region the speaker of its scripted line, with at most one region wrong', () => {
    expect(spoken).toHaveLength(lines.length);
    expect(regions.length).toBeGreaterThanOrEqual(lines.length);
    // Speaker 0 is A: the script opens with A.
    const label = ['A', 'B'];
    const wrong = regions.filter((region) => {
      const line = spoken.findIndex((span) => overlapSeconds(span, region) > 0);
      return label[speakerOfRegion(region, turns) ?? -1] !== lines[line]?.speaker;
    });
    expect(wrong.length).toBeLessThanOrEqual(1);
  });

  it('keeps turns inside the speech regions and covers them', () => {
    const regionSeconds = regions.reduce((sum, region) => sum + region.end - region.start, 0);
    const turnSeconds = turns.reduce((sum, turn) => sum + turn.end - turn.start, 0);
    expect(turnSeconds).toBeCloseTo(regionSeconds, 6);
    for (const turn of turns) expect(regions.some((region) => turn.start >= region.start && turn.end <= region.end + 1e-9)).toBe(true);
  });

  it('merges down to maxSpeakers when asked', async () => {
    const merged = await diarize(audio, regions, { maxSpeakers: 1 });
    expect(new Set(merged.map((turn) => turn.speaker))).toEqual(new Set([0]));
  });

  it('separates exactly as many speakers as the user says spoke, more or fewer than it found', async () => {
    const three = await diarize(audio, regions, { speakers: 3 });
    expect(new Set(three.map((turn) => turn.speaker))).toEqual(new Set([0, 1, 2]));
    const one = await diarize(audio, regions, { speakers: 1 });
    expect(new Set(one.map((turn) => turn.speaker))).toEqual(new Set([0]));
  });

  it('takes a count the meeting may have said only where the voices alone find one more or one fewer', async () => {
    const three = await diarize(audio, regions, { likelySpeakers: 3 });
    expect(new Set(three.map((turn) => turn.speaker))).toEqual(new Set([0, 1, 2]));
    const four = await diarize(audio, regions, { likelySpeakers: 4 });
    expect(new Set(four.map((turn) => turn.speaker))).toEqual(new Set([0, 1]));
  });
});

/** Each speaker's lines go to one voice of their own (the one most of them got), with at most one line elsewhere. */
async function expectOneVoicePerSpeaker(meeting: EvaluationMeeting, options: DiarizeOptions = {}): Promise<void> {
  const { audio, lines } = await fixtureAudio(evaluationSpeech(meeting));
  const spoken = spokenLineSpans(audio);
  const turns = await diarize(audio, await detectSpeech(audio), options);
  expect(new Set(turns.map((turn) => turn.speaker)).size).toBe(new Set(meeting.lines.map((line) => line.speaker)).size);
  const voicesOf = new Map<string, (number | undefined)[]>();
  spoken.forEach((span, line) => voicesOf.set(lines[line]!.speaker, [...(voicesOf.get(lines[line]!.speaker) ?? []), speakerOfRegion(span, turns)]));
  const mainVoice = (voices: (number | undefined)[]) => [...voices].sort((a, b) => voices.filter((v) => v === b).length - voices.filter((v) => v === a).length)[0];
  const mains = [...voicesOf.values()].map(mainVoice);
  expect(new Set(mains).size).toBe(voicesOf.size);
  const strays = [...voicesOf.values()].reduce((sum, voices) => sum + voices.filter((voice) => voice !== mainVoice(voices)).length, 0);
  expect(strays).toBeLessThanOrEqual(1);
}

describe('diarize the evaluation meetings without being told how many spoke', () => {
  // Four and six voices, some alike in pitch (the espeak variants): the count comes from the voices alone.
  it.each([EVALUATION_MEETINGS[1]!, EVALUATION_MEETINGS[3]!].map((meeting) => [meeting.title, meeting] as const))('finds as many voices as spoke in "%s", each line with its voice', async (_title, meeting) => {
    await expectOneVoicePerSpeaker(meeting);
  });
});

describe('diarize the evaluation meetings told how many spoke', () => {
  // Two voices alike in timbre and 2–3 semitones apart (espeak's de at pitch 35 and de+m1 at 25) were one voice, and one
  // of them split in two to make up the count: the pitch has to weigh more than one spectral coefficient.
  it.each([EVALUATION_MEETINGS[10]!, EVALUATION_MEETINGS[12]!].map((meeting) => [meeting.title, meeting] as const))('keeps each speaker of "%s" to a voice of their own', async (_title, meeting) => {
    await expectOneVoicePerSpeaker(meeting, { speakers: new Set(meeting.lines.map((line) => line.speaker)).size });
  });
});

describe('diarize one voice', () => {
  it.each(['A', 'B'] as const)('finds a single speaker when only %s speaks', async (speaker) => {
    const { audio } = await fixtureAudio({ lines: MEETING_SCRIPT.filter((line) => line.speaker === speaker) });
    const turns = await diarize(audio, await detectSpeech(audio));
    expect(turns.length).toBeGreaterThan(0);
    expect(new Set(turns.map((turn) => turn.speaker))).toEqual(new Set([0]));
  });

  it('splits one voice in two when the user says two people spoke', async () => {
    const { audio } = await fixtureAudio({ lines: MEETING_SCRIPT.filter((line) => line.speaker === 'A') });
    const turns = await diarize(audio, await detectSpeech(audio), { speakers: 2 });
    expect(new Set(turns.map((turn) => turn.speaker))).toEqual(new Set([0, 1]));
  });

  it('returns nothing for no speech', async () => {
    const { audio } = await fixtureAudio();
    expect(await diarize(audio, [])).toEqual([]);
  });
});
