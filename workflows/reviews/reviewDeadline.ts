import { condition, proxyActivities, setHandler } from '@temporalio/workflow';
import { reviewClosed, type reviewDeadlineWorkflow } from '../../domain/reviews/reviewWorkflow';
import type { WorkflowOf } from '../../platform/workflowDefinition';
import type { ReviewActivities } from './activities';

const { reviewSchedule, remindPendingRecipients, passReviewDeadline } = proxyActivities<ReviewActivities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '5 seconds', backoffCoefficient: 2, maximumInterval: '10 minutes', maximumAttempts: 20 },
});

/** Milliseconds from the workflow's clock (deterministic: Date.now() is workflow time here) to an ISO instant. */
const until = (iso: string) => Math.max(0, Date.parse(iso) - Date.now());

/**
 * A review's durable timers: waits for the reminder moment and reminds those who have not answered,
 * waits for the deadline and passes it. The reviewClosed signal (everyone answered, cancelled,
 * superseded) ends the wait and the workflow.
 */
export const reviewDeadline = (async (reviewId) => {
  let closed = false;
  setHandler(reviewClosed, () => {
    closed = true;
  });
  const schedule = await reviewSchedule(reviewId);
  if (!schedule.open) return 'closed';
  if (schedule.remindAt && (await condition(() => closed, until(schedule.remindAt)))) return 'closed';
  if (schedule.remindAt) await remindPendingRecipients(reviewId);
  if (await condition(() => closed, until(schedule.deadlineAt))) return 'closed';
  return (await passReviewDeadline(reviewId)) ? 'completed' : 'closed';
}) satisfies WorkflowOf<typeof reviewDeadlineWorkflow>;
