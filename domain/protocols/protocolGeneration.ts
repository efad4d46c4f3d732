import { z } from 'zod';
import { AiUnavailableError, type AiProvider, type JsonCompletionRequest, type JsonSchema } from '../../platform/ai/provider';
import { heardDueDate, type HeardDueDate } from './germanDates';
import { ENTRY_CHECKS, type EntryCheck } from '../../common/protocolDocument';
import { LEGAL_FORM, companiesOf, companyByName, ownerNamed, participantAfterTitleAsHeard, participantBySurname, participantLikeSurname, subjectOwner, surnameIn, type KnownParty } from './nameMatching';
import { knownPerson, meetingFactsOf, namesByElimination, type MeetingFacts } from './meetingFacts';
import { groundedIn } from './grounding';
import type { SaidStretch } from '../transcripts/transcripts';
import { decisionInMinutes, informationInMinutes, inThirdPerson, minuteSentences, saysGoodbyeUntil, spokenSentences, wordCount, type SpokenSentence } from './minuteSentences';
import { acknowledgedWhen, addressee, commitsToWhatWasSaid, answersWithAskedVerb, askedOf, asksForItBy, asksWhetherYouCan, asksWhoDoes, asksTheListener, questionedName, confirmsWhatWasSaid, firstPersonCommitment, hasDecidingWord, INFORMATION_CUE, inFirstPerson, isAcknowledgement, isShortFirstPersonAnswer, kindByRule, agendaItemTitle, mayAnnounceItem, namedTakingOn, saysDueDate, saysOwnDutySoon, speaksOfWhatWasAsked, takerInThirdPerson, takerNamedAfter, taskAskedFor, takesOnWhatWasSaid } from './sentenceRules';

/**
 * From a transcript with speaker names to the protocol's topics and entries.
 *
 * Built for the smallest model the product ships (Gemma 3 270M, a base model on the CPU), and so
 * for any larger one: instead of one big "write the protocol" request, many small ones that each
 * decide one thing about one sentence, with worked examples to continue, and answers the schema
 * narrows to choices taken from the transcript (the responsible person is one of the people the
 * sentence names). What the model cannot do reliably is done in code: splitting into sentences
 * and cleaning, joining and splitting them as minutes need (minuteSentences.ts),
 * due dates (germanDates.ts), and the time range of every entry, which is always the range of the
 * segments its sentence was said in, never a number the model wrote.
 */

export type EntryType = 'INFORMATION' | 'FESTLEGUNG' | 'AUFGABE';

export interface ProtocolUtterance {
  index: number;
  /** The speaker's real name, after speaker assignment. */
  speaker: string;
  /** Seconds from the start of the recording. */
  start: number;
  end: number;
  text: string;
  /** When each segment of the text was said: an entry spans only its own sentence's stretch. */
  stretches?: readonly SaidStretch[];
}

export interface ProtocolGenerationInput {
  projectName: string;
  projectNumber?: string;
  /** YYYY-MM-DD: the day relative dates ("bis Freitag") count from. */
  meetingDate: string;
  location?: string;
  utterances: ProtocolUtterance[];
  /** Names and terms of the project (participants, companies, earlier protocols). */
  vocabulary: string[];
  /** The company of each speaker who is one of the project's participants, by the speaker's name. */
  speakerCompanies?: Readonly<Record<string, string>>;
  /** The project's Beteiligte: misheard names and companies are matched to them (nameMatching.ts). */
  projectParticipants?: readonly KnownParty[];
}

export interface GeneratedEntry {
  type: EntryType;
  text: string;
  responsiblePerson: string | null;
  responsibleCompany: string | null;
  /** YYYY-MM-DD, only for AUFGABE entries that name a deadline. */
  dueDate: string | null;
  /** Seconds: the transcript range the entry came from. */
  sourceStart: number;
  sourceEnd: number;
  /** What was guessed (the model chose the type of a task or decision, the owner or the date is uncertain): the editor marks it. */
  checks: EntryCheck[];
}

export interface GeneratedTopic {
  title: string;
  entries: GeneratedEntry[];
}

export interface GeneratedProtocol {
  /** What belongs in the header: the next meeting, who was named present or excused. */
  meeting: MeetingFacts;
  topics: GeneratedTopic[];
  /** Sentences the model gave no valid answer for, twice: left out, never filled in. */
  skippedSentences: number;
}

export interface ActionItemDraft {
  title: string;
  responsible: string | null;
  dueDate: string | null;
  sourceStart: number;
  sourceEnd: number;
}

/** The model answered twice with something that is not a valid answer; nothing was made up instead. */
export class ProtocolGenerationError extends Error {
  override name = 'ProtocolGenerationError';
}

/** What every request says about the job, for models that follow instructions. */
export const PROTOCOL_SYSTEM_PROMPT = `Du bist Protokollführer einer Baubesprechung auf einer deutschen Baustelle.
Du bekommst einzelne Sätze aus dem Wortprotokoll der Besprechung und beantwortest zu jedem Satz genau eine Frage im vorgegebenen JSON-Format.
Halte dich streng an das, was im Satz gesagt wurde: erfinde keine Namen, Firmen, Termine oder Inhalte und lass nichts Wesentliches weg.
Schreibe sachlich und knapp im Stil eines Baustellenprotokolls, in der dritten Person und im Präsens.
Die Beispiele zeigen, wie die Antworten aussehen sollen.`;

/** Entries that come before the first announced agenda item. */
const GENERAL_TOPIC_TITLE = 'Allgemeines';
/**
 * An entry of fewer words without a verb says nothing minutes keep: what is left of a sentence whose
 * other words went to another voice or were not heard ("Nächster Woche.", "Januar!", "Heute
 * nachmittag"). The transcript keeps it. With a verb it says what is to be done ("Kran
 * organisieren." for "Den Kran organisiere ich.").
 */
const MIN_ENTRY_WORDS = 3;
/** A verb as speech recognition writes it inside a sentence: in lower case, ending in -en or -t. */
const VERB_IN_LOWER_CASE = /(?<![\p{L}])\p{Ll}{3,}(?:en|t)(?![\p{L}])/u;
/** Up to this many words, an entry says something only with a word in lower case: "Dem Tag Zulammen." is a greeting heard wrong. */
const MAX_CAPITALS_ONLY_WORDS = 4;
const LOWER_CASE_WORD = /(?<![\p{L}])\p{Ll}{3,}/u;
export const saysSomething = (text: string) => {
  const said = wordCount(text);
  return (said >= MIN_ENTRY_WORDS && (said > MAX_CAPITALS_ONLY_WORDS || LOWER_CASE_WORD.test(text))) || VERB_IN_LOWER_CASE.test(text);
};

/** Requests in flight at once: an endpoint answers several; the embedded model queues them anyway. */
const CONCURRENT_REQUESTS = 4;

// ---------------------------------------------------------------------------------------------
// Sentences: the unit every request is about.

type Statement = SpokenSentence<ProtocolUtterance>;

// ---------------------------------------------------------------------------------------------
// Few-shot requests: worked examples, then the sentence, continued by the model.

interface Example {
  speaker: string;
  sentence: string;
  answer: Record<string, unknown>;
}

/** One-line JSON spaced the way the embedded model's JSON grammar writes it, so examples and answer match token for token. */
function oneLineJson(value: Record<string, unknown>): string {
  return `{${Object.entries(value)
    .map(([key, item]) => `${JSON.stringify(key)}: ${JSON.stringify(item)}`)
    .join(', ')}}`;
}

function exampleBlock(speaker: string | null, sentence: string): string {
  return `${speaker ? `Sprecher: ${speaker}\n` : ''}Satz: ${sentence}\nAntwort:\n`;
}

/**
 * The user message: examples, then the sentence to answer. A retry rotates the examples, so a
 * model that decodes greedily sees a different prompt instead of repeating the same answer.
 */
