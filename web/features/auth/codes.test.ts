import { describe, expect, it } from 'vitest';
import { filterRecoveryCode, filterTotpCode, isRecoveryCode } from './codes';

describe('filterTotpCode', () => {
  it('keeps digits only, at most six', () => {
    expect(filterTotpCode('12a3 4-5')).toBe('12345');
    expect(filterTotpCode('123 456 789')).toBe('123456');
    expect(filterTotpCode('abc')).toBe('');
  });
});

describe('recovery codes', () => {
  it('formats typed or pasted codes as xxxxx-xxxxx', () => {
    expect(filterRecoveryCode('abcde')).toBe('abcde');
    expect(filterRecoveryCode('abcdef')).toBe('abcde-f');
    expect(filterRecoveryCode(' abcde fghij ')).toBe('abcde-fghij');
    expect(filterRecoveryCode('ab3de-fg7ijXYZ')).toBe('ab3de-fg7ij');
  });

  it('accepts only the full form', () => {
    expect(isRecoveryCode('ab3de-fg7ij')).toBe(true);
    expect(isRecoveryCode('AB3DE-FG7IJ')).toBe(true);
    expect(isRecoveryCode('ab3de-fg7i')).toBe(false);
    expect(isRecoveryCode('ab3defg7ij')).toBe(false);
  });
});
