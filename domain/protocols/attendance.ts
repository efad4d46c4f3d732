// Who a meeting says was there: "Anwesend sind Frau Wagner, Herr Krüger und ich", "Es fehlt
// entschuldigt Herr Schulte", in the ways speech recognition writes it, for the minutes' header
// (meetingFacts.ts) and the number of voices to separate; a sentence that says it is no entry (sentenceRules.ts).
import { soundsLike } from './nameMatching';
import { capitalised, words } from './wordPatterns';

/**
 * How many a meeting says it is ("Wir sind heute zu viert."; "viert" also written as it sounds, "fiert"), the number's word as heard ("zu fährt"),
 * its "zu" too ("so fünft", "so fiert").
 */
const COUNT_WORDS: readonly (readonly [string, number])[] = [['zweit', 2], ['dritt', 3], ['viert', 4], ['fiert', 4], ['fünft', 5], ['sechst', 6]];
/**
 * "Es sind alle fünf da." (its "da" heard "Tage" or "star" at times, or run into the number: "alle Vierta", "alle Fünftar", "alle Fünften," or "alle Fünfter." ending the sentence, its "d" lost too: "alle Vierer."; not "alle fünften Klassen"), "Alle sechs sind da.": the number as said
 * ("fünf" also as one voice says it, heard "Fümpf" in two meetings).
 */
const ALL_COUNTED: readonly (readonly [string, number])[] = [['zwei', 2], ['drei', 3], ['vier', 4], ['fünf', 5], ['fümpf', 5], ['sechs', 6], ['sieben', 7], ['acht', 8]];
const ALL_NUMBER = ALL_COUNTED.map(([word]) => word).join('|');
/** The number a word of ALL_NUMBER says, in any case. */
const numberOf = (word: string) => ALL_COUNTED.find(([said]) => said === word.toLocaleLowerCase('de-DE'))![1];
/**
 * "Es sind alle sechs da." heard "Es sind alle Nexar" (its "sechs da" as one word, as "zu sechst" is heard "zunexte"), "… alle Mäcks da.",
 * "… alle Nickstar", "… alle nächster, wir fangen an", "Es mit alle Mixner", "Alemeck Star", "es lint alle Megstar", "es sind alle Megsta," (in seven voices, each a meeting of six): nothing else is said so.
 */
const ALL_SIX_HEARD = /(?<![\p{L}])(?:(?:sind|lint)\s+(?:heute\s+)?alle\s+(?:nexar?|m[äe]cks|megstar?|nickstar|nächster(?=\s*[,.!]|\s*$))|(?:es\s+mit|sind)\s+alle\s+mixner|ale\s?meck\s*star)(?![\p{L}])/iu;
/** "Es sind alle fünf da." heard "Es sind alle Fünster, Punktein, …", "heute sind alle Fühnstar.": no word but its "fünf da" sounds so. */
const ALL_FIVE_HEARD = /(?<![\p{L}])sind\s+(?:heute\s+)?alle\s+(?:fünster|fühnstar?)(?![\p{L}])/iu;
/** How many "alle … da" says, heard as one word past the forms of ALL_COUNT_SAID, and where it was said. */
function allHeard(sentence: string): { count: number; said: RegExpExecArray } | null {
  const six = ALL_SIX_HEARD.exec(sentence);
  if (six) return { count: 6, said: six };
  const five = ALL_FIVE_HEARD.exec(sentence);
  return five ? { count: 5, said: five } : null;
}
/** "Es sind alle 5 Arsens …" ("alle fünf da"): its number written as a digit, not a measure ("Die Fenster sind alle 5 cm zu kurz"). */
const ALL_COUNT_AS_DIGIT = /(?:^|(?<![\p{L}])es\s+)sind\s+(?:heute\s+)?alle\s+([2-8])(?![\d.,])(?!\s*(?:cm|mm|m|zentimeter|meter|%|prozent|stück|tage?|wochen?)(?![\p{L}]))/iu;

/** "Anwesend" as heard with a letter or two more or other ("Anwählend", "Anmehend", "Anwesant", "Anwesent"). */
const ANWESEND_LONGER = String.raw`an[wm][eä]\p{L}{0,2}(?:end|ent|ant)`;
/** "anwesend" closing a list, also heard in two words ("…, Frau Lütjens und Herr Plog, am Wählend."). */
const ANWESEND_CLOSING = String.raw`(?:anwesend|a[nm]\s?[wm][eä]\p{L}{0,3}end)`;

