// Create, edit, archive, restore and delete projects (spec part 1 §2, §4, §5). Every write checks
// ownership and the access level on the server; the UI's read-only marks are only a courtesy.
import { projectLimitReached } from '../../common/projects';
import type { Actor, UserActor } from '../access/actor';
import type { Services } from '../services';
import type { Project } from '../../platform/generated/prisma/client';
import { subscriptionOf } from '../plans/planOf';
import { maxProjectsOf } from '../plans/rules';
import { recordUsage } from '../plans/usage';
import { startAfterCommit } from '../../platform/workflowQueue';
import { deleteProjectWorkflow } from './deletionWorkflows';
import { ProjectLimitReachedError } from './errors';
import { parseProjectInput } from './projectInput';
import { findChangeableProject, findVisibleProject, visibleProjects } from './projectPolicy';

type ProjectInput = { name: string; number?: string | null; address?: string | null };

export async function createProject(deps: Pick<Services, 'db'>, actor: UserActor, input: ProjectInput): Promise<Project> {
  const fields = parseProjectInput(input);
  const maxProjects = maxProjectsOf((await subscriptionOf(deps, actor)).limits);
  return deps.db.$transaction(async (tx) => {
    // One creation per user at a time, so two at once cannot both pass the limit.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${actor.userId}))`;
    const active = await tx.project.count({ where: { ...visibleProjects(actor), archived: false } });
    if (maxProjects !== null && active >= maxProjects) throw new ProjectLimitReachedError(projectLimitReached(maxProjects));
    const project = await tx.project.create({ data: { ...fields, userId: actor.userId } });
    await recordUsage(tx, actor.userId, 'projects_created');
    return project;
  });
}

/** Changes to a project's details need full access: not archived and within the plan's project limit. */
export async function updateProject(deps: Pick<Services, 'db'>, actor: Actor, projectId: string, input: ProjectInput): Promise<Project> {
  const fields = parseProjectInput(input);
  const project = await findChangeableProject(deps, actor, projectId);
  return deps.db.project.update({ where: { id: project.id }, data: fields });
}

/**
 * Archiving and restoring are the owner's to decide whatever the access level: an archived project
 * is read-only, and without restore it would stay so for good.
 */
export async function setProjectArchived(deps: Pick<Services, 'db'>, actor: Actor, projectId: string, archived: boolean): Promise<Project> {
  const project = await findVisibleProject(deps, actor, projectId);
  return deps.db.project.update({ where: { id: project.id }, data: { archived } });
}

/**
 * The project disappears at once; a workflow then removes its files and rows. Should Temporal be
 * unreachable now, the worker's sweep finds the project by its deletion mark.
 * `cancelProcessing` stops a protocol's processing: that is the protocols' business, and protocols
 * build on projects, so the caller passes it in rather than this module reaching up to them.
 */
export async function requestProjectDeletion(
  deps: Pick<Services, 'db' | 'logger' | 'workflows'>,
  actor: Actor,
  projectId: string,
  cancelProcessing: (protocolId: string) => Promise<void>,
): Promise<string> {
  const project = await findVisibleProject(deps, actor, projectId);
  await deps.db.project.updateMany({ where: { id: project.id, deletionRequestedAt: null }, data: { deletionRequestedAt: new Date() } });
  // Recordings still in processing stop; their workflows clean up after themselves.
  const processing = await deps.db.protocol.findMany({ where: { projectId: project.id, status: { in: ['PROCESSING', 'TRANSCRIPT_READY'] } }, select: { id: true } });
  for (const { id } of processing) {
    await startAfterCommit(deps.logger, () => cancelProcessing(id), { protocolId: id });
  }
  await startAfterCommit(deps.logger, () => deps.workflows.start(deleteProjectWorkflow, project.id), { projectId: project.id });
  return project.id;
}
