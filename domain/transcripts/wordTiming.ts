import type { TranscribedSegment, TranscribedWord } from '../../platform/ai/provider';
import type { SpeechRegion } from './transcripts';

/**
 * Whisper's word times, checked against where speech actually is, and set again from the letters
 * where they cannot be right. Whisper base loses its place inside a chunk now and then: the rest of
 * the chunk's words pile up at one moment ("Herr Braun, bitte melden Sie sich …" all at 108.8 s),
 * or one word stretches over several sentences; the diarizer's voices are then given to the wrong
 * words, and the entries lose their link to where they were said. The speech regions (from voice
 * activity) are right, and people speak at a fairly even rate, so the words are shared out over the
 * regions by their letters, each region ending at a word where a sentence or clause ends if one is
 * near, and keeping the words whose times are believable in the regions Whisper heard them in.
 */

/** Longer than this, one word is Whisper's lost place, not speech. */
const MAX_WORD_SECONDS = 2.5;
/** This many words at one moment in a row are a pile, not fast speech. */
const PILED_WORDS = 3;
/** How far outside the speech a word's middle may lie before its time is taken for wrong. */
const OUTSIDE_TOLERANCE_SECONDS = 0.3;
/** What a region costs that ends inside a clause, or after a comma rather than a full stop (in squared letters of mismatch per expected letter). */
const OPEN_END_COST = 4;
const CLAUSE_END_COST = 2;
/** What a word costs that is given another region than the one Whisper, where its time is believable, heard it in. */
const AGAINST_WHISPER_COST = 3;

/** The sum of the values before each index, and of all at the end. */
function sumsBefore(values: readonly number[]): number[] {
  const sums = [0];
  for (const value of values) sums.push(sums.at(-1)! + value);
  return sums;
}

const lettersOf = (word: string) => Math.max(1, (word.match(/[\p{L}\p{N}]/gu) ?? []).length);
/** What it costs that a region's words end with this one. */
const endCost = (word: string) => (/[.!?]$/u.test(word) ? 0 : /[,;:]$/u.test(word) ? CLAUSE_END_COST : OPEN_END_COST);

/** The region each word's time puts it in, or -1 where its time is not to be believed: far too long, piled up with others at one moment, or outside any speech. */
function regionsHeardIn(words: readonly TranscribedWord[], speech: readonly SpeechRegion[]): number[] {
  const piled = words.map(() => false);
  for (let index = 0, run = 0; index < words.length; index++) {
    run = index > 0 && words[index]!.start === words[index - 1]!.start ? run + 1 : 1;
    if (run >= PILED_WORDS) for (let back = 0; back < run; back++) piled[index - back] = true;
  }
  return words.map((word, index) => {
    if (piled[index] || word.end - word.start > MAX_WORD_SECONDS) return -1;
    const middle = (word.start + word.end) / 2;
    return speech.findIndex((region) => middle >= region.start - OUTSIDE_TOLERANCE_SECONDS && middle <= region.end + OUTSIDE_TOLERANCE_SECONDS);
  });
}

/** Whether the words' times contradict the speech: a word far too long, a pile of words at one moment, a word outside any speech. */
export const timesContradictSpeech = (words: readonly TranscribedWord[], speech: readonly SpeechRegion[]): boolean => regionsHeardIn(words, speech).includes(-1);

/**
 * The words in order, each region given a run of them (maybe none) whose letters match its length
 * best and that leaves the fewest believable words out of the region Whisper heard them in (dynamic
 * programming over where each run ends), and each word within its region a share of the time by
 * its letters.
 */
export function wordsSharedOverSpeech(words: readonly TranscribedWord[], speech: readonly SpeechRegion[]): TranscribedWord[] {
  if (words.length === 0 || speech.length === 0) return [...words];
  const letters = words.map((word) => lettersOf(word.text));
  const before = sumsBefore(letters);
  const totalSeconds = speech.reduce((sum, region) => sum + (region.end - region.start), 0);
  const expected = speech.map((region) => ((region.end - region.start) / totalSeconds) * before.at(-1)!);
  // Believable words before each word, in all and per region they were heard in: the programme below counts none itself.
  const heardIn = regionsHeardIn(words, speech);
  const believableBefore = sumsBefore(heardIn.map((heard) => (heard >= 0 ? 1 : 0)));
  const heardInBefore = speech.map((_, region) => sumsBefore(heardIn.map((heard) => (heard === region ? 1 : 0))));
  const againstWhisper = (from: number, to: number, region: number) => believableBefore[to]! - believableBefore[from]! - (heardInBefore[region]![to]! - heardInBefore[region]![from]!);

  // cost[r][w]: the best cost of giving words 0 … w-1 to regions 0 … r-1; the last region takes the rest.
  const regions = speech.length;
  const cost = Array.from({ length: regions + 1 }, () => new Array<number>(words.length + 1).fill(Infinity));
  const cut = Array.from({ length: regions + 1 }, () => new Array<number>(words.length + 1).fill(0));
  cost[0]![0] = 0;
  for (let r = 1; r <= regions; r++) {
    for (let w = 0; w <= words.length; w++) {
      for (let from = 0; from <= w; from++) {
        if (cost[r - 1]![from] === Infinity) continue;
        const mismatch = before[w]! - before[from]! - expected[r - 1]!;
        const openEnd = w > from && w < words.length ? endCost(words[w - 1]!.text) : 0;
        const total = cost[r - 1]![from]! + (mismatch * mismatch) / Math.max(1, expected[r - 1]!) + openEnd + AGAINST_WHISPER_COST * againstWhisper(from, w, r - 1);
        if (total < cost[r]![w]!) {
          cost[r]![w] = total;
          cut[r]![w] = from;
        }
      }
    }
  }
  const runs: [number, number][] = [];
  for (let r = regions, w = words.length; r > 0; r--) {
    runs.unshift([cut[r]![w]!, w]);
    w = cut[r]![w]!;
  }

  return runs.flatMap(([from, to], r) => {
    const region = speech[r]!;
    const runLetters = before[to]! - before[from]!;
    const secondsPerLetter = (region.end - region.start) / Math.max(1, runLetters);
    return words.slice(from, to).map((word, index) => {
      const start = region.start + (before[from + index]! - before[from]!) * secondsPerLetter;
      return { ...word, start, end: start + letters[from + index]! * secondsPerLetter };
    });
  });
}

/** The segments with their words timed again where Whisper's times contradict the speech; segments without words are left as heard. */
export function segmentsTimedToSpeech(segments: readonly TranscribedSegment[], speech: readonly SpeechRegion[]): TranscribedSegment[] {
  const words = segments.flatMap((segment) => segment.words);
  if (segments.some((segment) => segment.words.length === 0) || !timesContradictSpeech(words, speech)) return [...segments];
  const timed = wordsSharedOverSpeech(words, speech);
  let next = 0;
  return segments.map((segment) => {
    const own = timed.slice(next, next + segment.words.length);
    next += segment.words.length;
    return { ...segment, start: own[0]!.start, end: own.at(-1)!.end, words: own };
  });
}
