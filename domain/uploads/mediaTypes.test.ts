import { describe, expect, it } from 'vitest';
import { acceptedExtension } from './mediaTypes';

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
