// Bulk export (issue 14 point 4, feature bulk-export for enterprise): the texts and rules the
// project page and the server share.

export const BULK_EXPORT_FEATURE = 'bulk-export';

/** How long a finished ZIP stays downloadable. */
export const BULK_EXPORT_RETENTION_DAYS = 7;

export const BULK_EXPORT_TEXT = {
  notInPlanTitle: 'Nicht in Ihrem Abo enthalten',
  notInPlan: 'Der Export aller Protokolle eines Projekts ist im Enterprise-Abo verfügbar.',
  button: 'Alle Protokolle exportieren',
  rangeReversed: 'Das Enddatum darf nicht vor dem Anfangsdatum liegen.',
  invalidDate: 'Bitte geben Sie ein gültiges Datum ein.',
  noProtocolsTitle: 'Keine Protokolle',
  noProtocols: 'Im gewählten Zeitraum gibt es keine Protokolle, die exportiert werden können.',
  runningTitle: 'Export läuft bereits',
  running: 'Für dieses Projekt läuft bereits ein Export. Bitte warten Sie, bis er fertig ist.',
  failed: 'Der Export ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  download: 'ZIP herunterladen',
} as const;

/** 'x von y Protokollen' */
export const bulkExportProgress = (done: number, total: number) => `${done} von ${total} ${total === 1 ? 'Protokoll' : 'Protokollen'}`;

export const bulkExportDownloadPath = (exportId: string) => `/files/bulk-exports/${exportId}/zip`;