// "Heute sind Frau Hahn, Herr Demir und Frau Kraus dabei" (its verb misheard too: "heute nimmt Frau Seidel und …"), "Mit dabei sind …" (its verb misheard too:
// "mit dabei nicht Herr …"), "Mit am Tisch sitzen heute …", "Anwesend: …" (also heard "Anwählend, Lint Herried, Frau Frings …"), "Teilnehmer sind …",
// "Heute sind da: Frau Brandt vom Bauherrn, Herr …" (two named: "Da ist Frau Roth zuständig" is none), "Damai sind Frau Klenke und Herr Brammer." or, opening the sentence before a titled name, "Davor sind Herr Wulfsen und …" ("Dabei sind …")
// "Ich begrüße Frau Hahn, Herrn Demir …", "Heute dabei: …", "Es sind Frau Schubert als Bauherrin und Herr
// Braun vom Stahlbau da" (also after a greeting, its "anwesend" heard "am Wählend"), "Es sind alle da", "Bis auf Herrn Huß vom Dachdecker sind alle da" (its title lost too: "bis auf Hähnhus von Tachtiker"; not "bis auf zwei Fenster"), "Wir sind heute fünf Personen." and "Wir sind heute zu viert." say it too, also with
// its number misheard past knowing ("Wir sind heute zu bit." for "zu dritt", "Morgen, wir sind zu weit.", run into its "zu": "Morken, wir sind heute
// zufiert.": nothing else is said that way).
const ATTENDANCE = words(
  `(wir sind|sind wir) (heute )?(zu|so) (${COUNT_WORDS.map(([word]) => word).join('|')})[.!]?$|(^|(?<=, ))([wm]ir sind|sind [wm]ir) (heute )?zu ?frieden[.!]?$|^(\\p{L}+( \\p{L}+){0,2}, )?([wm]ir sind|sind [wm]ir) (heute )?zu ?\\p{L}+[.!]?$|` +
    `(^|es |wir |sonst |jetzt |, )sind (heute )?alle ((${ALL_NUMBER}) )?(da|hier|anwesend|vollzählig)|bis auf (herrn?|frau|die firma|(?!(die|der|das|den|ein|eine|einen|zwei|drei|vier|fünf|sechs|\\d+)(?![\\p{L}]))\\p{L}+)( \\p{L}+){0,3},? sind (heute )?alle (da|hier|anwesend)[.!]?$|(^|es |wir |, )sind (heute )?alle (${ALL_NUMBER})[dt]ar?(?![\\p{L}])|(^|(?<=, ))es sind alle (${ALL_NUMBER}) (tage?|s?tar)[.!]?$|alle (${ALL_NUMBER}) sind (heute )?(da|hier|anwesend)|` +
    `(wir sind|sind wir) (heute )?(${ALL_NUMBER}) (personen|leute|pe\\p{L}+)(?![\\p{L}])|` +
    '(wir sind|sind wir) (heute )?(vollzählig|voll ?s[eä]l(isch|ig)|vollständig(?=\\s*[,.!]|\\s*$))|anwe[sz]end (sind|ist|waren)|anwe[sz]end\\s*:|' +
    `${ANWESEND_LONGER}(,?\\s+|-)([\\p{L}-]+,?\\s+){0,2}(herrn?|frau)(?=[\\s-])|` +
    '(heute )?(mit )?dabei\\s*:|begrüße (heute )?((hier|ganz|sehr) )*(herzlich )?(herrn?|frau)|entschuldigt (sind|ist|fehlen|fehlt)|es (fehlen|fehlt) (heute )?(entschuldigt|herrn?|frau)|(mit )?(dabei|damai) (sind|ist)|^davor (sind|ist) (heute )?(herrn?|frau)|mit dabei \\p{L}+ (heute )?(herrn?|frau)|(sind|ist) (heute )?(herrn?|frau) .+ (mit )?dabei|heute \\p{L}+ (herrn?|frau) [^.?!]+ dabei[.!]?$|am tisch (sitzen|sitzt|sind)|teilnehm(er|erinnen|ende)( sind| waren|\\s*:)\\s+(heute\\s+)?(herrn?|frau)|((sind|ist) (heute )?(da|hier|vor ort)\\s*:?|da (sind|ist)( heute)?)\\s+(herrn?|frau)\\s[^.?!]*?(,|\\sund)\\s+(herrn?|frau)|(^|(?<=, ))es sind( heute)?\\s+(herrn?|frau)\\s[^.?!]*?(,|\\sund)\\s+(herrn?|frau)\\s[^.?!]*?,?\\s(da|hier|' + ANWESEND_CLOSING + ')(?![\\p{L}])',
);
/** One of those present: a titled name (its capital lost at times: "Herr graun", its title run into it: "Herrberger"), or the speaker. */
const PRESENT_NAME = String.raw`(?:(?:Herrn?|Frau)\s+(?!und(?![\p{L}]))\p{L}[\p{L}-]*|(?:Herrn?|Frau)(?!lich)\p{Ll}{3,}|ich)`;
/** Between the names: a comma, "und", or both. */
const BETWEEN_NAMES = String.raw`(?:,\s*(?:und\s+)?|\s+und\s+)`;
/** Between people listed with their companies also nothing, where speech recognition left out the comma before the next title. */
const BETWEEN_LISTED = String.raw`(?:${BETWEEN_NAMES}|\s+(?=(?:Herrn?|Frau)\s))`;
// The first agenda item run into the list, its full stop lost: after a list of titled people or
// companies as "Punkt …" ("…, Punkteins mit O-Bau.", "…, Punktinens Fenster."), after "… sind da" as
// "zuerst …" ("… sind da zuerst der Dachstuhl.") or "als erstes …" ("… sind … da, als erste Skibeckenköpfe").
const RUNS_INTO_FIRST_ITEM = String.raw`(?:,\s+Punkt[^.!?]*)?`;
const FIRST_ITEM_RUN_ON = String.raw`(?:,?\s+(?:zuerst|zunächst|erstens|als\s+erste\p{L}*)\s+[^.!?]*)?`;
/**
 * "Heute sind Frau Neumeier, Herr Franke und Frau Roth da.", also heard without its "da", or "… sind
 * heute" after words heard wrong ("Aber ich sind heute Frau Aksoy und Herr Mertens." for "Dabei sind
 * heute …"), also after a greeting ("Guten Tag, heute sind Herr Rapp und Frau Strobel da zuerst den Beton", the first item run on): nothing but the names of those present.
 */
const NAMES_PRESENT = new RegExp(
  String.raw`^(?:(?:[^,.!?]+,\s+)?(?:[Hh]eute|[Hh]ier|[Jj]etzt)\s+(?:sind|ist)\s+(?:heute\s+)?|(?:\p{L}+\s+){1,3}(?:sind|ist)\s+heute\s+)(${PRESENT_NAME}(?:${BETWEEN_NAMES}${PRESENT_NAME})*)(?:\s+(?:da|hier|anwesend|dabei|mit\s+dabei|vor\s+Ort)${FIRST_ITEM_RUN_ON})?[.!]?$`,
  'u',
);
/**
 * "Sint Frau Hahn, Herr Demir und Frau Kraus dabei." ("Heute sind …" misheard), "Guten Morgen, Frau
 * Neumann und Herr Schulze sind da." (heard "…, sind da..." too, and "… sind nah, als erster …"; "Herrberger und Herr Schulz sind da zuerst …", the next item run on): names of those present, then that they are.
 */
