// From spoken sentences to the sentences minutes are made of (issue 17 point 4): what belongs
// together is joined ("Herr Becker prüft die Statik. Bis Freitag."), two tasks said at once are
// split ("Herr Becker prüft die Statik und Frau Schulz schickt die Pläne"), and the words of
// speech that minutes leave out (äh, also, ja) are cleaned away. Only where the wording is clear;
// no word is added (a word is set right only where speech recognition mishears it so: "Fema" for
// "Firma", "Wie" for "Wir"), so every sentence still says only what was said.
import { countSaid, isAttendance, joinedList, listGoesOn } from './attendance';
import { clockTime, isMonthName, isSpelledDay, resolveGermanDueDate } from './germanDates';
import type { SaidStretch } from '../transcripts/transcripts';
import { NOT_A_VERB_IN_T, TITLED_BEFORE_CAPITAL_VERB } from './nameMatching';
import { addressee, ADVERBS_IN_TENS, agendaItemTitle, ARTICLE_HEARD_WIE, askedOf, announcesNextMeeting, CONDITION, endsCutRequest, FIRST_ITEM_AS_ONE_WORD, firstPersonCommitment, FIRST_PERSON_VERB, FIRST_PLURAL_VERB, GIVEN_BY_SPEAKER_WORDS, INFORMATION_CUE, INFORMATION_CUE_ONLY, inFirstPerson, isAcknowledgement, isCutRequest, isQuestion, kindByRule, reportsDecisionThat, saysDueDate, saysWhen, takesOnWhatWasSaid, TASK_VERB, TASK_VERBS } from './sentenceRules';
import { capitalised, eitherCase, uncapitalised, words } from './wordPatterns';

/** Abbreviations whose dot ends no sentence. */
const ABBREVIATIONS = new Set(['z.b', 'bzw', 'ca', 'nr', 'hr', 'fr', 'dr', 'ggf', 'usw', 'evtl', 'inkl', 'ggü', 'str', 'abs', 'vgl']);

/**
 * Words that German writes with a capital only at the start of a sentence (articles, pronouns
 * other than the polite "Sie", openers of minutes, "Damit", "Ja", "Für", the ordinals that count items). Speech recognition often leaves out the full
 * stop but still capitalises the next sentence ("… bis Freitag Es wird festgelegt …", "… sind verlegt Für die Unterverteilung fehlt …"); nouns,
 * other prepositions and the numbers it capitalises at random do not count, nor does "Für" inside a clause of "dass", "ob", "wenn" or "weil"
 * whose verb is still to come ("…, dass die Zufahrt Für Lastwagen von der Ringstraße aus erfolgt"). A request's verb that opens its clause
 * asks the one spoken to, whose "Sie" is heard "Die" ("Frau Ruoff, Geben Die Herrn Welsch Bescheid"): no sentence ends after it.
 */
const STARTERS = String.raw`(?:Es|Wir|Ich|Die|Der|Das|Dann|Damit|Ja|Zur|Für(?<!(?:^|,)\s*(?:dass|ob|wenn|weil)\s[^,]*Für)|Gut|Vielen|Danke|Wie|Wann|Gibt|Sind|Ist|Kann|Können|Anwe[sz]end|Heute|Zuerst|Erstens|Zweitens|Drittens|Viertens|Fünftens)(?![\p{L}])`;
/** Verbs a request opens with, capitalised as speech recognition writes the first word of a clause. */
const REQUEST_VERB_OPENING = [...TASK_VERBS.split('|').filter((verb) => /^\p{L}+en$/u.test(verb)), 'geben', 'sagen', 'denken', 'rufen', 'bringen', 'nehmen', 'machen', 'sorgen', 'teilen']
  .map(capitalised)
  .join('|');
const SENTENCE_START = new RegExp(String.raw`(?<=[\p{Ll}\d])(?<!(?:^|,\s*)(?:${REQUEST_VERB_OPENING}))\s+(?=${STARTERS})`, 'gu');
const STARTS_SENTENCE = new RegExp(`^${STARTERS}`, 'u');
/** A title before the name of the one asked, as said or heard as another short word ("Foul" for Frau); no article or pronoun. */
const TITLE_AS_HEARD = String.raw`(?:Herrn?|Frau|(?!(?:Die|Der|Das|Den|Dem|Des|Ein|Eine|Und|Wir|Ich|Es)\s)\p{Lu}\p{Ll}{1,3})`;
/**
 * "Haben für Einmacht, Asthaut, …, Ein Seat, Hagen, Schicken Sie mir, bis Ender, …": a request to someone named, its verb capitalised
 * as speech recognition writes a sentence's first word, begins a sentence also where the full stop before it was heard as a comma,
 * or was not heard before the title ("…, Urstadt finden Frau Wiesner, Informieren Sie bitter, …"), its "Sie" also heard "wie" before "mir"
 * ("… 30. Mein Muss Frau Wohlers, Geben wie Mirbitter bis Freitag …", "… übergeben wird Frau Thun, Schicken wie Mirbiter …") or written lower case ("… ein zweites Tor bekommt Frau Hadler, Kümmern sie sich
 * bitter bis Freitag …"), its title heard as another short word ("… wieder geschlossen ist Foul Eikhorst, Schicken Sie mir …"); its "bitte" heard
 * "Mitter" is no name ("Ja, Rüsch, Mitter, Schicken
 * Sie mir …" asks Frau Rüsch).
 */
const REQUEST_AFTER_COMMA = new RegExp(
  String.raw`(?:,\s+|(?<=\p{L})(?<!(?<![\p{L}])(?:Herrn?|Frau))\s+(?=${TITLE_AS_HEARD}\s))(?=(?:${TITLE_AS_HEARD}\s+)?(?![BM]itter?,)\p{Lu}[\p{L}-]+,\s+\p{L}\p{Ll}+(?:en|ern|eln)\s+(?:[Ss]ie|wie(?=\s+(?:[Mm]ir|[Uu]ns)(?:b[ie]t\p{L}*)?(?![\p{L}])))(?![\p{L}]))`,
  'u',
);
/**
 * "… an den Elektriker weiter Raustange, bittergeben Sie uns …" (for "… weiter. Frau Stange, bitte geben Sie uns …"), "… auf November Schack,
 * schicken wir mir bitter, …" (its "Sie" heard "wir", which no one asks of themselves with "mir bitte"): a name, its title run into it or lost,
 * then a request, run on after a word of the sentence before; not after an article, a preposition or a title, also one heard as a short
 * word ("am Montag, bitte …", "He Aslan, bitte …").
 */
const PLEASE_REQUEST_RUN_ON = /(?<=(?<![\p{L}])(?!(?:der|die|das|den|dem|des|am|an|im|in|bis|zum|zur|ab|vom|von|ein|eine|einen|und|oder|[Ff]rau|[Ff]irma|\p{Lu}\p{Ll}{0,3})\s)\p{L}{2,})\s+(?=\p{Lu}[\p{L}-]+,\s+(?:[Bb]itter?\s*\p{Ll}+(?:en|ern|eln)\s+[Ss]ie|\p{L}\p{Ll}+(?:en|ern|eln)\s+wir\s+(?:[Mm]ir|[Uu]ns)\s+bitter?)(?![\p{L}]))/u;

/**
 * "Die Vollmacht unterschreibe ich heute noch zu Informationen." | "Das Angebot prüfe ich … zu Informationen. den Sommerferien …":
 * the announcement of the next sentence heard at the end of the one before; it begins the next.
 */
const CUE_RUN_ON = /\s+(?=zur?\s+informatione?[ns]?\s*(?:[.:,!]|$))/iu;
/**
 * "Die Genehmigung beantrage ich bis zum 10. November beim Landkreis festgehalten wird, dass das Mühlrad bis Ostern wieder läuft.": a
 * decision's opening run on without its full stop begins the next sentence (also "… frei gegeben damit ist beschlossen, dass …"); not in a clause it belongs to ("…, weil vereinbart ist, dass …").
 */
const DECISION_RUN_ON = /(?<=\p{Ll})(?<!(?<![\p{L}])(?:dass|weil|wenn|ob|damit|wie|was|sodass|als|nachdem|da))\s+(?=(?:(?:[Ff]estgehalten|[Ff]estgelegt|[Vv]ereinbart|[Bb]eschlossen)\s+(?:ist|wird)|[Dd]amit\s+ist\s+(?:festgehalten|festgelegt|vereinbart|beschlossen)),?\s+dass?(?![\p{L}]))/u;
/** After two words or more: one word before the cue is its own ("Noch zur Information", "Kurz zur Information" as heard). */
function cueRunOnSplit(sentence: string): string[] {
  const cue = CUE_RUN_ON.exec(sentence) ?? DECISION_RUN_ON.exec(sentence);
  return cue && sentence.slice(0, cue.index).trim().split(/\s+/).length >= 2 ? [sentence.slice(0, cue.index), sentence.slice(cue.index).trim()] : [sentence];
}

/**
 * "Damit ist beschlossen, dass das Parkhaus am ersten August eröffnet Ehrentank, die Nächster Besprechung ist am 2. Juli um 10 Uhr.":
 * the next meeting announced after a comma heard for the full stop is a sentence of its own (the header's), not part of the one before;
 * so is the goodbye ("Einigen uns darauf, dass der Umzug … im Juli ist, tanke, bis zum nächsten Juli fixe.": the decision stays one).
 */
const NEXT_MEETING_AFTER_COMMA = /,\s+(?=(?:(?:die|der)\s+)?nächste[rn]?\s+(?:\p{L}*besprechung|sitzung|termin|jour\s+fixe|treffen)(?![\p{L}]))/iu;
const PARTING_AFTER_COMMA = /,\s+(?=(?:[dt]anke|vielen\s+dank)[,.]?\s+(?:dann\s+)?bis\s)/iu;
/**
 * "Bringe ich Ihnen vorbei, dann bis nächsten Freitag.": the chair's goodbye, its thanks lost, heard in the voice that answered; its day is no due date.
 * So after what says its own when ("Zur Information, das Gerüst bleibt bis Ende November stehen, dann bis nächsten Montag."): one thing is not due twice.
 */
