import { describe, expect, it } from 'vitest';
import type { TranscribedSegment } from '../../platform/ai/provider';
import { segmentsTimedToSpeech, timesContradictSpeech, wordsSharedOverSpeech } from './wordTiming';

/** A segment whose words all start at `at` or follow each other from it, as Whisper gave them. */
function segment(text: string, times: (index: number) => [number, number]): TranscribedSegment {
  const words = text.split(' ').map((word, index) => ({ text: word, start: times(index)[0], end: times(index)[1] }));
  return { text, start: words[0]!.start, end: words.at(-1)!.end, words };
}

// Three speech regions of a chunk, with half-second pauses between them (as speechOnly joins them).
const SPEECH = [
  { start: 0, end: 4 },
  { start: 4.5, end: 7 },
  { start: 7.5, end: 12 },
];

describe('word times checked against the speech', () => {
  it('believes times that lie in the speech', () => {
    const words = segment('Die Decke ist betoniert.', (i) => [i * 0.8, i * 0.8 + 0.6]).words;
    expect(timesContradictSpeech(words, SPEECH)).toBe(false);
  });

  it('does not believe a pile of words at one moment, a word of several seconds, or a word after the speech', () => {
    expect(timesContradictSpeech(segment('Herr Braun, bitte melden', () => [11.9, 11.9]).words, SPEECH)).toBe(true);
    expect(timesContradictSpeech(segment('für', () => [4.5, 11]).words, SPEECH)).toBe(true);
    expect(timesContradictSpeech([{ text: 'und', start: 12.6, end: 13 }], SPEECH)).toBe(true);
  });
});

describe('words shared out over the speech by their letters', () => {
  it('gives each region the sentence whose letters fit it, ending at its full stop', () => {
    const words = [
      ...segment('Wir fangen mit der Haustechnik an.', () => [0, 0]).words,
      ...segment('Die Heizung läuft.', () => [0, 0]).words,
      ...segment('Bis wann liegt das Protokoll vor?', () => [0, 0]).words,
    ];
    const timed = wordsSharedOverSpeech(words, [
      { start: 0, end: 3.5 },
      { start: 4, end: 6 },
      { start: 6.5, end: 10 },
    ]);
    const regionOf = (word: string) => [0, 4, 6.5].filter((start) => timed.find((w) => w.text === word)!.start >= start).length - 1;
    expect(['Wir', 'an.'].map(regionOf)).toEqual([0, 0]);
    expect(['Die', 'läuft.'].map(regionOf)).toEqual([1, 1]);
    expect(['Bis', 'vor?'].map(regionOf)).toEqual([2, 2]);
    for (let i = 1; i < timed.length; i++) expect(timed[i]!.start).toBeGreaterThanOrEqual(timed[i - 1]!.end - 1e-9);
  });

  it('keeps words in the region Whisper heard them in where that time is believable', () => {
    // Whisper heard the second sentence in the third region (a sentence in between was not heard at all).
    const words = [...segment('Guten Tag zusammen.', (i) => [i, i + 0.8]).words, ...segment('Danke allen.', (i) => [8 + i, 8.8 + i]).words];
    const timed = wordsSharedOverSpeech(words, SPEECH);
    expect(timed.filter((word) => word.start >= 7.5).map((word) => word.text)).toEqual(['Danke', 'allen.']);
  });
});

describe('segments timed to the speech', () => {
  it('leaves believable times as heard', () => {
    const heard = [segment('Die Decke ist betoniert.', (i) => [i * 0.8, i * 0.8 + 0.6])];
    expect(segmentsTimedToSpeech(heard, SPEECH)).toEqual(heard);
  });

  it('sets the times of a chunk whose words piled up from the letters, keeping each segment its words', () => {
    const heard = [
      segment('Wir fangen mit der Haustechnik an.', (i) => [i * 0.5, i * 0.5 + 0.4]),
      segment('Mache ich.', () => [11.9, 11.9]),
      segment('Es bleibt dabei, dass die Kita im September eröffnet.', () => [11.9, 11.9]),
    ];
    // Each region as long as its sentence takes to say.
    const speech = [
      { start: 0, end: 3.6 },
      { start: 4.1, end: 5.2 },
      { start: 5.7, end: 11 },
    ];
    const timed = segmentsTimedToSpeech(heard, speech);
    expect(timed.map((s) => s.words.map((w) => w.text).join(' '))).toEqual(heard.map((s) => s.text));
    expect(timed.map((s) => [s.start, s.end].map((t) => Math.round(t * 10) / 10))).toEqual(speech.map((region) => [region.start, region.end]));
  });

  it('leaves segments without word times as heard', () => {
    const heard = [{ text: 'Mache ich.', start: 11.9, end: 11.9, words: [] }];
    expect(segmentsTimedToSpeech(heard, SPEECH)).toEqual(heard);
  });
});
