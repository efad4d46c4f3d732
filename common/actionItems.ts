// Action items (Maßnahmen, Offene Punkte; spec part 2 §3, §4, issue 16): the rules and German
// texts the server, the web and the exports share, so "overdue" means the same everywhere.
import { germanDay, type DateInput } from './dates';

export const ACTION_ITEM_LIMITS = { title: 1000, responsible: 300, search: 100 } as const;

export const ACTION_ITEM_TEXT = {
  updated: 'Maßnahme wurde aktualisiert',
  created: 'Maßnahme wurde angelegt',
  titleMissing: 'Bitte beschreiben Sie die Maßnahme.',
  notFound: 'Diese Maßnahme gibt es nicht (mehr).',
  participantUnknown: 'Diesen Beteiligten gibt es in diesem Projekt nicht.',
  dailyLimit: (limit: number) => `Ihr Abo erlaubt ${limit} ${limit === 1 ? 'neue Maßnahme' : 'neue Maßnahmen'} pro Tag. Morgen geht es weiter.`,
  carriedTopic: 'Offene Punkte aus vorherigen Besprechungen',
  carriedDecisionsTopic: 'Festlegungen aus vorherigen Besprechungen',
} as const;

export type ActionItemStatusValue = 'OPEN' | 'COMPLETED';

/** A calendar day (YYYY-MM-DD) as the date column gives it: midnight UTC of that day. */
export const dayOfDate = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * Open and due before today in German time: overdue from the day after the due date (spec part 2 §4),
 * whatever the clock of the server or the browser says about its own zone.
 */
export function isOverdue(item: { status: string; dueDate: string | null }, now: DateInput = new Date()): boolean {
  return item.status === 'OPEN' && item.dueDate !== null && item.dueDate < germanDay(now);
}

const addDays = (day: string, days: number) => dayOfDate(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));

/** Monday to Sunday of the German week `now` is in, as YYYY-MM-DD: the filter 'Diese Woche fällig'. */
export function currentWeek(now: DateInput = new Date()): { from: string; to: string } {
  const today = germanDay(now);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const from = addDays(today, -weekday);
  return { from, to: addDays(from, 6) };
}

/** Filters of the action item lists (issue 16 point 2). */
export type ActionItemDueFilter = 'OVERDUE' | 'THIS_WEEK';
export const ACTION_ITEM_SORTS = ['DUE_DATE', 'NUMBER', 'CREATED', 'PROJECT'] as const;
export type ActionItemSort = (typeof ACTION_ITEM_SORTS)[number];

/** What a new protocol carries over from earlier meetings (issue 16 point 3). */
export interface CarryCandidate {
  status: ActionItemStatusValue;
  completedAt: Date | null;
}

/**
 * Open items are carried until someone marks them done; an item completed since the project's
 * previous protocol was made is shown once, as done, and then drops off. Without an earlier
 * protocol nothing completed is shown.
 */
export function isCarried(item: CarryCandidate, previousProtocolCreatedAt: Date | null): boolean {
  if (item.status === 'OPEN') return true;
  return previousProtocolCreatedAt !== null && item.completedAt !== null && item.completedAt > previousProtocolCreatedAt;
}
