import { describe, expect, it } from 'vitest';
import { formatDate, germanDay } from './dates';

describe('formatDate', () => {
  it('formats as DD.MM.YYYY', () => {
    expect(formatDate(new Date('2026-03-05T12:00:00Z'))).toBe('05.03.2026');
    expect(formatDate('2026-11-20T08:00:00Z')).toBe('20.11.2026');
  });

  it('uses the Berlin calendar, not UTC', () => {
    // 23:30 UTC on New Year's Eve is already 00:30 in Berlin.
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('01.01.2027');
    expect(formatDate('2026-06-30T22:30:00Z')).toBe('01.07.2026');
  });
});

describe('formatDate of a calendar day (YYYY-MM-DD, as due and meeting dates are kept)', () => {
  it('shows the same day as DD.MM.YYYY', () => {
    expect(formatDate('2026-11-20')).toBe('20.11.2026');
    expect(formatDate('2027-01-01')).toBe('01.01.2027');
    expect(formatDate('2026-12-31')).toBe('31.12.2026');
  });
});

describe('germanDay', () => {
  it('is the day in Berlin, also around the changes of summer time', () => {
    expect(germanDay(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(germanDay(new Date('2026-03-29T22:30:00Z'))).toBe('2026-03-30');
    expect(germanDay(new Date('2026-10-25T22:30:00Z'))).toBe('2026-10-25');
  });
});
