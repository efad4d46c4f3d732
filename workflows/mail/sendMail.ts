import { ApplicationFailure, proxyActivities } from '@temporalio/workflow';
import type { sendMailWorkflow } from '../../domain/mail/mailWorkflow';
import type { WorkflowOf } from '../../platform/workflowDefinition';
import type { MailActivities } from './activities';

// Mail servers refuse for minutes at a time; back off up to a few hours in total before giving up.
const { deliverMail } = proxyActivities<MailActivities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumInterval: '30 minutes', maximumAttempts: 12 },
});

const { markMailFailed } = proxyActivities<MailActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { maximumAttempts: 20 },
});

/** Delivers one stored mail message. Started once per message (workflow id mail-<messageId>). */
export const sendMail = (async (messageId) => {
  try {
    await deliverMail(messageId);
  } catch (error) {
    // The activity's own failure is the cause of the ActivityFailure Temporal hands us.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    await markMailFailed(messageId, cause instanceof Error ? cause.message : String(cause));
    throw ApplicationFailure.nonRetryable(`mail ${messageId} could not be delivered`);
  }
}) satisfies WorkflowOf<typeof sendMailWorkflow>;
