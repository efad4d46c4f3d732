import { passReviewDeadline, remindPendingRecipients, reviewSchedule } from '../../domain/reviews/deadline';
import type { Services } from '../../domain/services';

export function createReviewActivities(deps: Pick<Services, 'db' | 'mail' | 'logger'>) {
  return {
    reviewSchedule: (reviewId: string) => reviewSchedule(deps, reviewId),
    remindPendingRecipients: (reviewId: string) => remindPendingRecipients(deps, reviewId),
    passReviewDeadline: (reviewId: string) => passReviewDeadline(deps, reviewId),
  };
}

export type ReviewActivities = ReturnType<typeof createReviewActivities>;
