import { ApplicationFailure } from '@temporalio/activity';
import { createMailDelivery, MailMissingError, MailRefusedError } from '../../domain/mail/delivery';
import { recordMailAccepted } from '../../domain/reviews/reviews';
import type { Services } from '../../domain/services';

export function createMailActivities(deps: Pick<Services, 'config' | 'db' | 'logger'>) {
  const delivery = createMailDelivery(deps);
  return {
    async deliverMail(messageId: string): Promise<void> {
      try {
        await delivery.deliver(messageId);
      } catch (error) {
        // Neither a message that is gone nor a permanent refusal changes on retry.
        if (error instanceof MailMissingError || error instanceof MailRefusedError) throw ApplicationFailure.nonRetryable(error.message);
        throw error;
      }
      // A review's invitation: that the mail server took it belongs in the review's audit trail.
      await recordMailAccepted(deps, messageId);
    },
    markMailFailed: (messageId: string, reason: string) => delivery.markFailed(messageId, reason),
  };
}

export type MailActivities = ReturnType<typeof createMailActivities>;
