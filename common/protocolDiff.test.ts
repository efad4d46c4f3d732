import { describe, expect, it } from 'vitest';
import { correctedVersion, largeProtocol } from '../tests/fixtures/protocolVersions';
import type { DocumentEntry, DocumentTopic, ProtocolDocument } from './protocolDocument';
import { diffProtocols, diffText, longestIncreasingSubsequence, type DiffRow, type EntryRow, type TextPart } from './protocolDiff';

function entry(id: string, number: number, text: string, fields: Partial<DocumentEntry> = {}): DocumentEntry {
  return {
    id,
    number,
    type: 'INFORMATION',
    html: `<p>${text}</p>`,
    responsiblePerson: null,
    responsibleCompany: null,
    dueDate: null,
    status: null,
    sourceStart: null,
    sourceEnd: null,
    ...fields,
  };
}

const topic = (id: string, number: number, title: string, entries: DocumentEntry[] = []): DocumentTopic => ({ id, number, title, entries });

function protocol(topics: DocumentTopic[], fields: Partial<ProtocolDocument> = {}): ProtocolDocument {
  return {
    header: {
      title: 'Baubesprechung Nr. 12',
      date: '2026-11-23',
      startTime: '09:00',
      location: 'Baucontainer',
      meetingNumber: 12,
      recorder: 'Eva Schulz',
      distribution: null,
      nextMeetingDate: null,
      nextMeetingTime: null,
      nextMeetingLocation: null,
    },
    attendees: [],
    topics,
    ...fields,
  };
}

const a = entry('a', 1, 'Schalung prüfen');
const b = entry('b', 2, 'Beton am Montag');
const c = entry('c', 3, 'Gerüst steht');
const d = entry('d', 4, 'Kran wird abgebaut');
const rohbau = (entries: DocumentEntry[], title = 'Rohbau') => topic('t1', 1, title, entries);

/** "id status" per row, TOPs as "TOP id status": the order and the badges at one glance. */
const outline = (rows: DiffRow[]) => rows.map((row) => `${row.kind === 'topic' ? 'TOP ' : ''}${row.id} ${row.status}`);
const entryRow = (rows: DiffRow[], id: string) => rows.find((row): row is EntryRow => row.kind === 'entry' && row.id === id)!;
/** What the inline view shows for each side: the older text leaves out the added parts, the newer the removed ones. */
const sideOf = (parts: TextPart[], side: 'before' | 'after') => parts.filter((part) => part.kind !== (side === 'before' ? 'added' : 'removed')).map((part) => part.text).join('');

