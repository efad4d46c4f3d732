import { describe, expect, it } from 'vitest';
import type { TranscriptionRequest } from '../../platform/ai/provider';
import type { MonoAudio } from '../../platform/media/monoAudio';
import { atMostAtOnce, heardChunk } from './transcription';

describe('hearing chunks a few at once', () => {
  it('begins them in order, never more at once than allowed, and gives the results in order', async () => {
    let running = 0;
    let most = 0;
    const begun: number[] = [];
    const { results } = atMostAtOnce([30, 5, 20, 1, 10], 2, async (ms) => {
      begun.push(ms);
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running--;
      return ms * 2;
    });
    expect(await Promise.all(results)).toEqual([60, 10, 40, 2, 20]);
    expect(most).toBe(2);
    expect(begun).toEqual([30, 5, 20, 1, 10]);
  });

  it('fails a result only for whoever awaits it, and begins nothing more once stopped', async () => {
    const begun: number[] = [];
    const heard = atMostAtOnce([1, 2, 3, 4], 1, async (n) => {
      begun.push(n);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (n === 1) throw new Error('speech model stopped');
      return n;
    });
    await expect(heard.results[0]).rejects.toThrow('speech model stopped');
    heard.stop();
    await Promise.allSettled(heard.results);
    // The second had begun when the first failed; the rest had not.
    expect(begun).toEqual([1, 2]);
  });
});

const FIRST_HALF = 'Dafür brauche ich aber noch die Lage der Revisionsöffnungen im Flur, sonst können wir die Decke im zweiten Obergeschoss nicht schließen.';
const SECOND_HALF = 'Die Pläne mit den Revisionsöffnungen schicke ich Ihnen bis Freitag, dann kann der Trockenbauer in der nächsten Woche mit der Decke beginnen.';

describe('a chunk heard as scraps', () => {
  it('is heard again in halves asked for at once, their segments in order in recording time', async () => {
    const audio: MonoAudio = { sampleRate: 16000, samples: new Float32Array(16000 * 30) };
    const chunk = [
      { start: 0, end: 14 },
      { start: 15, end: 30 },
    ];
    // The first half is answered only once the second has been asked for: heard one after the other, it never would be.
    let asked = 0;
    let bothAsked!: () => void;
    const secondAsked = new Promise<void>((resolve) => (bothAsked = resolve));
    const ai = {
      async transcribe(request: TranscriptionRequest) {
        const n = ++asked;
        const seconds = request.audio.samples.length / request.audio.sampleRate;
        if (n === 1) return [{ text: 'Na Fülle, Raus, Eich, Amer, Nr. Vela, Ge, E, Mie.', start: 0, end: seconds, words: [] }];
        if (n === 2) await secondAsked;
        else bothAsked();
        return [{ text: n === 2 ? FIRST_HALF : SECOND_HALF, start: 0, end: seconds, words: [] }];
      },
    };
    const heard = await heardChunk({ ai }, audio, chunk, []);
    expect(heard.map((segment) => segment.text)).toEqual([FIRST_HALF, SECOND_HALF]);
    expect(heard[0]!.start).toBeLessThan(heard[1]!.start);
  }, 5_000);
});

describe('a chunk too short to halve', () => {
  it('keeps none of the prompt said back, where heard again without the prompt it loops', async () => {
    const audio: MonoAudio = { sampleRate: 16000, samples: new Float32Array(16000 * 10) };
    const chunk = [{ start: 0, end: 9.5 }];
    const vocabulary = ['Jour fixe Nr. 5 Sanierung Waldbad Lindenbruch', 'Gesa Grotehans', 'Grotehans Planung', 'Malte Harms', 'Harms Schwimmbadtechnik', 'Wiebke Ihlenfeld', 'Gemeinde Lindenbruch'];
    const prompts: number[] = [];
    const ai = {
      async transcribe(request: TranscriptionRequest) {
        prompts.push(request.vocabulary.length);
        if (request.vocabulary.length > 0) {
          return [
            { text: 'Nr.', start: 0, end: 0.2, words: [] },
            { text: '5 Sanierung Waldbad Lindenbruch, Gesa Grotehans Planung, Malte Harms Schwimmbadtechnik, Wiebke Ihlenfeld, Gemeinde', start: 0.2, end: 9, words: [] },
          ];
        }
        const loop = 'Ich will nicht sagen, dass ich die Hände verwendet habe.';
        return [0, 1, 2].map((turn) => ({ text: loop, start: turn * 3, end: turn * 3 + 3, words: [] }));
      },
    };
    const heard = await heardChunk({ ai }, audio, chunk, vocabulary);
    expect(prompts).toEqual([vocabulary.length, 0]);
    expect(heard.map((segment) => segment.text).join(' ')).not.toMatch(/Grotehans|Ihlenfeld|verwendet/);
  }, 5_000);
});
