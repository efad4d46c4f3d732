import { describe, expect, it } from 'vitest';
import { EVALUATION_MEETINGS } from '../bench/evaluation/meetings';
import { actionItemF1, scoreMeeting, type ScoredEntry } from '../bench/evaluation/score';

// The scorer of bench/protocolQuality.ts, on the first meeting of the evaluation set.
const meeting = EVALUATION_MEETINGS[0]!;
const entry = (type: ScoredEntry['type'], text: string, responsiblePerson: string | null = null, dueDate: string | null = null, responsibleCompany: string | null = null): ScoredEntry => ({
  type,
  text,
  responsiblePerson,
  responsibleCompany,
  dueDate,
});

describe('scoring a protocol against the evaluation labels', () => {
  it('finds a task only with its owner, and counts its due date apart', () => {
    const score = scoreMeeting(meeting, [
      entry('AUFGABE', 'Stefan Krüger erstellt das Aufmaß für die Tore.', 'Stefan Krüger', '2026-11-27'),
      // About the right task, but the meeting leader as owner: not found.
      entry('AUFGABE', 'Revisionspläne der Lüftung schicken.', 'Markus Hoffmann', '2026-12-04'),
      // Found by the company alone, with a wrong date.
      entry('AUFGABE', 'Blitzschutz beauftragen.', null, '2026-11-26', 'Hoffmann Bauleitung'),
    ]);
    expect(score.tasks).toEqual({ labelled: 3, predicted: 3, found: 2, dueRight: 1 });
    expect(actionItemF1([score])).toEqual({ precision: 2 / 3, recall: 2 / 3, f1: 2 / 3 });
  });

  it('counts types right by the label an entry is about, and an entry about nothing labelled as wrong', () => {
    const score = scoreMeeting(meeting, [
      entry('FESTLEGUNG', 'Die Tore werden in Feuerwehrrot ausgeführt.'),
      entry('AUFGABE', 'Die Bodenplatte der Halle ist betoniert.'),
      entry('INFORMATION', 'Guten Morgen zusammen.'),
    ]);
    expect(score.typesRight).toBe(1);
    expect(score.aboutLabels).toBe(2);
    expect(score.decisions).toEqual({ labelled: 2, found: 1 });
  });

  it('counts types also by the line an entry was taken from, however misheard its words are', () => {
    // Line i spoken from 2i to 2i + 1.5 seconds.
    const spans = meeting.lines.map((_, i) => ({ start: 2 * i, end: 2 * i + 1.5 }));
    const from = (line: number, type: ScoredEntry['type'], text: string): ScoredEntry => ({ ...entry(type, text), source: { start: 2 * line + 0.2, end: 2 * line + 1.8 } });
    expect(meeting.lines[3]!.labels![0]!.kind).toBe('information');
    const score = scoreMeeting(
      meeting,
      [
        from(3, 'INFORMATION', 'Zur Information: Die Bauten plappert der Halle.'),
        from(3, 'AUFGABE', 'Zur Information: Die Bodenplatte der Halle ist betoniert.'),
        // The greeting is no entry of any type.
        from(0, 'INFORMATION', 'Guten Morgen zusammen.'),
        entry('INFORMATION', 'Die Bodenplatte der Halle ist betoniert.'),
      ],
      'as heard',
      spans,
    );
    // The misheard entry counts by its line only, the one without a source by its words only.
    expect(score.typesRightBySource).toBe(1);
    expect(score.typesRight).toBe(1);
    expect(scoreMeeting(meeting, []).typesRightBySource).toBeNull();
  });

  it('finds tasks also by the line a task entry was taken from and its owner, however misheard its words are', () => {
    const spans = meeting.lines.map((_, i) => ({ start: 2 * i, end: 2 * i + 1.5 }));
    const from = (line: number, text: string, owner: string | null, due: string | null): ScoredEntry => ({ ...entry('AUFGABE', text, owner, due), source: { start: 2 * line + 0.2, end: 2 * line + 1.8 } });
    const score = scoreMeeting(
      meeting,
      [
        // Line 6, "Das Aufmaß für die Tore mache ich bis Freitag.", as misheard: by its words about nothing.
        from(6, 'Das Aufwasch für die Tolle mache ich bis Freitag.', 'Stefan Krüger', '2026-11-27'),
        // Line 10, the request to Herr Krüger, with the wrong owner: not found either way.
        from(10, 'Küger, schicken Sie mir better die Erize der Lüftung.', 'Markus Hoffmann', null),
        // Line 13 with its owner, the due date wrong.
        from(13, 'Dann beauftage ich den Blitz morgen.', 'Markus Hoffmann', '2026-11-26'),
      ],
      'as heard',
      spans,
    );
    expect(score.tasks.found).toBe(0);
    expect(score.tasksBySource).toEqual({ found: 2, dueRight: 1 });
    expect(actionItemF1([score], true)).toEqual({ precision: 2 / 3, recall: 2 / 3, f1: 2 / 3 });
    expect(scoreMeeting(meeting, []).tasksBySource).toBeNull();
  });

  it('takes a key word as speech recognition misheard or split it, but not a different word', () => {
    const score = scoreMeeting(meeting, [
      entry('INFORMATION', 'Die Stadt gibt die Meerkosten für den Blitz Schutz frei.'),
      entry('AUFGABE', 'Aufmars für die Tore mache ich bis Freitag.', 'Stefan Krüger', '2026-11-27'),
      entry('INFORMATION', 'Die Toiletten im Keller sind fertig.'),
    ]);
    expect(score.typesRight).toBe(2);
    expect(score.tasks.found).toBe(1);
    const exact = scoreMeeting(meeting, [entry('INFORMATION', 'Die Stadt gibt die Meerkosten für den Blitz Schutz frei.')], 'exact');
    expect(exact.typesRight).toBe(0);
  });

  it('takes no short word for a longer key word it only sounds like the start of', () => {
    const lindenhof = EVALUATION_MEETINGS[1]!;
    // "Tag" has the code of "Decke"'s beginning; the Leerrohre task is not what this entry is about.
    const score = scoreMeeting(lindenhof, [entry('AUFGABE', 'Die Firma Vogel Elektro, die Räder in den Wäcker bis noch ein Tag.', null, null, 'Vogel Elektro GmbH')]);
    expect(score.tasks.found).toBe(0);
  });

  it('scores nothing as nothing', () => {
    const score = scoreMeeting(meeting, []);
    expect(score.tasks.found).toBe(0);
    expect(actionItemF1([score])).toEqual({ precision: 0, recall: 0, f1: 0 });
  });

  it('labels every task of the set with a known owner and every label with key words', () => {
    for (const each of EVALUATION_MEETINGS) {
      const owners = new Set(each.participants.flatMap((p) => [p.name, p.company]));
      for (const label of each.lines.flatMap((line) => line.labels ?? [])) {
        expect(label.keys.length).toBeGreaterThan(0);
        if (label.kind === 'task') expect(owners, `${each.title}: ${label.owner}`).toContain(label.owner);
      }
      expect(new Set(each.lines.map((line) => line.speaker))).toEqual(new Set(each.participants.map((p) => p.key)));
    }
  });
});