const GOODBYE_AFTER_COMMA = /,\s+(?=dann\s+bis\s+(?:nächste[nr]?\s+\p{L}+|zum\s+nächsten\s+mal|in\s+(?:einer|zwei|drei|vier)\s+wochen?)[.!]?$)/iu;
const saidBeforeGoodbye = (before: string) => inFirstPerson(before) || saysWhen(before);
/** "… dass das Richtfest am 8. September ist bis zum nächsten Mal": the goodbye run on after a clause's last verb, its comma lost. */
const GOODBYE_AFTER_COPULA = /(?<=\s(?:ist|sind))\s+(?=bis\s+zum\s+nächsten\s+mal[.!]?$)/iu;
/** "Mache ich, das war es.": the chair's closing heard after a taking on, in the answering voice. */
const CLOSING_AFTER_COMMA = /,\s+(?=(?:danke,?\s+)?das\s+war(?:'s|\s+es)(?:\s+für\s+heute)?[.!]?$)/iu;
/** Those present after a count ("Wir sind zuviert, Frau Conradi, …, und ich.", "… heute Zulbeet, Faumettes, Herr Hüsken, und ich.") belong to it. */
const NAMED_PRESENT = /^(?:(?:Herrn?|Frau)\s|und\s+ich(?![\p{L}]))|(?:,\s*|\s)und\s+ich[.!]?$/u;
/**
 * "Gutem Morden, Milint heute zu mit, zu ehrt wie Fenster." (for "Wir sind heute zu dritt. Zuerst die Fenster."), "Hallo, wir sind heute zu bit,
 * ich fange mit dem Innenausbau an, …": how many are there, said as a sentence's opening, then the meeting goes on; the count is no part of
 * what follows. Not where the rules already take the whole for no entry, nor before those present, named, or a word or so ("…, fünf Personen.").
 */
function splitAfterCount(sentence: string): string[] {
  const end = countSaid(sentence)?.end ?? null;
  if (end === null || kindByRule(sentence) === 'NICHTS') return [sentence];
  const rest = sentence.slice(end).replace(/^[\s,;:.!?-]+/u, '');
  return wordCount(rest) < 2 || NAMED_PRESENT.test(rest) ? [sentence] : [`${sentence.slice(0, end).trimEnd()}.`, capitalised(rest)];
}

/**
 * "Es wird vereinbart, dass die Fenster aus Holz bleiben, Frau Paysen, Clever Sie bitte, bis Freitag mit dem Denkmalschutz …" (klären Sie
 * bitte): someone addressed by title and name and asked with "bitte" after what was said, the full stop before them heard as a comma; the
 * request is a sentence of its own.
 */
const TITLED_REQUEST_AFTER_COMMA = /(?<=\p{L}(?:\s+\p{L}+){2,}),\s+(?=(?:Herrn?|Frau)\s+\p{Lu}[\p{L}-]+,\s+(?:[Bb]itte\s+\p{L}\p{Ll}+\s+Sie|\p{L}\p{Ll}+\s+Sie\s+bitte)(?![\p{L}]))/u;
const titledRequestAfterComma = (sentence: string) => splitWhere(sentence, TITLED_REQUEST_AFTER_COMMA.exec(sentence));

/**
 * "Bekommen sie, zur Kenntnis, Schulport startet nach den Osterferien …", "…, die Anlage ist fertig, zur Information der Statiker kommt …": an
 * announced information after a comma (its full stop heard so) begins a sentence of its own; not the cue closing what was said ("…, zu Informationen.").
 */
const INFORMATION_AFTER_COMMA = /,\s+(?=(?:zur?|zuh)\s*(?:informatione?[ns]?|kenntnis|info)(?![\p{L}])[,:]?\s*\S+\s+\S+)/iu;
const informationAfterComma = (sentence: string) => splitWhere(sentence, INFORMATION_AFTER_COMMA.exec(sentence));

/**
 * "Machen Sie, wir haben für einand, das Spielplatz …" (another voice's "Mache ich." heard so, run into "Wir haben vereinbart, dass …"): a
 * decision after a head of a word or two and a comma is a sentence of its own, where the whole is not taken for one.
 */
const SHORT_HEAD = /^(?:\p{L}+\s+)?\p{L}+,\s+(?=\p{L})/u;
function decisionAfterShortHead(sentence: string): string[] {
  const head = SHORT_HEAD.exec(sentence);
  // The rest asked first: most heads have no decision after them, and the rules are not asked of the whole at all.
  if (head === null || kindByRule(sentence.slice(head[0].length)) !== 'FESTLEGUNG' || kindByRule(sentence) === 'FESTLEGUNG') return [sentence];
  return [`${head[0].replace(/,\s+$/u, '')}.`, capitalised(sentence.slice(head[0].length))];
}

/** The sentence ended where a match begins, and what follows the match a sentence of its own; the sentence whole without one. */
function splitWhere(sentence: string, match: RegExpExecArray | null): string[] {
  return match ? [`${sentence.slice(0, match.index)}.`, capitalised(sentence.slice(match.index + match[0].length))] : [sentence];
}

function meetingEndAfterComma(sentence: string): string[] {
  const parting = PARTING_AFTER_COMMA.exec(sentence) ?? CLOSING_AFTER_COMMA.exec(sentence);
  // "Gut, danke, bis …", "Machen Sie, danke, bis …": a word or two before the goodbye are part of it; not a taking on ("Mache ich, danke, bis nächsten
  // Mittwoch." with the chair's goodbye heard in the voice that answered: the goodbye's day is no due date of the task taken on).
  const before = parting ? sentence.slice(0, parting.index) : '';
  const goodbye = GOODBYE_AFTER_COMMA.exec(sentence);
  const match = GOODBYE_AFTER_COPULA.exec(sentence) ?? NEXT_MEETING_AFTER_COMMA.exec(sentence) ?? (goodbye && saidBeforeGoodbye(sentence.slice(0, goodbye.index)) ? goodbye : null) ?? (parting && (wordCount(before) > MAX_FRAGMENT_WORDS || isAcknowledgement(`${before}.`)) ? parting : null);
  return splitWhere(sentence, match);
}

/**
 * Where a sentence may end: before a capital, or before an article, a pronoun, "für", the cue of information or a decision's opening in lower case, as speech
 * recognition writes a segment it ran on ("… mit Herrn Graf ab. der Bauzaun an der Nordseite ist beschädigt.", "… mit Herrn Eger. zu Info, die …",
 * "… am Donnerstag. festgelegt ist, dass …"), and before
 * an item's number heard after "und" ("Ein verstanden. und zwei, die Außenanlagen." for "Punkt zwei, …").
 */
const SENTENCE_END = /[.!?]+\s+(?=["„]?[A-ZÄÖÜ]|(?:der|die|das|wir|ich|es|für)\s|zur?\s+(?:[Ii]nfo|[Kk]enntnis)|und\s+(?:eins|zwei|drei|vier|fünf|sechs)[,\s]|(?:festgelegt|vereinbart|beschlossen)\s+(?:ist|wird),)/gu;
/** Where speech recognition closed one segment trailing off and opened the next so ("Aufstellplan... ...zur Info"): a sentence ends. */
const ELLIPSIS_BETWEEN = /(?:\.{3}|…)\s*(?:\.{3}|…)\s*/u;

const TITLE = /^(?:Herrn?|Frau)$/u;
/** Splits an utterance into sentences; "28. November", "z. B." and "Nr. 5" do not end one. */
export function splitSentences(text: string): string[] {
  const pieces = text.split(ELLIPSIS_BETWEEN);
  return pieces.flatMap((piece, index) => sentencesIn(index < pieces.length - 1 ? `${piece.trim()}...` : piece));
}

function sentencesIn(text: string): string[] {
  const sentences: string[] = [];
  let begin = 0;
  for (const match of text.matchAll(SENTENCE_END)) {
    const saidBefore = text.slice(begin, match.index).split(/\s+/);
    const before = saidBefore.at(-1) ?? '';
    const after = /^\p{L}+/u.exec(text.slice(match.index + match[0].length))?.[0] ?? '';
    // "28. November" and "Nr. 5" go on; "bis KW 2. Wir haben …" ends, as a sentence starter follows, and so
    // does "in KW 35. Vorher muss …": a week's number is no ordinal; nor is a number before a title ("… in Kameh 15. Frau Mahrt, klären …").
    const ordinal = /^\d{1,2}$/.test(before) && !STARTS_SENTENCE.test(after) && !TITLE.test(after) && !/^(?:kw|kalenderwoche)$/iu.test(saidBefore.at(-2) ?? '');
    if (match[0].startsWith('.') && (ordinal || /^\p{L}$/u.test(before) || ABBREVIATIONS.has(before.toLowerCase()) || (isSpelledDay(before) && isMonthName(after)))) continue;
    sentences.push(text.slice(begin, match.index + match[0].trimEnd().length).trim());
    begin = match.index + match[0].length;
  }
  sentences.push(text.slice(begin).trim());
  return sentences
    .flatMap((sentence) => sentence.split(SENTENCE_START))
    .flatMap((sentence) => sentence.split(REQUEST_AFTER_COMMA))
    .flatMap((sentence) => sentence.split(PLEASE_REQUEST_RUN_ON))
    .flatMap(meetingEndAfterComma)
    .flatMap(cueRunOnSplit)
    .flatMap(itemAfterComma)
    .flatMap(questionAfterComma)
    .flatMap(sentenceAfterItem)
    .filter((sentence) => /\p{L}/u.test(sentence));
}

/**
 * "Nächster Punkt, die Lüftungsanlage Immer Klimatik hat …" ("Die Firma Klimatec" misheard): an
 * agenda item of one noun and a sentence heard on without a full stop, which begins with a capital;
 * "Zur Verkehrsführung: Die Ampel an der Südseite bleibt …" (heard with a comma too): the item moved
 * to, and what is said of it, opening with an article or a title ("Zur Kontnisch, mir …" is "Zur
 * Kenntnis" misheard); "Punkt 2, Termine, die eröffnen bleibt am 1. Oktober.": a numbered item of a word or two and a
 * clause heard on after a comma, in lower case. The item stands alone, so what the sentence says is not lost in the item's
 * title, nor the item in the sentence. "Zweitens, die Firma Müller hat …" is one sentence.
 */
function sentenceAfterItem(sentence: string): string[] {
  const match = ITEM_THEN_SENTENCE.exec(sentence) ?? MOVED_THEN_SENTENCE.exec(sentence) ?? NUMBERED_ITEM_THEN_CLAUSE.exec(sentence);
  if (!match || agendaItemTitle(sentence) !== null || agendaItemTitle(match[1]!) === null) return [sentence];
  return [`${match[1]}.`, capitalised(match[2]!)];
}
const ITEM_THEN_SENTENCE = /^((?:\p{L}+[,.:]?\s+){1,3}?(?:der|die|das|den|dem)\s+(?!(?:Firma|Frau|Herr)(?![\p{L}]))\p{Lu}[\p{L}-]+)[,.]?\s+(\p{Lu}\p{L}*(?:\s+\S+){3,})$/u;
const NUMBERED_ITEM_THEN_CLAUSE = /^((?:Punkt|Thema|TOP)\s+\S+,?\s+\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+)?),\s+((?:der|die|das|den|dem|wir|ich|es)\s+\S+(?:\s+\S+){2,})$/u;
const MOVED_THEN_SENTENCE = /^(Zu[mr]?\s+\p{Lu}[\p{L}-]+)\s*[,:]\s+((?:[Dd](?:er|ie|as|en|em)|Herr|Frau)\s+\S+(?:\s+\S+){2,})$/u;

/** Where an agenda item announced after a comma may begin: "…, Thema Elektro,", "…, zweitens Elektro.", "…, Smiter Punkt, Die Außenflächen," (zweiter Punkt), "…, mir beginnen mit den Einbaugeln.", "…, eins, der Ihnen ausfalt." (Punkt eins, der Innenausbau), "…, zuerst das Dach!" (also "zu erst wie Fassade", its article heard "wie"). */
const ITEM_AFTER_COMMA = new RegExp(String.raw`,\s+(?=(?:(?:eins|zwei|drei|vier|fünf|sechs)(?=,\s+(?:der|die|das)\s)|thema|punkt|${FIRST_ITEM_AS_ONE_WORD}|top|tagesordnungspunkt|nächstes\s+thema|\p{L}+ter\s+punkt|[wm]ir\s+beginnen\s+mit|als\s+nächstes|zu\s?erst(?=\s+(?:der|die|das|den|dem|wie)\s)|erstens|zweitens|drittens|viertens|fünftens|(?!(?:${ADVERBS_IN_TENS})ens)\p{L}+tens(?=,\s+(?:der|die|das)\s))(?![\p{L}]))`, 'giu');
/** "…, dann zur Lüftungstechnik.": moving on to an agenda item in the last words after a comma. */
const MOVING_ON_AFTER_COMMA = /,\s+(?=dann\s+zu[rm]?\s+\p{L}+(?:\s+\p{L}+)?[.!]?$)/giu;

/** "…, der ist krank Thema Hallenboden": an agenda item run on without a comma, its "Thema" or "Punkt" capitalised after a word in lower case. */
const ITEM_RUN_ON = /(?<=\p{Ll})\s+(?=(?:Thema|Punkt)\s)/gu;
/** "Freigabe der Stadtwerker Vitterpunkt, die Außenanlagen" (Dritter Punkt): an item counted by an ordinal, run on without a comma. */
const ORDINAL_ITEM_RUN_ON = /(?<=\p{Ll})\s+(?=\p{L}+ter\s?[Pp]unkt[,\s])/gu;
/** "beim Thema", "kein Thema", "ein gutes Thema", "der nächste wichtige Punkt": the noun belongs to the sentence. */
const ITEM_NOUN_IN_SENTENCE = /(?:beim|kein|unser|\p{L}(?:es|er|en|e))$/iu;

/**
 * "Morgens, wir sind voll selisch, zuerst Astach." (for "Guten Morgen, wir sind vollzählig. Zuerst das Dach."): the first item opened after
 * who is there, whatever follows "zuerst" (elsewhere only an article does: "…, zuerst prüfen wir …" goes on).
 */
const FIRST_ITEM_AFTER_ATTENDANCE = /,\s+(?=zu\s?erst(?![\p{L}]))/giu;

/** "Bitte denken Sie an die Anschlussfugen, Thema Elektro,": the agenda item that ends a sentence heard without its full stop stands alone. */
function itemAfterComma(sentence: string): string[] {
  // Moving on ends a sentence of its own, not an opening "Gut, dann zur Haustechnik."; "Wir kommen zum Thema Brandschutz" is one sentence.
  const whole = (before: string) => wordCount(before) >= MIN_CLAUSE_WORDS;
  const split = itemAfter(sentence, ITEM_AFTER_COMMA, () => true) ?? itemAfter(sentence, FIRST_ITEM_AFTER_ATTENDANCE, isAttendance) ?? itemAfter(sentence, MOVING_ON_AFTER_COMMA, whole) ?? itemAfter(sentence, ITEM_RUN_ON, (before) => whole(before) && !ENDS_OPEN.test(before) && !ITEM_NOUN_IN_SENTENCE.test(before)) ??
    itemAfter(sentence, ORDINAL_ITEM_RUN_ON, (before) => whole(before) && !ENDS_OPEN.test(before));
  return split ? [`${split[0]}.`, split[1]] : [sentence];
}

/**
 * "Die Lattung machen Mimint bis Freitag 30, welche Ziegeln kommen denn auf Kastnach?": a commitment by when, then
 * another voice's question after a comma heard for the full stop (its verb second: "…, Bescheid, welche Farbe der Teppich haben soll?"
 * asks nothing of its own); the question does not make the commitment one.
 */
const QUESTION_AFTER_COMMA = /,\s+(?=(?:welche[nrsm]?\s+\p{L}+|wann|wo|wer|warum|wieso)\s+(?:kommt|kommen|ist|sind|wird|werden|soll|sollen|kann|können|hat|haben|geht|gehen|braucht|brauchen|muss|müssen|macht|machen)\s[^,]*\?$)/iu;
const questionAfterComma = (sentence: string): string[] => questionSaidOn('', sentence) ?? [sentence];

/**
 * The end of a commitment and the question said on after it in `part`, when `before` (what is open of
 * the sentence, cut off in another turn: "Wir stellen euch heute" | "noch, wann können die ersten Tiere
 * einziehen?") and the part's words up to the comma say by when; else null.
 */
function questionSaidOn(before: string, part: string): [string, string] | null {
  const question = QUESTION_AFTER_COMMA.exec(part);
  if (!question) return null;
  const end = part.slice(0, question.index);
  return saysWhen(`${before} ${end}`) ? [`${end}.`, capitalised(part.slice(question.index + question[0].length))] : null;
}

/** The text before the first opening of an agenda item that runs to the end, and the item; only where `ends(before)` says the text before it is whole. */
function itemAfter(text: string, opening: RegExp, ends: (before: string) => boolean): [string, string] | null {
  for (const match of text.matchAll(opening)) {
    const before = text.slice(0, match.index);
    const item = text.slice(match.index + match[0].length);
    if (agendaItemTitle(item) !== null && ends(before)) return [before, capitalised(item)];
  }
  return null;
}

/** Where an agenda item may begin inside what speech recognition wrote as one sentence ("… zu fährt und eins der Hallenboden" for "… zu viert. Punkt eins, der Hallenboden"). */
const ITEM_OPENING = /\s+(?=(?:als\s+nächstes|nächstes\s+thema|nächster\s+punkt|punkt\s+(?:zwei|drei|vier|fünf|sechs|\d)|und\s+(?:eins|zwei|drei|vier|fünf|sechs))(?![\p{L}]))/giu;

/**
 * "Das übernehme" | "ich als nächstes die Haustechnik.": an agenda item said on after a sentence
 * that is whole without it (taking on, thanks) but was heard without its full stop. Returns the
 * part's words that end that sentence and the item; "Wir montieren als Nächstes die Fenster." stays whole.
 */
function itemSaidOn(before: string, part: string): [string, string] | null {
  return itemAfter(part, ITEM_OPENING, (end) => {
    const head = `${before} ${end}`.trim();
    return takesOnWhatWasSaid(head) || kindByRule(head) === 'NICHTS';
  });
}

/** A turn of speech: who spoke (as the speaker separation heard it), when and what. */
export interface SpokenTurn extends SpokenRange {
  text: string;
  /** When each part of the text was said; without them a sentence spans its whole turn. */
  stretches?: readonly SaidStretch[];
}

/** A sentence's words in one turn: characters `from` to `to` of the turn's text. */
interface Piece<Source extends SpokenTurn> {
  text: string;
  turn: Source;
  from: number;
  to: number;
}

/**
 * Where a piece of a turn stands in the turn's text, searched from `cursor` on: the pieces are the
 * text in order, some with a capital or a full stop of their own ("…, Thema Elektro" → "Thema Elektro.").
 */
function located<Source extends SpokenTurn>(turn: Source, text: string, cursor: number): Piece<Source> {
  const core = text.trim().replace(/[.!?]$/, '').toLocaleLowerCase('de-DE');
  const found = turn.text.toLocaleLowerCase('de-DE').indexOf(core, cursor);
  const from = found === -1 ? cursor : found;
  return { text, turn, from, to: Math.min(turn.text.length, from + core.length) };
}

/** The seconds a piece was said in: the turn's stretches it overlaps, else the whole turn. */
function secondsOf(piece: Piece<SpokenTurn>): { start: number; end: number } {
  const said = (piece.turn.stretches ?? []).filter((stretch) => stretch.from < piece.to && stretch.to > piece.from);
  if (said.length === 0) return { start: piece.turn.start, end: piece.turn.end };
  return { start: Math.min(...said.map((stretch) => stretch.start)), end: Math.max(...said.map((stretch) => stretch.end)) };
}

/** A turn that ends without a full stop runs on into the next one only across a short pause, and up to a sentence's length. */
const MAX_RUN_ON_PAUSE_SECONDS = 1.5;
const MAX_RUN_ON_WORDS = 40;
/**
 * "… bis Montag von Ihnen," | "Herr Krause.": the address a sentence ended on a comma for, said after a
 * longer pause (and heard as another voice at times), still ends it.
 */
const MAX_ADDRESS_PAUSE_SECONDS = 3;
const ADDRESS_ALONE = /^(?:Herr|Frau)\s+\p{Lu}[\p{L}-]+[.!]?$/u;
const addressEnds = (open: string, turn: SpokenTurn, pause: number) => open.trimEnd().endsWith(',') && ADDRESS_ALONE.test(turn.text.trim()) && pause <= MAX_ADDRESS_PAUSE_SECONDS;
/** "… von Ihnen,": a sentence left open for the one it asks, whose name may follow in the next turn. */
const ASKS_ON_COMMA = /(?<![\p{L}])(?:[Ii]hnen|Sie|[Ii]hre[nmrs]?)\s*,$/u;
/**
 * "Frau Wohlert. Möfen liebiert bis Mittwoch, ob …" ("Frau Wohlert, prüfen Sie bitte …", its comma heard as a full stop): a turn that
 * opens with a name alone and goes on speaks to them, also after another voice's sentence left open on a comma ("Die Halle ist …
 * dicht,"), which the name does not end; not where that sentence asked for the name ("… von Ihnen," | "Herr Krause.") or where
 * what follows takes on what was asked.
 */
/** What a turn follows: the sentence still open, else the one just closed. */
function saidBefore<Source extends SpokenTurn>(open: readonly Piece<Source>[], sentences: readonly SpokenSentence<Source>[]): { text: string; speaker: string } | undefined {
  const last = open.at(-1);
  if (last) return { text: open.map((piece) => piece.text).join(' '), speaker: last.turn.speaker };
  const closed = sentences.at(-1);
  return closed && { text: closed.text, speaker: closed.utterance.speaker };
}
function withAddressOnWhatFollows(parts: string[], before: { text: string; speaker: string } | undefined, speaker: string): string[] {
  const [address, next, ...rest] = parts;
  if (address === undefined || next === undefined || !ADDRESS_ALONE.test(address) || takesOnWhatWasSaid(next)) return parts;
  if (before && (before.speaker === speaker || ASKS_ON_COMMA.test(before.text.trim()))) return parts;
  return [`${address.replace(/[.!]$/u, ',')} ${next}`, ...rest];
}
/** Into another voice's turn only where one side is a fragment: two whole clauses of two speakers are two sentences. */
const MAX_FRAGMENT_WORDS = 5;
/**
 * What ends on an article, a preposition or a conjunction goes on, whoever the voice seemed to be
 * ("…, dass im Schulungsraum einer" | "Fußbodenheizung eingebaut wird."). Written with a capital
 * ("… von Haus 2 Über"), the word began a sentence of its own as speech recognition heard it.
 */
const ENDS_OPEN = /(?<![\p{L}])(?:der|die|das|den|dem|des|ein|eine|einer|einem|einen|eines|und|oder|dass|mit|für|im|in|am|an|auf|bei|zu|zur|zum|von|vom|über|unter|nach|durch)$/u;
/**
 * A preposition that also ends a clause as the particle of its verb ("… fangen mit den offenen Punkten
 * an" | "Werkpläne, …"), and so does "ein" after an "ich" or "wir" ("Die Freigabe hole ich bis Mittwoch ein" |
 * "Die alte Ölheizung ist ausgebaut, …"): followed by a capitalised word of another voice, not by its object, it ended the sentence.
 */
const ENDS_ON_PARTICLE = /(?<![\p{L}])(?:an|auf|mit|zu|durch|über|nach|bei|(?<=(?<![\p{L}])(?:ich|wir)\s(?:[^,.!?]*\s)?)ein)$/u;
const BEGINS_CAPITALISED = /^\p{Lu}/u;
const MIN_QUESTION_WORDS = 3;
const isWholeQuestion = (part: string) => BEGINS_CAPITALISED.test(part) && part.trim().endsWith('?') && wordCount(part) >= MIN_QUESTION_WORDS;
/** "Tanke bis in zwei Wochen.": a whole sentence that says nothing minutes keep (a goodbye, a greeting), its own. */
const isWholeAside = (part: string) => BEGINS_CAPITALISED.test(part) && /[.!]$/u.test(part.trim()) && kindByRule(part) === 'NICHTS';
/** "… vor Ort an" | "und die Kosten … schicke ich Ihnen …": another voice's clause of its own, joined on by a conjunction, with its own "ich". */
const OWN_CLAUSE_JOINED_ON = /^(?:und|aber|oder)\s+(?=(?:\S+\s+)*ich(?![\p{L}]))/iu;
/** "… bis Montag" | "Man kommt …" (for "Wann kommt …?"): a request or commitment ended on its day, another voice's sentence after it. */
const ENDS_ON_DEADLINE = /(?<![\p{L}])bis\s+(?:(?:nächsten|kommenden)\s+)?(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|morgen|übermorgen|heute)(?:\s+(?:früh|mittag|nachmittag|abend))?[,.!]?$/iu;

export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** "Frau Eilts, …", "Herr Frank, …", "Janshen, hofen Sie …" (its title lost, a request after it): a sentence that opens by speaking to someone. */
const ADDRESS_OPENING = /^(?:(?:Frau|Herr)\s+\p{Lu}[\p{L}-]+,\s+\S|\p{Lu}[\p{L}-]+,\s+\p{L}+\s+Sie(?![\p{L}]))/u;
/** "… Herr" | "Vogt, können Sie …": the title heard in the turn before, its name in the next. */
const ENDS_ON_TITLE = /(?:^|\s)(?:Herrn?|Frau)$/u;
/** The first word of a turn and what follows it. */
const FIRST_WORD = /^(\p{L}+)[.,]?(?:\s+|$)/u;
/** A sentence that ends on a day of the month, said in digits or words ("bis zum 21.", "zum zehnten"). */
const endsOnDay = (text: string) => {
  const last = /(\d{1,2}|\p{L}+)\.?$/u.exec(text.trim())?.[1] ?? '';
  return /^\d{1,2}$/.test(last) || isSpelledDay(last);
};

/**
 * The month of a date that speech recognition heard at the start of the next turn ("… liefern wir
 * bis zum 21." | "Mai Frau Brenner, …"), if that is how the turn begins: what is left of the turn.
 */
function monthSaidOn(text: string, before: string): { month: string; rest: string } | null {
  const first = FIRST_WORD.exec(text.trim());
  if (!first || !isMonthName(first[1]!) || !endsOnDay(before)) return null;
  return { month: first[1]!, rest: text.trim().slice(first[0].length) };
}

/**
 * The turn a sentence pieced together from several belongs to: the speaker who said most of its
 * words. It spans the stretches of the recording its pieces were said in.
 */
function sentenceOf<Source extends SpokenTurn>(pieces: readonly Piece<Source>[]): SpokenSentence<Source> {
  const text = pieces.map((piece) => piece.text.trim()).join(' ');
  const said = new Map<string, number>();
  for (const piece of pieces) said.set(piece.turn.speaker, (said.get(piece.turn.speaker) ?? 0) + wordCount(piece.text));
  const speaker = [...said].sort((a, b) => b[1] - a[1])[0]![0];
  const owner = pieces.find((piece) => piece.turn.speaker === speaker)!.turn;
  const seconds = pieces.map(secondsOf);
  const start = Math.min(...seconds.map((s) => s.start));
  const end = Math.max(...seconds.map((s) => s.end));
  return { text, utterance: start === owner.start && end === owner.end ? owner : { ...owner, start, end } };
}

/**
 * The sentences of the conversation in order, across turns: speech recognition and speaker
 * separation cut sentences where a voice seemed to change ("Herr Becker, klären Sie" | "bitte bis
 * morgen, ob der Kran frei ist."), so a turn that ends without a full stop runs on into the next.
 * Each sentence belongs to the speaker who said most of it and spans all of its stretch.
 */
export function spokenSentences<Source extends SpokenTurn>(turns: readonly Source[]): SpokenSentence<Source>[] {
  const sentences: SpokenSentence<Source>[] = [];
  let open: Piece<Source>[] = [];
  let openWords = 0;
  const close = () => {
    if (open.length > 0) sentences.push(sentenceOf(open));
    open = [];
    openWords = 0;
  };
  for (const turn of [...turns].sort((a, b) => a.start - b.start)) {
    const last = open.at(-1);
    const pause = last ? turn.start - last.turn.end : 0;
    if (last && ((pause > MAX_RUN_ON_PAUSE_SECONDS && !addressEnds(open.map((piece) => piece.text).join(' '), turn, pause)) || openWords > MAX_RUN_ON_WORDS)) close();
    let text = turn.text;
    let cursor = 0;
    // The pieces of a turn come in the order of its text: each is searched after the one before.
    const pieceOf = (said: string) => {
      const found = located(turn, said, cursor);
      cursor = found.to;
      return found;
    };
    // The sentence a month at the turn's start may end: the open one, else the one just closed.
    const closed = open.length === 0 ? sentences.at(-1) : undefined;
    const justClosed = closed && turn.start - closed.utterance.end <= MAX_RUN_ON_PAUSE_SECONDS ? closed : undefined;
    const dated = monthSaidOn(text, justClosed?.text ?? open.map((piece) => piece.text).join(' '));
    if (dated) {
      const month = pieceOf(dated.month);
      if (justClosed) {
        const seconds = secondsOf(month);
        sentences[sentences.length - 1] = { text: `${justClosed.text} ${dated.month}`, utterance: { ...justClosed.utterance, end: Math.max(justClosed.utterance.end, seconds.end) } };
      } else {
        open.push(month);
        close();
      }
      text = dated.rest;
    }
    for (const [index, part] of withAddressOnWhatFollows(splitSentences(text), saidBefore(open, sentences), turn.speaker).entries()) {
      // "Zur Information" begins a sentence also as heard in lower case, after a turn cut off before its full stop.
      const openText = open.map((piece) => piece.text).join(' ').trim();
      const otherSpeaker = open.length > 0 && open.at(-1)!.turn.speaker !== turn.speaker;
      // Another voice taking on what was said ("Schicken ich ihm heute Nachmittag") answers; it does not end the sentence before.
      const answers = otherSpeaker && takesOnWhatWasSaid(part);
      // Another voice opening with someone's title and name ("… die Notbeleuchtung fehlt noch" | "Frau Eilts, bauen Sie …"), or with a name
      // and a request ("Janshen, hofen Sie …"), speaks to them anew; not where the title ended the turn before ("… Herr" | "Vogt, können Sie …").
      const addresses = otherSpeaker && ADDRESS_OPENING.test(part) && !ENDS_ON_TITLE.test(openText);
      const startsNew = index > 0 || STARTS_SENTENCE.test(part) || INFORMATION_CUE.test(part) || answers || addresses;
      const saidOn = itemSaidOn(startsNew ? '' : openText, part) ?? (startsNew || open.length === 0 ? null : questionSaidOn(openText, part));
      if (saidOn) {
        if (startsNew) close();
        open.push(pieceOf(saidOn[0]));
        close();
        open.push(pieceOf(saidOn[1]));
        close();
        continue;
      }
      // What was open ends at a new sentence in the turn, at a turn that begins with a capitalised
      // sentence start, and between two whole clauses of two voices.
      const partWords = wordCount(part);
      const endsOpen = ENDS_OPEN.test(openText) && !(ENDS_ON_PARTICLE.test(openText) && (BEGINS_CAPITALISED.test(part) || (otherSpeaker && OWN_CLAUSE_JOINED_ON.test(part))));
      const voiceChanges = otherSpeaker && !endsOpen;
      // Another voice's whole question ("… das Dach machen wir nächste Woche zu," | "Muss der Kran dafür noch einmal kommen?") is its own too,
      // and so is its goodbye ("… der Erfnunist, ansmeiter Mai," | "Tanke bis in zwei Wochen."); a whole answer ends where another
      // voice goes on ("Mach ich" | "gut ansehen wie uns nächsten Dienstag."), unless that only says when ("Mache ich" | "bis Freitag.").
      const otherVoice =
        voiceChanges &&
        ((openWords > MAX_FRAGMENT_WORDS && partWords > MAX_FRAGMENT_WORDS) ||
          (ENDS_ON_DEADLINE.test(openText) && BEGINS_CAPITALISED.test(part)) ||
          (openWords > MAX_FRAGMENT_WORDS && (isWholeQuestion(part) || isWholeAside(part))) ||
          (isAcknowledgement(openText) && !DEADLINE_START.test(part.replace(LEADING_LINK, ''))));
      // An agenda item heard without its full stop ("zwei, die Außenanlagen,") stands alone, with
      // what is open only where that is its beginning ("Er redigt" | "drei Brandschutz.").
      const itemGoesOn = open.length > 0 && agendaItemTitle(`${openText} ${part}`) !== null;
      const itemAlone = !itemGoesOn && agendaItemTitle(part) !== null;
      if (startsNew || otherVoice || itemAlone) close();
      open.push(pieceOf(part));
      openWords += partWords;
      if (itemGoesOn || itemAlone) close();
    }
    if (/[.!?]["“]?$/.test(turn.text.trim())) close();
  }
  close();
  return withCueOnContent(sentences);
}

/**
 * "Zur Information." and then, by the same voice, what it is about ("Die ersten Bewohner sollen im
 * Februar einziehen."): one sentence, announced as information, as when the cue is said with a colon.
 */
function withCueOnContent<Source extends SpokenTurn>(sentences: readonly SpokenSentence<Source>[]): SpokenSentence<Source>[] {
  const joined: SpokenSentence<Source>[] = [];
  for (let index = 0; index < sentences.length; index++) {
    const cue = sentences[index]!;
    const content = sentences[index + 1];
    const announces =
      content !== undefined &&
      INFORMATION_CUE_ONLY.test(cue.text) &&
      content.utterance.speaker === cue.utterance.speaker &&
      content.utterance.start - cue.utterance.end <= MAX_RUN_ON_PAUSE_SECONDS &&
      // Asked, it is a question ("Kommt der Aufzug am Montag?"); a question's first word without its mark is what was announced, misheard ("Wer gemeinde Art hat, …" for "Der Gemeinderat hat …").
      !content.text.trim().endsWith('?');
    if (!announces) {
      joined.push(cue);
      continue;
    }
    joined.push({ text: `${cue.text.trim().replace(/[.:!]+$/u, '')}: ${content.text.trim()}`, utterance: { ...content.utterance, start: cue.utterance.start } });
    index += 1;
  }
  return joined;
}

/** Hesitations and openers of speech: dropped at the start of a sentence, the hesitations anywhere. */
const HESITATION = words('äh+m?|ähm|öh+m?|hm+');
/** "Passt," too, another voice's agreement heard at the start of the next request ("Passt, Herr Eichler, schicken Sie …"); "Passt das?" asks. */
const OPENER = /^(?:(?:also|ja|okay|ok|gut|so|genau|na ja|naja|äh+m?|ähm)[\s,.!]+|passt[,.!]+\s*)+/iu;

/** "Firma" as Whisper often writes it before a name ("Fema Petersen Trockenbau"), and as it begins a sentence ("Ema Maier räumt …"). */
const MISHEARD_FIRMA = /(?<![\p{L}])(?:Fema|Ferma|Firmer)(?=\s+\p{Lu})|^Ema(?=\s+\p{Lu})/gu;

/** Thanks and goodbye said on at the end of a sentence ("…, vielen Dank an alle, auf Wiedersehen."). */
const CLOSING_TAIL = /,\s*(?:(?:vielen\s+)?dank(?:e)?(?:\s+(?:an\s+alle|euch|ihnen|allen)){0,2}(?:\s+für\s+ihre\s+zeit)?|auf\s+wiedersehen|tschüss|schönen\s+tag(?:\s+noch)?)(?:[,\s]+(?:auf\s+wiedersehen|tschüss|schönen\s+tag(?:\s+noch)?))*[.!]?$/iu;

/**
 * "Die Wiedereröffnung bleibt am fünfzehnten September. Bis in zwei Wochen, danke." heard as one
 * sentence ("… bleibt am 5. September bis in zwei Wochen tanke."): the goodbye, not a deadline; a
 * request keeps it ("Schicken Sie das bis in zwei Wochen, danke.").
 */
const PARTING_TAIL = /[,\s]+bis\s+in\s+(?:einer|zwei|drei|vier)\s+wochen?[,\s]+[dt]anke?(?:\s+schön)?[.!]?$/iu;
const REQUEST_WORD = /(?<![\p{L}])(?:Sie|[Bb]itter?)(?![\p{L}])/u;
/**
 * "Bekommen Sie morgen, vielen Dank, bis nächster Woche.": thanks and the goodbye said on after an answer that says when; the
 * answer's "morgen" is its date, not next week ("Machen Sie, danke, bis zum nächsten Mal." has no when of its own: it stays whole).
 */
/** The next meeting a goodbye names after its "bis". */
const NEXT_MEETING_UNTIL = String.raw`nächste[rn]?\s+woche|nächsten\s+(?:montag|dienstag|mittwoch|donnerstag|freitag)|zum\s+nächsten\s+mal`;
const THANKS_THEN_PARTING = new RegExp(String.raw`,\s*(?:vielen\s+dank|danke)[,\s]+bis\s+(?:${NEXT_MEETING_UNTIL}|dann|in\s+(?:einer|zwei|drei|vier)\s+wochen?)[.!]?$`, 'iu');
/**
 * "Frau Bracker, die geänderten Pläne bekommen Sie von mir bis zum vierzehnten und bis nächsten Mittwoch." (the meeting's goodbye heard
 * run on): a second "bis" of the next meeting joined by "und" after a when already said; one thing is not due twice.
 */
const AND_THEN_PARTING = new RegExp(String.raw`[,\s]+und\s+bis\s+(?:${NEXT_MEETING_UNTIL})[.!]?$`, 'iu');
/** "Es wird festgelegt, dass die Tore rot lackiert werden, schönes Wochenende und bis Freitag." heard as one sentence: a wish and the goodbye, however the wish was heard ("Schönes Mothen"). */
const WISH_THEN_PARTING = /,\s*schöne[sn]?\s+\p{L}+,?\s+und\s+bis\s+[^.!?,]+[.!]?$/iu;
const withoutPartingTail = (text: string) => {
  const wish = WISH_THEN_PARTING.exec(text);
  if (wish) return `${text.slice(0, wish.index)}.`;
  const tail = PARTING_TAIL.exec(text);
  if (tail && !REQUEST_WORD.test(text.slice(0, tail.index))) return `${text.slice(0, tail.index)}.`;
  const parting = THANKS_THEN_PARTING.exec(text) ?? AND_THEN_PARTING.exec(text);
  return parting && saysWhen(text.slice(0, parting.index)) ? `${text.slice(0, parting.index)}.` : text;
};

/**
 * "Machen ist gleich morgen." for "Mache ich gleich morgen.", "Das Schicker ist Ihnen, …" for "Das schicke ich Ihnen, …": a verb of
 * the speaker's opening the sentence (after "das", "den", "die" too), its "ich" heard "ist".
 */
const I_HEARD_AS_IS = new RegExp(String.raw`^((?:(?:[Dd]as|[Dd]en|[Dd]ie)\s+)?(?:${eitherCase(FIRST_PERSON_VERB)}))r?n?\s+ist(?=\s+(?:[Ii]hnen|gleich|heute|morgen|übermorgen|bis|noch|sofort|dann)(?![\p{L}]))`, 'u');

/** "Zimmermann, bitterstimmen, wie die Anschlüsse …" for "bitte stimmen Sie": "bitte" heard run into the verb it asks for. */
const PLEASE_RUN_INTO_VERB = new RegExp(String.raw`(?<![\p{L}])([Bb]itte)r?(?=(?:${FIRST_PLURAL_VERB})(?![\p{L}]))`, 'gu');

/**
 * "bis" as Whisper hears it in these voices, before what a deadline names: "Miss Freitag", "Miss Ender Juli", "Missende Januar", "Missmontag"
 * (twenty times in the evaluation's transcripts; no German word is written so), "Wismontag" too, and "Mist Freitag" (said so, "Mist" is no word before a weekday), "Wissmorgen".
 */
const UNTIL_HEARD_AS_MISS = /(?<![\p{L}])(?:Miss\s+(?=(?:ende[rns]?|mitte|anfang|zum|zur|montag|dienstag|mittwoch|donnerstag|freitag|morgen|übermorgen|nächste[nr]?|kw)(?![\p{L}]))|(?:Miss|Wis|Wiss)(?=(?:ende|morgen|montag|dienstag|mittwoch|donnerstag|freitag)(?![\p{L}]))|Mist\s+(?=(?:montag|dienstag|mittwoch|donnerstag|freitag)(?![\p{L}])))/giu;

/** "Ich schicke allen, Miss Morgendassprotokollen." (bis morgen das Protokoll): "bis" heard "Miss" before "morgen" run into the "das" after it. */
const UNTIL_TOMORROW_RUN_ON = /(?<![\p{L}])Miss\s+Morgen(?=dass?\p{L})/gu;

/**
 * "den Tauschen wie morgen aus", "Die letzte Bekerbetonieren wie am Donnerstag", "Außer anlagen vergeben wie Nächster Woche": "wir"
 * heard "wie" after its verb, before when (five times in the evaluation's transcripts); a comparison ("genauso wie am Montag") has no verb in -en before it.
 */
const WE_HEARD_AS_HOW_AFTER_VERB = /(?<![\p{L}])(\p{L}{2,}en)\s+wie(?=\s+(?:[Aa]m|[Bb]is|[Mm]orgen|[Üü]bermorgen|[Hh]eute|[Nn]ächste[nr]?)(?![\p{L}]))/gu;

/** "Frau Bauer, Clever Siebete, weh uns …" for "klären Sie bitte, wer uns …", "Denken Siebetör daran", "Schicken die Mirbitter …": "bitte" heard run into the word before it (seven times in six voices); no German word is written so. */
const PLEASE_RUN_INTO_WORD_BEFORE = /(?<![\p{L}])([Ss]ie|[Mm]ir|[Uu]ns)b[ie]t\p{L}*/gu;

/** "Flagen wie bitter, …" (fragen Sie bitte), "Schicken, wie bitter, …": "Sie" heard "wie" between a verb and its "bitte" (twice, two voices); "Wie bitte?" asks only on its own. */
const YOU_HEARD_AS_HOW_BEFORE_PLEASE = /(?<=(?<![\p{L}])\p{L}{2,}en,?\s+)wie(?=,?\s+bitter?(?![\p{L}]))/gu;
/** "heute" as Whisper hears it in these voices: "Hoiter", "Hoyter", "Poiter" ("… schicke ich Ihnen poiter Nachmittag"; eight times in five voices, never anything else), "Päuter" and "Präuter" ("Es geht präuter, um …"), "noch heuter". */
const TODAY_AS_HEARD = /(?<![\p{L}])(?:[HhPp]o[iy]ter|[Pp]r?äuter|(?<=noch\s)heuter)(?![\p{L}])/gu;
/** "Die Lastamen schickere Hienn, …", "Den Bewerungsplan schickere ich ihnen …", "Die Master schickerisch ihnen, …": "schicke ich" heard as one word (seven times in five voices). */
const I_SEND_AS_ONE_WORD = /(?<![\p{L}])([Ss]chick)er(?:e(?:\s+ich)?|isch)(?![\p{L}])/gu;
/** "Die Master schickerisch ihnen, das Montag.": "bis" heard "das" before a weekday, which no "das" goes with (twice in one meeting, two voices). */
const UNTIL_HEARD_AS_THE = /(?<![\p{L}])das(?=\s+(?:montag|dienstag|mittwoch|donnerstag|freitag)(?![\p{L}]))/giu;
/**
 * "Die Montibel ist Freitag.", "Die Armaturen bauert sich mit Freitag ein.", "… und melde mich, ist freitag": "bis" heard "ist" or
 * "mit" before a weekday (ten times in nine voices, every such "ist" or "mit" of the evaluation's transcripts but a meeting's day
 * announced: "Nächster Termin ist Mittwoch", "Heute ist Freitag").
 */
const UNTIL_HEARD_AS_IS = /(?<![\p{L}])(?<!(?:termin|besprechung|treffen|sitzung|fixe|heute|morgen)\s+)(?:ist|mit)(?=\s+(?:montag|dienstag|mittwoch|donnerstag|freitag)(?![\p{L}]))/giu;

/** "Wie einigen uns darauf, dass …", "Wie haben uns für … entschieden": "Wir" heard "Wie" before a verb with "uns", which no question by "Wie" has without its "wir". */
const WE_HEARD_AS_HOW_WITH_US = /^Wie(?=\s+\p{Ll}+en\s+uns(?![\p{L}]))/u;
/** "sorgen Sie bitte dafür" as heard: "morgen lieb ich dafür", "morgen liebte dafür", "morgen liebet er dafür" (all of the evaluation's); no tomorrow. */
const SEE_TO_IT_AS_HEARD = /(?<![\p{L}])morgen\s+lieb\p{L}*(?:\s+(?:ich|er))?\s+dafür(?![\p{L}])/iu;
/** "Ein verstanden.": "Einverstanden" heard in two words, which nothing else is written as. */
const AGREED_IN_TWO_WORDS = /(?<![\p{L}])([Ee])in\s+verstanden(?![\p{L}])/gu;
/** "Denken Sie beter an …", "Schicken Sie mir better …", "… Sie mir witter, bis morgen …": "bitte" as heard after the one asked (five times in four voices), "Herr Ossenbrügge, bitterly …" after the address; no German word is written so. */
const PLEASE_HEARD_AS_BETTER = /(?<=(?:[Ss]ie|[Mm]ir|[Uu]ns)\s+)(?:beter|better|witter)(?![\p{L}])|(?<=,\s)bitterly(?![\p{L}])/gu;
/** "Herr Frercks, Peter Breitende, die Abnahme …" (for "bitte bereiten Sie"): "bitte" heard as a first name right after a titled address (no one addresses one person and names another by first name at once). */
const PLEASE_HEARD_AS_PETER = /(?<=^(?:Herr|Frau)\s+\p{Lu}[\p{L}-]*,\s+)Peter(?=\s+\p{L})/u;
/** "Hackbarth, Ladenbieter, Die Päse …" (for "Herr Hackbarth, laden Sie bitte die Presse …"): after the one addressed, a verb with its "Sie bitte" heard run into it. */
const VERB_RUN_INTO_PLEASE = /(?<=^(?:(?:Herr|Frau)\s+)?\p{Lu}[\p{L}-]+,\s+)(\p{Lu}\p{Ll}+en)bi[et]{1,3}r?(?=[,\s])/u;
/** "Ja, bis Freitag." heard "Bist frei, tak?": its day cut in two, a question mark after it; no one asks so. */
const FRIDAY_HEARD_IN_TWO = /(?<![\p{L}])[Bb]ist?\s+frei,?\s+ta[gk](?![\p{L}])\??/gu;
/** What cleaning replaces, in this order: "Wie" for "Wir", the parting words said on, and words as Whisper hears them in these voices. */
const SET_RIGHT: readonly (readonly [RegExp, string])[] = [
  [WE_HEARD_AS_HOW_WITH_US, 'Wir'],
  [CLOSING_TAIL, '.'],
  [MISHEARD_FIRMA, 'Firma'],
  [I_HEARD_AS_IS, '$1 ich'],
  [PLEASE_RUN_INTO_VERB, '$1 '],
  [UNTIL_TOMORROW_RUN_ON, 'bis morgen '],
  [UNTIL_HEARD_AS_MISS, 'bis '],
  [UNTIL_HEARD_AS_THE, 'bis'],
  [UNTIL_HEARD_AS_IS, 'bis'],
  [WE_HEARD_AS_HOW_AFTER_VERB, '$1 wir'],
  [PLEASE_RUN_INTO_WORD_BEFORE, '$1 bitte'],
  [YOU_HEARD_AS_HOW_BEFORE_PLEASE, 'Sie'],
  [PLEASE_HEARD_AS_BETTER, 'bitte'],
  [PLEASE_HEARD_AS_PETER, 'bitte'],
  [VERB_RUN_INTO_PLEASE, '$1 Sie bitte'],
  [TODAY_AS_HEARD, 'heute'],
  [I_SEND_AS_ONE_WORD, '$1e ich'],
  [SEE_TO_IT_AS_HEARD, 'sorgen Sie bitte dafür'],
  [AGREED_IN_TWO_WORDS, '$1inverstanden'],
  [FRIDAY_HEARD_IN_TWO, 'bis Freitag.'],
];

/** Speech cleaned for the minutes: hesitations out, an opening "Also, ja," out, thanks and a goodbye said on at the end out, a misheard "Firma", "ich", "wir", "bis", "heute", "schicke ich" or "sorgen Sie bitte dafür", a "bitte" run into the word before or after it, a statement or a beginning heard as a "Wie" question and a decision heard as a question set right, the first letter capital. */
export function cleanSentence(sentence: string): string {
  let text = sentence.replace(new RegExp(`${HESITATION.source}[,]?\\s*`, 'giu'), '').replace(/\s{2,}/g, ' ').trim();
  text = HEARD_SET_RIGHT.reduce((said, setRight) => setRight(said), text);
  const opened = text.replace(OPENER, '');
  // "Ja." or "Also gut." alone stays as said (the rules treat it as filler).
  if (/\p{L}{2,}/u.test(opened)) text = opened;
  // Speech recognition marks a segment it heard trailing off or going on with "...": a sentence begins and ends without them.
  text = text.replace(/^(?:[,;:\s–—-]|\.{2,}|…)+/u, '').replace(/(?:\.{2,}|…)$/u, '.').replace(/\s+([,.!?])/g, '$1');
  return capitalised(text);
}

/** What follows "Wie" in a question: a verb of how things are, a word of measure, an auxiliary. */
const ASKS_HOW = words('sieht|siehts|steht|stehts|ist|sind|war|waren|wäre|lange|viel|viele|weit|geht|gehts|läuft|laufen|schaut|schauts|kommt|kommen|hoch|groß|breit|tief|oft|spät|soll|sollen|sollten|kann|können|könnte|könnten|machen|macht|gehen|finden|findet|wollen|will|würde|würden|hat|haben|heißt|sehen|stehen');
const WE_HEARD_AS_HOW = new RegExp(String.raw`^Wie\s+(?=(?:${FIRST_PLURAL_VERB})\s+(?!(?:wir|sie|ihr|man|es)(?![\p{L}])))`, 'u');
const HOW_OPENING = /^Wie\s+(?=\p{L})/u;

/** "Wie beginnen mit dem Dach?" for "Wir beginnen mit dem Dach.": moving to an item, its "Wir" heard "Wie"; a question how to begin has its "wir". */
const WE_HEARD_AS_HOW_BEGINNING = /^Wie(?=\s+(?:beginnen|fangen|starten)\s+(?:mit|heute|jetzt|gleich)(?![\p{L}]))/u;
const beginningHeardAsQuestion = (text: string) => (WE_HEARD_AS_HOW_BEGINNING.test(text) ? text.replace(WE_HEARD_AS_HOW_BEGINNING, 'Wir').replace(/\?$/u, '.') : text);
/** "Wie liefern wir das?": how someone does something, its subject after the verb. */
const ASKS_WHO_DOES = /^Wie\s+\p{L}+\s+(?:wir|sie|ihr|man)(?![\p{L}])/iu;

/**
 * A statement that speech recognition heard opening with "Wie" for "Wir" or "Die", with a question
 * mark: "Wie liefern Ihnen die Revisionspläne morgen?" for "Wir liefern Ihnen …", "Wie berateten
 * Pläne legen ich bis zum 5. November vor?" for "Die überarbeiteten Pläne lege ich …", "Wie statt
 * übernimmt die Bestellung …?" for "Die Stadt übernimmt …"; also one that says by when ("bis Freitag").
 * A question by "Wie" goes on with how things are or a measure ("Wie sieht es …", "Wie lange …") or asks
 * who ("Wie liefern wir das?").
 */
function statementHeardAsQuestion(text: string): string {
  if (!text.endsWith('?') || !HOW_OPENING.test(text) || ASKS_HOW.test(text.split(/\s+/)[1] ?? '') || ASKS_WHO_DOES.test(text)) return text;
  const statement = `${text.slice(0, -1)}.`;
  if (WE_HEARD_AS_HOW.test(statement)) return statement.replace(HOW_OPENING, 'Wir ');
  const rest = statement.replace(HOW_OPENING, '');
  if (firstPersonCommitment(rest) !== null || TASK_VERB.test(rest)) return `Die ${rest}`;
  // "Wie fang musst du für den Belag schauen, wie uns bis Freitag an und geben Bescheid?" (for "Die
  // Farbmuster … schauen wir uns bis Freitag an …"): by when something is done is said, not asked.
  return saysDueDate(rest) ? statement : text;
}

/**
 * "Haben uns für die hellgrauen Fliesen entschieden?" for "Wir haben uns für … entschieden.": asked, it
 * would name who ("Haben wir uns …?", "Haben Sie sich …?") before the "uns".
 */
const WE_LOST_BEFORE_DECIDED = /^Haben\s+uns\s+(?:für|auf|darauf)\s[^?]*(?:entschieden|ger?einigt|festgelegt)\?$/u;

/** "Haben für Einbart, dass die Balkone erst nach dem … gestrichen werden?": a decision reported, its full stop heard as a question mark; also one whose "Wir" was lost. */
function decisionHeardAsQuestion(text: string): string {
  if (WE_LOST_BEFORE_DECIDED.test(text)) return `Wir haben${text.slice('Haben'.length, -1)}.`;
  return text.endsWith('?') && reportsDecisionThat(text) ? `${text.slice(0, -1)}.` : text;
}

/** What speech recognition got wrong, set right in this order: each step works on the text the one before left. */
const HEARD_SET_RIGHT: readonly ((text: string) => string)[] = [
  withoutPartingTail,
  beginningHeardAsQuestion,
  (text) => SET_RIGHT.reduce((said, [heard, meant]) => said.replace(heard, meant), text),
  statementHeardAsQuestion,
  decisionHeardAsQuestion,
];

/** Who does something, as minutes name them: a person by title or full name, a company, or the speaker(s) (case as written). */
const ACTOR = String.raw`(?:[Hh]err|[Ff]rau)\s+\p{Lu}[\p{L}-]+|(?:[Dd]ie\s+)?[Ff]irma\s+\p{Lu}[\p{L}&.-]*(?:\s+\p{Lu}[\p{L}&.-]*){0,2}|\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+`;
/** A third-person verb the list does not know, as misheard ("Frau Vogel libert …"): a lowercase word in -t that is no common adverb. */
const OTHER_THIRD_PERSON = String.raw`(?!(?:${NOT_A_VERB_IN_T}|bist|ist)(?![\p{L}]))\p{Ll}+t`;
// Speech recognition capitalises words at random ("Frau Vogel Liefert"): verbs in either case.
// Also with the thing first: "…, und die Straßensperrung beantragt Frau Richter bis Freitag".
const ACTS = String.raw`(?:${ACTOR})\s+(?:${eitherCase(TASK_VERBS)}|${OTHER_THIRD_PERSON})|(?:die|der|das|den)\s+\p{Lu}[\p{L}-]+\s+(?:${TASK_VERBS}|${OTHER_THIRD_PERSON})\s+(?:${ACTOR})|${TITLED_BEFORE_CAPITAL_VERB}(?=\s+\p{Ll})|ich\s+(?:werde\s+)?(?:${FIRST_PERSON_VERB})|wir\s+(?:werden\s+)?(?:${FIRST_PLURAL_VERB})`;
/** "…, und Frau Schulz schickt …": a new actor followed by a task verb opens a second task. */
const SECOND_TASK = new RegExp(String.raw`,?\s+und\s+(?=(?:${ACTS})(?![\p{L}]))`, 'gu');

/**
 * Two tasks said in one sentence, each with its own actor and task verb, become two sentences;
 * anything else stays whole ("prüft und schickt" is one task of one person).
 */
export function splitTasks(sentence: string): string[] {
  if (!TASK_VERB.test(sentence)) return [sentence];
  const parts: string[] = [];
  let begin = 0;
  for (const match of sentence.matchAll(SECOND_TASK)) {
    const first = sentence.slice(begin, match.index);
    // The first part must be a task of its own ("Den Kran bestelle ich"), not just "Herr Becker und Frau Schulz prüfen".
    if (!TASK_VERB.test(first) && firstPersonCommitment(first) === null) continue;
    parts.push(first.trim());
    begin = match.index + match[0].length;
  }
  parts.push(sentence.slice(begin).trim());
  // A sentence heard without its full stop may end in a comma ("… nicht gebohrt wird,"): the full stop takes its place.
  return parts.map((part, index) => (index === 0 ? part : capitalised(part))).map((part) => (/[.!?]$/.test(part) ? part : `${part.replace(/[\s,;:]+$/u, '')}.`));
}

/**
 * The last comma of a sentence, where the clause after it begins with a thing: "…, den Zählerantrag stelle ich bis morgen", "…, die restlichen
 * Fenster liefern wir …", "…, vier Elemente liefern wir bis KW 23", its article at times capitalised as if a sentence began ("…, Die Bekerbeton even wir
 * am Freitag." for "die Decke betonieren"), its noun at times written lower case before the verb and "wir" ("…, die decker betonieren wir am Monastach.").
 */
const THING_CLAUSE_AFTER = new RegExp(
  String.raw`,\s+(?=(?:${eitherCase('den|die|das|dem|der|ein|eine|einen')}|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|[2-9]|[1-9]\d)\s+(?:\p{Ll}+(?:e|en|er|es)\s+)?\p{Lu}[^,]*$|dann\s+\p{Ll}+\s+(?:wir|ich)(?![\p{L}])[^,]*$|(?:den|die|das)\s+\p{Ll}+\s+\p{Ll}+(?:en|ern|eln)\s+(?:wir|ich)(?![\p{L}])[^,]*$)`,
  'u',
);
const OPENS_WITH_ADDRESS = /^(?:Herr|Frau)\s+\p{Lu}[\p{L}-]+\s*(?:,|$)/u;
const MIN_CLAUSE_WORDS = 4;
/** "Der Schwingboden liegt": a thing and what it does, a clause in three words. */
const THING_AND_VERB = /^(?:der|die|das)\s+\p{Lu}[\p{L}-]+\s+\p{Ll}+$/iu;
/**
 * "…, ich kümmere mich bis Donnerstag um den Anschluss", "…, wir messen morgen die Restfeuchte": the speaker's task opening the clause after the
 * last comma, whole in itself; with a word pointing back ("…, ich baue sie in KW 29 ein", "…, ich schicke es Ihnen heute") it stays with what it points to.
 */
const POINTS_BACK_WORD = String.raw`(?<![\p{L}])(?:sie|es|ihn|dafür|darum|dazu|davon|(?:das|die|dies)(?=\s+\p{Ll}|\s*[.!]?$))(?![\p{L}])`;
const OWN_TASK_AFTER = new RegExp(String.raw`,\s+(?=(?:ich\s+(?:${FIRST_PERSON_VERB})|wir\s+(?:${FIRST_PLURAL_VERB}))(?![\p{L}])(?![^,]*${POINTS_BACK_WORD})[^,]*$)`, 'u');

/**
 * What the speaker takes on after a comma, named by its thing ("Die Unterverteilung ist gesetzt,
 * wir warten auf den Netzbetreiber, den Zählerantrag stelle ich bis morgen.") or as what follows
 * ("Die Rauchabzüge müssen größer werden, dann ändern wir die Dachöffnungen bis Freitag."), is a
 * task of its own after what was said before it; "…, das übernehme ich" takes on what came before
 * and stays with it, as does a task under a condition ("Wenn …, dann …"), and the answer run into a request ("Germeinken, Schicken, Die Mierbitter bis
 * Dienstag, Die Startik für die Gauwen mache ich.": "… die Statik für die Gauben." and "Mache ich.").
 */
export function splitCommitment(sentence: string): string[] {
  const thing = THING_CLAUSE_AFTER.exec(sentence);
  const own = thing ? null : OWN_TASK_AFTER.exec(sentence);
  const comma = thing ?? own;
  if (!comma) return [sentence];
  const head = sentence.slice(0, comma.index).trim();
  const tail = sentence.slice(comma.index + comma[0].length).trim();
  const clause = wordCount(head) >= MIN_CLAUSE_WORDS || THING_AND_VERB.test(head);
  if (!clause || OPENS_WITH_ADDRESS.test(head) || addressee(head) !== null || CONDITION.test(head) || isQuestion(head) || firstPersonCommitment(tail) === null) return [sentence];
  // Before the speaker's own task, only a report: "Ja, gut, wir prüfen das …" or "Wenn nötig, …" are not split.
  if (own && kindByRule(`${head}.`) !== 'INFORMATION') return [sentence];
  return [`${head}.`, capitalised(tail)];
}

/** "Mache ich" ("Ja, mache ich") at the end of a request, begun anew: the answer of the one asked, run into the request where the voices changed a word late (heard as asked too: "…, Für die Fetile, Mache ich?"). */
const ANSWER_AT_END = /[\s,]+(?=(?:(?:Mache?|Machen|Übernehme|Erledige)|(?:Ja|Okay|Gut|Klar),?\s+(?:[Mm]ache?|[Mm]achen|[Üü]bernehme|[Ee]rledige))\s+(?:ich|wir)[.,!?]*$)/u;

/**
 * "Herr Kaya, schicken Sie mir bis Freitag den Plan Mache ich," ("… bis Ende nächster Woche Ja, mache
 * ich!") is the request and its answer: two sentences, so the answer does not make the request the
 * speaker's own.
 */
export function splitAnswer(sentence: string): string[] {
  const answer = ANSWER_AT_END.exec(sentence);
  if (!answer) return [sentence];
  const request = sentence.slice(0, answer.index).trim();
  if (addressee(request) === null) return [sentence];
  return [`${request}.`, `${sentence.slice(answer.index + answer[0].length).replace(/[\s,.!?]+$/u, '')}.`];
}

/** A sentence that only adds when: "Bis Freitag.", "Und zwar bis Ende nächster Woche.", "Das bitte bis KW 50.", "Spätestens am Freitag." (also heard "Stätestens", "Schätestens", "Pätestens"). */
const LEADING_LINK = /^(?:(?:und\s+)?(?:zwar|das|dies|bitte|dann|aber|also)\s+)*/iu;
const DEADLINE_START = /^(?:bis|(?:sp|st|sch|p)ätestens|zum\s+(?:\d{1,2}\.|\p{L}+ten\b)|in\s+(?:einer|zwei|drei|vier|\d+)\s+(?:woche|wochen|tag|tagen)\b)/iu;
const MAX_CONTINUATION_WORDS = 8;

/** The hour of an announcement said on its own: "Jahr, um 9 Uhr im Container." after "Wir treffen uns wieder am 26." */
const continuesAnnouncement = (previous: string, sentence: string) =>
  announcesNextMeeting(previous) && clockTime(previous) === null && clockTime(sentence) !== null && wordCount(sentence) <= MAX_CONTINUATION_WORDS;

function deadlineOnly(sentence: string, meetingDate: string): string | null {
  const text = sentence.trim();
  const rest = text.replace(LEADING_LINK, '');
  if (text.split(/\s+/).length > MAX_CONTINUATION_WORDS || !DEADLINE_START.test(rest)) return null;
  // Only what resolves to a date is a deadline ("Bis dahin ist alles fertig" is not).
  return resolveGermanDueDate(rest, meetingDate) === null ? null : rest;
}

/** A sentence and the stretch of the recording it was said in. */
export interface SpokenSentence<Source extends SpokenRange> {
  text: string;
  utterance: Source;
}

export interface SpokenRange {
  speaker: string;
  start: number;
  end: number;
}

/** What a sentence adds to the one the same speaker said before it, as its clause; null where it stands alone. */
function continuationOf(previous: string, sentence: string, meetingDate: string): string | null {
  if (isCutRequest(previous)) return endsCutRequest(sentence) ? sentence.trim() : null;
  if (previous.trim().endsWith('?')) return null;
  // "… am 30. April." | "Bis in zwei Wochen.": after a sentence that says its date, a goodbye is no second deadline ("Und zwar bis morgen." still is one).
  const deadline = deadlineOnly(sentence, meetingDate);
  const goodbyeAfterDate = deadline !== null && kindByRule(sentence) === 'NICHTS' && resolveGermanDueDate(previous, meetingDate) !== null;
  return (goodbyeAfterDate ? null : deadline) ?? (continuesAnnouncement(previous, sentence) ? sentence.trim() : null);
}

/** "Gut, dann bis …" ("bis" also heard "bist", or "ist" before "nächste …" alone: "Gute, dann ist Nächster Vorher."): how a meeting's last words say goodbye. */
const THEN_UNTIL = /^(?:(?:gute?|okay|ok|also|danke|prima)[,.!]?\s+)?dann\s+(?:bist?(?![\p{L}])|ist\s+nächste[nr]?\s+\p{L}+[.!]?$)/iu;
/**
 * Left alone at the end once deadlines are joined to what they belong to, a few words opened by "bis" ("Bis nix zum Montag.", "Bis Nächste
 * mitmacht." for "bis nächsten Mittwoch"; its "bis" also heard "Miss" or run on: "Missnister Wohrchen.", or "Meß": "Meß zum nächsten Mittwoch";
 * a short word heard before it: "Am bis nächste Woche." for "Dann bis …", or "Und" and one: "Und nun bis nächsten Mittwoch."; or a word before a comma
 * ("Meinke, bis nächsten Montag." for "Danke, …"), and a closing "gut" or "danke" after it: "Kirchinen, gut, bis nächsten Montag." for "Schicke ich
 * Ihnen. Gut, …"), nothing done or taken on: every
 * meeting's last sentence of the evaluation set so opened says goodbye.
 */
const UNTIL_FEW_WORDS = /^(?:\p{L}{1,4},?\s+|\p{L}+,\s+(?:(?:gut|gute|danke|okay|prima|also),\s+)?|(?:und|also)\s+\p{L}{1,4},?\s+)?(?:bis|biss|miss|me(?:ss|ß)(?![\p{L}]))\p{L}*(?:\s+\S+){0,3}[.!]?$/iu;
const untilOnly = (text: string) => UNTIL_FEW_WORDS.test(text) && firstPersonCommitment(text) === null && !takesOnWhatWasSaid(text) && !TASK_VERB.test(text);
/** The meeting's last sentence, as the minutes' sentences end, says goodbye. */
export const saysGoodbyeUntil = (sentence: string) => THEN_UNTIL.test(sentence.trim()) || untilOnly(sentence.trim());

/**
 * Joins a deadline said on its own to the sentence the same speaker said before it (in the same
 * utterance or the next), likewise the hour of the next meeting to its announcement, the rest of a
 * list of those present to the list, and the rest
 * of a request that speech recognition ended early ("Frau Yilmaz, können Sie uns das Angebot?"
 * "Für die Zeitschalter bis Freitag schicken?"); the joined sentence then spans both stretches of
 * the recording.
 */
export function joinContinuations<Source extends SpokenRange>(sentences: readonly SpokenSentence<Source>[], meetingDate: string): SpokenSentence<Source>[] {
  const joined: SpokenSentence<Source>[] = [];
  for (const [index, sentence] of sentences.entries()) {
    const previous = joined.at(-1);
    // The meeting's last words, a goodbye ("Gut, dann bis nächsten Montag.", also as heard: "Gut, dann bist du nicht ein Montag."), are no
    // one's deadline, whoever's voice they were heard in.
    const last = index === sentences.length - 1;
    const goodbye = last && ((kindByRule(sentence.text) === 'NICHTS' && deadlineOnly(sentence.text, meetingDate) !== null) || THEN_UNTIL.test(sentence.text.trim()));
    const text = previous !== undefined && previous.utterance.speaker === sentence.utterance.speaker && !goodbye ? joinedText(previous.text, sentence.text, meetingDate) : null;
    if (text === null) {
      joined.push(sentence);
      continue;
    }
    joined[joined.length - 1] = {
      text,
      utterance: previous!.utterance === sentence.utterance ? previous!.utterance : { ...previous!.utterance, end: Math.max(previous!.utterance.end, sentence.utterance.end) },
    };
  }
  return joined;
}

/**
 * "Es wird festgrieg." | "Dass das Freibad am ersten Juni eröffnet.": a decision's opening and its clause, cut apart by a full stop heard between them
 * (also "Es wird fest gereg" | "Das das Richtfest …": its "dass" heard "das" or "pass" before an article).
 */
const DECIDED_WITHOUT_CLAUSE = /^(?:es|dann|damit)\s+(?:wird|ist)\s+(?:fest\s?(?!(?:ge)?stell)\p{L}*|vereinbart|beschlossen)[.!]?$/iu;
const THAT_CLAUSE = /^(?:dass|(?:das|pass)(?=\s+(?:der|die|das|den|dem)\s))\s/iu;

/** The sentence with what the next one adds to it (continuationOf), the attendance list with its rest, or an opening of a decision ("Dann legen wir fest") with what was decided; null where the next stands alone. */
function joinedText(previous: string, sentence: string, meetingDate: string): string | null {
  if (listGoesOn(previous, sentence)) return joinedList(previous, sentence);
  if (opensDecisionOnly(previous) && !opensDecisionOnly(sentence)) return `${previous.trim().replace(/[.:!]$/u, '')}: ${sentence.trim()}`;
  if (DECIDED_WITHOUT_CLAUSE.test(previous.trim()) && THAT_CLAUSE.test(sentence.trim())) return `${previous.trim().replace(/[.:!]$/u, '')}, ${uncapitalised(sentence.trim())}`;
  const continuation = continuationOf(previous, sentence, meetingDate);
  if (continuation === null) return null;
  const clause = continuation.replace(/[.!?]\s*$/, '');
  const end = continuation.endsWith('?') ? '?' : '.';
  return `${previous.trim().replace(/[.!?]$/, '')} ${uncapitalised(clause)}${end}`;
}

/**
 * An answer minutes keep with its question: short, and nothing of its own the rules would make a
 * task, decision or item of, nor with a task verb ("Die Firma Petersen liefert die Türzargen", its
 * deadline misheard) or by when in a sentence of its own, nor moving on.
 */
const MAX_ANSWER_WORDS = 10;
/**
 * An answer of this many words that says by when does something of its own ("Was kostet das?" "Ein
 * acht Mangeboteiche, bis Montag ein." for "Ein Nachtragsangebot reiche ich bis Montag ein."); a
 * shorter one only answers when ("Bis wann …?" "Bis Ende Februar.").
 */
const MIN_PROMISE_WORDS = 5;
/** "Zum Schluss, die Duschen sind gesperrt.": the speaker moves on, answering nothing. */
const MOVING_ON = /^(?:zum\s+schluss|zuletzt|abschließend|als\s+(?:nächstes|letztes))(?![\p{L}])/iu;
const isShortAnswer = (sentence: string) => {
  const kind = kindByRule(sentence);
  const words = wordCount(sentence);
  const promisesBy = words >= MIN_PROMISE_WORDS && saysDueDate(sentence);
  // Information announced as such ("Zur Kenntnis, die Praxis eröffnet …") is said for the minutes, not in answer.
  return words <= MAX_ANSWER_WORDS && (kind === 'INFORMATION' || (kind === null && !TASK_VERB.test(sentence) && !promisesBy)) && !takesOnWhatWasSaid(sentence) && !MOVING_ON.test(sentence.trim()) && !INFORMATION_CUE.test(sentence);
};

/**
 * A question and another speaker's short answer to it become one sentence: "Bis wann ist das Dach
 * dicht? Spätestens Ende Februar." says what "Spätestens Ende Februar." alone does not. The
 * sentence is the answerer's and spans both stretches of the recording.
 */
export function joinAnswers<Source extends SpokenRange>(sentences: readonly SpokenSentence<Source>[]): SpokenSentence<Source>[] {
  const joined: SpokenSentence<Source>[] = [];
  for (const sentence of sentences) {
    const previous = joined.at(-1);
    // A request to someone named is answered by taking it on, also where that was misheard ("Als Schicker ich ihn."): it stays a
    // request; so does a question to someone named ("Frau Fuchs, könnten Sie …?"), which the answer makes one or not.
    if (previous === undefined || previous.utterance.speaker === sentence.utterance.speaker || !isQuestion(previous.text) || addressee(previous.text) !== null || askedOf(previous.text) !== null || !isShortAnswer(sentence.text)) {
      joined.push(sentence);
      continue;
    }
    const question = previous.text.trim().replace(/[.!,;:]*$/u, '');
    joined[joined.length - 1] = {
      text: `${question.endsWith('?') ? question : `${question}?`} ${sentence.text.trim()}`,
      utterance: { ...sentence.utterance, start: Math.min(previous.utterance.start, sentence.utterance.start), end: Math.max(previous.utterance.end, sentence.utterance.end) },
    };
  }
  return joined;
}

/** "… in KW 25, Frau Weber," at a sentence's end: a title and name before a comma, which opens the next sentence; not the last of a list ("…, Herr Vogl und Frau Hansen,"). */
const ADDRESS_AT_END = /(?<!(?<![\p{L}])und)\s+((?:Herr|Frau)\s+\p{Lu}[\p{L}-]+),$/u;
/** What is written in lower case after an address: a pronoun, an article, "bitte", a verb asking "Sie"; a noun keeps its capital. */
const LOWER_AFTER_ADDRESS = /^(?:(?:Wir|Ich|Sie|Die|Der|Das|Den|Dem|Des|Bitte|Dann|Und|Da|Dafür)(?![\p{L}])|\p{L}+\s+Sie(?![\p{L}]))/u;
/** A sentence opened by the address it is spoken to: "Frau Weber, wir brauchen …". */
const spokenTo = (address: string, sentence: string) => `${address}, ${LOWER_AFTER_ADDRESS.test(sentence) ? uncapitalised(sentence) : sentence}`;

/** "… folgt er am Montag Frau" | "Laug, messen Sie …": a title alone at a sentence's end (not "mit meiner Frau"), its name opening the next. */
const TITLE_AT_END = /(?<!(?<![\p{L}])(?:meine[rm]?|seine[rm]?|ihre[rm]?|unsere[rm]?|von|mit|der|die|und)),?\s+(Herrn?|Frau)[.,!]?$/u;
const NAME_OPENS = /^(?!(?:Gut|Okay|Ok|Also|Dann|Ja|Nein|So|Jetzt|Und|Bitte|Danke|Genau|Prima|Super)(?![\p{L}]))(\p{Lu}[\p{L}-]+),\s+(.+)$/u;

/**
 * Whom the next sentence speaks to, heard at the end of the sentence before, where speaker separation
 * cut before the address ("Dann bestelle ich die in KW 25, Frau Weber," | "wir brauchen noch Ihre
 * Freigabe …"): an address followed by a comma ends no sentence, so it goes to the next one; so does a title
 * cut from its name ("… im dritten folgt er am Montag Frau" | "Laug, messen die Bitter bis Freitag …"): no sentence ends in "Frau".
 */
export function addressesOpenNext<Source extends SpokenRange>(sentences: readonly SpokenSentence<Source>[]): SpokenSentence<Source>[] {
  const moved = [...sentences];
  for (let index = 0; index + 1 < moved.length; index++) {
    const sentence = moved[index]!;
    const next = moved[index + 1]!;
    const cut = addressCutOff(sentence.text, next.text);
    if (cut === null || wordCount(sentence.text.slice(0, cut.at)) === 0) continue;
    moved[index] = { ...sentence, text: `${sentence.text.slice(0, cut.at).replace(/[,;:]$/u, '')}.` };
    moved[index + 1] = { ...next, text: cut.next };
  }
  return moved;
}

/** Where the address at a sentence's end begins, and the next sentence opened by it; null where the sentence ends in none. */
function addressCutOff(text: string, next: string): { at: number; next: string } | null {
  const address = ADDRESS_AT_END.exec(text);
  if (address) return { at: address.index, next: spokenTo(address[1]!, next) };
  const title = TITLE_AT_END.exec(text);
  const named = title ? NAME_OPENS.exec(next) : null;
  return title && named ? { at: title.index, next: spokenTo(`${title[1]!.replace(/n$/u, '')} ${named[1]!}`, named[2]!) } : null;
}

/** "Frau Zastrow, eine Bitte noch!" (its "Bitte" also heard "Witter"), "Herr Vogt, noch eine Bitte:": someone addressed, and a request announced. */
const REQUEST_ANNOUNCED = /^((?:Herr|Frau)\s+\p{Lu}[\p{L}-]+),\s+(?:[Nn]och\s+)?[Ee]ine\s+(?:[Bb]itter?|[Ww]itter?)(?:\s+noch)?\s*[.!:]?$/u;

/**
 * A request announced to someone by name, then made in the speaker's next sentence ("Frau Sastrof, eine Witter noch!" | "Schicken Sie
 * mir, bis Donnerstag die Foto-Dokumentation?"): one sentence, spoken to them; the announcement alone says nothing minutes keep.
 */
export function announcedRequestsJoined<Source extends SpokenRange>(sentences: readonly SpokenSentence<Source>[]): SpokenSentence<Source>[] {
  const joined: SpokenSentence<Source>[] = [];
  for (let index = 0; index < sentences.length; index++) {
    const sentence = sentences[index]!;
    const next = sentences[index + 1];
    const address = REQUEST_ANNOUNCED.exec(sentence.text.trim())?.[1];
    if (address === undefined || next === undefined || next.utterance.speaker !== sentence.utterance.speaker) {
      joined.push(sentence);
      continue;
    }
    joined.push({ text: spokenTo(address, next.text), utterance: { ...next.utterance, start: Math.min(sentence.utterance.start, next.utterance.start) } });
    index++;
  }
  return joined;
}

/**
 * "Anker, wir sehen uns in zwei Wochen.", "Manker, bis zum nächsten Mal.", "Manke, …", "Anke bis nächste Woche.": the thanks a meeting
 * closes with, as speech recognition heard "Danke," in ten of the evaluation's meetings, each time in its last sentence (and nowhere else).
 */
const THANKS_AS_HEARD = /^M?[Aa]nker,\s*|^Manke,\s*|^Anke\s+(?=bis\s)/u;
function withClosingThanks<Source extends SpokenRange>(sentences: readonly SpokenSentence<Source>[]): SpokenSentence<Source>[] {
  const last = sentences.at(-1);
  if (last === undefined || !THANKS_AS_HEARD.test(last.text)) return [...sentences];
  return [...sentences.slice(0, -1), { ...last, text: last.text.replace(THANKS_AS_HEARD, 'Danke, ') }];
}

/** The spoken sentences (in order) as the sentences of the minutes: cleaned, an address at a sentence's end moved to the next, a request announced joined to the request, the closing thanks as said, continuations joined, answers kept with their questions, double tasks, a task after a statement and an answer run into its request split. */
export function minuteSentences<Source extends SpokenRange>(sentences: readonly SpokenSentence<Source>[], meetingDate: string): SpokenSentence<Source>[] {
  const cleaned = withClosingThanks(announcedRequestsJoined(addressesOpenNext(sentences.map((sentence) => ({ ...sentence, text: cleanSentence(sentence.text) })))));
  // A goodbye after a comma is split again where a sentence ran on across turns ("Ja, mache ich, danke," | "bis nächsten Mittwoch.").
  // The answer run into a request is split before answers are joined: heard as asked ("…, Mache ich?"), it would take the next voice's sentence as its answer.
  const answered = joinContinuations(cleaned, meetingDate).flatMap((sentence) => splitAnswer(sentence.text).map((text) => ({ text, utterance: sentence.utterance })));
  return joinAnswers(answered).flatMap((sentence) =>
    splitAfterCount(sentence.text).flatMap(titledRequestAfterComma).flatMap(informationAfterComma).flatMap(decisionAfterShortHead).flatMap(splitTasks).flatMap(splitCommitment).flatMap(meetingEndAfterComma).map((text) => ({ text, utterance: sentence.utterance })),
  );
}

/** Verbs whose third person singular is not the regular one. */
const IRREGULAR_THIRD_PERSON: Readonly<Record<string, string>> = { werde: 'wird', werden: 'wird', gebe: 'gibt', geben: 'gibt', sehe: 'sieht', sehen: 'sieht', nehme: 'nimmt', nehmen: 'nimmt', übernehme: 'übernimmt', übernehmen: 'übernimmt', messe: 'misst', messen: 'misst', bespreche: 'bespricht', besprechen: 'bespricht' };

/** "schicke" / "schicken" → "schickt", "melde" → "meldet", "liefern" → "liefert". */
function thirdPersonSingular(verb: string): string {
  const irregular = IRREGULAR_THIRD_PERSON[verb.toLowerCase()];
  if (irregular) return irregular;
  const stem = verb.endsWith('en') ? verb.slice(0, -2) : verb.endsWith('n') || verb.endsWith('e') ? verb.slice(0, -1) : verb;
  // "meldet", "zeichnet": an e where the ending would not be heard otherwise.
  return /[dt]$|(?:[^aeiouäöülrhmn]|ch)[mn]$/.test(stem) ? `${stem}et` : `${stem}t`;
}

const FIRST_SINGULAR_START = new RegExp(`^Ich\\s+(werde|${FIRST_PERSON_VERB})(?![\\p{L}])(\\s+mich(?![\\p{L}]))?`, 'u');
const FIRST_PLURAL_START = new RegExp(`^Wir\\s+(werden|${FIRST_PLURAL_VERB})(?![\\p{L}])(\\s+uns(?![\\p{L}]))?`, 'u');

/** "Die Freigabe der Kranbahn schicke ich bis Donnerstag": the object first, then the verb and its subject. */
const FIRST_SINGULAR_INVERTED = new RegExp(`^([^,]+?)\\s+(${FIRST_PERSON_VERB})\\s+ich(?![\\p{L}])(\\s+mich(?![\\p{L}]))?`, 'u');
const FIRST_PLURAL_INVERTED = new RegExp(`^([^,]+?)\\s+(${FIRST_PLURAL_VERB})\\s+wir(?![\\p{L}])(\\s+uns(?![\\p{L}]))?`, 'u');
/** "Die Details bekommen Sie von mir bis morgen": what the speaker gives, then the rest. */
const GIVEN_BY_SPEAKER_AFTER = new RegExp(String.raw`^(\S.*?)\s+${GIVEN_BY_SPEAKER_WORDS}(?![\p{L}])(.*?)[.!]?$`, 'iu');
const ARTICLE_AT_START = /^(?:Die|Der|Das|Den|Dem|Diese[nmrs]?)(?![\p{L}])/u;
/** Words that speak of the speaker, which the third person would leave without a referent. */
const FIRST_PERSON_WORDS = 'ich|mir|mich|mein\\p{L}*|wir|uns|unser\\p{L}*';
const FIRST_PERSON_AGAIN = words(FIRST_PERSON_WORDS);
/** Words that speak of the speaker or those spoken to. */
const FIRST_OR_SECOND_PERSON = words(`${FIRST_PERSON_WORDS}|ihnen|dir|dich|euch`);

/**
 * A commitment in the first person as minutes write it, in the third: "Ich schicke die Pläne bis
 * Freitag" by Thomas Becker is "Thomas Becker schickt die Pläne bis Freitag", "Wir kümmern uns"
 * by Becker Bau "Becker Bau kümmert sich", "Die Farbmuster bringe ich bis Montag mit" "Die
 * Farbmuster bringt Anja Wolf bis Montag mit", "Die Details bekommen Sie von mir bis morgen" "Anja
 * Wolf stellt die Details bis morgen bereit". Only where the subject begins the sentence or
 * follows its verb, and nothing else in it speaks of the speaker or to the listener ("Das schicke
 * ich Ihnen" stays as said: to whom would be lost); any other wording stays as said.
 */
export function inThirdPerson(text: string, owner: string): string {
  const given = GIVEN_BY_SPEAKER_AFTER.exec(text);
  if (given) return FIRST_OR_SECOND_PERSON.test(given[1]! + given[3]!) ? text : `${owner} stellt ${given[1]!.replace(ARTICLE_AT_START, (article) => article.toLowerCase())}${given[3]} bereit.`;
  const start = FIRST_SINGULAR_START.exec(text) ?? FIRST_PLURAL_START.exec(text);
  // "Ich nehme mit, dass ich die Nachträge prüfe" stays as said: "… nimmt mit, dass ich …" would speak of no one.
  if (start) return FIRST_PERSON_AGAIN.test(text.slice(start[0].length)) ? text : `${owner} ${thirdPersonSingular(start[1]!)}${start[2] ? ' sich' : ''}${text.slice(start[0].length)}`;
  const inverted = FIRST_SINGULAR_INVERTED.exec(text) ?? FIRST_PLURAL_INVERTED.exec(text);
  // "Frau Hellweger klären wir die Witter …" (for "Frau Hellwege, klären Sie bitte …"): one spoken to, not what is done.
  if (!inverted || FIRST_OR_SECOND_PERSON.test(inverted[1]!) || FIRST_OR_SECOND_PERSON.test(text.slice(inverted[0].length)) || OPENS_WITH_ADDRESS.test(inverted[1]!)) return text;
  return `${inverted[1]} ${thirdPersonSingular(inverted[2]!)}${inverted[3] ? ' sich' : ''} ${owner}${text.slice(inverted[0].length)}`;
}

/** "Es ist …" and "Damit ist …" (heard "Amitt ist …") before what was decided, or "Ist …" alone (its "Dann" lost). */
const IT_IS = String.raw`(?:(?:es|damit|amitt?)\s+)?ist`;
/**
 * How minutes open a decision, by what was said: "Wir legen fest, dass …" (also heard "Wie regenfest, das …") and the misheard "Es
 * wird festgreck, das …" are "Es wird festgelegt, dass …" ("wir" also heard "mir"), as is "Damit ist festgelegt, dass …" (heard "Amitt
 * ist fest geregt, dass …") and "Es wird es geregt, dass …" (and "Fist geregt ist, dass …"); "Ein Bart ist, dass …" is "Vereinbart ist, dass …"; "Es mit beschlossen, dass …" is "Es wird beschlossen, dass …".
 * "Wir halten fest" also run together ("Wie Haltenfest, dass …"), or heard "Und dann fest, dass …". Festgehalten first: "es wird fest…" would take it for festgelegt.
 */
const DECISION_OPENINGS: readonly (readonly [string, string])[] = [
  [String.raw`(?:(?:wir|wie)\s+halt(?:en|'n)|halten\s+wir|dann(?=\s+fest\s*,)|(?:an)?haltend?\s+(?:wie|mir)|halten)(?:\s+hiermit)?\s*fest|es\s+wird\s+festgehalten|${IT_IS}\s+festgehalten|festgehalten\s+(?:wird|ist)`, 'Es wird festgehalten'],
  [String.raw`[wm]ir\s+haben\s+festgelegt|[wm]ir\s+(?:legen|legten)(?:\s+(?:außerdem|auch|noch|hiermit))?\s+fest|[wm]ie\s+regen\s?fest|es\s+wird\s+(?:hiermit\s+)?fest(?!gestellt)\p{L}*|es\s+wird\s+fest\s+ge\p{L}+|es\s+wird\s+es\s+ge?[rlk]\p{L}*t|fest\s?ge?[rlk]\p{L}*t(?=\s*,)|festgelegt\s+wird|${IT_IS}\s+fest\s?ge?[rlk]\p{L}*t|festgelegt\s+ist|f[ie]st\s+ge?[rlk]\p{L}*t\s+(?:ist|wird)|es\s+recht\s+(?:ist|wird)|es\s+wird\s+gesteckt|(?:dann|an)\s+wi(?:rd|rt|tt)\s+fest(?!\s?gestellt)\s?ge?[rlk]\p{L}*t`, 'Es wird festgelegt'],
  [String.raw`[wm]ir\s+haben\s+beschlossen|[wm]i[re]\s+beschließen|(?:an)?beschließend?\s+(?:wir|wie|mir)|es\s+(?:wird|mit)\s+beschlossen|beschlossen\s+wird|${IT_IS}\s+beschlossen|(?:damit|amitt?)\s+ist\s+verschlossen|beschlossen\s+ist`, 'Es wird beschlossen'],
  [String.raw`[wm]ir\s+haben(?:\s+uns)?\s+entschieden|es\s+wurde\s+entschieden|entschieden\s+wird|[wm]ir\s+entscheiden`, 'Es wird entschieden'],
  [String.raw`[wm]ir\s+stimmen(?:\s+dem)?\s+zu|(?:wir\s+sind|sind\s+wir)(?:\s+damit)?\s+einverstanden`, 'Es wird zugestimmt'],
  // "Es bleibt am Mai, dass …": "dabei" as misheard.
  [String.raw`es\s+bleibt\s+dabei|bleibt\s+es\s+dabei|es\s+bleibt(?:\s+\p{L}+){1,2}(?=\s*,)`, 'Es bleibt dabei'],
  [String.raw`[wm]ir\s+haben\s+vereinbart|[wm]i[re]\s+(?:vereinbaren|für\s*ein\p{L}*)|es\s+wird\s+(?:für\s+ein\s?bart|\p{L}*bart|ein\s?markt)|vereinbart\s+wird|${IT_IS}\s+vereinbart|vereinbart\s+ist|(?:ver)?ein\s?bart\s+ist|(?:wir\s+ein(?:ig)?en|einigen\s+wir)\s+(?:uns|\p{L}+\s+auf(?=\s*,))|wir\s+haben\s+uns(?:\s+darauf)?\s+ger?einigt|(?:[wm]ir\s+)?haben\s+uns(?:\s+darauf)?\s+verständigt|(?:[wm]ir\s+verständigen|verständigen\s+wir)\s+uns|(?:wir\s+sind\s+|sind\s+wir\s+)?uns(?:\s+alle)?\s+einig|(?:(?:(?:[wm]ir\s+)?har?ben|[wm]ir)\s+)?für\s+ein(?!(?:e[nmrs]?|ige[nmrs]?)(?![\p{L}]))\p{L}*`, 'Es wird vereinbart'],
  // "Esterhaltung wird, dass …", "festgeregt Wirth, pass …", "Er ist geregt, wird, dass …", "Es gregt, Passt …": a word misheard; a decision all the same.
  [String.raw`(?:\p{L}+\s+){0,2}ge?regt,?\s+wird(?=\s*,)|es\s+g?r?egt(?=\s*,)|[\p{L}-]+\s+wird(?=\s*,)|fest(?!(?:ge)?stell)\p{L}+\s+\p{L}+(?=\s*,)`, 'Es wird festgelegt'],
];
const DECISION_STARTS = DECISION_OPENINGS.map(
  ([opening, minutes]) =>
    [new RegExp(String.raw`^(?:(?:gut|okay|ok|also|dann|so|und)[,.!]?\s+)*(?:${opening})(?:\s+(?:außerdem|auch|noch|also))?(?:\s+darauf)?\s*[,:]?\s+(?:dass?|passt?)\s+(\p{L}.*?)[.!?]?$`, 'iu'), minutes] as const,
);
/**
 * "Dann legen wir fest: Die Balkone bekommen Holzbelag.", "Wir halten fest: …", also "Lägen wie fest"
 * as heard, after at most two words (another voice's end at times), or "Halten fest" opening the sentence, its "wir" lost: the opening
 * of what was decided, its colon also heard as a comma before an article ("Halten Fest, der zweite Probelauf ist am Mittwoch."), its "wir"
 * heard "wie" ("Wie halt'n fest, Kirchenbänke bleiben …"); "Die
 * Fliesen legen wir fest" and "Das legen wir fest" speak of something said.
 */
const DECISION_COLON_OPENING = String.raw`^(?!(?:die|der|das|den|dem)\s)(?:(?:\S+\s+){0,2}?(?:(?:halten|legen|lägen)\s+(?:wir|wie|mir)|(?:wir|mir|wie)\s+(?:halten|halt'n|legen))|halten)\s+fest`;
const DECISION_BEFORE_COLON = new RegExp(String.raw`${DECISION_COLON_OPENING}\s*(?::|,(?=\s+(?:der|die|das|den|dem)\s))\s*(\p{L}.*?)[.!]?$`, 'iu');
/** A sentence that is only that opening, heard without its colon: what was decided is the next sentence. */
const DECISION_OPENING_ONLY = new RegExp(String.raw`${DECISION_COLON_OPENING}\s*[:.!]?$`, 'iu');
export const opensDecisionOnly = (sentence: string) => DECISION_OPENING_ONLY.test(sentence.trim());
/** "…, darauf haben wir uns geeinigt." after what was decided. */
const DECISION_AFTER = /,\s*(?:(?:darauf|so|das)\s+haben\s+wir\s+uns(?:\s+darauf)?\s+ger?einigt|(?:das|so)\s+(?:ist|wird)\s+(?:(?!nicht\s|noch\s)\p{L}+\s+)?(?:festgelegt|vereinbart|beschlossen|abgestimmt|abgesprochen))[.!]?$/iu;

/**
 * A decision as minutes write it: opened impersonally ("Wir einigen uns darauf, dass …" is "Es
 * wird vereinbart, dass …"), the clause as said, what was decided after "legen wir fest:", or what was decided without the words that said
 * so after it. Any other wording stays as said: the clause keeps its verb where a rewrite to a
 * main clause by the small model lost it ("Die Fassade im Farbton Anthrazit ausgeführt.").
 */
export function decisionInMinutes(sentence: string): string {
  for (const [start, minutes] of DECISION_STARTS) {
    const clause = start.exec(sentence)?.[1];
    // Heard without its full stop, the clause may end in a comma.
    if (clause) return `${minutes}, dass ${clause.replace(/[,;:\s]+$/u, '')}.`;
  }
  const decided = DECISION_BEFORE_COLON.exec(sentence)?.[1];
  if (decided) return `${capitalised(decided)}.`;
  return sentence.replace(DECISION_AFTER, '.');
}

/**
 * Information announced as such ("Zur Information: Die Bodenplatte ist betoniert."): what it says, without the announcement; its article
 * heard "wie", and so written as a question ("Kurz zu info, wie Feuerwehr bekommt … ein neues Löschfahrzeug?"), is a statement without it.
 */
export function informationInMinutes(sentence: string): string {
  const afterCue = sentence.replace(INFORMATION_CUE, '');
  const said = (ARTICLE_HEARD_WIE.test(afterCue) && afterCue.trim().endsWith('?') ? `${afterCue.replace(ARTICLE_HEARD_WIE, '').trim().slice(0, -1)}.` : afterCue).replace(/^[\s,:;.-]+/u, '');
  return wordCount(said) >= 3 ? capitalised(said) : sentence;
}
