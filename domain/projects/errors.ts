import { PROJECT_LIMIT_TITLE } from '../../common/projects';
import { UserError } from '../errors';

/** Also the answer for another user's project: whether an id exists is nobody else's business. */
export class ProjectNotFoundError extends UserError {
  constructor() {
    super('Projekt nicht gefunden', 'Das Projekt existiert nicht oder wurde gelöscht.');
    this.name = 'ProjectNotFoundError';
  }
}

export class ProjectLimitReachedError extends UserError {
  constructor(message: string) {
    super(PROJECT_LIMIT_TITLE, message);
    this.name = 'ProjectLimitReachedError';
  }
}