function fewShotPrompt(examples: Example[], statement: Statement, withSpeaker: boolean, attempt: number): string {
  const shift = attempt === 0 ? 0 : Math.ceil(examples.length / 2);
  const ordered = [...examples.slice(shift), ...examples.slice(0, shift)];
  const shots = ordered.map((example) => exampleBlock(withSpeaker ? example.speaker : null, example.sentence) + oneLineJson(example.answer));
  return [...shots, exampleBlock(withSpeaker ? statement.utterance.speaker : null, statement.text)].join('\n\n');
}

interface Task<T> {
  name: string;
  instruction: string;
  examples: Example[];
  withSpeaker: boolean;
  schema: JsonSchema;
  parse: z.ZodType<T>;
  maxTokens: number;
}

/** Asks once, and once more on an answer that fails validation; then gives up loudly. */
async function ask<T>(ai: Pick<AiProvider, 'completeJson'>, task: Task<T>, statement: Statement): Promise<T> {
  const problems: string[] = [];
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const request: JsonCompletionRequest = {
      name: task.name,
      system: `${PROTOCOL_SYSTEM_PROMPT}\n\n${task.instruction}${problems.length ? `\n\nDeine vorige Antwort war ungültig (${problems.at(-1)}). Antworte erneut.` : ''}`,
      user: fewShotPrompt(task.examples, statement, task.withSpeaker, attempt),
      schema: task.schema,
      maxTokens: task.maxTokens,
    };
    try {
      const result = task.parse.safeParse(await ai.completeJson(request));
      if (result.success) return result.data;
      problems.push(result.error.issues.map((issue) => `${issue.path.join('.') || 'Antwort'}: ${issue.message}`).join('; '));
    } catch (error) {
      if (error instanceof AiUnavailableError) throw error;
      problems.push((error as Error).message);
    }
  }
  throw new ProtocolGenerationError(
    `${task.name}: no valid answer for "${statement.text}" (utterance ${statement.utterance.index}): ${problems.join(' | ')}`,
  );
}

// ---------------------------------------------------------------------------------------------
// Step 1: what kind of sentence it is.

const KINDS = ['TOP', 'INFORMATION', 'FESTLEGUNG', 'AUFGABE', 'NICHTS'] as const;
type Kind = (typeof KINDS)[number];

const KIND_EXAMPLES: Example[] = (
  [
    ['Hallo, schön dass alle da sind.', 'NICHTS'],
    ['Punkt drei ist die Fenstermontage im Erdgeschoss.', 'TOP'],
    ['Die Fenster für das Erdgeschoss wurden gestern geliefert.', 'INFORMATION'],
    ['Herr Wagner schickt das Angebot für das Gerüst bis Montag.', 'AUFGABE'],
    ['Es wird vereinbart, dass die Fassade weiß gestrichen wird.', 'FESTLEGUNG'],
    ['Gut, dann kommen wir zum nächsten Thema, der Entwässerung.', 'TOP'],
    ['Der Estrich im Keller ist noch nicht trocken.', 'INFORMATION'],
    ['Frau Koch klärt mit dem Prüfstatiker die Deckendurchbrüche bis zum 3. März.', 'AUFGABE'],
    ['Okay, danke.', 'NICHTS'],
    ['Die Dämmung wird mit Mineralwolle ausgeführt, darauf haben wir uns geeinigt.', 'FESTLEGUNG'],
    ['Morgen allerseits, dann fangen wir mal mit der Besprechung an.', 'NICHTS'],
    ['Als Nächstes sprechen wir über die Termine der Haustechnik.', 'TOP'],
    ['Die Bodenplatte im Haus B ist fertig gegossen, die Abnahme war in Ordnung.', 'INFORMATION'],
    ['Die Firma Krause reicht die Montagepläne bis Ende Oktober ein.', 'AUFGABE'],
    ['Wir beschließen, dass die Tiefgarage einen Epoxidharzboden bekommt.', 'FESTLEGUNG'],
    ['Gibt es dazu noch Fragen?', 'NICHTS'],
    ['Der Gehweg an der Südseite bleibt bis zum Frühjahr gesperrt.', 'INFORMATION'],
    ['Der erste Punkt ist die Ausschreibung der Elektroarbeiten.', 'TOP'],
    ['Die Wände im Keller sind gemauert, die Abdichtung wurde schon aufgebracht.', 'INFORMATION'],
  ] as const
).map(([sentence, kind]) => ({ speaker: '', sentence, answer: { art: kind } }));

const KIND_TASK: Task<Kind> = {
  name: 'protocol_sentence_kind',
  instruction: `Ordne den Satz ein. "art" ist:
TOP, wenn ein neuer Tagesordnungspunkt oder ein neues Thema angekündigt wird;
INFORMATION, wenn ein Sachstand mitgeteilt wird;
FESTLEGUNG, wenn etwas entschieden oder vereinbart wird;
AUFGABE, wenn eine Person oder Firma etwas erledigen soll;
NICHTS bei Begrüßung, Floskeln und allem, was nicht ins Protokoll gehört.`,
  examples: KIND_EXAMPLES,
  withSpeaker: false,
  schema: { type: 'object', properties: { art: { type: 'string', enum: [...KINDS] } }, required: ['art'], additionalProperties: false },
  parse: z.object({ art: z.enum(KINDS) }).transform((answer) => answer.art),
  maxTokens: 16,
};

// ---------------------------------------------------------------------------------------------
// Step 2a: the title of an announced agenda item.

const TITLE_EXAMPLES: Example[] = (
  [
    ['Der erste Punkt ist die Ausschreibung der Elektroarbeiten.', 'Ausschreibung der Elektroarbeiten'],
    ['Punkt drei ist die Fenstermontage im Erdgeschoss.', 'Fenstermontage im Erdgeschoss'],
    ['Gut, dann kommen wir zum nächsten Thema, der Entwässerung.', 'Entwässerung'],
    ['Als Nächstes sprechen wir über die Termine der Haustechnik.', 'Termine der Haustechnik'],
    ['Tagesordnungspunkt vier: Mängel an der Fassade.', 'Mängel an der Fassade'],
    ['Zweitens die Baustelleneinrichtung und die Container.', 'Baustelleneinrichtung und Container'],
    ['Zuerst geht es um den Bauzeitenplan und die Verzögerungen beim Dach.', 'Bauzeitenplan und Verzögerungen beim Dach'],
  ] as const
).map(([sentence, title]) => ({ speaker: '', sentence, answer: { titel: title } }));

function titleTask(statement: Statement): Task<string> {
  return {
    name: 'protocol_topic_title',
    instruction: 'Der Satz kündigt einen Tagesordnungspunkt an. Gib in "titel" seinen Titel an, wie er im Satz genannt wird, ohne Einleitung wie "Punkt drei ist".',
    examples: TITLE_EXAMPLES,
    withSpeaker: false,
    schema: { type: 'object', properties: { titel: { type: 'string' } }, required: ['titel'], additionalProperties: false },
    parse: z
      .object({ titel: z.string().trim().min(2).max(120).refine(groundedIn(statement.text), 'Titel steht nicht im Satz') })
      .transform((answer) => answer.titel.replace(/[.:]+$/, '')),
    maxTokens: 40,
  };
}

// ---------------------------------------------------------------------------------------------
// Step 2b: the entry's text, and for a task who is responsible.

/** Who a sentence can make responsible: the people and companies it names, and the speaker saying "ich". */
interface Candidates {
  people: string[];
  companies: string[];
}

