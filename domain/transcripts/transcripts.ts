// The transcript as stored (Transcript.segments) and the rules that shape it for readers and for
// protocol generation. Pure functions, so the rules are unit-tested apart from the models.
import type { TranscribedSegment } from '../../platform/ai/provider';

export interface SpeechRegion {
  start: number;
  end: number;
}

export interface StoredSegment extends TranscribedSegment {
  /** The diarizer's speaker index; null until speakers are separated. */
  speaker: number | null;
}

export interface SpeakerTurn extends SpeechRegion {
  speaker: number;
}

/**
 * Cuts the speech regions into pieces for the speech model: whole regions, joined while the piece
 * stays under `maxSeconds`, and regions longer than that split evenly. Silence between regions is
 * never sent, so nothing is "heard" in it.
 */
export function transcriptionChunks(regions: readonly SpeechRegion[], maxSeconds = 30): SpeechRegion[][] {
  const chunks: SpeechRegion[][] = [];
  let current: SpeechRegion[] = [];
  const length = (chunk: SpeechRegion[]) => (chunk.length === 0 ? 0 : chunk[chunk.length - 1]!.end - chunk[0]!.start);
  for (const region of regions) {
    const pieces = Math.max(1, Math.ceil((region.end - region.start) / maxSeconds));
    const step = (region.end - region.start) / pieces;
    for (let i = 0; i < pieces; i++) {
      const piece = { start: region.start + i * step, end: i === pieces - 1 ? region.end : region.start + (i + 1) * step };
      if (current.length > 0 && piece.end - current[0]!.start > maxSeconds) {
        chunks.push(current);
        current = [];
      }
      current.push(piece);
    }
    if (length(current) >= maxSeconds) {
      chunks.push(current);
      current = [];
    }
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/** A sentence this long said again in one chunk is taken for a loop, not for someone repeating themselves. */
const LOOP_MIN_WORDS = 5;
/** The share of the shorter sentence's words the longer one has too, for the two to be one sentence heard twice. */
const SAME_SENTENCE_SHARE = 0.8;

/** The words of a text in lower case, in order. */
const lowerWords = (text: string) => text.toLocaleLowerCase('de-DE').match(/\p{L}+/gu) ?? [];
const wordsOf = (text: string) => new Set(lowerWords(text));

/** A phrase this long heard this often in one chunk is a loop, however short the sentences it was cut into. */
const LOOP_PHRASE_WORDS = 4;
const LOOP_PHRASE_TIMES = 3;

/**
 * Speech recognition caught in a loop on one chunk: the same sentence, give or take its last words,
 * heard twice, or a shorter phrase heard three times ("Die Rüftungsgräten sind vergründlich, und
 * die Rüftungsgräten sind vergründlich, …"). Whisper does this ("Wir haben uns entschieden, dass …"
 * three times), and what was said in between is lost; heard again in shorter pieces, it comes back.
 */
export function repeatsItself(texts: readonly string[]): boolean {
  const sentences = texts.map(wordsOf).filter((words) => words.size >= LOOP_MIN_WORDS);
  const sentenceTwice = sentences.some((words, i) =>
    sentences.slice(i + 1).some((other) => {
      return sharedWords(words, other) >= SAME_SENTENCE_SHARE * Math.min(words.size, other.size);
    }),
  );
  return sentenceTwice || phraseHeardOften(texts);
}

/** One-word pieces in a row that no one says: "Raus, Eich, Amer, Nr. Vela, Ge". */
const SCRAPS_IN_A_ROW = 6;

/**
 * Speech recognition that heard a stretch as scraps, one word after another, each cut off by a comma
 * or a full stop ("Na Fülle, Raus, Eich, Amer, Nr. Vela, Ge, E, Mie, Nr. V. Nr. V.", where "Dafür
 * brauche ich aber noch die Lage der Revisionsöffnungen." was said): heard again in shorter pieces,
 * the sentences come back. A list is said in pieces of two words or more ("Frau Busch, Herr Kern").
 */
export function breaksIntoScraps(texts: readonly string[]): boolean {
  let inARow = 0;
  for (const piece of texts.join(' ').split(/[,.;:!?]+/u)) {
    const words = lowerWords(piece).length;
    if (words === 0) continue;
    inARow = words === 1 ? inARow + 1 : 0;
    if (inARow >= SCRAPS_IN_A_ROW) return true;
  }
  return false;
}

function phraseHeardOften(texts: readonly string[]): boolean {
  const said = lowerWords(texts.join(' '));
  const times = new Map<string, number>();
  for (let i = 0; i + LOOP_PHRASE_WORDS <= said.length; i++) {
    const phrase = said.slice(i, i + LOOP_PHRASE_WORDS).join(' ');
    const heard = (times.get(phrase) ?? 0) + 1;
    if (heard >= LOOP_PHRASE_TIMES) return true;
    times.set(phrase, heard);
  }
  return false;
}

/**
 * People speak two to three words a second; fewer than one heard a second in this much speech means
 * words were lost (a skip after the prompt hears a sentence or two of a window as one short phrase).
 */
const SPARSE_WORDS_PER_SECOND = 1;
const SPARSE_MIN_SECONDS = 6;

/** Seconds two intervals share. */
export function overlapSeconds(a: SpeechRegion, b: SpeechRegion): number {
  return Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));
}