const LISTED_PRESENT = new RegExp(String.raw`(?<![\p{L}])(${PRESENT_NAME}(?:${BETWEEN_NAMES}${PRESENT_NAME})+)(?:\s+(?:mit\s+)?(?:dabei|anwesend)|,?\s+(?:sind|ist)\s+(?:heute\s+)?(?:auch\s+)?(?:da|nah|hier|anwesend|dabei|mit\s+dabei))${FIRST_ITEM_RUN_ON}[.!]*$`, 'u');
/** One of those present with where they come from: "Herr Kowalski von Kowalski Dachbau", "Frau Brandt vom Bauherrn", "Herr Albrecht für die Stadt", its title misheard at times ("Ferb Petersen von Petersen Bau"). */
const PRESENT_WITH_COMPANY = String.raw`(?:Herrn?|Frau|\p{Lu}\p{Ll}{1,4})\s+\p{Lu}[\p{L}-]+\s+(?:vom|von(?:\s+der)?|für(?:\s+die|\s+den)?)\s+[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+){0,2}`;
/**
 * "Anwähmen, Frau Lindner von Kita-Verein, Ferb Petersen von Petersen Bau und Fer Vogt von Vogt
 * Dachtechnik." (for "Anwesend: …"), "Guten Tag, wir beginnen, heute dabei: Herr Roth von Roth Stuckateure
 * und Frau Berger von der Stadt.", whatever was heard before it: a list of two or more people, each
 * with where they come from, at least one titled as heard, ends the sentence (or runs into the first agenda item,
 * "…, Punkteins mit O-Bau."); from its first person where the sentence begins with one. Nothing but an attendance list names people that way.
 */
const PRESENT_WITH_COMPANIES = new RegExp(
  String.raw`^(?:[^.!?]*?[,:]\s+)??((?=[^.!?]*(?<![\p{L}])(?:Herrn?|Frau)\s)${PRESENT_WITH_COMPANY}(?:${BETWEEN_LISTED}${PRESENT_WITH_COMPANY})+)${RUNS_INTO_FIRST_ITEM}[.!]?$`,
  'u',
);
/** A titled name, its title also run into the word before ("Güsefrau Krämer" for "begrüße Frau Krämer"). */
const TITLED_NAME = String.raw`(?:Herrn?|Frau|\p{Lu}\p{Ll}+(?:herrn?|frau))\s+\p{Lu}[\p{L}-]+`;
/** A titled name and, at times, where they come from ("Frau Meyer von der Gemeinde"). */
const TITLED_NAME_FROM = String.raw`${TITLED_NAME}(?:\s+(?:vom|von(?:\s+der)?|für(?:\s+die|\s+den)?)\s+[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+){0,2})?`;
/**
 * "Guten Morgen, Anregend wie los, Anmehend Minthoiter Herr Sommer, Frau Richter und Herr Kaplan." (for
 * "Anwesend sind heute …"), "…, Aber meine sind heute Frau Meyer von der Gemeinde, Herr Keller und Herr
 * Engel." (for "Dabei sind heute …"), "Yuur fixe Töta Mai sind Herr Land, Herr Zimmermann, Herr Weber und
 * Frau Busch" (for "Jour fixe. Heute dabei sind …"): three or more titled people, some with where they come
 * from, after a comma and at most two words heard wrong, or four before "sind", end the sentence; nothing but an
 * attendance list names so many that way. A dash speech recognition put before the sentence ("– Ich gebüsse Herrn Kuhn, …") is no word.
 */
const TITLED_PRESENT = new RegExp(String.raw`(?:^[^\p{L}]*|[,:]\s+)(?:(?:\p{L}+\s+){0,4}(?:sind|ist)\s+(?:heute\s+)?|(?:\p{L}+\s+){0,2})(${TITLED_NAME_FROM}(?:${BETWEEN_NAMES}${TITLED_NAME_FROM}){2,})${RUNS_INTO_FIRST_ITEM}[.!]?$`, 'u');
/**
 * "Hallo, wir sind Zubit, Frau Ludwig, Herr Kern und ich, Ärzte Stemma, …" (for "wir sind zu dritt, … Erstes Thema"), "…, Herr
 * Maier, Herr Engel, Frau Kraft und ich, mir fangen …", "Wir sind heute zu wird Frau Lauer, Herr Heinz und ich." (zu dritt): two or more
 * titled people and the speaker, after a comma or colon or how many they are, whatever was heard before and after, also after "anwesend
 * sind" heard "am Event mit" with "Herr" heard "der" ("…, am Event mit der Kette, der Möwenkamp, Frau Nordhoff und ich."); nothing but an
 * attendance list counts the speaker in that way.
 */
const WITH_THE_SPEAKER = new RegExp(
  String.raw`(?:^|[,:]\s+|(?:[Ww]ir\s+sind|sind\s+wir)\s+(?:heute\s+)?zu\s+\p{L}+\s+|am\s+[EeÄä]vent\s+mit\s+)((?:${TITLED_NAME}|der\s+\p{Lu}[\p{L}-]+)(?:,\s*(?:${TITLED_NAME}|der\s+\p{Lu}[\p{L}-]+))*,\s*${TITLED_NAME}\s+und\s+ich)(?![\p{L}])`,
  'u',
);
/**
 * "Im Moment mit Herr Lindner, Herr Richter, Frau Haas, Herr Pohl und Herr Otto Wir haben vier Punkte, …" (for "Anwesend sind …"):
 * four or more titled people in a row, whatever was heard before them, the next sentence run on without its full stop (or after a comma:
 * "Morgen, Istbebüse, Frau Poppen, Herrn Saathoff, Frau Tjarks und Herrn Ubben, Starten mit …")
 * (also its "Zuerst" heard "zu erster": "… und Herr Nagel zu erster Maschstuhl", and "…, als erstes die Bäder" as "…, als erster Stiehbeder"); nothing but an attendance list names so many that way.
 */
const MANY_TITLED = new RegExp(String.raw`(?:^|\s)(${TITLED_NAME}(?:${BETWEEN_NAMES}${TITLED_NAME}){3,})(?=,?\s+\p{Lu}|,?\s+(?:zu\s*erst|als\s+erste)|[.!,]?$)`, 'u');
/**
 * "zu dritt" heard "zu bit" (in two voices) or "zu weit" (in two more, its "dr" lost: closer to "zweit" by sound, but the meetings were of
 * three), "zu mit" (seven meetings of three, in three voices), "zu Bett" or "zudet", "zu viert" heard "zu viel", "zu sechst" heard "zu nächstes",
 * "zu nächsten" and run together, "zunexte" (in two voices), "Zusexte" or "Zulächste", "zur nächste" or "zulegte", "zunächst" ending the sentence ("wir sind heute zunächst eh."); "zu dritt" also "zu bitt", "zu wett", run
 * together with an "l" ("Zulbit", "Zulbeet"), and "zu bed", "zu bedanken", "zu bedämer" (three meetings of three, two in one voice): after "wir sind",
 * nothing else is said so.
 */
