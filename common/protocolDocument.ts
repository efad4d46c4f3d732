// The protocol as one structured document (issue 13): header, attendees, numbered TOPs and typed
// entries. The editor in the browser and the server hold the same shape, a frozen version stores it
// as it was, and the compare view reads two of them.
import type { EntryType } from './protocols';

export type Attendance = 'PRESENT' | 'ABSENT' | 'EXCUSED';
export const ATTENDANCE_LABELS: Record<Attendance, string> = { PRESENT: 'anwesend', ABSENT: 'abwesend', EXCUSED: 'entschuldigt' };

/** Only an Aufgabe has a status; an Information or Festlegung has none (null). */
export type EntryStatus = 'OPEN' | 'COMPLETED';
export const ENTRY_STATUS_LABELS: Record<EntryStatus, string> = { OPEN: 'offen', COMPLETED: 'erledigt' };

export interface ProtocolHeaderFields {
  title: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, or null when not given */
  startTime: string | null;
  location: string | null;
  /** The meeting's number in its series (Baubesprechung Nr. 12). */
  meetingNumber: number | null;
  /** Protokollführer */
  recorder: string | null;
  /** Verteiler: who receives the minutes besides the attendees, one per line. */
  distribution: string | null;
  nextMeetingDate: string | null;
  nextMeetingTime: string | null;
  nextMeetingLocation: string | null;
}

export interface DocumentAttendee {
  id: string;
  /** The project's participant this attendee is, or null for a name typed in. */
  participantId: string | null;
  name: string;
  company: string | null;
  attendance: Attendance;
}

export interface DocumentEntry {
  id: string;
  /** Stable: given when the entry is made (the next free number of its TOP) and kept through edits, moves within the TOP and versions. */
  number: number;
  type: EntryType;
  /** Sanitised rich text (common/richText). */
  html: string;
  responsiblePerson: string | null;
  responsibleCompany: string | null;
  /** Termin, YYYY-MM-DD */
  dueDate: string | null;
  status: EntryStatus | null;
  /** The part of the recording (seconds) the entry was taken from; null for entries typed in. */
  sourceStart: number | null;
  sourceEnd: number | null;
  /** An open item of an earlier meeting shown here (issue 16 carry-over): editing the entry changes that item. Absent otherwise. */
  carriedActionItemId?: string;
  /** What generation guessed, for the user to check; absent when nothing is. Editing a field clears its check. */
  checks?: EntryCheck[];
}

/** What an entry's generation may have guessed: its type, its Verantwortlich, its Termin. */
export const ENTRY_CHECKS = ['type', 'owner', 'dueDate'] as const;
export type EntryCheck = (typeof ENTRY_CHECKS)[number];
export const ENTRY_CHECK_LABELS: Record<EntryCheck, string> = { type: 'Art', owner: 'Verantwortlich', dueDate: 'Termin' };
export const isEntryCheck = (value: string): value is EntryCheck => (ENTRY_CHECKS as readonly string[]).includes(value);

export interface DocumentTopic {
  id: string;
  /** Stable like an entry's number: 'TOP 3' stays TOP 3 when TOPs are reordered or deleted. */
  number: number;
  title: string;
  entries: DocumentEntry[];
}

export interface ProtocolDocument {
  header: ProtocolHeaderFields;
  attendees: DocumentAttendee[];
  topics: DocumentTopic[];
}

/** '3.2': how an entry is cited in minutes, comments and reviews. */
export const entryLabel = (topic: Pick<DocumentTopic, 'number'>, entry: Pick<DocumentEntry, 'number'>) => `${topic.number}.${entry.number}`;

/** The number the next TOP or entry of a list gets: one more than the highest in use, so no number in use changes or repeats. */
export const nextNumber = (items: readonly { number: number }[]) => items.reduce((max, item) => Math.max(max, item.number), 0) + 1;

export const DOCUMENT_LIMITS = {
  titleLength: 200,
  topicTitleLength: 200,
  nameLength: 120,
  companyLength: 120,
  locationLength: 200,
  distributionLength: 2000,
  topics: 200,
  entries: 2000,
  attendees: 200,
  /** Operations in one save: an autosave sends what changed since the last one. */
  operationsPerSave: 500,
} as const;
