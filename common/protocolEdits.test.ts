import { describe, expect, it } from 'vitest';
import { entryLabel, type ProtocolDocument } from './protocolDocument';
import { applyEdits, EditRejected, type EditOperation } from './protocolEdits';

const T1 = '11111111-1111-4111-8111-111111111111';
const T2 = '22222222-2222-4222-8222-222222222222';
const E1 = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const E2 = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const E3 = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const A1 = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
const P1 = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';

const empty = (): ProtocolDocument => ({
  header: {
    title: 'Baubesprechung 12',
    date: '2026-11-23',
    startTime: null,
    location: 'Baucontainer',
    meetingNumber: 12,
    recorder: 'Eva Schulz',
    distribution: null,
    nextMeetingDate: null,
    nextMeetingTime: null,
    nextMeetingLocation: null,
  },
  attendees: [],
  topics: [],
});

const apply = (doc: ProtocolDocument, ...ops: EditOperation[]) => applyEdits(doc, ops);
const labels = (doc: ProtocolDocument) => doc.topics.map((t) => `TOP ${t.number}: ${t.entries.map((e) => entryLabel(t, e)).join(' ')}`);

function withTwoTopics() {
  return apply(
    empty(),
    { kind: 'addTopic', topicId: T1, index: 0, title: 'Rohbau' },
    { kind: 'addTopic', topicId: T2, index: 1, title: 'Haustechnik' },
    { kind: 'addEntry', topicId: T1, entryId: E1, index: 0, type: 'AUFGABE', html: '<p>Schalung prüfen</p>' },
    { kind: 'addEntry', topicId: T1, entryId: E2, index: 1, type: 'INFORMATION', html: '<p>Beton Montag</p>' },
  ).document;
}

describe('structure and numbering', () => {
  it('numbers TOPs and entries once and keeps the numbers through reordering and deletions of others', () => {
    let doc = withTwoTopics();
    expect(labels(doc)).toEqual(['TOP 1: 1.1 1.2', 'TOP 2: ']);
    doc = apply(doc, { kind: 'moveEntry', entryId: E2, topicId: T1, index: 0 }, { kind: 'moveTopic', topicId: T2, index: 0 }).document;
    expect(labels(doc)).toEqual(['TOP 2: ', 'TOP 1: 1.2 1.1']);
    doc = apply(doc, { kind: 'addEntry', topicId: T1, entryId: E3, index: 5, type: 'FESTLEGUNG', html: '<p>Neu</p>' }, { kind: 'deleteEntry', entryId: E2 }).document;
    expect(labels(doc)).toEqual(['TOP 2: ', 'TOP 1: 1.1 1.3']);
  });

  it("gives an entry moved to another TOP that TOP's next number", () => {
    const doc = apply(withTwoTopics(), { kind: 'moveEntry', entryId: E1, topicId: T2, index: 0 }).document;
    expect(labels(doc)).toEqual(['TOP 1: 1.2', 'TOP 2: 2.1']);
  });

  it('opens an Aufgabe and drops the status when it is retyped to something else', () => {
    let doc = withTwoTopics();
    expect(doc.topics[0]!.entries.map((e) => e.status)).toEqual(['OPEN', null]);
    doc = apply(doc, { kind: 'setEntry', entryId: E1, field: 'type', base: 'AUFGABE', value: 'FESTLEGUNG' }, { kind: 'setEntry', entryId: E2, field: 'type', base: 'INFORMATION', value: 'AUFGABE' }).document;
    expect(doc.topics[0]!.entries.map((e) => [e.type, e.status])).toEqual([
      ['FESTLEGUNG', null],
      ['AUFGABE', 'OPEN'],
    ]);
  });

  it('deleting a TOP takes its entries with it', () => {
    const doc = apply(withTwoTopics(), { kind: 'deleteTopic', topicId: T1 }).document;
    expect(doc.topics.map((t) => t.id)).toEqual([T2]);
  });

  it('sanitises rich text as the server stores it', () => {
    const doc = apply(withTwoTopics(), { kind: 'setEntry', entryId: E1, field: 'html', base: '<p>Schalung prüfen</p>', value: '<p onclick="x()"><b>Fett</b><script>alert(1)</script></p>' }).document;
    expect(doc.topics[0]!.entries[0]!.html).toBe('<p><b>Fett</b></p>');
  });

  it('leaves the given document unchanged', () => {
    const doc = withTwoTopics();
    const copy = structuredClone(doc);
    apply(doc, { kind: 'deleteTopic', topicId: T1 }, { kind: 'setHeader', field: 'title', base: 'Baubesprechung 12', value: 'Neu' });
    expect(doc).toEqual(copy);
  });
});

