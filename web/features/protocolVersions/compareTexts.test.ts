import { describe, expect, it } from 'vitest';
import { diffProtocols, type DiffSummary } from '../../../common/protocolDiff';
import { correctedVersion, largeProtocol } from '../../../tests/fixtures/protocolVersions';
import { attendeeFieldChange, entryFieldChange, headerFieldChange, summaryText } from './compareTexts';

const nothing: DiffSummary = {
  entries: { added: 0, removed: 0, moved: 0, retyped: 0, changed: 0 },
  topics: { added: 0, removed: 0, moved: 0, renamed: 0 },
  attendees: { added: 0, removed: 0, changed: 0 },
  headerFields: 0,
  identical: true,
};

describe('compare texts', () => {
  it('says when two versions do not differ', () => {
    expect(summaryText(nothing)).toBe('Keine Unterschiede zwischen diesen Versionen.');
  });

  it('counts per part of the protocol, leaving out what did not change', () => {
    expect(
      summaryText({
        entries: { added: 2, removed: 1, moved: 3, retyped: 1, changed: 4 },
        topics: { added: 0, removed: 0, moved: 0, renamed: 1 },
        attendees: { added: 1, removed: 0, changed: 0 },
        headerFields: 1,
        identical: false,
      }),
    ).toBe('Einträge: 2 neu, 1 entfernt, 3 verschoben, 1 Typ geändert, 4 geändert · TOPs: 1 umbenannt · Teilnehmer: 1 neu · Kopfdaten: 1 Feld geändert');
    expect(summaryText({ ...nothing, headerFields: 2, identical: false })).toBe('Kopfdaten: 2 Felder geändert');
  });

  it('summarises a correction of a large protocol as the diff found it', () => {
    const older = largeProtocol(40, 300);
    const { newer } = correctedVersion(older, 30, 6);
    const { summary } = diffProtocols(older, newer);
    expect(summaryText(summary)).toBe(`Einträge: ${summary.entries.moved} verschoben, ${summary.entries.changed} geändert`);
  });

  it('shows changed values as the minutes do: German dates, status and attendance in words, empty as –', () => {
    expect(entryFieldChange({ field: 'dueDate', before: '2026-03-20', after: null })).toEqual({ label: 'Termin', before: '20.03.2026', after: '–' });
    expect(entryFieldChange({ field: 'status', before: 'OPEN', after: 'COMPLETED' })).toEqual({ label: 'Status', before: 'offen', after: 'erledigt' });
    expect(entryFieldChange({ field: 'responsibleCompany', before: null, after: 'Rohbau GmbH' })).toEqual({ label: 'Verantwortlich (Firma)', before: '–', after: 'Rohbau GmbH' });
    expect(headerFieldChange({ field: 'date', before: '2026-03-12', after: '2026-03-13', parts: null })).toEqual({ label: 'Datum', before: '12.03.2026', after: '13.03.2026' });
    expect(attendeeFieldChange({ field: 'attendance', before: 'PRESENT', after: 'EXCUSED' })).toEqual({ label: 'Anwesenheit', before: 'anwesend', after: 'entschuldigt' });
  });
});