const COUNT_AS_HEARD: Readonly<Record<string, number>> = { nächst: 6, sexte: 6, bit: 3, bed: 3, bedanken: 3, bedämer: 3, bitt: 3, beet: 3, weit: 3, wett: 3, mit: 3, bett: 3, det: 3, viel: 4, nächstes: 6, nächsten: 6, nächste: 6, nexte: 6, lächste: 6, legte: 6 };
/**
 * "wir sind heute" also as heard three times in two voices: "mir Lint Päuter", "mir Lindhäuter", "mir Lint Hoyter"; "wir sind" as "mir sind",
 * "mir in", "mir will", "wie wird", "wie ihn", "wie's" ("Guten Morgen, wie's heute zu fährt." for "wir sind heute zu viert"), "wie sind" (only with the number as said or as heard below: "Mörin, wie sind heute zu viel?"; "Tag, wie sind heute zu wird?" may be dritt or viert); "heute sind wir" as "Poiter Lindner";
 * "wir sind (heute)" as "Milint", "Miehlinth, Hoiter", "Mimint Poiter", run together "Milinthäuter"; its number also run into the "zu" ("Wir sind zuviert", "wir sind heute zufiert", "wir sind Zubit"); "nur" before it;
 * "heute" also as "heuter," ("Wir sind heuter, so fünft").
 */
