// The editor's state outside React: the server's document as last known (base, revision), the
// operations not yet saved, the document the user sees (base with them applied), and the
// conflicts waiting for a decision. Every change is one operation applied at once with the
// function the server runs (common/protocolEdits applyEdits); saving sends only the operations.
import type { ProtocolDocument } from '../../../common/protocolDocument';
import { applyEdits, EditRejected, type EditOperation } from '../../../common/protocolEdits';
import type { EditStorage } from './editStorage';
import { coalesced, conflictOf, keepMine, mergeConflicts, placeOf, rebase, theirsOver, withOperation, type Conflict } from './pendingEdits';

/** A pause in typing this long saves what was typed. */
export const AUTOSAVE_DELAY_MS = 1500;

export type SaveState = 'saved' | 'unsaved' | 'saving' | 'failed';

export interface EditorState {
  /** What the user sees and edits. */
  document: ProtocolDocument;
  saveState: SaveState;
  /** When the server last confirmed a save (ms since epoch), null before the first one. */
  savedAt: number | null;
  /** Whether that save was an autosave or the user's Speichern. */
  savedBy: 'auto' | 'explicit' | null;
  /** Why the last save failed (the server's German message, if it gave one). */
  failure: string | null;
  /** The last save failed (the changes wait for the next attempt). */
  failed: boolean;
  conflicts: readonly Conflict[];
  /** A save showed that others saved meanwhile: the page must fetch the server's document. */
  needsRefetch: boolean;
}

/** The server's answer to a save, as editProtocol returns it. */
export interface SaveAnswer {
  revision: number;
  conflicts: readonly { operation: number; reason: 'CHANGED' | 'GONE' | '%future added value'; currentValue?: string | null }[];
}

export interface SessionOptions {
  /** Operations the rules refuse on the server's current document (after a reload or others' saves); they are dropped. */
  onRefused?: (message: string) => void;
}

