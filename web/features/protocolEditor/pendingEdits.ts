// The operations the editor has not yet seen saved, as pure functions over lists: coalescing a new
// change into the ones waiting, applying them on a document the server sent, and what a conflict
// leaves to decide. web/features/protocolEditor/editSession.ts holds the state they work on.
import { entryLabel, type ProtocolDocument } from '../../../common/protocolDocument';
import { applyEdits, EditRejected, type EditOperation, type FieldValue } from '../../../common/protocolEdits';

/** The TOP, entry or attendee an operation changes; null for the header. */
export function partOf(op: EditOperation): string | null {
  switch (op.kind) {
    case 'setHeader':
      return null;
    case 'addTopic':
    case 'setTopicTitle':
    case 'moveTopic':
    case 'deleteTopic':
      return `topic:${op.topicId}`;
    case 'addEntry':
    case 'setEntry':
    case 'moveEntry':
    case 'deleteEntry':
    case 'confirmEntry':
      return `entry:${op.entryId}`;
    case 'addAttendee':
    case 'setAttendee':
    case 'removeAttendee':
      return `attendee:${op.attendeeId}`;
  }
}

export type SetOperation = Extract<EditOperation, { kind: 'setHeader' | 'setTopicTitle' | 'setEntry' | 'setAttendee' }>;

export const isSet = (op: EditOperation): op is SetOperation =>
  op.kind === 'setHeader' || op.kind === 'setTopicTitle' || op.kind === 'setEntry' || op.kind === 'setAttendee';

/** The one field a SET operation changes ('entry:<id>:html'); null for other operations. */
export function fieldOf(op: EditOperation): string | null {
  switch (op.kind) {
    case 'setHeader':
      return `header:${op.field}`;
    case 'setTopicTitle':
      return `topic:${op.topicId}:title`;
    case 'setEntry':
      return `entry:${op.entryId}:${op.field}`;
    case 'setAttendee':
      return `attendee:${op.attendeeId}:${op.field}`;
    default:
      return null;
  }
}

// Retyping an entry sets its status too (an Aufgabe is open, others have none), so changes of the
// two fields must keep their order.
const LINKED_ENTRY_FIELDS: readonly string[] = ['type', 'status'];

/** Whether `later` may not be merged into a change before `between`. */
function keepsOrder(between: EditOperation, later: SetOperation): boolean {
  if (partOf(between) !== partOf(later) || partOf(later) === null) return false;
  if (between.kind === 'deleteEntry' || between.kind === 'deleteTopic' || between.kind === 'removeAttendee') return true;
  return between.kind === 'setEntry' && later.kind === 'setEntry' && LINKED_ENTRY_FIELDS.includes(between.field) && LINKED_ENTRY_FIELDS.includes(later.field);
}

const withValue = (op: SetOperation, base: FieldValue, value: FieldValue): SetOperation =>
  op.kind === 'setTopicTitle' ? { ...op, base: base ?? '', value: value ?? '' } : { ...op, base, value };

/**
 * The waiting operations with `op` added. A change of a field that already waits becomes one
 * change: the first base (what the server holds) and the last value; typing back what the server
 * holds leaves nothing to send. The text of a TOP or an entry that was added and not yet sent
 * goes into the adding operation.
 */
export function withOperation(pending: readonly EditOperation[], op: EditOperation): EditOperation[] {
  if (!isSet(op)) return [...pending, op];
  const field = fieldOf(op);
  for (let i = pending.length - 1; i >= 0; i--) {
    const earlier = pending[i]!;
    if (fieldOf(earlier) === field) {
      const merged = withValue(op, (earlier as SetOperation).base, op.value);
      const rest = pending.filter((_, j) => j !== i);
      if (merged.base === merged.value) return rest;
      return [...pending.slice(0, i), merged, ...pending.slice(i + 1)];
    }
    if (op.kind === 'setEntry' && op.field === 'html' && earlier.kind === 'addEntry' && earlier.entryId === op.entryId) {
      return [...pending.slice(0, i), { ...earlier, html: op.value ?? '' }, ...pending.slice(i + 1)];
    }
    if (op.kind === 'setTopicTitle' && earlier.kind === 'addTopic' && earlier.topicId === op.topicId) {
      return [...pending.slice(0, i), { ...earlier, title: op.value }, ...pending.slice(i + 1)];
    }
    if (keepsOrder(earlier, op)) break;
  }
  return [...pending, op];
}

/** All of `operations` added one by one, as if typed in that order. */
export const coalesced = (operations: readonly EditOperation[], into: readonly EditOperation[] = []) => operations.reduce(withOperation, [...into]);

