// What minutes put in their header rather than among the entries (issue 17 point 1): who was
// there (attendance.ts: "Anwesend sind Frau Wagner, Herr Krüger und ich", "Es fehlt entschuldigt
// Herr Schulte"), how many that makes, and when the next meeting is ("Die nächste Besprechung ist
// am ersten Dezember um neun Uhr").
import { clockTime, resolveGermanDueDate } from './germanDates';
import { splitSentences, type SpokenRange, type SpokenSentence } from './minuteSentences';
import { participantBySurname, spelledLike, surnameOf, type KnownParty } from './nameMatching';
import { announcesNextMeeting } from './sentenceRules';
import { attendanceOf, countGreeted, countHeardAtOpening, countListed, countListRunOn, countMaybeSaid, countSaid, isAttendance, joinedList, listGoesOn, namesPresent, isSpeaker } from './attendance';

export interface NextMeeting {
  /** YYYY-MM-DD */
  date: string | null;
  /** HH:MM */
  time: string | null;
}

/** The next meeting's date and time, when the sentence announces it. */
export function nextMeetingOf(sentence: string, meetingDate: string): NextMeeting | null {
  if (!announcesNextMeeting(sentence)) return null;
  const date = resolveGermanDueDate(sentence, meetingDate);
  const time = clockTime(sentence);
  return date || time ? { date: date !== null && date > meetingDate ? date : null, time } : null;
}

/**
 * How many people the first attendance sentence of a transcript that names at least two says were
 * present ("Anwesend sind Frau Wagner, Herr Krüger und ich" → 3), or null without one: what the
 * meeting itself says about how many voices to separate, when the user did not say it. Whoever
 * reads out the list is there and speaks, named in it ("… und ich") or not. "Wir sind heute zu viert"
 * says the number itself.
 */
export function presentCount(transcript: readonly string[]): number | null {
  const sentences = splitSentences(transcript.join(' ')).map((sentence) => sentence.replace(TITLE_BEFORE_COMMA, '$1 $2'));
  for (const [index, sentence] of sentences.entries()) {
    // A number heard as said decides; one only like it ("zu wird": dritt or viert?) gives way to the names the sentence lists.
    const counted = countSaid(sentence);
    if (counted?.sure) return counted.count;
    const listed = index < OPENING_SENTENCES ? (countListed(sentence) ?? countGreeted(sentence) ?? countHeardAtOpening(sentence) ?? countListRunOn(sentence)) : null;
    if (listed !== null) return listed;
    if (!isAttendance(sentence)) {
      if (counted) return counted.count;
      continue;
    }
    let list = sentence;
    for (const next of sentences.slice(index + 1)) {
      if (!listGoesOn(list, next)) break;
      list = joinedList(list, next);
    }
    const named = namesPresent(list);
    const othersNamed = named.filter((name) => !isSpeaker(name));
    // "…, Fischer und Fischer" (for "Herr Fischer und Herr Schäfer"): a name heard twice was two people, one of them misheard.
    if (othersNamed.length + (named.some(isSpeaker) ? 1 : 0) >= 2) return othersNamed.length + 1;
    if (counted) return counted.count;
  }
  return null;
}

/** "Anwählend, Lind, Frau, Bertram und Herr Stolien.": a comma heard between a title and its name. */
const TITLE_BEFORE_COMMA = /(?<![\p{L}])(?<!(?:Herrn?|Frau)\s)(Herrn?|Frau),\s+(?!(?:Herrn?|Frau)(?![\p{L}]))(\p{Lu}\p{Ll})/gu;

/** The opening sentences that say how many are there, when they do. */
const OPENING_SENTENCES = 3;

/**
 * How many the opening of a transcript may have said were there, heard unsure ("Wir sind heute
 * zufrieden." for "zu fünft"), or null: a close call for the separation, not a number it is told.
 */
export function countMaybeSaidIn(transcript: readonly string[]): number | null {
  return splitSentences(transcript.join(' ')).slice(0, OPENING_SENTENCES).map(countMaybeSaid).find((count) => count !== null) ?? null;
}

