import { proxyActivities, workflowInfo } from '@temporalio/workflow';
import type { housekeepingSchedule } from '../../domain/accounts/housekeeping';
import type { WorkflowOf } from '../../platform/workflowDefinition';
import type { HousekeepingActivities } from './activities';

const { deleteExpiredAuthData } = proxyActivities<HousekeepingActivities>({
  startToCloseTimeout: '5 minutes',
  retry: { maximumAttempts: 5 },
});

/** Deletes auth rows no rule needs any more; started daily by a Temporal schedule. */
export const cleanUpAuthData = (async () => {
  // The workflow's start time, not the activity's clock: a retried run deletes the same set.
  return deleteExpiredAuthData(workflowInfo().startTime.toISOString());
}) satisfies WorkflowOf<typeof housekeepingSchedule>;
