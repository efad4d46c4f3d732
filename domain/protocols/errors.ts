import { PROTOCOL_NOT_FOUND } from '../../common/protocols';
import { UserError } from '../errors';

export class ProtocolNotFoundError extends UserError {
  constructor() {
    super(PROTOCOL_NOT_FOUND.title, PROTOCOL_NOT_FOUND.message);
    this.name = 'ProtocolNotFoundError';
  }
}
