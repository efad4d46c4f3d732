/**
 * The German texts of a protocol's versions (the menu, an earlier version read-only, comparing two),
 * of finalising and correcting, and of the page 'Neues Protokoll' written by hand (spec part 2 §2,
 * §4). Part of the one catalogue that starts in de.ts; e2e tests look them up by exactly these strings.
 */
import { AUTH_TEXT } from '../../common/accounts';
import { formatDate } from '../../common/dates';
import { ATTENDANCE_LABELS, ENTRY_STATUS_LABELS } from '../../common/protocolDocument';
import { ENTRY_TYPE_LABELS, PROTOCOL_LABELS } from '../../common/protocols';

const appName = 'Baustellen-Protokolle';

export const deProtocolVersions = {
  manual: {
    pageTitle: `Neues Protokoll manuell erstellen – ${appName}`,
    title: 'Protokoll manuell erstellen',
    intro: 'Erstellen Sie ein Protokoll ohne Aufnahme und schreiben Sie es direkt im Editor.',
    titleField: 'Titel',
    titlePlaceholder: 'z.B. Baubesprechung Nr. 12',
    date: 'Datum',
    startTime: 'Uhrzeit (optional)',
    location: 'Ort (optional)',
    locationPlaceholder: 'z.B. Baucontainer',
    attendeesTitle: 'Teilnehmer',
    // Issue 16: the open items always come along; the decisions when asked.
    carryTitle: 'Aus der letzten Besprechung',
    carryItems: 'Offene Punkte werden als erster TOP übernommen.',
    carryDecisions: 'Festlegungen der letzten Besprechung übernehmen',
    /** The project's Beteiligte become the new protocol's attendees, marked present. */
    attendees: (names: readonly string[]) =>
      names.length === 0
        ? 'Das Projekt hat noch keine Beteiligten. Teilnehmer können Sie im Protokoll hinzufügen.'
        : `Die Beteiligten des Projekts werden als anwesende Teilnehmer vorausgewählt: ${names.join(', ')}. Im Protokoll können Sie das ändern.`,
    submit: 'Protokoll erstellen',
    submitting: 'Wird erstellt...',
    created: 'Protokoll wurde angelegt',
    /** Spec part 2 §8 */
    failedTitle: 'Protokoll konnte nicht erstellt werden.',
    failed: 'Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    readOnly: {
      title: 'In diesem Projekt können keine Protokolle erstellt werden.',
      text: AUTH_TEXT.accessDenied,
    },
  },

  /** The choices of 'Neues Protokoll' on the project page: from a recording or written by hand. */
  newProtocolMenu: {
    fromRecording: 'Aus Aufnahme',
    manual: 'Manuell erstellen',
  },

  versions: {
    menu: 'Versionen',
    version: (number: number) => `Version ${number}`,
    /** The menu's line under 'Version n': when, and why it was kept. */
    detail: (createdAt: string, reason: string) => `${formatDate(createdAt)} · ${reason}`,
    reasons: {
      REVIEW: 'Zur Freigabe versendet',
      EXPORT: 'Exportiert',
      FINALIZED: 'Abgeschlossen',
      REGENERATED: 'Neu erstellt',
      REPLACED: 'Ersetzt',
    },
    current: 'Aktuelle Version',
    candidate: 'Neu erstellt – noch nicht übernommen',
    compare: 'Vergleichen',
    compareTitle: 'Versionen vergleichen',
    compareDescription: 'Wählen Sie zwei Versionen dieses Protokolls.',
    compareFrom: 'Version',
    compareWith: 'verglichen mit',
    compareSame: 'Bitte wählen Sie zwei verschiedene Versionen.',
    cancel: 'Abbrechen',
    /** The trail's last segment for a version (spec part 2 §2: suffix ' v{n}'). */
    crumb: (title: string, number: number) => `${title} v${number}`,
    pageTitle: (title: string, number: number) => `${title} v${number} – ${appName}`,
    olderBanner: 'Ältere Version (nur lesen)',
    candidateBanner: 'Neu erstellte Version (nur lesen)',
    toCurrent: 'Zur aktuellen Version',
    notFoundTitle: 'Version nicht gefunden',
    notFoundText: 'Dieses Protokoll hat keine Version mit dieser Nummer.',
  },

  /** The parts of a protocol as the compare view and the entry cards name them. */
  document: {
    header: 'Kopfdaten',
    date: PROTOCOL_LABELS.date,
    startTime: 'Uhrzeit',
    location: PROTOCOL_LABELS.location,
    meetingNumber: 'Besprechung Nr.',
    recorder: PROTOCOL_LABELS.recorder,
    distribution: 'Verteiler',
    nextMeetingDate: 'Nächste Besprechung am',
    nextMeetingTime: 'Nächste Besprechung um',
    nextMeetingLocation: 'Nächste Besprechung in',
    title: 'Titel',
    attendees: PROTOCOL_LABELS.participants,
    attendance: ATTENDANCE_LABELS,
    topic: (number: number, title: string) => `TOP ${number}: ${title}`,
    noTopics: 'Diese Version enthält keine Tagesordnungspunkte.',
    entryTypes: ENTRY_TYPE_LABELS,
    responsible: PROTOCOL_LABELS.responsible,
    dueDate: PROTOCOL_LABELS.dueDate,
    status: 'Status',
    entryStatus: ENTRY_STATUS_LABELS,
    none: PROTOCOL_LABELS.none,
  },

  compare: {
    /** The trail's last segment (spec part 2 §2). */
    crumb: (older: number, newer: number) => `Version ${older} ⇔ Version ${newer}`,
    pageTitle: (title: string, older: number, newer: number) => `Version ${older} ⇔ Version ${newer}: ${title} – ${appName}`,
    title: (older: number, newer: number) => `Version ${older} ⇔ Version ${newer}`,
    /** A side-by-side column's heading, and what screen readers hear before each side. */
    column: (number: number) => `Version ${number}`,
    layout: 'Darstellung',
    sideBySide: 'Nebeneinander',
    inline: 'Untereinander',
    onlyChanges: 'Nur Änderungen',
    summaryLabel: 'Zusammenfassung',
    noChanges: 'Keine Unterschiede zwischen diesen Versionen.',
    /** The summary line: one group per part of the protocol, only the counts that are not zero. */
    summary: {
      entries: 'Einträge',
      topics: 'TOPs',
      attendees: 'Teilnehmer',
      header: 'Kopfdaten',
      added: 'neu',
      removed: 'entfernt',
      moved: 'verschoben',
      retyped: 'Typ geändert',
      changed: 'geändert',
      renamed: 'umbenannt',
      fields: (count: number) => (count === 1 ? '1 Feld geändert' : `${count} Felder geändert`),
    },
    added: 'Neu',
    removed: 'Entfernt',
    changed: 'Geändert',
    moved: (from: string) => `verschoben von ${from}`,
    reordered: 'Reihenfolge geändert',
    formattingChanged: 'Formatierung geändert',
    company: 'Firma',
    name: 'Name',
    attendance: 'Anwesenheit',
    /** Read before a changed piece of text by screen readers: colour and strike-through are not all. */
    inserted: 'eingefügt:',
    deleted: 'gelöscht:',
    change: (before: string, after: string) => `${before} → ${after}`,
    back: 'Zurück zum Protokoll',
  },

  finalize: {
    button: 'Abschließen',
    title: 'Protokoll abschließen?',
    text: 'Diese Version wird eingefroren und kann danach nicht mehr geändert werden. Korrekturen legen Sie später als neue Version an.',
    confirm: 'Abschließen',
    pending: 'Wird abgeschlossen...',
    cancel: 'Abbrechen',
    done: 'Protokoll wurde abgeschlossen',
    banner: (finalizedAt: string) => `Abgeschlossen am ${formatDate(finalizedAt)}`,
    bannerText: 'Diese Version ist eingefroren und kann nicht mehr geändert werden.',
    failedTitle: 'Abschließen fehlgeschlagen',
    failed: 'Das Protokoll wurde nicht abgeschlossen. Bitte versuchen Sie es erneut.',
  },

  correct: {
    button: 'Korrigieren',
    title: 'Protokoll korrigieren?',
    text: 'Eine neue Version wird angelegt; die abgeschlossene Version bleibt unverändert.',
    confirm: 'Neue Version anlegen',
    pending: 'Wird angelegt...',
    cancel: 'Abbrechen',
    done: (number: number) => `Version ${number} wurde angelegt`,
    failedTitle: 'Korrektur fehlgeschlagen',
    failed: 'Es wurde keine neue Version angelegt. Bitte versuchen Sie es erneut.',
  },
} as const;
