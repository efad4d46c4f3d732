// What the plan and quota screens show, as pure functions (unit-tested beside).
import { UNLIMITED } from '../../../common/plans';
import { dePlans } from '../../i18n/dePlans';
import { formatCount, formatHoursMinutes } from '../../lib/hoursMinutes';

/** German plan status; an unknown status is shown as it is rather than hidden. */
export const statusLabel = (status: string): string => dePlans.statuses[status.toLowerCase()] ?? status;

export const featureLabel = (key: string): string => dePlans.features[key] ?? key;

/** In catalogue order (basic features first); unknown keys last, alphabetically. */
export function sortByCatalogue<T extends { name: string }>(items: readonly T[], catalogue: Record<string, string>): T[] {
  const order = Object.keys(catalogue);
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return [...items].sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name));
}

export const limitLabel = (name: string): string => dePlans.limits[name] ?? name;

/** A plan limit's value: 'Unbegrenzt' for -1, hours as '40 Std.', anything else as a number. */
export function limitValue(name: string, value: number): string {
  if (value === UNLIMITED) return dePlans.quota.unlimited;
  if (name === 'meeting_hours_per_month') return dePlans.hoursValue(formatCount(value));
  return formatCount(value);
}

/** A resource limit of the viewer's plan, where null is unlimited. */
export const resourceLimit = (value: number | null | undefined, format: (value: number) => string = formatCount): string =>
  value == null ? dePlans.quota.unlimited : format(value);

/** Today's use against a daily limit: '2 von 5', or 'Unbegrenzt' for -1. */
export const dailyUsage = (used: number, limit: number): string =>
  limit === UNLIMITED ? dePlans.quota.unlimited : dePlans.subscription.todayOf(used, formatCount(limit));

export interface QuotaInput {
  /** null: unlimited. */
  balance: number | null | undefined;
  monthlyUsed: number;
  nearlyExhausted: boolean;
}

export type QuotaView =
  | { unlimited: true; used: number }
  | { unlimited: false; used: number; allowance: number; remaining: number; nearlyExhausted: boolean };

/** The month's allowance is what was used plus what is left (the plan's base and purchases). */
export function quotaView({ balance, monthlyUsed, nearlyExhausted }: QuotaInput): QuotaView {
  const used = Math.max(0, monthlyUsed);
  if (balance == null) return { unlimited: true, used };
  const remaining = Math.max(0, balance);
  return { unlimited: false, used, allowance: used + remaining, remaining, nearlyExhausted };
}

export type QuotaUnit = 'minutes' | 'credits';
export const formatQuota = (unit: QuotaUnit, value: number): string => (unit === 'minutes' ? formatHoursMinutes(value) : formatCount(value));

/** What a plan card offers: nothing on the current plan, 'Upgrade' above it, 'Wechseln' below it. */
export function planAction(planIndex: number, currentIndex: number): 'current' | 'upgrade' | 'change' {
  if (planIndex === currentIndex) return 'current';
  return currentIndex === -1 || planIndex > currentIndex ? 'upgrade' : 'change';
}
