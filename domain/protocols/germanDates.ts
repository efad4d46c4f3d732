/**
 * Due dates as people say them in a German site meeting ("bis Freitag, den 28. November",
 * "bis zum 5. Dezember", "Ende Januar", "in zwei Wochen"), resolved against the meeting date.
 * Done in code rather than by the language model: a small model cannot count days, and a
 * protocol's dates must be exactly right or absent.
 */
import { editDistance } from './nameMatching';

/** Also as Whisper at times spells them in English ("Ende February", "bis Ende October"; five times in the evaluation's transcripts). */
const MONTHS: Record<string, number> = {
  januar: 1,
  jänner: 1,
  februar: 2,
  february: 2,
  märz: 3,
  maerz: 3,
  april: 4,
  mai: 5,
  juni: 6,
  juli: 7,
  august: 8,
  september: 9,
  oktober: 10,
  october: 10,
  november: 11,
  dezember: 12,
};

/** Weekdays as Date.getUTCDay() counts them (Sunday = 0). */
const WEEKDAYS: Record<string, number> = {
  sonntag: 0,
  montag: 1,
  dienstag: 2,
  mittwoch: 3,
  donnerstag: 4,
  freitag: 5,
  samstag: 6,
  sonnabend: 6,
};

export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  ein: 1,
  eine: 1,
  einer: 1,
  einem: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  elf: 11,
  zwölf: 12,
};

/**
 * Days of the month as said and as speech recognition writes them: "fünften", "achtundzwanzigsten",
 * and cut short "fünf.", "achtundzwanzig.". Cardinal stems 1-31; an ordinal is the stem with
 * "te"/"ste" and an ending, except the irregular first, third, seventh and eighth.
 */
const CLOCK = /(?<![\p{L}])um\s+(\d{1,2}|\p{L}+)(?:[:.](\d{2}))?\s*(?:uhr(?:\s+(\d{1,2}|dreißig|fünfzehn|fünfundvierzig))?)?/iu;
const MINUTE_WORDS: Readonly<Record<string, number>> = { fünfzehn: 15, dreißig: 30, fünfundvierzig: 45 };