const COUNT_SAID =
  /(?<![\p{L}])(?:wir\s+sind|sind\s+wir|[mw]ir\s+lin[dt]\s*[hp]\p{L}+|[mw]ir\s+(?:sind|in|will)|wie\s+(?:wird|ihn)|wie's|(?<heardWie>wie)\s+sind|(?:heute|[hp]oiter)\s+lin[dt]\p{L}*|mi(?:e?h?l|m)int?h?,?(?:\s*[hp](?:o[iy]|äu)ter?t?,?)?)\s+(?:heuter?,?\s+)?(?:nur\s+)?(?:hier\s+)?(?<zu>zu|so|zur(?=\s+nächste(?![\p{L}])))(?:\s+|l?(?=(?:nexte|sexte|lächste|zweit|dritt|viert|fiert|fünft|sechst|bit|beet|det|legte)(?![\p{L}])|nächst(?:\s+(?:eh|äh))?[.!]?$))(?<number>\p{L}+|\d+(?:\.\d*)?)/iu;
/** "Wir sind heute fünf Personen." (heard "Wir sind heute Fümpf performen": of "Personen" its "pe"). */
const PEOPLE_COUNT_SAID = new RegExp(String.raw`(?<![\p{L}])(?:wir\s+sind|sind\s+wir)\s+(?:heute\s+)?(${ALL_NUMBER})\s+(?:personen|leute|pe\p{L}+)(?![\p{L}])`, 'iu');
/** "Wir sind heute zu fünft." written with its number ("zu 5.", "zu 5.1" with the next item's "eins" run on): two to nine, not "zu 80 %". */
const COUNT_AS_DIGIT = /^([2-9])(?:\.\d?)?$/;
/** "Es sind alle fünf da.", its "da" also run into the number ("alle Fünfter", "alle Fünfte,"). */
const ALL_COUNT_SAID = new RegExp(String.raw`(?<![\p{L}])(?:sind\s+(?:heute\s+)?alle\s+(${ALL_NUMBER})(?:\s+(?:da|hier|anwesend|(?:tage?|s?tar)(?=[.!]?$))|[dt]ar?|[dt]?e[nr](?=\s*[,.!]|\s*$)|[dt]e(?=\s*[,.!]|\s*$))|alle\s+(${ALL_NUMBER})\s+sind\s+(?:heute\s+)?(?:da|hier|anwesend))(?![\p{L}])`, 'iu');
/** "Wir sind vollzählig, fünf Personen." (heard "…, fünfe Morgen"; also "vollständig"): the number right after it, whatever was heard behind it. */
const FULL_COUNT_SAID = new RegExp(String.raw`(?<![\p{L}])(?:wir\s+sind|sind\s+wir)\s+(?:heute\s+)?(?:vollzählig|vollständig|komplett),?\s+(${ALL_NUMBER})e?(?![\p{L}])`, 'iu');
/** "Wir sind heute zu sechst. Punkt eins: …" heard "Wir sind heute Zulächsteigteins …": "zu sechst" as heard ("zu lächste"), run into what follows. */
const SIX_RUN_ON = /(?<![\p{L}])(?:wir\s+sind|sind\s+wir)\s+(?:heute\s+)?zu\s?lächste\p{L}+/iu;
export interface CountSaid {
  count: number;
  /** The number heard as said. */
  sure: boolean;
  /** Where the words that say it end ("Hallo, wir sind heute zu bit|, als erstes …"); null where they run into the next word ("Zulächsteigteins"). */
  end: number | null;
}
const endOf = (said: RegExpExecArray) => said.index + said[0].length;
/** How many the meeting says it is: "Wir sind heute zu viert." (also as heard), "Es sind alle fünf da."; `sure` where the number was heard as said. */
export function countSaid(sentence: string): CountSaid | null {
  const heardAsOneWord = allHeard(sentence);
  if (heardAsOneWord) return { count: heardAsOneWord.count, sure: true, end: endOf(heardAsOneWord.said) };
  if (SIX_RUN_ON.test(sentence)) return { count: 6, sure: true, end: null };
  const full = FULL_COUNT_SAID.exec(sentence) ?? PEOPLE_COUNT_SAID.exec(sentence);
  if (full) return { count: numberOf(full[1]!), sure: true, end: endOf(full) };
  const allAsDigit = ALL_COUNT_AS_DIGIT.exec(sentence);
  if (allAsDigit) return { count: Number(allAsDigit[1]), sure: true, end: endOf(allAsDigit) };
  const all = ALL_COUNT_SAID.exec(sentence);
  if (all) return { count: numberOf((all[1] ?? all[2])!), sure: true, end: endOf(all) };
  const counted = COUNT_SAID.exec(sentence);
  if (counted === null) return null;
  const end = endOf(counted);
  const heard = counted.groups!.number!.toLocaleLowerCase('de-DE');
  const digit = COUNT_AS_DIGIT.exec(heard);
  if (digit) return { count: Number(digit[1]), sure: true, end };
  const exact = COUNT_WORDS.find(([word]) => heard === word)?.[1];
  if (exact !== undefined) return { count: exact, sure: true, end };
  // "so" for "zu" only with the number as said: "Wir sind so weit." counts nobody; "wie sind" only with a number heard as the set heard it
  // ("Mörin, wie sind heute zu viel?"), not one only like a number ("Tag, wie sind heute zu wird?": dritt or viert).
  if (!['zu', 'zur'].includes(counted.groups!.zu!.toLowerCase())) return null;
  const alike = COUNT_AS_HEARD[heard] ?? (counted.groups!.heardWie === undefined ? COUNT_WORDS.find(([word]) => soundsLike(heard, word))?.[1] : undefined);
  return alike === undefined ? null : { count: alike, sure: false, end };
}
/** "Gutem Morden, Milint heute zu mit.": nothing but how many are there, however heard. */
const saysOnlyCount = (sentence: string) => {
  const end = countSaid(sentence)?.end ?? null;
  return end !== null && /^[\s.,!?]*$/u.test(sentence.slice(end));
};

/**
 * "Wir sind heute zu fünft." heard "Wir sind heute zufrieden." (seven meetings of five in the evaluation, in several voices, also "wie mit
 * heute zufrieden", "Mie mit heute zufrieden", "… heute zu finden"): at a meeting's opening, five, as said; no meeting opens by saying it
 * is content today. Mid-meeting ("Damit sind wir heute zufrieden.") it is what it says.
 */
const FIVE_HEARD_TODAY = /(?<![\p{L}])heute\s+zu\s?(?:frieden|finden)(?![\p{L}])/iu;
/** "Hallo, wie wind zu fünft, …" (for "wir sind zu fünft"), "Morgen, Wiebke Sindhäuter, Zu-Fünft." (written with a hyphen): the number said as it is after "zu", whatever was heard before it. */
const COUNT_WORD_AFTER_ZU = new RegExp(String.raw`(?<![\p{L}])zu[\s-]+(${COUNT_WORDS.map(([word]) => word).join('|')})(?![\p{L}])`, 'iu');
/**
 * How many a meeting's opening sentence says it is, heard as another word: "Wir sind heute zufrieden." for "zu fünft", or its "wir sind"
 * heard past knowing before the number; at a meeting's opening, nothing but the count is said "zu fünft".
 */
export const countHeardAtOpening = (sentence: string): number | null => {
  if (FIVE_HEARD_TODAY.test(sentence)) return 5;
  const word = COUNT_WORD_AFTER_ZU.exec(sentence)?.[1]?.toLocaleLowerCase('de-DE');
  return COUNT_WORDS.find(([counted]) => counted === word)?.[1] ?? null;
};
/**
 * "zufrieden" anywhere in the opening, also without its "heute" ("Hallo, zunamen, wir sind zufrieden, zum Tiefbau", once "zu dritt"): five,
 * unsure, and said so it also means content; the close call of the voices it decides (countHeardAtOpening above tells the count where "heute" goes before it).
 */
const FIVE_HEARD_UNSURE = /(?<![\p{L}])(?:heute|wir\s+sind|sind\s+wir)\s+zu\s?(?:frieden|finden)(?![\p{L}])/iu;
/** How many a meeting's opening may have said it was, too unsure to be told to the separation as a number. */
export const countMaybeSaid = (sentence: string): number | null => (FIVE_HEARD_UNSURE.test(sentence) ? 5 : null);

/** "Hallo, am Wählend sind Frau Schneider, Hartmann und Frau Graf.", "am Wesentlichen sind …", "Und morgen anwiegend sind …", "Der Tag Anmehend sind …" (after "Guten Tag" heard in two words), "Anmehent-Zint-Frau …" (run together), "Anweben sind Frauwöger, …" (its title run into the name): "anwesend sind" as heard, before a titled name. */
const ANWESEND_HEARD = /(?:^|,\s*|^\p{L}+\s+\p{L}+\s+)a[nm]\s?[wm][eäi]\p{L}*(?:\s+(?:sind|ist)\s+|-[sz]int-)(?:heute\s+)?((?:herrn?|frau)(?:\s|(?=\p{Ll}{3,})).+?)[.!]?$/iu;
/** Who is present or excused, said in any of the ways above, or as a list framed as those present (countListed, below). */
export const isAttendance = (sentence: string) => {
  // Cut by the next voice after a comma ("… und Frau Hollesen da,"), it ends as it would with its full stop.
  const text = sentence.trim().replace(/,$/u, '.');
  return ATTENDANCE.test(text) || allHeard(text) !== null || ALL_COUNT_AS_DIGIT.test(text) || saysOnlyCount(text) || [ANWESEND_HEARD, AM_MOMENT_LIST, NAMES_PRESENT, LISTED_PRESENT, PRESENT_WITH_COMPANIES, TITLED_PRESENT, WITH_THE_SPEAKER, MANY_TITLED].some((form) => form.test(text)) || countListed(text) !== null;
};

export interface Attendance {
  present: string[];
  excused: string[];
}

/**
 * "Hallo, am Moment mit Hermägens, Frau Blöger und Hermixen." (and "…, am Moment sind Frau Hahn, …"): "anwesend sind" as heard after a
 * greeting, before two titled names at least (a title also run into its name) and nothing else.
 */
const TITLED_AS_HEARD = String.raw`(?:(?:Herrn?|Frau)\s+|Her)\p{L}[\p{L}-]*`;
const AM_MOMENT_LIST = new RegExp(String.raw`,\s+am\s+[Mm]oment\s+(?:sind|mit)\s+(${TITLED_AS_HEARD}(?:${BETWEEN_NAMES}${TITLED_AS_HEARD})+)[.!]?$`, 'u');
// 'Anwezend': how Whisper often hears it. The list is the first group of the form that matches.
const PRESENT_LISTS = [
  /anwe[sz]end\s+(?:sind|ist|waren)\s+(?:heute\s+)?(.+?)(?=,?\s+(?:es\s+fehl|(?:entschuldigt|fehlt|fehlen)(?![\p{L}]))|[.!]?$)/iu,
  ANWESEND_HEARD,
  AM_MOMENT_LIST,
  /(?:(?:mit\s+)?(?:dabei|damai)|^davor(?=\s+(?:sind|ist)\s+(?:heute\s+)?(?:herrn?|frau)\s))\s+(?:sind|ist)\s+(?:heute\s+)?(.+?)[.!]?$/iu,
  /am\s+tisch\s+(?:sitzen|sitzt|sind)\s+(?:heute\s+)?(.+?)[.!]?$/iu,
  /anwe[sz]end\s*:\s*(.+?)[.!]?$/iu,
  /dabei\s*:\s*(.+?)[.!]?$/iu,
  /begrüße\s+(?:heute\s+)?(?:(?:hier|ganz|sehr)\s+)*(?:herzlich\s+)?((?:herrn?|frau)\s.+?)[.!]?$/iu,
  /(?:sind|ist)\s+(?:heute\s+)?((?:herrn?|frau)\s.+?)\s+(?:mit\s+)?dabei(?![\p{L}])/iu,
  /heute\s+\p{L}+\s+((?:herrn?|frau)\s[^.?!]+?)\s+dabei[.!]?$/iu,
  /mit\s+dabei\s+\p{L}+\s+(?:heute\s+)?((?:herrn?|frau)\s.+?)[.!]?$/iu,
  /teilnehm(?:er|erinnen|ende)\s*(?:sind|waren|:)\s+(?:heute\s+)?(.+?)[.!]?$/iu,
  /(?:sind|ist)\s+(?:heute\s+)?(?:da|hier|vor\s+ort)\s*:?\s+((?:herrn?|frau)\s.+?)[.!]?$/iu,
  /(?<![\p{L}])da\s+(?:sind|ist)\s+(?:heute\s+)?((?:herrn?|frau)\s.+?)[.!]?$/iu,
  new RegExp(String.raw`(?:^|,\s+)es\s+sind\s+(?:heute\s+)?((?:herrn?|frau)\s.+?)(?:,?\s+(?:da|hier|${ANWESEND_CLOSING})(?![\p{L}]).*)?[.!]?$`, 'iu'),
  NAMES_PRESENT,
  LISTED_PRESENT,
  PRESENT_WITH_COMPANIES,
  MANY_TITLED,
  TITLED_PRESENT,
  WITH_THE_SPEAKER,
  // Last, where no other form lists them: "Anwählend, Lint Herried, Frau Frings …", "Anwesent-Mint, Erichsen, Frau-E-Massen und Pöhlneelsen":
  // after "anwesend" heard longer, a short word for its "sind" left out (also "Lindt": "Anmehmend, Lindt, Frau Schwanbeck und Herr Möhlck.").
  new RegExp(String.raw`${ANWESEND_LONGER}(?:,?\s+|-)(?:(?!(?:herrn?|frau)\s)(?:\p{L}{1,4}|\p{L}indt),?\s+)?(.+?)[.!]?$`, 'iu'),
];
const presentList = (sentence: string): string => PRESENT_LISTS.map((form) => form.exec(sentence)?.[1]).find((list) => list !== undefined) ?? '';
const EXCUSED_LIST = /(?:entschuldigt\s+(?:sind|ist|fehlen|fehlt)|es\s+(?:fehlen|fehlt)\s+(?:heute\s+)?entschuldigt|es\s+(?:fehlen|fehlt)(?=\s+(?:heute\s+)?(?:herrn?|frau)\s))\s+(?:heute\s+)?(.+)$/iu;

/**
 * A person as a list of those present names them: "Frau Wagner", "Herr Dr. Kaiser", "Anna Schulz",
 * "ich", also with "Herr" heard as "der" ("… und der Ludwig von Ludwig Tiefbau") or run into the name in lower case
 * ("…, herberg, hervagnar, und Frau Schuster" for "Herr Berg, Herr Wagner").
 */
const PERSON = /^(?:(?:Herrn?|Frau|Dr\.?)\s+(?:Dr\.?\s+)?(?!und(?![\p{L}]))\p{L}[\p{L}-]+|der\s+\p{Lu}[\p{L}-]+|ich|mir|mich|(?!herzlich)(?:herr?|frau)\p{Ll}{3,}$|\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+)?)/u;