export class EditSession {
  private state: EditorState;
  private base: ProtocolDocument;
  private revision: number;
  /**
   * The lowest revision a document from the server must have to be taken as `base`. A revision
   * names one state of the server's document, so one at the known revision is taken too: it
   * corrects a base that came from an outdated copy (Relay's store after saves of this tab).
   */
  private adoptFrom: number;
  private lastServerDocument: ProtocolDocument;
  private inFlight: EditOperation[] | null = null;
  private pending: EditOperation[] = [];
  /** A server document that arrived during a save, adopted once the save's answer is in. */
  private deferred: { document: ProtocolDocument; revision: number } | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    serverDocument: ProtocolDocument,
    revision: number,
    private readonly storage: EditStorage,
    private readonly options: SessionOptions = {},
  ) {
    this.base = serverDocument;
    this.revision = revision;
    this.adoptFrom = revision;
    this.lastServerDocument = serverDocument;
    const restored = this.rebased(serverDocument, coalesced(storage.restore()));
    this.state = { document: restored.document, saveState: 'saved', savedAt: null, savedBy: null, failure: null, failed: false, conflicts: restored.conflicts, needsRefetch: false };
    this.settle();
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getState = () => this.state;

  /** Operations not yet confirmed by the server, or conflicts not yet decided. */
  hasUnsaved(): boolean {
    return this.pending.length > 0 || this.inFlight !== null || this.state.conflicts.length > 0;
  }

  hasPending(): boolean {
    return this.pending.length > 0;
  }

  /** Whether the server's document at `revision` is newer than what this session knows. */
  isBehind(revision: number): boolean {
    return revision > this.revision;
  }

  isSaving(): boolean {
    return this.inFlight !== null;
  }

  /** Applies a change at once and queues it; returns the rules' German refusal, or null. */
  edit(op: EditOperation): string | null {
    let document: ProtocolDocument;
    try {
      document = applyEdits(this.state.document, [op]).document;
    } catch (error) {
      return error instanceof EditRejected ? error.message : String(error);
    }
    this.pending = withOperation(this.pending, op);
    this.update({ document });
    return null;
  }

  /** The operations a save sends now (they are on their way until saved() or failed()); null when there is nothing to send or a save is running. */
  takeBatch(): EditOperation[] | null {
    if (this.inFlight || this.pending.length === 0) return null;
    this.inFlight = this.pending;
    this.pending = [];
    this.update({});
    return this.inFlight;
  }

  /** The server saved the batch. Returns whether the answer fits what this session knew (else the page must fetch the document). */
  saved(answer: SaveAnswer, savedBy: 'auto' | 'explicit' = 'auto'): boolean {
    const batch = this.inFlight ?? [];
    this.inFlight = null;
    const before = this.base;
    const answered = answer.conflicts.map((c) => conflictOf(batch[c.operation]!, c.reason === 'GONE' ? 'gone' : 'changed', c.currentValue ?? null));
    // The server's document now, as far as the answer tells: my operations that applied, and the
    // other side's values where mine collided.
    const conflicted = new Set(answer.conflicts.map((c) => c.operation));
    const theirs = answered.flatMap((c) => theirsOver(c) ?? []);
    const known = rebase(before, [...batch.filter((_, i) => !conflicted.has(i)), ...theirs]).document;
    // The answer fits `before` when the same function on it changes as much and collides alike.
    const changed = JSON.stringify(known) !== JSON.stringify(before);
    const upToDate = answer.revision === this.revision + (changed ? 1 : 0) && rebase(before, batch).conflicts.length === answer.conflicts.length;
    // Else others saved meanwhile: `base` is a guess until the server's document arrives.
    this.base = known;
    this.adoptFrom = answer.revision;
    if (upToDate) this.revision = answer.revision;
    const { document, conflicts } = this.rebased(this.base, this.pending);
    this.update({
      document,
      conflicts: mergeConflicts(this.state.conflicts, this.placed([...answered, ...conflicts])),
      savedAt: Date.now(),
      savedBy,
      failure: null,
      failed: false,
      needsRefetch: !upToDate,
    });
    const deferred = this.deferred;
    this.deferred = null;
    if (deferred) this.adopt(deferred.document, deferred.revision, true);
    return upToDate;
  }

  /**
   * The save did not go through: its operations wait again, before those typed meanwhile. With
   * `refused` (the index of an operation the server's rules refused), that one is dropped so the
   * rest can be saved.
   */
  failed(message: string | null, refused: number | null = null) {
    const batch = (this.inFlight ?? []).filter((_, i) => i !== refused);
    this.inFlight = null;
    this.pending = coalesced(this.pending, batch);
    const document = refused === null ? this.state.document : this.rebased(this.base, this.pending).document;
    this.update({ document, failure: message, failed: true });
  }

  /**
   * A document the server sent (the page's query, a refetch). Taken as the new base when it is
   * newer than what the session knows; the waiting operations are applied on it again.
   */
  adopt(document: ProtocolDocument, revision: number, force = false) {
    if (!force && document === this.lastServerDocument) return;
    this.lastServerDocument = document;
    if (revision < this.adoptFrom) return;
    if (this.inFlight) {
      this.deferred = { document, revision };
      return;
    }
    this.base = document;
    this.revision = revision;
    this.adoptFrom = revision;
    const rebased = this.rebased(document, this.pending);
    this.update({ document: rebased.document, conflicts: mergeConflicts(this.state.conflicts, this.placed(rebased.conflicts)), needsRefetch: false });
  }

  /** 'Meine Fassung behalten' (mine) or 'Andere Fassung übernehmen' (theirs) for one conflict. */
  resolve(key: string, choice: 'mine' | 'theirs') {
    const conflict = this.state.conflicts.find((c) => c.key === key);
    if (!conflict) return;
    const conflicts = this.state.conflicts.filter((c) => c !== conflict);
    const again = choice === 'mine' ? keepMine(conflict) : null;
    if (!again) return this.update({ conflicts });
    this.pending = withOperation(this.pending, again);
    // The field shows their value now; mine goes over it.
    this.update({ document: rebase(this.state.document, [again]).document, conflicts });
  }

  /** Applies the waiting operations on `document`; what collides becomes a conflict, what the rules refuse is dropped. */
  private rebased(document: ProtocolDocument, operations: readonly EditOperation[]) {
    const result = rebase(document, operations);
    for (const { message } of result.refused) this.options.onRefused?.(message);
    this.pending = result.pending;
    return result;
  }

  /** Conflicts told by where the user last saw them (a deleted entry is no longer in the new document). */
  private placed(conflicts: readonly Conflict[]): Conflict[] {
    return conflicts.map((c) => ({ ...c, place: placeOf(c.operation, this.state.document) ?? c.place }));
  }

  private update(change: Partial<EditorState>) {
    const next = { ...this.state, ...change };
    next.saveState = this.inFlight ? 'saving' : this.pending.length > 0 || next.conflicts.length > 0 ? (next.failed ? 'failed' : 'unsaved') : 'saved';
    this.state = next;
    this.settle();
  }

  /** Persists what is not yet saved and tells the subscribers. */
  private settle() {
    const undecided = this.state.conflicts.filter((c) => c.reason === 'changed').map((c) => c.operation);
    this.storage.save([...undecided, ...(this.inFlight ?? []), ...this.pending]);
    for (const listener of this.listeners) listener();
  }
}
