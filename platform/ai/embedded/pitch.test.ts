import { describe, expect, it } from 'vitest';
import { pitchTrack } from './pitch';

const SAMPLE_RATE = 16000;

/** A vowel-like sound: a fundamental with two weaker harmonics, plus optional extra partials. */
function voice(hz: number, extraPartials: { hz: number; amplitude: number }[] = []): Float32Array {
  const partials = [{ hz, amplitude: 0.4 }, { hz: 2 * hz, amplitude: 0.2 }, { hz: 3 * hz, amplitude: 0.1 }, ...extraPartials];
  return Float32Array.from({ length: SAMPLE_RATE }, (_, index) =>
    partials.reduce((sum, partial) => sum + partial.amplitude * Math.sin((2 * Math.PI * partial.hz * index) / SAMPLE_RATE), 0),
  );
}

function voicedMedian(track: Float32Array): { median: number; voicedShare: number } {
  const voiced = [...track].filter((hz) => hz > 0).sort((a, b) => a - b);
  return { median: voiced[voiced.length >> 1] ?? 0, voicedShare: voiced.length / track.length };
}

describe('pitchTrack', () => {
  it.each([75, 110, 220, 350])('finds %i Hz within one percent in nearly every frame', (hz) => {
    const { median, voicedShare } = voicedMedian(pitchTrack(voice(hz), SAMPLE_RATE));
    expect(Math.abs(median - hz) / hz).toBeLessThan(0.01);
    expect(voicedShare).toBeGreaterThan(0.9);
  });

  it('is not fooled by energy above the analysis band', () => {
    // Without the low-pass before decimation, 5 kHz folds to 3 kHz and pulls the estimate to 125 Hz.
    const { median, voicedShare } = voicedMedian(pitchTrack(voice(110, [{ hz: 5000, amplitude: 0.8 }]), SAMPLE_RATE));
    expect(Math.abs(median - 110) / 110).toBeLessThan(0.01);
    expect(voicedShare).toBeGreaterThan(0.9);
  });

  it('calls noise and silence unvoiced', () => {
    let state = 7;
    const noise = Float32Array.from({ length: SAMPLE_RATE }, () => {
      state = (state * 1664525 + 1013904223) % 2 ** 32;
      return state / 2 ** 32 - 0.5;
    });
    expect(voicedMedian(pitchTrack(noise, SAMPLE_RATE)).voicedShare).toBeLessThan(0.1);
    expect(pitchTrack(new Float32Array(SAMPLE_RATE), SAMPLE_RATE).every((hz) => hz === 0)).toBe(true);
  });

  it('gives a frame per hop that fits in the audio, none for audio shorter than one frame', () => {
    // At 8 kHz a frame needs 240 samples (30 ms) plus the longest lag (134, for 60 Hz) plus one.
    expect(pitchTrack(voice(110), SAMPLE_RATE, { hopSeconds: 0.02 }).length).toBe(Math.floor((8000 - 240 - 134 - 1) / 160) + 1);
    expect(pitchTrack(new Float32Array(100), SAMPLE_RATE)).toHaveLength(0);
  });
});