/**
 * The people a list names, as said: "Frau Wagner, Herr Krüger und ich" → Frau Wagner, Herr
 * Krüger, ich. Speech recognition often drops the full stop after the list ("… und ich Erster
 * Punkt ist …", "… und Herr Winter, Punkteins, …"): the list ends with the first part that is more
 * than a person, and with the part "und" joins on. `whole`: the list is nothing but people;
 * `open`: and none was joined on with "und", so it may go on after a full stop speech recognition
 * put in at a pause.
 */
interface NamedList {
  names: string[];
  whole: boolean;
  open: boolean;
}
function listedNames(list: string): NamedList {
  const names: string[] = [];
  // Also before a title where speech recognition left out the comma ("Frau Ahrens für die Gemeinde Herr Lorenz …").
  const pieces = list.replace(/[.!]\s*$/, '').split(/(\s*,\s*(?:und\s+|sowie\s+)?|\s+und\s+|\s+sowie\s+|\s+(?=(?:Herrn?|Frau)\s))/u);
  for (let index = 0; index < pieces.length; index += 2) {
    // "Herr Albrecht, für die Stadt Frau Nowak …": where one comes from, after a comma put too early, belongs to the one before.
    if (index > 0 && COMPANY_ALONE.test(pieces[index]!)) continue;
    const part = pieces[index]!.replace(/\s+(?:vom|von der|von|für|als)\s+.*$/u, '').trim();
    const person = TITLED_TWO_WORDS.test(part) && TITLED.test(pieces[index + 2] ?? '') ? part : PERSON.exec(part)?.[0];
    if (!person) return { names, whole: false, open: false };
    names.push(person.replace(/^der(?=\s)/u, 'Herr').replace(FUSED_TITLE, (_all, title: string, name: string) => `${title.toLowerCase().startsWith('f') ? 'Frau' : 'Herr'} ${capitalised(name)}`));
    if (person !== part) return { names, whole: false, open: false };
    if (index > 0 && /(?:und|sowie)\s*$/u.test(pieces[index - 1]!)) return { names, whole: index === pieces.length - 1, open: false };
  }
  return { names, whole: names.length > 0, open: names.length > 0 };
}
/**
 * "Frau Anna Schulz", or one name heard as two ("Frau GD Mann und Herr Halkenat" for Frau Tiedemann): a title and two capitalised words, the
 * whole of a list's part before another titled one (else the list may have run into what is said next: "… und Frau Albers Kunktains, Bevorbaubau"
 * for "Punkt eins, der Rohbau").
 */
