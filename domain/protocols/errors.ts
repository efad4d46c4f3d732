import { PROTOCOL_NOT_FOUND } from '../../common/protocols';
import { UserError } from '../errors';

export class ProtocolNotFoundError extends UserError {
  constructor() {
    super(PROTOCOL_NOT_FOUND.title, PROTOCOL_NOT_FOUND.message);
    this.name = 'ProtocolNotFoundError';
  }
}

export class ProtocolFinalizedError extends UserError {
  constructor() {
    super('Protokoll abgeschlossen', 'Dieses Protokoll ist abgeschlossen und kann nicht mehr geändert werden. Für Korrekturen legen Sie eine neue Version an.');
    this.name = 'ProtocolFinalizedError';
  }
}

export class ProtocolInProcessingError extends UserError {
  constructor() {
    super('Protokoll in Verarbeitung', 'Das Protokoll wird noch erstellt. Sie können es bearbeiten, sobald es fertig ist.');
    this.name = 'ProtocolInProcessingError';
  }
}