function candidatesFor(statement: Statement, participants: string[], vocabulary: string[], known: readonly KnownParty[]): Candidates {
  const text = statement.text;
  const mentions = (name: string) => new RegExp(`(?<![\\p{L}])${escapeRegExp(name)}(?![\\p{L}])`, 'u').test(text);
  const people = new Set(participants.filter((name) => mentions(name) || mentions(name.split(/\s+/).at(-1)!)));
  if (/(?<![\p{L}])(ich|mich|mir)(?![\p{L}])/iu.test(text)) people.add(statement.utterance.speaker);
  // "Herr Beker": the participant whose surname sounds like it, as the list spells the name; else the name as said.
  for (const match of text.matchAll(/\b(Herr|Frau)\s+([A-ZÄÖÜ][\p{L}-]+)/gu)) {
    if ([...people].some((name) => name.split(/\s+/).at(-1) === match[2])) continue;
    people.add(knownPerson(match[0], known).name);
  }
  // The vocabulary mixes names and terms; companies are the entries with a legal form, said with or without it.
  const companies = new Set(
    vocabulary.filter((term) => {
      const withoutLegalForm = term.replace(LEGAL_FORM, '').trim();
      return withoutLegalForm !== term && (mentions(term) || mentions(withoutLegalForm));
    }),
  );
  const knownCompanies = companiesOf(known);
  for (const match of text.matchAll(/\bFirma\s+((?:[A-ZÄÖÜ][\p{L}&.-]*\s?){1,3})/gu)) {
    const said = match[1]!.trim().replace(/\.$/, '');
    if ([...companies].some((company) => company.startsWith(said))) continue;
    companies.add(companyByName(said, knownCompanies) ?? said);
  }
  return { people: [...people], companies: [...companies] };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Answers the schema allows for a responsible party: one of the candidates, or nobody. */
function choice(candidates: string[]): JsonSchema {
  return candidates.length ? { type: ['string', 'null'], enum: [...candidates, null] } : { type: 'null' };
}

const chosenFrom = (candidates: string[]) =>
  z
    .string()
    .nullable()
    .refine((value) => value === null || candidates.includes(value), 'nicht im Satz genannt');

/** The kinds whose wording the model writes: information is kept as said (see protocolItem). */
type RewordedType = Exclude<EntryType, 'INFORMATION'>;

const ENTRY_EXAMPLES: Record<RewordedType, Example[]> = {
  AUFGABE: [
    {
      speaker: 'Klaus Weber',
      sentence: 'Herr Wagner schickt das Angebot für das Gerüst bis Montag.',
      answer: { text: 'Herr Wagner schickt das Angebot für das Gerüst.', verantwortlich: 'Peter Wagner', firma: null },
    },
    {
      speaker: 'Sabine Koch',
      sentence: 'Ich kläre mit dem Prüfstatiker die Deckendurchbrüche bis zum 3. März.',
      answer: { text: 'Sabine Koch klärt mit dem Prüfstatiker die Deckendurchbrüche.', verantwortlich: 'Sabine Koch', firma: null },
    },
    {
      speaker: 'Peter Wagner',
      sentence: 'Die Firma Krause Metallbau reicht die Montagepläne bis Ende Oktober ein.',
      answer: { text: 'Die Firma Krause Metallbau reicht die Montagepläne ein.', verantwortlich: null, firma: 'Krause Metallbau' },
    },
    {
      speaker: 'Klaus Weber',
      sentence: 'Frau Koch bestellt die Fliesen für die Bäder bis nächste Woche.',
      answer: { text: 'Frau Koch bestellt die Fliesen für die Bäder.', verantwortlich: 'Sabine Koch', firma: null },
    },
    {
      speaker: 'Sabine Koch',
      sentence: 'Herr Yilmaz von Yilmaz Tiefbau überprüft die Abrechnung der Erdarbeiten bis zum 12. Juni.',
      answer: { text: 'Herr Yilmaz überprüft die Abrechnung der Erdarbeiten.', verantwortlich: 'Emre Yilmaz', firma: 'Yilmaz Tiefbau' },
    },
  ],
  FESTLEGUNG: [
    { speaker: 'Klaus Weber', sentence: 'Es wird vereinbart, dass die Fassade weiß gestrichen wird.', answer: { text: 'Die Fassade wird weiß gestrichen.' } },
    {
      speaker: 'Sabine Koch',
      sentence: 'Die Dämmung wird mit Mineralwolle ausgeführt, darauf haben wir uns geeinigt.',
      answer: { text: 'Die Dämmung wird mit Mineralwolle ausgeführt.' },
    },
    {
      speaker: 'Peter Wagner',
      sentence: 'Wir beschließen, dass die Tiefgarage einen Epoxidharzboden bekommt.',
      answer: { text: 'Die Tiefgarage bekommt einen Epoxidharzboden.' },
    },
    {
      speaker: 'Sabine Koch',
      sentence: 'Wir legen fest, dass die Balkongeländer feuerverzinkt werden.',
      answer: { text: 'Die Balkongeländer werden feuerverzinkt.' },
    },
    {
      speaker: 'Klaus Weber',
      sentence: 'Festgelegt wird, dass Anlieferungen nur vormittags erfolgen.',
      answer: { text: 'Anlieferungen erfolgen nur vormittags.' },
    },
  ],
};

const ENTRY_INSTRUCTIONS: Record<RewordedType, string> = {
  AUFGABE:
    'Der Satz vergibt eine Aufgabe. "text" ist die Aufgabe als kurzer Protokollsatz ohne den Termin; "verantwortlich" ist die Person, die sie erledigt, "firma" die Firma, jeweils nur aus den erlaubten Werten, sonst null.',
  FESTLEGUNG: 'Der Satz hält eine Festlegung fest. "text" ist die Festlegung als kurzer Protokollsatz.',
};

interface EntryAnswer {
  text: string;
  responsiblePerson: string | null;
  responsibleCompany: string | null;
}

/** A word of a text, whole: "Jochims" in "Sönke Jochims schickt …". */
const hasWord = (text: string, word: string) => text.split(/[^\p{L}-]+/u).includes(word);

/**
 * A request spoken to someone ("Prün, schicken Sie mir bitte …") is not the speaker's to do: the model's rewrite that makes the speaker
 * its subject ("Sönke Jochims schickt mir …") says what nobody said.
 */
function namesTheAskerUnsaid(statement: Statement): (text: string) => boolean {
  const surname = surnameIn(statement.utterance.speaker);
  const spokenTo = addressee(statement.text) !== null || asksTheListener(statement.text);
  return (text) => spokenTo && surname.length > 0 && hasWord(text, surname) && !hasWord(statement.text, surname);
}

/**
 * "Kratzmann, die stillmaschine schließend liebter, bis Freitag an." (for "Herr Kratzmann, die Spülmaschine schließen Sie bitte bis
 * Freitag an.") rewritten "Ines Ganzer, die stillmaschine …" by the speaker: one of the Beteiligte the sentence names, gone from the
 * answer for another nobody named there, changes who was spoken of. An answer that names nobody instead may leave the name out.
 */
function swapsNamedPerson(statement: Statement, people: readonly string[]): (text: string) => boolean {
  const surnames = people.map(surnameIn).filter((surname) => surname.length > 0);
  const said = surnames.filter((surname) => hasWord(statement.text, surname));
  const unsaid = surnames.filter((surname) => !hasWord(statement.text, surname));
  return (text) => said.some((surname) => !hasWord(text, surname)) && unsaid.some((surname) => hasWord(text, surname));
}

/**
 * "Ich bin ein Peter, den kann ich an die Startung …" rewritten "Peter Bockholdt kann an die Startung …": a first name said joined to
 * the surname of one of the Beteiligte who has another makes a person nobody named. A surname the sentence does not say stands in the
 * answer alone, after its title, or after its own first name.
 */
function inventsPerson(statement: Statement, people: readonly string[]): (text: string) => boolean {
  const firstNames = new Map<string, Set<string>>();
  for (const name of people) {
    const words = name.trim().split(/\s+/);
    const surname = words.at(-1);
    if (words.length < 2 || !surname) continue;
    firstNames.set(surname, (firstNames.get(surname) ?? new Set()).add(words[0]!));
  }
  return (text) => {
    const words = text.split(/[^\p{L}-]+/u);
    return words.some((word, index) => {
      const own = firstNames.get(word);
      const before = words[index - 1] ?? '';
      return own !== undefined && !hasWord(statement.text, word) && /^\p{Lu}/u.test(before) && !own.has(before) && !TITLES.has(before);
    });
  };
}
const TITLES = new Set(['Herr', 'Herrn', 'Frau', 'Firma']);

function entryTask(type: RewordedType, statement: Statement, candidates: Candidates): Task<EntryAnswer> {
  const namesTheAsker = namesTheAskerUnsaid(statement);
  const invents = inventsPerson(statement, [statement.utterance.speaker, ...candidates.people]);
  const swaps = swapsNamedPerson(statement, [statement.utterance.speaker, ...candidates.people]);
  const text = z
    .string()
    .trim()
    .min(3)
    .max(400)
    .refine(groundedIn(statement.text, [statement.utterance.speaker, ...candidates.people, ...candidates.companies]), 'Text weicht vom Satz ab')
    .refine((answer) => !namesTheAsker(answer), 'Text nennt den Sprecher als den, der es tut')
    .refine((answer) => !invents(answer), 'Text nennt eine Person, die es nicht gibt')
    .refine((answer) => !swaps(answer), 'Text nennt eine andere Person als der Satz');
  const isTask = type === 'AUFGABE';
  return {
    name: `protocol_entry_${type.toLowerCase()}`,
    instruction: ENTRY_INSTRUCTIONS[type],
    examples: ENTRY_EXAMPLES[type],
    withSpeaker: true,
    schema: {
      type: 'object',
      properties: isTask ? { text: { type: 'string' }, verantwortlich: choice(candidates.people), firma: choice(candidates.companies) } : { text: { type: 'string' } },
      required: isTask ? ['text', 'verantwortlich', 'firma'] : ['text'],
      additionalProperties: false,
    },
    parse: isTask
      ? z
          .object({ text, verantwortlich: chosenFrom(candidates.people), firma: chosenFrom(candidates.companies) })
          .transform((answer) => ({ text: answer.text, responsiblePerson: answer.verantwortlich, responsibleCompany: answer.firma }))
      : z.object({ text }).transform((answer) => unowned(answer.text)),
    maxTokens: isTask ? 120 : 100,
  };
}

// ---------------------------------------------------------------------------------------------

/** Runs `work` over `items` with a few in flight, keeping the order of the results. */
async function mapConcurrently<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENT_REQUESTS, items.length) }, worker));
  return results;
}

