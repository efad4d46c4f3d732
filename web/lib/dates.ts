import { de } from '../i18n/de';

// Construction sites and their users are in Germany: "today" must follow the Berlin calendar,
// not the browser's or server's time zone.
const TIME_ZONE = 'Europe/Berlin';
const MS_PER_DAY = 24 * 60 * 60 * 1000;

const germanDate = new Intl.DateTimeFormat('de-DE', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

export type DateInput = Date | string | number;

/** DD.MM.YYYY as shown everywhere in the app. */
export function formatDate(value: DateInput): string {
  return germanDate.format(new Date(value));
}

/** Day number of the Berlin calendar date, so that differences count midnights rather than 24-hour spans (DST days have 23 or 25 hours). */
function berlinDayNumber(value: DateInput): number {
  const parts = germanDate.formatToParts(new Date(value));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day')) / MS_PER_DAY;
}

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
