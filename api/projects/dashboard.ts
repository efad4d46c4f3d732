// The dashboard's summary tiles (spec part 1 §2 Dashboard, part 2 §4) across all of a user's projects.
import type { Db } from '../db';

export interface DashboardTotals {
  protocolCount: number;
  openActionItems: number;
  overdueActionItems: number;
}

// The same counting rules as the per-project stats: current, not archived protocols and their items.
export async function loadDashboardTotals(db: Db, userId: string): Promise<DashboardTotals> {
  const [totals] = await db.$queryRaw<DashboardTotals[]>`
    WITH mine AS (SELECT id FROM projects WHERE user_id = ${userId}::uuid AND deletion_requested_at IS NULL)
    SELECT
      (SELECT count(*) FROM protocols WHERE project_id IN (SELECT id FROM mine) AND NOT archived AND is_current_version)::int AS "protocolCount",
      coalesce(ai.open, 0)::int AS "openActionItems",
      coalesce(ai.overdue, 0)::int AS "overdueActionItems"
    FROM (
      SELECT count(*) FILTER (WHERE a.status = 'OPEN') AS open,
        count(*) FILTER (WHERE a.status = 'OPEN' AND a.due_date < (now() AT TIME ZONE 'Europe/Berlin')::date) AS overdue
      FROM action_items a LEFT JOIN protocols ap ON ap.id = a.protocol_id
      WHERE a.project_id IN (SELECT id FROM mine) AND (a.protocol_id IS NULL OR (NOT ap.archived AND ap.is_current_version))
    ) ai`;
  return totals!;
}
