import { proxyActivities, workflowInfo } from '@temporalio/workflow';
import type { overdueActionItemsSchedule } from '../../domain/actionItems/overdue';
import type { WorkflowOf } from '../../platform/workflowDefinition';
import type { ActionItemActivities } from './activities';

const { remindOverdueActionItems: remind } = proxyActivities<ActionItemActivities>({
  startToCloseTimeout: '10 minutes',
  retry: { maximumAttempts: 5 },
});

/** Notifies and mails overdue action items; started daily at 07:00 Berlin time by a Temporal schedule. */
export const remindOverdueActionItems = (async () => {
  // The workflow's start time, not the activity's clock: a retried run looks at the same day.
  return remind(workflowInfo().startTime.toISOString());
}) satisfies WorkflowOf<typeof overdueActionItemsSchedule>;
