import type { Db } from '../../platform/db';
import { deleteExpiredAuthData } from '../../domain/accounts/housekeeping';

export function createHousekeepingActivities(deps: { db: Db }) {
  return {
    deleteExpiredAuthData: (nowIso: string) => deleteExpiredAuthData(deps, new Date(nowIso)),
  };
}

export type HousekeepingActivities = ReturnType<typeof createHousekeepingActivities>;
