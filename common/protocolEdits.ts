// What an edit of a protocol sends: small operations, not the document (an autosave of a 300-entry
// protocol stays as small as the change). The browser applies them to its copy at once and the
// server applies the same function to the stored document, so both agree on the result.
//
// Two tabs or devices never overwrite each other silently: a change of a field carries the value
// its sender saw ('base'). It applies when the field still holds that value; when someone else
// changed the field meanwhile it is a conflict, which the sender resolves (keep mine, or take
// theirs). Changes of different fields merge on their own. Every operation can be sent twice (a
// retry after a lost answer) with the same result.
import { CLIENT_TEXT, textProblem } from './clientText';
import { isValidDay } from './dates';
import {
  DOCUMENT_LIMITS,
  nextNumber,
  type Attendance,
  type DocumentAttendee,
  type DocumentEntry,
  type EntryCheck,
  type DocumentTopic,
  type EntryStatus,
  type ProtocolDocument,
  type ProtocolHeaderFields,
} from './protocolDocument';
import type { EntryType } from './protocols';
import { RICH_TEXT_MAX_LENGTH, sanitizeProtocolHtml } from './richText';

export const HEADER_FIELDS = [
  'title',
  'date',
  'startTime',
  'location',
  'meetingNumber',
  'recorder',
  'distribution',
  'nextMeetingDate',
  'nextMeetingTime',
  'nextMeetingLocation',
] as const satisfies readonly (keyof ProtocolHeaderFields)[];
export type HeaderField = (typeof HEADER_FIELDS)[number];

export const ENTRY_FIELDS = ['type', 'html', 'responsiblePerson', 'responsibleCompany', 'dueDate', 'status'] as const satisfies readonly (keyof DocumentEntry)[];
export type EntryField = (typeof ENTRY_FIELDS)[number];

export const ATTENDEE_FIELDS = ['participantId', 'name', 'company', 'attendance'] as const satisfies readonly (keyof DocumentAttendee)[];
export type AttendeeField = (typeof ATTENDEE_FIELDS)[number];

const CHECK_OF_FIELD: Record<EntryField, EntryCheck | null> = {
  type: 'type',
  html: null,
  responsiblePerson: 'owner',
  responsibleCompany: 'owner',
  dueDate: 'dueDate',
  status: null,
};

/** The checks without `check`; undefined when none is left. */
function withoutCheck(checks: readonly EntryCheck[] | undefined, check: EntryCheck | null): EntryCheck[] | undefined {
  const left = (checks ?? []).filter((c) => c !== check);
  return left.length > 0 ? left : undefined;
}

/** Field values travel as text (null clears a field); each field's rule reads them. */
export type FieldValue = string | null;

export type EditOperation =
  | { kind: 'setHeader'; field: HeaderField; base: FieldValue; value: FieldValue }
  | { kind: 'addTopic'; topicId: string; index: number; title: string }
  | { kind: 'setTopicTitle'; topicId: string; base: string; value: string }
  | { kind: 'moveTopic'; topicId: string; index: number }
  | { kind: 'deleteTopic'; topicId: string }
  | { kind: 'addEntry'; topicId: string; entryId: string; index: number; type: EntryType; html: string }
  | { kind: 'setEntry'; entryId: string; field: EntryField; base: FieldValue; value: FieldValue }
  | { kind: 'moveEntry'; entryId: string; topicId: string; index: number }
  | { kind: 'deleteEntry'; entryId: string }
  /** The user checked what generation guessed: its marks go. */
  | { kind: 'confirmEntry'; entryId: string }
  | { kind: 'addAttendee'; attendeeId: string; participantId: string | null; name: string; company: string | null; attendance: Attendance }
  | { kind: 'setAttendee'; attendeeId: string; field: AttendeeField; base: FieldValue; value: FieldValue }
  | { kind: 'removeAttendee'; attendeeId: string };
export type EditKind = EditOperation['kind'];

