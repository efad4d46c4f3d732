// Action items across a user's projects, read-only until part 2 brings editing (spec part 2 §3, §4).
import { germanDay } from '../../common/dates';
import type { Actor } from '../access/actor';
import type { Prisma } from '../../platform/generated/prisma/client';
import { visibleActionItems } from './actionItemPolicy';

/** YYYY-MM-DD of a date column (stored as midnight UTC). */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Open and due before today in German time: overdue from the day after the due date (spec part 2 §4). */
export const isOverdue = (item: { status: string; dueDate: Date | null }, now = new Date()) =>
  item.status === 'OPEN' && item.dueDate !== null && dayOf(item.dueDate) < germanDay(now);

/**
 * The items the actor's lists show, with the same counting rule as the project stats: those of the
 * project itself and those of current, not archived protocols.
 */
export const listedActionItems = (actor: Actor | null, status?: 'OPEN' | 'COMPLETED' | null): Prisma.ActionItemWhereInput => ({
  ...visibleActionItems(actor),
  OR: [{ protocolId: null }, { protocol: { archived: false, isCurrentVersion: true } }],
  ...(status ? { status } : {}),
});

/** By due date (none last), then oldest first. */
export const ACTION_ITEM_ORDER = [{ dueDate: { sort: 'asc', nulls: 'last' } }, { createdAt: 'asc' }, { id: 'asc' }] satisfies Prisma.ActionItemOrderByWithRelationInput[];
