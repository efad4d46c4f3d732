// German working days for objection deadlines (issue 15): Monday to Friday except the public
// holidays of every German state. Holidays of single states (Fronleichnam, Reformationstag ...)
// are left out on purpose: a deadline must not end earlier than the recipient can count.
import { TIME_ZONE, germanDay } from './dates';

const DAY_MS = 24 * 60 * 60 * 1000;

const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);
const isoOf = (date: Date) => date.toISOString().slice(0, 10);
const shift = (day: string, days: number) => isoOf(new Date(utcDay(day).getTime() + days * DAY_MS));

/** Easter Sunday of a year (Gregorian calendar, the anonymous algorithm of Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const holidayCache = new Map<number, Set<string>>();

/** The nationwide public holidays of a year, as YYYY-MM-DD. */
export function nationwideHolidays(year: number): Set<string> {
  let holidays = holidayCache.get(year);
  if (!holidays) {
    const easter = easterSunday(year);
    holidays = new Set([
      `${year}-01-01`, // Neujahr
      shift(easter, -2), // Karfreitag
      shift(easter, 1), // Ostermontag
      `${year}-05-01`, // Tag der Arbeit
      shift(easter, 39), // Christi Himmelfahrt
      shift(easter, 50), // Pfingstmontag
      `${year}-10-03`, // Tag der Deutschen Einheit
      `${year}-12-25`,
      `${year}-12-26`,
    ]);
    holidayCache.set(year, holidays);
  }
  return holidays;
}

export function isWorkingDay(day: string): boolean {
  const weekday = utcDay(day).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !nationwideHolidays(Number(day.slice(0, 4))).has(day);
}

/** The n-th working day after `day` (n ≥ 1). */
export function addWorkingDays(day: string, n: number): string {
  let current = day;
  for (let counted = 0; counted < n; ) {
    current = shift(current, 1);
    if (isWorkingDay(current)) counted += 1;
  }
  return current;
}

/** The last working day before `day`. */
export function previousWorkingDay(day: string): string {
  let current = shift(day, -1);
  while (!isWorkingDay(current)) current = shift(current, -1);
  return current;
}

/** The instant a Berlin calendar day begins (00:00 local time, summer or winter time). */
export function startOfBerlinDay(day: string): Date {
  // Berlin is UTC+1 or UTC+2: try both offsets and keep the one whose Berlin date is that day at 00:00.
  for (const offsetHours of [1, 2]) {
    const candidate = new Date(utcDay(day).getTime() - offsetHours * 60 * 60 * 1000);
    const parts = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', hourCycle: 'h23' }).format(candidate);
    if (germanDay(candidate) === day && parts === '00') return candidate;
  }
  throw new Error(`no Berlin midnight found for ${day}`);
}

/** The instant a Berlin calendar day ends (the next day's 00:00). */
export const endOfBerlinDay = (day: string): Date => startOfBerlinDay(shift(day, 1));

/** The last day for objections, `days` working days after the day of sending (Berlin), and the moment it passes. */
export function reviewDeadline(sentAt: Date, days: number): { deadline: string; deadlineAt: Date } {
  const deadline = addWorkingDays(germanDay(sentAt), days);
  return { deadline, deadlineAt: endOfBerlinDay(deadline) };
}

/**
 * When those who have not answered are reminded: 09:00 Berlin on the working day before the
 * deadline; none when that is less than an hour after sending (a deadline of one working day).
 */
export function reminderAt(sentAt: Date, deadline: string): Date | null {
  const at = new Date(startOfBerlinDay(previousWorkingDay(deadline)).getTime() + 9 * 60 * 60 * 1000);
  return at.getTime() - sentAt.getTime() >= 60 * 60 * 1000 ? at : null;
}
