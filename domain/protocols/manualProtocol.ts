// A protocol written by hand, without a recording (spec part 2 §2 route new-manual): it starts as
// a draft with the project's participants as attendees and the user as Protokollführer, and
// counts against the plan's daily protocols like an upload.
import { z } from 'zod';
import type { UserActor } from '../access/actor';
import { parseOrThrow } from '../accounts/input';
import { checkDailyProtocolLimit } from '../plans/dailyLimits';
import { recordUsage } from '../plans/usage';
import { findChangeableProject } from '../projects/projectPolicy';
import type { Services } from '../services';
import type { Prisma, Protocol } from '../../platform/generated/prisma/client';
import { personName } from '../../common/accounts';
import type { ProtocolHeaderFields } from '../../common/protocolDocument';
import { headerValue, type HeaderField } from '../../common/protocolEdits';
import type { DocumentTopic } from '../../common/protocolDocument';
import { randomUUID } from 'node:crypto';
import { carriedTopics, numberedAfter } from '../actionItems/carryOver';
import { loadDocument, saveDocument } from './storedDocument';

export interface ManualProtocolInput {
  projectId: string;
  /** Also carry the previous protocol's Festlegungen (the open items are always carried). */
  carryDecisions?: boolean | null;
  /** The TOPs to start with (an agenda's) instead of 'Allgemeines'. */
  topicTitles?: readonly string[];
  /** The participants present (an agenda's invitees) instead of all the project's. */
  attendeeIds?: readonly string[];
  /** Runs in the creating transaction, e.g. to link the agenda the protocol was started from; throwing undoes the protocol. */
  onCreated?: (tx: Prisma.TransactionClient, protocol: Protocol) => Promise<void>;
  title: string;
  date: string;
  startTime?: string | null;
  location?: string | null;
}

/** A header field read by the same rule an edit of it follows (common/protocolEdits). */
const headerField = <F extends HeaderField>(field: F) =>
  z
    .string()
    .nullish()
    .transform((value, ctx) => {
      try {
        return headerValue(field, value?.trim() ?? null) as ProtocolHeaderFields[F];
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    });

const manualInput = z.object({ title: headerField('title'), date: headerField('date'), startTime: headerField('startTime'), location: headerField('location') });

/** The first TOP of a new protocol, so that the user can start writing at once. */
export const FIRST_TOPIC_TITLE = 'Allgemeines';

export async function createManualProtocol(deps: Pick<Services, 'db'>, actor: UserActor, input: ManualProtocolInput): Promise<Protocol> {
  const fields = parseOrThrow(manualInput, input, 'Fehler');
  const project = await findChangeableProject(deps, actor, input.projectId);
  await checkDailyProtocolLimit(deps, actor);
  const [participants, owner, series] = await Promise.all([
    deps.db.participant.findMany({ where: { projectId: project.id, ...(input.attendeeIds ? { id: { in: [...input.attendeeIds] } } : {}) }, orderBy: [{ name: 'asc' }, { createdAt: 'asc' }] }),
    deps.db.user.findUniqueOrThrow({ where: { id: actor.userId }, include: { profile: true } }),
    deps.db.protocol.aggregate({ where: { projectId: project.id, isCurrentVersion: true }, _max: { meetingNumber: true }, _count: true }),
  ]);
  return deps.db.$transaction(async (tx) => {
    const protocol = await tx.protocol.create({
      data: {
        projectId: project.id,
        title: fields.title,
        date: new Date(`${fields.date}T00:00:00Z`),
        startTime: fields.startTime,
        location: fields.location,
        status: 'DRAFT',
        // The next meeting of the project's series.
        meetingNumber: (series._max.meetingNumber ?? series._count) + 1,
        recorder: personName(owner),
        attendees: {
          create: participants.map((p, position) => ({ position, participantId: p.id, name: p.name, company: p.company, attendance: 'PRESENT' as const })),
        },
      },
    });
    const carried = await carriedTopics(tx, protocol, { decisions: input.carryDecisions ?? false });
    const own = (input.topicTitles?.length ? input.topicTitles : [FIRST_TOPIC_TITLE]).map((title, index): DocumentTopic => ({ id: randomUUID(), number: index + 1, title, entries: [] }));
    const empty = await loadDocument(tx, protocol.id);
    await saveDocument(tx, protocol.id, empty, { ...empty, topics: numberedAfter(carried, own) });
    await recordUsage(tx, actor.userId, 'protocols_created');
    await input.onCreated?.(tx, protocol);
    return protocol;
  });
}
