// A project's Beteiligte (issue 16 point 1): added, changed, removed, imported from another
// project of the user and found by name or company. Removing one keeps the history readable:
// protocols keep the names and companies they were written with (attendees and speakers hold
// their own copy; their link to the participant is cleared).
import { z } from 'zod';
import { PARTICIPANT_LIMITS, PARTICIPANT_TEXT } from '../../common/participants';
import type { Participant, Prisma } from '../../platform/generated/prisma/client';
import { isUuid } from '../../platform/uuid';
import type { Actor } from '../access/actor';
import { AccessDeniedError } from '../accounts/errors';
import { INVALID_EMAIL_MESSAGE, isEmailAddress } from '../accounts/emailAddress';
import { parseOrThrow } from '../accounts/input';
import { UserError } from '../errors';
import { optionalText, trimmed } from '../projects/projectInput';
import { findChangeableProject, findVisibleProject, mayChangeProject } from '../projects/projectPolicy';
import type { Services } from '../services';
import { visibleParticipants } from './participantPolicy';

export class ParticipantNotFoundError extends UserError {
  constructor() {
    super('Nicht gefunden', PARTICIPANT_TEXT.notFound);
    this.name = 'ParticipantNotFoundError';
  }
}

const participantInput = z.object({
  name: trimmed('Der Name', PARTICIPANT_LIMITS.name).refine((v) => v !== '', PARTICIPANT_TEXT.nameMissing),
  company: optionalText('Die Firma', PARTICIPANT_LIMITS.company),
  role: optionalText('Die Rolle', PARTICIPANT_LIMITS.role),
  email: optionalText('Die E-Mail-Adresse', 254).refine((v) => v === null || isEmailAddress(v), INVALID_EMAIL_MESSAGE),
  phone: optionalText('Die Telefonnummer', PARTICIPANT_LIMITS.phone).refine((v) => v === null || /^\+?[0-9 ()/-]{3,}$/.test(v), PARTICIPANT_TEXT.phoneInvalid),
  onDistribution: z.boolean().nullish().transform((v) => v ?? false),
});

export type ParticipantInput = z.input<typeof participantInput>;

type Deps = Pick<Services, 'db'>;

/** Participants whose name or company contains `search` (any case); all without one. */
export function participantSearch(search: string | null | undefined): Prisma.ParticipantWhereInput {
  const term = search?.trim().slice(0, PARTICIPANT_LIMITS.search);
  return term ? { OR: [{ name: { contains: term, mode: 'insensitive' } }, { company: { contains: term, mode: 'insensitive' } }] } : {};
}

export async function addParticipant(deps: Deps, actor: Actor, projectId: string, input: ParticipantInput): Promise<Participant> {
  const fields = parseOrThrow(participantInput, input);
  const project = await findChangeableProject(deps, actor, projectId);
  return deps.db.participant.create({ data: { projectId: project.id, ...fields } });
}

/** A participant whose project the actor may change; anyone else's is not found. */
async function changeableParticipant(deps: Deps, actor: Actor, participantId: string): Promise<Participant> {
  const participant = isUuid(participantId) ? await deps.db.participant.findFirst({ where: { id: participantId, ...visibleParticipants(actor) } }) : null;
  if (!participant) throw new ParticipantNotFoundError();
  if (!(await mayChangeProject(deps, actor, participant.projectId))) throw new AccessDeniedError();
  return participant;
}

export async function updateParticipant(deps: Deps, actor: Actor, participantId: string, input: ParticipantInput): Promise<Participant> {
  const fields = parseOrThrow(participantInput, input);
  const participant = await changeableParticipant(deps, actor, participantId);
  return deps.db.participant.update({ where: { id: participant.id }, data: fields });
}

/** Removes a participant; their project's id, for the answer. */
export async function removeParticipant(deps: Deps, actor: Actor, participantId: string): Promise<string> {
  const participant = await changeableParticipant(deps, actor, participantId);
  await deps.db.participant.delete({ where: { id: participant.id } });
  return participant.projectId;
}

const sameKey = (p: Pick<Participant, 'name' | 'company'>) => `${p.name.trim().toLocaleLowerCase('de')}|${(p.company ?? '').trim().toLocaleLowerCase('de')}`;

/**
 * Copies participants of another of the user's projects (all, or those chosen) into this one;
 * someone already there by name and company is not copied twice. Returns how many were added.
 */
export async function importParticipants(deps: Deps, actor: Actor, input: { projectId: string; fromProjectId: string; participantIds?: readonly string[] | null }): Promise<number> {
  const project = await findChangeableProject(deps, actor, input.projectId);
  const from = await findVisibleProject(deps, actor, input.fromProjectId);
  const chosen = input.participantIds?.filter(isUuid);
  const [source, present] = await Promise.all([
    deps.db.participant.findMany({ where: { projectId: from.id, ...(chosen ? { id: { in: chosen } } : {}) }, orderBy: { name: 'asc' } }),
    deps.db.participant.findMany({ where: { projectId: project.id }, select: { name: true, company: true } }),
  ]);
  const known = new Set(present.map(sameKey));
  const fresh: Participant[] = [];
  for (const participant of source) {
    if (known.has(sameKey(participant))) continue;
    known.add(sameKey(participant));
    fresh.push(participant);
  }
  await deps.db.participant.createMany({
    data: fresh.map(({ name, company, role, email, phone, onDistribution }) => ({ projectId: project.id, name, company, role, email, phone, onDistribution })),
  });
  return fresh.length;
}
