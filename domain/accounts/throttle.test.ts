import { describe, expect, it } from 'vitest';
import { ACCOUNT_POLICY, ADDRESS_POLICY, slowdownMs } from './throttle';

describe('slowdownMs', () => {
  it('answers the first failures at once', () => {
    expect([1, 2, 3].map((n) => slowdownMs(n, ACCOUNT_POLICY))).toEqual([0, 0, 0]);
  });

  it('slows each further failure by half a second more, up to five seconds', () => {
    expect([4, 5, 9, 30].map((n) => slowdownMs(n, ACCOUNT_POLICY))).toEqual([500, 1000, 3000, 5000]);
  });

  it('tolerates more failures from one address than for one account (a site office shares an address)', () => {
    expect(slowdownMs(10, ADDRESS_POLICY)).toBe(0);
    expect(ADDRESS_POLICY.blockAfter).toBeGreaterThan(ACCOUNT_POLICY.blockAfter);
  });
});
