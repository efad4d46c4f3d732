// Making and changing action items (issue 16 point 2): numbered per project, every change of
// title, due date, owner and status written to the item's history, new items within the plan's
// daily limit and counted as action_items_created for the project's owner.
import { z } from 'zod';
import { ACTION_ITEM_LIMITS, ACTION_ITEM_TEXT, dayOfDate } from '../../common/actionItems';
import { isValidDay } from '../../common/dates';
import { UNLIMITED } from '../../common/plans';
import type { ActionItem, ActionItemEventKind, Participant, Prisma } from '../../platform/generated/prisma/client';
import { isUuid } from '../../platform/uuid';
import { userActor, type Actor } from '../access/actor';
import { AccessDeniedError } from '../accounts/errors';
import { parseOrThrow } from '../accounts/input';
import { UserError, ValidationError } from '../errors';
import { subscriptionOf } from '../plans/planOf';
import { usageDayKey } from '../plans/rules';
import { recordUsage } from '../plans/usage';
import { optionalText, trimmed } from '../projects/projectInput';
import { findChangeableProject, mayChangeProject } from '../projects/projectPolicy';
import { responsibleText } from '../../common/protocols';
import type { Services } from '../services';
import { visibleActionItems } from './actionItemPolicy';

type Tx = Prisma.TransactionClient;
type Deps = Pick<Services, 'db'>;

export class ActionItemNotFoundError extends UserError {
  constructor() {
    super('Nicht gefunden', ACTION_ITEM_TEXT.notFound);
    this.name = 'ActionItemNotFoundError';
  }
}

export class DailyActionItemLimitError extends UserError {
  constructor(limit: number) {
    super('Tageslimit erreicht', ACTION_ITEM_TEXT.dailyLimit(limit));
    this.name = 'DailyActionItemLimitError';
  }
}

const dueDay = z
  .string()
  .nullish()
  .transform((v) => v?.trim() || null)
  .refine((v) => v === null || (isValidDay(v) && v >= '2000-01-01' && v <= '2099-12-31'), 'Bitte geben Sie ein gültiges Datum ein.');

const changeInput = z.object({
  title: trimmed('Die Maßnahme', ACTION_ITEM_LIMITS.title)
    .refine((v) => v !== '', ACTION_ITEM_TEXT.titleMissing)
    .optional(),
  // A participant of the project, or text as said (when it is nobody on the list); null clears it.
  participantId: z.string().nullish(),
  responsible: optionalText('Verantwortlich', ACTION_ITEM_LIMITS.responsible).optional(),
  dueDate: dueDay.optional(),
  status: z.enum(['OPEN', 'COMPLETED']).optional(),
});

export type ActionItemChange = z.input<typeof changeInput>;

/** Takes the next `count` numbers of the project in the caller's transaction (the row lock orders concurrent makers). */
export async function takeActionItemNumbers(tx: Tx, projectId: string, count: number): Promise<number> {
  const { actionItemCounter } = await tx.project.update({ where: { id: projectId }, data: { actionItemCounter: { increment: count } }, select: { actionItemCounter: true } });
  return actionItemCounter - count + 1;
}

/** The project owner's daily limit of new items (spec part 1 §9); UNLIMITED is -1. */
export async function dailyActionItemLimit(deps: Deps, ownerUserId: string): Promise<number> {
  const owner = await deps.db.user.findUniqueOrThrow({ where: { id: ownerUserId } });
  return (await subscriptionOf(deps, userActor(owner))).limits.daily_action_items;
}

/** How many more items the limit allows today (German day), read in the caller's transaction; Infinity when unlimited. */
export async function actionItemsLeftToday(tx: Tx, ownerUserId: string, limit: number): Promise<number> {
  if (limit === UNLIMITED) return Infinity;
  const today = await tx.usageCounter.findUnique({ where: { userId_period_usageType: { userId: ownerUserId, period: usageDayKey(new Date()), usageType: 'action_items_created' } } });
  return Math.max(0, limit - (today?.amount ?? 0));
}

async function participantOf(tx: Tx | Deps['db'], projectId: string, participantId: string): Promise<Participant> {
  const participant = isUuid(participantId) ? await tx.participant.findFirst({ where: { id: participantId, projectId } }) : null;
  if (!participant) throw ValidationError.onField('Ungültige Eingabe', 'participantId', ACTION_ITEM_TEXT.participantUnknown);
  return participant;
}

const ownerText = (participant: Pick<Participant, 'name' | 'company'>) => responsibleText({ responsiblePerson: participant.name, responsibleCompany: participant.company });

