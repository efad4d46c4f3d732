// The one place that decides which projects an actor may see and change (spec part 1 §4 Project
// access, §6): as a query filter for lists and node lookups, and as checks for single projects.
// Protocols, action items, participants and speakers are reached through their project, so their
// policies start from `visibleProjects`.
import type { Actor, UserActor } from '../access/actor';
import { memoForActor } from '../access/memo';
import { AccessDeniedError } from '../accounts/errors';
import type { Prisma, Project } from '../../platform/generated/prisma/client';
import type { Db } from '../../platform/db';
import { NIL_UUID, isUuid } from '../../platform/uuid';
import { subscriptionOf } from '../plans/planOf';
import { maxProjectsOf, projectAccess, projectLimitInfo, type AccessLevel } from '../plans/rules';
import { ProjectNotFoundError } from './errors';

/**
 * The projects an actor may see: a user their own, the system every one; a project whose deletion
 * was requested is gone for everyone. No actor (signed out) matches nothing.
 */
export function visibleProjects(actor: Actor | null): Prisma.ProjectWhereInput {
  if (actor?.kind === 'system') return { deletionRequestedAt: null };
  return { userId: actor?.kind === 'user' ? actor.userId : NIL_UUID, deletionRequestedAt: null };
}

export interface ProjectAccessIndex {
  /** 'none' for ids that are not the user's (or no longer exist). */
  levelOf(projectId: string): AccessLevel;
  limit: ReturnType<typeof projectLimitInfo>;
  archivedCount: number;
  /** Every project of the user that is not deleted, archived ones included. */
  projectIds: string[];
}

/** A user's access levels for all their projects, computed from the whole list at once (once per actor). */
export const projectAccessOf = (deps: { db: Db }, actor: UserActor): Promise<ProjectAccessIndex> =>
  memoForActor(actor, 'projectAccess', async () => {
    const maxProjects = maxProjectsOf((await subscriptionOf(deps, actor)).limits);
    const projects = await deps.db.project.findMany({ where: visibleProjects(actor), select: { id: true, createdAt: true, archived: true } });
    const levels = projectAccess(projects, maxProjects);
    return {
      levelOf: (id: string) => levels.get(id) ?? 'none',
      limit: projectLimitInfo(projects, maxProjects),
      archivedCount: projects.filter((p) => p.archived).length,
      projectIds: projects.map((p) => p.id),
    };
  });

/** A project the actor may see; anyone else's id (or a malformed one) is answered as not found. */
export async function findVisibleProject(deps: { db: Db }, actor: Actor | null, projectId: string): Promise<Project> {
  const project = isUuid(projectId) ? await deps.db.project.findFirst({ where: { id: projectId, ...visibleProjects(actor) } }) : null;
  if (!project) throw new ProjectNotFoundError();
  return project;
}

/** Whether the actor may change the project's content: full access (not archived, within the plan's project limit). */
export async function mayChangeProject(deps: { db: Db }, actor: Actor, projectId: string): Promise<boolean> {
  if (actor.kind === 'system') return true;
  return (await projectAccessOf(deps, actor)).levelOf(projectId) === 'full';
}

/** A project whose content the actor may change; AccessDeniedError when it is read-only for them. */
export async function findChangeableProject(deps: { db: Db }, actor: Actor | null, projectId: string): Promise<Project> {
  const project = await findVisibleProject(deps, actor, projectId);
  if (!actor || !(await mayChangeProject(deps, actor, project.id))) throw new AccessDeniedError();
  return project;
}
