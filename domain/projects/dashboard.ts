// The dashboard's summary tiles (spec part 1 §2 Dashboard, part 2 §4) across all of a user's projects.
import DataLoader from 'dataloader';
import { TIME_ZONE } from '../../common/dates';
import type { Actor, UserActor } from '../access/actor';
import { memoForActor } from '../access/memo';
import type { Db } from '../../platform/db';
import type { Prisma } from '../../platform/generated/prisma/client';
import { projectAccessOf } from './projectPolicy';

export interface DashboardTotals {
  protocolCount: number;
  openActionItems: number;
  overdueActionItems: number;
}

// The same counting rules as the per-project stats: current, not archived protocols and their items.
// The user's project ids (those the policy lets them see) go in as an array so that Postgres reads
// only their rows through the indexes; joined as a set instead, the planner chose to scan every
// user's protocols and action items (for a user with 20 projects, 35 times the reads), so
// dashboards slowed with others' data.
export async function dashboardTotals(deps: { db: Db }, actor: UserActor): Promise<DashboardTotals> {
  const { projectIds } = await projectAccessOf(deps, actor);
  const [totals] = await deps.db.$queryRaw<DashboardTotals[]>`
    WITH pr AS (SELECT id FROM protocols WHERE project_id = ANY(${projectIds}::uuid[]) AND NOT archived AND is_current_version)
    SELECT
      (SELECT count(*) FROM pr)::int AS "protocolCount",
      count(*)::int AS "openActionItems",
      count(*) FILTER (WHERE a.due_date < (now() AT TIME ZONE ${TIME_ZONE}::text)::date)::int AS "overdueActionItems"
    FROM action_items a
    WHERE a.project_id = ANY(${projectIds}::uuid[]) AND a.status = 'OPEN' AND (a.protocol_id IS NULL OR a.protocol_id IN (SELECT id FROM pr))`;
  return totals!;
}

/**
 * The newest protocols over all of the user's projects, neither processing nor archived: the newest
 * few of each project through its (project_id, created_at) index, then the newest of those. One
 * sort over all of a user's protocols took about 17 ms at 5,000 protocols; this way about 1 ms.
 */
export async function recentProtocolIds(deps: { db: Db }, actor: UserActor, limit: number): Promise<string[]> {
  const { projectIds } = await projectAccessOf(deps, actor);
  const rows = await deps.db.$queryRaw<{ id: string }[]>`
    SELECT r.id FROM unnest(${projectIds}::uuid[]) AS p(id)
    CROSS JOIN LATERAL (
      SELECT id, created_at FROM protocols
      WHERE project_id = p.id AND NOT archived AND is_current_version AND status <> 'PROCESSING'
      ORDER BY created_at DESC, id DESC LIMIT ${limit}
    ) r
    ORDER BY r.created_at DESC, r.id DESC LIMIT ${limit}`;
  return rows.map((row) => row.id);
}

/** Current versions in review, not archived and not finalized, of the user's projects. */
export async function awaitingApproval(deps: { db: Db }, actor: UserActor): Promise<Prisma.ProtocolWhereInput> {
  // By the ids of the user's projects, so that the (project_id, status) index finds the few in review.
  const { projectIds } = await projectAccessOf(deps, actor);
  return { projectId: { in: projectIds }, archived: false, isCurrentVersion: true, status: 'REVIEW', finalizedAt: null };
}

export interface ReviewCounts {
  reviewInvites: number;
  approvals: number;
}

/**
 * Invites and approvals of the protocols asked for in one request, in one statement: those of the
 * reviews that stand (not superseded by a newer sending, not cancelled), revoked links left out.
 * (Prisma's relation count grouped the whole review_invites and approvals tables, every user's, each time.)
 */
export const reviewCountsLoader = (deps: { db: Db }, actor: Actor) =>
  memoForActor(
    actor,
    'reviewCounts',
    () =>
      new DataLoader<string, ReviewCounts>(async (protocolIds) => {
        const rows = await deps.db.$queryRaw<(ReviewCounts & { id: string })[]>`
          SELECT p.id,
            (SELECT count(*) FROM review_invites i JOIN reviews r ON r.id = i.review_id
              WHERE i.protocol_id = p.id AND i.revoked_at IS NULL AND r.state IN ('OPEN', 'COMPLETED'))::int AS "reviewInvites",
            (SELECT count(*) FROM approvals a JOIN reviews r ON r.id = a.review_id
              WHERE a.protocol_id = p.id AND r.state IN ('OPEN', 'COMPLETED'))::int AS approvals
          FROM unnest(${protocolIds}::uuid[]) AS p(id)`;
        const counts = new Map(rows.map(({ id, ...row }) => [id, row]));
        return protocolIds.map((id) => counts.get(id) ?? { reviewInvites: 0, approvals: 0 });
      }),
  );
