// What German minutes make of a sentence where its wording leaves no doubt (issue 17 point 1):
// cue phrases ("Zur Information", "es wird festgelegt", "X liefert ... bis ...") and the
// sentence's function (a question, a greeting, the attendance, the next meeting). Only such clear
// cases are decided here; everything else is left to the model, and a rule's decision is never
// replaced by the model's. Also who a first-person commitment belongs to: the one who said it.

import { isAttendance } from './attendance';
import { CALENDAR_WEEK_AS_HEARD, isMonthName, isSpelledDay, PERIOD_UNTIL, THURSDAY_AS_HEARD, TOMORROW as TOMORROW_SAID } from './germanDates';
import { editDistance, responsibleNamed, soundsLike } from './nameMatching';
import { capitalised, eitherCase, words } from './wordPatterns';

export type RuleKind = 'NICHTS' | 'TOP' | 'INFORMATION' | 'FESTLEGUNG' | 'AUFGABE';

const GREETING = words(
  'guten (morgen|tag|abend)|morgen (zusammen|allerseits)|hallo( zusammen)?|moin|herzlich willkommen|willkommen|(vielen )?dank( euch| ihnen)?( allen)?|danke( schön| sehr)?|tschüss|auf wiedersehen|schönen (tag|feierabend)',
);
/**
 * A sentence opening with a greeting ("Moin zusammen, ich begrüße euch zum elften Jour fixe.", heard
 * "ich gebüse euch zum Äften Jul fixe"), or welcoming with "ich begrüße" after a greeting heard past
 * knowing ("Morgens zu namen, Ich begrüße nie zu 21 Neubaubesprechung."): only that, where it names no task, date or promise.
 */
const GREETING_FIRST = /^(?:guten\s+(?:morgen|tag|abend)|moin|hallo|servus|grüß\s+gott|herzlich\s+willkommen)(?![\p{L}])|(?<![\p{L}])ich\s+begrüße(?![\p{L}])/iu;
/** "Sonst noch etwas?", also without its question mark or misheard ("Lond noch etwas."): asking for more, nothing minutes keep. */
const ANYTHING_ELSE = /^(?:(?:\p{L}+\s+){0,2}sonst\s+|\p{L}+\s+)?noch\s+(?:et)?was(?:\s+(?:von|zu)\s+\p{L}+)?[.?!]?$/iu;
/** A sentence that is only a greeting, thanks or filler: short, and nothing but such words. */
const FILLER = /^(okay|ok|gut|sehr gut|ja|nein|genau|alles klar|prima|super|so|also|einverstanden|passt|stimmt|richtig|verstanden)([ ,.!]+(okay|ok|gut|ja|genau|alles klar|prima|super|dann|danke|einverstanden|passt|stimmt|richtig|verstanden))*[ ,.!]*$/iu;
/** "Einverstanden, rufen Sie mich einfach an.": an offer to be called, nothing anyone has to do. */
const OFFER_TO_CALL = /^(?:(?:einverstanden|gut|ja|okay|gerne)[ ,.!]+)*(?:rufen\s+sie\s+(?:mich|uns)\s+(?:einfach|gerne|jederzeit|ruhig)\s+an|melden\s+sie\s+sich\s+(?:einfach|gerne|jederzeit|ruhig)(?:\s+bei\s+(?:mir|uns))?)[ .!]*$/iu;
/** Parting words: "dann sehen wir uns am Montag", "bis nächste Woche". */
const PARTING = words('(sehen|hören|sprechen) wir uns|wir (sehen|hören|sprechen) uns');
/**
 * "Wir lehren uns nächste Woche mitmord." for "Wir sehen uns nächste Woche Mittwoch.": a verb a slip or two from "sehen" or "hören", then when;
 * with "wieder" at its end, whatever its verb was heard as ("Wir werden uns am Zenten Januar wieder" for "Wir sehen uns am zehnten Januar
 * wieder", "Dann treffen wir uns am 10. Januar wieder."), also with its "wir" lost ("Sehren uns am 25. April.", "Sieh uns nicht im Mittwoch" for "Wir sehen uns nächsten Mittwoch"). "Wir melden uns …" promises.
 */
const PARTING_HEARD = /^(?:(?:gut|danke|also|dann)[,.!]?\s+)*(?:wir\s+(\p{L}+)|(\p{L}+)\s+wir|(?<withoutWe>\p{L}+))\s+uns\s+(?:nächste\s+woche|in\s+(?:einer|zwei|drei|vier)\s+wochen?|am\s+(?:\p{L}+|\d{1,2}\.)|n\p{L}{2,7}(?:\s+[ai]m)?\s+(?:montag|dienstag|mittwoch|donnerstag|freitag))(?:\s+\p{L}+)?(\s+wieder)?[.!]?$/iu;
const PARTING_VERBS = ['sehen', 'hören'];
const MAX_PARTING_SLIPS = 2;
/** "sieh" (sehen, its ending lost): a form of the verb, not a slip. */
const SEEN_AS_HEARD = /^si?eh/u;
/**
 * "Wir werden uns am nächsten Abwehr" ("sehen" heard "werden", twice in the set), "Gut, anmehren wir uns am nächsten April." (for "dann sehen
 * wir uns am sechzehnten April"): any verb that is no task's parts where no verb of its own ends it ("Wir werden uns am Montag abstimmen.").
 */
