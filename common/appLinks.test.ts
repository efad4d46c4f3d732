import { describe, expect, it } from 'vitest';
import { parseRecoveryHash, recoveryLink } from './appLinks';

describe('parseRecoveryHash', () => {
  it('reads both tokens of a recovery link', () => {
    expect(parseRecoveryHash('#access_token=abc&refresh_token=def&type=recovery')).toEqual({
      accessToken: 'abc',
      refreshToken: 'def',
    });
    expect(parseRecoveryHash('type=recovery&refresh_token=d%2Bf&access_token=a-b_c')).toEqual({
      accessToken: 'a-b_c',
      refreshToken: 'd+f',
    });
  });

  it.each([
    [''],
    ['#'],
    ['#access_token=abc&type=recovery'],
    ['#refresh_token=def&type=recovery'],
    ['#access_token=&refresh_token=def&type=recovery'],
    ['#access_token=abc&refresh_token=def'],
    ['#access_token=abc&refresh_token=def&type=signup'],
  ])('rejects %j', (hash) => {
    expect(parseRecoveryHash(hash)).toBeNull();
  });
});

describe('recoveryLink', () => {
  it('is the reset page with both tokens in the hash, as the page reads them', () => {
    const link = recoveryLink({ accessToken: 'a-b_c', refreshToken: 'd+f' });
    expect(link).toBe('/reset-password#access_token=a-b_c&refresh_token=d%2Bf&type=recovery');
    expect(parseRecoveryHash(link.slice(link.indexOf('#')))).toEqual({ accessToken: 'a-b_c', refreshToken: 'd+f' });
  });
});