/** Where in the document an operation changes something, for telling the user ('Eintrag 3.2'). */
export interface Place {
  topic?: number;
  entry?: string;
  attendee?: string;
}

/** The place of `op` in `document`; null when its TOP, entry or attendee is not in it. */
export function placeOf(op: EditOperation, document: ProtocolDocument): Place | null {
  switch (op.kind) {
    case 'setHeader':
      return {};
    case 'addTopic':
    case 'setTopicTitle':
    case 'moveTopic':
    case 'deleteTopic': {
      const topic = document.topics.find((t) => t.id === op.topicId);
      return topic ? { topic: topic.number } : null;
    }
    case 'addEntry':
    case 'setEntry':
    case 'moveEntry':
    case 'deleteEntry':
    case 'confirmEntry':
      for (const topic of document.topics) {
        const entry = topic.entries.find((e) => e.id === op.entryId);
        if (entry) return { entry: entryLabel(topic, entry) };
      }
      return null;
    case 'addAttendee':
    case 'setAttendee':
    case 'removeAttendee': {
      const attendee = document.attendees.find((a) => a.id === op.attendeeId);
      return attendee ? { attendee: attendee.name } : null;
    }
  }
}

/** A change that did not apply because the document changed under it; the user decides what stays. */
export interface Conflict {
  /** The field (fieldOf) or, for one that is gone, the part (partOf) it concerns. */
  key: string;
  /** My change as it waits: its base is what I saw, its value what I want. */
  operation: EditOperation;
  /** changed: someone else changed the field (to `theirs`); gone: the TOP, entry or attendee was deleted. */
  reason: 'changed' | 'gone';
  theirs: FieldValue;
  /** Where it is, as the user saw it before. */
  place: Place | null;
}

export interface Rebased {
  /** The server's document with the waiting operations applied. */
  document: ProtocolDocument;
  /** The operations still to send. */
  pending: EditOperation[];
  conflicts: Conflict[];
  /** Operations the rules refuse on this document (e.g. a limit reached meanwhile); dropped. */
  refused: { operation: EditOperation; message: string }[];
}

/**
 * Applies the waiting operations on a document the server sent (after a reload, or when others
 * saved meanwhile), with the function the server runs: what still applies waits to be sent, what
 * collides with someone else's change becomes a conflict.
 */
export function rebase(document: ProtocolDocument, operations: readonly EditOperation[]): Rebased {
  let ops = [...operations];
  const refused: Rebased['refused'] = [];
  for (;;) {
    try {
      const result = applyEdits(document, ops);
      const conflicted = new Set(result.conflicts.map((c) => c.operation));
      const conflicts = result.conflicts.map((c) => conflictOf(ops[c.operation]!, c.reason, c.currentValue, placeOf(ops[c.operation]!, document)));
      return { document: result.document, pending: ops.filter((_, i) => !conflicted.has(i)), conflicts, refused };
    } catch (error) {
      if (!(error instanceof EditRejected)) throw error;
      refused.push({ operation: ops[error.operation]!, message: error.message });
      ops = ops.filter((_, i) => i !== error.operation);
    }
  }
}

export function conflictOf(operation: EditOperation, reason: 'changed' | 'gone', theirs: FieldValue, place: Place | null = null): Conflict {
  const key = reason === 'changed' ? (fieldOf(operation) ?? partOf(operation) ?? operation.kind) : (partOf(operation) ?? operation.kind);
  return { key, operation, reason, theirs, place };
}

/**
 * Conflicts of one field or part as one: a later one holds my last value (the server's answer to a
 * save, then the operations typed while it was on its way, applied on the new document).
 */
export function mergeConflicts(known: readonly Conflict[], added: readonly Conflict[]): Conflict[] {
  const byKey = new Map(known.map((c) => [c.key, c]));
  for (const conflict of added) byKey.set(conflict.key, conflict);
  return [...byKey.values()];
}

/** 'Meine Fassung behalten': my value again, now over the value the other side saved. */
export function keepMine(conflict: Conflict): EditOperation | null {
  const { operation } = conflict;
  if (conflict.reason !== 'changed' || !isSet(operation)) return null;
  return withValue(operation, conflict.theirs, operation.value);
}

/** The other side's value as a change of the field from what I saw: what the server did instead of mine. */
export function theirsOver(conflict: Conflict): EditOperation | null {
  const { operation } = conflict;
  if (conflict.reason !== 'changed' || !isSet(operation)) return null;
  return withValue(operation, operation.base, conflict.theirs);
}

/** My value of a conflict, for showing it next to theirs. */
export const mineOf = (conflict: Conflict): FieldValue => (isSet(conflict.operation) ? conflict.operation.value : null);
