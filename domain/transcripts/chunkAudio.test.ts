import { describe, expect, it } from 'vitest';
import { speechOnly } from './chunkAudio';

describe('speech without the silence between regions', () => {
  const audio = { samples: Float32Array.from({ length: 16000 * 10 }, (_, i) => i), sampleRate: 16000 as const };

  it('keeps the regions with a short pause between them and maps times back to the recording', () => {
    const piece = speechOnly(audio, [
      { start: 1, end: 2 },
      { start: 5, end: 6.5 },
    ]);
    expect(piece.audio.samples.length).toBe(16000 * 3);
    expect(piece.audio.samples[0]).toBe(16000);
    expect(piece.audio.samples[16000 + 4000]).toBe(0);
    expect(piece.audio.samples[16000 + 8000]).toBe(16000 * 5);
    expect(piece.toRecordingTime(0.5)).toBe(1.5);
    expect(piece.toRecordingTime(1.75)).toBe(5.25);
    // In the pause: the end of the region before; past the end: the end of the last region.
    expect(piece.toRecordingTime(1.2)).toBe(2);
    expect(piece.toRecordingTime(9)).toBe(6.5);
  });
});
