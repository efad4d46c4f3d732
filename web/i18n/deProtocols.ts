/**
 * The German texts of the pages after an upload: processing, speaker assignment, the protocol and
 * the project's protocol list. Part of the one catalogue that starts in de.ts, in its own module
 * because only these pages need it. Texts quoted in the spec stay character for character; e2e
 * tests look them up by exactly these strings.
 */
import { ENTRY_TYPE_LABELS, PROCESSING_FAILED_MESSAGE, PROTOCOL_LABELS, PROTOCOL_NOT_FOUND, SPEAKER_NAME_REQUIRED } from '../../common/protocols';

export const deProtocols = {
  crumbs: {
    processing: 'Verarbeitung',
    speakerAssignment: 'Sprecher zuweisen',
    edit: 'Bearbeiten',
    newProtocol: 'Neues Protokoll',
  },

  notFound: {
    pageTitle: 'Protokoll nicht gefunden – Baustellen-Protokolle',
    title: PROTOCOL_NOT_FOUND.title,
    text: PROTOCOL_NOT_FOUND.message,
    back: 'Zum Dashboard',
  },

  processing: {
    pageTitle: (title: string) => `Verarbeitung: ${title} – Baustellen-Protokolle`,
    title: 'Protokoll wird verarbeitet',
    intro: 'Die Aufnahme wird ausgewertet. Sie können diese Seite schließen; die Verarbeitung läuft weiter.',
    stepsLabel: 'Verarbeitungsschritte',
    steps: {
      prepare: 'Audio wird vorbereitet',
      detectSpeech: 'Sprache wird erkannt',
      transcribe: 'Transkription',
      separateSpeakers: 'Sprecher werden getrennt',
      assignSpeakers: 'Sprecher zuweisen',
      generate: 'Protokoll wird erstellt',
      extractActions: 'Maßnahmen werden erstellt',
      done: 'Fertig',
    },
    /** For screen readers, after each step's name. */
    stepState: { done: 'erledigt', current: 'läuft', waiting: 'wartet auf Sie', upcoming: 'ausstehend' },
    progressLabel: 'Fortschritt der Transkription',
    speakersReady: 'Das Transkript ist fertig. Ordnen Sie jetzt den erkannten Stimmen die Teilnehmer zu.',
    toSpeakers: 'Sprecher zuweisen',
    failedTitle: 'Protokoll konnte nicht erstellt werden',
    failed: PROCESSING_FAILED_MESSAGE,
    backToProject: 'Zurück zum Projekt',
    newProtocol: 'Neues Protokoll',
    /** Processing failed after the transcription began; the server's message says what is kept and why. */
    stoppedTitle: 'Verarbeitung fehlgeschlagen',
    retry: 'Erneut versuchen',
    retrying: 'Wird neu gestartet...',
    retryFailedTitle: 'Neustart fehlgeschlagen',
    retryFailed: 'Die Verarbeitung wurde nicht neu gestartet. Bitte versuchen Sie es erneut.',
    reconnecting: 'Die Verbindung wurde unterbrochen. Der Stand wird angezeigt, sobald sie wieder besteht.',
    reconnect: 'Erneut verbinden',
    delete: 'Protokoll löschen',
  },

  deleteDialog: {
    title: 'Protokoll löschen?',
    text: 'Die Verarbeitung wird abgebrochen, und die Aufnahme wird gelöscht. Das lässt sich nicht rückgängig machen.',
    cancel: 'Abbrechen',
    confirm: 'Protokoll löschen',
    pending: 'Wird gelöscht...',
    deleted: 'Protokoll gelöscht',
    failedTitle: 'Löschen fehlgeschlagen',
    failed: (reason?: string | null) => (reason ? `Das Protokoll wurde nicht gelöscht. ${reason}` : 'Das Protokoll wurde nicht gelöscht. Bitte versuchen Sie es erneut.'),
  },

  speakers: {
    pageTitle: (title: string) => `Sprecher zuweisen: ${title} – Baustellen-Protokolle`,
    title: 'Sprecher zuweisen',
    intro: 'Hören Sie in die Beispiele hinein und wählen Sie für jede Stimme einen Teilnehmer aus oder geben Sie einen neuen Namen ein.',
    speaker: (label: number) => `Sprecher ${label + 1}`,
    samplesLabel: (label: number) => `Beispiele von Sprecher ${label + 1}`,
    playSample: (range: string) => `Beispiel ${range} abspielen`,
    stopSample: 'Wiedergabe anhalten',
    noSamples: 'Keine Beispiele vorhanden.',
    participant: 'Teilnehmer',
    newParticipant: 'Neuer Teilnehmer',
    name: 'Name',
    company: 'Firma (optional)',
    nameRequired: SPEAKER_NAME_REQUIRED,
    save: 'Speichern und Protokoll erstellen',
    saving: 'Wird gespeichert...',
    participantAdded: 'Teilnehmer wurde hinzugefügt',
    saveFailedTitle: 'Speichern fehlgeschlagen',
    saveFailed: 'Die Zuordnung wurde nicht gespeichert. Bitte versuchen Sie es erneut.',
    readOnly: 'Dieses Projekt ist schreibgeschützt. Die Sprecher können nicht zugewiesen werden.',
    previewTitle: 'Transkript (Vorschau)',
  },

  player: {
    label: 'Aufnahme',
    playFrom: (time: string) => `Aufnahme ab ${time} abspielen`,
    playRange: (range: string) => `Aufnahme ${range} abspielen`,
    unavailable: 'Die Aufnahme konnte nicht abgespielt werden.',
  },

  transcript: {
    title: 'Transkript',
    empty: 'Noch kein Transkript vorhanden.',
  },

  protocol: {
    pageTitle: (title: string) => `${title} – Baustellen-Protokolle`,
    ...PROTOCOL_LABELS,
    number: 'Projektnummer',
    entryTypes: ENTRY_TYPE_LABELS,
    noTopics: 'Dieses Protokoll enthält noch keine Tagesordnungspunkte.',
    stillProcessing: 'Dieses Protokoll wird noch verarbeitet.',
    toProcessing: 'Zur Verarbeitung',
  },

  actionItems: {
    title: 'Maßnahmen',
    empty: 'Aus diesem Protokoll wurden keine Maßnahmen erstellt.',
    due: 'Termin',
    responsible: 'Verantwortlich',
    noDueDate: 'Ohne Termin',
    overdue: 'überfällig',
    completed: 'Erledigt',
  },

  projectList: {
    title: 'Protokolle',
    empty: 'Noch keine Protokolle',
    emptyText: 'Laden Sie die Aufnahme einer Baubesprechung hoch, dann entsteht hier das Protokoll.',
    loadMore: 'Weitere Protokolle laden',
  },
} as const;
