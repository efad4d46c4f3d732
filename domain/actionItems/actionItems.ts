// Action items across a user's projects and of one project: which are listed, filtered and in
// which order (spec part 2 §3, §4; issue 16 point 2).
import { ACTION_ITEM_LIMITS, currentWeek, dayOfDate, isOverdue as isOverdueDay, type ActionItemDueFilter, type ActionItemSort } from '../../common/actionItems';
import { germanDay } from '../../common/dates';
import type { Actor } from '../access/actor';
import type { Prisma } from '../../platform/generated/prisma/client';
import { isUuid } from '../../platform/uuid';
import { visibleActionItems } from './actionItemPolicy';

/** YYYY-MM-DD of a date column (stored as midnight UTC). */
export const dayOf = dayOfDate;

/** The shared overdue rule (common/actionItems) applied to a row. */
export const isOverdue = (item: { status: string; dueDate: Date | null }, now = new Date()) =>
  isOverdueDay({ status: item.status, dueDate: item.dueDate ? dayOfDate(item.dueDate) : null }, now);

export interface ActionItemFilter {
  status?: 'OPEN' | 'COMPLETED' | null;
  projectId?: string | null;
  /** Verantwortlich: a participant's id, or text contained in what the protocol wrote. */
  participantId?: string | null;
  responsible?: string | null;
  due?: ActionItemDueFilter | null;
}

const day = (value: string) => new Date(`${value}T00:00:00Z`);

/**
 * The items the actor's lists show, with the same counting rule as the project stats: those of the
 * project itself and those of current, not archived protocols; narrowed by the list's filters.
 * A filter value that is not a valid id matches nothing rather than everything.
 */
export function listedActionItems(actor: Actor | null, filter: ActionItemFilter = {}, now = new Date()): Prisma.ActionItemWhereInput {
  const and: Prisma.ActionItemWhereInput[] = [visibleActionItems(actor), { OR: [{ protocolId: null }, { protocol: { archived: false, isCurrentVersion: true } }] }];
  if (filter.status) and.push({ status: filter.status });
  if (filter.projectId != null) and.push({ projectId: isUuid(filter.projectId) ? filter.projectId : '00000000-0000-0000-0000-000000000000' });
  if (filter.participantId != null) and.push({ participantId: isUuid(filter.participantId) ? filter.participantId : '00000000-0000-0000-0000-000000000000' });
  const responsible = filter.responsible?.trim().slice(0, ACTION_ITEM_LIMITS.search);
  if (responsible) and.push({ responsible: { contains: responsible, mode: 'insensitive' } });
  if (filter.due === 'OVERDUE') and.push({ status: 'OPEN', dueDate: { lt: day(germanDay(now)) } });
  if (filter.due === 'THIS_WEEK') {
    const week = currentWeek(now);
    and.push({ dueDate: { gte: day(week.from), lte: day(week.to) } });
  }
  return { AND: and };
}

/** By due date (none last), then oldest first: the default. The id ends every order, so pages are stable. */
export function actionItemOrder(sort: ActionItemSort | null | undefined): Prisma.ActionItemOrderByWithRelationInput[] {
  switch (sort) {
    case 'NUMBER':
      return [{ projectId: 'asc' }, { number: 'asc' }, { id: 'asc' }];
    case 'CREATED':
      return [{ createdAt: 'desc' }, { id: 'asc' }];
    case 'PROJECT':
      return [{ project: { name: 'asc' } }, { projectId: 'asc' }, { number: 'asc' }, { id: 'asc' }];
    default:
      return [{ dueDate: { sort: 'asc', nulls: 'last' } }, { createdAt: 'asc' }, { id: 'asc' }];
  }
}

export const ACTION_ITEM_ORDER = actionItemOrder('DUE_DATE');
