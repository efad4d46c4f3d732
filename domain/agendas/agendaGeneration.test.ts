import { describe, expect, it } from 'vitest';
import { generateAgendaItems, recurringTopics } from './agendaGeneration';

describe('generated agenda', () => {
  it('takes TOPs that recur in at least two recent protocols, not the frame TOPs, in the newest order', () => {
    expect(
      recurringTopics([
        ['Offene Punkte aus vorherigen Besprechungen', 'Allgemeines', 'Rohbau', 'Termine'],
        ['Allgemeines', 'termine', 'Haustechnik', 'Rohbau '],
        ['Haustechnik', 'Außenanlagen'],
      ]),
    ).toEqual(['Rohbau', 'Termine', 'Haustechnik']);
  });

  it('builds welcome, last protocol, open items with owner and due date, recurring TOPs and Verschiedenes', () => {
    const items = generateAgendaItems({
      openItems: [
        { number: 3, title: 'Schalpläne freigeben', responsible: 'Eva Schulz (Statik Schulz)', dueDate: '2026-11-20', isOverdue: true },
        { number: 7, title: 'Baustrom beantragen', responsible: null, dueDate: null, isOverdue: false },
      ],
      lastProtocol: { title: 'Jour fixe 12', date: '2026-11-17' },
      recentTopics: [['Rohbau'], ['Rohbau']],
    });
    expect(items.map((i) => [i.title, i.durationMinutes, i.openItems])).toEqual([
      ['Begrüßung und Feststellung der Anwesenheit', 5, false],
      ['Protokoll der letzten Besprechung', 5, false],
      ['Offene Punkte', 10, true],
      ['Rohbau', 10, false],
      ['Verschiedenes', 5, false],
    ]);
    expect(items[1]!.notes).toBe('„Jour fixe 12“ vom 17.11.2026: Einwände und Freigabe');
    expect(items[2]!.notes).toBe('Punkt 3: Schalpläne freigeben – Eva Schulz (Statik Schulz) – fällig 20.11.2026 (überfällig)\nPunkt 7: Baustrom beantragen');
  });

  it('has no protocol or open items TOP for a project without them', () => {
    expect(generateAgendaItems({ openItems: [], lastProtocol: null, recentTopics: [] }).map((i) => i.title)).toEqual(['Begrüßung und Feststellung der Anwesenheit', 'Verschiedenes']);
  });
});
