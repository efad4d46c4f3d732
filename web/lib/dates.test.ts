import { describe, expect, it } from 'vitest';
import { formatRelativeDate } from './dates';

describe('formatRelativeDate', () => {
  const now = new Date('2026-06-15T10:00:00Z');
  const daysBefore = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

  it.each([
    [0, 'Heute'],
    [1, 'Gestern'],
    [2, 'vor 2 Tagen'],
    [6, 'vor 6 Tagen'],
    [7, 'vor 1 Woche'],
    [13, 'vor 1 Woche'],
    [14, 'vor 2 Wochen'],
    [29, 'vor 4 Wochen'],
    [30, '16.05.2026'],
    [400, '11.05.2025'],
  ])('%i days ago reads %s', (days, expected) => {
    expect(formatRelativeDate(daysBefore(days), now)).toBe(expected);
  });

  it('counts calendar days at midnight in Berlin', () => {
    // 23:59 and 00:00 Berlin summer time, one minute apart.
    expect(formatRelativeDate('2026-06-14T21:59:00Z', '2026-06-14T22:00:00Z')).toBe('Gestern');
    expect(formatRelativeDate('2026-06-14T22:00:00Z', '2026-06-15T21:59:00Z')).toBe('Heute');
  });

  it('handles the 23-hour day when summer time starts (2026-03-29)', () => {
    // 00:30 CET to 23:30 CEST on the same Berlin day.
    expect(formatRelativeDate('2026-03-28T23:30:00Z', '2026-03-29T21:30:00Z')).toBe('Heute');
    // 23:59 CET on the 28th to 00:00 CET on the 29th.
    expect(formatRelativeDate('2026-03-28T22:59:00Z', '2026-03-28T23:00:00Z')).toBe('Gestern');
    // Less than 7 × 24 hours, but seven midnights.
    expect(formatRelativeDate('2026-03-22T10:00:00Z', '2026-03-29T09:30:00Z')).toBe('vor 1 Woche');
  });

  it('handles the 25-hour day when summer time ends (2026-10-25)', () => {
    // 00:30 CEST to 23:30 CET: 24 hours apart, still the same Berlin day.
    expect(formatRelativeDate('2026-10-24T22:30:00Z', '2026-10-25T22:30:00Z')).toBe('Heute');
    // 00:00 CET on the 26th is the next day.
    expect(formatRelativeDate('2026-10-24T22:30:00Z', '2026-10-25T23:00:00Z')).toBe('Gestern');
    // 00:30 CEST on the 20th to 23:45 CET on the 25th: more than 6 × 24 hours, but five midnights.
    expect(formatRelativeDate('2026-10-19T22:30:00Z', '2026-10-25T22:45:00Z')).toBe('vor 5 Tagen');
  });

  it('shows the date for timestamps on a later day than now', () => {
    expect(formatRelativeDate('2026-06-16T10:00:00Z', now)).toBe('16.06.2026');
  });
});