/** An item of the project itself (no protocol), typed in by the user; counts against the daily limit. */
export async function createActionItem(
  deps: Deps,
  actor: Actor,
  input: { projectId: string; title: string; participantId?: string | null; responsible?: string | null; dueDate?: string | null },
): Promise<ActionItem> {
  const fields = parseOrThrow(changeInput.required({ title: true }), input);
  const project = await findChangeableProject(deps, actor, input.projectId);
  const participant = fields.participantId ? await participantOf(deps.db, project.id, fields.participantId) : null;
  const limit = await dailyActionItemLimit(deps, project.userId);
  return deps.db.$transaction(async (tx) => {
    if ((await actionItemsLeftToday(tx, project.userId, limit)) < 1) throw new DailyActionItemLimitError(limit);
    const item = await tx.actionItem.create({
      data: {
        projectId: project.id,
        number: await takeActionItemNumbers(tx, project.id, 1),
        title: fields.title,
        participantId: participant?.id ?? null,
        responsible: participant ? ownerText(participant) : (fields.responsible ?? null),
        dueDate: fields.dueDate ? new Date(`${fields.dueDate}T00:00:00Z`) : null,
        events: { create: { kind: 'RAISED' } },
      },
    });
    await recordUsage(tx, project.userId, 'action_items_created');
    return item;
  });
}

/** An item whose project the actor may change; anyone else's is not found. */
async function changeableItem(deps: Deps, actor: Actor, actionItemId: string): Promise<ActionItem> {
  const item = isUuid(actionItemId) ? await deps.db.actionItem.findFirst({ where: { id: actionItemId, ...visibleActionItems(actor) } }) : null;
  if (!item) throw new ActionItemNotFoundError();
  if (!(await mayChangeProject(deps, actor, item.projectId))) throw new AccessDeniedError();
  return item;
}

export interface ItemValues {
  title: string;
  responsible: string | null;
  participantId: string | null;
  dueDate: Date | null;
  status: 'OPEN' | 'COMPLETED';
}

const dayText = (date: Date | null) => (date ? dayOfDate(date) : null);

/**
 * Writes new values to an item and its history, in the caller's transaction: one event per kind of
 * change, with what it was and what it became. `protocolId` is the protocol it was changed in, if any.
 */
export async function applyItemValues(tx: Tx, item: ActionItem, next: ItemValues, protocolId: string | null): Promise<ActionItem> {
  const events: { kind: ActionItemEventKind; fromValue: string | null; toValue: string | null }[] = [];
  if (next.title !== item.title) events.push({ kind: 'TITLE_CHANGED', fromValue: item.title, toValue: next.title });
  if (dayText(next.dueDate) !== dayText(item.dueDate)) events.push({ kind: 'DUE_DATE_CHANGED', fromValue: dayText(item.dueDate), toValue: dayText(next.dueDate) });
  if (next.responsible !== item.responsible || next.participantId !== item.participantId) events.push({ kind: 'OWNER_CHANGED', fromValue: item.responsible, toValue: next.responsible });
  if (next.status !== item.status) events.push({ kind: next.status === 'COMPLETED' ? 'COMPLETED' : 'REOPENED', fromValue: null, toValue: null });
  if (events.length === 0) return item;
  return tx.actionItem.update({
    where: { id: item.id },
    data: {
      ...next,
      completedAt: next.status === item.status ? undefined : next.status === 'COMPLETED' ? new Date() : null,
      // Overdue again with a new date is notified again (overdue.ts); the mail stays once per item.
      ...(dayText(next.dueDate) !== dayText(item.dueDate) ? { overdueNotifiedFor: null } : {}),
      // A millisecond apart, so the history lists one change's steps in the order above.
      events: { create: events.map((event, index) => ({ ...event, protocolId, createdAt: new Date(Date.now() + index) })) },
    },
  });
}

/** Changes title, Verantwortlich, due date or status; fields left out stay as they are. */
export async function updateActionItem(deps: Deps, actor: Actor, actionItemId: string, change: ActionItemChange): Promise<ActionItem> {
  const fields = parseOrThrow(changeInput, change);
  const item = await changeableItem(deps, actor, actionItemId);
  let owner: Pick<ItemValues, 'responsible' | 'participantId'> = { responsible: item.responsible, participantId: item.participantId };
  if (fields.participantId) {
    const participant = await participantOf(deps.db, item.projectId, fields.participantId);
    owner = { responsible: ownerText(participant), participantId: participant.id };
  } else if (fields.participantId === null || fields.responsible !== undefined) {
    owner = { responsible: fields.responsible ?? null, participantId: null };
  }
  return deps.db.$transaction((tx) =>
    applyItemValues(
      tx,
      item,
      {
        title: fields.title ?? item.title,
        ...owner,
        dueDate: fields.dueDate === undefined ? item.dueDate : fields.dueDate ? new Date(`${fields.dueDate}T00:00:00Z`) : null,
        status: fields.status ?? item.status,
      },
      null,
    ),
  );
}