type Item = { kind: 'topic'; title: string } | { kind: 'entry'; entry: GeneratedEntry } | null;

export async function generateProtocol(ai: Pick<AiProvider, 'completeJson'>, input: ProtocolGenerationInput): Promise<GeneratedProtocol> {
  const statements = minuteSentences(spokenSentences(input.utterances), input.meetingDate);
  const participants = [...new Set(input.utterances.map((utterance) => utterance.speaker))];
  const heardAs = namesByElimination(statements, input.projectParticipants ?? []);

  const failures: ProtocolGenerationError[] = [];
  const items = await mapConcurrently([...statements.entries()], ([index, statement]) =>
    // The meeting's last words saying goodbye until the next ("Gut, dann bist du nicht ein Montag." for "… bis nächsten Montag") are no
    // entry, however heard: the model is not asked.
    index === statements.length - 1 && saysGoodbyeUntil(statement.text)
      ? Promise.resolve(null)
      : protocolItem(ai, input, statement, participants, isRequestTakenOn(statement, statements[index + 1], input.projectParticipants ?? []), heardAs).catch((error: unknown) => {
          // One sentence the model cannot answer (often a misheard one) stays out of the protocol
          // (the transcript keeps it) rather than costing the whole protocol; nothing is made up for it.
          if (!(error instanceof ProtocolGenerationError)) throw error;
          failures.push(error);
          return null;
        }),
  );
  if (statements.length > 0 && failures.length === statements.length) throw failures[0]!;
  dateByAgreedAnswers(statements, items, input.meetingDate);
  takeOnAcknowledgedTasks(statements, items, input.speakerCompanies ?? {}, input.meetingDate, input.projectParticipants ?? []);
  giveToNamedTakers(statements, items, input.meetingDate);
  giveToOneSpokenWith(statements, items, input.speakerCompanies ?? {});
  dateWhatIsTakenOn(statements, items, input.meetingDate);
  confirmDecisions(statements, items);

  const topics: GeneratedTopic[] = [];
  for (const item of items) {
    if (item?.kind === 'topic') topics.push({ title: item.title, entries: [] });
    if (item?.kind === 'entry' && saysSomething(item.entry.text)) {
      if (topics.length === 0) topics.push({ title: GENERAL_TOPIC_TITLE, entries: [] });
      topics.at(-1)!.entries.push(item.entry);
    }
  }
  // An announced item with nothing recorded under it is more often a misread greeting than a topic.
  const meeting = meetingFactsOf(statements, input.meetingDate, input.projectParticipants ?? []);
  return { meeting, topics: topics.filter((topic) => topic.entries.length > 0), skippedSentences: failures.length };
}

/**
 * A question to someone named, or to whoever is spoken to, that the next speaker takes on ("Frau
 * Neumeier, können Sie …?", "Können Sie …?" "Ja, das machen wir.") was a request, though its verb
 * is not one the rules know or was misheard ("Herr Mertens, Schicken wir wieder …?" "Schicke ich
 * Ihnen heute Nachmittag."); so was anything said to one of the Beteiligte by name that the next
 * voice commits to ("Herr Brandl minken die Bitteln an die Absturz …" "Wird gemacht."), where "Klar."
 * may only have heard it; and what was said to one of them by name alone that they commit to themselves.
 */
function isRequestTakenOn(statement: Statement, next: Statement | undefined, known: readonly KnownParty[]): boolean {
  if (next === undefined || next.utterance.speaker === statement.utterance.speaker) return false;
  // "Wer kümmert sich um …?" "Das übernehme ich." / "Herr Becker kümmert sich darum.": the one who answers, or the one they name.
  if (asksWhoDoes(statement.text)) return takesOnWhatWasSaid(next.text) || namedTakingOn(next.text) !== null;
  if (!takesOnWhatWasSaid(next.text)) return false;
  if (askedOf(statement.text) !== null || asksWhetherYouCan(statement.text) || asksOneOf(statement.text, known)) return true;
  if (!commitsToWhatWasSaid(next.text)) return false;
  return spokenToByTitle(statement.text, known) !== null || spokenToByNameAlone(statement.text, known)?.name === next.utterance.speaker;
}

/** The one of the Beteiligte whose name the opening of a sentence (its first group) says. */
const spokenToBy =
  (opening: RegExp) =>
  (sentence: string, known: readonly KnownParty[]): KnownParty | null => {
    const name = opening.exec(sentence.trim())?.[1];
    return name === undefined ? null : participantBySurname(name, known);
  };
/** "Frau Winkler, schicken wir mir …", "Herr Döscher, machen wir …": after the address, the verb of a request with its "Sie" heard "wir". */
const ASKED_AS_WIR = /^(?:Herr|Frau),?\s+\p{Lu}[\p{L}-]+,\s+\p{L}+en\s+wir(?![\p{L}])/u;
/** One of the Beteiligte by title and name opening a sentence, its comma or verb perhaps misheard ("Herr Brandl minken die Bitteln an …" for "Herr Brandl, denken Sie bitte an …"). */
const spokenToByTitle = spokenToBy(/^(?:Herr|Frau),?\s+(\p{Lu}[\p{L}-]+)/u);
/**
 * One of the Beteiligte by name alone and a comma opening a sentence, the title lost ("Tiemann, den Orgernliebeter die Daten vom
 * Verleiher besmet hoch." for "Herr Tiemann, besorgen Sie bitte die Daten vom Verleiher bis Mittwoch."): a request to them only
 * where they themselves answer by taking it on.
 */
