// What the model writes for a sentence must come from the sentence, not from its imagination
// (issue 17 point 4: never an invented fact).
import { splitSentences } from './minuteSentences';

const STOPWORDS = new Set(
  'aber alle als also auch auf aus bei bis bitte dann dass dem den der des die dies diese dieser doch dort durch eine einem einen einer eines für hier ich ihr ist mit nach noch nicht oder schon sich sie sind über und uns von vom vor war wir wird wurde werden zum zur'.split(' '),
);

/** Word stems (first five letters) of the words that carry meaning. */
function contentStems(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\d]+/gu) ?? []).filter((word) => word.length >= 3 && !STOPWORDS.has(word)).map((word) => word.slice(0, 5));
}

/** How many sentences a text has (one at least), counted as the transcript's are. */
const sentenceCount = (text: string) => Math.max(1, splitSentences(text).length);

/** Facts a rewording may not change: the numbers, and the people by title and name ("Frau Yildiz"). */
const facts = (text: string) => [...(text.match(/\d+/g) ?? []), ...(text.match(/(?<![\p{L}])(?:Herr|Frau)\s+\p{Lu}[\p{L}-]+/gu) ?? [])];

/**
 * Most of what the answer says is in the sentence (a rewording keeps its words' stems), every
 * number and every "Herr/Frau Name" of it was said, and it says no more sentences than were said:
 * a small model continues with a sentence of its own ("… Die Pläne sind in Ordnung."), adds a
 * figure ("10.000 m2") or turns Frau Yildiz into Herr Yildiz.
 */
export function groundedIn(source: string) {
  const sourceStems = new Set(contentStems(source));
  const sourceFacts = new Set(facts(source));
  return (answer: string) => {
    const stems = contentStems(answer);
    return (
      stems.length > 0 &&
      stems.filter((stem) => sourceStems.has(stem)).length / stems.length >= 0.6 &&
      facts(answer).every((fact) => sourceFacts.has(fact)) &&
      sentenceCount(answer) <= sentenceCount(source)
    );
  };
}
