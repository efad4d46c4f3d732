/**
 * The German texts of uploading a meeting recording: the page 'Neues Protokoll', the job bar that
 * follows uploads and processing across pages, and their toasts (spec part 2 §2, §3, §4, §8). Part
 * of the one catalogue that starts in de.ts, in its own module because only signed-in pages need it.
 * Texts quoted in the spec stay character for character; e2e tests look them up by exactly these strings.
 */
import { AUTH_TEXT } from '../../common/accounts';
import { PROCESSING_FAILED_MESSAGE } from '../../common/protocols';

/** 'Upload-Fehler: {message}' (spec §8). */
export const uploadErrorToast = (message: string) => `Upload-Fehler: ${message}`;

export const deUploads = {
  page: {
    pageTitle: 'Neues Protokoll – Baustellen-Protokolle',
    crumb: 'Neues Protokoll',
    title: 'Neues Protokoll',
    intro: 'Laden Sie die Aufnahme einer Besprechung hoch. Daraus erstellen wir Transkript und Protokoll.',
    readOnly: {
      title: 'In diesem Projekt können keine Protokolle erstellt werden.',
      text: AUTH_TEXT.accessDenied,
    },
  },

  form: {
    title: 'Titel',
    titlePlaceholder: 'z.B. Baubesprechung Nr. 12',
    date: 'Datum',
    location: 'Ort (optional)',
    locationPlaceholder: 'z.B. Baucontainer',
    speakerCount: 'Wie viele Personen sprechen? (optional)',
    speakerCountAuto: 'Automatisch erkennen',
    speakerCountHint: 'Wenn Sie es wissen, trennt die Erkennung genau so viele Stimmen.',
    file: 'Aufnahme',
    dropZone: 'Audio- oder Videodatei auswählen',
    dropZoneHint:
      'Zum Auswählen tippen oder klicken, oder die Datei hierher ziehen. Audio- und Videodateien: MP3, WAV, M4A, AAC, OGG, OGA, OPUS, FLAC, WEBA, MP4, MOV, WEBM, MKV, M4V.',
    otherFile: 'Andere Datei wählen',
    fileMissing: 'Bitte wählen Sie eine Audio- oder Videodatei aus.',
    consent: 'Alle Anwesenden haben der Aufzeichnung zugestimmt.',
    consentHint:
      'Gesprochene Worte dürfen nur mit dem Einverständnis aller Beteiligten aufgezeichnet werden. Wir speichern, wer dies wann bestätigt hat.',
    submit: 'Protokoll erstellen',
    uploading: 'Wird hochgeladen...',
    cancel: 'Abbrechen',
    retry: 'Erneut versuchen',
  },

  progress: {
    label: 'Upload-Fortschritt',
    preparing: 'Upload wird vorbereitet...',
    uploading: (percent: number) => `${percent} % hochgeladen`,
    bytes: (sent: string, total: string) => `${sent} von ${total}`,
    finishing: 'Upload abgeschlossen, Protokoll wird angelegt...',
  },

  /** The status of a job, as the job bar shows it (spec §3, §4). */
  job: {
    regionLabel: 'Uploads und Verarbeitung',
    uploading: (percent: number) => `Upload läuft: ${percent} %`,
    processing: 'Protokoll wird erstellt...',
    ready: 'Protokoll bereit!',
    uploadFailed: 'Upload fehlgeschlagen',
    processingFailed: 'Verarbeitung fehlgeschlagen',
    open: 'Anzeigen',
    cancel: 'Abbrechen',
    retry: 'Erneut versuchen',
    dismiss: 'Ausblenden',
  },

  /** Spec part 2 §4, §8. */
  toasts: {
    largeFile: 'Datei ist sehr groß. Upload kann länger dauern.',
    createFailed: 'Protokoll konnte nicht erstellt werden.',
    processingFailed: PROCESSING_FAILED_MESSAGE,
    connectionFailed: 'Verbindungsfehler. Prüfen Sie Ihre Internetverbindung.',
    transcriptReady: 'Transkription wurde abgeschlossen',
    protocolCreated: 'Protokoll wurde automatisch erstellt',
    ready: 'Protokoll bereit!',
    inBackground: 'Prozess läuft im Hintergrund weiter',
    cancelled: 'Upload abgebrochen',
  },

  projectButton: {
    label: 'Neues Protokoll',
    readOnlyReason: 'In diesem Projekt können keine Protokolle erstellt werden: Es ist schreibgeschützt.',
  },
} as const;