const spokenToByNameAlone = spokenToBy(/^(\p{Lu}[\p{L}-]+),\s/u);

/** "Herr" or "Frau" opening a sentence. */
const TITLE_FIRST = /^(Herr|Frau)(?![\p{L}])/u;

/** A question opening with one of the Beteiligte: by title, or by a name on the list (its title may have gone to another voice's words). */
function asksOneOf(sentence: string, known: readonly KnownParty[]): boolean {
  const name = questionedName(sentence);
  return name !== null && (TITLE_FIRST.test(sentence.trim()) || participantBySurname(name, known) !== null);
}

async function protocolItem(ai: Pick<AiProvider, 'completeJson'>, input: ProtocolGenerationInput, statement: Statement, participants: string[], takenOnRequest: boolean, heardAs: ReadonlyMap<string, KnownParty>): Promise<Item> {
  // Where the wording decides (sentenceRules.ts), the model is not asked, so it cannot overrule it.
  const ruled = takenOnRequest ? 'AUFGABE' : kindByRule(statement.text);
  const asked = ruled ?? (await ask(ai, KIND_TASK, statement).catch((error: unknown) => kindUnanswered(error, statement)));
  const kind = ruled === null ? modelKindChecked(asked, statement.text) : asked;
  if (kind === 'NICHTS') return null;
  if (kind === 'TOP') return { kind: 'topic', title: (ruled === 'TOP' ? agendaItemTitle(statement.text) : null) ?? (await ask(ai, titleTask(statement), statement)) };
  const known = input.projectParticipants ?? [];
  const speakerCompanies = input.speakerCompanies ?? {};
  const selfCommitted = kind === 'AUFGABE' ? committedBy(statement, speakerCompanies) : {};
  const addressed = kind === 'AUFGABE' ? addressedIn(statement, known, takenOnRequest, heardAs) : NOBODY_ADDRESSED;
  const committed: Partial<EntryAnswer> = kind === 'AUFGABE' ? { ...subjectOwner(statement.text, known), ...addressed.owner, ...namedTaker(statement, known), ...selfCommitted } : {};
  const committer = committed.responsiblePerson ?? committed.responsibleCompany;
  // Information is kept as said, without its announcement: the model's rewrites of it changed who
  // did what ("…ist gesetzt, wir warten auf den Netzbetreiber" became "Der Netzbetreiber hat …
  // gesetzt") and put words before it ("Der Zugindnis, …").
  const answer =
    kind === 'INFORMATION'
      ? unowned(INFORMATION_CUE.test(statement.text) ? informationInMinutes(statement.text) : statement.text)
      : (wordedByRule(ruled, statement.text, Boolean(committer) || takenOnRequest) ??
        (await ask(ai, entryTask(kind, statement, candidatesFor(statement, participants, input.vocabulary, known)), statement).catch((error: unknown) => {
          // The cleaned sentence says it, rather than losing it with the model's answer (a kind the model chose stays marked to check).
          if (!(error instanceof ProtocolGenerationError)) throw error;
          return unowned(statement.text);
        })));
  const named = { ...answer, ...committed };
  // A task that names nobody ("Die Pläne gehen bis übermorgen raus.") is most often the speaker's
  // own: they are suggested, marked for the user to check; not where it asks the one spoken to.
  const speakerGuessed = kind === 'AUFGABE' && ownerless(named) && !asksTheListener(statement.text);
  const chosen = speakerGuessed ? { ...named, ...speakerAsOwner(statement, speakerCompanies) } : named;
  // One of the Beteiligte named without a company (the model chose none) is there for theirs, as the list has it.
  const owner = chosen.responsiblePerson !== null && chosen.responsibleCompany === null ? { ...chosen, responsibleCompany: known.find((party) => party.name === chosen.responsiblePerson)?.company ?? null } : chosen;
  // Sure: the speaker committed themselves (their name may be a voice's), or the owner is one of the Beteiligte, not guessed from a name near theirs.
  const ownerGuessed = speakerGuessed || (addressed.guessed && (addressed.owner.responsiblePerson === undefined ? !committer : owner.responsiblePerson === addressed.owner.responsiblePerson));
  const ownerSure = Object.keys(selfCommitted).length > 0 || (!ownerGuessed && isKnownParty(owner, known));
  // Minutes speak of the one who committed in the third person, where the sentence lets that be done safely.
  if (committer) owner.text = inThirdPerson(owner.text, committer);
  else if (kind === 'AUFGABE') owner.text = speakerInThirdPerson(statement, owner);
  // A weekday as misheard ("bis mit noch") gives a date the user confirms.
  const due = kind === 'AUFGABE' ? heardDueDate(statement.text, input.meetingDate) : null;
  return {
    kind: 'entry',
    entry: {
      type: kind,
      ...owner,
      dueDate: due?.date ?? null,
      sourceStart: statement.utterance.start,
      sourceEnd: statement.utterance.end,
      checks: guessed(kind, ruled !== null, ownerSure, due?.said === true),
    },
  };
}

const SAID_AS_WE = /(?<![\p{L}])(?:wir|uns|unser\p{L}*)(?![\p{L}])/iu;

/**
 * A task the speaker said of themselves in words the rules leave to the model ("Ich informiere die
 * Schulleitung …", no date said), owned by the speaker: the sentence itself in the third person, not
 * the model's rewrite, which put the name for "Ich" and kept the verb ("Andrea Kuhn informiere …").
 * Said as "wir", the owner may be the company: left as the model wrote it.
 */
function speakerInThirdPerson(statement: Statement, owner: EntryAnswer): string {
  const speaker = statement.utterance.speaker;
  if (owner.responsiblePerson !== speaker || SAID_AS_WE.test(statement.text)) return owner.text;
  const own = inThirdPerson(statement.text, speaker);
  return own === statement.text ? owner.text : own;
}

/** "Termine und Kosten.": nouns and the words that join them, nothing done or said of them; an item's title. */
const THINGS_ONLY = /^\p{Lu}[\p{L}-]*(?:\s+(?:(?:und|sowie|oder|der|die|das|des|den|dem|im|am|zum|zur|für|von|vom)\s+)*\p{Lu}[\p{L}-]*)*[.!]?$/u;
const MAX_TITLE_WORDS = 4;
const namesOnlyThings = (sentence: string) => THINGS_ONLY.test(sentence.trim()) && wordCount(sentence) <= MAX_TITLE_WORDS;

/**
 * The model's kind where a weaker reading must give way: a decision needs a word of deciding (the
 * model made decisions of needs and plans), an agenda item says no date to do something by
 * ("Die Kabelwege in der Halle Regen wie bis zum 30. Uni fest" became the topic "Kabelwege in der
 * Halle Regen", and the task was lost with the empty topic; "Wir müssen morgen die Restfeuchte [messen]"
 * the topic "Restfeuchte"), a few nouns alone are an item, not a task or a report ("Termine und Kosten."), and what asks for something by a time
 * belongs in the minutes ("… an der Schuhenstrasse muss, mich morgen zu stehen." for "Die
 * Verkehrssicherung … muss bis morgen früh stehen." was left out).
 */
function modelKindChecked(kind: Kind, sentence: string): Kind {
  if (kind === 'FESTLEGUNG' && !hasDecidingWord(sentence)) return 'INFORMATION';
  if ((kind === 'AUFGABE' || kind === 'INFORMATION') && namesOnlyThings(sentence)) return 'TOP';
  if (kind === 'TOP' && (saysDueDate(sentence) || saysOwnDutySoon(sentence))) return 'AUFGABE';
  if (kind === 'TOP' && !mayAnnounceItem(sentence)) return 'INFORMATION';
  if (kind === 'NICHTS' && asksForItBy(sentence)) return 'AUFGABE';
  return kind;
}

