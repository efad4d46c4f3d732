import { describe, expect, it } from 'vitest';
import { applyEdits, type EditOperation } from '../../../common/protocolEdits';
import { EditSession } from './editSession';
import { editStorage, type KeyValueStorage } from './editStorage';
import { E1, E2, sampleDocument, T2 } from './sampleDocument';

const PROTOCOL = '99999999-9999-4999-8999-999999999999';

class MemoryStorage implements KeyValueStorage {
  readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const html = (entryId: string, base: string, value: string): EditOperation => ({ kind: 'setEntry', entryId, field: 'html', base, value });
const entryHtml = (session: EditSession, index = 0) => session.getState().document.topics[0]!.entries[index]!.html;

function setup(options: { storage?: MemoryStorage; tab?: string; revision?: number } = {}) {
  const storage = options.storage ?? new MemoryStorage();
  const store = editStorage(storage, PROTOCOL, options.tab ?? 'tab-a');
  const refused: string[] = [];
  const session = new EditSession(sampleDocument(), options.revision ?? 5, store, { onRefused: (message) => refused.push(message) });
  return { storage, store, session, refused };
}

describe('EditSession', () => {
  it('applies a change at once, keeps it waiting and on the device', () => {
    const { session, store } = setup();
    expect(session.edit(html(E1, '<p>Schalung prüfen</p>', '<p>Schalung ok</p>'))).toBeNull();
    expect(entryHtml(session)).toBe('<p>Schalung ok</p>');
    expect(session.getState().saveState).toBe('unsaved');
    expect(store.peek()).toEqual([html(E1, '<p>Schalung prüfen</p>', '<p>Schalung ok</p>')]);
  });

  it("refuses a value the rules refuse, with the rules' German reason, and changes nothing", () => {
    const { session, store } = setup();
    expect(session.edit({ kind: 'setHeader', field: 'title', base: 'Baubesprechung 12', value: ' ' })).toBe('Bitte geben Sie einen Titel ein.');
    expect(session.getState().document).toEqual(sampleDocument());
    expect(store.peek()).toEqual([]);
  });

  it('sends the coalesced waiting operations and takes the answer as the new base', () => {
    const { session, store } = setup();
    session.edit(html(E1, '<p>Schalung prüfen</p>', '<p>S</p>'));
    session.edit(html(E1, '<p>S</p>', '<p>Schalung</p>'));
    const batch = session.takeBatch();
    expect(batch).toEqual([html(E1, '<p>Schalung prüfen</p>', '<p>Schalung</p>')]);
    expect(session.getState().saveState).toBe('saving');
    expect(session.takeBatch()).toBeNull();
    expect(session.saved({ revision: 6, conflicts: [] })).toBe(true);
    expect(session.getState()).toMatchObject({ saveState: 'saved', savedBy: 'auto', needsRefetch: false });
    expect(store.peek()).toEqual([]);
    // The next change of the field starts from what the server now holds.
    session.edit(html(E1, '<p>Schalung</p>', '<p>Schalung!</p>'));
    expect(session.takeBatch()).toEqual([html(E1, '<p>Schalung</p>', '<p>Schalung!</p>')]);
  });

  it('keeps what was typed during a save waiting, and on the device, until the next save', () => {
    const { session, store } = setup();
    session.edit(html(E1, '<p>Schalung prüfen</p>', '<p>A</p>'));
    session.takeBatch();
    session.edit(html(E1, '<p>A</p>', '<p>AB</p>'));
    expect(store.peek()).toEqual([html(E1, '<p>Schalung prüfen</p>', '<p>A</p>'), html(E1, '<p>A</p>', '<p>AB</p>')]);
    session.saved({ revision: 6, conflicts: [] });
    expect(session.hasPending()).toBe(true);
    expect(entryHtml(session)).toBe('<p>AB</p>');
    expect(session.takeBatch()).toEqual([html(E1, '<p>A</p>', '<p>AB</p>')]);
  });

  it('puts a failed save back in front of what was typed meanwhile, coalesced, with the text kept', () => {
    const { session, store } = setup();
    session.edit(html(E1, '<p>Schalung prüfen</p>', '<p>A</p>'));
    session.takeBatch();
    session.edit(html(E1, '<p>A</p>', '<p>AB</p>'));
    session.failed('Das Protokoll ist abgeschlossen.');
    expect(session.getState()).toMatchObject({ saveState: 'failed', failure: 'Das Protokoll ist abgeschlossen.' });
    expect(entryHtml(session)).toBe('<p>AB</p>');
    expect(store.peek()).toEqual([html(E1, '<p>Schalung prüfen</p>', '<p>AB</p>')]);
    expect(session.takeBatch()).toEqual([html(E1, '<p>Schalung prüfen</p>', '<p>AB</p>')]);
  });

  it('drops only the operation the server refused and keeps the others', () => {
    const { session } = setup();
    session.edit({ kind: 'setHeader', field: 'location', base: 'Baucontainer', value: 'Rathaus' });
    session.edit({ kind: 'addAttendee', attendeeId: E2.replace('b', 'd'), participantId: null, name: 'Eva', company: null, attendance: 'PRESENT' });
    session.takeBatch();
    session.failed('Dieser Beteiligte gehört nicht zum Projekt.', 1);
    expect(session.getState().document.attendees).toEqual([]);
    expect(session.getState().document.header.location).toBe('Rathaus');
    expect(session.takeBatch()).toEqual([{ kind: 'setHeader', field: 'location', base: 'Baucontainer', value: 'Rathaus' }]);
  });

  it('restores the operations left on the device on the fresh document from the server', () => {
    const storage = new MemoryStorage();
    const first = setup({ storage });
    first.session.edit(html(E1, '<p>Schalung prüfen</p>', '<p>Nicht gespeichert</p>'));
    // A reload: the server meanwhile holds another header (saved from elsewhere).
    const server = applyEdits(sampleDocument(), [{ kind: 'setHeader', field: 'location', base: 'Baucontainer', value: 'Rathaus' }]).document;
    const reloaded = new EditSession(server, 6, editStorage(storage, PROTOCOL, 'tab-a'));
    expect(reloaded.getState().document.header.location).toBe('Rathaus');
    expect(entryHtml(reloaded)).toBe('<p>Nicht gespeichert</p>');
    expect(reloaded.takeBatch()).toEqual([html(E1, '<p>Schalung prüfen</p>', '<p>Nicht gespeichert</p>')]);
  });

  it('turns a restored change of a field changed elsewhere into a conflict instead of overwriting', () => {
    const storage = new MemoryStorage();
    setup({ storage }).session.edit(html(E1, '<p>Schalung prüfen</p>', '<p>Meins</p>'));
    const server = applyEdits(sampleDocument(), [html(E1, '<p>Schalung prüfen</p>', '<p>Deins</p>')]).document;
    const reloaded = new EditSession(server, 6, editStorage(storage, PROTOCOL, 'tab-a'));
    expect(entryHtml(reloaded)).toBe('<p>Deins</p>');
    expect(reloaded.getState().conflicts).toMatchObject([{ reason: 'changed', theirs: '<p>Deins</p>', place: { entry: '1.1' } }]);
    expect(reloaded.hasUnsaved()).toBe(true);
    // Undecided, my version stays on the device.
    expect(editStorage(storage, PROTOCOL, 'tab-a').peek()).toEqual([html(E1, '<p>Schalung prüfen</p>', '<p>Meins</p>')]);
  });

  it('holds conflicts of a save until decided: mine goes over theirs, theirs drops mine', () => {
    const { session } = setup();
    session.edit(html(E1, '<p>Schalung prüfen</p>', '<p>Meins</p>'));
    session.edit(html(E2, '<p>Beton Montag</p>', '<p>Beton Dienstag</p>'));
    session.takeBatch();
    // Someone else changed both texts first: the server applied nothing, both conflict.
    session.saved({
      revision: 6,
      conflicts: [
        { operation: 0, reason: 'CHANGED', currentValue: '<p>Deins</p>' },
        { operation: 1, reason: 'CHANGED', currentValue: '<p>Beton Mittwoch</p>' },
      ],
    });
    const { conflicts } = session.getState();
    expect(conflicts.map((c) => [c.place, c.theirs])).toEqual([
      [{ entry: '1.1' }, '<p>Deins</p>'],
      [{ entry: '1.2' }, '<p>Beton Mittwoch</p>'],
    ]);
    session.resolve(conflicts[0]!.key, 'mine');
    session.resolve(conflicts[1]!.key, 'theirs');
    expect(session.getState().conflicts).toEqual([]);
    expect(session.takeBatch()).toEqual([html(E1, '<p>Deins</p>', '<p>Meins</p>')]);
    expect(entryHtml(session)).toBe('<p>Meins</p>');
    expect(entryHtml(session, 1)).toBe('<p>Beton Mittwoch</p>');
  });

  it('asks for the server document when the answer shows that others saved meanwhile, then rebases on it', () => {
    const { session } = setup({ revision: 5 });
    session.edit(html(E1, '<p>Schalung prüfen</p>', '<p>Meins</p>'));
    session.takeBatch();
    session.edit({ kind: 'setTopicTitle', topicId: T2, base: 'Haustechnik', value: 'TGA' });
    expect(session.saved({ revision: 8, conflicts: [] })).toBe(false);
    expect(session.getState().needsRefetch).toBe(true);
    // An older document (revision 7) is not taken; the one with revision 8 is.
    const older = applyEdits(sampleDocument(), [{ kind: 'setHeader', field: 'location', base: 'Baucontainer', value: 'Alt' }]).document;
    session.adopt(older, 7);
    expect(session.getState().document.header.location).toBe('Baucontainer');
    const current = applyEdits(sampleDocument(), [html(E1, '<p>Schalung prüfen</p>', '<p>Meins</p>'), { kind: 'setHeader', field: 'location', base: 'Baucontainer', value: 'Rathaus' }]).document;
    session.adopt(current, 8);
    expect(session.getState()).toMatchObject({ needsRefetch: false, conflicts: [] });
    expect(session.getState().document.header.location).toBe('Rathaus');
    expect(session.getState().document.topics[1]!.title).toBe('TGA');
    expect(entryHtml(session)).toBe('<p>Meins</p>');
  });

  it('takes a newer server document that arrives during a save once the save is answered', () => {
    const { session } = setup({ revision: 5 });
    session.edit(html(E1, '<p>Schalung prüfen</p>', '<p>Meins</p>'));
    session.takeBatch();
    const newer = applyEdits(sampleDocument(), [html(E1, '<p>Schalung prüfen</p>', '<p>Meins</p>'), { kind: 'setHeader', field: 'location', base: 'Baucontainer', value: 'Rathaus' }]).document;
    session.adopt(newer, 7);
    expect(session.getState().document.header.location).toBe('Baucontainer');
    session.saved({ revision: 7, conflicts: [] });
    expect(session.getState().document.header.location).toBe('Rathaus');
    expect(session.isBehind(7)).toBe(false);
    expect(session.isBehind(8)).toBe(true);
  });

  it('ignores the same server document handed in again (a re-render) and an older one', () => {
    const { session } = setup({ revision: 5 });
    const document = sampleDocument();
    session.adopt(document, 4);
    session.edit(html(E1, '<p>Schalung prüfen</p>', '<p>Meins</p>'));
    session.adopt(document, 9);
    session.adopt(document, 9);
    expect(entryHtml(session)).toBe('<p>Meins</p>');
  });

  it('takes a different document at the known revision: its own copy was outdated', () => {
    const { session } = setup({ revision: 5 });
    session.edit(html(E2, '<p>Beton Montag</p>', '<p>Beton Dienstag</p>'));
    const server = applyEdits(sampleDocument(), [html(E1, '<p>Schalung prüfen</p>', '<p>Schon gespeichert</p>')]).document;
    session.adopt(server, 5);
    expect(entryHtml(session)).toBe('<p>Schon gespeichert</p>');
    expect(entryHtml(session, 1)).toBe('<p>Beton Dienstag</p>');
  });

  it('tells the rules’ refusal of a restored operation and drops it', () => {
    const storage = new MemoryStorage();
    const store = editStorage(storage, PROTOCOL, 'tab-a');
    store.save([{ kind: 'addAttendee', attendeeId: T2, participantId: null, name: 'Eva', company: null, attendance: 'PRESENT' }]);
    const { session, refused } = setup({ storage });
    expect(refused).toEqual(['Diese Kennung wird im Protokoll bereits verwendet.']);
    expect(session.hasUnsaved()).toBe(false);
  });
});

describe('editStorage', () => {
  it("keeps each tab's record and takes over the others' when a tab opens the protocol", () => {
    const storage = new MemoryStorage();
    const a = editStorage(storage, PROTOCOL, 'tab-a');
    const b = editStorage(storage, PROTOCOL, 'tab-b');
    a.save([html(E1, 'x', 'a')]);
    b.save([html(E2, 'y', 'b')]);
    expect(editStorage(storage, 'other-protocol', 'tab-a').peek()).toEqual([]);
    expect(a.peek()).toHaveLength(2);
    expect(a.restore()).toEqual([html(E1, 'x', 'a'), html(E2, 'y', 'b')]);
    expect([...storage.items.keys()]).toEqual([`baustellen.protocolEdits.${PROTOCOL}.tab-a`]);
    a.save([]);
    expect(storage.length).toBe(0);
  });

  it('skips a damaged record and forgets everything on clear', () => {
    const storage = new MemoryStorage();
    storage.setItem(`baustellen.protocolEdits.${PROTOCOL}.tab-x`, '{kaputt');
    const store = editStorage(storage, PROTOCOL, 'tab-a');
    store.save([html(E1, 'x', 'a')]);
    expect(store.peek()).toEqual([html(E1, 'x', 'a')]);
    store.clear();
    expect(store.peek()).toEqual([]);
  });

  it('works without storage (blocked by the browser)', () => {
    const store = editStorage(null, PROTOCOL, 'tab-a');
    store.save([html(E1, 'x', 'a')]);
    expect(store.restore()).toEqual([]);
  });
});
