import { REVIEW_TEXT } from '../../common/reviewTexts';
import { UserError } from '../errors';

export class ReviewNotFoundError extends UserError {
  constructor() {
    super('Freigabe nicht gefunden', REVIEW_TEXT.reviewNotFound);
    this.name = 'ReviewNotFoundError';
  }
}

/** The review is over (completed, cancelled, superseded) or its deadline passed: no more answers. */
export class ReviewClosedError extends UserError {
  constructor(message: string = REVIEW_TEXT.closed) {
    super('Freigabe beendet', message);
    this.name = 'ReviewClosedError';
  }
}

export class AlreadyAnsweredError extends UserError {
  constructor() {
    super('Bereits beantwortet', REVIEW_TEXT.alreadyAnswered);
    this.name = 'AlreadyAnsweredError';
  }
}

/** The link does not (or no longer) open a review. */
export class ReviewLinkError extends UserError {
  constructor(
    readonly reason: 'UNKNOWN' | 'REVOKED' | 'EXPIRED' | 'CANCELLED',
    message: string,
  ) {
    super('Link nicht gültig', message);
    this.name = 'ReviewLinkError';
  }
}

export class ReviewRateLimitError extends UserError {
  constructor() {
    super('Zu viele Anfragen', REVIEW_TEXT.tooManyRequests);
    this.name = 'ReviewRateLimitError';
  }
}