/**
 * The kind of a sentence the model could not type: a task where it says by when something is to be
 * done ("Die Kabelwege in der Halle Regen wie bis zum 30. Uni fest" for "legen wir … fest"), its kind
 * marked for the user to check; any other stays out of the protocol (the transcript keeps it).
 */
function kindUnanswered(error: unknown, statement: Statement): Kind {
  if (error instanceof ProtocolGenerationError && saysDueDate(statement.text)) return 'AUFGABE';
  throw error;
}

/**
 * The entry's text where the wording that decided its kind also decides how minutes put it: a
 * decision opened impersonally, a task whose owner the wording or the answer to it names as said (put in the third person after) or that only takes on what was just said
 * (merged into that task or dropped, takeOnAcknowledgedTasks). The model is not asked: its rewrites of
 * such sentences dropped the verb of a decision's clause or put a name where none was said
 * ("Sven Lehmann restlichen Bäder schließen wir ab", "Können Sie …?" as the asker's own "Udo Hennig
 * kann …"), and each costs seconds.
 */
function wordedByRule(ruled: Kind | null, sentence: string, ownerByRule: boolean): EntryAnswer | null {
  if (ruled === 'FESTLEGUNG') return unowned(decisionInMinutes(sentence));
  if (ruled === 'AUFGABE' && (ownerByRule || takesOnWhatWasSaid(sentence))) return unowned(taskAskedFor(sentence) ?? takerInThirdPerson(sentence));
  return null;
}

/** An entry's text with nobody named yet: the owner comes from the rules after. */
const unowned = (text: string): EntryAnswer => ({ text, responsiblePerson: null, responsibleCompany: null });

/**
 * What the user should check of an entry: the type of a task or decision the model chose; for a
 * task, an owner that is not sure (missing, only suggested, or not one of the Beteiligte), and a
 * due date that was not said, not understood or only guessed from a misheard word.
 */
function guessed(kind: EntryType, typeByRule: boolean, ownerSure: boolean, dueSure: boolean): EntryCheck[] {
  const checks: EntryCheck[] = [];
  if (!typeByRule && kind !== 'INFORMATION') checks.push('type');
  if (kind !== 'AUFGABE') return checks;
  if (!ownerSure) checks.push('owner');
  if (!dueSure) checks.push('dueDate');
  return checks;
}

/** The owner is one of the Beteiligte, by name or by company. */
const isKnownParty = (owner: EntryAnswer, known: readonly KnownParty[]) =>
  (owner.responsiblePerson !== null && known.some((p) => p.name === owner.responsiblePerson)) ||
  (owner.responsibleCompany !== null && known.some((p) => p.company === owner.responsibleCompany));

interface Addressed {
  owner: Partial<EntryAnswer>;
  /** Not a name that sounds like theirs, only one near it; or a name that is none of theirs, the owner left to the model. */
  guessed: boolean;
}
const NOBODY_ADDRESSED: Addressed = { owner: {}, guessed: false };

/** The fewest letters a name heard cut short or run on may share with the list's to be the same ("Huber" for the list's "Huberta"). */
const MIN_SHARED_NAME = 4;
/** The one the attendance list heard a name for by elimination, also where the request heard it shorter or longer than the list did. */
function heardAsNamed(heardAs: ReadonlyMap<string, KnownParty>, surname: string): KnownParty | null {
  const said = surname.toLocaleLowerCase('de-DE');
  const listed = [...heardAs].find(([heard]) => heard === said || (Math.min(heard.length, said.length) >= MIN_SHARED_NAME && (heard.startsWith(said) || said.startsWith(heard))));
  return listed?.[1] ?? null;
}

/**
 * "Herr Krüger, schicken Sie mir bitte …" is the task of the Beteiligter addressed, as the list
 * spells them. A name that sounds like nobody is the one Beteiligter near it, guessed ("Herr
 * Leider" for Seidel), or else kept as said ("Frau Ehrliz"); either way the user checks it.
 * A name said without "Herr" or "Frau" ("Pohl, kümmern Sie sich …", "Küger, …") counts only as
 * one of the Beteiligte, the one it sounds like or, guessed, the one near it. A name near none is, guessed, the one the attendance list
 * heard it for by elimination (`heardAs`: "Frau Mentor, bestellen Sie bitte die Ziegel …" asks Frau Wente, listed as "Frau Mentor"; "Herr Huber, …" asks
 * Herr Rumohr, listed as "Herr Huberta"),
 * or the one whose name follows a title heard as another syllable ("Brauchstürfen, …" asks Frau Stöfen).
 */
function addressedIn(statement: Statement, known: readonly KnownParty[], takenOnRequest: boolean, heardAs: ReadonlyMap<string, KnownParty>): Addressed {
  const surname = addressee(statement.text) ?? (takenOnRequest ? askedOf(statement.text) : null);
  if (!surname) return spokenToFirst(statement, known);
  const title = TITLE_FIRST.exec(statement.text.trim())?.[1];
  const sure = title ? knownPerson(`${title} ${surname}`, known) : participantBySurname(surname, known);
  // A name said without its title is one only as one of the Beteiligte: exactly, or guessed as the one near it ("Küger, schicken Sie …").
  const unknown = title ? !known.includes(sure!) : sure === null;
  const near = unknown ? (participantLikeSurname(surname, known) ?? heardAsNamed(heardAs, surname) ?? participantAfterTitleAsHeard(surname, known)) : null;
  const person = near ?? sure;
  // A name spoken to that is none of the Beteiligte leaves the owner to the model: a guess, whoever it names.
  return { owner: person ? ownerNamed(person) : {}, guessed: near !== null || person === null };
}

/** "Frau Roth, …" at the start of a sentence (its "Herr" also heard "Her"; after a short word left of the sentence before: "Soll, Frau Horrisen, …"): the one spoken to. */
const SPOKEN_TO = /^(?:\p{Lu}\p{Ll}{1,3},?\s+)?(?:Herr?|Frau),?\s+(\p{Lu}[\p{L}-]+),/u;
/** "Herbecker, …" (for "Herr Becker"), "Paul, …" (for "Herr Pohl"): one word before a comma, the one spoken to where it is one of the Beteiligte. */
const NAMED_FIRST = /^(\p{Lu}[\p{L}-]+),/u;
const SPEAKER_ITSELF = /(?<![\p{L}])(?:ich|mich)(?![\p{L}])/iu;

/**
 * A task in a sentence that begins by speaking to one of the Beteiligte, where no request was
 * made out ("Frau Roth, Melden Diebete, …" for "melden Sie bitte", "Paul, die Baustelleneinrichtung muss bis …"): theirs, guessed, rather than
 * the speaker's, who does not speak to themselves. The user checks it.
 */
function spokenToFirst(statement: Statement, known: readonly KnownParty[]): Addressed {
  const text = statement.text.trim();
  const surname = SPOKEN_TO.exec(text)?.[1];
  // One word alone is no one spoken to where the speaker speaks of themselves ("Claire, mit den Stadtwerken … und melde mich" for "Ich kläre …").
  const named = surname || SPEAKER_ITSELF.test(text) ? null : NAMED_FIRST.exec(text)?.[1];
  // A name said with its title may be a slip from the one near it; one word alone must sound like one of the Beteiligte (its title run into it, too).
  // Or one of the Beteiligte by their full name ("Frauke Oelkers, Pufen, Liebeter, bis Mittwoch, …": "Frau Oelkers, prüfen Sie bitte …" heard as her first name).
  const person = surname
    ? (participantBySurname(surname, known) ?? participantLikeSurname(surname, known))
    : named
      ? participantBySurname(named, known)
      : (known.find((party) => text.startsWith(`${party.name},`)) ?? null);
  return person ? { owner: ownerNamed(person), guessed: true } : NOBODY_ADDRESSED;
}

