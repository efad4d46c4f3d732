// Two versions of a protocol compared (issue 13): the compare view of a finalised protocol and its
// correction. TOPs, entries and attendees are matched by their ids, never by position or text, so a
// reworded entry stays the same entry and a moved one is "moved", not "removed" plus "added".
// Pure: the browser renders it and the server may send or check it.
import { diffWordsWithSpace } from 'diff';
import { entryLabel, type DocumentAttendee, type DocumentEntry, type DocumentTopic, type ProtocolDocument, type ProtocolHeaderFields } from './protocolDocument';
import { HEADER_FIELDS, type HeaderField } from './protocolEdits';
import type { EntryType } from './protocols';
import { plainTextOf } from './richText';

/** A piece of a word diff; the texts of all parts in order, without the 'added' ones, are the older text. Line breaks (between paragraphs) are kept: render with white-space: pre-wrap. */
export interface TextPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** One field that differs, typed by the field so that a renderer can switch on `field` and format the value (date, status label). */
export type FieldChange<T, K extends keyof T> = { [P in K]: { field: P; before: T[P]; after: T[P] } }[K];

/** Text fields also carry a word diff (parts), dates, times and numbers are shown as before → after (parts null). */
export type HeaderChange = FieldChange<ProtocolHeaderFields, HeaderField> & { parts: TextPart[] | null };

/** The fields of an entry shown next to its text; type and text have their own places in EntryRow. */
export const COMPARED_ENTRY_FIELDS = ['responsiblePerson', 'responsibleCompany', 'dueDate', 'status'] as const satisfies readonly (keyof DocumentEntry)[];
export type EntryFieldChange = FieldChange<DocumentEntry, (typeof COMPARED_ENTRY_FIELDS)[number]>;

/** participantId is left out: linking a typed-in name to the project's participant changes nothing the reader sees. */
export const COMPARED_ATTENDEE_FIELDS = ['name', 'company', 'attendance'] as const satisfies readonly (keyof DocumentAttendee)[];
export type AttendeeFieldChange = FieldChange<DocumentAttendee, (typeof COMPARED_ATTENDEE_FIELDS)[number]>;

/**
 * One badge per row. An item that is both moved and changed is 'changed' (its `moved`/`move` says
 * it moved too), because the change is what the reader has to look at.
 */
export type RowStatus = 'same' | 'added' | 'removed' | 'changed' | 'moved';

/** Both views read the same row: side by side puts `before` left and `after` right, inline shows `after` (or `before` when removed) with the parts. */
interface RowBase<T> {
  id: string;
  status: RowStatus;
  /** null when added */
  before: T | null;
  /** null when removed */
  after: T | null;
  /** '3' for TOP 3, '3.2' for an entry, as it was cited in that version; null where the item did not exist. */
  labelBefore: string | null;
  labelAfter: string | null;
}

export interface TopicRow extends RowBase<DocumentTopic> {
  kind: 'topic';
  /** Its place among the TOPs both versions have changed (it is not part of their longest common order). */
  moved: boolean;
  /** The title's word diff, null when the title is the same. */
  titleParts: TextPart[] | null;
}

/** 'topic': now in another TOP; 'position': another place within the same TOP. */
export type EntryMove = 'topic' | 'position';

export interface EntryRow extends RowBase<DocumentEntry> {
  kind: 'entry';
  /** The TOP row this entry is listed under (the newer TOP; a removed entry's older one), for grouping and collapsing. */
  topicId: string;
  move: EntryMove | null;
  retyped: { before: EntryType; after: EntryType } | null;
  /** The word diff of the plain texts; null when the words are the same, and for added and removed entries (render their HTML). */
  textParts: TextPart[] | null;
  /** The HTML differs but the words do not (bold, a list, a link, paragraphs split or joined): a word diff cannot show it, so the row says so. */
  formattingChanged: boolean;
  fieldChanges: EntryFieldChange[];
}

export type DiffRow = TopicRow | EntryRow;

export interface AttendeeRow {
  id: string;
  status: 'same' | 'added' | 'removed' | 'changed';
  before: DocumentAttendee | null;
  after: DocumentAttendee | null;
  fieldChanges: AttendeeFieldChange[];
}

/** Each count answers one question, so an entry that was moved and reworded counts as moved and as changed. */
export interface DiffSummary {
  entries: {
    added: number;
    removed: number;
    moved: number;
    retyped: number;
    /** Words, formatting, responsible, due date or status differ. */
    changed: number;
  };
  topics: { added: number; removed: number; moved: number; renamed: number };
  attendees: { added: number; removed: number; changed: number };
  headerFields: number;
  /** Nothing differs at all: the view says so instead of showing an unmarked copy. */
  identical: boolean;
}