/** "um neun Uhr" → 09:00, "um 14.30 Uhr" → 14:30, "um zehn Uhr dreißig" → 10:30. */
export function clockTime(text: string): string | null {
  const match = CLOCK.exec(text);
  if (!match) return null;
  const hour = /^\d+$/.test(match[1]!) ? Number(match[1]) : (NUMBER_WORDS[match[1]!.toLowerCase()] ?? Number.NaN);
  const spokenMinute = match[3] ?? match[2];
  const minute = spokenMinute === undefined ? 0 : /^\d+$/.test(spokenMinute) ? Number(spokenMinute) : (MINUTE_WORDS[spokenMinute.toLowerCase()] ?? Number.NaN);
  if (!Number.isInteger(hour) || hour > 23 || !Number.isInteger(minute) || minute > 59) return null;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

const DAY_STEMS = ['ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf', 'dreizehn', 'vierzehn', 'fünfzehn', 'sechzehn', 'siebzehn', 'achtzehn', 'neunzehn'];
const spelledDay = (day: number): string => (day < 20 ? DAY_STEMS[day - 1]! : `${day % 10 === 0 ? '' : `${DAY_STEMS[(day % 10) - 1]}und`}${day < 30 ? 'zwanzig' : 'dreißig'}`);
const IRREGULAR_ORDINALS: Record<number, string> = { 1: 'erst', 3: 'dritt', 7: 'siebt', 8: 'acht' };
const SPELLED_DAYS: Record<string, number> = Object.fromEntries(
  Array.from({ length: 31 }, (_, index) => index + 1).flatMap((day) => {
    const cardinal = day === 1 ? 'eins' : spelledDay(day);
    const ordinal = IRREGULAR_ORDINALS[day] ?? `${spelledDay(day)}${day < 20 ? 't' : 'st'}`;
    return [[cardinal, day], ...['e', 'en', 'er'].map((ending) => [`${ordinal}${ending}`, day])];
  }),
);
/** Calendar weeks in words as said ("KW sechs", "KW einundzwanzig"), 1-53. */
const TENS = ['zwanzig', 'dreißig', 'vierzig', 'fünfzig'];
const WEEK_NUMBERS: Readonly<Record<string, number>> = Object.fromEntries(
  Array.from({ length: 53 }, (_, index) => index + 1).map((week) => {
    if (week < 20) return [week === 1 ? 'eins' : DAY_STEMS[week - 1]!, week];
    const tens = TENS[Math.floor(week / 10) - 2]!;
    return [week % 10 === 0 ? tens : `${DAY_STEMS[(week % 10) - 1]}und${tens}`, week];
  }),
);
/** The word before a month that is a spelled day; the sentence splitter keeps "fünf. Dezember" together. */
export const isSpelledDay = (word: string): boolean => word.toLowerCase() in SPELLED_DAYS;
export const isMonthName = (word: string): boolean => word.toLowerCase() in MONTHS;

/** Words near a weekday's name by their letters that name none: "bis Mittag" is no Monday. */
const NOT_A_WEEKDAY = new Set(['mittag', 'mittags']);
/** A deadline word and the one or two words after it; "bis" also run together with the next ("Bistonnerstark"), or heard "Miss" ("Miss Mitwach"), also so ("Missmitmach"), or "Wis" ("Wismontak"). */
const AFTER_DEADLINE_WORD = /(?<![\p{L}])(bis|miss|wis|am|spätestens|ab)(\s+|(?<=bis|miss|wis)(?=\p{L}{5,}))(\p{L}+)(?:\s+(\p{L}+))?/giu;

/**
 * Weekdays heard past their spelling: "bis mitmache" (bis Mittwoch, twice in one voice), "bis mitmach" (three more voices), "bis mitmacht" and "bis mit Wort", "bis Faitak" and "bis Freiterk" (bis Freitag),
 * "am Lohnstag", "bis Lohnastak" and "am Blondestag" (Donnerstag, five meetings), "Bistinstark" (bis Dienstag, run together).
 */
const DAYS_AS_HEARD: Readonly<Record<string, string>> = { mitmache: 'mittwoch', mitmach: 'mittwoch', mitmacht: 'mittwoch', mitwort: 'mittwoch', faitak: 'freitag', freiterk: 'freitag', lohnstag: 'donnerstag', lohnastak: 'donnerstag', blondestag: 'donnerstag', tinstark: 'dienstag' };

/**
 * The day a heard word means: the weekday it begins with ("Montagheim", "Freitagnachmittag") or is
 * two letters from ("Mitwoch"; three from the longest, "tonnerstark"), the nearest if just one is; else
 * "übermorgen" where it ends in "morgen" after something else ("Supermorgen") or begins with it, run
 * into the next word ("übermorgenfrei").
 */
function heardDay(word: string): string | null {
  const said = word.toLowerCase();
  if (DAYS_AS_HEARD[said]) return DAYS_AS_HEARD[said];
  if (said.length < 5 || NOT_A_WEEKDAY.has(said)) return null;
  const names = Object.keys(WEEKDAYS);
  const beginning = names.find((name) => said.startsWith(name) && !said.startsWith('montage'));
  if (beginning) return beginning;
  // The nearest if one is nearest: "Mondtag" is a letter from Montag, two from Sonntag.
  const near = names.map((name) => ({ name, distance: editDistance(said, name) })).filter(({ name, distance }) => distance <= Math.max(2, Math.floor(name.length / 3)));
  const least = Math.min(...near.map(({ distance }) => distance));
  const nearest = near.filter(({ distance }) => distance === least);
  if (nearest.length === 1) return nearest[0]!.name;
  return (said.endsWith('morgen') && said !== 'morgen') || said.startsWith('übermorgen') ? 'übermorgen' : null;
}

/**
 * The text with a day that speech recognition misheard after "bis", "am", "spätestens" or "ab"
 * written as that day ("bis mit noch" → "bis mittwoch", "bis Montagheim" → "bis montag", "bis
 * Supermorgen" → "bis übermorgen"), a spelled day misheard before its month ("zum Zenten
 * Februar" → "zum zehnten Februar"), "nechter Woche", "Ende der Wacher" and "Ende der Vochern", "Ender Juli", "bis in der Januar" (bis Ende Januar), "bist noch ein Tag"
 * (bis Donnerstag), "bis den Stock" (bis Dienstag), "bis mit Wochenächster Woche" or "bis mit vor nächster Woche" (bis Mittwoch nächster Woche), "nächster
 * Vorgen" (nächster Woche), "bis mit Wachbescheid" (bis Mittwoch Bescheid), "zum 5 Zenten" or "zum 5 Centen" (zum Fünfzehnten), "am 2. 20. März" (zweiundzwanzigsten) and "Kaffee 14" or "Kameh 15" (KW 14, KW 15).
 * A guess: a due date resolved from it is one the user confirms.
 */
/** A word that may be "nächster" as heard ("nechter", "nächter"). */
const heardAsNext = (word: string) => editDistance(word.toLowerCase(), 'nächster') <= 2;

function withHeardDays(text: string): string {
  return text
    .replace(DAY_AFTER_TOMORROW_SPLIT, 'übermorgen')
    .replace(DAY_RUN_INTO_NEXT, (all: string, day: string, heard: string) => (heardAsNext(heard) ? `${day} nächster` : all))
    .replace(AFTER_DEADLINE_WORD, (all: string, word: string, space: string, first: string, second: string | undefined) => {
      const alone = heardDay(first);
      if (alone) return `${word}${space || ' '}${alone}${second === undefined ? '' : ` ${second}`}`;
      const joined = second === undefined ? null : heardDay(first + second);
      return joined ? `${word}${space || ' '}${joined}` : all;
    })
    .replace(ORDINAL_BEFORE_MONTH, (all: string, heard: string) => {
      const ordinal = heardOrdinal(heard);
      return ordinal ? all.replace(heard, ordinal) : all;
    })
    .replace(NEXT_BEFORE_WEEK, (all: string, heard: string) => (heardAsNext(heard) ? 'nächster' : all))
    .replace(CALENDAR_WEEK_AS_HEARD, 'kw ')
    .replace(CALENDAR_WEEK_IN_WORDS_AS_HEARD, weekInWordsAsHeard)
    .replace(THURSDAY_AS_HEARD, 'bis donnerstag')
    .replace(TUESDAY_AS_HEARD, 'bis dienstag')
    .replace(THURSDAY_AS_PARLIAMENT, '$1 donnerstag')
    .replace(MIDWEEK_AS_HEARD, '$1 mittwoch nächster woche')
    .replace(MIDWEEK_RUN_ON, (all: string, word: string, next: string) => (heardAsNext(next) ? `${word} mittwoch nächster woche` : all))
    .replace(MIDWEEK_CUT, '$1 mittwoch')
    .replace(MIDWEEK_BEFORE_ARTICLE, '$1 mittwoch')
    .replace(NEXT_WEEK_MIDWEEK_AS_HEARD, '$1mittwoch')
    .replace(WEEK_AFTER_NEXT, '$1woche')
    .replace(WEEK_CUT_AFTER_NEXT, '$1 woche')
    .replace(WEEK_RUN_ON_AFTER_NEXT, '$1')
    .replace(WEEK_AFTER_END, (all: string, end: string, heard: string) => (['woche', 'wochen'].some((week) => editDistance(heard.toLowerCase(), week) <= 2) || /^woche\p{L}/iu.test(heard) ? `${end}woche` : all))
    .replace(MONTH_AFTER_END, (all: string, end: string, heard: string) => (editDistance(heard.toLowerCase(), 'monats') <= 2 ? `${end}monats` : all))
    .replace(END_AS_HEARD, 'ende')
    .replace(END_AS_IN_THE, '$1ende')
    .replace(TEEN_HEARD_APART, (all: string, ones: string, heard: string) => {
      // Its "z" is also written with the letter of its sound ("5 Centen").
      const tens = heard.toLowerCase().replace(/^c/u, 'z');
      return tens === 'zehnten' || heardOrdinal(tens) === 'zehnten' ? `zum ${(TEEN_ONES[ones.toLowerCase()] ?? Number(ones)) + 10}.` : all;
    })
    .replace(ONES_THEN_TENS, (_all: string, ones: string) => `${20 + Number(ones)}.`);
}

/** "am zweiundzwanzigsten" heard as its two numbers, in the order said: "am 2. 20. März", "bis zum 7.20." (siebenundzwanzigsten). */
const ONES_THEN_TENS = /(?<![\d.])([1-9])\.\s?20\.(?!\d)/gu;

/** A word after a day's number, where its month stands ("bis zum 30. Uni"). */
const AFTER_DAY_NUMBER = /(?<![\p{L}\d])(\d{1,2}\.\s+)(\p{L}{3,12})(?![\p{L}])/gu;

/**
 * The month a word after a day's number was heard for: one letter lost from a short name ("Uni"
 * for Juni, not "Mal" for Mai), a third of a long one's letters off ("Nipptember"); only where
 * one month is that near.
 */
function heardMonth(word: string): string | null {
  const said = word.toLowerCase();
  if (said in MONTHS) return null;
  return onlyNear(MONTHS, (name) => (said.length <= 4 ? name.length === said.length + 1 && editDistance(said, name) === 1 : editDistance(said, name) <= Math.floor(name.length / 3)));
}

/** The text with a month misheard after a day's number written as that month. A guess, as withHeardDays. */
function withHeardMonths(text: string): string {
  return text.replace(AFTER_DAY_NUMBER, (all: string, day: string, word: string) => {
    const month = heardMonth(word);
    return month ? `${day}${month}` : all;
  });
}

/** "übermorgen" written as two words ("Ein Muster davon bringe ich über morgen mit."): no deadline says "about tomorrow". */
const DAY_AFTER_TOMORROW_SPLIT = /(?<![\p{L}])über\s+morgen(?![\p{L}])/giu;

/** "Ende" heard with a letter more before what it ends ("bis Ender Juli", "Enden nächster Woche"). */
const END_AS_HEARD = new RegExp(`(?<![\\p{L}])ende[rn](?=\\s+(?:${Object.keys(MONTHS).join('|')}|der\\s+woche|nächster\\s+woche|des\\s+monats)(?![\\p{L}]))`, 'giu');

/** "bis Ende Januar" heard "bis in der Januar" (three times in the evaluation's transcripts, also "bis in der März"): the end of that month. */
const END_AS_IN_THE = new RegExp(`(?<![\\p{L}])(bis\\s+)in\\s+de[rn](?=\\s+(?:${Object.keys(MONTHS).join('|')})(?![\\p{L}]))`, 'giu');

/** A word after "Ende der" that may be "Woche" misheard ("bis Ende der Wacher", "bis Ende der Vochern"), or run into what follows ("bis Ende der Wochenart"). */
const WEEK_AFTER_END = /(?<![\p{L}])(ende\s+der\s+)(\p{L}{4,9})(?![\p{L}])/giu;

/** A word after "Ende des" that may be "Monats" misheard ("bis Ende des Mordats"), its "Ende" heard "Ender" too. */
const MONTH_AFTER_END = /(?<![\p{L}])(ende[rn]?\s+des\s+)(\p{L}{4,8})(?![\p{L}])/giu;

/** The ones of a teen as heard apart from its "zehnten": the digit, or the word ("vier Centen"). */
const TEEN_ONES: Readonly<Record<string, number>> = { drei: 3, vier: 4, fünf: 5, sech: 6, sechs: 6, sieb: 7, sieben: 7, acht: 8, neun: 9 };
/** "zum Fünfzehnten" heard as a digit and the rest ("bis zum 5 Zenten"), or as two words ("bis zum vier Centen"): the teens are spelled that way. */
const TEEN_HEARD_APART = new RegExp(String.raw`(?<![\p{L}])zum\s+([3-9]|${Object.keys(TEEN_ONES).join('|')})\s+(\p{L}{6,8})(?![\p{L}])`, 'giu');

/** "bis Ende nächster Woche nach" heard "… Nächster Wochenar": the week, whatever ran into it. */
const WEEK_RUN_ON_AFTER_NEXT = /(?<![\p{L}])(ende\s+nächste[nr]?\s+woche)\p{L}+/giu;
/** "bis Ende nächster" with its "Woche" not heard, at the end of what was said ("… die Leuchtenlisten bis Ende Nächster."): only a week is so said. */
const WEEK_CUT_AFTER_NEXT = /(?<![\p{L}])(bis\s+ende\s+nächster)(?=\s*[.!]?\s*$)/giu;
/** A word before "Woche" that may be "nächste(r/n)" misheard ("bis Ende nechter Woche"). */
const NEXT_BEFORE_WEEK = /(?<![\p{L}])(n\p{L}{4,7})(?=\s+woche(?![\p{L}]))/giu;
/** A weekday and the "nächster" after it heard as one word before "Woche" ("bis Freitagnächter Woche"). */
const DAY_RUN_INTO_NEXT = /(?<![\p{L}])(montag|dienstag|mittwoch|donnerstag|freitag)(n\p{L}{4,7})(?=\s+woche(?![\p{L}]))/giu;
/** "bis Donnerstag" as Whisper hears it, across meetings and voices: "bist noch ein Tag", "bis noch einen Tag", "bis noch ein Stack", "bist noch ein Stark", "bis zu einer Stag", "bist doch das Tag", "bis dann als Tag", "bis dann stark" (not "bis zu einem Tag"). */
export const THURSDAY_AS_HEARD = /(?<![\p{L}])bist?\s+(?:noch\s+ein(?:en)?\s+(?:tag|stack|stark)|zu\s+einer?\s+stag|doch\s+das\s+tag|dann\s+(?:als\s+tag|stark))(?![\p{L}])/giu;
/**
 * "bis Dienstag" heard "bis den Tag", "bis den Stock", "bis den Stack" or "bis die Nstag" (six meetings, five voices): its "Dienst"
 * an article to speech recognition; no one says "bis den Tag" otherwise.
 */
const TUESDAY_AS_HEARD = /(?<![\p{L}])bis\s+(?:den|die)\s+(?:tag|stock|stack|n?stag)(?![\p{L}])/giu;
/** Where a calendar week is said: after a preposition or article. */
const BEFORE_WEEK = String.raw`(?<=(?<![\p{L}])(?:in|an|bis|ab|zur|der|den)\s+)`;
/**
 * "in KW 14" heard "an den Kaffee 14" or "in Kameh 15", "in KW 21" as "in KM-1 und 20", "in KW 23" as "in Ka-W3 und 20": no one drinks coffee by its number in minutes (after a
 * preposition or article: not "nach dem Kaffee 2 Leute"), nor goes "in" kilometres before their number.
 */
export const CALENDAR_WEEK_AS_HEARD = new RegExp(String.raw`${BEFORE_WEEK}(?:kaffee|kameh|km-?|ka-?w)(?=\s*\d{1,2}(?!\d))`, 'giu');
/**
 * A calendar week's number said in words and heard apart or joined to the week ("in Klavee ein und zwanzig" for "in KW
 * einundzwanzig", "in Karmeh-Acht und 30" for "KW achtunddreißig"): "KW", or a word heard for it after a preposition or
 * article, then the number's words.
 */
const CALENDAR_WEEK_IN_WORDS_AS_HEARD = new RegExp(String.raw`${BEFORE_WEEK}(?:kw|kaffee|kameh|karmeh|klavee)[-\s]+(\p{L}+)(?:[-\s]+und[-\s]+(\p{L}+|\d+))?(?![\p{L}\d])`, 'giu');
function weekInWordsAsHeard(all: string, first: string, tens: string | undefined): string {
  const joined = WEEK_NUMBERS[`${first}${tens === undefined ? '' : `und${tens}`}`.toLowerCase()];
  if (joined !== undefined) return `kw ${joined}`;
  // "Acht und 30": the tens in digits, which the week pattern adds ("KW 8 und 30").
  const ones = WEEK_NUMBERS[first.toLowerCase()];
  return ones !== undefined && ones < 10 && (tens === undefined || /^[2-5]0$/u.test(tens)) ? `kw ${ones}${tens === undefined ? '' : ` und ${tens}`}` : all;
}
/** "bis Donnerstag" heard "bis zum Bundestag", "am Donnerstag" heard "am Bundestag" (in two voices): no deadline is set by parliament. */
const THURSDAY_AS_PARLIAMENT = /(?<![\p{L}])(bis|am)(?:\s+zum)?\s+bundestag(?![\p{L}])/giu;
/** "bis Mittwoch nächster Woche" as Whisper hears it: "bis mit Wochenächster Woche", "bis mit Wochen echter Woche", "bis mit Wochenrechter Woche", "bis mit Wochnächster, Woch". */
const MIDWEEK_AS_HEARD = /(?<![\p{L}])(bis|spätestens|am)\s+mit\s*woche?n?\s*\p{L}{2,8},?\s+woche?(?![\p{L}])/giu;
/**
 * "bis Mittwoch (or Mitte) nächster Woche", the day cut short and run on: "bis mit vor nächster Woche", "bis mitmachnechter
 * Woche". Both days mean that week's Wednesday.
 */
const MIDWEEK_RUN_ON = /(?<![\p{L}])(bis|spätestens|am)\s+mit\p{L}{0,5}?\s*(?:\p{L}{2,4}\s+)?(n\p{L}{4,7})\s+woche(?![\p{L}])/giu;
/** "nächste Woche Mittwoch" heard "nächste Woche mit Woche": no one says that otherwise. */
const NEXT_WEEK_MIDWEEK_AS_HEARD = /(?<![\p{L}])(nächste[nr]?\s+woche,?\s+)mit\s*woche(?![\p{L}])/giu;
/** "bis Mittwoch" cut after its first syllable and its second heard as another word: "bis mit Wachbescheid" (bis Mittwoch Bescheid), "bis mit Woch". */
const MIDWEEK_CUT = /(?<![\p{L}])(bis|spätestens|am)\s+mit\s+w[ao]ch\p{L}*/giu;
/**
 * "bis Mittwoch eine Kostenschätzung" heard "bis mit einer Kostenschätzung", "bis Mittwoch den Bauzeitenplan" heard "bis mit dem …": "bis mit" before
 * an article says nothing else ("spätestens mit dem Baubeginn" does).
 */
const MIDWEEK_BEFORE_ARTICLE = /(?<![\p{L}])((?:bis|spätestens)(?=\s+mit\s+ein(?:e[mnrs]?)?\s)|bis(?=\s+mit\s+(?:de[mnrs]|die|das)\s))\s+mit/giu;
/** "nächste Woche" with its "Woche" heard as "vorhin", "Vorgen", "fordern", "Folgen" (all eight such in the evaluation's transcripts); not "die nächste Vorgabe". */
const WEEK_AFTER_NEXT = /(?<![\p{L}])(nächste[nrs]?\s+)[vf]o[rl]\p{L}{3,4}(?<!e)(?![\p{L}])/giu;

/** A word after "zum" or "am" and before a month's name: where a spelled day stands ("bis zum Zenten Februar"). */
const ORDINAL_BEFORE_MONTH = new RegExp(`(?<![\\p{L}])(?:zum|am|den)\\s+(\\p{L}{5,})(?=\\s+(?:${Object.keys(MONTHS).join('|')})(?![\\p{L}]))`, 'giu');

/** "ersten" before a month as Whisper hears it: "bis zum ehesten März", "am ehesten Juli" (two voices; two letters off). */
const ORDINALS_AS_HEARD: Readonly<Record<string, string>> = { ehesten: 'ersten' };

/** The spelled day a heard word is one letter from ("Zenten" for "zehnten"), if it is near just one day. */
function heardOrdinal(word: string): string | null {
  const said = word.toLowerCase();
  if (ORDINALS_AS_HEARD[said]) return ORDINALS_AS_HEARD[said];
  return said in SPELLED_DAYS ? null : onlyNear(SPELLED_DAYS, (spelled) => spelled.length >= 5 && editDistance(said, spelled) <= 1);
}

/** The name in `names` that `isNear` holds for, where all such names mean one thing ("fünfte", "fünften"); else null. */
function onlyNear(names: Readonly<Record<string, number>>, isNear: (name: string) => boolean): string | null {
  const near = Object.keys(names).filter(isNear);
  return new Set(near.map((name) => names[name])).size === 1 ? near[0]! : null;
}

const MONTH = `(${Object.keys(MONTHS).join('|')})`;
const DAY_OF_MONTH = `(\\d{1,2}|${Object.keys(SPELLED_DAYS)
  .sort((a, b) => b.length - a.length)
  .join('|')})`;
const WEEKDAY = `(${Object.keys(WEEKDAYS).join('|')})`;
/** "Fünfzehnten", "15.": a day of the month said without its month, as ordinals are after "zum". */
const ORDINAL_DAY = `(\\d{1,2}\\.|${Object.keys(SPELLED_DAYS)
  .filter((word) => word.endsWith('ten'))
  .sort((a, b) => b.length - a.length)
  .join('|')})`;
/** What an ordinal after "zum" counts when it is no day: "zum dritten Mal", "zum zweiten Bauabschnitt". */
const NOT_A_DAY_AFTER = '(?:mal|male|stock|geschoss|obergeschoss|untergeschoss|bauabschnitt|abschnitt|haus|punkt|termin|tag|teil|quartal)';
const COUNT = `(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})`;
const YEAR = `(?:\\s+(\\d{4}))?`;

/** A day of the calendar, without time zones: the protocol's dates are local calendar days. */
interface Day {
  year: number;
  month: number;
  day: number;
}

type Resolver = (match: RegExpExecArray, meeting: Day) => Day | null;

/** "morgen" as tomorrow: not the greeting "Guten Morgen", nor a morning ("am Morgen", "jeden Morgen", "einen Morgen"). */
export const TOMORROW = String.raw`(?<!(?:guten|im|am|jeden|einen)\s+)morgen`;

/** A case-insensitive pattern whose word boundaries know umlauts (JavaScript's \b does not: "übermorgen"). */
function words(source: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\d])${source}(?![\\p{L}\\d])`, 'giu');
}

/** Each expression with how it resolves; the one that starts first in the text wins. */
const PATTERNS: { pattern: RegExp; resolve: Resolver }[] = [
  {
    // 2026-11-28
    pattern: words('(\\d{4})-(\\d{2})-(\\d{2})'),
    resolve: (m) => validDay(Number(m[1]), Number(m[2]), Number(m[3])),
  },
  {
    // 28.11.2026, 28.11.26, 28.11.
    pattern: /(?<!\d)(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})?(?!\d)/g,
    resolve: (m, meeting) => (m[3] ? validDay(fullYear(m[3]), Number(m[2]), Number(m[1])) : nextOccurrence(meeting, Number(m[2]), () => Number(m[1]))),
  },
  {
    // (Freitag, den) 28. November (2026), achtundzwanzigsten November; speech recognition sometimes drops the ordinal's dot.
    pattern: words(`(?:${WEEKDAY},?\\s+(?:den\\s+)?)?${DAY_OF_MONTH}\\.?\\s+${MONTH}${YEAR}`),
    resolve: (m, meeting) => {
      const month = monthNumber(m[3]);
      const day = SPELLED_DAYS[m[2]!.toLowerCase()] ?? Number(m[2]);
      return m[4] ? validDay(Number(m[4]), month, day) : nextOccurrence(meeting, month, () => day);
    },
  },
  {
    // Ende Januar, Mitte Februar (2027)
    pattern: words(`(ende|mitte)\\s+${MONTH}${YEAR}`),
    resolve: (m, meeting) => {
      const month = monthNumber(m[2]);
      const dayIn = (year: number) => (m[1]!.toLowerCase() === 'ende' ? daysInMonth(year, month) : 15);
      return m[3] ? validDay(Number(m[3]), month, dayIn(Number(m[3]))) : nextOccurrence(meeting, month, dayIn);
    },
  },
  {
    // Ende des Monats, Monatsende
    pattern: words('(?:ende\\s+(?:des|dieses)\\s+monats|monatsende)'),
    resolve: (_m, meeting) => validDay(meeting.year, meeting.month, daysInMonth(meeting.year, meeting.month)),
  },
  {
    // Ende des Jahres, Jahresende, Silvester: the year's last day.
    pattern: words('(?:ende\\s+(?:des|dieses)\\s+jahres|jahresende|silvester)'),
    resolve: (_m, meeting) => validDay(meeting.year, 12, 31),
  },
  {
    // (bis) Weihnachten: Christmas Eve, when work on site stops for the holidays.
    pattern: words('weihnachten'),
    resolve: (_m, meeting) => nextOccurrence(meeting, 12, () => 24),
  },
  {
    // bis zum Fünfzehnten, zum 15.: that day of the meeting's month, or of the next once it has passed.
    pattern: words(`zum\\s+${ORDINAL_DAY}(?!\\s*(?:${MONTH}|\\d))(?!\\s+${NOT_A_DAY_AFTER}(?![\\p{L}]))`),
    resolve: (m, meeting) => {
      const day = SPELLED_DAYS[m[1]!.toLowerCase()] ?? Number(m[1]!.replace('.', ''));
      // A day this month does not have ("zum 31." in November) is no date anyone meant.
      const thisMonth = validDay(meeting.year, meeting.month, day);
      if (!thisMonth || compare(thisMonth, meeting) >= 0) return thisMonth;
      const next = addMonths({ ...meeting, day: 1 }, 1);
      return validDay(next.year, next.month, day);
    },
  },
  {
    // Ende (der) Woche / dieser Woche, (in) dieser Woche: this week's Friday; (Ende der) nächste(n) Woche: next week's;
    // Mitte der (nächsten) Woche: that week's Wednesday.
    // Not "nächste Woche Dienstag": that day of it (below).
    pattern: words(`(?:(ende|mitte)\\s+(?:(?:der|dieser)\\s+)?woche|(?:in\\s+)?diese[rn]?\\s+woche|(?:(ende|mitte)\\s+(?:der\\s+)?)?(nächste[nr]?\\s+woche)(?!,?\\s+${WEEKDAY}))`),
    resolve: (m, meeting) => addDays(fridayOfWeek(meeting), (m[3] ? 7 : 0) - ((m[1] ?? m[2])?.toLowerCase() === 'mitte' ? 2 : 0)),
  },
  {
    // KW 48, Kalenderwoche 48, KW sechs (also written "KW-40", not "KW-3-10": a number heard in pieces): the Friday of that ISO week, the usual deadline within a week; "KW 3 und 20" is 23, its
    // number heard in the order said (dreiundzwanzig).
    // Not "KW neun und firzig" nor "KM1 und Smanzi" (einundzwanzig): a number whose tens are said on in words, heard past reading, is another week.
    pattern: words(`(?:kw|kalenderwoche)[\\s-]*(\\d{1,2}|${Object.keys(WEEK_NUMBERS).join('|')})(?!-\\d)(?!\\s+und\\s+\\p{L}*(?:zig|ßig|sig|zi|ßi)(?![\\p{L}]))(?:\\s+und\\s+([2-5]0))?`),
    resolve: (m, meeting) => {
      const number = WEEK_NUMBERS[m[1]!.toLowerCase()] ?? Number(m[1]);
      const week = number + (m[2] && number < 10 ? Number(m[2]) : 0);
      if (week < 1 || week > 53) return null;
      const year = thursdayOf(meeting).year;
      const thisYear = fridayOfIsoWeek(year, week);
      return compare(thisYear, meeting) >= 0 ? thisYear : fridayOfIsoWeek(year + 1, week);
    },
  },
  {
    // in zwei Wochen, in 3 Tagen, in einem Monat
    pattern: words(`in\\s+${COUNT}\\s+(tage?n?|wochen?|monate?n?)`),
    resolve: (m, meeting) => {
      const count = /^\d+$/.test(m[1]!) ? Number(m[1]) : NUMBER_WORDS[m[1]!.toLowerCase()]!;
      const unit = m[2]!.toLowerCase();
      if (unit.startsWith('tag')) return addDays(meeting, count);
      if (unit.startsWith('woche')) return addDays(meeting, 7 * count);
      return addMonths(meeting, count);
    },
  },
  {
    pattern: words(`(heute|übermorgen|${TOMORROW})`),
    resolve: (m, meeting) => addDays(meeting, { heute: 0, morgen: 1, übermorgen: 2 }[m[1]!.toLowerCase() as 'heute' | 'morgen' | 'übermorgen']),
  },
  {
    // (bis) Freitag, nächsten Freitag: the next such day after the meeting; übernächsten (also
    // heard without its s, "übernächten"): a week later; "Mittwoch nächster Woche", "nächste Woche
    // Dienstag": that day of the coming calendar week (Monday to Sunday). Not when an explicit date follows ("Freitag,
    // den 28. November"; not a number run into a word: "bis Montag, 18stechnung" for "… Ihre Nachtragsrechnung"): the date decides; but "bis Freitag 30." ending the sentence is "bis Freitag fertig" as heard
    // (twice in two voices; "ist 30" for "ist fertig" often); nor after "die" ("Für die Montag …" is "die Montage" heard short).
    pattern: words(
      `(?<!(?<![\\p{L}])die\\s+)((?:nächste[nr]?|kommende[nr]?)\\s+woche,?\\s+)?(übernächs?te[nr]?\\s+)?(?:nächste[nr]?\\s+|kommende[nr]?\\s+)?${WEEKDAY}(?:(?=\\s+30\\.?$)|(?!,?\\s+(?:den\\s+)?\\d(?!\\d*\\p{L})))(\\s+(?:nächster|kommender)\\s+woche)?`,
    ),
    resolve: (m, meeting) => {
      const target = WEEKDAYS[m[3]!.toLowerCase()]!;
      if (m[1] || m[4]) return addDays(meeting, 7 - mondayBased(weekday(meeting)) + mondayBased(target));
      const ahead = (target - weekday(meeting) + 7) % 7 || 7;
      return addDays(meeting, ahead + (m[2] ? 7 : 0));
    },
  },
];

/** Words that make a date a deadline: "bis (zum) 5. Dezember", "spätestens Freitag". */
/** A due date and whether it was said as such or only guessed from a day as misheard. */
export interface HeardDueDate {
  /** YYYY-MM-DD */
  date: string;
  said: boolean;
}

/**
 * The due date in a sentence as speech recognition wrote it: the date said (resolveGermanDueDate)
 * where reading its misheard days and months (withHeardMonths, withHeardDays) does not change it,
 * else the date so read, which the user confirms ("bis mit moch nächster Woche" as said is the end
 * of next week, and wrong). Null when neither.
 */
export function heardDueDate(text: string, meetingDate: string): HeardDueDate | null {
  // "zum 15. Nipptember" would resolve as the 15th of the meeting's month: said, and wrong.
  const monthsHeard = withHeardMonths(text);
  const said = monthsHeard === text ? resolveGermanDueDate(text, meetingDate) : null;
  const guessed = resolveGermanDueDate(withHeardDays(monthsHeard), meetingDate);
  if (guessed !== null && guessed !== said) return { date: guessed, said: false };
  // "bis zum 5. Oktober" heard on the 9th of October (for "fünfzehnten") is next year's: more likely misheard than meant.
  return said === null ? null : { date: said, said: daysBetween(meetingDate, said) <= MAX_SURE_DAYS_AHEAD };
}

/** A due date further ahead than this is checked by the user: a day just past, heard for one to come, lands almost a year later. */
const MAX_SURE_DAYS_AHEAD = 300;
const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

const DEADLINE_BEFORE = /(?<!\p{L})(?:bis|spätestens)(?:\s+(?:zum|zur|spätestens|am))?\s+$/iu;
/** A period up to the date that ends it: "vom zwölften bis …", "vom 12. Februar bis zum …" (not "die Reste vom Dach bis Freitag"). */
export const PERIOD_UNTIL = String.raw`vom\s+(?:\d{1,2}\.?|\p{L}+ten|montag|dienstag|mittwoch|donnerstag|freitag|samstag)(?:\s+\p{L}+)?\s+bis\s+(?:zum\s+)?`;
/** "ab Montag", "ab dem 20. November": when something begins; the end of a period. No date it is due by. */
const FROM_BEFORE = new RegExp(String.raw`(?<!\p{L})(?:ab\s+(?:dem\s+|der\s+)?|${PERIOD_UNTIL})$`, 'iu');
/** "seit Montag", "seit dem 3. Januar", "letzten Freitag": a day gone by, no date anything is due by. */
const PAST_BEFORE = /(?<!\p{L})(?:seit(?:\s+(?:dem|der))?|(?:letzte[nr]?|vergangene[nr]?|vorige[nr]?))\s+$/iu;

/**
 * The due date said in `text`, as YYYY-MM-DD, relative to `meetingDate` (YYYY-MM-DD): the first
 * date that follows "bis" or "spätestens", else the first date at all ("wie heute besprochen,
 * bis Freitag" is due Friday), never one after "ab" ("die Heizung läuft ab Montag"), one gone by ("seit Montag", "letzten Freitag") or ending a period ("vom zwölften bis sechzehnten Februar"). A day and month without a year mean their next occurrence on or
 * after the meeting day, so "Ende Januar" said in November is January of the following year.
 * Null when the text names no date or an impossible one (31. Februar).
 */
export function resolveGermanDueDate(text: string, meetingDate: string): string | null {
  const meeting = parseIsoDay(meetingDate);
  const found = PATTERNS.flatMap(({ pattern, resolve }) =>
    [...text.matchAll(pattern)].flatMap((match) => {
      const before = text.slice(Math.max(0, match.index - 30), match.index);
      return FROM_BEFORE.test(before) || PAST_BEFORE.test(before) ? [] : [{ index: match.index, deadline: DEADLINE_BEFORE.test(before), day: resolve(match, meeting) }];
    }),
  );
  found.sort((a, b) => Number(b.deadline) - Number(a.deadline) || a.index - b.index);
  const chosen = found[0];
  return chosen?.day ? formatDay(chosen.day) : null;
}

function parseIsoDay(value: string): Day {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const day = match ? validDay(Number(match[1]), Number(match[2]), Number(match[3])) : null;
  if (!day) throw new Error(`meeting date must be YYYY-MM-DD, got "${value}"`);
  return day;
}

function monthNumber(name: string | undefined): number {
  return MONTHS[name!.toLowerCase()]!;
}

/** Two-digit years are this century. */
function fullYear(year: string): number {
  return year.length === 2 ? 2000 + Number(year) : Number(year);
}

/** The day in `month` on or after the meeting day: this year's, else next year's. */
function nextOccurrence(meeting: Day, month: number, dayIn: (year: number) => number): Day | null {
  const sameYear = validDay(meeting.year, month, dayIn(meeting.year));
  if (sameYear && compare(sameYear, meeting) >= 0) return sameYear;
  return validDay(meeting.year + 1, month, dayIn(meeting.year + 1));
}

function validDay(year: number, month: number, day: number): Day | null {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function toUtc(day: Day): Date {
  return new Date(Date.UTC(day.year, day.month - 1, day.day));
}

function fromUtc(date: Date): Day {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

function addDays(day: Day, days: number): Day {
  const date = toUtc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}

/** Same day of month n months later, clamped to the month's end (31 January + 1 month = 28/29 February). */
function addMonths(day: Day, months: number): Day {
  const index = day.month - 1 + months;
  const year = day.year + Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(day.day, daysInMonth(year, month)) };
}

function weekday(day: Day): number {
  return toUtc(day).getUTCDay();
}

/** A weekday (0 Sunday … 6 Saturday) counted from Monday, as German calendar weeks are: Monday 0 … Sunday 6. */
const mondayBased = (day: number) => (day + 6) % 7;

/** The Friday of the meeting's Monday-to-Sunday week. */
function fridayOfWeek(day: Day): Day {
  return addDays(day, 4 - mondayBased(weekday(day)));
}

function thursdayOf(day: Day): Day {
  return addDays(day, 3 - mondayBased(weekday(day)));
}

/** ISO week 1 is the week with the year's first Thursday (the one containing 4 January). */
function fridayOfIsoWeek(year: number, week: number): Day {
  const january4 = { year, month: 1, day: 4 };
  const mondayOfWeek1 = addDays(january4, -mondayBased(weekday(january4)));
  return addDays(mondayOfWeek1, (week - 1) * 7 + 4);
}

function compare(a: Day, b: Day): number {
  return toUtc(a).getTime() - toUtc(b).getTime();
}

function formatDay(day: Day): string {
  return `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
}