/** The entry with a date heard for it; said as a date, it needs no checking. */
const datedBy = (entry: GeneratedEntry, due: HeardDueDate): GeneratedEntry => ({ ...entry, dueDate: due.date, checks: entry.checks.filter((check) => check !== 'dueDate' || !due.said) });

/** "Ja, bis Donnerstag." (its "Ja" dropped as an opener; also as heard: "Bis mitmache."), "Gut, bis Ende des Monats.": agreeing, and by when (where a date is heard in it); not "bis dann" or "bis nächste Woche", which part. */
const AGREED_BY_DAY = /^(?:(?:ja|okay|ok|gut|klar|alles\s+klar|gerne)[,.!]?\s+)?(bis\s+(?!(?:dann|später|bald|gleich|nächste\s+woche|zum\s+nächsten)(?![\p{L}]))[^\s,]+?(?:\s+[^\s,]+?){0,2})[.!]?$/iu;

/**
 * "Frau Schulz, bestellen Sie bitte die Fliesen." "Ja, bis Donnerstag.": the one asked agrees and names the date, which the task had not;
 * the answer is no entry of its own (the model may make nothing of it). From anyone else it may be a goodbye.
 */
function dateByAgreedAnswers(statements: readonly Statement[], items: Item[], meetingDate: string): void {
  for (let index = 1; index < items.length; index++) {
    const previous = items[index - 1];
    const statement = statements[index]!;
    const agreed = AGREED_BY_DAY.exec(statement.text.trim())?.[1];
    if (agreed === undefined || previous?.kind !== 'entry' || previous.entry.type !== 'AUFGABE' || previous.entry.dueDate !== null || previous.entry.responsiblePerson !== statement.utterance.speaker) continue;
    const due = heardDueDate(agreed, meetingDate);
    if (due === null) continue;
    previous.entry = datedBy(previous.entry, due);
    items[index] = null;
  }
}

/**
 * "Mache ich." right after a task someone else said: the one who takes it on owns that task, and
 * the acknowledgement is no entry of its own (nor is it anywhere else: "Geht in Ordnung." after a
 * decision says nothing minutes keep). "Mache ich heute noch." also gives the task its due date,
 * when the task had none.
 */
function takeOnAcknowledgedTasks(statements: readonly Statement[], items: Item[], speakerCompanies: Readonly<Record<string, string>>, meetingDate: string, known: readonly KnownParty[]): void {
  for (let index = 0; index < items.length; index++) {
    const item = items[index];
    const previous = index > 0 ? items[index - 1] : null;
    const before = index > 0 ? statements[index - 1]! : null;
    const statement = statements[index]!;
    if (item?.kind !== 'entry') continue;
    const spokenTo = before === null ? null : spokenToByTitle(before.text, known);
    // What the speaker before took on themselves ("Ich kläre das bis morgen." "Klar.") is only agreed
    // to; "Schicke ich Ihnen heute." after it takes on what was a request as misheard ("Mertens, Schicken wir …"),
    // and so does the one asked by title and name with "Sie" heard "wir" ("Herr Döscher, machen wir die Messung am 21. März." "In Ordnung.").
    const askedOfThem = before !== null && ASKED_AS_WIR.test(before.text.trim()) && spokenTo?.name === statement.utterance.speaker;
    const agreesOnly = before !== null && firstPersonCommitment(before.text) !== null && !inFirstPerson(statement.text) && !askedOfThem;
    const takesOn = before !== null && previous?.kind === 'entry' && previous.entry.type === 'AUFGABE' && before.utterance.speaker !== statement.utterance.speaker && !agreesOnly;
    // The one a request named answering in a few first-person words takes it on, also as misheard.
    const answersAsAsked = takesOn && previous.entry.responsiblePerson === statement.utterance.speaker && (isShortFirstPersonAnswer(statement.text) || answersWithAskedVerb(before.text, statement.text));
    const acknowledged = isAcknowledgement(statement.text) || answersAsAsked;
    if (!takesOn) {
      // Taking on with nothing before it to take on says nothing minutes keep.
      if (acknowledged) items[index] = null;
      continue;
    }
    const when = acknowledged ? null : acknowledgedWhen(statement.text);
    const due = when === null ? null : heardDueDate(when, meetingDate);
    // "Herr Engel, klären Sie bitte, ob …" "Ich melde mich bis Donnerstag dazu.", "Herr Vogt, können Sie mir das Angebot …
    // schicken?" "Ja, das Angebot schicke ich Ihnen bis Freitag.": the one asked promises it in words of their own, with the date they name.
    if (!acknowledged && due === null && item.entry.type === 'AUFGABE' && previous.entry.responsiblePerson === statement.utterance.speaker && firstPersonCommitment(statement.text) !== null && speaksOfWhatWasAsked(before.text, statement.text)) {
      const promised = dueOf(item.entry);
      if (promised) previous.entry = datedBy(previous.entry, promised);
      items[index] = null;
      continue;
    }
    // "Mach ich mich in den Problemen." (for "Mache ich bis Ende der Woche."): the one asked takes it on, when not understood;
    // so does whoever answers so a request that has no owner ("Ferhker, Schicken Sie uns …" "Das Schicke ich Ihnen, Miss Vita.").
    const takenOnByAsked = when !== null && (ownerless(previous.entry) || previous.entry.responsiblePerson === statement.utterance.speaker);
    if (!acknowledged && due === null && !takenOnByAsked) continue;
    const taker = { ...speakerAsOwner(statement, speakerCompanies), ...committedBy(statement, speakerCompanies) };
    // A Beteiligter asked by name keeps the task another voice takes on: more often the voices were
    // told apart wrongly than someone else stepped in. The user checks it. A name that is none of the
    // Beteiligte ("Volk, bitter, schicken Sie mir …" for "Herr Wolf, bitte …") keeps nothing: the one who answers takes it on.
    const askedByName = [askedOf(before.text), addressee(before.text)].some((name) => name !== null && (participantBySurname(name, known) ?? participantLikeSurname(name, known)) !== null);
    // So does one of the Beteiligte spoken to by title and their surname, or one that sounds like it ("Frau Sommer, der Bodenbelag muss …",
    // "Frau Leitz, Game & Me, …" for "Frau Seitz, geben Sie mir …"), though the task was only guessed theirs.
    const spokenToByName = spokenTo !== null && spokenTo.name === previous.entry.responsiblePerson;
    const keepsAsked = (askedByName && !previous.entry.checks.includes('owner')) || spokenToByName;
    const owner = keepsAsked ? {} : taker;
    const ownerGuessed = keepsAsked && taker.responsiblePerson !== previous.entry.responsiblePerson;
    const dated = due !== null && previous.entry.dueDate === null ? datedBy(previous.entry, due) : previous.entry;
    const checks = ENTRY_CHECKS.filter((check) => (check === 'owner' ? ownerGuessed : dated.checks.includes(check)));
    previous.entry = { ...dated, ...owner, checks };
    items[index] = null;
  }
}

/** "Die Firma Müller Bau übernimmt das.": the one named, as the Beteiligte list spells them, else as said. */
function namedTaker(statement: Statement, known: readonly KnownParty[]): Partial<EntryAnswer> {
  const said = namedTakingOn(statement.text) ?? takerNamedAfter(statement.text);
  if (!said) return {};
  if (/^(?:Herr|Frau)\s/u.test(said)) {
    return ownerNamed(knownPerson(said, known));
  }
  const name = said.replace(/^(?:die\s+)?firma\s+/iu, '');
  return { responsiblePerson: null, responsibleCompany: companyByName(name, companiesOf(known)) ?? name };
}

/**
 * "Der Zaun an der Nordseite ist beschädigt." "Die Firma Müller Bau übernimmt das.": what was said
 * just before becomes the task of the one named, with the date it names; the taking on is no entry
 * of its own. Without anything before it, it stays a task of its own.
 */