/** An operation that did not apply because the document changed under it. */
export interface EditConflict {
  /** Index of the operation in the batch */
  operation: number;
  /** changed: the field holds another value than the sender saw; gone: the TOP, entry or attendee was deleted. */
  reason: 'changed' | 'gone';
  /** For 'changed': the value the field holds now. */
  currentValue: FieldValue;
}

export const EDIT_TEXT = {
  saveFailed: 'Speichern fehlgeschlagen. Bitte versuchen Sie es erneut.',
  titleRequired: 'Bitte geben Sie einen Titel ein.',
  topicTitleRequired: 'Bitte geben Sie einen Titel für den TOP ein.',
  nameRequired: 'Bitte geben Sie einen Namen ein.',
  invalidDate: 'Bitte geben Sie ein gültiges Datum ein (TT.MM.JJJJ).',
  invalidTime: 'Bitte geben Sie eine gültige Uhrzeit ein (HH:MM).',
  invalidNumber: 'Bitte geben Sie eine ganze Zahl zwischen 1 und 9999 ein.',
  invalidChoice: 'Dieser Wert ist nicht zulässig.',
  tooManyTopics: `Ein Protokoll kann höchstens ${DOCUMENT_LIMITS.topics} TOPs haben.`,
  tooManyEntries: `Ein Protokoll kann höchstens ${DOCUMENT_LIMITS.entries} Einträge haben.`,
  tooManyAttendees: `Ein Protokoll kann höchstens ${DOCUMENT_LIMITS.attendees} Teilnehmer haben.`,
  duplicateId: 'Diese Kennung wird im Protokoll bereits verwendet.',
  unknownParticipant: 'Dieser Beteiligte gehört nicht zum Projekt.',
} as const;

/** A value the rules refuse; the message is for the user, in German. */
export class EditRejected extends Error {
  constructor(
    readonly operation: number,
    message: string,
  ) {
    super(message);
  }
}

const ENTRY_TYPES: readonly EntryType[] = ['INFORMATION', 'FESTLEGUNG', 'AUFGABE'];
const ENTRY_STATUSES: readonly EntryStatus[] = ['OPEN', 'COMPLETED'];
const ATTENDANCES: readonly Attendance[] = ['PRESENT', 'ABSENT', 'EXCUSED'];
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function text(value: FieldValue, max: number, options: { required?: string; multiline?: boolean } = {}): string | null {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) {
    if (options.required) throw new Error(options.required);
    return null;
  }
  const problem = textProblem(trimmed, { multiline: options.multiline ?? false, maxLength: max });
  if (problem) throw new Error(problem);
  return trimmed;
}

function day(value: FieldValue, required = false): string | null {
  if (!value) {
    if (required) throw new Error(EDIT_TEXT.invalidDate);
    return null;
  }
  if (!isValidDay(value)) throw new Error(EDIT_TEXT.invalidDate);
  return value;
}

function time(value: FieldValue): string | null {
  if (!value) return null;
  if (!TIME.test(value)) throw new Error(EDIT_TEXT.invalidTime);
  return value;
}

function choice<T extends string>(value: FieldValue, allowed: readonly T[], nullable = false): T | null {
  if (value === null && nullable) return null;
  if (!allowed.includes(value as T)) throw new Error(EDIT_TEXT.invalidChoice);
  return value as T;
}

export function richText(value: FieldValue): string {
  if ((value?.length ?? 0) > RICH_TEXT_MAX_LENGTH) throw new Error(CLIENT_TEXT.tooLong(RICH_TEXT_MAX_LENGTH));
  return sanitizeProtocolHtml(value ?? '');
}

