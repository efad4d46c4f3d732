// Agendas (Tagesordnungen, issue 16 point 5): limits and German texts the server and the web share.
export const AGENDA_LIMITS = { title: 200, location: 200, itemTitle: 300, notes: 2000, items: 50, duration: 600 } as const;

export type AgendaStatusValue = 'DRAFT' | 'GENERATED' | 'SENT';

export const AGENDA_STATUS_LABELS: Record<AgendaStatusValue, string> = { DRAFT: 'Entwurf', GENERATED: 'Erstellt', SENT: 'Versendet' };

export const AGENDA_TEXT = {
  generated: 'Tagesordnung wurde erfolgreich erstellt',
  saved: 'Agenda wurde gespeichert',
  created: 'Agenda wurde angelegt',
  deleted: 'Agenda wurde gelöscht',
  sent: (n: number) => (n === 1 ? 'Agenda wurde an 1 Beteiligten gesendet' : `Agenda wurde an ${n} Beteiligte gesendet`),
  titleMissing: 'Bitte geben Sie einen Titel ein.',
  itemTitleMissing: 'Bitte geben Sie jedem TOP einen Titel.',
  tooManyItems: `Eine Agenda hat höchstens ${AGENDA_LIMITS.items} TOPs.`,
  durationInvalid: `Bitte geben Sie eine Dauer zwischen 1 und ${AGENDA_LIMITS.duration} Minuten ein.`,
  noRecipients: 'Keiner der Eingeladenen hat eine E-Mail-Adresse. Tragen Sie sie unter Beteiligte ein.',
  notFound: 'Diese Agenda gibt es nicht (mehr).',
  protocolExists: 'Aus dieser Agenda wurde schon ein Protokoll gestartet.',
  inviteeUnknown: 'Diesen Beteiligten gibt es in diesem Projekt nicht.',
  defaultTitle: (meetingNumber: number | null) => (meetingNumber ? `Tagesordnung ${meetingNumber}. Baubesprechung` : 'Tagesordnung Baubesprechung'),
} as const;

/** The TOPs a generated agenda always has (besides the project's recurring ones). */
export const AGENDA_STANDARD_TOPICS = {
  welcome: 'Begrüßung und Feststellung der Anwesenheit',
  lastProtocol: 'Protokoll der letzten Besprechung',
  openItems: 'Offene Punkte',
  misc: 'Verschiedenes',
} as const;
