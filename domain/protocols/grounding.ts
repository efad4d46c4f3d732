// What the model writes for a sentence must come from the sentence, not from its imagination
// (issue 17 point 4: never an invented fact).
import { splitSentences } from './minuteSentences';

const STOPWORDS = new Set(
  'aber alle als also auch auf aus bei bis bitte dann dass dem den der des die dies diese dieser doch dort durch eine einem einen einer eines für hier ich ihr ist mit nach noch nicht oder schon sich sie sind über und uns von vom vor war wir wird wurde werden zum zur'.split(' '),
);

/** Word stems (first four letters, so "prüfe" and "prüft" are one) of the words that carry meaning. */
function contentStems(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\d]+/gu) ?? []).filter((word) => word.length >= 3 && !STOPWORDS.has(word)).map((word) => word.slice(0, 4));
}

/** How many sentences a text has (one at least), counted as the transcript's are. */
const sentenceCount = (text: string) => Math.max(1, splitSentences(text).length);

/** Facts a rewording may not change: the numbers, and the people by title and name ("Frau Yildiz"). */
const facts = (text: string) => [...(text.match(/\d+/g) ?? []), ...(text.match(/(?<![\p{L}])(?:Herr|Frau)\s+\p{Lu}[\p{L}-]+/gu) ?? [])];

/**
 * Words that say how far the work is: one of them not said is an invented fact however few words
 * it takes ("… die Außenanlagen, die sind fertig."); likewise the words that say when (WHEN).
 */
const OUTCOME = /(?<![\p{L}])(?:fertig\p{L}*|erledigt|abgeschlossen|genehmigt|freigegeben|geliefert|eingebaut|montiert|beauftragt|bestellt|bezahlt|abgenommen|erteilt|zugestimmt|abgelehnt|verschoben|storniert)(?![\p{L}])/giu;
/** Words that say when: one of them not said is an invented fact ("Jahr, um 9 Uhr im Container" is not "… in der Woche um 9 Uhr"). */
const WHEN = /(?<![\p{L}])(?:heute|morgen|übermorgen|gestern|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|woche\p{L}*|monat\p{L}*|jahr\p{L}*|januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember|kw|kalenderwoche|frühjahr|sommer|herbst|winter|weihnachten|ostern|sofort)(?![\p{L}])/giu;
/** The stems (first four letters) of the words of a kind in a text. */
const stemsOf = (kind: RegExp) => (text: string) => (text.match(kind) ?? []).map((word) => word.toLowerCase().slice(0, 4));
const outcomes = stemsOf(OUTCOME);
const whens = stemsOf(WHEN);

/**
 * Nouns (capitalised, three letters or more) an answer may not add, as one word said is not a fact:
 * "Vor der Inbetriebnahme müssen wir …" for "Bevor ihr zumacht, müssen wir …", "…, damit ich um zwei
 * Wochen vor Ort bin." for "…, sich damit voraussichtlich um zwei Wochen.". Titles and "Firma" name
 * who, which the names it may add already say.
 */
const NOUN = /(?<![\p{L}])\p{Lu}\p{L}{2,}/gu;
const NAMING_WORDS = new Set(['herr', 'herrn', 'frau', 'firma']);
/** Words a sentence begins with that are no nouns ("Das", "Ein", "Jetzt"); a short noun ("Ort", "Tor") counts. */
const NOT_NOUNS = new Set(['das', 'ein', 'wie', 'was', 'wer', 'gut', 'nur', 'man', 'nun', 'ihm', 'ihn', 'jetzt']);
const nounStems = (text: string) =>
  (text.match(NOUN) ?? [])
    .map((word) => word.toLowerCase())
    .filter((word) => !STOPWORDS.has(word) && !NAMING_WORDS.has(word) && !NOT_NOUNS.has(word))
    .map((word) => word.slice(0, 4));

/** The share of an answer's words that must come from the sentence (or be the names it may add). */
const GROUNDED_SHARE = 0.75;

/**
 * Most of what the answer says is in the sentence (a rewording keeps its words' stems; the names
 * of those the sentence is about, such as the speaker of "ich", may be added), every number and
 * every "Herr/Frau Name" and every word of how far the work is or when of it was said, and it says no
 * more sentences than were said, and it adds no noun: a small model continues with a sentence of its own ("… Die Pläne
 * sind in Ordnung."), adds a figure ("10.000 m2"), a verb ("… wird von uns freigegeben"), a state
 * ("die sind fertig") or a thing ("Vor der Inbetriebnahme …"), or turns Frau Yildiz into Herr Yildiz.
 */
export function groundedIn(source: string, names: readonly string[] = []) {
  const sourceStems = new Set(contentStems(source));
  const nameStems = new Set(names.flatMap(contentStems));
  const sourceFacts = new Set(facts(source));
  const sourceWhens = new Set(whens(source));
  return (answer: string) => {
    // The names it may add are no part of what it says about them.
    const stems = contentStems(answer).filter((stem) => !nameStems.has(stem) || sourceStems.has(stem));
    return (
      stems.length > 0 &&
      stems.filter((stem) => sourceStems.has(stem)).length / stems.length >= GROUNDED_SHARE &&
      facts(answer).every((fact) => sourceFacts.has(fact)) &&
      nounStems(answer).every((stem) => sourceStems.has(stem) || nameStems.has(stem)) &&
      outcomes(answer).every((stem) => sourceStems.has(stem)) &&
      whens(answer).every((when) => sourceWhens.has(when)) &&
      sentenceCount(answer) <= sentenceCount(source)
    );
  };
}
