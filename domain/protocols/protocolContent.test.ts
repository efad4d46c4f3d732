import { describe, expect, it } from 'vitest';
import { formatDate } from '../../common/dates';
import { renderProtocolHtml } from './protocolContent';
import { responsibleText } from '../../common/protocols';

describe('protocol content', () => {
  const header = { projectName: 'Neubau Kita', projectNumber: 'P-7', date: '2026-11-24', location: null, participants: ['Thomas Becker', 'Anna Schulz'], recorder: 'Maria Bauer' };

  it('has the header, numbered TOPs and typed entries with Verantwortlich and Termin', () => {
    const html = renderProtocolHtml(header, [
      {
        title: 'Rohbau',
        entries: [
          { type: 'INFORMATION', text: 'Decke betoniert.', responsiblePerson: null, responsibleCompany: null, dueDate: null },
          { type: 'AUFGABE', text: 'Schalpläne liefern', responsiblePerson: 'Herr Becker', responsibleCompany: 'Becker Bau GmbH', dueDate: '2026-11-28' },
        ],
      },
    ]);
    expect(html).toContain('<th>Projekt</th><td>Neubau Kita (P-7)</td>');
    expect(html).toContain('<th>Datum</th><td>24.11.2026</td>');
    expect(html).toContain('<th>Ort</th><td>–</td>');
    expect(html).toContain('<th>Protokollführer</th><td>Maria Bauer</td>');
    expect(html).toContain('<h3>TOP 1: Rohbau</h3>');
    expect(html).toContain('<strong>1.1 Information:</strong> Decke betoniert.');
    expect(html).toContain('<strong>1.2 Aufgabe:</strong> Schalpläne liefern');
    expect(html).toContain('Verantwortlich: Herr Becker (Becker Bau GmbH) · Termin: 28.11.2026');
  });

  it('escapes whatever the model or the user wrote', () => {
    const html = renderProtocolHtml({ ...header, projectName: '<script>x</script>' }, [{ title: 'A & B', entries: [{ type: 'FESTLEGUNG', text: '<img src=x onerror=alert(1)>', responsiblePerson: null, responsibleCompany: null, dueDate: null }] }]);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('TOP 1: A &amp; B');
  });

  it('writes dates and responsibility the German way', () => {
    expect(formatDate('2026-01-05')).toBe('05.01.2026');
    expect(responsibleText({ responsiblePerson: null, responsibleCompany: 'Statik Schulz' })).toBe('Statik Schulz');
    expect(responsibleText({ responsiblePerson: null, responsibleCompany: null })).toBeNull();
  });
});