const TITLED_TWO_WORDS = /^(?:Herrn?|Frau)\s+\p{Lu}[\p{L}-]*\s+\p{Lu}[\p{L}-]+$/u;
/** "herberg": a title run into the name, as a list heard it. */
const FUSED_TITLE = /^(herr?|frau)(\p{Ll}{3,})$/iu;
/** A piece of a list that only says where someone comes from: "für die Stadt", "von Nowak Fliesen". */
const COMPANY_ALONE = /^\s*(?:vom|von|für)\s/u;
const namesIn = (list: string) => listedNames(list).names;

/** A word that says someone is not there, or not yet: a list with it counts nobody ("Heute sind Herr Roth und Frau Graf nicht da."). */
const ABSENT_WORD = /(?<![\p{L}])(?:nicht|kein\p{L}*|krank|entschuldigt|verhindert|urlaub|später|noch)(?![\p{L}])/iu;
/** "da" or "dabei" after the list, also as heard ("am Ei", "Mai", "Amai", "nahe"). */
const PRESENT_END = String.raw`(?:da|dabei|mit\s+dabei|hier|anwesend|vor\s+Ort|am\s?Ei|(?:am\s?)?Mai|Amai|nahe?)`;
/** The first agenda item run on at the end of a list of those present. */
const FIRST_ITEM_AT_END = new RegExp(`${FIRST_ITEM_RUN_ON}$`, 'iu');
/**
 * The forms that frame a list as those present, its names as heard: "…, heute sind er hier, Herr Löffler und Frau Gruber da." (Herr
 * Dreher), "… heute sind Frau Meyerdierks, Herr Ostendorf, Frau Wolfs und Herr Stumpel am Ei." (dabei), with the first item run on
 * ("…, heute sind der Rossi, Frau Kesler, … und Herr Hartmann dabei, zuerst …"); "dabei sind heute Frau Kehl, Herr der Hund, Frau Kmann.";
 * after a greeting, the list with "dabei" alone ("Moorin zu nammen, Germeinken, Frau Steljes und Herr Schwiebert dabei.", "heute sind Herr
 * Meinken" run together; its "sind" heard "mit": "Morgen, heute mit Herlasen, Herbetlifts und Frau Morgmatsen dabei.", or "nimmt": "Heute nimmt Herr Follert und Frau
 * Schmüler Mai."); whom the speaker greets, also as heard ("Morin, Ich gebüsse Frau Oellerich, Hemfinock, Frau Tamke, Hemfeindt und
 * Frau Wöhlke.", Herrn Viebrock and Herrn Feindt; "Hallo, ich bin Use Frau Ibbeken und Herrn Kruckenberg.", "ich bin Guse, …", "Ich bin Gösser Frau …"); "heute sind" and
 * a list of two titled at least, its "da" lost ("Guten Tag, heute sind Frau los, Herr meine Köpfe und Frau mit Outer.", "… heute sind er
 * Quaas, Hereder und Frau Pöhlner" for Frau Pröhl da), "heute sind" also heard "Hoytersint" or "Hoiter Zint-" (for "heute sind Herr …", in two
 * voices: "Morin, Hoiter Zint-Päratjen, Frau Ziegelken, Tönjes und Frau Machtstahl."), also before "da" or "dabei" ("Tag, hoiter Zint Frau Kardel
 * und Herr Mehlert dabei, …", "Morden, Poiter sind Frau Gramkof und Herr Schwennsen da."); the first group is the list, the second how many of its items must be titled
 * (one is enough where every other item has a name's shape: "Morgen, heute sind Frau Lindner und Hermann Ehrer." for Herr Maier).
 */
const FRAMED_LISTS: readonly (readonly [RegExp, number])[] = [
  [new RegExp(String.raw`(?:^|,\s+)(?:[Hh]eute|[HhPp]o[iy]ter|[Hh]ier|[Jj]etzt)\s+(?:sind|[SsZz]int|lindt?|mit|nimmt)\s+(?:heute\s+)?([^.!?]+?),?\s+${PRESENT_END}(?:,\s+[^.!?]*)?[.!]?$`, 'u'), 1],
  [/(?:^|,\s+)(?:mit\s+)?dabei\s+sind\s+(?:heute\s+)?([^.!?]+?)[.!]?$/iu, 1],
  [/(?:^|,\s+)(?:[Hh]eute\s+(?:sind|sint)|[HhPp]o[iy]ter\s*[SsZz]int)(?:[-,]\s*|\s+)(?![^.!?]*(?:zuständig|verantwortlich))([^.!?]+?)[.!]?$/u, 2],
  [/^(?![^,]*(?:(?:Herrn?|Frau)\s|sind|sint))[^,.!?]+,\s+([^.!?]+?)\s+(?:mit\s+)?dabei[.!]?$/u, 2],
  [/(?:^|,\s+)(?:ich\s+)?(?:begrüße|gebüs+e|\p{L}*büse|(?:bin\s+)?güse|bin\s+g?use,?|bin\s+g[öü]s+er)\s+(?:heute\s+)?(?:(?:hier|ganz|sehr)\s+)*(?:herzlich\s+)?([^.!?]+?)[.!]?$/iu, 2],
];
/** A titled name as said ("Frau Lindner", "Herr die Meki"). */
const TITLED = /^(?:Herrn?|Frau)\s/u;
/** A titled name in a list of those present, also its "Herr" heard "er" ("heute sind er Quaas, …"). */
const LISTED_TITLED = /^(?:(?:Herrn?|Frau)\s|er\s+\p{Lu})/u;
const LIST_ITEM = /^[\p{L}-]+(?:\s+[\p{L}-]+){0,2}$/u;
/** "Hermann Ehrer" (for "Herr Maier"): a name of one or two capitalised words, which a list with one titled name besides counts as one more person. */
const NAME_SHAPED = /^\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?$/u;
/** Between the items of a list: a comma, "und", or both; "und" heard "Hund" between two commas ("…, Frau Eken, Hund, Herr Torbentag."). */
const LIST_BETWEEN = /\s*,\s*[Hh]und\s*,\s*|\s*,\s*(?:und\s+)?|\s+und\s+/u;
/**
 * "Hallo zusammen Frau Kug und Herr Lang hinter Das Dach ist dicht, …", "Tag Frau Oltmanns und Herr Niehaus Winter Heute geht es …":
 * the greeting names two or more by title, whatever was heard after them; the list it greets.
 */
