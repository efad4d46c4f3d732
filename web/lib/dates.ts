import { formatDate, germanDay, type DateInput } from '../../common/dates';
import { de } from '../i18n/de';

const MS_PER_DAY = 24 * 60 * 60 * 1000;

/** Day number of the Berlin calendar date, so that differences count midnights rather than 24-hour spans (DST days have 23 or 25 hours). */
const berlinDayNumber = (value: DateInput): number => Date.parse(germanDay(value)) / MS_PER_DAY;

/**
 * Last-activity label for project cards: 'Heute', 'Gestern', 'vor N Tagen' below a week,
 * weeks below 30 days, otherwise the date. A timestamp slightly in the future (clock skew
 * between server and browser) on the same day still reads 'Heute'; later days show the date.
 */
export function formatRelativeDate(value: DateInput, now: DateInput = new Date()): string {
  const days = berlinDayNumber(now) - berlinDayNumber(value);
  if (days === 0) return de.dates.today;
  if (days === 1) return de.dates.yesterday;
  if (days > 1 && days < 7) return de.dates.daysAgo(days);
  if (days >= 7 && days < 30) return de.dates.weeksAgo(Math.floor(days / 7));
  return formatDate(value);
}
