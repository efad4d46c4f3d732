import { describe, expect, it } from 'vitest';
import { isTotpCode } from './accounts';

describe('isTotpCode', () => {
  it('accepts exactly six digits', () => {
    expect(isTotpCode('123456')).toBe(true);
    expect(isTotpCode('12345')).toBe(false);
    expect(isTotpCode('1234567')).toBe(false);
    expect(isTotpCode('12345a')).toBe(false);
  });
});