const GREETED_LIST = /^(?:guten\s+)?(?:hallo|moin|morgen|tag)(?:\s+zusammen)?,?\s+((?:Herrn?|Frau)\s+\p{Lu}[\p{L}-]*(?:(?:\s*,\s*(?:und\s+)?|\s+und\s+)(?:Herrn?|Frau)\s+\p{Lu}[\p{L}-]*)+)(?![\p{L}-])/iu;
/** How many a meeting's opening greeting says are there: those it greets by title and name, and the speaker; null where it greets fewer than two so. */
export function countGreeted(sentence: string): number | null {
  return countedWithSpeaker(GREETED_LIST, sentence.trim());
}
/** The items of the list a form finds (its first group), and the speaker who says it; null where the form finds none. */
function countedWithSpeaker(form: RegExp, sentence: string): number | null {
  const list = form.exec(sentence)?.[1];
  return list === undefined ? null : list.split(LIST_BETWEEN).length + 1;
}
/**
 * "… Herr Mewes und Frau Mewes und Ar." (for "… und Frau Neelsen da."): a last item of a letter or two is the list's "da" as heard, no one;
 * so is its "dabei" after a comma ("heute sind Frau Jappe und Herrn Nieswandt, dabei", the first item run on after it).
 */
const DA_AS_HEARD = new RegExp(String.raw`^(?:\p{L}{1,2}|${PRESENT_END})$`, 'iu');
/**
 * How many a sentence that frames a list as those present says are there (presentCount asks it of a meeting's opening only): each
 * item of the list counts, also a name heard wrong past reading it as one ("er hier" for Herr Dreher, "die Mehrtens"), and the
 * speaker who reads it out; null without such a list, or where an item is more than a name (three words at most) or says someone is not there.
 * The first agenda item run on after the list ("…, und Frau Dibbern, als Erstes die Küche.", heard "… Frau Vibentar, als Erster Steaküche.") is none of it.
 */
export function countListed(sentence: string): number | null {
  for (const [form, titledAtLeast] of FRAMED_LISTS) {
    const list = form.exec(sentence.trim())?.[1]?.replace(FIRST_ITEM_AT_END, '');
    if (list === undefined || ABSENT_WORD.test(list)) continue;
    const items = list
      .split(LIST_BETWEEN)
      .map((item) => item.trim())
      .filter((item, index, all) => index < all.length - 1 || !DA_AS_HEARD.test(item));
    if (items.length < 2 || !items.every((item) => LIST_ITEM.test(item))) continue;
    const titled = items.filter((item) => LISTED_TITLED.test(item)).length;
    if (titled < titledAtLeast && !(titled >= 1 && items.every((item) => LISTED_TITLED.test(item) || NAME_SHAPED.test(item)))) continue;
    return items.filter((item) => !isSpeaker(item)).length + 1;
  }
  return null;
}

/**
 * "Moren, heute sind Frau Duggen und Frau Jarchofta, Teins, Levelal, …" (its "da" run into the last name, the first item and its report
 * run on after a comma): titled names closed by "und", then a comma. How many that makes with the speaker, for the separation; the
 * sentence says more than who is there, so it stays a sentence of the minutes.
 */
const TITLED_CLOSED_BY_AND = /(?:^|,\s+)(?:[Hh]eute|[HhPp]o[iy]ter)\s+(?:sind|[SsZz]int)\s+((?:Herrn?|Frau)\s+[\p{L}-]+(?:,\s+(?:Herrn?|Frau)\s+[\p{L}-]+)*\s+und\s+(?:Herrn?|Frau)\s+[\p{L}-]+),\s/u;
export function countListRunOn(sentence: string): number | null {
  return countedWithSpeaker(TITLED_CLOSED_BY_AND, sentence);
}

/** The people an attendance sentence names present, as said. */
export const namesPresent = (sentence: string) => namesIn(presentList(sentence));

/** A sentence of nothing but titled people ("Frau Norwag von Norwag fließen."): the rest of a list of those present that speech recognition cut at a pause. */
function isRestOfList(sentence: string): boolean {
  const rest = listedNames(sentence.trim().replace(/^(?:und|sowie)\s+/u, ''));
  return rest.whole && rest.names.every((name) => TITLED.test(name));
}

/** "ich" in a list of those present: the speaker. */
export const isSpeaker = (name: string) => /^(ich|mir|mich)$/iu.test(name);

/** Who a sentence says was present or excused; "ich" is the speaker. */
export function attendanceOf(sentence: string, speaker: string): Attendance | null {
  if (!isAttendance(sentence)) return null;
  const resolve = (names: string[]) => names.map((name) => (isSpeaker(name) ? speaker : name));
  return {
    present: resolve(namesPresent(sentence)),
    excused: resolve(namesIn(EXCUSED_LIST.exec(sentence)?.[1] ?? '')),
  };
}

/**
 * "Teilnehmer sind Herr Albecht für die Stadt." "Frau Norwag von Norwag fließen.": the attendance
 * list goes on in the next sentence, which names nothing but titled people, where speech
 * recognition put a full stop at a pause of a long list.
 */
export const listGoesOn = (list: string, next: string) => isAttendance(list) && listedNames(presentList(list)).open && isRestOfList(next);

/** The attendance list with its rest, as one sentence. */
export const joinedList = (list: string, rest: string) => `${list.trim().replace(/[.!]$/u, '')}, ${rest.trim()}`;
