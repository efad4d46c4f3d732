// Scores a generated protocol against the labels of an evaluation meeting (issue 17 point 7).
// An entry is "about" a label when it keeps at least half of the label's key words, as word
// beginnings. Matched 'as heard' (the default), a word as speech recognition misheard it counts
// when its beginning sounds like the key or is one slip from it, and a compound it wrote in two
// words counts joined ("Meerkosten", "Blitz Schutz"); matched 'exact', only the letters count.
// A task counts as found only when a task entry is about it and names its owner (the person's
// surname or the company). Types, and tasks found, are also counted by the line an entry was taken
// from (its link to the recording against where each line is spoken), which misheard words cannot
// hide: a task entry taken from the line a task was said in, naming its owner, is about that task.
import { soundsLike, spelledLike } from '../../domain/protocols/nameMatching';
import { overlapSeconds } from '../../domain/transcripts/transcripts';
import type { EvaluationLine, EvaluationMeeting, Label } from './meetings';

/** A stretch of the recording, seconds. */
export interface Span {
  start: number;
  end: number;
}

export interface ScoredEntry {
  type: 'INFORMATION' | 'FESTLEGUNG' | 'AUFGABE';
  text: string;
  responsiblePerson: string | null;
  responsibleCompany: string | null;
  /** YYYY-MM-DD */
  dueDate: string | null;
  /** The part of the recording the entry was taken from, seconds. */
  source?: Span | null;
}

export interface MeetingScore {
  entries: number;
  /** Entries whose type is the type of the label they are about; entries about nothing labelled count as wrong. */
  typesRight: number;
  /** Entries about a label at all: typesRight of these says how well the types are chosen, apart from what was misheard beyond matching. */
  aboutLabels: number;
  /** Entries whose type is a label's of the line they were taken from (the line their source overlaps most); null without the lines' spans. */
  typesRightBySource: number | null;
  tasks: { labelled: number; predicted: number; found: number; dueRight: number };
  /** Tasks found by the line a task entry was taken from rather than by its words; null without the lines' spans. */
  tasksBySource: { found: number; dueRight: number } | null;
  decisions: { labelled: number; found: number };
}

const TYPE_OF: Record<Label['kind'], ScoredEntry['type']> = { task: 'AUFGABE', decision: 'FESTLEGUNG', information: 'INFORMATION' };

const wordsOf = (text: string) => text.toLocaleLowerCase('de-DE').match(/\p{L}+/gu) ?? [];

export type Matching = 'as heard' | 'exact';

/**
 * A key word is kept by a word that begins with it or, as heard, whose beginning sounds like it
 * (only for keys long enough to tell apart). A word much shorter than the key is kept only by its
 * letters ("Musterung" for "Bemusterung"), not by its sound code: "Tag" has the code of "Decke".
 */
function keeps(word: string, key: string, matching: Matching): boolean {
  if (word.startsWith(key)) return true;
  if (matching === 'exact' || key.length < 5) return false;
  const beginning = word.slice(0, key.length);
  return word.length >= key.length - 1 ? soundsLike(beginning, key) : spelledLike(beginning, key);
}

/** The share of the label's keys that begin a word of the text (as heard, also two of its words written together). */
function coverage(text: string, label: Label, matching: Matching): number {
  const words = wordsOf(text);
  const candidates = matching === 'as heard' ? [...words, ...words.slice(1).map((word, i) => words[i] + word)] : words;
  return label.keys.filter((key) => candidates.some((word) => keeps(word, key.toLocaleLowerCase('de-DE'), matching))).length / label.keys.length;
}

/** The label an entry is most about, if any. */
function bestLabel(entry: ScoredEntry, labels: readonly Label[], matching: Matching): Label | undefined {
  let best: { label: Label; share: number } | undefined;
  for (const label of labels) {
    const share = coverage(entry.text, label, matching);
    if (share >= 0.5 && (!best || share > best.share)) best = { label, share };
  }
  return best?.label;
}