function giveToNamedTakers(statements: readonly Statement[], items: Item[], meetingDate: string): void {
  for (let index = 1; index < items.length; index++) {
    const item = items[index];
    const previous = items[index - 1];
    if (item?.kind !== 'entry' || previous?.kind !== 'entry' || previous.entry.type === 'FESTLEGUNG' || !namedTakingOn(statements[index]!.text)) continue;
    // A date the taker names is theirs ("Das macht Frau Gieseler bis Ende des Monats."); else a task keeps its date and how sure it is, and a statement's date is read as for a task.
    const due = heardDueDate(statements[index]!.text, meetingDate) ?? (previous.entry.type === 'AUFGABE' ? dueOf(previous.entry) : heardDueDate(statements[index - 1]!.text, meetingDate));
    const checks = [...previous.entry.checks.filter((check) => check !== 'owner' && check !== 'dueDate'), ...item.entry.checks.filter((check) => check === 'owner'), ...(due?.said ? [] : (['dueDate'] as const))];
    // Its source reaches to the taking on: where the owner (and their date) was said is part of it.
    const sourceEnd = Math.max(previous.entry.sourceEnd, item.entry.sourceEnd);
    previous.entry = { ...previous.entry, type: 'AUFGABE', responsiblePerson: item.entry.responsiblePerson, responsibleCompany: item.entry.responsibleCompany, dueDate: due?.date ?? null, checks, sourceEnd };
    items[index] = null;
  }
}

/**
 * "Frau Berger, wie weit ist die Beleuchtung?" "Die Scheinwerfer fehlen noch …" "Bitte melden Sie sich,
 * sobald die Scheinwerfer da sind.": a request to "Sie" that names no one asks the one the speaker was
 * just speaking with, the other voice of the last few sentences before; suggested, so the user checks it. The
 * speaker never asks themselves, so an owner the model chose that is the speaker gives way too; so does no
 * owner where the name said is none of the Beteiligte.
 */
const SPOKEN_WITH_LOOKBACK = 3;
function giveToOneSpokenWith(statements: readonly Statement[], items: Item[], speakerCompanies: Readonly<Record<string, string>>): void {
  for (let index = 1; index < items.length; index++) {
    const item = items[index];
    const statement = statements[index]!;
    if (item?.kind !== 'entry' || item.entry.type !== 'AUFGABE' || !asksTheListener(statement.text)) continue;
    const owner = item.entry.responsiblePerson ?? item.entry.responsibleCompany;
    const speakersOwn = owner === statement.utterance.speaker || owner === speakerCompanies[statement.utterance.speaker];
    // Someone named keeps it, and so does an owner other than the speaker; a name it was said to that is none
    // of the Beteiligte ("Erpannt, bestellen Sie …" for "Herr Brandl, …") left it without an owner.
    if (owner !== null && (addressee(statement.text) !== null || !speakersOwn)) continue;
    const before = statements.slice(Math.max(0, index - SPOKEN_WITH_LOOKBACK), index).findLast((other) => other.utterance.speaker !== statement.utterance.speaker)?.utterance.speaker;
    if (before !== undefined) item.entry = { ...item.entry, responsiblePerson: before, responsibleCompany: speakerCompanies[before] ?? null, checks: withCheck(item.entry.checks, 'owner') };
  }
}

/** "bis dahin": until the day just named. */
const UNTIL_THEN = /(?<![\p{L}])bis\s+dahin(?![\p{L}])/iu;
/** "Darum kümmere ich mich.", "Das kläre ich.": a word pointing back, a verb and the first person. */
const POINTS_BACK = /^(?:darum|das|dafür|drum|da)\s+\p{L}+\s+(?:ich|wir)(?![\p{L}])/iu;
const MAX_TAKING_ON_WORDS = 6;

/**
 * "Die Lüftungsfirma kommt am Montag." "Darum kümmere ich mich.": a task that only takes on what was
 * just said, naming no date of its own, is due on the day that sentence names; guessed, so the user checks it.
 * So is one due "bis dahin" ("Die Abnahme durch den TÜV ist am 15. Mai." "Die Mängelliste schicke ich Ihnen bis dahin.").
 */
function dateWhatIsTakenOn(statements: readonly Statement[], items: Item[], meetingDate: string): void {
  for (let index = 1; index < items.length; index++) {
    const item = items[index];
    const text = statements[index]!.text.trim();
    const pointsBack = (POINTS_BACK.test(text) && wordCount(text) <= MAX_TAKING_ON_WORDS) || UNTIL_THEN.test(text);
    if (item?.kind !== 'entry' || item.entry.type !== 'AUFGABE' || item.entry.dueDate !== null || !pointsBack) continue;
    const due = heardDueDate(statements[index - 1]!.text, meetingDate);
    if (due) item.entry = { ...item.entry, dueDate: due.date, checks: withCheck(item.entry.checks, 'dueDate') };
  }
}

/** The checks of an entry with one more for the user, once. */
const withCheck = (checks: readonly EntryCheck[], check: EntryCheck): EntryCheck[] => (checks.includes(check) ? [...checks] : [...checks, check]);

/** A generated task's due date, and whether it was said or only guessed. */
const dueOf = (entry: GeneratedEntry): HeardDueDate | null => (entry.dueDate === null ? null : { date: entry.dueDate, said: !entry.checks.includes('dueDate') });

/**
 * "Die Fenster kommen in Weiß." "Dann machen wir das so.": what was stated just before the
 * agreement is decided, as said. The agreement itself is no entry (kindByRule), nor does it make a
 * task a decision.
 */
function confirmDecisions(statements: readonly Statement[], items: Item[]): void {
  for (let index = 1; index < items.length; index++) {
    const previous = items[index - 1];
    if (!confirmsWhatWasSaid(statements[index]!.text) || previous?.kind !== 'entry' || previous.entry.type !== 'INFORMATION') continue;
    previous.entry = { ...previous.entry, type: 'FESTLEGUNG' };
  }
}

/**
 * "Das schicke ich Ihnen" is the speaker's task whatever else the sentence names; "machen wir" is
 * the speaker's company's (the speaker's own when the company is not known).
 */
function committedBy(statement: Statement, speakerCompanies: Readonly<Record<string, string>>): Partial<EntryAnswer> {
  const commitment = firstPersonCommitment(statement.text);
  const speaker = speakerAsOwner(statement, speakerCompanies);
  if (commitment === 'singular') return speaker;
  if (commitment === 'plural') return speaker.responsibleCompany ? { responsiblePerson: null, responsibleCompany: speaker.responsibleCompany } : { ...speaker, responsibleCompany: null };
  return {};
}

/** Neither a person nor a company is responsible. */
const ownerless = (entry: Pick<EntryAnswer, 'responsiblePerson' | 'responsibleCompany'>) => entry.responsiblePerson === null && entry.responsibleCompany === null;

/** The one who said the sentence, with their company when it is known. */
function speakerAsOwner(statement: Statement, speakerCompanies: Readonly<Record<string, string>>): Pick<EntryAnswer, 'responsiblePerson' | 'responsibleCompany'> {
  return { responsiblePerson: statement.utterance.speaker, responsibleCompany: speakerCompanies[statement.utterance.speaker] ?? null };
}

/** Every entry of a generated protocol, in protocol order. */
export const generatedEntries = (protocol: GeneratedProtocol): GeneratedEntry[] => protocol.topics.flatMap((topic) => topic.entries);

/** The AUFGABE entries as action items, in protocol order. */
export function actionItemsFrom(protocol: GeneratedProtocol): ActionItemDraft[] {
  return generatedEntries(protocol)
    .filter((entry) => entry.type === 'AUFGABE')
    .map((entry) => ({
      title: entry.text,
      responsible: entry.responsiblePerson ?? entry.responsibleCompany,
      dueDate: entry.dueDate,
      sourceStart: entry.sourceStart,
      sourceEnd: entry.sourceEnd,
    }));
}
