import { describe, expect, it } from 'vitest';
import { currentWeek, isCarried, isOverdue } from './actionItems';

describe('overdue (Europe/Berlin calendar days)', () => {
  const due = (dueDate: string | null, status = 'OPEN') => ({ status, dueDate });

  it('is overdue from the day after the due date, by the German day, not the server clock', () => {
    // 23:30 UTC on 24 November is already 25 November in Berlin (UTC+1).
    expect(isOverdue(due('2026-11-24'), '2026-11-24T22:59:59Z')).toBe(false);
    expect(isOverdue(due('2026-11-24'), '2026-11-24T23:00:00Z')).toBe(true);
    expect(isOverdue(due('2026-11-24'), '2026-11-24T12:00:00Z')).toBe(false);
  });

  it('follows the clock changes: midnight is 22:00 UTC in summer, 23:00 UTC in winter', () => {
    // Summer time began on 29 March 2026 (02:00 -> 03:00): midnight of 30 March is 22:00 UTC on the 29th.
    expect(isOverdue(due('2026-03-29'), '2026-03-29T21:59:59Z')).toBe(false);
    expect(isOverdue(due('2026-03-29'), '2026-03-29T22:00:00Z')).toBe(true);
    // It ended on 25 October 2026 (03:00 -> 02:00): that day has 25 hours, and midnight of the 26th is 23:00 UTC.
    expect(isOverdue(due('2026-10-25'), '2026-10-25T22:59:59Z')).toBe(false);
    expect(isOverdue(due('2026-10-25'), '2026-10-25T23:00:00Z')).toBe(true);
    // Midnight of the 25th itself was still summer time: 22:00 UTC on the 24th.
    expect(isOverdue(due('2026-10-24'), '2026-10-24T22:00:00Z')).toBe(true);
  });

  it('never counts completed items or items without a due date', () => {
    expect(isOverdue(due('2020-01-01', 'COMPLETED'), '2026-11-24T12:00:00Z')).toBe(false);
    expect(isOverdue(due(null), '2026-11-24T12:00:00Z')).toBe(false);
  });
});

describe('this week', () => {
  it('runs Monday to Sunday of the German week, switching at midnight in Berlin, not in UTC', () => {
    expect(currentWeek('2026-11-24T10:00:00Z')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(currentWeek('2026-11-29T22:30:00Z')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(currentWeek('2026-11-29T23:30:00Z')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(currentWeek('2026-12-30T12:00:00Z')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });
});

describe('carry-over', () => {
  const previous = new Date('2026-11-17T09:00:00Z');
  it('carries open items always, and completed ones once: when completed after the previous protocol was made', () => {
    expect(isCarried({ status: 'OPEN', completedAt: null }, null)).toBe(true);
    expect(isCarried({ status: 'OPEN', completedAt: null }, previous)).toBe(true);
    expect(isCarried({ status: 'COMPLETED', completedAt: new Date('2026-11-20T08:00:00Z') }, previous)).toBe(true);
    expect(isCarried({ status: 'COMPLETED', completedAt: new Date('2026-11-16T08:00:00Z') }, previous)).toBe(false);
    // Without an earlier protocol there is no meeting it was open in: nothing done is shown.
    expect(isCarried({ status: 'COMPLETED', completedAt: new Date('2026-11-20T08:00:00Z') }, null)).toBe(false);
  });
});
