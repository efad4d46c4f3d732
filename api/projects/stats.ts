// Project stats (spec part 1 §3, part 2 §3) for any number of projects in one statement, so the
// dashboard's cost does not grow with the number of projects.
import DataLoader from 'dataloader';
import type { Context } from '../context';
import type { Db } from '../db';
import { memoPerRequest } from '../requestMemo';

export interface ProjectStats {
  protocolCount: number;
  completedProtocols: number;
  participantCount: number;
  openActionItems: number;
  completedActionItems: number;
  overdueActionItems: number;
  completionPercentage: number;
  lastActivity: Date;
}

interface StatsRow extends Omit<ProjectStats, 'completionPercentage'> {
  id: string;
}

/** Share of completed action items, in whole percent; 0 without any. */
export const completionPercentage = (open: number, completed: number) => (open + completed === 0 ? 0 : Math.round((completed * 100) / (open + completed)));

// Counted are the current, not archived versions of protocols, and the action items of those and of
// the project itself. An open item is overdue from the day after its due date, in German time.
export async function loadProjectStats(db: Db, projectIds: readonly string[]): Promise<Map<string, ProjectStats>> {
  const rows = await db.$queryRaw<StatsRow[]>`
    SELECT p.id,
      coalesce(pr.total, 0)::int AS "protocolCount",
      coalesce(pr.finalized, 0)::int AS "completedProtocols",
      coalesce(pa.total, 0)::int AS "participantCount",
      coalesce(ai.open, 0)::int AS "openActionItems",
      coalesce(ai.completed, 0)::int AS "completedActionItems",
      coalesce(ai.overdue, 0)::int AS "overdueActionItems",
      greatest(p.updated_at, pr.last_activity, ai.last_activity) AS "lastActivity"
    FROM projects p
    LEFT JOIN LATERAL (
      SELECT count(*) AS total, count(*) FILTER (WHERE status = 'FINALIZED') AS finalized, max(updated_at) AS last_activity
      FROM protocols WHERE project_id = p.id AND NOT archived AND is_current_version
    ) pr ON true
    LEFT JOIN LATERAL (SELECT count(*) AS total FROM participants WHERE project_id = p.id) pa ON true
    LEFT JOIN LATERAL (
      SELECT count(*) FILTER (WHERE a.status = 'OPEN') AS open,
        count(*) FILTER (WHERE a.status = 'COMPLETED') AS completed,
        count(*) FILTER (WHERE a.status = 'OPEN' AND a.due_date < (now() AT TIME ZONE 'Europe/Berlin')::date) AS overdue,
        max(a.updated_at) AS last_activity
      FROM action_items a LEFT JOIN protocols ap ON ap.id = a.protocol_id
      WHERE a.project_id = p.id AND (a.protocol_id IS NULL OR (NOT ap.archived AND ap.is_current_version))
    ) ai ON true
    WHERE p.id = ANY(${projectIds}::uuid[])`;
  return new Map(rows.map(({ id, ...stats }) => [id, { ...stats, completionPercentage: completionPercentage(stats.openActionItems, stats.completedActionItems) }]));
}

/** Batches every project's stats asked for in one request into one statement. */
export const projectStatsLoader = (ctx: Context) =>
  memoPerRequest(
    ctx,
    'projectStats',
    () =>
      new DataLoader<string, ProjectStats>(async (ids) => {
        const stats = await loadProjectStats(ctx.db, ids);
        return ids.map((id) => stats.get(id) ?? new Error(`no stats for project ${id}`));
      }),
  );