/** The owner is named: the person's surname or the company's first word, in the entry's Verantwortlich or Firma. */
function namesOwner(entry: ScoredEntry, owner: string, meeting: EvaluationMeeting): boolean {
  const said = `${entry.responsiblePerson ?? ''} ${entry.responsibleCompany ?? ''}`.toLocaleLowerCase('de-DE');
  const isPerson = meeting.participants.some((p) => p.name === owner);
  const name = isPerson ? owner.split(' ').at(-1)! : owner.split(' ')[0]!;
  return said.includes(name.toLocaleLowerCase('de-DE'));
}

/** The line of the meeting whose span overlaps the entry's source most, if any does. */
function sourceLine(entry: ScoredEntry, meeting: EvaluationMeeting, spans: readonly Span[]) {
  const source = entry.source;
  if (!source) return undefined;
  let best: { index: number; overlap: number } | undefined;
  for (const [index, span] of spans.entries()) {
    const overlap = overlapSeconds(source, span);
    if (overlap > 0 && (!best || overlap > best.overlap)) best = { index, overlap };
  }
  return best && meeting.lines[best.index];
}

export function scoreMeeting(meeting: EvaluationMeeting, entries: readonly ScoredEntry[], matching: Matching = 'as heard', spans?: readonly Span[]): MeetingScore {
  const isAbout = (entry: ScoredEntry, label: Label) => coverage(entry.text, label, matching) >= 0.5;
  const labels = meeting.lines.flatMap((line) => line.labels ?? []);
  const tasks = labels.filter((label) => label.kind === 'task');
  const decisions = labels.filter((label) => label.kind === 'decision');
  const taskEntries = entries.filter((entry) => entry.type === 'AUFGABE');

  const bestLabels = entries.map((entry) => ({ entry, label: bestLabel(entry, labels, matching) }));
  const typesRight = bestLabels.filter(({ entry, label }) => label !== undefined && TYPE_OF[label.kind] === entry.type).length;
  const aboutLabels = bestLabels.filter(({ label }) => label !== undefined).length;
  const typesRightBySource = spans
    ? entries.filter((entry) => (sourceLine(entry, meeting, spans)?.labels ?? []).some((label) => TYPE_OF[label.kind] === entry.type)).length
    : null;

  const byWords = matchTasks(meeting, taskEntries, (entry, label) => isAbout(entry, label));
  const tasksBySource = spans ? matchTasks(meeting, taskEntries, (entry, _label, line) => sourceLine(entry, meeting, spans) === line) : null;
  const decisionsFound = decisions.filter((label) => entries.some((entry) => entry.type === 'FESTLEGUNG' && isAbout(entry, label))).length;

  return {
    entries: entries.length,
    typesRight,
    aboutLabels,
    typesRightBySource,
    tasks: { labelled: tasks.length, predicted: taskEntries.length, ...byWords },
    tasksBySource,
    decisions: { labelled: decisions.length, found: decisionsFound },
  };
}

/**
 * Each labelled task matched to the first task entry that is about it (by `isAbout`) and names its
 * owner; each entry matched to at most one task. How many were found, and with the right due date.
 */
function matchTasks(meeting: EvaluationMeeting, taskEntries: readonly ScoredEntry[], isAbout: (entry: ScoredEntry, label: Label, line: EvaluationLine) => boolean): { found: number; dueRight: number } {
  const used = new Set<ScoredEntry>();
  let dueRight = 0;
  for (const line of meeting.lines) {
    for (const label of line.labels ?? []) {
      if (label.kind !== 'task') continue;
      const match = taskEntries.find((entry) => !used.has(entry) && isAbout(entry, label, line) && namesOwner(entry, label.owner!, meeting));
      if (!match) continue;
      used.add(match);
      if (match.dueDate === (label.due ?? null)) dueRight++;
    }
  }
  return { found: used.size, dueRight };
}

/** Precision, recall and F1 of the action items over one or several meetings. */
export function actionItemF1(scores: readonly MeetingScore[], bySource = false): { precision: number; recall: number; f1: number } {
  const predicted = scores.reduce((sum, score) => sum + score.tasks.predicted, 0);
  const labelled = scores.reduce((sum, score) => sum + score.tasks.labelled, 0);
  const found = scores.reduce((sum, score) => sum + (bySource ? (score.tasksBySource?.found ?? 0) : score.tasks.found), 0);
  const precision = predicted ? found / predicted : 0;
  const recall = labelled ? found / labelled : 0;
  return { precision, recall, f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0 };
}