/** The stored form of a header field's value; throws the German reason for one the rules refuse. */
export function headerValue(field: HeaderField, value: FieldValue): ProtocolHeaderFields[HeaderField] {
  switch (field) {
    case 'title':
      return text(value, DOCUMENT_LIMITS.titleLength, { required: EDIT_TEXT.titleRequired })!;
    case 'date':
      return day(value, true)!;
    case 'nextMeetingDate':
      return day(value);
    case 'startTime':
    case 'nextMeetingTime':
      return time(value);
    case 'location':
    case 'nextMeetingLocation':
      return text(value, DOCUMENT_LIMITS.locationLength);
    case 'recorder':
      return text(value, DOCUMENT_LIMITS.nameLength);
    case 'distribution':
      return text(value, DOCUMENT_LIMITS.distributionLength, { multiline: true });
    case 'meetingNumber': {
      if (!value?.trim()) return null;
      const n = Number(value.trim());
      if (!/^\d{1,4}$/.test(value.trim()) || n < 1) throw new Error(EDIT_TEXT.invalidNumber);
      return n;
    }
  }
}

export function entryValue(field: EntryField, value: FieldValue): DocumentEntry[EntryField] {
  switch (field) {
    case 'type':
      return choice(value, ENTRY_TYPES)!;
    case 'html':
      return richText(value);
    case 'responsiblePerson':
      return text(value, DOCUMENT_LIMITS.nameLength);
    case 'responsibleCompany':
      return text(value, DOCUMENT_LIMITS.companyLength);
    case 'dueDate':
      return day(value);
    case 'status':
      return choice(value, ENTRY_STATUSES, true);
  }
}

function attendeeValue(field: AttendeeField, value: FieldValue, participantIds: ReadonlySet<string> | null): DocumentAttendee[AttendeeField] {
  switch (field) {
    case 'participantId':
      if (value !== null && participantIds && !participantIds.has(value)) throw new Error(EDIT_TEXT.unknownParticipant);
      return value;
    case 'name':
      return text(value, DOCUMENT_LIMITS.nameLength, { required: EDIT_TEXT.nameRequired })!;
    case 'company':
      return text(value, DOCUMENT_LIMITS.companyLength);
    case 'attendance':
      return choice(value, ATTENDANCES)!;
  }
}

/** A field's value as an operation carries it. */
export const asFieldValue = (value: string | number | null): FieldValue => (value === null ? null : String(value));

export interface ApplyOptions {
  /** The project's participants an attendee may refer to; null skips the check (the browser, which offers only these). */
  participantIds?: ReadonlySet<string> | null;
}

export interface ApplyResult {
  document: ProtocolDocument;
  conflicts: EditConflict[];
}

const clampIndex = (index: number, length: number) => Math.max(0, Math.min(Number.isInteger(index) ? index : length, length));

function insertAt<T>(items: readonly T[], index: number, item: T): T[] {
  const copy = [...items];
  copy.splice(clampIndex(index, copy.length), 0, item);
  return copy;
}

/**
 * Applies the operations in order. Refused values throw EditRejected (nothing of the batch
 * applies); operations on changed fields or deleted parts become conflicts and the rest applies.
 */
