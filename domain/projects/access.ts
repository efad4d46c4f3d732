// Which of a user's projects may be changed (spec part 1 §4 Project access, §6): computed from the
// whole list at once, so the rule reads the same as in the pure function it calls.
import { isAdmin } from '../accounts/admin';
import { NotSignedInError } from '../accounts/errors';
import { isFullySignedIn } from '../accounts/sessions';
import type { Context } from '../../schema/context';
import type { Db } from '../../platform/db';
import { loadSubscription, type EffectiveSubscription } from '../plans/subscription';
import { maxProjectsOf, projectAccess, projectLimitInfo, type AccessLevel } from '../plans/rules';
import { memoPerRequest } from '../../schema/requestMemo';

export interface ProjectAccessIndex {
  /** 'none' for ids that are not the user's (or no longer exist). */
  levelOf(projectId: string): AccessLevel;
  limit: ReturnType<typeof projectLimitInfo>;
  archivedCount: number;
  /** Every project of the user that is not deleted, archived ones included. */
  projectIds: string[];
}

export async function loadProjectAccess(db: Db, userId: string, maxProjects: number | null): Promise<ProjectAccessIndex> {
  const projects = await db.project.findMany({ where: { userId, deletionRequestedAt: null }, select: { id: true, createdAt: true, archived: true } });
  const levels = projectAccess(projects, maxProjects);
  return {
    levelOf: (id) => levels.get(id) ?? 'none',
    limit: projectLimitInfo(projects, maxProjects),
    archivedCount: projects.filter((p) => p.archived).length,
    projectIds: projects.map((p) => p.id),
  };
}

/** The signed-in user, or NotSignedInError: for services that the schema's scopes already guard. */
export function viewerUser(ctx: Context) {
  if (!isFullySignedIn(ctx.session)) throw new NotSignedInError();
  return ctx.session.user;
}

/** The viewer's plan, loaded once per request. */
export const viewerSubscription = (ctx: Context): Promise<EffectiveSubscription> =>
  memoPerRequest(ctx, 'subscription', () => {
    const user = viewerUser(ctx);
    return loadSubscription(ctx.db, { id: user.id, isAdmin: isAdmin(user) });
  });

/** The viewer's project access levels, loaded once per request. */
export const viewerProjectAccess = (ctx: Context): Promise<ProjectAccessIndex> =>
  memoPerRequest(ctx, 'projectAccess', async () => {
    const subscription = await viewerSubscription(ctx);
    return loadProjectAccess(ctx.db, viewerUser(ctx).id, maxProjectsOf(subscription.limits));
  });
