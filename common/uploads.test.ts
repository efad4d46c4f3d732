import { describe, expect, it } from 'vitest';
import { LARGE_FILE_BYTES, acceptedExtension, isLargeFile } from './uploads';

describe('accepted uploads', () => {
  it('takes audio and video by extension, with a matching or missing type', () => {
    expect(acceptedExtension('Besprechung.MP3', 'audio/mpeg')).toBe('mp3');
    expect(acceptedExtension('video.mov', 'video/quicktime')).toBe('mov');
    expect(acceptedExtension('aufnahme.m4a', '')).toBe('m4a');
    expect(acceptedExtension('aufnahme.ogg', 'application/ogg')).toBe('ogg');
  });

  it('refuses other files', () => {
    expect(acceptedExtension('plan.pdf', 'application/pdf')).toBeNull();
    expect(acceptedExtension('plan.mp3', 'application/pdf')).toBeNull();
    expect(acceptedExtension('ohne-endung', 'audio/mpeg')).toBeNull();
    expect(acceptedExtension('bild.png', 'image/png')).toBeNull();
  });
});

describe('large files', () => {
  it('warns above 200 MB', () => {
    expect(LARGE_FILE_BYTES).toBe(200 * 1024 ** 2);
    expect(isLargeFile({ size: LARGE_FILE_BYTES })).toBe(false);
    expect(isLargeFile({ size: LARGE_FILE_BYTES + 1 })).toBe(true);
  });
});