describe('diffProtocols', () => {
  it('finds nothing between a protocol and its copy', () => {
    const older = protocol([rohbau([a, b]), topic('t2', 2, 'Haustechnik', [c])], {
      attendees: [{ id: 'p1', participantId: null, name: 'Eva Schulz', company: 'Müller Bau GmbH', attendance: 'PRESENT' }],
    });
    const diff = diffProtocols(older, structuredClone(older));
    expect(diff.summary).toEqual({
      entries: { added: 0, removed: 0, moved: 0, retyped: 0, changed: 0 },
      topics: { added: 0, removed: 0, moved: 0, renamed: 0 },
      attendees: { added: 0, removed: 0, changed: 0 },
      headerFields: 0,
      identical: true,
    });
    expect(diff.header).toEqual([]);
    expect(outline(diff.rows)).toEqual(['TOP t1 same', 'a same', 'b same', 'TOP t2 same', 'c same']);
    expect(diff.attendees.map((row) => row.status)).toEqual(['same']);
    expect(entryRow(diff.rows, 'a')).toMatchObject({ labelBefore: '1.1', labelAfter: '1.1', move: null, retyped: null, textParts: null, formattingChanged: false, fieldChanges: [] });
  });

  it('shows an added entry and a removed one where it was, after its previous neighbour', () => {
    const e = entry('e', 5, 'Baustrom beantragt');
    const diff = diffProtocols(protocol([rohbau([a, b, c])]), protocol([rohbau([a, c, e])]));
    expect(outline(diff.rows)).toEqual(['TOP t1 same', 'a same', 'b removed', 'c same', 'e added']);
    expect(entryRow(diff.rows, 'b')).toMatchObject({ before: b, after: null, labelBefore: '1.2', labelAfter: null, topicId: 't1' });
    expect(entryRow(diff.rows, 'e')).toMatchObject({ before: null, after: e, labelBefore: null, labelAfter: '1.5' });
    expect(diff.summary.entries).toEqual({ added: 1, removed: 1, moved: 0, retyped: 0, changed: 0 });
    expect(diff.summary.identical).toBe(false);
  });

  it('marks only the entry that moved within its TOP, not the ones it passed', () => {
    const down = diffProtocols(protocol([rohbau([a, b, c, d])]), protocol([rohbau([a, c, d, b])]));
    expect(outline(down.rows)).toEqual(['TOP t1 same', 'a same', 'c same', 'd same', 'b moved']);
    expect(entryRow(down.rows, 'b')).toMatchObject({ move: 'position', labelBefore: '1.2', labelAfter: '1.2' });
    expect(down.summary.entries.moved).toBe(1);

    const toFront = diffProtocols(protocol([rohbau([a, b, c, d])]), protocol([rohbau([d, a, b, c])]));
    expect(outline(toFront.rows)).toEqual(['TOP t1 same', 'd moved', 'a same', 'b same', 'c same']);

    // A removed entry stays after the neighbour that kept its place, not after the one that left it.
    const withRemoval = diffProtocols(protocol([rohbau([a, b, c, d])]), protocol([rohbau([c, a, d])]));
    expect(outline(withRemoval.rows)).toEqual(['TOP t1 same', 'c moved', 'a same', 'b removed', 'd same']);
  });

  it('marks an entry moved to another TOP there, with both labels, and still shows what else changed', () => {
    const older = protocol([rohbau([a, b]), topic('t2', 2, 'Haustechnik', [c])]);
    const moved = { ...a, number: 2, html: '<p>Schalung prüfen und freigeben</p>' };
    const diff = diffProtocols(older, protocol([rohbau([b]), topic('t2', 2, 'Haustechnik', [c, moved])]));
    expect(outline(diff.rows)).toEqual(['TOP t1 same', 'b same', 'TOP t2 same', 'c same', 'a changed']);
    expect(entryRow(diff.rows, 'a')).toMatchObject({ move: 'topic', topicId: 't2', labelBefore: '1.1', labelAfter: '2.2', before: a, after: moved });
    expect(entryRow(diff.rows, 'a').textParts).toEqual([
      { kind: 'same', text: 'Schalung prüfen' },
      { kind: 'added', text: ' und freigeben' },
    ]);
    expect(diff.summary.entries).toMatchObject({ moved: 1, changed: 1, added: 0, removed: 0 });
  });

  it('shows a retyped entry with its old and new type and the status it got', () => {
    const task = { ...a, type: 'AUFGABE' as const, status: 'OPEN' as const };
    const diff = diffProtocols(protocol([rohbau([a])]), protocol([rohbau([task])]));
    expect(entryRow(diff.rows, 'a')).toMatchObject({
      status: 'changed',
      retyped: { before: 'INFORMATION', after: 'AUFGABE' },
      fieldChanges: [{ field: 'status', before: null, after: 'OPEN' }],
      textParts: null,
    });
    expect(diff.summary.entries).toMatchObject({ retyped: 1, changed: 1 });
  });

  it('highlights the changed words, keeping umlauts inside words and punctuation apart', () => {
    const older = entry('a', 1, 'Die Prüfung der Brandschutztüren erfolgt am 12.03., Herr Müller übernimmt.');
    const newer = { ...older, html: '<p>Die Prüfung der Brandschutztür erfolgt am 14.03.; Herr Müller übernimmt das.</p><p>Straße bleibt frei!</p>' };
    const parts = entryRow(diffProtocols(protocol([rohbau([older])]), protocol([rohbau([newer])])).rows, 'a').textParts!;
    expect(parts.filter((part) => part.kind !== 'same')).toEqual([
      { kind: 'removed', text: 'Brandschutztüren' },
      { kind: 'added', text: 'Brandschutztür' },
      { kind: 'removed', text: '12' },
      { kind: 'added', text: '14' },
      { kind: 'removed', text: ',' },
      { kind: 'added', text: ';' },
      { kind: 'added', text: ' das' },
      { kind: 'added', text: '\nStraße bleibt frei!' },
    ]);
    expect(sideOf(parts, 'before')).toBe('Die Prüfung der Brandschutztüren erfolgt am 12.03., Herr Müller übernimmt.');
    expect(sideOf(parts, 'after')).toBe('Die Prüfung der Brandschutztür erfolgt am 14.03.; Herr Müller übernimmt das.\nStraße bleibt frei!');
  });

  it('says the formatting changed when the words did not', () => {
    const bold = { ...b, html: '<p>Beton am <strong>Montag</strong></p>' };
    const split = { ...b, html: '<p>Beton am</p><p>Montag</p>' };
    for (const newer of [bold, split]) {
      const row = entryRow(diffProtocols(protocol([rohbau([b])]), protocol([rohbau([newer])])).rows, 'b');
      expect(row).toMatchObject({ status: 'changed', textParts: null, formattingChanged: true });
    }
  });

  it('lists changes of responsible, due date and status as before and after', () => {
    const task = entry('a', 1, 'Schalpläne liefern', { type: 'AUFGABE', status: 'OPEN', responsiblePerson: 'Herr Müller', responsibleCompany: 'Müller Bau GmbH', dueDate: '2026-11-28' });
    const done = { ...task, responsiblePerson: 'Frau Köhler', dueDate: '2026-12-05', status: 'COMPLETED' as const };
    const diff = diffProtocols(protocol([rohbau([task])]), protocol([rohbau([done])]));
    expect(entryRow(diff.rows, 'a')).toMatchObject({
      status: 'changed',
      textParts: null,
      fieldChanges: [
        { field: 'responsiblePerson', before: 'Herr Müller', after: 'Frau Köhler' },
        { field: 'dueDate', before: '2026-11-28', after: '2026-12-05' },
        { field: 'status', before: 'OPEN', after: 'COMPLETED' },
      ],
    });
    expect(diff.summary.entries).toEqual({ added: 0, removed: 0, moved: 0, retyped: 0, changed: 1 });
  });

  it('shows TOPs added, removed (with their entries, where they were), renamed and reordered', () => {
    const older = protocol([rohbau([a]), topic('t2', 2, 'Haustechnik', [b]), topic('t3', 3, 'Elektro', [c]), topic('t4', 4, 'Außenanlagen', [d])]);
    const newer = protocol([topic('t2', 2, 'Haustechnik und Lüftung', [b]), topic('t3', 3, 'Elektro', [c]), rohbau([a]), topic('t5', 5, 'Verschiedenes')]);
    const diff = diffProtocols(older, newer);
    expect(outline(diff.rows)).toEqual(['TOP t2 changed', 'b same', 'TOP t3 same', 'c same', 'TOP t4 removed', 'd removed', 'TOP t1 moved', 'a same', 'TOP t5 added']);
    expect(diff.rows[0]).toMatchObject({ kind: 'topic', moved: false, labelBefore: '2', labelAfter: '2', titleParts: [{ kind: 'same', text: 'Haustechnik' }, { kind: 'added', text: ' und Lüftung' }] });
    expect(diff.rows[4]).toMatchObject({ kind: 'topic', labelBefore: '4', labelAfter: null, after: null });
    expect(entryRow(diff.rows, 'd')).toMatchObject({ topicId: 't4', labelBefore: '4.4' });
    expect(diff.summary.topics).toEqual({ added: 1, removed: 1, moved: 1, renamed: 1 });
    expect(diff.summary.entries).toEqual({ added: 0, removed: 1, moved: 0, retyped: 0, changed: 0 });
  });

  it('compares attendees by id: added, removed where they were, changed name, company or attendance', () => {
    const eva = { id: 'p1', participantId: null, name: 'Eva Schulz', company: 'Müller Bau GmbH', attendance: 'PRESENT' as const };
    const jan = { id: 'p2', participantId: null, name: 'Jan Groß', company: null, attendance: 'PRESENT' as const };
    const ute = { id: 'p3', participantId: 'x', name: 'Ute Jäger', company: 'Elektro Weiß', attendance: 'PRESENT' as const };
    const ali = { id: 'p4', participantId: null, name: 'Ali Özdemir', company: 'Schröder Haustechnik', attendance: 'PRESENT' as const };
    const diff = diffProtocols(protocol([], { attendees: [eva, jan, ute] }), protocol([], { attendees: [{ ...eva, attendance: 'EXCUSED' }, { ...ute, participantId: null }, ali] }));
    expect(diff.attendees.map((row) => `${row.id} ${row.status}`)).toEqual(['p1 changed', 'p2 removed', 'p3 same', 'p4 added']);
    expect(diff.attendees[0]!.fieldChanges).toEqual([{ field: 'attendance', before: 'PRESENT', after: 'EXCUSED' }]);
    expect(diff.attendees[1]).toMatchObject({ before: jan, after: null });
    expect(diff.summary.attendees).toEqual({ added: 1, removed: 1, changed: 1 });
  });

  it('lists the changed header fields, text fields with a word diff', () => {
    const older = protocol([]);
    const newer = protocol([], { header: { ...older.header, title: 'Baubesprechung Nr. 13', date: '2026-11-30', location: null, distribution: 'Bauherr' } });
    expect(diffProtocols(older, newer).header).toEqual([
      { field: 'title', before: 'Baubesprechung Nr. 12', after: 'Baubesprechung Nr. 13', parts: [{ kind: 'same', text: 'Baubesprechung Nr. ' }, { kind: 'removed', text: '12' }, { kind: 'added', text: '13' }] },
      { field: 'date', before: '2026-11-23', after: '2026-11-30', parts: null },
      { field: 'location', before: 'Baucontainer', after: null, parts: [{ kind: 'removed', text: 'Baucontainer' }] },
      { field: 'distribution', before: null, after: 'Bauherr', parts: [{ kind: 'added', text: 'Bauherr' }] },
    ]);
  });

  it('compares a 40-TOP, 300-entry protocol with its correction in well under a second', () => {
    const older = largeProtocol(40, 300);
    const { newer, changedIds, movedIds } = correctedVersion(older, 30, 6);
    const started = performance.now();
    const diff = diffProtocols(older, newer);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeLessThan(500);
    expect(diff.rows).toHaveLength(340);
    const entries = diff.rows.filter((row): row is EntryRow => row.kind === 'entry');
    expect(entries.filter((row) => row.status === 'changed').map((row) => row.id).sort()).toEqual([...changedIds].sort());
    expect(entries.filter((row) => row.move).map((row) => row.id).sort()).toEqual([...movedIds].sort());
    expect(movedIds).toHaveLength(6);
    expect(diff.summary.entries).toEqual({ added: 0, removed: 0, moved: 6, retyped: 0, changed: 30 });
    expect(diff.summary.topics).toEqual({ added: 0, removed: 0, moved: 0, renamed: 0 });
  });
});

