import { describe, expect, it } from 'vitest';
import { applyEdits, type EditOperation } from '../../../common/protocolEdits';
import { coalesced, keepMine, mergeConflicts, mineOf, placeOf, rebase, withOperation } from './pendingEdits';

import { E1, E2, E3, sampleDocument, T1, T2 } from './sampleDocument';

const html = (entryId: string, base: string, value: string): EditOperation => ({ kind: 'setEntry', entryId, field: 'html', base, value });
const title = (base: string, value: string): EditOperation => ({ kind: 'setHeader', field: 'title', base, value });

describe('coalescing', () => {
  it('makes one change of a field from several, with the first base and the last value', () => {
    const ops = coalesced([html(E1, '<p>A</p>', '<p>AB</p>'), html(E1, '<p>AB</p>', '<p>ABC</p>'), html(E1, '<p>ABC</p>', '<p>ABCD</p>')]);
    expect(ops).toEqual([html(E1, '<p>A</p>', '<p>ABCD</p>')]);
  });

  it('keeps changes of different fields apart and in order', () => {
    const ops = coalesced([title('T', 'T1'), html(E1, 'a', 'b'), title('T1', 'T2'), html(E2, 'x', 'y')]);
    expect(ops).toEqual([title('T', 'T2'), html(E1, 'a', 'b'), html(E2, 'x', 'y')]);
  });

  it('sends nothing when the field is back at what the server holds', () => {
    expect(coalesced([title('T', 'T1'), title('T1', 'T')])).toEqual([]);
  });

  it('puts the text typed into a new entry or TOP into the operation that adds it', () => {
    const ops = coalesced([
      { kind: 'addTopic', topicId: T2, index: 1, title: 'Neuer TOP' },
      { kind: 'addEntry', topicId: T2, entryId: E3, index: 0, type: 'FESTLEGUNG', html: '' },
      html(E3, '', '<p>Fen</p>'),
      html(E3, '<p>Fen</p>', '<p>Fenster</p>'),
      { kind: 'setTopicTitle', topicId: T2, base: 'Neuer TOP', value: 'Fenster' },
    ]);
    expect(ops).toEqual([
      { kind: 'addTopic', topicId: T2, index: 1, title: 'Fenster' },
      { kind: 'addEntry', topicId: T2, entryId: E3, index: 0, type: 'FESTLEGUNG', html: '<p>Fenster</p>' },
    ]);
  });

  it('does not merge a type change across a status change of the same entry (retyping sets the status)', () => {
    const ops = coalesced([
      { kind: 'setEntry', entryId: E2, field: 'type', base: 'INFORMATION', value: 'AUFGABE' },
      { kind: 'setEntry', entryId: E2, field: 'status', base: 'OPEN', value: 'COMPLETED' },
      { kind: 'setEntry', entryId: E2, field: 'type', base: 'AUFGABE', value: 'FESTLEGUNG' },
    ]);
    expect(ops).toHaveLength(3);
    // Applied as the server applies them, they end where the user left the entry.
    const entry = applyEdits(sampleDocument(), ops).document.topics[0]!.entries[1]!;
    expect([entry.type, entry.status]).toEqual(['FESTLEGUNG', null]);
  });

  it('leaves the list it was given unchanged', () => {
    const pending: EditOperation[] = [title('T', 'T1')];
    withOperation(pending, title('T1', 'T2'));
    expect(pending).toEqual([title('T', 'T1')]);
  });

  it('gives the same document as the operations one by one', () => {
    const ops: EditOperation[] = [
      html(E1, '<p>Schalung prüfen</p>', '<p>Schalung</p>'),
      { kind: 'moveEntry', entryId: E1, topicId: T1, index: 1 },
      html(E1, '<p>Schalung</p>', '<p>Schalung <strong>heute</strong></p>'),
      title('Baubesprechung 12', 'BB 12'),
    ];
    expect(applyEdits(sampleDocument(), coalesced(ops)).document).toEqual(applyEdits(sampleDocument(), ops).document);
  });
});

