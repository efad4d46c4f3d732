import { describe, expect, it } from 'vitest';
import { normalisedWords, wordErrorRate } from './wordErrorRate';

describe('wordErrorRate', () => {
  it('is zero for the same words, whatever the case and punctuation', () => {
    expect(wordErrorRate('Guten Morgen zusammen, wir beginnen.', 'guten morgen zusammen wir beginnen')).toBe(0);
  });

  it('counts substitutions, deletions and insertions against the reference length', () => {
    expect(wordErrorRate('die decke ist betoniert', 'die wand ist betoniert')).toBe(0.25);
    expect(wordErrorRate('die decke ist betoniert', 'die decke betoniert')).toBe(0.25);
    expect(wordErrorRate('die decke ist betoniert', 'die decke ist heute betoniert worden')).toBe(0.5);
    expect(wordErrorRate('die decke ist betoniert', '')).toBe(1);
  });

  it('can exceed one when the hypothesis is mostly invented', () => {
    expect(wordErrorRate('ja', 'nein nein nein')).toBe(3);
  });

  it('treats umlauts and their two-letter spellings alike', () => {
    expect(wordErrorRate('Schalpläne für die Straße', 'Schalplaene fuer die Strasse')).toBe(0);
  });

  it('treats digits, cardinal and ordinal number words alike', () => {
    expect(wordErrorRate('Baubesprechung Nummer zwölf', 'Baubesprechung Nummer 12')).toBe(0);
    expect(wordErrorRate('bis Freitag, den 28. November', 'bis Freitag, den achtundzwanzigsten November')).toBe(0);
    expect(wordErrorRate('bis zum 5. Dezember', 'bis zum fünften Dezember')).toBe(0);
    expect(wordErrorRate('Erster Punkt im 2. Obergeschoss', 'erster Punkt im zweiten Obergeschoss')).toBe(0);
    expect(wordErrorRate('im Jahr 2026', 'im Jahr zweitausendsechsundzwanzig')).toBe(0);
  });

  it('still tells different numbers apart', () => {
    expect(wordErrorRate('bis zum 5. Dezember', 'bis zum 15. Dezember')).toBe(0.25);
    expect(wordErrorRate('Nummer 21', 'Nummer 12')).toBe(0.5);
  });

  it('is zero for two empty texts and one for words against an empty reference', () => {
    expect(wordErrorRate('', ' ')).toBe(0);
    expect(wordErrorRate('...', 'hallo')).toBe(1);
  });
});

describe('normalisedWords', () => {
  it('spells numbers as one German word and leaves other words alone', () => {
    expect(normalisedWords('Die 3 Kräne, 101 Stützen und die Achse')).toEqual(['die', 'drei', 'kraene', 'hunderteins', 'stuetzen', 'und', 'die', 'achse']);
    expect(normalisedWords('einen siebten Achten 31.')).toEqual(['einen', 'sieben', 'acht', 'einunddreissig']);
  });
});
