import type { TranscribedSegment, TranscribedWord } from './provider';

/** A pause this long ends a segment even without a full stop. */
const SEGMENT_BREAK_SECONDS = 1;

/**
 * Segments that end where sentences end: after a full stop, question or exclamation mark (not an
 * ordinal's dot as in "28.") or at a pause. Speech models cut their own segments by length (whisper.cpp
 * at 60 characters, word by word when asked for word times), often inside a sentence and right
 * after the next one's first word ("… beim Landratsamt. Herr" | "Brandt prüft …"); the sentences of
 * the minutes and the voices' turns are read from these segments, so both providers give them alike.
 */
export function sentenceSegments(words: readonly TranscribedWord[]): TranscribedSegment[] {
  const segments: TranscribedSegment[] = [];
  let current: TranscribedWord[] = [];
  for (const [index, word] of words.entries()) {
    current.push(word);
    const next = words[index + 1];
    const sentenceEnds = /[.!?]$/.test(word.text) && !/^\d+\.$/.test(word.text);
    if (!next || sentenceEnds || next.start - word.end >= SEGMENT_BREAK_SECONDS) {
      segments.push({ text: current.map((part) => part.text).join(' '), start: current[0]!.start, end: word.end, words: current });
      current = [];
    }
  }
  return segments;
}
