import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { largeProtocol } from '../../tests/fixtures/protocolVersions';
import { createPdfPrinter } from '../../platform/pdf/pdfPrinter';
import { exportFileName, slug, type ProtocolExportSource } from './exportModel';
import { renderProtocolExport } from './renderProtocolExport';

const pdf = createPdfPrinter({ executablePath: process.env.CHROMIUM_PATH || undefined });
afterAll(() => pdf.close());

const source = (): ProtocolExportSource => {
  const document = largeProtocol(3, 12);
  document.header.meetingNumber = 7;
  document.header.distribution = 'Bauherr Grünwald\nArchitekturbüro Weiß';
  document.attendees[0]!.participantId = 'participant-1';
  return {
    document,
    project: { name: 'Neubau Kita Straße', number: 'P-4711', address: 'Hauptstraße 1, 80331 München', objectionDays: 5, objectionClause: null },
    version: { number: 1, date: new Date('2026-11-23T10:00:00Z') },
    openItems: [{ title: 'Gerüstfreigabe prüfen', responsible: 'Herr Groß', dueDate: '2026-12-01' }],
    participantRoles: { 'participant-1': 'Projektsteuerung' },
  };
};

describe('renderProtocolExport', () => {
  it('names files readably, German letters transliterated', () => {
    expect(slug('Bürogebäude Große Straße')).toBe('Buerogebaeude-Grosse-Strasse');
    const s = source();
    expect(exportFileName(s, 'pdf')).toBe(`P-4711_Protokoll-7_${s.document.header.date}_v1.pdf`);
    expect(exportFileName({ ...s, project: { ...s.project, number: null } }, 'docx')).toMatch(/^Neubau-Kita-Strasse_Protokoll-7_.*_v1\.docx$/);
  });

  it('prints a PDF with page numbers, the version and the closing clause, loading nothing', async () => {
    const s = source();
    const before = pdf.blockedRequests;
    const rendered = await renderProtocolExport({ pdf }, { ...s, format: 'pdf' });
    expect(rendered.contentType).toBe('application/pdf');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'export-'));
    writeFileSync(path.join(dir, 'p.pdf'), rendered.bytes);
    // Soft hyphens from the hyphenation stay in the extracted text where no line broke.
    const text = execFileSync('pdftotext', ['-layout', path.join(dir, 'p.pdf'), '-']).toString().replaceAll('\u00AD', '');
    expect(text).toMatch(/Seite 1 von \d+/);
    expect(text).toContain('Version 1 vom 23.11.2026');
    expect(text).toContain('Einwände gegen dieses Protokoll sind innerhalb von 5 Werktagen');
    expect(text).toContain('Offene Punkte aus früheren Protokollen');
    expect(text).toContain('TOP 1:');
    expect(text).toMatch(/Name\s+Firma\s+Rolle\s+Anwesenheit/);
    expect(text).toContain('Projektsteuerung');
    expect(pdf.blockedRequests).toBe(before);
  }, 60_000);

  it('writes a .docx', async () => {
    const rendered = await renderProtocolExport({ pdf }, { ...source(), format: 'docx' });
    expect(rendered.bytes.subarray(0, 2).toString()).toBe('PK');
  });
});
