// What the user reads when an upload cannot become a protocol (spec part 2 §5, §8). The two
// duration texts are the spec's, character for character; the others are ours in its tone.
import { UserError } from '../errors';

const UPLOAD_FAILED = 'Upload fehlgeschlagen';

export class MediaTooShortError extends UserError {
  constructor() {
    super(UPLOAD_FAILED, 'Audio-Datei ist zu kurz (weniger als 1 Sekunde)');
    this.name = 'MediaTooShortError';
  }
}

export class MediaUnreadableError extends UserError {
  constructor(fileName: string) {
    super(UPLOAD_FAILED, `Ungültige Audiodatei: ${fileName} - Dauer konnte nicht ermittelt werden`);
    this.name = 'MediaUnreadableError';
  }
}

export class UnsupportedMediaTypeError extends UserError {
  constructor(fileName: string, allowed: string) {
    super(UPLOAD_FAILED, `Dateityp wird nicht unterstützt: ${fileName}. Erlaubt sind Audio- und Videodateien (${allowed}).`);
    this.name = 'UnsupportedMediaTypeError';
  }
}

export class MediaTooLargeError extends UserError {
  constructor(maxGigabytes: number) {
    super(UPLOAD_FAILED, `Die Datei ist zu groß. Erlaubt sind höchstens ${maxGigabytes} GB.`);
    this.name = 'MediaTooLargeError';
  }
}

export class MeetingHoursExceededError extends UserError {
  constructor(
    readonly neededHours: number,
    readonly availableMinutes: number,
  ) {
    const available = `${Math.floor(availableMinutes / 60)} Std. ${availableMinutes % 60} Min.`;
    super(
      'Meeting-Stunden reichen nicht aus',
      // 'X Std. Y Min.' ends the sentence with its own full stop.
      `Diese Aufnahme benötigt ${neededHours} Meeting-Stunde${neededHours === 1 ? '' : 'n'}, verfügbar sind ${available}`,
    );
    this.name = 'MeetingHoursExceededError';
  }
}

export class UploadNotFoundError extends UserError {
  constructor() {
    super(UPLOAD_FAILED, 'Der Upload wurde nicht gefunden oder ist abgelaufen. Bitte laden Sie die Datei erneut hoch.');
    this.name = 'UploadNotFoundError';
  }
}

export class UploadIncompleteError extends UserError {
  constructor() {
    super(UPLOAD_FAILED, 'Die Datei ist noch nicht vollständig hochgeladen. Bitte setzen Sie den Upload fort.');
    this.name = 'UploadIncompleteError';
  }
}

// The upload route's refusals when a tus upload begins for a ticket.
export class UploadSizeMismatchError extends UserError {
  constructor() {
    super(UPLOAD_FAILED, 'Die Dateigröße stimmt nicht mit der Ankündigung überein.');
    this.name = 'UploadSizeMismatchError';
  }
}

export class UploadAlreadyRunningError extends UserError {
  constructor() {
    super(UPLOAD_FAILED, 'Dieser Upload läuft bereits.');
    this.name = 'UploadAlreadyRunningError';
  }
}
