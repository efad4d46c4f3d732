import { describe, expect, it } from 'vitest';
import { deUploads } from '../../i18n/deUploads';
import { ACCEPTED_FILES, formatBytes, tusFailureMessage, uploadFingerprint, uploadPercent } from './uploadRules';

const answer = (status: number, body: string) => ({ originalResponse: { getStatus: () => status, getBody: () => body } });

describe('upload rules', () => {
  it('lets the picker offer audio, video and every accepted extension', () => {
    expect(ACCEPTED_FILES.split(',')).toEqual([
      'audio/*',
      'video/*',
      ...['.mp3', '.wav', '.m4a', '.aac', '.ogg', '.oga', '.opus', '.flac', '.weba', '.mp4', '.mov', '.webm', '.mkv', '.m4v'],
    ]);
  });

  it.each([
    [0, '0 KB'],
    [300, '1 KB'],
    [512 * 1024, '512 KB'],
    [3.44 * 1024 ** 2, '3,4 MB'],
    [200 * 1024 ** 2, '200 MB'],
    [1.25 * 1024 ** 3, '1,3 GB'],
  ])('formats %i bytes as %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  it('shows whole percent and 100 only when every byte arrived', () => {
    expect(uploadPercent(0, 0)).toBe(0);
    expect(uploadPercent(1, 3)).toBe(33);
    expect(uploadPercent(999, 1000)).toBe(99);
    expect(uploadPercent(1000, 1000)).toBe(100);
  });

  it('resumes only the same file sent with the same form', () => {
    const file = { name: 'besprechung.mp3', type: 'audio/mpeg', size: 1234, lastModified: 1 };
    const form = { projectId: 'p1', title: 'Baubesprechung 12', date: '2026-11-24', location: '', speakerCount: null, file };
    expect(uploadFingerprint({ ...form, title: ' Baubesprechung 12 ' })).toBe(uploadFingerprint(form));
    expect(uploadFingerprint({ ...form, title: 'Baubesprechung 13' })).not.toBe(uploadFingerprint(form));
    expect(uploadFingerprint({ ...form, projectId: 'p2' })).not.toBe(uploadFingerprint(form));
    expect(uploadFingerprint({ ...form, speakerCount: 4 })).not.toBe(uploadFingerprint(form));
    expect(uploadFingerprint({ ...form, file: { ...file, lastModified: 2 } })).not.toBe(uploadFingerprint(form));
  });

  it("reads the server's refusal, and tells a broken connection from a server fault", () => {
    expect(tusFailureMessage(answer(404, 'Der Upload wurde nicht gefunden.'))).toBe('Der Upload wurde nicht gefunden.');
    expect(tusFailureMessage({ originalResponse: null })).toBe(deUploads.toasts.connectionFailed);
    expect(tusFailureMessage({})).toBe(deUploads.toasts.connectionFailed);
    expect(tusFailureMessage(answer(500, 'Internal Server Error'))).toBe(deUploads.toasts.createFailed);
    expect(tusFailureMessage(answer(400, ''))).toBe(deUploads.toasts.createFailed);
  });
});