const speechWithin = (regions: readonly SpeechRegion[], stretch: SpeechRegion) => regions.reduce((sum, region) => sum + overlapSeconds(region, stretch), 0);
const letterWords = (text: string) => text.match(/\p{L}+/gu)?.length ?? 0;

type Heard = Pick<TranscribedSegment, 'text' | 'start' | 'end'>;
const sparse = (words: number, seconds: number) => seconds >= SPARSE_MIN_SECONDS && words < SPARSE_WORDS_PER_SECOND * seconds;

/** The chunk (its speech regions) heard as a whole at less than a word a second of speech. */
export const heardTooLittleOverall = (heard: readonly Heard[], regions: readonly SpeechRegion[]) =>
  sparse(
    heard.reduce((sum, segment) => sum + letterWords(segment.text), 0),
    speechWithin(regions, { start: -Infinity, end: Infinity }),
  );

/** One segment heard at less than a word a second of the speech it spans. */
export const segmentHeardTooLittle = (segment: Heard, regions: readonly SpeechRegion[]) => sparse(letterWords(segment.text), speechWithin(regions, segment));

/**
 * Speech recognition that lost words of a chunk (its speech regions): Whisper sometimes answers
 * many seconds of speech with a word or two, often of its prompt ("Sporthalle" for thirteen
 * seconds, then "Birkenen, Ralf Brandt,"), or skips sentences after the prompt, and what was said
 * is lost; heard again, it comes back. Lost: the chunk as a whole, or one segment of it.
 */
export const heardTooLittle = (heard: readonly Heard[], regions: readonly SpeechRegion[]) =>
  heardTooLittleOverall(heard, regions) || heard.some((segment) => segmentHeardTooLittle(segment, regions));

/** A word of the prompt's at least this long counts inside a longer heard word ("Nebaustellenbesprechung"). */
const MIN_PROMPT_WORD = 5;

/** "ß", "ss" and "s" as one letter: the prompt's "Vosgerau" said back as "Voßgerau" is still the prompt. */
const sharpSAsS = (word: string) => word.replace(/ß|ss/gu, 's');

/**
 * The prompt said back instead of what was said: a segment of two words or more, each of them a
 * word of the vocabulary prompt or one run into a longer word ("Nebaustellenbesprechung Nr. 3" for
 * the project "Baustellenbesprechung Nr. 2 …", where "Der Baustrom ist seit gestern angeschlossen."
 * was said), its "s" also heard "ß" ("Hanno Voßgerau Baumanagement" for the prompt's Vosgerau). Numbers do not count either way; "Frau Nowak" does not echo "Agnieszka Nowak".
 */
export function saysPromptBack(segment: Pick<TranscribedSegment, 'text'>, vocabulary: readonly string[]): boolean {
  const prompt = [...wordsOf(vocabulary.join(' '))].map(sharpSAsS);
  const fromPrompt = (word: string) => prompt.some((said) => said === word || (said.length >= MIN_PROMPT_WORD && word.includes(said)));
  const said = lowerWords(segment.text).map(sharpSAsS);
  return said.length >= 2 && said.every(fromPrompt);
}

/**
 * What a chunk heard with the prompt got right, and, from hearing it again without the prompt,
 * what its lost segments had taken the place of: the names the prompt helps with stay where they
 * were heard well, and nothing is heard twice: a segment heard again is taken where at most half of
 * it overlaps what is kept, and where it is not mostly the words of a kept segment it overlaps (the
 * two hearings place a sentence seconds apart: "Der Halle, Prüfen, Niede, Ob die Egen …" at 31 s
 * beside the kept "Der Adler, Prüfen, Mieter, Ob die Egen …" at 35 s was one request twice).
 */
export function withLostHeardAgain<T extends SpeechRegion & { text: string }>(heard: readonly T[], again: readonly T[], lost: (segment: T) => boolean): T[] {
  const kept = heard.filter((segment) => !lost(segment));
  const keptWithin = (segment: T) => kept.reduce((sum, other) => sum + overlapSeconds(segment, other), 0);
  const heardTwice = (segment: T) => kept.some((other) => overlapSeconds(segment, other) > 0 && mostlyWordsOf(segment.text, other.text));
  return [...kept, ...again.filter((segment) => keptWithin(segment) <= (segment.end - segment.start) / 2 && !heardTwice(segment))].sort((a, b) => a.start - b.start);
}