describe('rebasing on a document from the server', () => {
  it('applies what still applies and keeps it waiting', () => {
    const server = applyEdits(sampleDocument(), [{ kind: 'setHeader', field: 'location', base: 'Baucontainer', value: 'Rathaus' }]).document;
    const { document, pending, conflicts } = rebase(server, [html(E1, '<p>Schalung prüfen</p>', '<p>Schalung abnehmen</p>')]);
    expect(conflicts).toEqual([]);
    expect(pending).toHaveLength(1);
    expect(document.header.location).toBe('Rathaus');
    expect(document.topics[0]!.entries[0]!.html).toBe('<p>Schalung abnehmen</p>');
  });

  it('makes a change of a field someone else changed meanwhile a conflict, naming where it is', () => {
    const server = applyEdits(sampleDocument(), [html(E1, '<p>Schalung prüfen</p>', '<p>Schalung ist geprüft</p>')]).document;
    const { document, pending, conflicts } = rebase(server, [html(E1, '<p>Schalung prüfen</p>', '<p>Schalung bis Freitag</p>')]);
    expect(pending).toEqual([]);
    expect(document.topics[0]!.entries[0]!.html).toBe('<p>Schalung ist geprüft</p>');
    expect(conflicts).toEqual([
      { key: `entry:${E1}:html`, operation: html(E1, '<p>Schalung prüfen</p>', '<p>Schalung bis Freitag</p>'), reason: 'changed', theirs: '<p>Schalung ist geprüft</p>', place: { entry: '1.1' } },
    ]);
  });

  it('reports a change of a deleted entry as gone', () => {
    const server = applyEdits(sampleDocument(), [{ kind: 'deleteEntry', entryId: E2 }]).document;
    const { conflicts } = rebase(server, [html(E2, '<p>Beton Montag</p>', '<p>Beton Dienstag</p>')]);
    expect(conflicts.map((c) => [c.key, c.reason])).toEqual([[`entry:${E2}`, 'gone']]);
  });

  it('takes an operation the server already has without a conflict (a save whose answer was lost)', () => {
    const op = html(E1, '<p>Schalung prüfen</p>', '<p>Neu</p>');
    const server = applyEdits(sampleDocument(), [op, { kind: 'addEntry', topicId: T2, entryId: E3, index: 0, type: 'INFORMATION', html: '<p>x</p>' }]).document;
    const { document, conflicts } = rebase(server, [op, { kind: 'addEntry', topicId: T2, entryId: E3, index: 0, type: 'INFORMATION', html: '<p>x</p>' }]);
    expect(conflicts).toEqual([]);
    expect(document).toEqual(server);
  });

  it('drops an operation the rules refuse on the new document and keeps the rest', () => {
    const { pending, refused } = rebase(sampleDocument(), [title('Baubesprechung 12', ''), html(E1, '<p>Schalung prüfen</p>', '<p>ok</p>')]);
    expect(refused.map((r) => r.message)).toEqual(['Bitte geben Sie einen Titel ein.']);
    expect(pending).toEqual([html(E1, '<p>Schalung prüfen</p>', '<p>ok</p>')]);
  });
});

describe('deciding a conflict', () => {
  const conflict = rebase(applyEdits(sampleDocument(), [title('Baubesprechung 12', 'Baubesprechung Nr. 12')]).document, [title('Baubesprechung 12', 'BB 12')]).conflicts[0]!;

  it("'Meine Fassung behalten' sends my value over theirs", () => {
    expect(mineOf(conflict)).toBe('BB 12');
    const again = keepMine(conflict)!;
    expect(again).toEqual(title('Baubesprechung Nr. 12', 'BB 12'));
    const server = applyEdits(sampleDocument(), [title('Baubesprechung 12', 'Baubesprechung Nr. 12')]).document;
    const result = applyEdits(server, [again]);
    expect(result.conflicts).toEqual([]);
    expect(result.document.header.title).toBe('BB 12');
  });

  it('has nothing to send again for a deleted part', () => {
    const gone = rebase(applyEdits(sampleDocument(), [{ kind: 'deleteTopic', topicId: T1 }]).document, [html(E1, '<p>Schalung prüfen</p>', '<p>x</p>')]).conflicts[0]!;
    expect(keepMine(gone)).toBeNull();
  });

  it('keeps one conflict per field, the later with my last value', () => {
    const later = { ...conflict, operation: title('Baubesprechung 12', 'BB 12!') };
    expect(mergeConflicts([conflict], [later])).toEqual([later]);
  });

  it('names the place of a change as the user saw it', () => {
    expect(placeOf(html(E2, '', ''), sampleDocument())).toEqual({ entry: '1.2' });
    expect(placeOf({ kind: 'setTopicTitle', topicId: T2, base: '', value: '' }, sampleDocument())).toEqual({ topic: 2 });
    expect(placeOf(html(E3, '', ''), sampleDocument())).toBeNull();
  });
});