export function applyEdits(document: ProtocolDocument, operations: readonly EditOperation[], options: ApplyOptions = {}): ApplyResult {
  let doc = document;
  const conflicts: EditConflict[] = [];
  const entryCount = () => doc.topics.reduce((sum, topic) => sum + topic.entries.length, 0);
  const findEntry = (entryId: string) => {
    for (const topic of doc.topics) {
      const entry = topic.entries.find((e) => e.id === entryId);
      if (entry) return { topic, entry };
    }
    return null;
  };
  const idInUse = (id: string) => doc.topics.some((t) => t.id === id || t.entries.some((e) => e.id === id)) || doc.attendees.some((a) => a.id === id);
  const replaceTopic = (topicId: string, change: (topic: DocumentTopic) => DocumentTopic) => {
    doc = { ...doc, topics: doc.topics.map((t) => (t.id === topicId ? change(t) : t)) };
  };
  /** Three-way rule of one field: already the new value, still the seen value, or changed by someone else. */
  const settle = <V>(index: number, current: V, base: V, value: V, apply: () => void) => {
    if (current === value) return;
    if (current !== base) {
      conflicts.push({ operation: index, reason: 'changed', currentValue: asFieldValue(current as string | number | null) });
      return;
    }
    apply();
  };
  const gone = (index: number) => conflicts.push({ operation: index, reason: 'gone', currentValue: null });

  operations.forEach((op, index) => {
    try {
      switch (op.kind) {
        case 'setHeader': {
          const value = headerValue(op.field, op.value);
          const base = op.base === null ? null : headerValueLoose(op.field, op.base);
          settle(index, doc.header[op.field], base, value, () => {
            doc = { ...doc, header: { ...doc.header, [op.field]: value } };
          });
          return;
        }
        case 'addTopic': {
          if (doc.topics.some((t) => t.id === op.topicId)) return;
          if (idInUse(op.topicId)) throw new Error(EDIT_TEXT.duplicateId);
          if (doc.topics.length >= DOCUMENT_LIMITS.topics) throw new Error(EDIT_TEXT.tooManyTopics);
          const title = text(op.title, DOCUMENT_LIMITS.topicTitleLength, { required: EDIT_TEXT.topicTitleRequired })!;
          doc = { ...doc, topics: insertAt(doc.topics, op.index, { id: op.topicId, number: nextNumber(doc.topics), title, entries: [] }) };
          return;
        }
        case 'setTopicTitle': {
          const topic = doc.topics.find((t) => t.id === op.topicId);
          if (!topic) return gone(index);
          const value = text(op.value, DOCUMENT_LIMITS.topicTitleLength, { required: EDIT_TEXT.topicTitleRequired })!;
          settle(index, topic.title, op.base.trim(), value, () => replaceTopic(op.topicId, (t) => ({ ...t, title: value })));
          return;
        }
        case 'moveTopic': {
          const topic = doc.topics.find((t) => t.id === op.topicId);
          if (!topic) return gone(index);
          doc = { ...doc, topics: insertAt(doc.topics.filter((t) => t.id !== op.topicId), op.index, topic) };
          return;
        }
        case 'deleteTopic':
          doc = { ...doc, topics: doc.topics.filter((t) => t.id !== op.topicId) };
          return;
        case 'addEntry': {
          if (findEntry(op.entryId)) return;
          const topic = doc.topics.find((t) => t.id === op.topicId);
          if (!topic) return gone(index);
          if (idInUse(op.entryId)) throw new Error(EDIT_TEXT.duplicateId);
          if (entryCount() >= DOCUMENT_LIMITS.entries) throw new Error(EDIT_TEXT.tooManyEntries);
          const type = choice(op.type, ENTRY_TYPES)!;
          const entry: DocumentEntry = {
            id: op.entryId,
            number: nextNumber(topic.entries),
            type,
            html: richText(op.html),
            responsiblePerson: null,
            responsibleCompany: null,
            dueDate: null,
            status: type === 'AUFGABE' ? 'OPEN' : null,
            sourceStart: null,
            sourceEnd: null,
          };
          replaceTopic(topic.id, (t) => ({ ...t, entries: insertAt(t.entries, op.index, entry) }));
          return;
        }
        case 'setEntry': {
          const found = findEntry(op.entryId);
          if (!found) return gone(index);
          const value = entryValue(op.field, op.value);
          const base = op.field === 'html' ? richText(op.base) : entryValueLoose(op.field, op.base);
          settle(index, found.entry[op.field], base, value, () => {
            const changed: DocumentEntry = { ...found.entry, [op.field]: value };
            // An Aufgabe is open until someone completes it; other types have no status.
            if (op.field === 'type') changed.status = value === 'AUFGABE' ? (found.entry.status ?? 'OPEN') : null;
            if (op.field === 'status' && changed.type !== 'AUFGABE') changed.status = null;
            // A field the user set is no longer a guess.
            const cleared = withoutCheck(changed.checks, CHECK_OF_FIELD[op.field]);
            if (cleared) changed.checks = cleared;
            else delete changed.checks;
            replaceTopic(found.topic.id, (t) => ({ ...t, entries: t.entries.map((e) => (e.id === op.entryId ? changed : e)) }));
          });
          return;
        }
        case 'moveEntry': {
          const found = findEntry(op.entryId);
          const target = doc.topics.find((t) => t.id === op.topicId);
          if (!found || !target) return gone(index);
          const sameTopic = found.topic.id === target.id;
          // In another TOP it is that TOP's next entry; within its TOP it keeps its number.
          const moved = sameTopic ? found.entry : { ...found.entry, number: nextNumber(target.entries) };
          replaceTopic(found.topic.id, (t) => ({ ...t, entries: t.entries.filter((e) => e.id !== op.entryId) }));
          replaceTopic(target.id, (t) => ({ ...t, entries: insertAt(t.entries, op.index, moved) }));
          return;
        }
        case 'deleteEntry': {
          const found = findEntry(op.entryId);
          if (found) replaceTopic(found.topic.id, (t) => ({ ...t, entries: t.entries.filter((e) => e.id !== op.entryId) }));
          return;
        }
        case 'confirmEntry': {
          const found = findEntry(op.entryId);
          if (!found) return gone(index);
          if (!found.entry.checks) return;
          const { checks: _confirmed, ...confirmed } = found.entry;
          replaceTopic(found.topic.id, (t) => ({ ...t, entries: t.entries.map((e) => (e.id === op.entryId ? confirmed : e)) }));
          return;
        }
        case 'addAttendee': {
          if (doc.attendees.some((a) => a.id === op.attendeeId)) return;
          if (idInUse(op.attendeeId)) throw new Error(EDIT_TEXT.duplicateId);
          if (doc.attendees.length >= DOCUMENT_LIMITS.attendees) throw new Error(EDIT_TEXT.tooManyAttendees);
          const participantIds = options.participantIds ?? null;
          const attendee: DocumentAttendee = {
            id: op.attendeeId,
            participantId: attendeeValue('participantId', op.participantId, participantIds) as string | null,
            name: attendeeValue('name', op.name, null) as string,
            company: attendeeValue('company', op.company, null) as string | null,
            attendance: attendeeValue('attendance', op.attendance, null) as Attendance,
          };
          doc = { ...doc, attendees: [...doc.attendees, attendee] };
          return;
        }
        case 'setAttendee': {
          const attendee = doc.attendees.find((a) => a.id === op.attendeeId);
          if (!attendee) return gone(index);
          const value = attendeeValue(op.field, op.value, options.participantIds ?? null);
          const base = op.field === 'name' ? op.base?.trim() || null : op.base === null ? null : op.field === 'company' ? op.base.trim() || null : op.base;
          settle(index, attendee[op.field], base, value, () => {
            doc = { ...doc, attendees: doc.attendees.map((a) => (a.id === op.attendeeId ? { ...a, [op.field]: value } : a)) };
          });
          return;
        }
        case 'removeAttendee':
          doc = { ...doc, attendees: doc.attendees.filter((a) => a.id !== op.attendeeId) };
          return;
      }
    } catch (error) {
      if (error instanceof EditRejected) throw error;
      throw new EditRejected(index, error instanceof Error ? error.message : EDIT_TEXT.invalidChoice);
    }
  });
  return { document: doc, conflicts };
}

// A base value is what the sender saw, already stored once: read it without refusing it, so a
// field that was valid under an older rule still compares.
function headerValueLoose(field: HeaderField, base: string): ProtocolHeaderFields[HeaderField] {
  if (field === 'meetingNumber') return /^\d+$/.test(base.trim()) ? Number(base.trim()) : null;
  return base.trim() || (field === 'title' ? '' : null);
}

function entryValueLoose(field: EntryField, base: FieldValue): DocumentEntry[EntryField] {
  if (base === null) return null;
  if (field === 'responsiblePerson' || field === 'responsibleCompany') return base.trim() || null;
  return base as DocumentEntry[EntryField];
}
