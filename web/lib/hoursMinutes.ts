import { dePlans } from '../i18n/dePlans';

// Number formats of the plan and quota screens, all de-DE.
const integer = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });
const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
const monthYear = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Whole, non-negative minutes; anything else (NaN, negative, fractions) is clamped and rounded. */
const wholeMinutes = (minutes: number) => (Number.isFinite(minutes) ? Math.max(0, Math.round(minutes)) : 0);

/**
 * Meeting time as the spec shows it (part 1 §9): 'X Std. Y Min.', always both parts, hours with
 * German thousands separators: 0 → '0 Std. 0 Min.', 125 → '2 Std. 5 Min.', 60000 → '1.000 Std. 0 Min.'.
 */
export function formatHoursMinutes(minutes: number): string {
  const total = wholeMinutes(minutes);
  return `${integer.format(Math.floor(total / 60))} ${dePlans.units.hours} ${total % 60} ${dePlans.units.minutes}`;
}

/** A plain count, with German thousands separators: 1500 → '1.500'. */
export const formatCount = (value: number): string => integer.format(value);

/** A price in cents as German euros: 2900 → '29,00 €' (with a no-break space before the sign, so it never wraps). */
export const formatEuro = (cents: number): string => euro.format(cents / 100);

/** A usage month key (YYYY-MM) as month and year: '2026-11' → 'November 2026'; anything else is returned unchanged. */
export function formatMonthKey(monthKey: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(monthKey);
  if (!match) return monthKey;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return monthKey;
  return monthYear.format(new Date(Date.UTC(Number(match[1]), month - 1, 1)));
}
