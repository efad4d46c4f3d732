// The ReviewDeadline workflow as the domain starts and signals it. Plain values only: the workflow
// sandbox imports this file.
import { defineSignal } from '@temporalio/workflow';
import { defineWorkflow } from '../../platform/workflowDefinition';

/** One per review (workflow id review-<reviewId>): the reminder before the deadline, then the deadline itself. */
export const reviewDeadlineWorkflow = defineWorkflow<[reviewId: string], 'completed' | 'closed'>('reviewDeadline', (reviewId) => `review-${reviewId}`);

/** The review ended otherwise (everyone answered, cancelled, superseded): its timers stop. */
export const reviewClosed = defineSignal('reviewClosed');

/** What the workflow waits for; instants as ISO strings (workflow arguments and results are JSON). */
export interface ReviewSchedule {
  open: boolean;
  remindAt: string | null;
  deadlineAt: string;
}