export interface ProtocolDiff {
  /** Only the fields that differ, in the header's order. */
  header: HeaderChange[];
  /** Every attendee, in the newer order, removed ones where they were. */
  attendees: AttendeeRow[];
  /**
   * The whole document in the newer order: each TOP row followed by its entry rows. A removed TOP or
   * entry is placed where it was, after its previous neighbour that kept its place. Unchanged rows
   * are included, so "only changes" is a filter on status !== 'same'.
   */
  rows: DiffRow[];
  summary: DiffSummary;
}

// Myers' diff costs about the square of the edits when the texts differ widely (~0.1 s at 1000
// edited tokens: words, spaces and punctuation marks). Beyond that the texts have little in common
// and "all removed, all added" says as much, so the browser never stalls on a rewritten long entry.
const MAX_TOKEN_EDITS = 1000;

type Run = { kind: 'same'; text: string } | { kind: 'change'; removed: string; added: string };
const isReplacement = (run: Run | undefined): run is Extract<Run, { kind: 'change' }> => run?.kind === 'change' && run.removed !== '' && run.added !== '';

/**
 * A word diff that keeps umlauts and ß inside words and treats each punctuation mark as a word of
 * its own, so "12.03." → "14.03." marks only the day. White space is compared too, so each side's
 * parts give back its text exactly (the side-by-side view builds both columns from them); a space
 * between two replaced words joins them, so "Herr Müller" → "Frau Köhler" reads as one replacement.
 */
export function diffText(before: string, after: string): TextPart[] {
  const changes = diffWordsWithSpace(before, after, { maxEditLength: MAX_TOKEN_EDITS });
  if (!changes) {
    return [
      { kind: 'removed' as const, text: before },
      { kind: 'added' as const, text: after },
    ].filter((part) => part.text !== '');
  }
  const runs: Run[] = [];
  for (const change of changes) {
    const last = runs.at(-1);
    if (!change.added && !change.removed) runs.push({ kind: 'same', text: change.value });
    else if (last?.kind === 'change') last[change.added ? 'added' : 'removed'] += change.value;
    else runs.push({ kind: 'change', removed: change.removed ? change.value : '', added: change.added ? change.value : '' });
  }
  const joined: Run[] = [];
  for (let index = 0; index < runs.length; index++) {
    const run = runs[index]!;
    const previous = joined.at(-1);
    const next = runs[index + 1];
    if (run.kind === 'same' && /^[^\S\n]+$/.test(run.text) && isReplacement(previous) && isReplacement(next)) {
      previous.removed += run.text + next.removed;
      previous.added += run.text + next.added;
      index++;
    } else {
      joined.push(run);
    }
  }
  return joined.flatMap((run): TextPart[] =>
    run.kind === 'same'
      ? [run]
      : [
          { kind: 'removed' as const, text: run.removed },
          { kind: 'added' as const, text: run.added },
        ].filter((part) => part.text !== ''),
  );
}

/** Only white space differs (a paragraph split or joined): for the reader the words are the same. */
const changesWords = (parts: readonly TextPart[]) => parts.some((part) => part.kind !== 'same' && /\S/.test(part.text));

/** Every field of `fields` whose values differ (by ===, as the values are strings, numbers and null). */
function changedFields<T, K extends keyof T>(before: T, after: T, fields: readonly K[]): FieldChange<T, K>[] {
  return fields.filter((field) => before[field] !== after[field]).map((field) => ({ field, before: before[field], after: after[field] }) as FieldChange<T, K>);
}

/**
 * Positions (in `sequence`) of one longest strictly increasing subsequence. Given the items both
 * versions have, in the newer order, as their indices in the older one: the items on it kept their
 * order, the others are the fewest that must have moved (one TOP moved up does not move the rest).
 */
export function longestIncreasingSubsequence(sequence: readonly number[]): Set<number> {
  // tails[k]: position of the smallest last value of an increasing run of length k + 1.
  const tails: number[] = [];
  const previous = new Array<number>(sequence.length).fill(-1);
  sequence.forEach((value, position) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (sequence[tails[middle]!]! < value) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[position] = tails[low - 1]!;
    tails[low] = position;
  });
  const kept = new Set<number>();
  for (let position = tails.at(-1) ?? -1; position !== -1; position = previous[position]!) kept.add(position);
  return kept;
}