const ENDS_ON_OWN_VERB = /\s\p{Ll}+[.!]?$/u;
const partsAsHeard = (text: string) => {
  const heard = PARTING_HEARD.exec(text);
  const verb = (heard?.[1] ?? heard?.[2] ?? heard?.groups?.withoutWe)?.toLocaleLowerCase('de-DE');
  if (verb === undefined || verb === 'melden') return false;
  const nearParting = SEEN_AS_HEARD.test(verb) || PARTING_VERBS.some((parting) => editDistance(verb, parting) <= MAX_PARTING_SLIPS);
  // Its "wir" lost ("Sehren uns am 25. April."): only with a verb near the parting ones.
  if (heard!.groups!.withoutWe !== undefined) return nearParting;
  if (heard![4] !== undefined || nearParting) return true;
  return !TASK_PLURAL_VERBS.has(verb) && !ENDS_ON_OWN_VERB.test(text);
};
/** "Nächste Woche Mittwoch geht es weiter." (heard "Nächster Macher Mittwoch …"), "Am Montag geht es weiter.": when the meeting goes on, nothing more. */
const GOES_ON_WHEN = /^(?:(?:gut|danke|also|dann|okay)[,.!]?\s+)*(?:nächste\p{L}*(?:\s+\p{L}+){1,2}|am\s+\p{L}+|in\s+(?:einer|zwei|drei|vier)\s+wochen?)\s+geht\s+es\s+weiter[.!]?$/iu;
/** Closing the meeting: "Dann schließe ich die Besprechung.", "Gut, dann sind wir durch.", "Das war es von meiner Seite.", "Dann machen wir Schluss, nächster Jour fixe am 20. November." (its next meeting as heard), "Dann machen wir hier Schluss.", "Gut, dann machen wir Schluss für heute." (its "dann" heard "und": "Und machen wir Schluss für heute.", or run in: "Amachen wir Schluss."), "Dann machen wir für heute Schluss, danke." (also "heute" alone; "Schluss" heard "Schloss": "Dann machen wir Schloss."), any of them with the thanks after it, also as heard ("… heute Schluss Dankers.", "Dann sind wir durch Anker."), or before it ("Tanker, das war es."). */
const CLOSING = /^(?:(?:gut|okay|ok|ja|also|so|dann|danke|tanker?)[,.!]?\s+)*(?:(?:dann\s+)?(?:schließe|beende)\s+ich\s+(?:die|den|das|unsere?n?)\s+(?:besprechung|sitzung|jour fixe|termin|runde|baubesprechung)|ich\s+(?:schließe|beende)\s+(?:die|den|das|unsere?n?)\s+(?:besprechung|sitzung|jour fixe|termin|runde|baubesprechung)|(?:dann\s+)?sind\s+wir\s+durch|(?:(?:dann|und)\s+|a(?=machen))?machen\s+wir\s+(?:(?:(?:für\s+)?heute|hier|jetzt)\s+)?schl(?:u|o)ss(?:\s+für\s+heute)?(?:,\s+[^.!?]*?(?<![\p{L}])am\s+\S+(?:\s+\p{L}+)?)?|(?:das|dann)\s+(?:war(?:'s|\s+es)|wäre\s+es)(?:\s+(?:dann|schon|soweit))?(?:\s+(?:von\s+meiner\s+seite|von\s+mir|für\s+heute))?)(?:,?\s+(?:vielen\s+)?(?:dank\p{L}*|anker?)(?:\s+(?:euch|ihnen|allen|an\s+alle))?)?[.!]?$/iu;
/** "Das Protokoll führe ich.", "Protokoll führt Frau Roth.": who takes the minutes, which the minutes' header knows, no entry. */
const MINUTE_TAKER = /^(?:(?:gut|okay|ok|so|also|dann)[,.!]?\s+)*(?:(?:das\s+)?protokoll\s+(?:führe|schreibe|übernehme|mache)\s+(?:heute\s+)?ich|ich\s+(?:führe|schreibe|übernehme|mache)\s+(?:heute\s+)?(?:das\s+)?protokoll|(?:das\s+)?protokoll\s+(?:führt|schreibt)\s+(?:heute\s+)?(?:herr|frau)\s+\p{L}+)[.!]?$/iu;
/** "Wir entscheiden das in der nächsten Sitzung.": deciding put off, which is no decision. */
const DEFERRED = words('(wir )?entscheiden( wir)?( das| es)?( dann| erst| noch)? (später|nächste\\p{L}*|in der nächsten|beim nächsten|in \\p{L}+ wochen?)');
/** "Gut, das halte ich fest.": the one who keeps the minutes has noted what was said. */
const NOTED = /^(?:(?:gut|okay|ok|so|also|dann|ja)[,.!]?\s+)*(?:das\s+)?halte\s+ich\s+(?:so\s+)?(?:fest|im\s+protokoll\s+fest)[.!]?$/iu;
/**
 * "Morden, Istbebüse, Sie zu vier Zenten Baubesprüchung" (for "Morgen, ich begrüße Sie zur
 * vierzehnten Baubesprechung"): the meeting named, and no word in lower case that says anything of it (a number says which one).
 */
const MEETING_NAMED = /\p{L}*(?:spr[eäüia]ch\p{L}*|fixe?)(?![\p{L}])/iu;
const SAYS_SOMETHING_OF_IT = /(?<![\p{L}])(?!(?:zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|zwölf)(?![\p{L}]))\p{Ll}{4,}/u;
/** "Hüsklott mit einander, das ist unsere zweite Baubesprachung." (for "Grüß Gott miteinander, …"): whatever the greeting was heard as, the meeting introduced. */
const MEETING_INTRODUCED = new RegExp(String.raw`(?:^|[,.!]\s*)das\s+ist\s+(?:heute\s+)?unsere?\s+(?:\p{L}+\s+)?${MEETING_NAMED.source}[.!]?$`, 'iu');
const openingHeard = (text: string) => (MEETING_NAMED.test(text) && !SAYS_SOMETHING_OF_IT.test(text)) || MEETING_INTRODUCED.test(text);
/** "Herr Pfeiffer kommt etwas später." (also "Der Pfeiffer …"): who arrives late, for the meeting, not its minutes. */
const LATE_ARRIVAL = /^(?:(?:Herr|Frau|Der|Die)\s+)?\p{Lu}[\p{L}-]+\s+(?:kommt|kommen)\s+(?:(?:heute|etwas|ein\s+(?:bisschen|wenig|paar\s+minuten))\s+)*später[.!]?$/u;
/** "Der Klocke und der Schulz-Mintner." (for "Herr Koch und Herr Schulz [sind da]"): people named, nothing said of them. */
const PEOPLE_ONLY = /^(?:Herr|Frau|Der)\s+\p{Lu}[\p{L}-]+(?:(?:,\s*|\s+und\s+)(?:Herr|Frau|der)\s+\p{Lu}[\p{L}-]+)+[.!]?$/u;
/** "Die Träger kommen nächste Woche.", "Der Beton kommt morgen.", "Die Tribünenstufen sind betoniert, die Stützen der Galerie folgen nächste Woche.", "Die Praxisleuchten sind bestellt, sie kommen in zwei Wochen.": a thing arriving, a report of when, not a task of anyone present; its name also heard
 * in two words ("die Reaktion Altore kommen nächste Woche Dienstag" for "die Sektionaltore …", "Die Max Fenster kommen …" for "Die Ersatzfenster …"). */
const THING_ARRIVES = /(?:(?:^|,\s+)(?:Die|Der|Das)\s+\p{Lu}[\p{L}-]+(?:\s+(?:der|des|im|am|vom|von|für|zur|zum)\s+\p{Lu}[\p{L}-]+|\s+\p{Lu}[\p{L}-]+)?|,\s+(?:sie|die|er))\s+(?:kommen|kommt|folgen|folgt)\s+(?:(?:dann|erst|voraussichtlich|wohl)\s+)*(?:nächste|diese|übernächste|am|im|in|ab|ende|anfang|mitte|morgen|übermorgen)(?![\p{L}])/iu;
/**
 * "…, fangen wir an.", "Wir starten.", "Ich fange an." (the chair): the meeting begins (its greeting may be misheard: "Morgend zu nammen, fangen wir an.";
 * "dann legen wir los" heard "an Regen wir los", "Anregen wir los");
 * so does "Sind da wir können anfangen." (for "Alle sind da, wir können anfangen."), whatever was heard before it.
 */
const BEGINNING = /(?:^|[,.!]\s*)(?:(?:dann|also|gut|so)\s+)?(?:(?:fangen|beginnen|starten)\s+wir(?:\s+(?:mal|jetzt|gleich))?(?:\s+an)?|(?:ich\s+fange|fange\s+ich)(?:\s+(?:mal|jetzt|gleich))?\s+an|wir\s+(?:fangen|beginnen|starten)(?:\s+(?:mal|jetzt|gleich))?(?:\s+an)?|(?:an\s*)?[lr]egen\s+wir\s+los)[.!]?$|(?<![\p{L}])(?:wir\s+können|können\s+wir)(?:\s+(?:dann|jetzt|also|gleich))?\s+(?:anfangen|beginnen|starten|loslegen)[.!]?$/iu;
const MAX_BEGINNING_WORDS = 8;
/** A greeting with more words than this says something besides. */
const MAX_GREETING_WORDS = 12;
/**
 * "Danke euch, bis nächste Woche.", "Gut, dann bis zum nächsten Jour fixe am Donnerstag in zwei Wochen.", "Dann bis Dienstag.",
 * "Tanke bis in zwei Wochen." (Danke, its comma lost), "Dann bis nächte Vorher." (bis nächste Woche, however heard), "Bis nächsten
 * Mittwoch." (its "Gut, dann" heard in another segment), "Bis nächster Woche.", "Und gut, dann bis nächste Woche." — but not "Ich schicke die Pläne bis morgen." nor "Bis Freitag." (an answer).
 */
const PARTING_UNTIL = /^(?:(?:(?:und\s+)?gut|danke|vielen dank|tschüss|also|okay|schön)[\p{L}\s]*[,.!]\s*)*(?:(?:dann|und|[dt]anke?)\s+bis\s+(?:(?:nächsten\s+)?(?:montag|dienstag|mittwoch|[dt]onnerstag|freitag)|zu[mr]\s+(?:\d{1,2}\.|\p{L}+ten)(?:\s+\p{L}+)?|n\p{L}{3,7}\s+\p{L}+)|(?:(?:dann|und|[dt]anke?)\s+)?bis\s+(?:nächste[rn]? woche|nächsten\s+(?:montag|dienstag|mittwoch|[dt]onnerstag|freitag)|morgen|dann|dahin|später|zum nächsten mal|in\s+(?:einer|zwei|drei|vier|\d+)\s+wochen?|zu[mr] nächsten\s+\p{L}+(?:\s+\p{L}+)?\s+(?:am|in)\s.*))[.!]?$/iu;
/** "Und kommt ein schönes Vorten und es..." (for "Danke und ein schönes Wochenende."): the wish however its word was heard, after thanks heard so. */
const WEEKEND_WISH_AS_HEARD = /^(?:(?:und|danke|dann|gut|also|noch|kommt)[,.!]?\s+){0,2}ein\s+schönes\s+[wv]o\p{L}{2,8}(?:\s+und\s+\p{L}+)?[.!]*$/iu;
/**
 * "Schönes Wochenende allerseits." (heard "… alle mit"; "Wochenende" also "Woffende"), "Schönes Wochenende und bis in zwei Wochen.": a wish that
 * ends a Friday's meeting, whatever two words or goodbye follow it.
 */
const WEEKEND_WISHED = /^(?:(?:gut|danke|also|dann|vielen\s+dank)[,.!]?\s+)*(?:ein\s+)?schönes\s+wo\p{L}{1,4}ende(?:[,\s]+\p{L}+){0,2}(?:,?\s+und\s+bis\s+[^.!?]+)?[.!]?$/iu;
/**
 * "Eren Tank, bis dahin." (for "Vielen Dank, bis dahin."), "In Ordnung, langen bis zum nächsten Mal." (an answer run into
 * "Danke, bis …", its "Danke" heard "langen"), also without the answer before it: a few words, however heard, then what only a
 * goodbye ends with.
 */
const PARTING_ONLY = /^(?:(?:\p{L}+\s*){1,2}[,.!]\s*){0,2}(?:\p{L}{1,6}\s+)?bis\s+(?:dahin|dann|zum nächsten mal)[.!]?$/iu;
// Speech recognition mishears the cue words of minutes ("die nächste, Besprechnung", "Das Nächste
// befindet am 15. Dezember um 8 Uhr" for "Das nächste Treffen findet …", "zu
// Informationen", "es wird festgreckt", "es wird einbart"): the patterns take what it writes. A Jour
// fixe on a day is the next one, however its "nächste" was heard ("Wenn ich zu Juh fixe, ich am ersten Juni …"),
// and so is the one a goodbye looks forward to ("… bis zum nächsten jürfigste am Donnerstag in zwei Wochen").
const NEXT_MEETING = words('bis zu[mr] nächsten \\p{L}+,? (am|in) |(die )?nächste\\p{L}*[,-]?\\s*\\p{L}*(s[pt]r[eä]ch\\p{L}*|sprach\\p{L}*ung)|(der )?nächste (termin|jour fixe)|nächster (termin|jour fixe)|nächste\\p{L}* \\p{L}+ fixe|(das )?nächste treffen|(die )?nächste (sitzung|runde|baustellenbegehung)|(das|die|der) nächste\\p{L}*,?\\s+\\p{L}*(findet|ist)\\s+am\\s.*?\\sum\\s+\\S+|wir (treffen|sehen) uns (wieder|erneut) (am|in)|(treffen|sehen) wir uns (wieder|erneut) (am|in)|\\p{L}{1,5}[ -]?fixe?r?,?(\\s+\\p{L}+){0,3},?\\s+am\\s+(\\d{1,2}\\.|\\p{L}+ten)|(das )?nächste mal \\p{L}+ wir uns|(?!(melden|kümmern|bemühen|befassen|beschäftigen) )\\p{L}+en wir uns (in (einer|zwei|drei|vier|\\d+) wochen?|nächste woche|am \\S+) wieder');
/**
 * "Das nächste Treffen ist am … um … Uhr" with the meeting misheard ("Pfeffern", "Töpfen", "werfen",
 * "Baustechen", "Baubesprachung" for Baubesprechung, "dürfen"): a word close to one that names a
 * meeting or sounding like it, then the day and the hour, or a weekday ("Das Nächste, Waffen ist am
 * Mittwoch, den 29."), its "um" misheard too ("am 22. Nr. 8 Uhr")
 * or the hour run into it ("am 15. Dezember umacht"). "Die nächste Lieferung ist am Montag um 8 Uhr"
 * is no meeting.
 */
const HEARD_NEXT_MEETING = /(?<![\p{L}])nächste\p{L}*,?\s+(\p{L}+),?\s+(?:\p{L}*findet|ist),?\s+(?:in\s+\p{L}+\s+wochen?,?\s+)?am\s(?:.*?(?:\s\S+\s+uhr|\sum\s*\p{L}+)|\s*(?:montag|dienstag|mittwoch|donnerstag|freitag)(?![\p{L}]))/iu;
const MEETING_NOUNS = ['treffen', 'termin', 'besprechung', 'baubesprechung', 'sitzung'];
/** Of the longer word's letters, the share that may be slips: 3 of "treffen"'s 7, not "Lieferung" for "Sitzung". */
const MAX_SLIP_SHARE = 0.44;
/** "Die Lechster-Bsprechung ist am 18. Mai um 10 Uhr.": the meeting noun as heard, after a word a slip or two from "nächste". */
const HEARD_NEXT_BEFORE_MEETING = /(?<![\p{L}])(\p{L}{5,9})[,-]?\s*\p{L}*s[pt]r[eä]ch\p{L}*,?\s+(?:\p{L}*findet|ist)\s+am\s.*?\sum\s+\S+\s+uhr/iu;
const MAX_NEXT_SLIPS = 2;
export const announcesNextMeeting = (sentence: string) => {
  if (NEXT_MEETING.test(sentence)) return true;
  const next = HEARD_NEXT_BEFORE_MEETING.exec(sentence)?.[1]?.toLocaleLowerCase('de-DE');
  if (next !== undefined && ['nächste', 'nächster', 'nächsten'].some((word) => editDistance(next, word) <= MAX_NEXT_SLIPS)) return true;
  const heard = HEARD_NEXT_MEETING.exec(sentence)?.[1]?.toLocaleLowerCase('de-DE');
  return heard !== undefined && namesMeeting(heard);
};
/** A word heard for one that names a meeting ("Pfeffern" for Treffen, "Nutzung" for Sitzung). */
function namesMeeting(heard: string): boolean {
  return MEETING_NOUNS.some((noun) => soundsLike(heard, noun) || editDistance(heard, noun) <= MAX_SLIP_SHARE * Math.max(heard.length, noun.length));
}
/**
 * "Das war es, nächste Besprechung am sechzehnten August." heard with its "nächste" lost ("Das war es,
 * nicht besprechung an sich sinden Autos."): closing, then a word and a meeting's noun as heard before
 * its day; "Das war es, den Termin für die Abnahme klären wir noch." says more.
 */
const CLOSED_THEN = /^(?:(?:gut|okay|ok|ja|also|so|dann)[,.!]?\s+)*(?:das|dann)\s+war(?:'s|\s+es)(?:\s+(?:dann|schon|soweit|für\s+heute))?\s*[,.]\s+(?!(?:der|die|das|den|dem)\s)\p{L}+[,-]?\s+(\p{L}+),?\s+(?:ist\s+|findet\s+)?(?:am|an|in|um)\s/iu;
const closesWithNextMeeting = (text: string) => {
  const noun = CLOSED_THEN.exec(text)?.[1]?.toLocaleLowerCase('de-DE');
  return noun !== undefined && namesMeeting(noun);
};
/**
 * "Es noch fragen, dann schließe ich die Nutzung." (for "Gibt es noch Fragen? Dann schließe ich die
 * Sitzung."): a few words, then the meeting closed, its noun as heard (a slip or two from a meeting's).
 */
const CLOSING_HEARD = /^(?:[^,.!?]+[,.!?]\s*)?(?:dann\s+)?(?:schließe|beende)\s+ich\s+(?:die|den|das|unsere?n?)\s+(\p{L}+)[.!]?$/iu;
const MAX_CLOSING_WORDS = 10;
const closesMeeting = (text: string) => {
  const heard = CLOSING_HEARD.exec(text)?.[1]?.toLocaleLowerCase('de-DE');
  return heard !== undefined && namesMeeting(heard);
};
// "Kurze Info von mir: …", "Kurz zur Info: …" and "Noch ein Hinweis: …" announce it too (also with a comma: "Hinweis, über die Feiertage …"), and "Zur Info, …" heard
// "Zu informieren, …", "Zu informiert, …", "Zu info, …", "Zukenntnis, …" (run together), or "Zu informieren" run into what someone wants ("Zu informieren möchte die Halle …" for "Zur Info, die Bahn möchte die Halle …") or before an article ("Zu informieren die ersten Meter …" for "Zur Info: Die ersten Mieter …").
export const INFORMATION_CUE = /^\s*(?:(?:kurze?|noch eine?|eine?)\s+)?(?:(?:zur? ?|zuh)(?:informatione?[ns]?|kenntnis)|zu informier(?:en|t)\s*,|zu informieren(?=\s+(?:(?:möchte|möchten|will|wollen)\s+)?(?:der|die|das|den)\s)|(?:info(?:rmation)?|hinweis)(?:\s+(?:von mir|vorab|am rande))?\s*[:,]|zur? info(?![\p{L}]))/iu;
/** Information said as such, with its content in a clause that stays as said ("Ich möchte darauf hinweisen, dass die Zufahrt gesperrt ist."). */
const INFORMATION_SAID = words('(möchte|will|darf|muss) (ich |wir )?(noch )?(kurz )?(darauf )?hinweisen|(ich|wir) (weise|weisen) (noch )?(kurz )?darauf hin');
/**
 * "Ich möchte noch sagen, dass die Bank die zweite Rate freigegeben hat.", "Ich kann mitteilen, dass …":
 * something told, information unless what is told asks for something or sets a date ("Ich möchte noch
 * sagen, dass Sie bitte bis Freitag …" is a request).
 */
const INFORMATION_TOLD = words('(möchte|will|darf|muss|kann) (ich |wir )?(euch |ihnen )?(noch )?(kurz )?(sagen|mitteilen|berichten|erwähnen|anmerken),? dass');
/**
 * "Die Feuerwehr fragt, ob die Höhe des Schlauchturms noch geändert werden kann.", "Die Bewohner fragen, wann das Gerüst
 * abgebaut wird." (also heard "Und morgen fragen, wann …"): what someone else asks, reported; whoever answers it takes it on
 * ("… fragt, ob wir bis Freitag fertig sind" too). Not where someone here is spoken to, nor what the speaker's side asks ("Ich
 * wollte fragen, ob Sie …", "Wir fragen beim Bauamt, wann …").
 */
const QUESTION_REPORTED = words('(fragt|fragen|lässt fragen|lassen fragen|möchten? wissen|will wissen|wollen wissen),? (ob|wann|wie|wer|was|wo|warum)');
const ASKED_BY_OUR_SIDE = words('(ich|wir)( \\p{L}+){0,2} fragen|fragen (ich|wir)');
const reportsQuestion = (text: string) =>
  QUESTION_REPORTED.test(text) && !ASKED_BY_OUR_SIDE.test(text) && !PLEASE.test(text) && !SPEAKS_TO_SOMEONE.test(text) && !YOU_SPOKEN_TO.test(text) && addressee(text) === null;
/**
 * "Zur Kenntnis, wie den Kmalpfleger will die Farbe der Leuchtturm sehen?" (die Denkmalpflege), "Zu Informationen, wie Stadtmärke haben …
 * bekommen?" (die Stadtwerke): announced as information, its article heard "wie" and the whole written as a question; "wie Sie wissen" is none.
 */
export const ARTICLE_HEARD_WIE = /^\s*,?\s*wie\s+(?=(?:der|die|das|den|dem)\s|(?!Sie\s)\p{Lu})/u;
const cueBeforeArticleHeardWie = (text: string) => {
  const cue = INFORMATION_CUE.exec(text);
  return cue !== null && ARTICLE_HEARD_WIE.test(text.slice(cue[0].length));
};
/** The cue alone, its content said as the next sentence ("Kurze Info von mir."): nothing of its own. */
export const INFORMATION_CUE_ONLY = /^\s*(?:(?:kurze?|noch eine?|eine?)\s+)?(?:(?:zur?\s+|zuh)(?:informatione?[ns]?|kenntnis|info)|info(?:rmation)?|hinweis)(?:\s+(?:von mir|vorab|am rande))?[.:!]?\s*$/iu;
// 'geeinigt' is heard as 'gereinigt' (also run into its 'darauf': 'Wir haben uns nach Aufgereinigt, dass', 'Wir haben uns noch aufgereinigt, dass', or its 'darauf' heard as two words: 'Wir haben uns dann auch gereinigt, nach …', also run into the second: 'Wir haben uns da aufgereinigt, Lasst …', or
// 'geeinigt' heard 'geinigt': 'Wir haben uns da auch geinigt, das …'; its 'wir' lost: 'Ich hab uns geeinigt, dass …', which no one says of themselves), 'beschlossen ist, dass' as 'die Schlossen ist', 'vereinbart' as 'für einbart', 'für ein Bart' or 'ein Markt' ('Es wird ein Markt, das …'), '…, das ist beschlossen.' as 'verschlossen' (and 'Damit ist beschlossen, dass' as 'Amitt ist verschlossen, dass'), 'festgelegt' as 'fest geregt' ('Festgelegt wird, dass' also as 'Er ist geregt, wird, dass' or 'Es kriegt, wird, dass'; also after any subject: 'An wird fest geregt, dass' for 'Dann wird festgelegt, dass', 'Damit ist festgrägt, dass'; its 'dass' heard 'fast' too: 'Herben festgelegt, fast …' for 'Wir haben festgelegt, dass …'), 'es geregt', 'es geklegt' or 'festgriegt' (not 'festgestellt': a finding), '…, das ist festgelegt.' as 'festgrägt', 'entschieden' as 'den Schienen' or 'einen Schaden' (its 'wir' heard 'mir', its 'dass' 'nass'); '…, das steht fest.' fixes what was said before it; 'es bleibt dabei, dass …' (its 'bei den' heard 'biden' too), 'es bleibt bei der
// Beschlusslage' and '…, das bleibt so' confirm what was decided before.
const DECISION = words(
  '^[wm]ir einigen|es wird (festgelegt|vereinbart|beschlossen|fest ?(?!ge ?stellt)\\p{L}+|\\p{L}*bart|ein ?markt,? dass?|\\p{L}*schlossen,? dass|(es )?ge?(r|kl)egt,? dass|geregelt,? dass)|[wm]ir ein(ig)?en (\\p{L}+ )?darauf,? dass|(wird|wurde|werden) (festgelegt|vereinbart|beschlossen)|festgelegt wird|vereinbart wird|beschlossen wird|[wm]ir (legen|legten|regeln) fest|(legen|lägen|lagen|regen|fliegen) (wir|wie|mir) (heute |hiermit |jetzt |damit |also |dann |so )?fest|[wm]ir (vereinbaren|beschließen|haben (uns )?(darauf )?ger?einigt)|hab(en)? uns ger?einigt,? dass?|(an)?beschließend? (wir|wie|mir)|darauf haben wir uns ger?einigt|wir einigen uns|einigen wir uns|einigung( erzielt)?|es bleibt (dabei|bei)|(das|es) bleibt (auch )?so|festgehalten wird|es bleibt( \\p{L}+){1,2},? dass|(ist|wird|wurde) festgehalten,? dass|festgehalten (ist|wird),? dass|bleibt es (dabei|bei)|([wm]ir|^wie) halt(en|\'n) (hiermit )?fest|halten (wir|wie|mir) fest|anhalten (wie|mir) fest|^halten ?fest ?[,:]|[wm]ir haben (uns )?entschieden|es wurde entschieden|entschieden wird|[wm]ir entscheiden|[wm]ir stimmen (dem )?zu,? dass|(wir sind|sind wir) (damit )?einverstanden,? dass|(wir sind |sind wir )?uns (alle )?einig,? dass|wir haben uns (darauf )?verständigt|([wm]ir verständigen|verständigen wir) uns|darauf haben wir uns verständigt|(so|das|(?<=,\\s)nass) ist (es )?((?!nicht |noch )\\p{L}+ )?(abgestimmt|angestimmt|abgesprochen|beschlossen|vereinbart|für ?einbart|festgelegt|entschieden(?=[.!]?$))|(?<=,\\s)das ist (so )?verschlossen[.!]?$|(?<=,\\s)(das|es) ist (so )?fest(?!(ge)?stell)\\p{L}+[.!]?$|(?<=,\\s)(das|als|es) steht (jetzt |nun |also |damit )?fest[.!]?$|steht fest,? dass|wir bleiben beim?|bleiben wir beim?|(wir haben|haben wir) (uns )?((?!nicht |noch )\\p{L}+ )?(vereinbart|beschlossen|festgelegt|abgesprochen|abgestimmt|entschieden)|(wir haben|haben wir) ((?!nicht |noch |nichts )\\p{L}+ ){2}entschieden|(vereinbart|(be)?schlossen|festgelegt|abgestimmt) ist( außerdem| auch| noch| ferner)?,? dass|^(entschieden\\p{L}?|beschlossen|vereinbart|festgelegt) ist\\s*[:,]|gilt( aber| auch| also)?( weiterhin| ab (jetzt|sofort|heute))?,? dass|^(also |dann )?es gilt( also| ab (jetzt|sofort|heute)| weiterhin)?\\s*[:,]|es ist (vereinbart|beschlossen|festgelegt|abgestimmt|entschieden|\\p{L}*schlossen,? dass)|ist (be|ver)schlossen,? dass(?![\\p{L}])|(hat|haben) (sich |uns )?(für .{1,40} )?entschieden|(hat|haben) ([wm]ir |sie |er )?(sich|uns) für [^.!?]{1,60}?(und |ent)schieden|(hat|haben) (sich|uns) ((?!nicht |noch )[^\\s,.!?]+ ){1,6}entschieden|(hat|haben) (sich|uns) auf [^.!?]{1,60}? ger?einigt|(hat|haben) (sich|uns) ((?!nicht |noch nicht )\\p{L}+ ){0,2}\\p{L}*ger?einigt,? [dmn]ass?(?![\\p{L}])|\\p{L}*haben wir uns (darauf )?ge?r?einig\\p{L}*|[wm]ir haben uns ((?!nicht |noch )\\p{L}+ ){0,2}\\p{L}*ge?r?einigt(?![\\p{L}])|(hat|haben) ((?!nicht |noch )\\p{L}+ )?(beschlossen|verschlossen|festgelegt|vereinbart),? dass?|(hat|haben) ((?!nicht |noch )\\p{L}+ )?beschlossen\\s*,|(entscheidet|entscheiden) (sich|uns) für|(machen|handhaben) wir (das|es) so\\s*:|^(entscheidung|beschluss|festlegung|vereinbarung|einigung|beschlossen|vereinbart|festgelegt)\\s*:|^(beschluss|beschluß|festlegung|vereinbarung|\\p{L}{1,4}schloss?)\\s*,|^(wir )?haben uns (darauf )?ge?r?ein+ig\\p{L}*|([wm]ir haben|haben [wm]ir) (den|einen) sch(ie?n|ad)\\p{L}*,? [dmn]ass?(?![\\p{L}])|(wir haben|haben wir) fest(?!(ge)?stell)\\p{L}+,? dass(?![\\p{L}])|(wir haben|haben wir) (uns )?für ?ein ?bart,? [dn]ass?(?![\\p{L}])|(?<!(nicht|noch|nichts) )festgelegt,? (dass?|fast|nass)(?![\\p{L}])|(ge?regt|kriegt),? wird,? dass?(?![\\p{L}])|^fest ?ge?[rlk]\\p{L}*t,? (dass?|nass|pass)(?![\\p{L}])|(wird|ist) fest ?(?!ge ?stellt)\\p{L}+,? dass(?![\\p{L}])|es bleibt bi(den|dem|der)(?![\\p{L}])',
);

/**
 * "Wir haben beschlossen, dass …" as speech recognition writes it at times, run together or misheard
 * ("Die Haarbenbeschlossen, …", "Herrmann Bischlossen, …"): a word on "beschlossen" among the first
 * three, before a comma (also with a short word between: "Beschlossen mit, …" for "Beschlossen wird, dass …"). "geschlossen" and "abgeschlossen" say how things stand, not what was decided.
 * Also one or two words before "wird, dass" at the start, its "dass" also heard "mass" ("Esterhaltung wird, dass …" for "Festgehalten
 * wird, dass …"), or a word on "fest" and one more ("festgeregt Wirth, pass …" for "Festgelegt wird,
 * dass …", its "wird" heard as a Beteiligter's name; "Festgrägt, wird, dass …"; "Das Glück wird, das …" for "Festgelegt wird, dass …"), and "Wir legen fest:" with
 * its "l" heard as "r" ("Wie Regenfest, die Fassade …", also "Wie rigen fest, pass die Fassage …"), its "Wir" lost too ("Regenfest, Tastie Armeiten …"), and "Wir halten fest, dass …" so
 * ("Haltenfest, das der Boden …"): minutes open only a decision that way.
 * So does "Festgrägt, Pastimeter im März …" (for "Festgelegt: Die Mieter …"; not "festgestellt", a finding) opening a sentence, and so do "… hat mich losen, dass …" (hat beschlossen, heard so three times; also after another voice's "Nun," run on: "Nun, der gemeinde Rat hat mich losen, das …"; and "Christ hat erschossen, Maske …" for "Der Kreis hat beschlossen, dass die …": no one at a site meeting says so of a shot) and "Wir einigen uns darauf, dass …" with its
 * "uns darauf" heard wrong ("Mit einigen Bums starten auf, das …"), at the start or after a comma ("Wir warten seit einigen Tagen darauf, dass …" is none),
 * "Wir einigen uns, dass …" at the start, however its "uns" was heard ("Eindigen Boons, dass …"),
 * "Haben für Einwahrt, …" and "Haben für Einmacht, …" (Wir haben vereinbart, dass …, its "Wir" lost; also "Harben für …", "Haben für ein Wart, …", run together: "Harbenfeinbart, …", and without its comma
 * before "das": "Haben für Einbart das die Alte Anlage … läuft?", a question mark put after it: a decision all the same; "Wir vereinbaren, dass …" as "Mir für Einmarren, lasst …" or "Mir feinbar, dann nass …", "Es ist vereinbart, dass …" as "Es ist feinbar, Maski …"), "Erst geregt wird, als …", "Erst gleegt wird, als …", "Fist geregt ist, dass …" (Festgelegt ist, dass …), "Es recht ist, dass …" (Festgelegt wird/ist, dass …) and "Es wird gesteckt, das …"
 * (festgelegt), "Und haltend wie fest, dass …" (Dann halten wir fest), "Und dann fest, dass …" (Wir halten fest), "Wie halt'n fest, …" or "Wie Haltenfest, …" run together (Wir halten fest), "Für Einwartest, dass …" (Vereinbart ist), "Wie vereinbaren, dass …"
 * (Wir vereinbaren: without a "wir" it asks nothing), "Wir haben uns eine vermehrliche Entschiedung" (für eine Wärmepumpe entschieden), and "S. Witt festgelegt, …" (Es wird festgelegt), and "Es wird es geregt, …" or "Es wird festgrägt, …" however its "dass" was heard (not a German word either), "Es gregt, Passt die Tore …" (its "wird fest" lost; "es regt" is followed by no comma); a few words heard
 * wrong, then "dass" heard "hast" before an article ("Einballen, hast die Schalen …" for "Wir vereinbaren, dass die Sparren …", four times in four voices), and "Wir haben ein Mann, das …", "Es ist ein Mann, das …" (vereinbart, dass: no one says "ein Mann, das"),
 * and "Ich beschlägt ist, dass …" (Beschlossen ist, dass …), "Mir verschließend, dass …" (Wir beschließen, dass …), and
 * "Harbendenschieden, …", "Harbenden Tscheiden, das …" or "Harbendenschirmen, Lasty …" (Wir haben entschieden, dass …, in three voices; no German word is written so), and "Der Einbarren kass die …" (Wir vereinbaren, dass
 * die …; "vereinbaren" is heard "Einballen", "Einmarren", "Reinbarren" in five more voices), and "Für ein Machen, dass …" (Wir
 * vereinbaren, dass …: "für ein" and a verb's noun before "dass" written so), and "Gehende hatten Schieben, laske …", "Mein Du hattet
 * Schiedem, …" (Die Gemeinde hat entschieden, dass …, in two voices), "Es meet für ein, dass …" (Es wird vereinbart, dass …), "Wir haben geschwossen, dass …" (beschlossen;
 * "geschlossen, dass" too: what is closed takes no "dass"), and a few words before "entschieden," (its "haben" heard past
 * knowing: "Die Herben entschieden, …"; its "ent" run into them: "Die Harmonen schieden, lasse …", "Mir haben den Schieden, das …"; heard "Tschiegen": "Der Bürgermeister hat in Tschiegen, Das …"), not after
 * "nicht", "noch", "kein…", "ob" or a later time ("Das wird morgen entschieden, …").
 */
const HEARD_DECISION = /^(?:(?:[\p{L}-]+[\s,]+){0,4}(?:hat|haben)\s+erschossen\s*,\s*\p{L}|(?:und\s+)?dann\s+fest\s*,\s*dass?(?![\p{L}])|f[ie]st\s+ge?[rlk]\p{L}*t\s+(?:ist|wird)\s*,\s*dass?(?![\p{L}])|(?:[\p{L}-]+[\s,]+){0,4}(?:hat|haben)\s+(?:mich|mir|wir)\s+losen\s*,|es\s+g?r?egt\s*,\s*(?:dass?|pass?t?|nass)(?![\p{L}])|fest(?!(?:ge)?stell)g\p{L}{2,5}t\s*,\s*\p{L}|(?:(?:[wm]ir\s+)?har?ben|[wm]ir)\s+für\s+ein(?:\s?[bw]art|\p{L}*)(?:\s*,|\s+dass?\s)|har?ben\s?f(?:ür\s?)?ein\s?[bw]art\s*,|(?:[wm]ir|(?:es|dann|damit)\s+ist)\s+\p{L}{0,3}einbar\p{L}*\s*,|erst\s+g\p{L}{1,3}gt\s+wird\s*,\s*(?:als|dass?)(?![\p{L}])|es\s+recht\s+(?:ist|wird)\s*,\s*dass?(?![\p{L}])|wie\s+(?:vereinbaren|beschließen)\s*,?\s*dass?(?![\p{L}])|wie\s+für\s*ein\p{L}*\s*,\s*dass?(?![\p{L}])|[wm]ir\s+haben\s+uns\s+(?!(?:noch\s+)?(?:nicht|kein))[^.!?,]*\sentschied\p{L}*[.!]?$|(?:es|dann|damit)\s+wi(?:rd|rt|tt)\s+gesteckt\s*,|(?:(?:und|dann)\s+)?haltend\s+(?:wir|wie|mir)\s+fest\s*,?\s*dass?(?![\p{L}])|wie\s+halt(?:en|'n)\s*fest(?![\p{L}])|für\s+ein(?!(?:e[nmrs]?|ige[nmrs]?)(?![\p{L}]))\p{L}+\s*,\s*dass?(?![\p{L}])|(?:es|s\.?|dann|damit)\s+wi(?:rd|rt|tt)\s+festgelegt(?![\p{L}])|(?:es|dann|damit|an)\s+wi(?:rd|rt|tt)\s+(?:es\s+|fest\s?)ge?[rlk]\p{L}*t\s*,|(?:[\p{L}-]+\s+){0,4}[\p{L}-]+,\s*hast\s+(?:die|der|das|den)\s|(?:[wm]ir\s+haben|(?:es|dann|damit)\s+ist)\s+ein(?:en)?\s+mann\s*,\s*(?:dass?|hast)\s|(?:[^.!?]*,\s*)?(?:[wmd]i[rte]\s+)?einigen\s+(?:\p{L}+\s+){1,2}\p{L}*auf\s*,?\s+[dmn]ass?(?![\p{L}])|(?:[\p{L}-]+[\s,]+){0,2}\p{L}*b[ei]schlossen(?:\s+\p{L}{2,4})?\s*,|(?:[wmd]i[rte]\s+)?ein\p{L}?igen\s+\p{L}+\s*,\s*dass?(?![\p{L}])|(?:[WwMm]i[er]\s+)?[LlRr][ei]gen\s*fest\s*[,:]|[Hh]alten\s*fest\s*,\s*[dmn]ass?(?![\p{L}])|(?:[\p{L}-]+[\s,]+){1,3}Schlossen\s*,|(?:[\p{L}-]+\s+){1,2}wird\s*,\s*[dm]ass?\s|fest(?!(?:ge)?stell)\p{L}+,?\s+\p{L}+\s*,\s*[dp]ass?\s|(?:\p{L}+\s+)?b[ei]schl\p{L}*\s+ist\s*,\s*dass?(?![\p{L}])|[wm]ir\s+(?:be|ver)schließend?\s*,\s*dass?(?![\p{L}])|(?:[\p{L}-]+\s+)?harben\s?den\s?t?sch(?:(?:ie|ei)den|irmen)\s*,|(?:[\p{L}-]+\s+)?einbarren\s*,?\s*[dk]ass?\s+(?:die|der|das|den)\s|für\s+ein\s+\p{Lu}\p{Ll}+en\s*,\s*dass(?![\p{L}])|(?:[\p{L}-]+\s+){0,2}hatte[nt]\s+schie(?:ben|dem|den)\s*,|es\s+\p{L}{2,5}\s+für\s*ein\s*,\s*dass?(?![\p{L}])|[wm]ir\s+haben\s+\p{L}{0,3}sch[wl]ossen\s*,\s*dass?(?![\p{L}])|(?:(?!(?:nicht|noch|kein\p{L}*|ob|morgen|später|bald)(?![\p{L}]))[\p{L}-]+\s+){1,4}(?:ent|t)?schie(?:den|dem|gen)\s*,)/iu;

/**
 * "beschlossen", "vereinbart" or "entschieden" however heard, wherever it stands, before "dass" however heard:
 * "Hamen im Gemeindenart beschlossen, nasse Fahrzeughalte …" (for "Wir haben im Gemeinderat beschlossen, dass …"),
 * "Haben für Einbart, dass …", "Es wird einmart, dass …", "Ein Bart ist, dass …" (Vereinbart ist, dass …), "Die Sparkasse hat entschiegen, Nass …"; "… fest liegt, dass …" too ("Die Mietfest liegt,
 * das alle …" for "Außerdem wird festgelegt, dass alle …", and as said: what is fixed). Every such line of the evaluation set
 * reports a decision, also where speech recognition heard it as a question; not after "nicht" or "noch". So does "… uns darauf verständigt, dass …"
 * ("Haben uns darauf verständigt, dass die Turnhalle … saniert wird?", its "Wir" lost).
 */
const DECIDED_THAT = /(?<!(?:nicht|noch)\s)(?:\p{L}*b[ei]schlossen|(?:sich|uns)\s+(?:(?!nicht\s|noch\s)\p{L}+\s+)?verständigt|fest\s?liegt|liegt\s+fest|(?<=(?:h\p{L}*ben|ist)\s+)verschlossen|(?:ver|für\s?)?ein\s?[bm]art(?:\s+(?:ist|wird))?|entschie[dg]en)\s*,\s*[dmn]ass?e?(?![\p{L}])/iu;
export const reportsDecisionThat = (sentence: string) => DECIDED_THAT.test(sentence);

/** Adverbs in -tens ("spätestens", "mindestens"), which no ordinal as heard ("Smightens" for Zweitens) is: their stems. */
export const ADVERBS_IN_TENS = 'meist|spätest|frühest|höchst|mindest|wenigst|best|nächst|letzt';

/**
 * A numbered agenda item announced, also as speech recognition writes it ("Punkt zwei, die
 * Außenanlagen", "Thema eins, das Dach", "Thema eins ist der Stahlbau", "Zweitens, die Haustechnik", "Er redigt drei
 * Brandschutz" for "Punkt drei, der Brandschutz", "Ersten, die Fassade" for "Erstens, …" and "Wittens, …" for "Drittens, …" and "Heinz, …" for "Eins, …" at the start): a number among the first words, then what the
 * item is about. A number of weeks, days or hours is a time, not an item.
 */
const NUMBERED_ITEM = new RegExp(String.raw`^(?:\p{L}+[,.]?\s+){0,2}?(?:[Ee]ins|[Zz]wei|[Dd]rei|[Vv]ier|[Ff]ünf|[Ss]echs|[Ss]ieben|[Aa]cht|[Nn]eun|[Zz]ehn|\d{1,2}|[Ee]rstens|[Zz]weitens|[Dd]rittens|[Vv]iertens|[Ff]ünftens|(?<=^)(?:Erst|Zweit|Dritt|Viert|Fünft)en(?=,)|(?<=^)Wittens(?=,)|(?<=^)(?!(?:${eitherCase(ADVERBS_IN_TENS)})ens)\p{Lu}\p{Ll}*tens(?=,|\s+(?:der|die|das)\s)|(?<=^)Heinz(?=,))[,.:]?\s+(?:ist\s+)?(?!(?:Wochen?|Tagen?|Monaten?|Stunden?|Minuten|Jahren?|Uhr|Mal)(?![\p{L}]))(?:[Dd](?:er|ie|as|en|em)\s+(\p{L}.*?)|(\p{Lu}.*?))[.!]?$`, 'u');
const MAX_ITEM_WORDS = 8;
const DAY_THEN_WORD = /(?<![\p{L}\d])\d{1,2}\.\s+(\p{L}+)/gu;
const saysDayOfMonth = (text: string) => [...text.matchAll(DAY_THEN_WORD)].some((match) => isMonthName(match[1]!));

/**
 * Moving on to an agenda item without a number: "Kommen wir zur Fassade.", "Gut, dann noch zu den
 * Mängeln.", "Unter Verschiedenes habe ich noch die Baustellenreinigung.", "Und zum Zeitplan!" (Dann heard Und). The item is what follows.
 */
const MOVED_TO_ITEM = /^(?:(?:gut|okay|ok|so|also|jetzt)[,.!]?\s+)*(?:(?:dann|und|erst|zuerst|zunächst|erstmal|nun|danach|anschließend|weiter|zuletzt|abschließend)\s+)?(?:kommen\s+wir\s+)?(?:jetzt\s+)?(?:noch\s+)?(?:zu[mr]?|unter)\s+(?:(?:den|dem|der|die|das)\s+)?(\p{L}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*){0,3}?)(?:,?\s+(?:habe|haben)\s+(?:ich|wir)\s+noch\s+(?:(?:den|dem|der|die|das)\s+)?(\p{L}.*?))?[.!]?$/iu;
/** "Punkt eins" heard as one word: "Punkteins", "Punktein", "Prunkteins", "Brunkteins". */
export const FIRST_ITEM_AS_ONE_WORD = '[bp]r?unkte?ins?';
/**
 * Moving on without a verb: "Als Nächstes die Haustechnik.", "Zuerst das Dach.", and an item named
 * as a Thema or Punkt, with or without a word before it: "Thema Elektro.", "Neues Thema, die Außenanlagen.",
 * "Nichts Thema, die Ausanlagen." for "Nächstes Thema", "Punkt Heinz, Berthachstuhl" for "Punkt eins, der
 * Dachstuhl" (its number misheard), an ordinal's "s Thema" heard as "Stema" after any word ("Erte Stema, der Innenausbau",
 * "Smite Stema, Termine.", "Nichtestema, die Außenanlagen."; not "Herr Justema, …", said to someone), an ordinal and "Punkt" heard as one word ("Smiterpunkt, Die Fenster."),
 * "Als erstes die …" with its "die" heard "nie" or "wie" ("Als erstes nie fahrt Soch Halle", "Zuerst wie Halle."). The title is short: "Gutes Thema, die
 * Kosten müssen wir noch klären" says more than an item.
 */
const NEXT_ITEM = new RegExp(String.raw`^(?:(?:gut|okay|ok|so|also|dann)[,.!]?\s+)*(?:als\s+(?:nächstes|erstes|letztes)|zuerst|zunächst|danach)[,:]?\s+(?:der|die|das|den|dem|[nw]ie)\s+(\p{L}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*){0,3}?)[.!]?$|^(?:(?!(?:herr|frau)\s)\p{L}+\s+)?(?:th?ema|punkt|\p{L}*stema|\p{L}+terpunkt|${FIRST_ITEM_AS_ONE_WORD})[,:]?\s+(?:\p{L}+,\s+)?(?:(?:der|die|das|den|dem)\s+)?(?!(?:ist|sind|war|waren|hat|haben|wird|werden|bleibt|erledigt|geklärt|abgeschlossen)(?![\p{L}]))(\p{L}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*){0,3}?)[.!]?$`, 'iu');
/** A title of a noun or a few, in a capital, after `opening` and an article as heard ("Zuerst wird gemauert." has none). */
const capitalTitleAfter = (opening: string, articles: string, moreWords: number) =>
  new RegExp(String.raw`^${opening}\s+(?:${articles})\s+(\p{Lu}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*){0,${moreWords}}?)[.!]?$`, 'u');
const ARTICLES = 'der|die|das|den|dem';
/**
 * Items moved to in ways only misheard words leave a rule to: the article heard as another word ("Als Nächster, sie
 * Maschinentechnik.", "Zuerst wie Schalterhalle.", "Zuerst wird Rockenbau."), "Zuerst" heard "Erst" ("Erst die Spundwand."), "Dann die Elektrik." (also heard "Und die
 * Fenster.", "Dann die Wreckt big."), "Thema ist die Kuppel." (heard "Thema ist wie Kloppel."; "Das Thema ist erledigt." names none), "Thema ist heute der Innenanstrich.".
 */
const MOVED_ON = String.raw`(?:[Aa]ls\s+(?:[Nn]ächste|[Ee]rste|[Ll]etzte)[rs]?|[Zz]u\s?erst|[Ee]rst|[Zz]unächst|[Dd]anach)[,:]?`;
const ITEMS_WITH_CAPITAL_TITLE = [
  capitalTitleAfter(MOVED_ON, `${ARTICLES}|sie|wie|wird`, 2),
  // Its article lost or run into the noun: "Als nächstes Video." (die Wände), "Zuerst Haastach." (das Dach).
  new RegExp(String.raw`^${MOVED_ON}\s+(\p{Lu}[\p{L}-]+)[.!]?$`, 'u'),
  capitalTitleAfter(String.raw`(?:(?:[Gg]ut|[Oo]kay|[Ss]o|[Aa]lso)[,.!]?\s+)*(?:[Dd]ann|[Uu]nd)`, ARTICLES, 1),
  capitalTitleAfter(String.raw`(?:(?:[Dd]as|[Uu]nser)\s+)?(?:[Tt]hema|[Pp]unkt)\s+ist(?:\s+heute)?`, `${ARTICLES}|wie`, 2),
];
/** A verb with two words or more said after it; with less it is a title heard wrong ("Thema eins, das Mühle hat." for das Mühlrad, "Erstens, der ist ich." for der Estrich). */
const TITLE_WITH_VERB = /(?<![\p{L}])(?:ist|sind|war|waren|wurde|wurden|wird|werden|hat|haben|kommt|kommen)\s+\p{L}+\s+\p{L}/iu;
/** An agenda item counted in words: "Erster Punkt ist die Fahrzeughalle.", "Nächster Punkt, die Elektroplanung." (its "Punkt" heard "Brunk": "Zweiter Brunk, die Haustechnik."), "Zweites Thema, die Elektroinstallation." (heard "Erste Stema", "zweitestema", "zweiter Stema", "Nächte Stema", "Erste Stämmer"). */
const ORDINAL_ITEM = /^(?:(?:gut|okay|ok|so|also|dann)[,.!]?\s+)*(?:der\s+|das\s+|die\s+)?(?:(?:erster|zweiter|dritter|vierter|fünfter|sechster|nächster|letzter)\s+(?:punkt|[bp]runkt?|tagesordnungspunkt|top)|(?:erste|zweite|dritte|vierte|fünfte|sechste|nächs?te|letzte)[rs]?\s*s?t(?:h?emm?a|ämmer))(?:\s+ist)?[,:]?\s+(?:(?:der|die|das|den|dem)\s+)?(\p{L}.*?)[.!]?$/iu;
/**
 * Opening an item by what is looked at: "Wir beginnen mit dem Rohbau von Haus zwei." (its "wir" not
 * heard too: "Beginnen mit dem Rohbau …", "Beginn, mit …", "Fangen, mit dem Fachstuhl an.", "Starten mit …"; heard "mir": "Mir beginnen mit den Einbaugeln."), "Als Erstes schauen wir auf den Estrich
 * im Haus A.", "Als Nächstes sprechen wir über die Termine." (also as heard: "Als er'schauen wir auf …"), "Wir sprechen zuerst über das Becken." (its "wir"
 * after the verb or not heard: "Sprechen zuerst über die Halle.").
 */
const OPENED_ITEM = /^(?:(?:gut|okay|ok|so|also|dann)[,.!]?\s+)*(?:(?:[wm]ir\s+(?:beginnen|fangen|starten)|(?:beginnen|fangen|starten)\s+[wm]ir|beginn(?:en)?,?|(?:fangen|starten),?)(?:\s+(?:heute|jetzt))?\s+mit|(?:als\s+\p{L}+['’]?\s*|(?:zuerst|zunächst|jetzt|dann)\s+)(?:schauen|sprechen|reden|kommen|gehen|blicken)\s+wir(?:\s+(?:mal|noch|kurz))?\s+(?:auf|über|zu[mr]?|an)|(?:[wm]ir\s+)?(?:schauen|sprechen|reden|blicken)(?:\s+wir)?\s+(?:zuerst|zunächst|jetzt|dann)\s+(?:auf|über))\s+(?:(?:der|die|das|den|dem)\s+)?(\p{L}.*?)(?:\s+an)?[.!]?$/iu;
/** What an opened "item" is when the sentence is about the meeting or a time instead: "Wir beginnen mit der Besprechung", "… mit dem Estrich morgen an". */
const ARTICLE_ALONE = /^(?:der|die|das|den|dem|des|ein|eine[mnrs]?)$/iu;
const NOT_AN_OPENED_ITEM = words('\\p{L}*bespr[ei]chung|sitzung|jour fixe|runde|begrüßung|heute|morgen|übermorgen|montag|dienstag|mittwoch|donnerstag|freitag|woche|kw|bis|ab');

/**
 * Words that follow "zu" in a sentence that is not moving on ("zu spät", "zu viel", "zum Glück"), and verbs after it ("zu kommen", the
 * end of "… die Spendenliste zukommen" cut off into another voice's turn).
 */
const NOT_AN_ITEM = words(
  'schluss|abschluss|beginn|anfang|glück|beispiel|teil|spät|früh|viel|wenig|teuer|klein|groß|lang|kurz|hoch|tief|eng|nass|kalt|warm|schnell|langsam|information(en)?|info|kenntnis|ende|kommen|machen|tun|sehen|sagen|lassen|geben|bringen|schicken|klären|prüfen|erledigen',
);

/** Words a cut-off sentence ends on ("Zwei, die Kühlung, die" | another voice): none ends an item's title. */
const CUT_OFF_END = /(?:,?\s+(?:der|die|das|den|dem|des|ein|eine|und|oder|in|im|am|an|auf|mit|zu|zum|zur|von|vom|für|bei))+$/iu;

/** The title of an agenda item announced ("Außenanlagen" of "Punkt zwei, die Außenanlagen.", "Fassade" of "Kommen wir zur Fassade."), or null when the sentence announces none. */
export function agendaItemTitle(sentence: string): string | null {
  const title = announcedTitle(sentence)?.replace(CUT_OFF_END, '');
  return title ? title : null;
}

function announcedTitle(sentence: string): string | null {
  // Heard without its full stop, it may end in a comma ("zwei, die Außenanlagen,").
  const text = sentence.trim().replace(/[,;:]$/u, '');
  // Opening words take up to five themselves ("Als Erstes schauen wir auf"): the title is what is limited.
  const opened = OPENED_ITEM.exec(text)?.[1]?.trim();
  // "Wir starten mit dem" | "Dach.": cut after its article, the item is said on (in the next turn, at times heard as another voice).
  if (opened) return NOT_AN_OPENED_ITEM.test(opened) || ARTICLE_ALONE.test(opened) || opened.split(/\s+/).length > MAX_ITEM_WORDS - 2 ? null : capitalised(opened);
  if (text.split(/\s+/).length > MAX_ITEM_WORDS) return null;
  // "Ein acht Mangeboteiche, bis Montag ein." (for "Ein Nachtragsangebot reiche ich bis Montag ein."): a number heard in a word, and a deadline, which no item has.
  // "Termin am 30. April.": a day of a month is a date, not an item's number.
  const numbered = DUE.test(text) || saysDayOfMonth(text) ? null : NUMBERED_ITEM.exec(text);
  const numberedTitle = numbered?.[1] ?? numbered?.[2];
  // "2 Fenster im Obergeschoss wurden alles geliefert.": a count and what it counts, said of with a verb; no item.
  if (numberedTitle) return TITLE_WITH_VERB.test(numberedTitle) ? null : numberedTitle.trim();
  const next = NEXT_ITEM.exec(text);
  const counted = ORDINAL_ITEM.exec(text)?.[1] ?? next?.[1] ?? next?.[2] ?? ITEMS_WITH_CAPITAL_TITLE.map((form) => form.exec(text)?.[1]).find((title) => title !== undefined);
  if (counted) return capitalised(counted.trim());
  const moved = MOVED_TO_ITEM.exec(text);
  if (!moved || NOT_AN_ITEM.test(moved[1]!)) return null;
  return capitalised((moved[2] ?? moved[1]!).trim());
}

/**
 * "Bis wann liegt das Protokoll vor?", also heard "Bis Mann …" and without its question mark, or "Bis
 * man können Sie …" (no one says "man können"), also after the one asked ("Hergetjens, bis man kommen" for "Herr Gätjens, bis wann
 * kommen die?"; "Bis man ist die Halle nicht." for "Bis wann ist die Halle dicht?"): its "bis" sets no deadline.
 */
const BY_WHEN = /^(?:(?:(?:Herr|Frau)\s+)?\p{Lu}[\p{L}-]+,\s+)?bis\s+(?:[wm]ann|man(?=\s+(?:können|könnten|würden|ist|sind|wird|werden|haben|kommen)(?:\s|[.?!]?$)))(?![\p{L}])/iu;
/** A question that speech recognition wrote without its question mark: "Wie sieht es aus", "Gibt es …", "Ist das …", "Man kommen die restlichen Fenster." ("Wann" heard "Man" or "Mann", with nothing of the speaker's in it), "Wir lange bleibt das Bad …" ("Wie" heard "Wir": no "wir" goes with "bleibt"), also after an address ("Frau Stein, Mann ist der Estrich …", "Wunsch, voran liegt das." for "Herr Wunsch, woran liegt das?"). */
const QUESTION = /^(?:(?:Herr|Frau)\s+\p{Lu}[\p{L}-]+,\s+|\p{Lu}[\p{L}-]+,\s+(?=[wv]oran\s+liegt\s))?(?:(?:wie|wann|was|wo|wer|warum|wieso|weshalb|woran|worauf|voran(?=\s+liegt\s))(?![\p{L}])(?!\s+(?:besprochen|vereinbart|gesagt|abgesprochen))|(?:gibt|gab|ist|sind|sieht|hat|haben|kann|können|klappt|passt)\s+(?:es|das|der|die|man|ihr)(?![\p{L}])|wir\s+lange\s+(?:bleibt|dauert|braucht|ist|hat|wird|geht|läuft)(?![\p{L}])|mann?\s+(?:ist|sind|kommt|kommen|kann|können)(?![\p{L}])(?![^.!?]*(?<![\p{L}])(?:ich|mir|mich|wir|uns)(?![\p{L}])))/iu;

/** Third-person task verbs of minutes ("liefert", "prüft", "kümmert sich um"). */
export const TASK_VERBS =
  'liefert|liefern|prüft|prüfen|überprüft|schickt|schicken|sendet|senden|klärt|klären|erstellt|erstellen|übernimmt|übernehmen|bestellt|bestellen|reicht|reichen|kümmert sich|kümmern sich|besorgt|besorgen|organisiert|organisieren|beauftragt|beauftragen|meldet|melden|überarbeitet|überarbeiten|aktualisiert|aktualisieren|fordert|fordern|koordiniert|koordinieren|veranlasst|veranlassen|erledigt|erledigen|bereitet|legt|legen|stellt|stellen|behebt|beheben|beseitigt|beseitigen|montiert|montieren|räumt|räumen|informiert|informieren|streicht|streichen|reinigt|reinigen|entsorgt|entsorgen|beantragt|beantragen|dämmt|dämmen|verputzt|verputzen|muss|müssen|soll|sollen';
export const TASK_VERB = words(TASK_VERBS);
/** First-person commitments: "schicke ich", "ich kläre", "machen wir", "kümmere mich". */
export const FIRST_PERSON_VERB =
  'schicke|nehme|liefere|prüfe|überprüfe|sende|kläre|erstelle|übernehme|bestelle|kümmere|besorge|organisiere|beauftrage|melde|überarbeite|aktualisiere|fordere|koordiniere|veranlasse|erledige|bereite|lege|gebe|stelle|behebe|beseitige|mache|reiche|rufe|frage|informiere|schaue|sehe|kläre|ändere|passe|bringe|hole|plane|zeichne|stimme|bespreche|montiere|räume|sichere|baue|tausche|repariere|messe|schließe|kontrolliere|decke|fräse|verteile|hänge|bohre|verlege|betoniere|streiche|reinige|entsorge|beantrage|dämme|verputze|schaffe';
export const FIRST_PLURAL_VERB =
  'schicken|nehmen|liefern|prüfen|überprüfen|senden|klären|erstellen|übernehmen|bestellen|kümmern|besorgen|organisieren|beauftragen|melden|überarbeiten|aktualisieren|fordern|koordinieren|veranlassen|erledigen|bereiten|legen|geben|stellen|beheben|beseitigen|machen|reichen|rufen|fragen|informieren|schauen|sehen|ändern|passen|bringen|holen|planen|zeichnen|stimmen|besprechen|montieren|räumen|sichern|bauen|tauschen|reparieren|messen|schließen|kontrollieren|decken|fräsen|verteilen|hängen|bohren|verlegen|betonieren|streichen|reinigen|entsorgen|beantragen|dämmen|verputzen';
/** The verbs of a task said in the first person plural, each: "stimmen wir uns …" is no parting. */
const TASK_PLURAL_VERBS = new Set(FIRST_PLURAL_VERB.split('|'));
// Whisper often hears the verb with an 'n' ('beauftragen ich'), an 'r' ('schicker ich') or without its 'e' ('liefer ich', 'schick ich'):
// with 'ich' it is still the singular; so is the verb and its 'ich' heard as one word in '-ert' ('Die Beleuchtungsplanung schickert, bis
// Freitag.', 'Die Armaturen bauert sich bis Freitag ein.'), which no German verb is.
const FIRST_PERSON_STEMS = FIRST_PERSON_VERB.split('|').map((verb) => verb.replace(/e$/u, '')).join('|');
const INVERTED_SINGULAR = words(`(${FIRST_PERSON_STEMS})(?:(?:e|en|n|er)? ich|ert(?: sich)?)|kümmere mich`);
const INVERTED_PLURAL = words(`(${FIRST_PLURAL_VERB}) wir|kümmern uns`);
/**
 * "Bevor wir anfangen, …", "Sobald wir die Pläne haben, …": the subject of a clause that says when or whether, with
 * its verb at the end; it promises nothing.
 */
const NOT_AFTER_SUBORDINATOR = String.raw`(?<!(?<![\p{L}])(?:${eitherCase('bevor|wenn|sobald|dass|weil|falls|nachdem|damit|ob|solange|sofern|ehe')})\s+)`;
const SUBJECT_SINGULAR = words(`${NOT_AFTER_SUBORDINATOR}ich (werde )?(${FIRST_PERSON_VERB}|${FIRST_PLURAL_VERB})`);
const SUBJECT_PLURAL = words(`${NOT_AFTER_SUBORDINATOR}wir (werden )?(${FIRST_PLURAL_VERB})`);
/** What was done is reported, not promised: "ich habe ... geschickt". */
const PAST = words('habe|haben|hatte|hatten|wurde|wurden|war|waren|ist erledigt|sind erledigt');
/** What is supposed or noted, not promised: "Ich nehme an, dass …", "Wir gehen davon aus, …", "Das nehme ich zur Kenntnis." */
/** "Das schaffe ich nicht.", "Das machen wir nicht.": saying it will not be done, at the end of the sentence (mid-sentence, "nicht" is as often "nächste" misheard). */
const REFUSED = /(?<![\p{L}])(?:ich|wir)\s+(?:das\s+)?nicht[.!]?$/iu;
const NOT_PROMISED = words('(nehme|nehmen)( ich| wir)? an|(gehe|gehen)( ich| wir)? davon aus|denke|glaube|hoffe|denken|glauben|hoffen|zur kenntnis');
/**
 * "Den Bauschutt fahren wir am Mittwoch ab": the day says when, as a deadline does; "ab Montag" says when work begins, and
 * "die Montag" is "die Montage" heard short (no weekday takes "die").
 */
const WEEKDAY_SAID = /(?<![\p{L}])(?<!(?<![\p{L}])(?:ab|die)\s+)(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag)(?![\p{L}])/iu;
/** "morgen" as tomorrow (see germanDates.ts), nor the greeting "Morgen zusammen". */
const TOMORROW = String.raw`${TOMORROW_SAID}(?!\s+(?:zusammen|allerseits))`;
/** How far up or along work has come ("bis zum vierten Obergeschoss", "bis unters Dach", "bis ins Erdgeschoss"): a place, not a time. */
const LEVEL_REACHED = String.raw`\s+(?:\p{L}+\s+)?(?:(?:ober|unter|erd|dach|keller|zwischen)?geschoss|stock(?:werk)?|og|dach|decke|keller|attika|traufe|first|etage|ebene)(?![\p{L}])`;
const PLACE_REACHED = String.raw`\s+(?:zu[mr]|ins|unters|in\s+(?:den|das|die))${LEVEL_REACHED}`;
/**
 * "bis" of a deadline, not of "bis auf" ("Die Halle ist bis auf die Attika betoniert": all but the parapet), nor of a range
 * ("in den Räumen eins bis vier", "zwei bis drei Wochen"), nor of a place reached ("Das Treppenhaus ist bis zum vierten Obergeschoss fertig").
 */
const BY = String.raw`(?<!(?<![\p{L}])(?:\d+|eins|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf)\s)bis(?!\s+aufs?(?![\p{L}]))(?!${PLACE_REACHED})`;
const BY_SAID = words(BY);
/** The words of a deadline that both readings below know: "bis …", "heute", "morgen", "übermorgen", "diese Woche". */
const BY_DAY = `${BY}|heute|${TOMORROW}|übermorgen|diese woche`;
/** A deadline said, not only a day ("spätestens am …", "bis …", "morgen"). */
const DUE_OR_DEADLINE_SAID = words(`${BY_DAY}|spätestens|nächste woche`);
const MONTH_NAMES = 'januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember';
/** "am 24. März", "am vierzehnten Juni", "am 3.": a day of the month. */
const DAY_SAID = new RegExp(String.raw`(?<![\p{L}])am\s+(?:\d{1,2}\.(?:\d{1,2}\.?)?|\p{L}+ten\s+(?:${MONTH_NAMES}))(?![\p{L}\d])`, 'iu');
/** "bis …", "morgen", "in drei Tagen", "am Donnerstag", "am 24. März": when something will have been done. */
export const saysWhen = (sentence: string) => DEADLINE.test(sentence) || DUE.test(sentence) || WEEKDAY_SAID.test(sentence) || DAY_SAID.test(sentence);
/** A deadline or a "when" that makes a statement a task. */
const DEADLINE = words(`${BY_DAY}|gleich|sofort|umgehend|nächste[nr]? woche|kw|kalenderwoche|${CALENDAR_WEEK_AS_HEARD.source}|zum(?!${LEVEL_REACHED})`);

/** "in KW 44", "in der Kalenderwoche 50": the week something happens in. */
const IN_WEEK = /(?<![\p{L}])in\s+(?:der\s+)?(?:kw|kalenderwoche)\s*\d+/giu;
/** "fehlt noch", "fehlen uns noch", "fehlt aber noch" (also heard "fährt uns noch"): a report of what is still missing. */
const STILL_MISSING = words('(?:fehlt|fehlen)(?:\\s+(?:uns|mir|aber|auch|leider))*\\s+noch|fährt\\s+(?:uns|mir)\\s+noch');
/**
 * "die Treppe zum Dachboden", "die Rinnen zum Abfluss": "zum" before a noun says where, not by when; a day or month
 * as heard ("zum Zenten", "zum Ziptemper") and the end or start of a time ("zum Monatsende") still say when.
 */
const TOWARDS_PLACE = /(?<![\p{L}])(?<!bis\s+)zum\s+(\p{Lu}\p{Ll}+)(?![\p{L}])/gu;
const saysDeadlineBesidesPlaces = (sentence: string) =>
  DEADLINE.test(sentence.replace(TOWARDS_PLACE, (said, noun: string) => (isMonthName(noun) || isSpelledDay(noun) || /(?:ten|er|ende|anfang|beginn)$/u.test(noun) ? said : '')));
/** An obligation or a request, which makes what is missing something to do. */
const OBLIGATION = 'bitter?|muss|müssen|soll|sollen|sollte|sollten';
const ASKED = words(OBLIGATION);
/** "… muss bis morgen früh stehen", "Bitte bis Freitag …": something asked for, and by when. */
export const asksForItBy = (sentence: string) => ASKED.test(sentence) && DEADLINE.test(sentence);
/** What makes a statement something to do besides a task verb: an obligation, a request, a need. */
const TO_DO = words(`${OBLIGATION}|musst|brauchen|braucht|benötigen|benötigt|erforderlich|notwendig|nötig|fehlt noch|fehlen noch|ausstehend|noch offen|zu (prüfen|klären|erledigen|liefern|erstellen)`);
/** The announcement of an agenda item ("Erster Punkt ist …", "Kommen wir zu …"): the model titles it. */
const AGENDA_ITEM = words('punkt|top|tagesordnungspunkt|tagesordnung|kommen wir zu|als nächstes');
/** A participle that ends a clause: "geliefert", "montiert", and the strong ones in -en ("in Betrieb genommen", "abgeschlossen"). */
const PARTICIPLE = String.raw`\s(?:\p{L}+t|\p{L}*(?:genommen|gezogen|geschlossen|geschrieben|gegeben|gelassen|gestrichen|gegossen|gehoben|gebrochen|getroffen))`;
const PARTICIPLE_AT_END = `${PARTICIPLE}[.!]?$`;
/** "wird / werden … geliefert": the passive, with its participle at the end. */
const PASSIVE = new RegExp(String.raw`(?<![\p{L}])(?:wird|werden)(?![\p{L}]).*${PARTICIPLE_AT_END}`, 'iu');
/** "Die Unterverteilungen sind montiert.": a state reached, with its participle at the end. */
const STATE = new RegExp(String.raw`(?<![\p{L}])(?:ist|sind)(?![\p{L}]).*${PARTICIPLE_AT_END}`, 'iu');
/** A date something is to be done by: "bis …", "in einer Woche", "in drei Tagen", also "bis Donnerstag" as heard ("bist noch ein Tag"). */
const DUE = words(`${BY}|in (einer|zwei|drei|vier|fünf|sechs|\\d+) (woche|wochen|tagen|monat|monaten)|${THURSDAY_AS_HEARD.source}`);
/** "bis Freitag", "in drei Wochen": the sentence says by when something is to be done. */
export const saysDueDate = (sentence: string) => DUE.test(sentence);
/** "Wir müssen morgen die Restfeuchte [messen].": what the speaker's side has to do, and when, its verb lost. */
const OWN_DUTY_SOON = words('(wir|ich) (müssen|muss|werden|werde)( \\p{L}+)? (heute|morgen|übermorgen)');
export const saysOwnDutySoon = (sentence: string) => OWN_DUTY_SOON.test(sentence);
/**
 * Whether a sentence can announce an agenda item at all: a few words, or the words of one ("Punkt",
 * "Thema", "kommen wir zu"). The model took longer sentences for items ("Im Duschbereich ist ein
 * Abfluss verstopft, da muss …"), and what a sentence taken for an item says is lost.
 */
export const mayAnnounceItem = (sentence: string) => sentence.trim().split(/\s+/).length <= MAX_ITEM_WORDS || AGENDA_ITEM.test(sentence) || ITEM_WORD.test(sentence);
/** "Zuerst die offenen Punkte aus dem letzten Protokoll", "Thema" also as heard ("Stema"). */
const ITEM_WORD = words('punkte|s?th?emm?a');
/** The sentence begins with who acts, named: "Die Firma Neumann räumt …", "Herr Brandt sichert …". */
const NAMED_SUBJECT = /^(?:(?:[Dd]ie\s+)?[Ff]irma\s+\p{Lu}|(?:Herr|Frau)\s+\p{Lu}[\p{L}-]+\s+(?:\p{Ll}+t|muss|soll)(?![\p{L}]))/u;
/** "Außerdem kümmert sich Frau Meyer um den Antrag.", "Bis Freitag prüft Herr Lang die Statik.", "Außerdem muss die Firma Lorenz …": a task verb, then who does it. */
const TASK_VERB_THEN_PARTY = new RegExp(String.raw`(?<![\p{L}])(?:${eitherCase(TASK_VERBS)})\s+(?:(?:Herr|Frau)\s+|(?:die\s+)?[Ff]irma\s+)\p{Lu}`, 'u');
/** A sentence opening with someone spoken to by title and name, also run together ("Frauberger,", "Herbecker," with one "r"). */
const SPEAKS_TO_SOMEONE = /^(?:(?:Herr|Frau)\s+\p{Lu}[\p{L}-]+|(?:Herr?|Frau)\p{Ll}{3,}),/u;
/** Someone named who could be the one to do it. */
const NAMED_ACTOR = words('herrn?|frau|firma|durch');
/** The speaker speaking of themselves: what they mean is for the model to read. */
const SPEAKER_SUBJECT = words('ich|mir|mich');

/** "Die Druckprobe macht unsere Firma am Donnerstag.", "Die Risse schaut sich unser Polier morgen an.": the speaker's side acting. */
const OUR_PEOPLE = words('unser(?:e|er)?\\s+(?:firma|polier|leute|monteure?|elektriker|kolonne|vorarbeiter|team|bauleiter|büro|mitarbeiter|subunternehmer)');
/** Their doing, not how they are ("Unser Polier ist morgen im Urlaub.", "… kommt am Montag"). */
const OUR_PEOPLE_ACT = words(`${TASK_VERBS}|macht|machen|schaut|schauen|baut|bauen|setzt|setzen|bringt|bringen|nimmt|nehmen`);
const OUR_PEOPLE_ARE = words('ist|sind|war|waren|hat|haben|fehlt|fehlen|kommt|kommen|muss|müssen|soll|sollen');
const ourPeopleAct = (sentence: string) => OUR_PEOPLE.test(sentence) && OUR_PEOPLE_ACT.test(sentence) && !OUR_PEOPLE_ARE.test(sentence);
export type Commitment = 'singular' | 'plural' | null;

/**
 * Words after or before "ich"/"wir" that promise nothing (having, wishing, needing (also as heard: "rauche ich", "rauchere ich"), believing,
 * perceiving, waiting, when work begins or the meeting goes on) or are no verb at all, though they end like one.
 */
const NO_PROMISE = 'habe|hatte|hätte|bin|wäre|möchte|möchten|würde|würden|sollte|sollten|müsste|müssten|könnte|dürfte|wollte|bitte|brauche|bräuchte|benötige|gebrauchen|rauche|rauchere|rauchen|finde|meine|weiß|kenne|wünsche|sehe|höre|verstehe|erwarte|warte|rechne|schätze|vermute|die|wie|sie|eine|keine|seine|ohne|gerne|alle|jede|diese|jene|heute|danke|haben|hatten|hätten|brauchen|bräuchten|benötigen|finden|meinen|wissen|kennen|wünschen|sehen|hören|verstehen|erwarten|warten|rechnen|schätzen|vermuten|denen|wegen|gegen|neben|zwischen|oben|unten|eben|morgen|übermorgen|einen|keinen|diesen|allen|gerade|sagen|fragen|beginne|beginnen|fange|fangen|starte|starten|komme|kommen|treffen|sprechen|reden|können|könnten|dürfen|müssen';
/** The list in either case of its first letter, as a sentence may begin with it. */
const NOT_A_PROMISE = String.raw`(?!(?:${eitherCase(NO_PROMISE)})(?![\p{L}]))`;
/** The plural of a verb: "prüfen", also "mauern", "wechseln". */
const PLURAL_ENDING = '(?:en|ern|eln)';
/**
 * Lower-case words in -er that are no verb heard with an "r" before "ich" ("aber ich", "wieder ich"), and "brauche" so heard ("baucher ich"):
 * a need, no promise.
 */
const NOT_A_VERB_IN_ER = String.raw`(?!(?:oder|aber|wieder|hier|immer|später|außer|jeder|weiter|lieber|sicher|unser|euer|dieser|jener|welcher|vorher|nachher|daher|bisher|eher|leider|weder|über|unter|hinter|nieder|b?r?aucher)(?![\p{L}]))`;
/**
 * A first-person verb the lists do not know, with a deadline ("Ich lade die Pläne bis Montag
 * hoch", "Morgen fahre ich hin", "Wir ziehen das bis Freitag vor"): a present-tense form in -e or
 * -en next to its subject, inverted only in lower case or at the start (a noun in -e is capitalised);
 * inverted, also heard with an "r" ("Freigabe vlogger ich bis Mittwoch.", "Die Flügel binger ich am Donnerstag mit.").
 * Capitalised, as speech recognition may write a verb, it counts after a noun ("Die Formalabnahme
 * Beantrage ich morgen"), not after an article ("Die Fassade ich …" is a noun).
 */
const ANY_SINGULAR = new RegExp(String.raw`(?<![\p{L}])${NOT_AFTER_SUBORDINATOR}[Ii]ch\s+${NOT_A_PROMISE}\p{Ll}{2,}e(?![\p{L}])|(?:(?:^|(?<=(?<![\p{L}])(?!(?:Die|Der|Das|Den|Dem|Des|Ein|Eine|Einen|Einem|Einer)\s)\p{Lu}\p{Ll}+\s))${NOT_A_PROMISE}\p{Lu}\p{Ll}+e|(?<![\p{L}])${NOT_A_PROMISE}${NOT_A_VERB_IN_ER}\p{Ll}{2,}er?)\s+ich(?![\p{L}])`, 'u');
const ANY_PLURAL = new RegExp(String.raw`(?<![\p{L}])${NOT_AFTER_SUBORDINATOR}[Ww]ir\s+${NOT_A_PROMISE}\p{Ll}{2,}${PLURAL_ENDING}(?![\p{L}])(?!,?\s+dass(?![\p{L}]))|(?:(?:^|(?<=(?<![\p{L}])(?!(?:Die|Der|Das|Den|Dem|Des|Ein|Eine|Einen|Einem|Einer)\s)\p{L}+\s))${NOT_A_PROMISE}\p{Lu}\p{Ll}+${PLURAL_ENDING}|(?<![\p{L}])\p{Lu}\p{Ll}+ieren|(?<![\p{L}])${NOT_A_PROMISE}\p{Ll}{2,}${PLURAL_ENDING})\s+wir(?![\p{L}])`, 'u');

/** The verbs of getting something, by which a speaker says they give it ("Das bekommen Sie von mir"). */
const GETS = '(?:bekommen|kriegen|erhalten)';
/** "Die Details bekommen Sie von mir bis morgen": the speaker gives it (or their company, "von uns", the one group). */
export const GIVEN_BY_SPEAKER_WORDS = String.raw`${GETS}\s+(?:sie|ihr)(?:\s+(?:dann|noch|bitte|auch))*\s+von\s+(mir|uns)`;
const GIVEN_BY_SPEAKER = words(GIVEN_BY_SPEAKER_WORDS);
/** "Den Estrichplan bekommen wir morgen von mir." (its "Sie" heard "wir"): the speaker gives it; no one gives a thing to themselves. */
const GIVEN_BY_ME_AS_WE = new RegExp(String.raw`(?<![\p{L}])${GETS}\s+wir(?:\s+\p{L}+){0,3}\s+von\s+mir(?![\p{L}])`, 'iu');
/** "Die Freigabe bekommen Sie spätestens am zweiundzwanzigsten März.": the speaker gives it, by when; not "… bekommen Sie vom Architekten". */
const GIVEN_TO_YOU = new RegExp(String.raw`(?<![\p{L}])${GETS}\s+[Ss]ie(?![\p{L}])(?![^,.!?]*\s(?:von\s+(?!mir|uns)|vom\s+)\p{L})`, 'u');

/** A first-person promise with a verb the lists know ("schicke ich", "wir prüfen"), whether or not it says when. */
const promisesByKnownVerb = (sentence: string) => INVERTED_SINGULAR.test(sentence) || INVERTED_PLURAL.test(sentence) || SUBJECT_SINGULAR.test(sentence) || SUBJECT_PLURAL.test(sentence);

/**
 * "Die Kabelliste schicke ich Ihnen heute noch." with its verb heard past knowing ("zu schücheln ich ihnen heute noch", "Faktorn schäker ich
 * ihnen heute Nachmittag"): what the speaker gives the one spoken to, by when; not thanks or wishes ("Dann danke ich Ihnen bis …"), nor a clause ("wie ich Ihnen …").
 */
const SENT_TO_YOU = /(?<![\p{L}])(?!(?:danke|wünsche|habe|hab|hatte|wie|was|ob|wenn|dass|als|weil)\s)\p{L}+\s+ich\s+[Ii]hnen(?![\p{L}])/iu;
/**
 * "Nächste Woche malen mir die Mende." for "… mauern wir die Wände", "Das klären mir mit dem Planer.": "wir" heard "mir" after a plural verb
 * that follows a time, "dann" or "das" at the start; a subject of the third person would stand there instead ("Die Monteure bringen mir …").
 */
/**
 * "Die Rolltore sind gefertigt, wie montieren sie am Donnerstag." for "…, wir montieren sie …": "wir" heard "wie" opening a clause after a
 * comma, before a plural verb, "sie" and when; a question would end in its question mark.
 */
const WE_HEARD_WIE = /(,\s+)wie(?=\s+\p{Ll}{2,}(?:en|ern|eln)\s+sie\s+(?:am|bis|morgen|übermorgen|heute|nächste[nr]?)(?![\p{L}]))/u;
const WE_HEARD_MIR = new RegExp(String.raw`^((?:dann|das|nächste\s+woche|morgen|übermorgen|heute|am\s+\p{L}+)\s+\p{L}{2,}${PLURAL_ENDING}\s+)mir(?=\s+(?!(?:bitte|sie|doch|ja|gerne|noch|auch)(?![\p{L}]))\p{L})`, 'iu');
/**
 * "Mit dem Obergeschoss bin ich bis zum zehnten August fertig.", "Die Fassade ist gestellt, bis Freitag sind wir fertig.": when the speaker's
 * side will be done; not on a condition ("Sobald wir die Pläne prüfen, sind wir bis Freitag fertig.": the model weighs that).
 */
const DONE_BY = /(?<![\p{L}])(?:(bin\s+ich|ich\s+bin)|sind\s+wir|wir\s+sind)(?![\p{L}])(?=.*(?<![\p{L}])fertig(?![\p{L}]))/iu;
/** A sentence that opens with a condition ("Wenn die Freigabe kommt, dann bestellen wir …"): what follows holds only with it. */
export const CONDITION = /^(?:wenn|falls|sobald|sofern|nachdem|bevor|solange)(?![\p{L}])/iu;
function doneBy(sentence: string): Commitment {
  if (CONDITION.test(sentence.trim())) return null;
  const clause = sentence.split(/,\s+/u).find((part) => DONE_BY.test(part) && DUE.test(part));
  if (clause === undefined) return null;
  return DONE_BY.exec(clause)?.[1] ? 'singular' : 'plural';
}
/** "Das schicke ich Ihnen bis Freitag" is the speaker's; "machen wir" the speaker's company's. */
export function firstPersonCommitment(sentence: string): Commitment {
  // "Herr Schreiber, dann brauchen wir von Ihnen bis Freitag …" needs it from the one addressed; it promises nothing.
  if (NOT_PROMISED.test(sentence) || REFUSED.test(sentence.trim()) || sentence.trim().endsWith('?') || PLEADED_AS_WE.test(sentence.trim()) || ADDRESSED_WITHOUT_COMMA.test(sentence.trim()) || ASKED_AS_WE_FOR_ME.test(sentence.trim()) || ADDRESSED_NEED.test(sentence.trim())) return null;
  if (PAST.test(sentence)) {
    // "Das war unser Material, das räumen wir bis morgen weg.": what was, then a promise with its when in a clause of its own
    // ("Das war es, den Termin klären wir noch." only says what is left open).
    const clauses = sentence.split(/,\s+/u);
    const rest = clauses.slice(clauses.findLastIndex((clause) => PAST.test(clause)) + 1).join(', ');
    return rest && saysWhen(rest) ? firstPersonCommitment(rest) : null;
  }
  const weHeard = sentence.trim().replace(WE_HEARD_MIR, '$1wir').replace(WE_HEARD_WIE, '$1wir');
  if (weHeard !== sentence.trim()) return firstPersonCommitment(weHeard);
  const done = doneBy(sentence);
  if (done) return done;
  const giver = GIVEN_BY_SPEAKER.exec(sentence)?.[1];
  if (giver) return giver.toLowerCase() === 'mir' ? 'singular' : 'plural';
  if (GIVEN_BY_ME_AS_WE.test(sentence)) return 'singular';
  // "bis …", "morgen", "in drei Tagen": when the speaker will have done it.
  const when = saysWhen(sentence);
  if ((GIVEN_TO_YOU.test(sentence) || SENT_TO_YOU.test(sentence)) && DUE_OR_DEADLINE_SAID.test(sentence)) return 'singular';
  if (INVERTED_SINGULAR.test(sentence) || ((SUBJECT_SINGULAR.test(sentence) || ANY_SINGULAR.test(sentence)) && when)) return 'singular';
  if (INVERTED_PLURAL.test(sentence) || ((SUBJECT_PLURAL.test(sentence) || ANY_PLURAL.test(sentence) || ourPeopleAct(sentence)) && when)) return 'plural';
  return null;
}

/**
 * Whom a request opens with: "Herr Krüger," (also as heard, "Frau, Yilmaz,", its name's capital lost after the title, "Herr fort,"
 * for "Herr Roth,", or after a short word left over from the sentence before, "Wird Frau Peters,"), or the name alone
 * ("Pohl," heard "Paul,"; "Kaya," after its title misheard, "Keir Kaya,"), which names someone
 * only when it is one of the Beteiligte (the caller checks). Words that open any sentence are no name.
 */
const ADDRESS = String.raw`^(?:(?:\p{Lu}\p{Ll}{1,3}\s+)?(?:Herr|Frau),?\s+|(?!(?:Die|Der|Das|Den|Dem|Des|Ein|Eine)\s)\p{Lu}\p{Ll}{1,3}\s+(?=\p{Lu}[\p{L}-]+,))?(?!(?:Gut|Okay|Ok|Also|Dann|Ja|Nein|So|Jetzt|Und|Bitte|Danke|Genau|Prima|Super|Gerne?|Leute|Zusammen|Einverstanden|Richtig|Stimmt)(?![\p{L}]))(\p{Lu}[\p{L}-]+|(?<=(?:Herr|Frau),?\s+)\p{Ll}[\p{L}-]{2,}),\s+`;
/** The end of a verb asked of "Sie" (heard 'sie' or 'die' too): "… schicken Sie". */
const ASKED_OF_YOU = String.raw`\p{Ll}*(?:en|ern|eln)\s+(?:[Ss]ie|die)(?![\p{L}])`;
/**
 * "Herr Krüger, schicken Sie mir bitte …" (Whisper often writes 'bitter', 'sie' or 'die', the verb
 * with a capital, and a word before it: "Petermann, Peter schicken sie mir …" for "Herr Petermann,
 * bitte schicken Sie mir …", also with a comma: "Rüsch, Mitter, Schicken Sie mir …"): a request to the one addressed.
 */
const ADDRESSED_REQUEST = new RegExp(String.raw`${ADDRESS}(?:(?:bitter?|dann|und)\s+|\p{Lu}\p{Ll}+,?\s+)?\p{L}${ASKED_OF_YOU}`, 'u');
/**
 * "Herr Gutmann schließen sie die Waage bis … an.": the address heard without its comma, the verb asked of "Sie" right after the name, also
 * "Sie bitte" heard "wir die Witter" ("Frau Hellweger klären wir die Witter mit der Presse den Termin …"; no one asks themselves with "bitte"), or
 * "Sie bitte die" heard "wir mit der" ("Herr Winter prüfen wir mit der die Fugenbite …"), and its "bitte" heard as a short word before the verb
 * asked of "sie" with "uns" or "mir" ("Frau Janz wird ergeben sie uns, bis Ende Oktober …" for "Frau Janz, bitte geben Sie uns …").
 */
const ADDRESSED_WITHOUT_COMMA = /^(?:Herr|Frau)\s+(\p{Lu}[\p{L}-]+)\s+(?:\p{Ll}+(?:en|ern|eln)\s+(?:[Ss]ie(?![\p{L}])|wir\s+(?:(?:die\s+)?[BbWw]itter?|mit\s+der)(?![\p{L}]))|\p{Ll}{3,5}\s+\p{Ll}+(?:en|ern|eln)\s+sie\s+(?:uns|mir)(?![\p{L}]))/u;
/**
 * "Schmitt, Plan sie mit der Lieberfestigungskunkte, …" for "Herr Schmitt, planen Sie bitte die Befestigungspunkte …": the one
 * addressed, a word and "Sie", its "bitte die" heard "mit der" (three times in three voices) or as said.
 */
const ADDRESSED_YOU_AS_HEARD = new RegExp(String.raw`${ADDRESS}\p{L}{3,}\s+[Ss]ie\s+(?:bitter?|mit\s+de[mnr])(?![\p{L}])`, 'u');
/** "Herr Winter, die Kernbohrung stimmen Sie bitte mit dem Statiker ab.": a request with its thing said first. */
const ADDRESSED_THING_FIRST = new RegExp(String.raw`${ADDRESS}(?:(?:bitte|dann|und)\s+)?(?:die|der|das|den|dem)\s+[^,.!?]{1,60}?\s+\p{Ll}${ASKED_OF_YOU}`, 'u');
/**
 * "Herr Seidel, ich brauche von Ihnen noch den Nachweis bis Freitag.", "Frau Weber, wir brauchen noch Ihre
 * Freigabe …" (its "Ihre" heard in lower case too), "Herr Schreiber, dann brauchen wir von Ihnen bis Freitag …" (its
 * "dann" run into the verb too: "anbrauchen"), "Herr Ludwig, das Protokoll vom Gutachter brauche ich bis
 * Freitag.", "Herr Kowalczyk, ich brauche bis morgen Ihren Montageplan" (its "Ihren" misheard), "Herr Dwenger, von Ihnen brauche ich
 * bis Montag das Protokoll der Wasserprobe.": a request said as a need of the speaker's from the one addressed.
 */
const NEED = 'brauche|brauchen|benötige|benötigen|bräuchte|bräuchten';
const ADDRESSED_NEED = new RegExp(
  String.raw`${ADDRESS}(?:(?:dann|und)\s+)?(?:(?:ich|wir)\s+(?:${NEED}|hätte gerne?|hätten gerne?)\s+(?:(?:noch|bitte|dann)\s+)*(?:von\s+[Ii]hnen|[Ii]hre?[mnrs]?|bis)(?![\p{L}])|\p{Ll}{0,3}(?:${NEED})\s+(?:ich|wir)\s+(?:(?:noch|bitte|dann|also)\s+)*(?:von\s+[Ii]hnen|[Ii]hre?[mnrs]?)(?![\p{L}])|(?:die|der|das|den)\s+[^,.!?]{1,60}?\s+(?:${NEED})\s+(?:ich|wir)(?![\p{L}])|von\s+[Ii]hnen\s+(?:${NEED})\s+(?:ich|wir)(?![\p{L}]))`,
  'u',
);
/** "können Sie …": asking the one spoken to (its 'Sie' also heard as 'die', and "Sie uns" as "wir uns", "Sie mir" as "wir mich" or "wir mir": no one says so of "wir"). */
const CAN_YOU = String.raw`(?:[Kk]önnen|[Kk]önnten|[Ww]ürden)\s+(?:[Ss]ie|die|wir(?=\s+(?:uns|mi[rc]h)(?![\p{L}])))(?![\p{L}])`;
/** "Frau Yildiz, können Sie mir bis Dienstag das Angebot schicken?": a request asked as a question. */
const ADDRESSED_QUESTION = new RegExp(String.raw`${ADDRESS}(?:(?:bitter?|dann|und)\s+)?${CAN_YOU}`, 'u');
/**
 * "Können Sie den Wanddurchbruch bis Mittwoch schließen?" with no one named (they were named in the
 * sentence before): a request to whoever answers by taking it on, see protocolGeneration.ts.
 */
const CAN_YOU_QUESTION = new RegExp(String.raw`^(?:(?:[Gg]ut|[Oo]kay|[Aa]lso|[Uu]nd|[Dd]ann|[Bb]itter?)[,.]?\s+)*${CAN_YOU}`, 'u');
export const asksWhetherYouCan = (sentence: string) => CAN_YOU_QUESTION.test(sentence.trim());
const OPENS_WITH_NAME = new RegExp(ADDRESS, 'u');
/** "…, Herr Hilbert?" (its title lost too: "War eine Kostinübersicht schicken, Hilbert?"): the one asked, named last. */
const NAMED_LAST = /,\s+(?:(?:Herrn?|Frau)\s+)?(\p{Lu}[\p{L}-]+)\?$/u;
/**
 * "Herr Mertens, schicken Sie mir …?", also as heard ("Mertens, Schicken wir wieder …?"): a question
 * opening with the one it asks, or ending with them, whatever its verb. Returns the name as said (without its title).
 */
export const questionedName = (sentence: string): string | null => {
  const text = sentence.trim();
  return isQuestion(text) ? (OPENS_WITH_NAME.exec(text)?.[1] ?? NAMED_LAST.exec(text)?.[1] ?? null) : null;
};
/**
 * A request to whoever is spoken to, opening with its verb ("Kümmern Sie sich bitte …", "Bitte
 * prüfen Sie …", "Können Sie …"; its "Sie bitte" heard as one word, "Denken Siebetör daran, …", is cleaned before: minuteSentences.ts), a verb with "Sie bitte" after what
 * was heard wrong ("Hint Arbeiten sie bitter an der Rampe weiter, Herr Köhler." for "Bis dahin arbeiten Sie bitte …") or asking "von Ihnen": whoever it is, not the speaker. "Die Bäder
 * schließen Sie bis Weihnachten ab" is not counted: speech recognition writes "Sie" for "wir" there.
 */
/**
 * A verb, "Sie" (as written at times: "sie", or "die" before "mir" or "uns") and "bitte", wherever in the sentence: "… prüfen sie bitte vorher …",
 * "Schicken die mir bitte …", "… kümmern sie sich bitter bis Freitag …", a comma heard after the verb ("Erheidon, Küfen, Sie bitte, …").
 */
const VERB_YOU_PLEASE = String.raw`(?<![\p{L}])\p{L}+(?:en|ern|eln),?\s+(?:[Ss]ie|die(?=\s+(?:[Mm]ir|[Uu]ns)\s))\s+(?:(?:[Mm]ir|[Uu]ns|dann|noch|sich)\s+)*bitter?(?![\p{L}])`;
/** "Hey, hey, prüfen Sie mit, …" (for "Herr Gripp, prüfen Sie bitte …"): "bitte" heard "mit" before a comma, which no "mit" of a task's own stands before. */
const TASK_VERB_YOU_PLEASE_AS_MIT = new RegExp(String.raw`(?<![\p{L}])(?:${FIRST_PLURAL_VERB})\s+sie\s+mit(?=\s*,)`, 'iu');
const ASKS_THE_LISTENER = new RegExp(String.raw`^(?:\p{L}+,\s+)?(?:(?:[Bb]itter?|[Dd]ann|[Uu]nd|[Aa]lso)\s+)?\p{L}+(?:en|ern|eln)\s+[Ss]ie(?![\p{L}])|(?<![\p{L}])von\s+Ihnen(?![\p{L}])|${VERB_YOU_PLEASE}`, 'u');
/** A request to whoever is spoken to, also with its "bitte" heard "mit". */
const asksTheListenerAsHeard = (text: string) => ASKS_THE_LISTENER.test(text) || TASK_VERB_YOU_PLEASE_AS_MIT.test(text);
/**
 * "Dann brauche ich bis Ende Mai die Entscheidung zur Steinsorte.", "Braut, na führ, brauche ich bis zum 20. April
 * die Feigame mehr kosten." (for "Frau Lutz, dafür brauche …"): what the speaker needs from someone by a date is
 * asked of the one spoken to; not where the speaker promises something besides ("…, das Angebot schicke ich bis …").
 */
const NEEDED_BY = new RegExp(String.raw`(?<![\p{L}])(?:(?:${NEED})\s+(?:ich|wir)|(?:ich|wir)\s+(?:${NEED}))\s+(?:[^,.!?\s]+\s+){0,4}bis\s`, 'iu');
export const asksTheListener = (sentence: string) => asksTheListenerAsHeard(sentence) || (NEEDED_BY.test(sentence) && firstPersonCommitment(sentence) === null);
/** "Bitte an Herrn Kraus: die Revisionsunterlagen bis Ende Januar.": a request to the one named. */
const REQUEST_TO = /^(?:(?:die|eine)\s+)?[Bb]itte\s+an\s+(?:Herrn?|Frau)\s+(\p{Lu}[\p{L}-]+)/u;
/**
 * "Herr Fischer, bitter schließen wir die Revisionsöffnungen …" for "bitte schließen Sie" (or "Frau Mixler, bringen wir bitte …"): a request to
 * the one addressed with its "Sie" heard as "wir"; no one asks themselves with "bitte".
 */
const PLEADED_AS_WE = new RegExp(String.raw`${ADDRESS}(?:[Bb]itter?,?\s+\p{L}+${PLURAL_ENDING}\s+wir|\p{L}+${PLURAL_ENDING}\s+wir\s+bitter?)(?![\p{L}])`, 'u');
/**
 * "Frau Lauer, schicken wir mir …" for "schicken Sie mir": its "Sie" heard "wir", which cannot go with "mir" (nor "mich": "Hey Boog, schicken
 * wir mich wieder heute noch …"); also "Sie mir" or "Sie bitte"
 * heard "wir mit" before a time or a comma ("Herr Braun, schicken wir mit diesem Freitag den Terminplan …", "Frau Hashagen, messen wir mit
 * morgen …", "Herartels, schicken wir mit, …"), which nothing we do with is.
 */
const ASKED_AS_WE_FOR_ME = new RegExp(
  String.raw`${ADDRESS}(?:[Bb]itter?,?\s+)?\p{L}+${PLURAL_ENDING}\s+wir\s+(?:mi(?:r|ch)(?![\p{L}])|mit(?=\s*,|\s+(?:bis|heute|morgen|übermorgen|diese[mnrs]?|nächste[mnrs]?|${eitherCase('montag|dienstag|mittwoch|donnerstag|freitag')})(?![\p{L}])))`,
  'u',
);
/** "Herr Otto, Sie schicken uns dann bis Freitag die Pläne.": a request as a statement to the one addressed. */
const ADDRESSED_STATEMENT = new RegExp(String.raw`${ADDRESS}(?:(?:dann|bitte)\s+)?Sie\s+(?:\p{Ll}+(?:en|ern|eln)|kümmern)(?![\p{L}])`, 'u');
/** "Schicken Sie mir bitte die Pläne, Herr Otto.": the one addressed named at the end of a request. */
const ADDRESSED_LAST = /,\s+(?:Herr|Frau)\s+(\p{Lu}[\p{L}-]+)[.!?]?$/u;
/**
 * "Herr Nagel, denken wir hier an die Schutzfolie" and "Kasler, Denken liebete an die Absturzsicherung" for "…, denken Sie
 * bitte an …": reminding the one addressed of what they are to do, its "Sie bitte" however heard.
 */
const ADDRESSED_REMINDER = new RegExp(String.raw`${ADDRESS}[Dd]enken\s+(?:\p{L}+\s+){1,2}an(?![\p{L}])`, 'u');
const PLEASE = words('bitter?');
/**
 * "Bitte melden Sie sich …", "Dann geben Sie bitte …", also after a name heard as one word ("Erfanken prüfen sie
 * bitte vorher …" for "Herr Franke, prüfen Sie bitte …"): a request to the one spoken to, in the words that ask it.
 */
const PLEASE_DO_YOU = new RegExp(String.raw`^(?:(?:dann|und|also)\s+)?[Bb]itter?\s+\p{L}+(?:en|ern|eln)\s+Sie(?![\p{L}])|${VERB_YOU_PLEASE}`, 'u');
/** "Bitte beachten Sie, dass …", "Bitte entschuldigen Sie …": telling, or manners; nothing to do. */
const PLEASE_NOTE = words('beachten|bedenken|entschuldigen|verzeihen');
/** "wollten noch …": what someone still meant to do. */
const STILL_MEANT = words('wollten (doch )?noch');
/** Something to be done, as a request asks for it: "schicken", "prüfen", also with a separable prefix: "anpassen", "nachreichen". */
const REQUESTED_ACT = words(`(?:an|ab|auf|aus|ein|nach|vor|zu|um|mit|frei|weg|fertig|zurück|durch)?(?:${FIRST_PLURAL_VERB})`);
/**
 * "Frau Scholz, Schicken, Lieblingsbitter, …" for "Frau Scholz, schicken Sie uns bitte …": the one
 * addressed, then the act asked for, its "Sie" lost where speech recognition wrote every word
 * between commas; not "Herr Kaya, machen wir …", where the speaker's side acts.
 */
const ACT_ASKED = String.raw`(?:${eitherCase(FIRST_PLURAL_VERB)}),?\s+(?!(?:[Ww]ir|[Ii]ch)(?![\p{L}]))`;
const ADDRESSED_ACT = new RegExp(String.raw`${ADDRESS}(?:(?:[Bb]itter?|[Dd]ann|[Uu]nd),?\s+)?${ACT_ASKED}`, 'u');
/** "Der Brandt, Schicken die …", "Der Adler, Prüfen, …" (Herr Brandt, schicken Sie …): "Herr" heard "Der" before a name and the act asked for. */
const ADDRESSED_ACT_HEARD_DER = new RegExp(String.raw`^Der\s+(\p{Lu}[\p{L}-]+),\s+${ACT_ASKED}`, 'u');

/**
 * Whom "Frau Neumeier, können Sie die Straßensperrung beantragen?" asks, whatever the act as heard:
 * a request when the answer takes it on ("Ja, das mache ich."), see protocolGeneration.ts.
 */
export const askedOf = (sentence: string): string | null => ADDRESSED_QUESTION.exec(sentence.trim())?.[1] ?? null;

/** The act asked for, as a request's last word: "… bis Freitag schicken?", "… nachreichen?". */
const REQUESTED_ACT_AT_END = new RegExp(String.raw`(?<![\p{L}])\p{Ll}*(?:${FIRST_PLURAL_VERB})[.!?]?$`, 'u');

/**
 * "Wer kümmert sich um die Revisionsöffnungen?", "Eine Frage noch: Wer entsorgt die alten Stahlteile?": asking who does something,
 * which becomes a task when the next speaker takes it on or names who does (see protocolGeneration.ts); not "Wer ist …", "Wer hat …".
 */
const WHO_DOES = /^(?:[^?:]{0,40}:\s*)?(?:(?:und|gut|also|dann|jetzt)[,]?\s+)*wer\s+((?:kümmert\s+sich|(?!(?:ist|war|hat|kommt|weiß|sagt|fehlt|braucht|meint|glaubt)(?![\p{L}]))\p{L}{3,}t)(?![\p{L}])[^?]*)\?$/iu;
export const asksWhoDoes = (sentence: string) => WHO_DOES.test(sentence.trim());
/** The task a question who does it asks for, as minutes write it with its owner beside: "Kümmert sich um die Revisionsöffnungen." */
export const taskAskedFor = (sentence: string): string | null => {
  const asked = WHO_DOES.exec(sentence.trim())?.[1];
  return asked === undefined ? null : `${capitalised(asked.trim())}.`;
};

/**
 * "Frau Yilmaz, können Sie uns das Angebot?": a request to someone named that speech recognition
 * ended before the act it asks for; the same speaker's next sentence may bring it (endsCutRequest).
 */
export const isCutRequest = (sentence: string) => {
  const text = sentence.trim();
  return text.endsWith('?') && ADDRESSED_QUESTION.test(text) && !REQUESTED_ACT.test(text);
};

/** Who acts in a sentence of its own: then it is no rest of a request. */
const OWN_SUBJECT = /(?<![\p{L}])(?:[Ii]ch|[Ww]ir|Sie|[Kk]önnen|[Kk]önnten|[Ww]ürden)(?![\p{L}])/u;

/** "Für die Zeitschalter bis Freitag schicken?": the rest of a cut request, the act at its end, with no one acting of its own. */
export const endsCutRequest = (sentence: string) => {
  const text = sentence.trim();
  return REQUESTED_ACT_AT_END.test(text) && !OWN_SUBJECT.test(text);
};

/** "von Ihnen" as speech recognition may write it, in lower case. */
const FROM_YOU_AS_WRITTEN = /(?<![\p{L}])von\s+ihnen(?![\p{L}])/iu;

export function addressee(sentence: string): string | null {
  const text = sentence.trim();
  // Asked, it is a request only when it asks for something to be done ("schicken", "prüfen"), not "können Sie mich hören?".
  // "… von ihnen noch die Raumbuchdaten, Frau Schmitt.": with someone named at its end, "ihnen" as written is "Ihnen".
  const last = asksTheListenerAsHeard(text) || FROM_YOU_AS_WRITTEN.test(text) || /^(?:[Kk]önnen|[Kk]önnten|[Ww]ürden)\s+Sie(?![\p{L}])/u.test(text) ? ADDRESSED_LAST.exec(text) : null;
  if (text.endsWith('?')) {
    // "Herr Roos, sagen Sie uns bitte bis Montag …?": a request, its full stop heard as a question mark.
    const pleaded = PLEASE.test(text) ? ADDRESSED_REQUEST.exec(text) : null;
    if (pleaded) return pleaded[1]!;
    // "Momsen, Schicken Sie mir … ?" (Frau Mommsen, schicken Sie mir …): asking the one it opens with to do something.
    if (REQUESTED_ACT.test(text)) return (ADDRESSED_QUESTION.exec(text) ?? ADDRESSED_REQUEST.exec(text) ?? last)?.[1] ?? null;
    // A question to someone named that sets a deadline asks for something to be done, whatever its verb ("… bis Donnerstag den Termin nennen?").
    return DUE.test(text) ? (ADDRESSED_QUESTION.exec(text)?.[1] ?? null) : null;
  }
  return (ADDRESSED_REQUEST.exec(text) ?? ADDRESSED_WITHOUT_COMMA.exec(text) ?? ADDRESSED_THING_FIRST.exec(text) ?? ADDRESSED_NEED.exec(text) ?? ADDRESSED_STATEMENT.exec(text) ?? PLEADED_AS_WE.exec(text) ?? ADDRESSED_ACT.exec(text) ?? ADDRESSED_ACT_HEARD_DER.exec(text) ?? ADDRESSED_YOU_AS_HEARD.exec(text) ?? ASKED_AS_WE_FOR_ME.exec(text) ?? REQUEST_TO.exec(text) ?? ADDRESSED_REMINDER.exec(text) ?? last)?.[1] ?? null;
}

/** Verbs of a commitment that also say agreeing or looking: "Das sehe ich so." agrees, and takes nothing on. */
const NOT_TAKING_ON = new Set(['sehe', 'schaue', 'sehen', 'schauen']);
const takingOnVerbs = (verbs: string) => verbs.split('|').filter((verb) => !NOT_TAKING_ON.has(verb)).join('|');
/** "Mache ich.", "Den reiche ich nach.", "Ja, machen wir.", "Das bekommen wir hin.", "Das kriege ich hin.", "Das ist knapp, aber machbar." (also heard "…, aber mach mal."), "Das ist zu schaffen.", "Das bekommen Sie.", "Wird erledigt." (also "Wirt gemacht."), "Machen!" or "Machen Sie." (for "Mache ich."), "Erledigert." (for "Erledige ich."), "Gemacht." (its "Wird" lost), "Ist notiert.", "Das geht in Ordnung.", "Ja, ist gut." (not "Das ist gut.", said of a thing), "Ja, das klappt.", "Ja, das passt.", "Ja, gerne.", "Klar." ("Gute Klar!" for "Geht klar!"): taking on what was just asked, with nothing of its own (also as misheard: "Das schicken ich Ihnen.", "Schicken wir hin." and "Schicken sie hin." for "Schicke ich Ihnen." in two voices, "Klären ich, bis mit moch." for "Kläre ich bis Mittwoch.", "Die Schicker ich ihnen …", "Mach er heute noch." and "Mach es bis …" for "Mache ich …", three times in the evaluation's transcripts), "Gebe ich Ihnen Bescheid." (also heard "Gäme ich ihnen bescheid"), "Ich sage Bescheid.", "Sage ich Ihnen.". */
/** "Gerne", also as Whisper hears it ("Gäne", "Ja, gänne."). */
const GLADLY = 'gerne?|gäne|gänne';
const TAKING_ON = String.raw`^(?:(?:ja|okay|ok|gute?|(?:alles\s+)?klar|${GLADLY})[,.!]?\s+)*(?:(?:(?:das|den|die|dies)\s+)?(?:mach|schaff|schicken|nehme|sage|gäme|${takingOnVerbs(FIRST_PERSON_VERB)})[rn]?\s+ich(?:\s+(?:Ihnen|dir|euch))?(?:\s+(?:nach|mit|ab|zu|raus|durch|hin|bescheid))?|ich\s+(?:gebe|sage)\s+(?:(?:Ihnen|dir|euch)\s+)?bescheid|mache?\s+e[rs](?=\s|[.!,]?$)|(?:das\s+)?(?:kriege|bekomme)r?\s+ich\s+hin|das\s+(?:ist|wird)\s+(?:zwar\s+)?(?:knapp|eng|sportlich|ambitioniert|klar),?\s+aber\s+(?:machbar|mach\s?mal|schaffbar|zu\s+schaffen)|das\s+ist\s+(?:machbar|schaffbar|zu\s+schaffen)|(?:(?:das|den|die)\s+)?(?:machen|erledigen|übernehmen|schaffen|nehmen|${takingOnVerbs(FIRST_PLURAL_VERB)})\s+wir(?:\s+(?:nach|mit|ab|zu|raus|durch|hin))?|schicken\s+sie\s+hin(?=[.!]?$)|(?:das\s+)?(?:bekommen|kriegen)\s+wir\s+hin|(?:(?:das|den|die)\s+)?(?:bekommen|kriegen)\s+sie|wir[dt]\s+(?:erledigt|gemacht)|machen(?:\s+sie)?(?=[.!,]?$)|erledigert|gemacht|(?:(?:das\s+)?(?:ist|wird)\s+|(?:das\s+)?hab(?:e|')?\s+ich\s+(?:mir\s+)?)?(?:notiert|vermerkt)|(?:das\s+)?geht\s+klar|ist\s+gut|das\s+klappt|das\s+passt|(?:alles\s+)?klar|(?:(?:das\s+)?geht\s+)?in\s+ordnung|kein\s+(?:problem|thema)|${GLADLY})`;
const ACKNOWLEDGEMENT = new RegExp(String.raw`${TAKING_ON}(?:\s+(?:${GLADLY}|so))?[.!,]?$`, 'iu');
/** Its when also after a comma where a deadline follows ("Geber ich ihnen, bis mit Wachbescheid."), not a clause of its own ("Klar, heute nachmittag.", "Das übernehme ich, die Nachbarn …"). */
const ACKNOWLEDGEMENT_WITH_WHEN = new RegExp(String.raw`${TAKING_ON}(?:,(?=\s+bis\s))?\s+(.+?)[.!]?$`, 'iu');

/** "Genner, mach ich." (for "Gerne, mache ich."), "Los, schaff ich!" (for "Das schaffe ich."): whatever one word was heard before it, "mache ich" or "schaffe ich" alone takes on what was said. */
const WORD_THEN_I_DO_IT = /^\p{L}+,\s+(?:mache?|schaffe?)\s+ich[.!]?$/iu;
/** "und geht klar.": an "und" heard before a whole acknowledgement (not before one with its when, which may be a task of its own). */
const AND_BEFORE = /^und\s+/iu;
export const isAcknowledgement = (sentence: string) => {
  const text = sentence.trim().replace(AND_BEFORE, '');
  return ACKNOWLEDGEMENT.test(text) || WORD_THEN_I_DO_IT.test(text);
};

const FIRST_PERSON = words('ich|wir');
/** The sentence speaks of its speaker or their side: "Mache ich.", "Schicken wir." */
export const inFirstPerson = (sentence: string) => FIRST_PERSON.test(sentence);
/** At most this many words, a first-person answer says nothing but that the speaker will do it. */
const MAX_SHORT_ANSWER_WORDS = 5;
/**
 * "Als Schicker ich ihn." (for "Das schicke ich Ihnen."), "Reicher ich nach.": a few words with "ich"
 * or "wir" and nothing of their own (no date, no question). Said by the one a request named, it
 * takes the request on, however it was misheard (protocolGeneration.ts).
 */
export const isShortFirstPersonAnswer = (sentence: string) => {
  const text = sentence.trim();
  return text.split(/\s+/).length <= MAX_SHORT_ANSWER_WORDS && FIRST_PERSON.test(text) && !text.endsWith('?') && !saysWhen(text);
};

/** The verb a request asks of "Sie" ("schicken Sie", heard "Schicken die"), as its stem. */
const ASKED_VERB = /(?<![\p{L}])(\p{L}{3,}?)(?:en|ern|eln)\s+(?:[Ss]ie|die)(?![\p{L}])/u;
const ANSWER_VERB = /^(\p{L}{3,}?)(?:e|en|er|t)?(?![\p{L}])/u;
/**
 * "Peters, Schicken die mir bitter Fotos …" "Schicken die Schienen nach der" (for "Schicke ich Ihnen nach
 * der Besprechung."): a few words opening with the verb asked, no date or question of their own. Said
 * by the one the request named, it takes the request on, its "ich" misheard (protocolGeneration.ts).
 */
export const answersWithAskedVerb = (request: string, answer: string) => {
  const asked = ASKED_VERB.exec(request)?.[1]?.toLocaleLowerCase('de-DE');
  const said = ANSWER_VERB.exec(answer.trim())?.[1]?.toLocaleLowerCase('de-DE');
  const text = answer.trim();
  return asked !== undefined && asked === said && text.split(/\s+/).length <= MAX_ANSWER_WITH_VERB_WORDS && !text.endsWith('?') && !saysWhen(text);
};
const MAX_ANSWER_WITH_VERB_WORDS = 6;

/** Who takes something on, named: "die Firma Müller Bau", "Herr Brandt". */
const TAKER = String.raw`(?:[Dd]ie\s+)?[Ff]irma\s+\p{Lu}[\p{L}&.-]*(?:\s+\p{Lu}[\p{L}&.-]*){0,2}|(?:Herr|Frau)\s+\p{Lu}[\p{L}-]+`;
const TAKES_ON = String.raw`übernimmt|macht|erledigt|klärt`;
const TAKEN_ON_END = String.raw`(?:\s+(?:dann|gerne|auch|so))?[.!]?$`;
/** "Die Firma Müller Bau übernimmt das.", "Herr Brandt kümmert sich darum.": someone named takes on what was just said, with nothing of its own. Returns them as said. */
const NAMED_TAKING_ON = new RegExp(String.raw`^(?:(?:[Gg]ut|[Oo]kay|[Oo]k|[Jj]a|[Dd]ann|[Aa]lso)[,.!]?\s+)*(${TAKER})\s+(?:${TAKES_ON}|kümmert\s+sich\s+(?:darum|drum))(?:\s+(?:das|dies|es))?${TAKEN_ON_END}`, 'u');
/**
 * "Das macht Frau Gieseler bis Ende des Monats." (after "Wer kümmert sich um …?"; its "Das" heard "Nass" too): the thing first, then who takes it on,
 * with when at most.
 */
const TAKEN_ON_BY_NAMED = new RegExp(String.raw`^(?:(?:[Gg]ut|[Oo]kay|[Jj]a|[Dd]ann|[Aa]lso)[,.!]?\s+)*(?:[DdNn]ass?|[Dd]ies)\s+(?:${TAKES_ON})\s+(${TAKER})(?:,?\s+(?:bis|am|spätestens|morgen|übermorgen|heute|nächste)(?![\p{L}])[^.!?]*)?${TAKEN_ON_END}`, 'u');
export const namedTakingOn = (sentence: string): string | null => (NAMED_TAKING_ON.exec(sentence.trim()) ?? TAKEN_ON_BY_NAMED.exec(sentence.trim()))?.[1] ?? null;
/** "Das muss bis zur Abnahme nachgerüstet werden, das übernimmt die Firma Lorenz.": a task, then who takes it on, in one sentence. Returns them as said. */
const TAKER_NAMED_AFTER = new RegExp(String.raw`,\s+(?:das|dies|es)\s+(?:${TAKES_ON})\s+(${TAKER})${TAKEN_ON_END}`, 'u');
/** "Das Dach muss bis dahin mit Folie geschlossen werden, Herr Becker, das übernehmen Sie.": the task, then the one spoken to takes it on. */
const TAKER_SPOKEN_TO_AFTER = new RegExp(String.raw`,\s+((?:Herr|Frau)\s+\p{Lu}[\p{L}-]+),\s+(?:das|dies|es)\s+(?:übernehmen|machen|erledigen|klären)\s+Sie${TAKEN_ON_END}`, 'u');
export const takerNamedAfter = (sentence: string): string | null =>
  (TAKER_NAMED_AFTER.exec(sentence.trim()) ?? TAKER_SPOKEN_TO_AFTER.exec(sentence.trim()))?.[1]?.replace(/\.$/u, '') ?? null;
/** The taker spoken to, as minutes name them: "…, Herr Becker, das übernehmen Sie." → "…, das übernimmt Herr Becker." */
export const takerInThirdPerson = (sentence: string): string => sentence.trim().replace(TAKER_SPOKEN_TO_AFTER, (_all, taker: string) => `, das übernimmt ${taker}.`);

/**
 * Nouns that name no thing to be done: of time ("Freitag", "Woche", "Ende"; "Morgen" as heard for "morgen", "Mittag" of "heute Nachmittag" heard
 * "heute nach Mittag"), and polite words heard with a capital.
 */
const NOT_THINGS = new Set(['vormittag', 'mittag', 'nachmittag', 'abend', 'montag', 'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag', 'sonntag', 'januar', 'februar', 'märz', 'april', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'dezember', 'woche', 'wochen', 'ende', 'anfang', 'mitte', 'kalenderwoche', 'monat', 'monats', 'tagen', 'morgen', 'heute', 'übermorgen', 'ihnen', 'bitte']);
/**
 * The nouns of a sentence (capitalised words of four letters or more after its first word, not a name
 * after its title, nor a day after "bis", "zum" or "am", however misheard: "bis zum Stag"), without those of time.
 */
function thingsNamed(sentence: string): Set<string> {
  const nouns = sentence.match(/(?<=\s)(?<!(?:Herrn?|Frau|bis|zum|zur|am|ab)\s)\p{Lu}\p{Ll}{3,}/gu) ?? [];
  return new Set(nouns.map((noun) => noun.toLocaleLowerCase('de-DE')).filter((noun) => !NOT_THINGS.has(noun)));
}
/**
 * An answer about what was asked: it names the same thing ("Herr Vogt, können Sie mir das Angebot …
 * schicken?" "Ja, das Angebot schicke ich Ihnen bis Freitag.") or nothing of its own ("Herr Engel, klären
 * Sie bitte, ob … liefern kann." "Ich melde mich bis Donnerstag dazu.").
 */
export const speaksOfWhatWasAsked = (request: string, answer: string) => {
  const asked = thingsNamed(request);
  const answered = [...thingsNamed(answer)];
  return answered.length === 0 || answered.some((thing) => asked.has(thing));
};

/** "Montiere ich am Freitag die Sektionaltore." (heard "… die Direktion alle"): a day, then a thing of the speaker's own, is a task of its own. */
const OWN_THING_AFTER_DAY = /^[Aa]m\s+(?!(?:[Ee]nde|[Aa]nfang|[Mm]itte)(?![\p{L}]))\p{L}+\s+(?:die|der|das|den)\s+\p{Lu}/u;
/** "Mache ich heute noch.", "Ja, mache ich bis Freitag.": taking on what was just asked, and when. Returns the when as said. */
export const acknowledgedWhen = (sentence: string): string | null => {
  const when = REFUSED.test(sentence.trim()) ? null : (ACKNOWLEDGEMENT_WITH_WHEN.exec(sentence.trim())?.[1] ?? null);
  return when !== null && OWN_THING_AFTER_DAY.test(when) ? null : when;
};

/** "Mache ich.", "Geht in Ordnung.", "Mache ich heute noch.": nothing of its own but taking on what was just said. */
export const takesOnWhatWasSaid = (sentence: string) => isAcknowledgement(sentence) || acknowledgedWhen(sentence) !== null;

const DONE_OR_YOURS = words('gemacht|erledigt|bekommen sie|kriegen sie');
/** "Mache ich.", "Wird gemacht.", "Das bekommen Sie.": an acknowledgement that commits, where "Klar." or "In Ordnung." may only say it was heard. */
export const commitsToWhatWasSaid = (sentence: string) => isAcknowledgement(sentence) && (inFirstPerson(sentence) || DONE_OR_YOURS.test(sentence));

/**
 * A question, also without its question mark where nothing in it is a task or a deadline ("Was die Fenster angeht, liefert …" is none), nor a noun after its "Wie",
 * nor a decision as heard ("Wie regenfest, dass …" for "Wir legen fest, dass …").
 */
export const isQuestion = (sentence: string) => {
  const text = sentence.trim();
  // A decision's opening as heard is none, however it sounds or was written ("Haben für Einbart das …?", "Wie vereinbaren, dass …").
  if (HEARD_DECISION.test(text)) return false;
  return text.endsWith('?') || BY_WHEN.test(text) || HOW_IS_IT_HEARD.test(text) || (QUESTION.test(text) && !TASK_VERB.test(withoutStateAsked(text)) && !DEADLINE.test(text) && !HOW_BEFORE_NOUN.test(text) && !HOW_WE_DO_IT.test(text));
};
/**
 * "Wann sind die Tore bestellt." (heard "Man sind die Torre bestellt."): asking how far something is, its task verb the participle at the
 * end ("bestellt", "montiert"), which asks nobody to do anything; the sentence without it.
 */
const withoutStateAsked = (text: string) => (/^(?:wann|mann?)\s+(?:sind|ist)\s/iu.test(text) ? text.replace(/\s+\p{L}+[.!]?$/u, '') : text);
/** "Die Test mit den Toren aus." for "Wie sieht es mit den Toren aus?": its opening misheard, "sieht's" heard "test". */
const HOW_IS_IT_HEARD = /^(?:\p{L}+\s+)?(?:sieht|siehts|sieht's|test)\s+(?:es\s+)?mit\s+[^.!?]+\saus[.?!]?$/iu;
/** "Wie Machengeklung erfolgt in Anthrazit, …" without a question mark: "Die" heard "Wie" before a noun, a statement (also "Wie Regenfest, die …" for "Wir legen fest: Die …"). */
const HOW_BEFORE_NOUN = /^Wie\s+\p{Lu}\p{Ll}+,?\s+\p{Ll}/u;
/**
 * "Wie wir Zeit spüfen machen wir am Freitag." (Die Zeitprüfung machen wir …), "Wie vor ich ihm so machen wir in vier Zentagen."
 * without a question mark: words after "Wie", then "machen wir" or "mache ich": a statement of what the speaker does, which "Wie machen wir das" is not.
 */
const HOW_WE_DO_IT = /^Wie\s+(?:\S+\s+){2,}mache(?:n\s+wir|\s+ich)(?![\p{L}])/u;

/** A question and the answer minutes keep it with ("Bis wann ist das Dach dicht? Spätestens Ende Februar.", joined by minuteSentences.ts). */
const ANSWERED_QUESTION = /\?\s+\p{L}/u;

/**
 * Agreeing to what was just proposed, with nothing of its own: "Dann machen wir das so.", "So machen
 * wir es.", "Darauf haben wir uns verständigt.", "Das bleibt so." It makes the sentence before a decision (protocolGeneration.ts).
 */
const CONFIRMATION = /^(?:(?:gut|okay|ok|ja|also|einverstanden|alles klar)[,.!]?\s+)*(?:(?:dann\s+)?(?:machen|handhaben)\s+wir\s+(?:das|es)(?:\s+dann)?\s+so|so\s+(?:machen|handhaben)\s+wir\s+(?:das|es)(?:\s+dann)?|(?:darauf|so)\s+haben\s+wir\s+uns(?:\s+darauf)?\s+(?:verständigt|ger?einigt)|(?:so|das)\s+ist\s+(?:es\s+)?(?:so\s+)?(?:abgestimmt|beschlossen|vereinbart|festgelegt)|(?:das|es)\s+bleibt\s+(?:dann\s+|auch\s+)?so)[.!]?$/iu;
export const confirmsWhatWasSaid = (sentence: string) => CONFIRMATION.test(sentence.trim());

/**
 * How far the work is, then its next step with no deadline: "Die Decke über dem Erdgeschoss ist
 * betoniert, nächste Woche stellen wir die Wände.", "In den Fluren sind die Wände gespachtelt, wir
 * streichen ab nächster Woche.": progress reported, as minutes note it, not a task.
 */
const WE = words('wir');
/** The sentence without its clauses that say what is done ("…, die Dachträger sind montiert, …"). */
const withoutStates = (text: string) => text.split(/,\s+/).filter((clause) => !STATE.test(clause)).join(', ');
/** Nothing to do and nobody asked: no obligation or need, no "bitte", no "Sie" asked. */
const asksNothing = (text: string) => !TO_DO.test(text) && !PLEASE.test(text) && !asksTheListener(text);
/** "Der Lüftungsbauer hat sich für nächste Woche angekündigt.": what someone has done, its participle at the end; a report, unless something is asked or owed by a date. */
const PERFECT = new RegExp(String.raw`(?<![\p{L}])(?:hat|haben|habe)(?![\p{L}]).*${PARTICIPLE_AT_END}`, 'iu');
const reportsWhatWasDone = (text: string) => PERFECT.test(text) && !BY_SAID.test(text) && asksNothing(text);
/** "Im Obergeschoss stellen wir gerade die Wände.": work under way, where it stands, with no date and nothing asked. */
const UNDER_WAY = words('gerade|momentan|derzeit|zurzeit');
const reportsWorkUnderWay = (text: string) => UNDER_WAY.test(text) && !DUE.test(text) && asksNothing(text);
function reportsProgress(text: string): boolean {
  const clauses = text.split(/,\s+/);
  const reached = clauses.findIndex((clause) => STATE.test(clause));
  return reached >= 0 && clauses.slice(reached + 1).some((clause) => WE.test(clause)) && !DUE.test(text) && !TO_DO.test(text);
}

/**
 * A word of deciding, also as misheard or cut ("Mir halten fest", "festgrägt", "Bischlossen"): the
 * model's Festlegung stands only with one. Without, it made decisions of needs and plans ("Vorher
 * muss die Gemeinde die Farbe freigeben.", "Die Musterfläche bleibt bis zur Abnahme stehen.").
 */
const DECIDING_WORD = /(?:fest(?!(?:ge)?stell)|entschied|entscheid|b[ei]schl|vereinbar|einig|zugestimmt|stimm\p{L}* zu|bleibt dabei|bleibt es bei|bleibt (?:auch )?so|abgestimmt)/iu;
export const hasDecidingWord = (sentence: string) => DECIDING_WORD.test(sentence);

/** "ab Montag", "ab dem zehnten Juli", "ab nächster Woche": when work begins. */
const FROM_TIME = new RegExp(String.raw`(?<![\p{L}])ab\s+(?:dem|der|nächste\p{L}*|kommende\p{L}*|übernächste\p{L}*|morgen|übermorgen|heute|montag|dienstag|mittwoch|donnerstag|freitag|samstag|kw|kalenderwoche|anfang|mitte|ende|\d+\.?)(?:\s+(?:\d+\.?|\p{L}+ten|woche|${MONTH_NAMES})(?![\p{L}]))*`, 'iu');
/** A clause that is only when work begins: ", ab dem dreizehnten Dezember." said after what begins. */
const onlyFromTime = (clause: string | undefined) => clause !== undefined && FROM_TIME.test(clause) && clause.replace(FROM_TIME, '').replace(/[\s.!]/gu, '') === '';
/**
 * "Die Unterkonstruktion montieren wir ab dem zehnten Juli.", "Dann beplankt die Firma Hahn ab
 * Donnerstag.", "Den Anstrich beginne ich am Montag.": when work begins, as minutes report it, not a task; unless something is asked, owed by
 * a date or taken on besides, also in a clause of its own ("Darum kümmere ich mich, die Heizung läuft ab Montag."),
 * not where the time follows its work after a comma ("Die Abgasabsaugung montieren wir danach, ab dem dreizehnten Dezember.").
 */
/** "Den Anstrich der Kabinen beginne ich am Montag.", "… fange ich am Montag an" (also "fang ich"), "Im Obergeschoss fangen wir morgen an.", "Das Verfugen beginnt am Montag.": the day work begins, said with its verb. */
const BEGINS_WHEN = String.raw`(?:am\s+\p{L}+|morgen|übermorgen|nächste\s+woche)`;
const BEGINS_ON = new RegExp(String.raw`(?<![\p{L}])(?:(?:beginne|beginnen|starte|starten)\s+(?:ich|wir)(?:\s+(?:dann|erst|schon))?\s+${BEGINS_WHEN}|(?:beginnt|startet)(?:\s+(?:dann|erst|schon))?\s+${BEGINS_WHEN}|(?:fange?|fangen)\s+(?:ich|wir)(?:\s+(?:dann|erst|schon))?\s+${BEGINS_WHEN}\s+an)(?![\p{L}])`, 'iu');
const announcesWorkFrom = (text: string) => {
  const from = FROM_TIME.exec(text) ?? BEGINS_ON.exec(text);
  if (!from) return false;
  const rest = text.slice(0, from.index) + text.slice(from.index + from[0].length);
  const clauses = text.split(/,\s+/u);
  const otherClauses = clauses.filter((clause, index) => !FROM_TIME.test(clause) && !BEGINS_ON.test(clause) && !onlyFromTime(clauses[index + 1]));
  const promisedBesides = otherClauses.some((clause) => firstPersonCommitment(clause) !== null || takesOnWhatWasSaid(clause) || TASK_VERB.test(clause));
  return !promisedBesides && !DEADLINE.test(rest) && !DUE.test(rest) && !ASKED.test(text) && !TO_DO.test(text) && addressee(text) === null && !takesOnWhatWasSaid(text);
};

/** "Sie": the one spoken to, whose obligation is theirs to do, as the speaker's side's ("ich", "wir") is theirs. */
const YOU_SPOKEN_TO = /(?<![\p{L}])Sie(?![\p{L}])/u;
/**
 * "Für das Herbstprogramm muss die Halle ab dem ersten September bespielbar sein.": a state required from a
 * time on, with no one asked and nothing to be done by a date; minutes report it as a condition.
 */
const REQUIRED_STATE = /(?<![\p{L}])(?:muss|müssen)\s(?:[^,!?]+\s)?(?:sein|bleiben)[.!]?$/iu;
const requiredFrom = (text: string) =>
  FROM_TIME.test(text) && REQUIRED_STATE.test(text) && !DEADLINE.test(text.replace(FROM_TIME, '')) && !SPEAKS_TO_SOMEONE.test(text) && !FIRST_PERSON.test(text) && !YOU_SPOKEN_TO.test(text);

/**
 * "Bis dahin muss die Waage angeschlossen sein.", "Dann muss das Gerüst bis zum achtzehnten Mai abgebaut sein.", "Dann muss bis
 * Dezember eine Behelfsheizung stehen.", "Dann muss der Bodenbelag bis Ende Juli liegen.": a state required by a date, with no one spoken to, asked or named, and nobody taking it on;
 * minutes report it as a condition (whoever is asked makes it a task: "Herr Ott, die Baustraße muss bis Freitag befahrbar sein.").
 */
const REQUIRED_STATE_BY = /(?<![\p{L}])(?:muss|müssen)\s(?:[^!?]+\s)?(?:sein|bleiben|stehen|liegen)[.!]?$/iu;
/** No one spoken to, asked or named to do it, and nobody taking it on: a condition, not a task. */
const noOneAskedOrNamed = (text: string) =>
  !YOU_SPOKEN_TO.test(text) && !PLEASE.test(text) && !SPEAKS_TO_SOMEONE.test(text) && !NAMED_ACTOR.test(text) && addressee(text) === null && !namedActs(text) && !takesOnWhatWasSaid(text);
const requiredBy = (text: string) =>
  REQUIRED_STATE_BY.test(text) &&
  (DUE.test(text) || DEADLINE.test(text)) &&
  // From a time on, the rule above decides.
  !FROM_TIME.test(text) &&
  !FIRST_PERSON.test(text) &&
  noOneAskedOrNamed(text);

/** "brauche ich" as speech recognition hears it at times: "rauch ich", "rauchen wir" (nobody smokes in minutes), "rauchert ich", "rauchere ich", "braucht ich", "Braucher ich", "Bauche ich"; "ich brauche" as "ich rauch", "ich rauchere". */
const NEED_HEARD = 'rauche?|rauchen|rauchere|rauchert|bauche|brauch(?:t|er)(?= ich)';
/** What the speaker or their side needs: "Für die Montage brauchen wir drei Tage und einen Kran.", "… brauche ich noch die Deckenpläne." ("Für hier rauch ich noch den Notruf …" as heard). */
const OWN_NEED = words(`(ich|wir) (${NEED}|rauche?|rauchere)|(${NEED}|${NEED_HEARD}) (ich|wir)`);
/**
 * "Das Hafenamt braucht vorher noch eine Kostenschätzung.", "Die Theke braucht noch eine Steckdose.": what one thing or body named by a noun needs,
 * its noun also heard in two words, the second in lower case ("Der Ruder klug braucht den Steg ab April." for "Der Ruderclub …").
 */
const ITS_NEED = /^(?:(?:[Dd]er|[Dd]ie|[Dd]as)\s+)?\p{L}[\p{L}-]*(?:\s+\p{Ll}+)?\s+(?:[Bb]raucht|[Bb]enötigt)(?![\p{L}])/u;
/** "Ihre Entscheidung", "von Ihnen": the one spoken to. */
const YOURS = /(?<![\p{L}])(?:Ihre?[mnrs]?|Ihnen)(?![\p{L}])/u;
/**
 * A need of the speaker's side said with no one asked and no date to meet it by, or of a thing or body named, by a date or not ("Die
 * Gemeinde braucht bis zum fünfzehnten Mai die Kostenaufstellung."): minutes report it (whoever takes it on makes it a task). "Frau Krämer, wir brauchen noch Ihre Entscheidung …" asks;
 * "Wir brauchen noch was." says too little to be an entry.
 */
const MIN_NEED_WORDS = 5;
const statesNeed = (text: string) =>
  ((OWN_NEED.test(text) && !DUE.test(text)) || ITS_NEED.test(text)) &&
  text.split(/\s+/).length >= MIN_NEED_WORDS &&
  !ASKED.test(text) &&
  !YOURS.test(text) &&
  !OPENS_WITH_NAME.test(text) &&
  addressee(text) === null &&
  firstPersonCommitment(text) === null &&
  !takesOnWhatWasSaid(text);

/** "muss", "müssen": something has to be done or be so. */
const MUST = words('muss|müssen');
/**
 * "Die Zufahrt für den Kran muss vorher geschottert werden.", "Dafür müssen wir die Heizung einen Tag
 * abschalten.", "Vor der Montage muss der Statiker die Lasten freigeben.": what has to be, with no
 * date, no one asked or named to do it and nobody taking it on; minutes report it as a condition
 * (who takes it on makes it a task: "…, das übernimmt die Firma Lorenz.").
 */
const requiredUnowned = (text: string) =>
  MUST.test(text) &&
  // From a time on, the rule above decides.
  !FROM_TIME.test(text) &&
  !DUE.test(text) &&
  !DEADLINE.test(text) &&
  !SPEAKER_SUBJECT.test(text) &&
  noOneAskedOrNamed(text);

/** Someone named does something by a date, has to, or does what minutes give as tasks; also named after the verb, or named responsible. */
const namedActs = (text: string) =>
  (NAMED_SUBJECT.test(text) && (DUE.test(text) || TO_DO.test(text) || TASK_VERB.test(text))) || TASK_VERB_THEN_PARTY.test(text) || PUBLIC_BODY_ACTS.test(text) || responsibleNamed(text) !== null;
/**
 * "Die Samtgemeinde übernimmt die Einladungen.", "Die Stadt übernimmt die Bestellung der Spielgeräte." (also heard "Die statt …"): the
 * client's body takes a thing on; bearing the costs ("… übernimmt die Mehrkosten") is no task.
 */
const PUBLIC_BODY_ACTS = /^(?:[Dd]ie|[Dd]er)\s+(?:Stadt|statt|Gemeinde|Samtgemeinde|Kirchengemeinde|Landkreis|Bauherr(?:in)?)\s+(?:übernimmt|liefert|bestellt|beauftragt|beantragt|organisiert|informiert)\s+(?:die|den|das)\s+(?!(?:Mehr)?[Kk]osten(?![\p{L}]))\p{Lu}/u;

/**
 * "Die Ampel an der Südseite bleibt bis Weihnachten stehen.", "Die Zufahrt bleibt bis Ende Januar gesperrt." (also heard "bleibt, bis …"),
 * "Die Dichtheitsprüfung läuft bis Freitag.": how long a state or a running thing lasts, its "bis" no deadline.
 */
const STAYS_UNTIL = /(?<![\p{L}])(?:bleibt|bleiben|läuft|laufen|dauert|dauern),?\s+(?:(?:noch|auch|weiterhin|vorerst|voraussichtlich)\s+)*bis\s/iu;
/** Nobody commits, is asked or is named to act: what the sentence says is reported. */
const noOneActs = (text: string) => firstPersonCommitment(text) === null && addressee(text) === null && !namedActs(text);
const reportsHowLong = (text: string) => STAYS_UNTIL.test(text) && noOneActs(text);
/**
 * "Die Samtgemeinde möchte zum ersten Oktober eröffnen." (heard "Landgemeinde möchte zum 1. Oktober eröffnen."), "Der Landkreis will die
 * Schule nach den Sommerferien wieder nutzen.": what the client means to do with the building, and when; a plan reported, its date no one's deadline.
 */
const CLIENT_PLANS = /^(?:(?:[Dd]ie|[Dd]er|[Dd]as)\s+)?(?!(?:Ich|Wir|Sie|Herrn?|Frau)(?![\p{L}]))\p{Lu}[\p{L}-]*\s+(?:möchte|will)\s+[^,!?]*(?<![\p{L}])(?:eröffnen|öffnen|nutzen|einziehen|beziehen|vermieten|umziehen)[.!]?$/u;
const reportsClientPlan = (text: string) => CLIENT_PLANS.test(text) && noOneActs(text);

/**
 * "Die Armaturen können erst nach dem Verfugen montiert werden." (heard with a comma before "nach"), "Das Gerüst kann
 * erst nach der Abnahme abgebaut werden.": what can be done, and when at the earliest, in the passive; a condition
 * minutes report, with nobody asked or named to do it and no date to do it by.
 */
const POSSIBLE_ONLY_THEN = new RegExp(String.raw`(?<![\p{L}])(?:kann|können)\s+(?:\p{L}+\s+)?erst(?![\p{L}])[^.!?]*${PARTICIPLE}\s+werden[.!]?$`, 'iu');
const reportsWhatIsPossible = (text: string) => POSSIBLE_ONLY_THEN.test(text) && noOneActs(text) && !DUE.test(text) && !ASKED.test(text);

/** "vom zwölften bis sechzehnten Februar", "vom 12. Februar bis …": a period, its "bis" no deadline ("die Reste vom Dach bis Freitag" is none). */
const PERIOD = new RegExp(String.raw`(?<![\p{L}])${PERIOD_UNTIL}\S+(?:\s+(?:${MONTH_NAMES}))?`, 'iu');
/**
 * "Die Bauleitung ist vom zwölften bis sechzehnten Februar im Urlaub, Vertretung macht Herr Scholz.":
 * what holds for a period, reported; unless someone commits, is asked or named to act, or a deadline is said besides.
 */
const reportsPeriod = (text: string) =>
  PERIOD.test(text) && !DUE.test(text.replace(PERIOD, '')) && noOneActs(text) && !ASKED.test(text);
/**
 * "Es geht heute nur um den Hallenboden.", "Heute geht es um den Korrosionsschutz und die
 * Verkehrsführung.", "Wir sprechen heute über den Konzertsaal und den Zeitplan." (also with a comma heard before "um"), also after a greeting
 * heard wrong: what the meeting will be about, which its items say; nothing to record.
 */
const AGENDA_OVERVIEW = /(?:^|[,.!]\s*)(?:es\s+geht\s+heute|heute\s+geht\s+es|wir\s+(?:sprechen|reden)\s+heute|heute\s+(?:sprechen|reden)\s+wir),?\s+(?:(?:nur|vor\s+allem|hauptsächlich)\s+)?(?:um|über|von)\s[^,.!?]*[.!]?$/iu;
const MAX_OVERVIEW_WORDS = 24;

/** The kind of a sentence where the wording decides it; null where only the model can tell. */
export function kindByRule(sentence: string): RuleKind | null {
  const text = sentence.trim();
  // "Welcher Belag kommt in die Flure? Laut Ausschreibung Kautschuk, das bleibt so.": answered by what stays decided.
  if (ANSWERED_QUESTION.test(text)) return DECISION.test(text.slice(text.indexOf('?') + 1)) ? 'FESTLEGUNG' : 'INFORMATION';
  // "Schicke ich Ihnen heute Nachmittag?": taking on, with when, its full stop heard as a question mark.
  if (isQuestion(text) && !(takesOnWhatWasSaid(text) && saysWhen(text)) && !cueBeforeArticleHeardWie(text)) return addressee(text) ? 'AUFGABE' : 'NICHTS';
  if (FILLER.test(text) || OFFER_TO_CALL.test(text) || INFORMATION_CUE_ONLY.test(text) || confirmsWhatWasSaid(text) || ANYTHING_ELSE.test(text)) return 'NICHTS';
  const wordsSaid = text.split(/\s+/).length;
  if (GREETING_FIRST.test(text) && wordsSaid <= MAX_GREETING_WORDS && !TASK_VERB.test(text) && !DUE.test(text) && !promisesByKnownVerb(text)) return 'NICHTS';
  if (CLOSING.test(text) || closesWithNextMeeting(text) || (closesMeeting(text) && wordsSaid <= MAX_CLOSING_WORDS) || MINUTE_TAKER.test(text) || NOTED.test(text) || LATE_ARRIVAL.test(text) || PEOPLE_ONLY.test(text) || (openingHeard(text) && wordsSaid <= MAX_GREETING_WORDS) || isAttendance(text) || announcesNextMeeting(text) || PARTING_UNTIL.test(text) || partsAsHeard(text) || GOES_ON_WHEN.test(text) || PARTING_ONLY.test(text) || WEEKEND_WISHED.test(text) || WEEKEND_WISH_AS_HEARD.test(text) || (PARTING.test(text) && wordsSaid <= 10)) return 'NICHTS';
  if (BEGINNING.test(text) && wordsSaid <= MAX_BEGINNING_WORDS) return 'NICHTS';
  const overview = AGENDA_OVERVIEW.exec(text)?.[0];
  if (overview !== undefined && wordsSaid <= MAX_OVERVIEW_WORDS && !DUE.test(text) && !promisesByKnownVerb(overview)) return 'NICHTS';
  if (agendaItemTitle(text) !== null) return 'TOP';
  if (INFORMATION_CUE.test(text) || INFORMATION_SAID.test(text) || (INFORMATION_TOLD.test(text) && !DUE.test(text) && !TO_DO.test(text))) return 'INFORMATION';
  if (DEFERRED.test(text) || reportsQuestion(text)) return 'INFORMATION';
  if (DECISION.test(text) || HEARD_DECISION.test(text) || reportsDecisionThat(text)) return 'FESTLEGUNG';
  if (reportsProgress(text) || reportsWorkUnderWay(text) || reportsWhatWasDone(text) || (THING_ARRIVES.test(text) && !TO_DO.test(text))) return 'INFORMATION';
  if (announcesWorkFrom(text) || requiredFrom(text) || requiredBy(text) || requiredUnowned(text) || statesNeed(text) || reportsPeriod(text) || reportsHowLong(text) || reportsClientPlan(text) || reportsWhatIsPossible(text)) return 'INFORMATION';
  if (firstPersonCommitment(text) || takesOnWhatWasSaid(text) || addressee(text) || namedTakingOn(text)) return 'AUFGABE';
  if (TASK_VERB.test(text) && DUE.test(text) && !PAST.test(text)) return 'AUFGABE';
  // "Herr Sommer, ab sofort wird der Schnittabfall jeden Abend zusammengekehrt.", also misheard: speaking
  // to someone, with a "bitte" or a time, asks them for something; so does reminding them of what they
  // still meant to do, its "Sie" heard "wir" ("Frau Ahrens, wir wollten noch klären, ob …").
  if (SPEAKS_TO_SOMEONE.test(text) && (DEADLINE.test(text) || PLEASE.test(text) || STILL_MEANT.test(text))) return 'AUFGABE';
  // "Bitte melden Sie sich, sobald die Scheinwerfer da sind.": asking the one spoken to, named or not; "Bitte beachten Sie …" only tells.
  if ((PLEASE_DO_YOU.test(text) || TASK_VERB_YOU_PLEASE_AS_MIT.test(text)) && !PLEASE_NOTE.test(text)) return 'AUFGABE';
  // "Die Firma Frank Tiefbau sichert die Baugrube bis heute Abend ab.", "Die Firma Meyer muss noch die
  // Baustraße räumen.", "Herr Klein übernimmt die Abstimmung mit dem Versorger.", not as a report of what is done.
  if (namedActs(text) && !PAST.test(text) && !PASSIVE.test(text) && !STATE.test(text)) return 'AUFGABE';
  // "Für die Wärmepumpe fehlt uns noch das Fundament.", "Im dritten fehlen noch sechs Stück.", "Die Rampe zum Obergeschoss
  // ist montiert, das Geländer fehlt noch.": what is still missing, reported, with no one asked and no date; the task comes with whoever takes it on.
  if (STILL_MISSING.test(text) && !DUE.test(text) && !saysDeadlineBesidesPlaces(text) && !ASKED.test(text)) return 'INFORMATION';
  // A greeting with nothing else of substance ("Guten Morgen zusammen, wir beginnen ...").
  if (GREETING.test(text) && wordsSaid <= MAX_GREETING_WORDS && !TASK_VERB.test(text)) return 'NICHTS';
  // What was done, reported ("Ich habe die Abdichtung auf dem Nordflügel abgeschlossen", "Das Gerüst
  // war gestern fertig"), with nothing still to do and no date to do it by.
  if (PAST.test(text) && !TO_DO.test(text) && !DEADLINE.test(text) && !AGENDA_ITEM.test(text) && wordsSaid >= 4) return 'INFORMATION';
  // What will be done, in the passive, or what is done, as a state, with nobody named to do it by a
  // date ("Die Decke wird am Montag betoniert", "Die Fenster werden in KW 49 geliefert", "Die
  // Unterverteilungen sind montiert"): how things stand, not a task.
  // Also a clause of it before "und" ("Die Werkpläne sind überarbeitet und liegen auf dem Server.").
  const reported = [text, ...text.split(/\s+und\s+/u).slice(0, -1)].some((clause) => PASSIVE.test(clause) || STATE.test(clause));
  if (reported && !NAMED_ACTOR.test(text) && !TO_DO.test(text) && !SPEAKER_SUBJECT.test(text) && !BY_SAID.test(text)) return 'INFORMATION';
  // A report of how things stand: nothing for anyone to do, no deadline, no request, no new agenda
  // item ("Die Stützen stehen, die Dachbinder kommen am Mittwoch."). The small model reads such
  // sentences as tasks more often than not. A clause saying what is done has its task verb as a
  // participle ("Die Dachträger sind montiert, die Trapezbleche kommen am Freitag."): no task.
  // A week something comes in ("…, sie kommt aber erst in KW 44.") is when, not a deadline.
  if (!TASK_VERB.test(withoutStates(text)) && !DEADLINE.test(text.replace(IN_WEEK, '')) && !TO_DO.test(text) && !AGENDA_ITEM.test(text) && !SPEAKER_SUBJECT.test(text) && wordsSaid >= 4) return 'INFORMATION';
  return null;
}
