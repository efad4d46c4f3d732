import { describe, expect, it } from 'vitest';
import { fileNameOf } from './ExportMenu';

describe('fileNameOf', () => {
  it('reads the UTF-8 name the export route sends, then the plain one', () => {
    expect(fileNameOf(`attachment; filename="B_rogeb_ude.pdf"; filename*=UTF-8''B%C3%BCrogeb%C3%A4ude_Protokoll-3_2026-11-23_v2.pdf`, 'x')).toBe('Bürogebäude_Protokoll-3_2026-11-23_v2.pdf');
    expect(fileNameOf('attachment; filename="P-4711_Protokoll.docx"', 'x')).toBe('P-4711_Protokoll.docx');
    expect(fileNameOf(null, 'Protokoll.pdf')).toBe('Protokoll.pdf');
  });
});
