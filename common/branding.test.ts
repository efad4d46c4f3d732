import { describe, expect, it } from 'vitest';
import { fitLogo, logoPixelSize, logoTypeOf } from './branding';

// A 1×1 PNG; a JPEG header with an APP0 segment, then a baseline frame of 300×120 (height first).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x78, 0x01, 0x2c, 0x03, 0, 0, 0, 0]);

describe('logo checks', () => {
  it('knows a PNG and a JPEG by their bytes, and nothing else', () => {
    expect(logoTypeOf(PNG)).toBe('image/png');
    expect(logoTypeOf(JPEG)).toBe('image/jpeg');
    expect(logoTypeOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(logoTypeOf(Buffer.from('GIF89a......'))).toBeNull();
  });

  it('reads the size and fits it into a box with its proportions', () => {
    expect(logoPixelSize(PNG)).toEqual({ width: 1, height: 1 });
    expect(logoPixelSize(JPEG)).toEqual({ width: 300, height: 120 });
    expect(fitLogo(JPEG, { width: 151, height: 68 })).toEqual({ width: 151, height: 60 });
    expect(fitLogo(PNG, { width: 151, height: 68 })).toEqual({ width: 1, height: 1 });
    expect(fitLogo(Buffer.from([0xff, 0xd8, 0xff, 0xd9]), { width: 151, height: 68 })).toEqual({ width: 151, height: 68 });
  });
});