/** The ids of `newer` items that are also in `older` but out of their relative older order. */
function movedIds<T extends { id: string }>(older: readonly T[], newer: readonly T[]): Set<string> {
  const olderIndex = new Map(older.map((item, index) => [item.id, index]));
  const common = newer.filter((item) => olderIndex.has(item.id));
  const kept = longestIncreasingSubsequence(common.map((item) => olderIndex.get(item.id)!));
  return new Set(common.filter((_, position) => !kept.has(position)).map((item) => item.id));
}

/**
 * The newer list with the removed items of the older one, each right after its nearest previous
 * older neighbour that is still in the list and did not move (so it is still "where it was"), or
 * first. Items that went elsewhere (moved to another TOP) are neither.
 */
function inPlace<T extends { id: string }>(older: readonly T[], newer: readonly T[], isRemoved: (id: string) => boolean, isAnchor: (id: string) => boolean) {
  const newerIds = new Set(newer.map((item) => item.id));
  const removedAfter = new Map<string | null, T[]>();
  let anchor: string | null = null;
  for (const item of older) {
    if (newerIds.has(item.id)) {
      if (isAnchor(item.id)) anchor = item.id;
    } else if (isRemoved(item.id)) {
      const list = removedAfter.get(anchor) ?? [];
      list.push(item);
      removedAfter.set(anchor, list);
    }
  }
  const removed = (after: string | null) => (removedAfter.get(after) ?? []).map((item) => ({ item, removed: true }));
  return [...removed(null), ...newer.flatMap((item) => [{ item, removed: false }, ...removed(item.id)])];
}

const TEXT_HEADER_FIELDS = new Set<HeaderField>(['title', 'location', 'recorder', 'distribution', 'nextMeetingLocation']);

function diffHeader(older: ProtocolHeaderFields, newer: ProtocolHeaderFields): HeaderChange[] {
  return changedFields(older, newer, HEADER_FIELDS).map((change) => ({
    ...change,
    parts: TEXT_HEADER_FIELDS.has(change.field) ? diffText(String(change.before ?? ''), String(change.after ?? '')) : null,
  }));
}

function diffAttendees(older: readonly DocumentAttendee[], newer: readonly DocumentAttendee[]): AttendeeRow[] {
  const olderById = new Map(older.map((attendee) => [attendee.id, attendee]));
  const newerIds = new Set(newer.map((attendee) => attendee.id));
  return inPlace(older, newer, (id) => !newerIds.has(id), () => true).map(({ item, removed }): AttendeeRow => {
    if (removed) return { id: item.id, status: 'removed', before: item, after: null, fieldChanges: [] };
    const before = olderById.get(item.id);
    if (!before) return { id: item.id, status: 'added', before: null, after: item, fieldChanges: [] };
    const fieldChanges = changedFields(before, item, COMPARED_ATTENDEE_FIELDS);
    return { id: item.id, status: fieldChanges.length ? 'changed' : 'same', before, after: item, fieldChanges };
  });
}

interface Placed {
  entry: DocumentEntry;
  topic: DocumentTopic;
}

const placesOf = (document: ProtocolDocument) =>
  new Map<string, Placed>(document.topics.flatMap((topic) => topic.entries.map((entry) => [entry.id, { entry, topic }] as const)));

function compareEntries(before: Placed, after: Placed, move: EntryMove | null): EntryRow {
  const retyped = before.entry.type === after.entry.type ? null : { before: before.entry.type, after: after.entry.type };
  let textParts: TextPart[] | null = null;
  let formattingChanged = false;
  // Most entries are untouched between versions: equal HTML needs no sanitising and no word diff.
  if (before.entry.html !== after.entry.html) {
    const parts = diffText(plainTextOf(before.entry.html), plainTextOf(after.entry.html));
    if (changesWords(parts)) textParts = parts;
    else formattingChanged = true;
  }
  const fieldChanges = changedFields(before.entry, after.entry, COMPARED_ENTRY_FIELDS);
  const changed = retyped !== null || textParts !== null || formattingChanged || fieldChanges.length > 0;
  return {
    kind: 'entry',
    id: after.entry.id,
    topicId: after.topic.id,
    status: changed ? 'changed' : move ? 'moved' : 'same',
    before: before.entry,
    after: after.entry,
    labelBefore: entryLabel(before.topic, before.entry),
    labelAfter: entryLabel(after.topic, after.entry),
    move,
    retyped,
    textParts,
    formattingChanged,
    fieldChanges,
  };
}

const onlyIn = (placed: Placed, side: 'before' | 'after'): EntryRow => ({
  kind: 'entry',
  id: placed.entry.id,
  topicId: placed.topic.id,
  status: side === 'before' ? 'removed' : 'added',
  before: side === 'before' ? placed.entry : null,
  after: side === 'after' ? placed.entry : null,
  labelBefore: side === 'before' ? entryLabel(placed.topic, placed.entry) : null,
  labelAfter: side === 'after' ? entryLabel(placed.topic, placed.entry) : null,
  move: null,
  retyped: null,
  textParts: null,
  formattingChanged: false,
  fieldChanges: [],
});

