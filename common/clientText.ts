// What a client may send as text. Every string argument of the GraphQL API passes through
// textProblem (schema/clientInputPlugin.ts), so no resolver, database column or mail sees a NUL,
// a control character or half of a UTF-16 pair.

export const CLIENT_TEXT = {
  controlCharacters: 'Das Feld enthält unzulässige Steuerzeichen. Bitte entfernen Sie sie.',
  lineBreaks: 'Zeilenumbrüche sind in diesem Feld nicht erlaubt.',
  brokenCharacters: 'Das Feld enthält ungültige Zeichen. Bitte geben Sie den Text erneut ein.',
  tooLong: (max: number) => `Der Text ist zu lang (höchstens ${max.toLocaleString('de-DE')} Zeichen).`,
  tooManyItems: (max: number) => `Zu viele Einträge (höchstens ${max.toLocaleString('de-DE')}).`,
  pageDirection: 'Eine Seite wird entweder vorwärts (first, after) oder rückwärts (last, before) geblättert, nicht beides.',
  pageSize: (max: number) => `Die Seitengröße muss zwischen 0 und ${max.toLocaleString('de-DE')} liegen.`,
} as const;

/** A one-line field (names, titles, e-mail addresses) holds this many characters at most. */
export const SINGLE_LINE_MAX = 1_000;
/** A multi-line field (notes, addresses) holds this many characters at most. */
export const MULTI_LINE_MAX = 20_000;
/** The longest list argument (nodes(ids:), assignments, ...) the API takes. */
export const LIST_MAX = 100;

export interface TextRules {
  /** Newline, carriage return and tab are allowed (text areas). */
  multiline?: boolean;
  maxLength?: number;
}

// C0 controls other than tab, LF and CR; DEL; C1 controls. Matching them is the point here.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_BREAK = /[\n\r]/;
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The German message for text a field must not take, or null when the text is fine. */
export function textProblem(value: string, rules: TextRules = {}): string | null {
  const max = rules.maxLength ?? (rules.multiline ? MULTI_LINE_MAX : SINGLE_LINE_MAX);
  if (value.length > max) return CLIENT_TEXT.tooLong(max);
  if (CONTROL.test(value)) return CLIENT_TEXT.controlCharacters;
  if (!rules.multiline && LINE_BREAK.test(value)) return CLIENT_TEXT.lineBreaks;
  if (!rules.multiline && value.includes('\t')) return CLIENT_TEXT.controlCharacters;
  if (LONE_SURROGATE.test(value)) return CLIENT_TEXT.brokenCharacters;
  return null;
}
