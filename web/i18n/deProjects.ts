/**
 * The German texts of the dashboard, the project list, the project page and the project dialogs.
 * Part of the one catalogue that starts in de.ts, kept in its own module so that only signed-in
 * pages download it. Texts quoted in the product spec must stay character for character as they
 * are; e2e tests look them up by exactly these strings.
 */
import { PROJECT_LIMIT_TITLE, PROJECT_NAME_REQUIRED, PROJECT_NOT_FOUND, projectLimitReached, projectsReadOnly } from '../../common/projects';

/** 'Das hat nicht geklappt.' plus the server's reason, when it gave one. */
const withReason = (text: string, reason?: string | null) => (reason ? `${text} ${reason}` : text);

export const deProjects = {
  dashboard: {
    pageTitle: 'Dashboard – Baustellen-Protokolle',
    title: 'Dashboard',
    greeting: (activeProjects: number) => {
      if (activeProjects === 0) return 'Willkommen! Sie haben derzeit keine aktiven Projekte.';
      if (activeProjects === 1) return 'Willkommen! Sie haben 1 aktives Projekt.';
      return `Willkommen! Sie haben ${activeProjects} aktive Projekte.`;
    },
    registered: {
      title: 'Registrierung abgeschlossen',
      message: 'Bitte bestätigen Sie Ihre E-Mail-Adresse über den Link, den wir Ihnen per E-Mail geschickt haben.',
    },
    readOnly: {
      title: 'Projekte schreibgeschützt',
      text: projectsReadOnly,
      hint: 'Mit einem größeren Abo können Sie wieder alle Projekte bearbeiten.',
      upgrade: 'Jetzt upgraden',
    },
  },

  tiles: {
    label: 'Übersicht',
    protocols: {
      title: 'Protokolle',
      recentTitle: 'Neueste Protokolle',
      recentEmpty: 'Noch keine Protokolle vorhanden.',
      /** For screen readers and touch users: how to see the list. */
      showRecent: 'Neueste Protokolle anzeigen',
    },
    openItems: {
      title: 'Offene Punkte',
      overdue: (count: number) => `${count} überfällig`,
      allCurrent: 'Alle aktuell',
    },
    approval: {
      title: 'Warten auf Freigabe',
      empty: 'Keine Protokolle in Freigabe.',
      invites: (count: number) => (count === 1 ? '1 Einladung' : `${count} Einladungen`),
      approvals: (count: number) => (count === 1 ? '1 Freigabe' : `${count} Freigaben`),
    },
    availability: {
      title: 'Verfügbarkeit',
      more: 'Abo und Kontingente',
    },
  },

  /** Protocol status badges (spec part 2 §4); keys are the GraphQL enum values. */
  protocolStatus: {
    DRAFT: 'Entwurf',
    REVIEW: 'In Freigabe',
    PROCESSING: 'In Verarbeitung',
    TRANSCRIPT_READY: 'Transkript bereit',
    FINALIZED: 'Finalisiert',
    COMPLETED: 'Abgeschlossen',
  },

  list: {
    title: 'Projekte',
    searchLabel: 'Projekte durchsuchen',
    searchPlaceholder: 'Name, Nummer oder Adresse',
    clearSearch: 'Suchbegriff löschen',
    viewLabel: 'Ansicht',
    cards: 'Kacheln',
    rows: 'Liste',
    newProject: 'Neues Projekt',
    showArchived: (count: number) => `Archivierte anzeigen (${count})`,
    loadMore: 'Weitere Projekte laden',
    searchLoadedOnly: 'Die Suche umfasst nur die geladenen Projekte. Laden Sie weitere Projekte, um auch diese zu durchsuchen.',
    loadingMore: 'Wird geladen...',
    limitHint: projectLimitReached,
    upgrade: 'Jetzt upgraden',
    empty: {
      title: 'Noch keine Projekte',
      text: 'Legen Sie Ihr erstes Projekt an, zum Beispiel für eine Baustelle. Darin verwalten Sie Protokolle, Beteiligte und offene Punkte.',
      action: 'Erstes Projekt erstellen',
    },
    noResults: {
      title: 'Keine Projekte gefunden',
      text: (query: string) => `Kein Projekt passt zu „${query}“. Sie können nach Projektname, Projektnummer oder Adresse suchen.`,
      reset: 'Suche zurücksetzen',
    },
    allArchived: {
      title: 'Keine aktiven Projekte',
      text: 'Alle Ihre Projekte sind archiviert. Blenden Sie archivierte Projekte ein, um sie zu sehen.',
    },
  },

  project: {
    open: 'Öffnen',
    view: 'Anzeigen',
    readOnly: 'Schreibgeschützt',
    archived: 'Archiviert',
    noOpenItems: 'Keine offenen Punkte',
    saving: 'Wird gespeichert...',
    number: 'Projektnummer',
    address: 'Adresse',
    counts: {
      protocols: 'Protokolle',
      openItems: 'Offene Punkte',
      participants: 'Beteiligte',
    },
    lastActivity: (when: string) => `Letzte Aktivität: ${when}`,
  },

  page: {
    pageTitle: (name: string) => `${name} – Baustellen-Protokolle`,
    notFoundPageTitle: 'Projekt nicht gefunden – Baustellen-Protokolle',
    notFound: {
      crumb: PROJECT_NOT_FOUND.title,
      title: PROJECT_NOT_FOUND.title,
      text: 'Dieses Projekt gibt es nicht oder nicht mehr, oder es gehört zu einem anderen Konto.',
      back: 'Zum Dashboard',
    },
    readOnlyNote: 'Dieses Projekt ist mit Ihrem aktuellen Abo schreibgeschützt. Sie können es ansehen, aber nicht bearbeiten.',
    archivedNote: 'Dieses Projekt ist archiviert und kann nicht bearbeitet werden. Stellen Sie es wieder her, um daran weiterzuarbeiten.',
    statsTitle: 'Kennzahlen',
    stats: {
      protocols: 'Protokolle',
      finalized: (count: number) => `davon ${count} finalisiert`,
      openItems: 'Offene Punkte',
      overdue: (count: number) => `${count} überfällig`,
      allCurrent: 'Alle aktuell',
      completedItems: 'Erledigte Punkte',
      completion: (percent: number) => `${percent} % erledigt`,
      participants: 'Beteiligte',
      lastActivity: 'Letzte Aktivität',
    },
  },

  dialog: {
    createTitle: 'Neues Projekt erstellen',
    editTitle: 'Projekt bearbeiten',
    createDescription: 'Erstellen Sie ein neues Projekt für Ihre Protokolle.',
    editDescription: 'Bearbeiten Sie die Projektinformationen.',
    name: 'Projektname',
    namePlaceholder: 'z.B. Neubau Bürogebäude',
    number: 'Projektnummer',
    numberPlaceholder: 'z.B. P2024-001',
    address: 'Adresse',
    cancel: 'Abbrechen',
    create: 'Erstellen',
    update: 'Aktualisieren',
    saving: 'Speichere...',
    nameMissing: { title: 'Fehler', message: PROJECT_NAME_REQUIRED },
    limit: {
      title: PROJECT_LIMIT_TITLE,
      fallback: 'Sie haben das Projektlimit erreicht.',
      upgrade: 'Jetzt upgraden',
      comingSoon: { title: 'Coming Soon', message: 'Upgrade-Funktion wird bald verfügbar sein.' },
    },
    createFailed: 'Das Projekt konnte nicht erstellt werden.',
    updateFailed: 'Das Projekt konnte nicht aktualisiert werden.',
  },

  actions: {
    menu: 'Aktionen',
    edit: 'Bearbeiten',
    archive: 'Archivieren',
    restore: 'Wiederherstellen',
    delete: 'Löschen',
    deleteDialog: {
      title: 'Projekt löschen?',
      text: 'Möchten Sie dieses Projekt wirklich löschen? Alle Protokolle, Aktionen und Dateien werden entfernt. Diese Aktion kann nicht rückgängig gemacht werden.',
      cancel: 'Abbrechen',
      confirm: 'Ja, endgültig löschen',
      pending: 'Löschen…',
    },
  },

  /** Spec part 1 §8 Projects. */
  toasts: {
    created: { title: 'Projekt erstellt', message: 'Das neue Projekt wurde erfolgreich erstellt.' },
    updated: { title: 'Projekt aktualisiert', message: 'Das Projekt wurde erfolgreich aktualisiert.' },
    archived: { title: 'Projekt archiviert', message: 'Das Projekt wurde ins Archiv verschoben.' },
    restored: { title: 'Projekt wiederhergestellt', message: 'Das Projekt wurde aus dem Archiv wiederhergestellt.' },
    deleted: { title: 'Projekt gelöscht', message: 'Das Projekt und alle zugehörigen Daten wurden entfernt.' },
    failedTitle: 'Fehler',
    createFailed: (reason?: string | null) => withReason('Projekt konnte nicht erstellt werden.', reason),
    updateFailed: (reason?: string | null) => withReason('Projekt konnte nicht aktualisiert werden.', reason),
    archiveFailed: (reason?: string | null) => withReason('Die Aktion konnte nicht ausgeführt werden.', reason),
    deleteFailed: (reason?: string | null) => withReason('Das Projekt konnte nicht gelöscht werden.', reason),
    connectionFailed: 'Die Verbindung zum Server ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  },
} as const;