describe('conflicts and repeated operations', () => {
  it('applies a change of a field that still holds the seen value, and reports one that another changed', () => {
    const doc = withTwoTopics();
    const { document, conflicts } = apply(
      doc,
      { kind: 'setHeader', field: 'location', base: 'Baucontainer', value: 'Haus B' },
      { kind: 'setHeader', field: 'recorder', base: 'Jan Peters', value: 'Ich' },
      { kind: 'setTopicTitle', topicId: T1, base: 'Erdbau', value: 'Rohbau EG' },
    );
    expect(document.header.location).toBe('Haus B');
    expect(document.header.recorder).toBe('Eva Schulz');
    expect(conflicts).toEqual([
      { operation: 1, reason: 'changed', currentValue: 'Eva Schulz' },
      { operation: 2, reason: 'changed', currentValue: 'Rohbau' },
    ]);
  });

  it('reports changes to a deleted entry as gone and ignores deleting it twice', () => {
    const doc = apply(withTwoTopics(), { kind: 'deleteEntry', entryId: E1 }).document;
    const { conflicts } = apply(doc, { kind: 'setEntry', entryId: E1, field: 'dueDate', base: null, value: '2026-12-01' }, { kind: 'deleteEntry', entryId: E1 });
    expect(conflicts).toEqual([{ operation: 0, reason: 'gone', currentValue: null }]);
  });

  it('has one effect when a batch is sent twice', () => {
    const ops: EditOperation[] = [
      { kind: 'addTopic', topicId: T1, index: 0, title: 'Rohbau' },
      { kind: 'addEntry', topicId: T1, entryId: E1, index: 0, type: 'AUFGABE', html: '<p>x</p>' },
      { kind: 'setHeader', field: 'meetingNumber', base: '12', value: '13' },
      { kind: 'addAttendee', attendeeId: A1, participantId: null, name: 'Eva Schulz', company: 'Statik Schulz', attendance: 'PRESENT' },
    ];
    const once = applyEdits(empty(), ops);
    const twice = applyEdits(once.document, ops);
    expect(twice.document).toEqual(once.document);
    expect(twice.conflicts).toEqual([]);
  });

  it('compares a meeting number and a cleared field by their stored values', () => {
    const doc = apply(empty(), { kind: 'setHeader', field: 'meetingNumber', base: ' 12 ', value: '13' }, { kind: 'setHeader', field: 'startTime', base: null, value: '09:30' });
    expect(doc.conflicts).toEqual([]);
    expect([doc.document.header.meetingNumber, doc.document.header.startTime]).toEqual([13, '09:30']);
  });
});

