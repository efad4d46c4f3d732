// Create, edit, archive, restore and delete projects (spec part 1 §2, §4, §5). Every write checks
// ownership and the access level on the server; the UI's read-only marks are only a courtesy.
import { AccessDeniedError } from '../accounts/errors';
import type { Context } from '../../schema/context';
import type { Project } from '../../platform/generated/prisma/client';
import { projectLimitReached } from '../../common/projects';
import { maxProjectsOf } from '../plans/rules';
import { recordUsage } from '../plans/usage';
import { isUuid } from '../../platform/uuid';
import { processMeetingWorkflowId } from '../protocols/processing';
import { startAfterCommit } from '../../platform/workflowQueue';
import { viewerProjectAccess, viewerSubscription, viewerUser } from './access';
import { ProjectLimitReachedError, ProjectNotFoundError } from './errors';
import { parseProjectInput } from './projectInput';

export const DELETE_PROJECT_WORKFLOW = 'deleteProject';
export const deleteProjectWorkflowId = (projectId: string) => `project-delete-${projectId}`;

/** The viewer's project, not deleted; anyone else's id is answered as not found. */
export async function findViewerProject(ctx: Context, projectId: string): Promise<Project> {
  const userId = viewerUser(ctx).id;
  const project = isUuid(projectId) ? await ctx.db.project.findFirst({ where: { id: projectId, userId, deletionRequestedAt: null } }) : null;
  if (!project) throw new ProjectNotFoundError();
  return project;
}

/** Changes to a project's details need full access: not archived and within the plan's project limit. */
async function findWritableProject(ctx: Context, projectId: string): Promise<Project> {
  const project = await findViewerProject(ctx, projectId);
  if ((await viewerProjectAccess(ctx)).levelOf(project.id) !== 'full') throw new AccessDeniedError();
  return project;
}

export async function createProject(ctx: Context, input: { name: string; number?: string | null; address?: string | null }): Promise<Project> {
  const fields = parseProjectInput(input);
  const userId = viewerUser(ctx).id;
  const maxProjects = maxProjectsOf((await viewerSubscription(ctx)).limits);
  return ctx.db.$transaction(async (tx) => {
    // One creation per user at a time, so two at once cannot both pass the limit.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${userId}))`;
    const active = await tx.project.count({ where: { userId, archived: false, deletionRequestedAt: null } });
    if (maxProjects !== null && active >= maxProjects) throw new ProjectLimitReachedError(projectLimitReached(maxProjects));
    const project = await tx.project.create({ data: { ...fields, userId } });
    await recordUsage(tx, userId, 'projects_created');
    return project;
  });
}

export async function updateProject(ctx: Context, projectId: string, input: { name: string; number?: string | null; address?: string | null }): Promise<Project> {
  const fields = parseProjectInput(input);
  const project = await findWritableProject(ctx, projectId);
  return ctx.db.project.update({ where: { id: project.id }, data: fields });
}

/**
 * Archiving and restoring are the owner's to decide whatever the access level: an archived project
 * is read-only, and without restore it would stay so for good.
 */
export async function setProjectArchived(ctx: Context, projectId: string, archived: boolean): Promise<Project> {
  const project = await findViewerProject(ctx, projectId);
  return ctx.db.project.update({ where: { id: project.id }, data: { archived } });
}

/**
 * The project disappears at once; a workflow then removes its files and rows. Should Temporal be
 * unreachable now, the worker's sweep finds the project by its deletion mark.
 */
export async function requestProjectDeletion(ctx: Context, projectId: string): Promise<string> {
  const project = await findViewerProject(ctx, projectId);
  await ctx.db.project.updateMany({ where: { id: project.id, deletionRequestedAt: null }, data: { deletionRequestedAt: new Date() } });
  // Recordings still in processing stop; their workflows clean up after themselves.
  const processing = await ctx.db.protocol.findMany({ where: { projectId: project.id, status: { in: ['PROCESSING', 'TRANSCRIPT_READY'] } }, select: { id: true } });
  for (const { id } of processing) {
    await startAfterCommit(ctx.logger, () => ctx.workflows.cancel(processMeetingWorkflowId(id)), { protocolId: id });
  }
  await startAfterCommit(ctx.logger, () => ctx.workflows.start(DELETE_PROJECT_WORKFLOW, deleteProjectWorkflowId(project.id), [project.id]), {
    projectId: project.id,
  });
  return project.id;
}
