import { describe, expect, it } from 'vitest';
import { saysSomething } from './protocolGeneration';

describe('what is left of a sentence', () => {
  it('says nothing minutes keep in two words without a verb', () => {
    expect(saysSomething('Nächster Woche.')).toBe(false);
    expect(saysSomething('Januar!')).toBe(false);
    expect(saysSomething('Heute Nachmittag.')).toBe(false);
    expect(saysSomething('Geschossen.')).toBe(false);
  });

  it('says what is to be done with a verb, and anything in three words or more with a word in lower case', () => {
    expect(saysSomething('Kran organisieren.')).toBe(true);
    expect(saysSomething('Wird erledigt.')).toBe(true);
    expect(saysSomething('Die Platten kommen.')).toBe(true);
    expect(saysSomething('Der Estrich ist trocken.')).toBe(true);
  });

  it('says nothing in a few words of which none is in lower case', () => {
    expect(saysSomething('Dem Tag Zulammen.')).toBe(false);
    expect(saysSomething('Frau Fischer, Angebot.')).toBe(false);
    expect(saysSomething('Die Firma Braun Elektro Schaltpläne Montag.')).toBe(true);
  });
});
