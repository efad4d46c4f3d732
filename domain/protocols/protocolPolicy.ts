// Which protocols an actor may see and change: those of the projects it may see (the project
// policy); changing one needs full access to its project. Speakers, transcripts and entries belong
// to their protocol and follow this policy.
import type { Actor } from '../access/actor';
import { AccessDeniedError } from '../accounts/errors';
import type { Prisma, Protocol } from '../../platform/generated/prisma/client';
import type { Db } from '../../platform/db';
import { isUuid } from '../../platform/uuid';
import { mayChangeProject, visibleProjects } from '../projects/projectPolicy';
import { ProtocolNotFoundError } from './errors';

export const visibleProtocols = (actor: Actor | null): Prisma.ProtocolWhereInput => ({ project: visibleProjects(actor) });

/** A protocol the actor may see; anyone else's id (or a malformed one) is answered as not found. */
export async function findVisibleProtocol(deps: { db: Db }, actor: Actor | null, protocolId: string): Promise<Protocol> {
  const protocol = isUuid(protocolId) ? await deps.db.protocol.findFirst({ where: { id: protocolId, ...visibleProtocols(actor) } }) : null;
  if (!protocol) throw new ProtocolNotFoundError();
  return protocol;
}

/** A protocol the actor may change; AccessDeniedError when its project is read-only for them. */
export async function findChangeableProtocol(deps: { db: Db }, actor: Actor | null, protocolId: string): Promise<Protocol> {
  const protocol = await findVisibleProtocol(deps, actor, protocolId);
  if (!actor || !(await mayChangeProject(deps, actor, protocol.projectId))) throw new AccessDeniedError();
  return protocol;
}