/** More than half of the words of `text` are words of `other`. */
function mostlyWordsOf(text: string, other: string): boolean {
  const words = lowerWords(text);
  return sharedWords(words, wordsOf(other)) > words.length / 2;
}

/** How many of `words` (each time it is said) are among `other`. */
const sharedWords = (words: Iterable<string>, other: ReadonlySet<string>) => [...words].filter((word) => other.has(word)).length;

/** A sentence of this many words heard twice in a row, to the letter, is the loop's, not said twice. */
const REPEAT_MIN_WORDS = 3;

/**
 * The segments without a sentence heard again right after itself, to the letter, as Whisper
 * writes it in a loop for every two seconds of a window; a sentence of some length really said
 * twice in a row is rare enough in a meeting to drop the repeats.
 */
export function withoutRepeatedSentences<T extends { text: string; words: readonly unknown[] }>(segments: readonly T[]): T[] {
  return segments.filter((segment, index) => {
    const previous = segments[index - 1];
    return !previous || segment.words.length < REPEAT_MIN_WORDS || segment.text !== previous.text;
  });
}

/** The speaker whose turns overlap the segment most; a segment between turns takes the nearest one. */
export function speakerOf(segment: SpeechRegion, turns: readonly SpeakerTurn[]): number | null {
  let best: { speaker: number; score: number } | null = null;
  for (const turn of turns) {
    const overlap = Math.min(segment.end, turn.end) - Math.max(segment.start, turn.start);
    const distance = overlap > 0 ? 0 : Math.min(Math.abs(segment.start - turn.end), Math.abs(turn.start - segment.end));
    const score = overlap > 0 ? overlap : -distance;
    if (!best || score > best.score) best = { speaker: turn.speaker, score };
  }
  return best?.speaker ?? null;
}

/**
 * Splits segments at speaker changes word by word, so a segment that spans two voices is not
 * given wholly to one of them, then labels each piece with its speaker.
 */
export function assignSpeakers(segments: readonly TranscribedSegment[], turns: readonly SpeakerTurn[]): StoredSegment[] {
  const result: StoredSegment[] = [];
  for (const segment of segments) {
    if (segment.words.length === 0) {
      result.push({ ...segment, speaker: speakerOf(segment, turns) });
      continue;
    }
    let piece: StoredSegment | null = null;
    for (const word of segment.words) {
      const speaker = speakerOf(word, turns);
      if (!piece || piece.speaker !== speaker) {
        if (piece) result.push(piece);
        piece = { text: '', start: word.start, end: word.end, words: [], speaker };
      }
      piece.words.push(word);
      piece.end = word.end;
      piece.text = joinWords(piece.words.map((w) => w.text));
    }
    if (piece) result.push(piece);
  }
  return result;
}

/** Words as both providers give them (whole words, punctuation attached), read as a sentence. */
export function joinWords(words: readonly string[]): string {
  return words
    .map((word) => word.trim())
    .filter(Boolean)
    .join(' ');
}

/** Characters `from` to `to` of an utterance's text were said from `start` to `end` (seconds): a word of it, or a segment whose words are not known. */
export interface SaidStretch {
  from: number;
  to: number;
  start: number;
  end: number;
}

export interface Utterance {
  index: number;
  speaker: number | null;
  start: number;
  end: number;
  text: string;
  /** When its words were said, so that a sentence inside it keeps its own stretch of the recording. */
  stretches: SaidStretch[];
}

/** Where each of a segment's words stands in its text (from `offset` on) and when it was said; the whole segment where its words are not known. */
function stretchesOf(segment: StoredSegment, text: string, offset: number): SaidStretch[] {
  const stretches: SaidStretch[] = [];
  let cursor = 0;
  for (const word of segment.words) {
    const said = word.text.trim();
    const at = said ? text.indexOf(said, cursor) : -1;
    if (at === -1) continue;
    cursor = at + said.length;
    stretches.push({ from: offset + at, to: offset + cursor, start: word.start, end: word.end });
  }
  return stretches.length > 0 ? stretches : [{ from: offset, to: offset + text.length, start: segment.start, end: segment.end }];
}

/** Consecutive segments of one speaker, read as one contribution (the transcript's lines). */
export function utterancesOf(segments: readonly StoredSegment[], maxGapSeconds = 2): Utterance[] {
  const utterances: Utterance[] = [];
  for (const segment of segments) {
    const text = segment.text.trim();
    if (!text) continue;
    const last = utterances[utterances.length - 1];
    if (last && last.speaker === segment.speaker && segment.start - last.end <= maxGapSeconds) {
      last.stretches.push(...stretchesOf(segment, text, last.text.length + 1));
      last.end = segment.end;
      last.text = `${last.text} ${text}`;
    } else {
      utterances.push({ index: utterances.length, speaker: segment.speaker, start: segment.start, end: segment.end, text, stretches: stretchesOf(segment, text, 0) });
    }
  }
  return utterances;
}
