import { proxyActivities, workflowInfo } from '@temporalio/workflow';
import type { HousekeepingActivities } from './activities';

const { deleteExpiredAuthData } = proxyActivities<HousekeepingActivities>({
  startToCloseTimeout: '5 minutes',
  retry: { maximumAttempts: 5 },
});

export const HOUSEKEEPING_SCHEDULE_ID = 'housekeeping-daily';

/** Deletes auth rows no rule needs any more; started daily by a Temporal schedule. */
export async function cleanUpAuthData(): Promise<Awaited<ReturnType<HousekeepingActivities['deleteExpiredAuthData']>>> {
  // The workflow's start time, not the activity's clock: a retried run deletes the same set.
  return deleteExpiredAuthData(workflowInfo().startTime.toISOString());
}
