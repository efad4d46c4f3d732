// Small helpers for the German patterns the rules of minutes are written in.

/** A pattern whose word boundaries know umlauts (JavaScript's \b does not). */
export const words = (source: string) => new RegExp(`(?<![\\p{L}])(?:${source})(?![\\p{L}])`, 'iu');

/** The text with its first letter capital, as a sentence or title of minutes begins. */
export const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase('de-DE') + text.slice(1);
/** The text with its first letter in lower case, as it goes on a sentence begun before it. */
export const uncapitalised = (text: string) => text.charAt(0).toLocaleLowerCase('de-DE') + text.slice(1);

/** Alternatives of a pattern ("a|b") in either case of their first letter. */
export const eitherCase = (alternatives: string) => alternatives.split('|').flatMap((word) => [word, capitalised(word)]).join('|');