function topicRow(before: DocumentTopic | null, after: DocumentTopic | null, moved: boolean): TopicRow {
  const titleParts = before && after && before.title !== after.title ? diffText(before.title, after.title) : null;
  const status: RowStatus = !before ? 'added' : !after ? 'removed' : titleParts ? 'changed' : moved ? 'moved' : 'same';
  return {
    kind: 'topic',
    id: (after ?? before)!.id,
    status,
    before,
    after,
    labelBefore: before && String(before.number),
    labelAfter: after && String(after.number),
    moved,
    titleParts,
  };
}

function summarise(header: HeaderChange[], attendees: AttendeeRow[], rows: DiffRow[]): DiffSummary {
  const count = <T>(items: readonly T[], test: (item: T) => boolean) => items.reduce((sum, item) => sum + (test(item) ? 1 : 0), 0);
  const topics = rows.filter((row): row is TopicRow => row.kind === 'topic');
  const entries = rows.filter((row): row is EntryRow => row.kind === 'entry');
  const summary: Omit<DiffSummary, 'identical'> = {
    entries: {
      added: count(entries, (row) => row.status === 'added'),
      removed: count(entries, (row) => row.status === 'removed'),
      moved: count(entries, (row) => row.move !== null),
      retyped: count(entries, (row) => row.retyped !== null),
      changed: count(entries, (row) => row.textParts !== null || row.formattingChanged || row.fieldChanges.length > 0),
    },
    topics: {
      added: count(topics, (row) => row.status === 'added'),
      removed: count(topics, (row) => row.status === 'removed'),
      moved: count(topics, (row) => row.moved),
      renamed: count(topics, (row) => row.titleParts !== null),
    },
    attendees: {
      added: count(attendees, (row) => row.status === 'added'),
      removed: count(attendees, (row) => row.status === 'removed'),
      changed: count(attendees, (row) => row.status === 'changed'),
    },
    headerFields: header.length,
  };
  const identical = header.length === 0 && attendees.every((row) => row.status === 'same') && rows.every((row) => row.status === 'same');
  return { ...summary, identical };
}

export function diffProtocols(older: ProtocolDocument, newer: ProtocolDocument): ProtocolDiff {
  const olderPlaces = placesOf(older);
  const newerPlaces = placesOf(newer);
  const olderTopics = new Map(older.topics.map((topic) => [topic.id, topic]));
  const newerTopicIds = new Set(newer.topics.map((topic) => topic.id));
  const movedTopics = movedIds(older.topics, newer.topics);

  // Within a TOP only the entries that were in that same TOP before compete for "kept their order".
  const movedInTopic = new Set<string>();
  for (const topic of newer.topics) {
    const before = olderTopics.get(topic.id);
    if (!before) continue;
    const stayed = topic.entries.filter((entry) => olderPlaces.get(entry.id)?.topic.id === topic.id);
    for (const id of movedIds(before.entries, stayed)) movedInTopic.add(id);
  }

  const entryRow = (id: string, removed: boolean): EntryRow => {
    const before = olderPlaces.get(id);
    if (removed) return onlyIn(before!, 'before');
    const after = newerPlaces.get(id)!;
    if (!before) return onlyIn(after, 'after');
    const move: EntryMove | null = before.topic.id !== after.topic.id ? 'topic' : movedInTopic.has(id) ? 'position' : null;
    return compareEntries(before, after, move);
  };

  const isRemovedEntry = (id: string) => !newerPlaces.has(id);
  const rows: DiffRow[] = [];
  for (const { item: topic, removed } of inPlace(older.topics, newer.topics, (id) => !newerTopicIds.has(id), (id) => !movedTopics.has(id))) {
    const before = olderTopics.get(topic.id) ?? null;
    rows.push(topicRow(before, removed ? null : topic, movedTopics.has(topic.id)));
    const stayInPlace = (id: string) => olderPlaces.get(id)?.topic.id === topic.id && !movedInTopic.has(id);
    const entries = inPlace(before?.entries ?? [], removed ? [] : topic.entries, isRemovedEntry, stayInPlace);
    for (const { item: entry, removed: entryRemoved } of entries) rows.push(entryRow(entry.id, entryRemoved));
  }

  const header = diffHeader(older.header, newer.header);
  const attendees = diffAttendees(older.attendees, newer.attendees);
  return { header, attendees, rows, summary: summarise(header, attendees, rows) };
}
