import { describe, expect, it } from 'vitest';
import { addWorkingDays, easterSunday, endOfBerlinDay, isWorkingDay, previousWorkingDay, reminderAt, reviewDeadline, startOfBerlinDay } from './workingDays';

describe('German working days', () => {
  it('knows Easter and the holidays that move with it', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    // Karfreitag, Ostermontag, Christi Himmelfahrt, Pfingstmontag 2027
    for (const day of ['2027-03-26', '2027-03-29', '2027-05-06', '2027-05-17']) expect(isWorkingDay(day)).toBe(false);
    for (const day of ['2026-12-25', '2026-12-26', '2027-01-01', '2026-10-03', '2027-05-01']) expect(isWorkingDay(day)).toBe(false);
    expect(isWorkingDay('2026-11-24')).toBe(true);
    expect(isWorkingDay('2026-11-28')).toBe(false);
  });

  it('counts working days after the day of sending, skipping weekends and holidays', () => {
    // Sent on a Friday: Mon..Fri of the next week are the five days.
    expect(addWorkingDays('2026-11-27', 5)).toBe('2026-12-04');
    // Over Christmas and New Year: 24.12. (Thu) is a working day, 25./26. and 1.1. are not.
    expect(addWorkingDays('2026-12-23', 5)).toBe('2026-12-31');
    expect(addWorkingDays('2026-12-23', 6)).toBe('2027-01-04');
    // Over Easter 2027
    expect(addWorkingDays('2027-03-25', 1)).toBe('2027-03-30');
    expect(previousWorkingDay('2027-03-30')).toBe('2027-03-25');
  });

  it('puts the end of a day at Berlin midnight in winter and summer time', () => {
    expect(startOfBerlinDay('2026-11-24').toISOString()).toBe('2026-11-23T23:00:00.000Z');
    expect(startOfBerlinDay('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    // The night the clocks go back (25.10.2026): the 25th begins in summer time, the 26th in winter time.
    expect(startOfBerlinDay('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(endOfBerlinDay('2026-10-25').toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('gives a review its deadline and reminder', () => {
    // Sent Tuesday 24.11.2026 at 10:00 Berlin with 5 working days: Tuesday 1.12., passing at its end.
    const sentAt = new Date('2026-11-24T09:00:00Z');
    expect(reviewDeadline(sentAt, 5)).toEqual({ deadline: '2026-12-01', deadlineAt: new Date('2026-12-01T23:00:00Z') });
    // Reminded Monday 30.11. at 09:00 Berlin.
    expect(reminderAt(sentAt, '2026-12-01')).toEqual(new Date('2026-11-30T08:00:00Z'));
    // A deadline of one working day: the reminder would lie before sending, so there is none.
    expect(reminderAt(new Date('2026-11-24T20:00:00Z'), '2026-11-25')).toBeNull();
    // Sent just after midnight Berlin (still the 23rd in UTC): the day of sending is the Berlin day.
    expect(reviewDeadline(new Date('2026-11-23T23:30:00Z'), 1).deadline).toBe('2026-11-25');
  });
});
