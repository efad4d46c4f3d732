// What minutes put in their header rather than among the entries (issue 17 point 1): who was
// there ("Anwesend sind Frau Wagner, Herr Krüger und ich", "Es fehlt entschuldigt Herr Schulte")
// and when the next meeting is ("Die nächste Besprechung ist am ersten Dezember um neun Uhr").
import { clockTime, resolveGermanDueDate } from './germanDates';
import { splitSentences, type SpokenRange, type SpokenSentence } from './minuteSentences';
import { participantBySurname, type KnownParty } from './nameMatching';
import { announcesNextMeeting, isAttendance, LISTED_PRESENT, NAMES_PRESENT } from './sentenceRules';

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

export interface Attendance {
  present: string[];
  excused: string[];
}

// 'Anwezend': how Whisper often hears it. The list is the first group of the form that matches.
const PRESENT_LISTS = [
  /anwe[sz]end\s+(?:sind|ist|waren)\s+(?:heute\s+)?(.+?)(?=,?\s+(?:es\s+fehl|(?:entschuldigt|fehlt|fehlen)(?![\p{L}]))|[.!]?$)/iu,
  /(?:mit\s+)?dabei\s+(?:sind|ist)\s+(?:heute\s+)?(.+?)[.!]?$/iu,
  /am\s+tisch\s+(?:sitzen|sitzt|sind)\s+(?:heute\s+)?(.+?)[.!]?$/iu,
  /anwe[sz]end\s*:\s*(.+?)[.!]?$/iu,
  /begrüße\s+(?:heute\s+)?(?:(?:hier|ganz|sehr)\s+)*(?:herzlich\s+)?((?:herrn?|frau)\s.+?)[.!]?$/iu,
  /(?:sind|ist)\s+(?:heute\s+)?((?:herrn?|frau)\s.+?)\s+(?:mit\s+)?dabei(?![\p{L}])/iu,
  NAMES_PRESENT,
  LISTED_PRESENT,
];
const presentList = (sentence: string): string => PRESENT_LISTS.map((form) => form.exec(sentence)?.[1]).find((list) => list !== undefined) ?? '';
const EXCUSED_LIST = /(?:entschuldigt\s+(?:sind|ist|fehlen|fehlt)|es\s+(?:fehlen|fehlt)\s+(?:heute\s+)?entschuldigt|es\s+(?:fehlen|fehlt))\s+(?:heute\s+)?(.+)$/iu;

/** A person as a list of those present names them: "Frau Wagner", "Herr Dr. Kaiser", "Anna Schulz", "ich". */
const PERSON = /^(?:(?:Herrn?|Frau|Dr\.?)\s+(?:Dr\.?\s+)?(?!und(?![\p{L}]))\p{L}[\p{L}-]+|ich|mir|mich|\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+)?)/u;

/**
 * The people a list names, as said: "Frau Wagner, Herr Krüger und ich" → Frau Wagner, Herr
 * Krüger, ich. Speech recognition often drops the full stop after the list ("… und ich Erster
 * Punkt ist …", "… und Herr Winter, Punkteins, …"): the list ends with the first part that is more
 * than a person, and with the part "und" joins on.
 */
function namesIn(list: string): string[] {
  const names: string[] = [];
  const pieces = list.replace(/[.!]\s*$/, '').split(/(\s*,\s*(?:und\s+|sowie\s+)?|\s+und\s+|\s+sowie\s+)/u);
  for (let index = 0; index < pieces.length; index += 2) {
    const part = pieces[index]!.replace(/\s+(?:vom|von der|von|für)\s+.*$/u, '').trim();
    const person = PERSON.exec(part)?.[0];
    if (!person) break;
    names.push(person);
    const last = index > 0 && /(?:und|sowie)\s*$/u.test(pieces[index - 1]!);
    if (person !== part || last) break;
  }
  return names;
}

/** "ich" in a list of those present: the speaker. */
const isSpeaker = (name: string) => /^(ich|mir|mich)$/iu.test(name);

/** Who a sentence says was present or excused; "ich" is the speaker. */
export function attendanceOf(sentence: string, speaker: string): Attendance | null {
  if (!isAttendance(sentence)) return null;
  const resolve = (names: string[]) => names.map((name) => (isSpeaker(name) ? speaker : name));
  return {
    present: resolve(namesIn(presentList(sentence))),
    excused: resolve(namesIn(EXCUSED_LIST.exec(sentence)?.[1] ?? '')),
  };
}

/**
 * How many people the first attendance sentence of a transcript that names at least two says were
 * present ("Anwesend sind Frau Wagner, Herr Krüger und ich" → 3), or null without one: what the
 * meeting itself says about how many voices to separate, when the user did not say it. Whoever
 * reads out the list is there and speaks, named in it ("… und ich") or not.
 */
export function presentCount(transcript: readonly string[]): number | null {
  for (const sentence of splitSentences(transcript.join(' '))) {
    if (!isAttendance(sentence)) continue;
    const named = namesIn(presentList(sentence));
    const others = new Set(named.filter((name) => !isSpeaker(name)).map((name) => name.toLocaleLowerCase('de-DE')));
    if (others.size + (named.some(isSpeaker) ? 1 : 0) >= 2) return others.size + 1;
  }
  return null;
}

/** A name as said ("Herr Krüger", "Anna Schulz") as the Beteiligte list spells it, or as said. */
export function knownPerson(said: string, known: readonly KnownParty[]): KnownParty {
  const exact = known.find((party) => party.name === said);
  if (exact) return exact;
  const surname = /^(?:Herr|Frau)\s+(.+)$/u.exec(said)?.[1] ?? said.split(/\s+/).at(-1)!;
  return participantBySurname(surname, known) ?? { name: said, company: null };
}

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
