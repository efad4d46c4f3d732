import { describe, expect, it } from 'vitest';
import { formatCount, formatEuro, formatHoursMinutes, formatMonthKey } from './hoursMinutes';

describe('formatHoursMinutes', () => {
  it.each([
    [0, '0 Std. 0 Min.'],
    [1, '0 Std. 1 Min.'],
    [59, '0 Std. 59 Min.'],
    [60, '1 Std. 0 Min.'],
    [61, '1 Std. 1 Min.'],
    [125, '2 Std. 5 Min.'],
    [2400, '40 Std. 0 Min.'],
    [12_000, '200 Std. 0 Min.'],
    [59_999, '999 Std. 59 Min.'],
    [60_000, '1.000 Std. 0 Min.'],
    [6_000_059, '100.000 Std. 59 Min.'],
  ])('%i minutes → %s', (minutes, text) => {
    expect(formatHoursMinutes(minutes)).toBe(text);
  });

  it('never shows negative or fractional minutes', () => {
    expect(formatHoursMinutes(-30)).toBe('0 Std. 0 Min.');
    expect(formatHoursMinutes(59.6)).toBe('1 Std. 0 Min.');
    expect(formatHoursMinutes(Number.NaN)).toBe('0 Std. 0 Min.');
  });
});

describe('formatEuro', () => {
  it('formats cents as German euros with a no-break space before the sign', () => {
    expect(formatEuro(2900)).toBe('29,00\u00a0€');
    expect(formatEuro(0)).toBe('0,00\u00a0€');
    expect(formatEuro(199_000)).toBe('1.990,00\u00a0€');
    expect(formatEuro(1999)).toBe('19,99\u00a0€');
  });
});

describe('formatCount', () => {
  it('groups thousands the German way', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(2000)).toBe('2.000');
  });
});

describe('formatMonthKey', () => {
  it('shows the month in German with the year', () => {
    expect(formatMonthKey('2026-11')).toBe('November 2026');
    expect(formatMonthKey('2027-03')).toBe('März 2027');
    expect(formatMonthKey('2026-01')).toBe('Januar 2026');
  });

  it('leaves anything that is no month key as it is', () => {
    expect(formatMonthKey('2026-13')).toBe('2026-13');
    expect(formatMonthKey('')).toBe('');
  });
});
