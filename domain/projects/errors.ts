import { PROJECT_LIMIT_TITLE, PROJECT_NOT_FOUND } from '../../common/projects';
import { UserError } from '../errors';

/** Also the answer for another user's project: whether an id exists is nobody else's business. */
export class ProjectNotFoundError extends UserError {
  constructor() {
    super(PROJECT_NOT_FOUND.title, PROJECT_NOT_FOUND.message);
    this.name = 'ProjectNotFoundError';
  }
}

export class ProjectLimitReachedError extends UserError {
  constructor(message: string) {
    super(PROJECT_LIMIT_TITLE, message);
    this.name = 'ProjectLimitReachedError';
  }
}