describe('refused values', () => {
  const refusal = (op: EditOperation, doc = withTwoTopics()) => {
    try {
      applyEdits(doc, [{ kind: 'setHeader', field: 'location', base: 'Baucontainer', value: 'ok' }, op]);
    } catch (error) {
      expect(error).toBeInstanceOf(EditRejected);
      return { operation: (error as EditRejected).operation, message: (error as Error).message };
    }
    throw new Error('not refused');
  };

  it.each([
    [{ kind: 'setHeader', field: 'title', base: 'Baubesprechung 12', value: '  ' }, 'Bitte geben Sie einen Titel ein.'],
    [{ kind: 'setHeader', field: 'date', base: '2026-11-23', value: '2026-02-30' }, 'Bitte geben Sie ein gültiges Datum ein (TT.MM.JJJJ).'],
    [{ kind: 'setHeader', field: 'date', base: '2026-11-23', value: '23.11.2026' }, 'Bitte geben Sie ein gültiges Datum ein (TT.MM.JJJJ).'],
    [{ kind: 'setHeader', field: 'startTime', base: null, value: '24:00' }, 'Bitte geben Sie eine gültige Uhrzeit ein (HH:MM).'],
    [{ kind: 'setHeader', field: 'meetingNumber', base: '12', value: '0' }, 'Bitte geben Sie eine ganze Zahl zwischen 1 und 9999 ein.'],
    [{ kind: 'setHeader', field: 'meetingNumber', base: '12', value: '1e3' }, 'Bitte geben Sie eine ganze Zahl zwischen 1 und 9999 ein.'],
    [{ kind: 'setHeader', field: 'location', base: 'ok', value: 'Zeile 1\nZeile 2' }, 'Zeilenumbrüche sind in diesem Feld nicht erlaubt.'],
    [{ kind: 'setHeader', field: 'recorder', base: 'Eva Schulz', value: 'Eva\u0000' }, 'Das Feld enthält unzulässige Steuerzeichen. Bitte entfernen Sie sie.'],
    [{ kind: 'setHeader', field: 'location', base: 'ok', value: 'x'.repeat(201) }, 'Der Text ist zu lang (höchstens 200 Zeichen).'],
    [{ kind: 'setEntry', entryId: E1, field: 'type', base: 'AUFGABE', value: 'NOTIZ' }, 'Dieser Wert ist nicht zulässig.'],
    [{ kind: 'setEntry', entryId: E1, field: 'status', base: 'OPEN', value: 'DONE' }, 'Dieser Wert ist nicht zulässig.'],
    [{ kind: 'addTopic', topicId: T1.replace('1111-4', '1111-5'), index: 0, title: '' }, 'Bitte geben Sie einen Titel für den TOP ein.'],
    [{ kind: 'addEntry', topicId: T1, entryId: T2, index: 0, type: 'INFORMATION', html: '' }, 'Diese Kennung wird im Protokoll bereits verwendet.'],
    [{ kind: 'addAttendee', attendeeId: A1, participantId: null, name: ' ', company: null, attendance: 'PRESENT' }, 'Bitte geben Sie einen Namen ein.'],
  ] as [EditOperation, string][])('refuses %j in German, naming the operation', (op, message) => {
    expect(refusal(op)).toEqual({ operation: 1, message });
  });

  it('takes multi-line text in the Verteiler only', () => {
    const { document } = apply(empty(), { kind: 'setHeader', field: 'distribution', base: null, value: 'Bauherr\nArchitekt' });
    expect(document.header.distribution).toBe('Bauherr\nArchitekt');
  });

  it("refuses an attendee who is not one of the project's participants", () => {
    expect(() =>
      applyEdits(empty(), [{ kind: 'addAttendee', attendeeId: A1, participantId: P1, name: 'Eva', company: null, attendance: 'PRESENT' }], { participantIds: new Set() }),
    ).toThrow('Dieser Beteiligte gehört nicht zum Projekt.');
  });
});

describe('what generation guessed', () => {
  const guessed = (): ProtocolDocument => {
    const doc = withTwoTopics();
    const entry = doc.topics[0]!.entries.find((e) => e.id === E1)!;
    entry.checks = ['type', 'owner', 'dueDate'];
    return doc;
  };
  const checksOf = (doc: ProtocolDocument) => doc.topics.flatMap((t) => t.entries).find((e) => e.id === E1)!.checks;

  it('is no longer a guess once the user sets that field', () => {
    let doc = apply(guessed(), { kind: 'setEntry', entryId: E1, field: 'responsiblePerson', base: null, value: 'Eva Schulz' }).document;
    expect(checksOf(doc)).toEqual(['type', 'dueDate']);
    doc = apply(doc, { kind: 'setEntry', entryId: E1, field: 'dueDate', base: null, value: '2026-12-01' }).document;
    expect(checksOf(doc)).toEqual(['type']);
    // The text is not among the guesses: editing it leaves the marks.
    doc = apply(doc, { kind: 'setEntry', entryId: E1, field: 'html', base: null, value: '<p>Neu</p>' }).document;
    expect(checksOf(doc)).toEqual(['type']);
    doc = apply(doc, { kind: 'setEntry', entryId: E1, field: 'type', base: 'AUFGABE', value: 'FESTLEGUNG' }).document;
    expect(checksOf(doc)).toBeUndefined();
  });

  it('goes all at once when the user confirms the entry, twice as once', () => {
    const doc = apply(guessed(), { kind: 'confirmEntry', entryId: E1 }, { kind: 'confirmEntry', entryId: E1 }).document;
    expect(checksOf(doc)).toBeUndefined();
    expect(apply(doc, { kind: 'confirmEntry', entryId: '99999999-9999-4999-8999-999999999999' }).conflicts).toEqual([{ operation: 0, reason: 'gone', currentValue: null }]);
  });
});
