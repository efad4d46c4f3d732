import { describe, expect, it } from 'vitest';
import { fftInPlace, hzToMel, mfccFrames } from './mfcc';

/** Deterministic noise in [-0.5, 0.5) (a linear congruential generator), so failures repeat. */
function noise(length: number, seed = 1): Float32Array {
  let state = seed;
  return Float32Array.from({ length }, () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32 - 0.5;
  });
}

function tone(hz: number, seconds = 0.5, sampleRate = 16000): Float32Array {
  return Float32Array.from({ length: seconds * sampleRate }, (_, index) => 0.5 * Math.sin((2 * Math.PI * hz * index) / sampleRate));
}

describe('fftInPlace', () => {
  it('agrees with the textbook DFT', () => {
    for (const size of [16, 512]) {
      const input = noise(size);
      const real = Float64Array.from(input);
      const imaginary = new Float64Array(size);
      fftInPlace(real, imaginary);
      for (const bin of [0, 1, 5, size / 2 - 1, size / 2, size - 1]) {
        let expectedReal = 0;
        let expectedImaginary = 0;
        input.forEach((value, index) => {
          expectedReal += value * Math.cos((-2 * Math.PI * bin * index) / size);
          expectedImaginary += value * Math.sin((-2 * Math.PI * bin * index) / size);
        });
        expect(real[bin]).toBeCloseTo(expectedReal, 9);
        expect(imaginary[bin]).toBeCloseTo(expectedImaginary, 9);
      }
    }
  });

  it('refuses sizes that are not powers of two', () => {
    expect(() => fftInPlace(new Float64Array(12), new Float64Array(12))).toThrow(RangeError);
  });
});

describe('hzToMel', () => {
  it('follows the HTK formula', () => {
    expect(hzToMel(0)).toBe(0);
    expect(hzToMel(700)).toBeCloseTo(2595 * Math.log10(2), 9);
    expect(hzToMel(1000)).toBeCloseTo(1000, 0);
  });
});

describe('mfccFrames', () => {
  it('gives one 13-coefficient frame per 10 ms hop of whole 25 ms frames', () => {
    const frames = mfccFrames(noise(16000), 16000);
    expect(frames).toHaveLength(Math.floor((16000 - 400) / 160) + 1);
    expect(frames[0]).toHaveLength(13);
  });

  it('puts loudness into c0 alone', () => {
    const quiet = noise(4000);
    const loud = quiet.map((value) => value * 2);
    const [a, b] = [mfccFrames(quiet, 16000)[3]!, mfccFrames(loud, 16000)[3]!];
    // Power ×4 adds ln 4 to each of the 26 log bands; the orthonormal DCT puts √26 · ln 4 into c0.
    expect(b[0]! - a[0]!).toBeCloseTo(Math.sqrt(26) * Math.log(4), 4);
    for (let k = 1; k < 13; k++) expect(b[k]).toBeCloseTo(a[k]!, 4);
  });

  it('describes spectral tilt with c1: positive for a low sound, negative for a high one', () => {
    const low = mfccFrames(tone(200), 16000)[10]!;
    const high = mfccFrames(tone(4000), 16000)[10]!;
    expect(low[1]).toBeGreaterThan(0);
    expect(high[1]).toBeLessThan(0);
  });

  it('stays finite on digital silence', () => {
    expect(mfccFrames(new Float32Array(1600), 16000).flatMap((frame) => [...frame]).every(Number.isFinite)).toBe(true);
  });
});