/**
 * "Herr Eger" for Herr Rieger, "Herr Eiter" for Herr Reiter: the "r" of "Herr" takes the R the name
 * begins with (three times in three voices). Spelled like one of the Beteiligte with its R, the name is
 * theirs rather than another's of the same sound code ("Eger" and "Acar" share theirs).
 */
const R_TAKEN_BY_TITLE = /^Herr\s+([AEIOUÄÖÜ]\p{Ll}+)$/u;
function nameWithItsR(said: string, known: readonly KnownParty[]): KnownParty | null {
  const heard = R_TAKEN_BY_TITLE.exec(said)?.[1];
  if (!heard || known.some((party) => spelledLike(heard, surnameOf(party)))) return null;
  const withR = known.filter((party) => spelledLike(`r${heard}`, surnameOf(party)));
  return withR.length === 1 ? withR[0]! : null;
}

/** A name as said ("Herr Krüger", "Anna Schulz") as the Beteiligte list spells it, or as said. */
export function knownPerson(said: string, known: readonly KnownParty[]): KnownParty {
  const exact = known.find((party) => party.name === said);
  if (exact) return exact;
  const surname = /^(?:Herr|Frau)\s+(.+)$/u.exec(said)?.[1] ?? said.split(/\s+/).at(-1)!;
  return nameWithItsR(said, known) ?? participantBySurname(surname, known) ?? { name: said, company: null };
}

/**
 * "Morin, heute sind Frau Mentor und Herr Zeidler da." in a meeting whose voices were named Gerd Dehrmann (who reads the list) and
 * Lina Wente: the one name of the list that is none of the Beteiligte is the one voice the list leaves out, by elimination (Frau Wente,
 * heard "Mentor"). Only where exactly one name is unmatched and exactly one named voice is missing from the list; by the heard surname.
 */
export function namesByElimination(sentences: readonly SpokenSentence<SpokenRange>[], known: readonly KnownParty[]): ReadonlyMap<string, KnownParty> {
  const listed = sentences.map(({ text, utterance }) => ({ reader: utterance.speaker, present: attendanceOf(text, utterance.speaker)?.present ?? [] })).find(({ present }) => present.length > 0);
  if (listed === undefined) return new Map();
  const people = listed.present.map((said) => ({ said, person: knownPerson(said, known) }));
  const unmatched = people.filter(({ person }) => !known.includes(person));
  const accounted = new Set([listed.reader, ...people.map(({ person }) => person.name)]);
  const voices = new Set(sentences.map(({ utterance }) => utterance.speaker));
  const missing = known.filter((party) => voices.has(party.name) && !accounted.has(party.name));
  const heard = unmatched.length === 1 ? SAID_SURNAME.exec(unmatched[0]!.said)?.[1] : undefined;
  return heard !== undefined && missing.length === 1 ? new Map([[heard.toLocaleLowerCase('de-DE'), missing[0]!]]) : new Map();
}
/** The surname of a titled name as a list says it ("Frau Mentor"). */
const SAID_SURNAME = /^(?:Herrn?|Frau)\s+(\p{L}[\p{L}-]*)$/u;

export interface MeetingFacts {
  nextMeeting: NextMeeting | null;
  present: KnownParty[];
  excused: KnownParty[];
}

/** The header facts of a whole meeting: the last announcement of the next one, and everyone named present or excused. */
export function meetingFactsOf(sentences: readonly SpokenSentence<SpokenRange>[], meetingDate: string, known: readonly KnownParty[]): MeetingFacts {
  const facts: MeetingFacts = { nextMeeting: null, present: [], excused: [] };
  const add = (list: KnownParty[], said: string) => {
    const person = knownPerson(said, known);
    if (!list.some((other) => other.name === person.name)) list.push(person);
  };
  for (const { text, utterance } of sentences) {
    facts.nextMeeting = nextMeetingOf(text, meetingDate) ?? facts.nextMeeting;
    const attendance = attendanceOf(text, utterance.speaker);
    for (const said of attendance?.present ?? []) add(facts.present, said);
    for (const said of attendance?.excused ?? []) add(facts.excused, said);
  }
  return facts;
}