describe('diffText', () => {
  it('reads replaced neighbouring words as one replacement', () => {
    expect(diffText('Herr Müller liefert bis Freitag.', 'Frau Köhler liefert bis Montag.')).toEqual([
      { kind: 'removed', text: 'Herr Müller' },
      { kind: 'added', text: 'Frau Köhler' },
      { kind: 'same', text: ' liefert bis ' },
      { kind: 'removed', text: 'Freitag' },
      { kind: 'added', text: 'Montag' },
      { kind: 'same', text: '.' },
    ]);
  });

  it('gives up on the word diff of texts with too little in common, in bounded time', () => {
    const before = Array.from({ length: 3000 }, (_, i) => `alt${i}`).join(' ');
    const after = Array.from({ length: 3000 }, (_, i) => `neu${i}`).join(' ');
    expect(diffText(before, after)).toEqual([
      { kind: 'removed', text: before },
      { kind: 'added', text: after },
    ]);
  });
});

describe('longestIncreasingSubsequence', () => {
  it('keeps the longest run in order, so the fewest items count as moved', () => {
    expect([...longestIncreasingSubsequence([1, 2, 0, 3])].sort()).toEqual([0, 1, 3]);
    expect([...longestIncreasingSubsequence([3, 0, 1, 2])].sort()).toEqual([1, 2, 3]);
    expect(longestIncreasingSubsequence([]).size).toBe(0);
  });
});
