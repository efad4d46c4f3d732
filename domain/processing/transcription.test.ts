import { describe, expect, it } from 'vitest';
import { atMostAtOnce } from './transcription';

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
