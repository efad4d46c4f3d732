import { describe, expect, it } from 'vitest';
import { sentenceSegments } from './sentenceSegments';

const timed = (line: string, start = 0) => line.split(' ').map((text, index) => ({ text, start: start + index * 0.5, end: start + index * 0.5 + 0.25 }));
const texts = (words: ReturnType<typeof timed>) => sentenceSegments(words).map((segment) => segment.text);

describe('sentenceSegments', () => {
  it('ends a segment after a sentence, so the next sentence’s first word starts the next one', () => {
    expect(texts(timed('Der Anschluss ist beim Landratsamt. Herr Brandt prüft die Durchbrüche.'))).toEqual(['Der Anschluss ist beim Landratsamt.', 'Herr Brandt prüft die Durchbrüche.']);
  });

  it('does not end a segment at an ordinal’s dot', () => {
    expect(texts(timed('Die Fenster kommen am 28. November.'))).toEqual(['Die Fenster kommen am 28. November.']);
  });

  it('ends a segment at a pause of a second, also without a full stop', () => {
    const words = [...timed('Thema zwei die Fenster'), ...timed('Die neuen Fenster kommen', 3)];
    expect(sentenceSegments(words).map((segment) => [segment.text, segment.start, segment.end])).toEqual([
      ['Thema zwei die Fenster', 0, 1.75],
      ['Die neuen Fenster kommen', 3, 4.75],
    ]);
  });

  it('gives nothing for no words', () => {
    expect(sentenceSegments([])).toEqual([]);
  });
});
