/**
 * Word error rate of a German transcript against its reference: (substitutions + deletions +
 * insertions) / reference words. Both sides are normalised the same way first, so that spelling
 * choices a listener would not count as errors (case, punctuation, "ü" or "ue", "12" or "zwölf",
 * "5." or "fünften") do not count here either.
 */
export function wordErrorRate(reference: string, hypothesis: string): number {
  const referenceWords = normalisedWords(reference);
  const hypothesisWords = normalisedWords(hypothesis);
  if (referenceWords.length === 0) return hypothesisWords.length === 0 ? 0 : 1;
  return editDistance(referenceWords, hypothesisWords) / referenceWords.length;
}

export function normalisedWords(text: string): string[] {
  return foldGerman(text.toLocaleLowerCase('de-DE'))
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((word) => word.length > 0)
    .map((word) => (/^\d+$/.test(word) ? cardinalWord(Number(word)) ?? word : ordinalAsCardinal(word)));
}

function foldGerman(text: string): string {
  return text.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');
}

const UNITS = ['null', 'eins', 'zwei', 'drei', 'vier', 'fuenf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwoelf', 'dreizehn', 'vierzehn', 'fuenfzehn', 'sechzehn', 'siebzehn', 'achtzehn', 'neunzehn'];
const TENS = ['', '', 'zwanzig', 'dreissig', 'vierzig', 'fuenfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];
const LARGEST_SPELLED_NUMBER = 9999;

/** German cardinal as one word ("achtundzwanzig", "zweitausendsechsundzwanzig"), umlauts folded. */
function cardinalWord(value: number): string | undefined {
  if (!Number.isInteger(value) || value < 0 || value > LARGEST_SPELLED_NUMBER) return undefined;
  if (value === 0) return UNITS[0];
  return spellBelowTenThousand(value);
}

function spellBelowTenThousand(value: number): string {
  const thousands = Math.floor(value / 1000);
  const hundreds = Math.floor((value % 1000) / 100);
  const rest = value % 100;
  const prefix = (count: number, unit: string) => (count === 0 ? '' : `${count === 1 ? '' : UNITS[count]}${unit}`);
  return `${prefix(thousands, 'tausend')}${prefix(hundreds, 'hundert')}${rest === 0 ? '' : belowHundred(rest)}`;
}

function belowHundred(value: number): string {
  if (value < 20) return UNITS[value] ?? '';
  const unit = value % 10;
  const tens = TENS[Math.floor(value / 10)] ?? '';
  if (unit === 0) return tens;
  return `${unit === 1 ? 'ein' : UNITS[unit]}und${tens}`;
}

const CARDINAL_WORDS: ReadonlySet<string> = new Set(Array.from({ length: LARGEST_SPELLED_NUMBER + 1 }, (_, value) => cardinalWord(value) ?? ''));

/** Ordinal stems not formed as cardinal + "t" or "st". */
const IRREGULAR_ORDINAL_STEMS: Record<string, string> = { erst: 'eins', dritt: 'drei', siebt: 'sieben', acht: 'acht' };
const ORDINAL_INFLECTIONS = ['en', 'er', 'es', 'em', 'e'];

/**
 * "fünften", "achtundzwanzigsten", "erster" → the cardinal, as "5." and "28." become once the
 * dot is dropped. Other words stay as they are.
 */
function ordinalAsCardinal(word: string): string {
  for (const inflection of ORDINAL_INFLECTIONS) {
    if (!word.endsWith(inflection)) continue;
    const stem = word.slice(0, -inflection.length);
    const cardinal = IRREGULAR_ORDINAL_STEMS[stem] ?? [stem.replace(/st$/, ''), stem.replace(/t$/, '')].find((candidate) => candidate !== stem && CARDINAL_WORDS.has(candidate));
    if (cardinal) return cardinal;
  }
  return word;
}

/** Levenshtein distance over words, one row at a time. */
function editDistance(reference: string[], hypothesis: string[]): number {
  let previous = Array.from({ length: hypothesis.length + 1 }, (_, index) => index);
  for (const [row, referenceWord] of reference.entries()) {
    const current = [row + 1];
    for (const [column, hypothesisWord] of hypothesis.entries()) {
      const substitution = (previous[column] ?? 0) + (referenceWord === hypothesisWord ? 0 : 1);
      const deletion = (previous[column + 1] ?? 0) + 1;
      const insertion = (current[column] ?? 0) + 1;
      current.push(Math.min(substitution, deletion, insertion));
    }
    previous = current;
  }
  return previous[hypothesis.length] ?? 0;
}
