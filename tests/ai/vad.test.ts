import { describe, expect, it } from 'vitest';
import { detectSpeech, sileroVadWeights, tidyRegions } from '../../platform/ai/embedded/vad';
import { overlapSeconds } from '../../domain/transcripts/transcripts';
import { fixtureAudio, spokenLineSpans } from './fixtureAudio';

describe('detectSpeech on the meeting with an 8 s silence after line 4', async () => {
  const { audio, lines } = await fixtureAudio({ longSilence: { afterLine: 4, seconds: 8 } });
  const spoken = spokenLineSpans(audio);
  const regions = await detectSpeech(audio);

  it('the reference finds every scripted line', () => {
    expect(spoken).toHaveLength(lines.length);
  });

  it('finds nothing inside the long silence', () => {
    const silence = { start: spoken[3]!.end, end: spoken[4]!.start };
    expect(silence.end - silence.start).toBeGreaterThan(8);
    // Silero's regions start and end up to a few windows beside the speech.
    const inner = { start: silence.start + 0.3, end: silence.end - 0.3 };
    expect(regions.filter((region) => overlapSeconds(region, inner) > 0)).toEqual([]);
  });

  it('covers nearly all of every spoken line', () => {
    for (const line of spoken) {
      const covered = regions.reduce((sum, region) => sum + overlapSeconds(region, line), 0);
      expect(covered / (line.end - line.start)).toBeGreaterThan(0.9);
    }
  });

  it('keeps turns apart: each region lies within one line, one or two regions per line', () => {
    // The 0.9 s pauses between lines are three times the 0.3 s that joins regions.
    for (const region of regions) {
      expect(spoken.filter((line) => overlapSeconds(region, line) > 0.1)).toHaveLength(1);
    }
    expect(regions.length).toBeGreaterThanOrEqual(lines.length);
    expect(regions.length).toBeLessThanOrEqual(lines.length * 2);
  });
});

describe('sileroVadWeights', () => {
  it('finds the weights inside node_modules', () => {
    expect(sileroVadWeights()).toMatch(/node_modules\/@jjhbw\/silero-vad\/weights\/silero_vad\.onnx$/);
  });
});

describe('tidyRegions', () => {
  const limits = { minGapSeconds: 0.3, minSpeechSeconds: 0.25, maxRegionSeconds: 30 };

  it('joins regions across short pauses, keeps longer pauses', () => {
    const regions = [
      { start: 0, end: 2 },
      { start: 2.2, end: 4 },
      { start: 4.6, end: 6 },
    ];
    expect(tidyRegions(regions, limits)).toEqual([
      { start: 0, end: 4 },
      { start: 4.6, end: 6 },
    ]);
  });

  it('drops blips, but only those that join nothing', () => {
    const regions = [
      { start: 0, end: 2 },
      { start: 2.1, end: 2.2 },
      { start: 5, end: 5.1 },
    ];
    expect(tidyRegions(regions, limits)).toEqual([{ start: 0, end: 2.2 }]);
  });

  it('does not join beyond the longest region', () => {
    const regions = [
      { start: 0, end: 20 },
      { start: 20.1, end: 35 },
    ];
    expect(tidyRegions(regions, limits)).toHaveLength(2);
  });
});
