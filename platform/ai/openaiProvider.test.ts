import { describe, expect, it } from 'vitest';
import { transcribedSegments } from './openaiProvider';

describe('transcribedSegments', () => {
  it('places OpenAI’s separate word list into the segments by time', () => {
    const segments = transcribedSegments({
      segments: [
        { text: ' Guten Morgen.', start: 0, end: 1.2 },
        { text: ' Herr Becker liefert.', start: 1.5, end: 3 },
      ],
      words: [
        { word: 'Guten', start: 0, end: 0.5 },
        { word: 'Morgen.', start: 0.5, end: 1.2 },
        { word: 'Herr', start: 1.5, end: 1.8 },
        { word: 'Becker', start: 1.8, end: 2.4 },
        { word: 'liefert.', start: 2.4, end: 3 },
      ],
    });
    expect(segments.map((segment) => [segment.text, segment.words.map((word) => word.text)])).toEqual([
      ['Guten Morgen.', ['Guten', 'Morgen.']],
      ['Herr Becker liefert.', ['Herr', 'Becker', 'liefert.']],
    ]);
  });

  it('joins whisper.cpp’s word pieces into words, also across a segment cut inside a word', () => {
    const segments = transcribedSegments({
      segments: [
        {
          text: ' Die Baube',
          start: 0,
          end: 1,
          words: [
            { word: ' Die', start: 0, end: 0.3 },
            { word: ' Bau', start: 0.3, end: 0.6 },
            { word: 'be', start: 0.6, end: 1 },
          ],
        },
        {
          text: 'sprechung beginnt.',
          start: 1,
          end: 2.5,
          words: [
            { word: 'spre', start: 1, end: 1.3 },
            { word: 'chung', start: 1.3, end: 1.6 },
            { word: ' beginnt', start: 1.7, end: 2.3 },
            { word: '.', start: 2.3, end: 2.5 },
          ],
        },
        { text: ' Danke.', start: 3, end: 3.6, words: [{ word: ' Danke', start: 3, end: 3.5 }, { word: '.', start: 3.5, end: 3.6 }] },
      ],
    });
    expect(segments).toEqual([
      {
        text: 'Die Baubesprechung beginnt.',
        start: 0,
        end: 2.5,
        words: [
          { text: 'Die', start: 0, end: 0.3 },
          { text: 'Baubesprechung', start: 0.3, end: 1.6 },
          { text: 'beginnt.', start: 1.7, end: 2.5 },
        ],
      },
      { text: 'Danke.', start: 3, end: 3.6, words: [{ text: 'Danke.', start: 3, end: 3.6 }] },
    ]);
  });

  it('spells words as the segment does when a piece ended inside a character', () => {
    const [segment] = transcribedSegments({
      segments: [{ text: ' Schalpläne', start: 0, end: 1, words: [{ word: ' Schalpl\uFFFD', start: 0, end: 0.6 }, { word: '\uFFFDne', start: 0.6, end: 1 }] }],
    });
    expect(segment!.words).toEqual([{ text: 'Schalpläne', start: 0, end: 1 }]);
  });

  it('cuts whisper.cpp’s segments where sentences end, not where it cut them by length', () => {
    const piece = (word: string, start: number) => ({ word, start, end: start + 0.3 });
    const segments = transcribedSegments({
      segments: [
        { text: ' Der Anschluss ist beim Landratsamt. Herr', start: 0, end: 2.1, words: ['Der', 'Anschluss', 'ist', 'beim', 'Landratsamt.', 'Herr'].map((word, i) => piece(` ${word}`, i * 0.25)) },
        { text: ' Brandt prüft die Durchbrüche.', start: 2.1, end: 3.5, words: ['Brandt', 'prüft', 'die', 'Durchbrüche.'].map((word, i) => piece(` ${word}`, 2 + i * 0.25)) },
      ],
    });
    expect(segments.map((segment) => [segment.text, segment.start])).toEqual([
      ['Der Anschluss ist beim Landratsamt.', 0],
      ['Herr Brandt prüft die Durchbrüche.', 1.25],
    ]);
  });

  it('keeps the segments of a server that names no words', () => {
    expect(transcribedSegments({ segments: [{ text: ' Guten Morgen. Herr', start: 0, end: 2 }] })).toEqual([{ text: 'Guten Morgen. Herr', start: 0, end: 2, words: [] }]);
  });

  it('gives nothing for an answer without segments', () => {
    expect(transcribedSegments({})).toEqual([]);
  });
});
