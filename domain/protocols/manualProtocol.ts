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
import type { Protocol } from '../../platform/generated/prisma/client';
import { personName } from '../../common/accounts';
import { CLIENT_TEXT } from '../../common/clientText';
import { isValidDay } from '../../common/dates';
import { DOCUMENT_LIMITS } from '../../common/protocolDocument';
import { EDIT_TEXT } from '../../common/protocolEdits';

export interface ManualProtocolInput {
  projectId: string;
  title: string;
  date: string;
  startTime?: string | null;
  location?: string | null;
}

const manualInput = z.object({
  title: z
    .string()
    .trim()
    .min(1, EDIT_TEXT.titleRequired)
    .max(DOCUMENT_LIMITS.titleLength, CLIENT_TEXT.tooLong(DOCUMENT_LIMITS.titleLength)),
  date: z.string().trim().refine(isValidDay, EDIT_TEXT.invalidDate),
  startTime: z
    .string()
    .nullish()
    .transform((v) => v?.trim() || null)
    .refine((v) => v === null || /^([01]\d|2[0-3]):[0-5]\d$/.test(v), EDIT_TEXT.invalidTime),
  location: z
    .string()
    .nullish()
    .transform((v) => v?.trim() || null)
    .refine((v) => v === null || v.length <= DOCUMENT_LIMITS.locationLength, CLIENT_TEXT.tooLong(DOCUMENT_LIMITS.locationLength)),
});

/** The first TOP of a new protocol, so that the user can start writing at once. */
export const FIRST_TOPIC_TITLE = 'Allgemeines';

export async function createManualProtocol(deps: Pick<Services, 'db'>, actor: UserActor, input: ManualProtocolInput): Promise<Protocol> {
  const fields = parseOrThrow(manualInput, input, 'Fehler');
  const project = await findChangeableProject(deps, actor, input.projectId);
  await checkDailyProtocolLimit(deps, actor);
  const [participants, owner, series] = await Promise.all([
    deps.db.participant.findMany({ where: { projectId: project.id }, orderBy: [{ name: 'asc' }, { createdAt: 'asc' }] }),
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
        topics: { create: [{ position: 0, number: 1, title: FIRST_TOPIC_TITLE }] },
      },
    });
    await recordUsage(tx, actor.userId, 'protocols_created');
    return protocol;
  });
}
