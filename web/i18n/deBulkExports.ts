// German texts of the bulk export on the project page (issue 14 point 4).
import { BULK_EXPORT_TEXT, bulkExportProgress } from '../../common/bulkExports';

export const deBulkExports = {
  button: BULK_EXPORT_TEXT.button,
  notInPlan: BULK_EXPORT_TEXT.notInPlan,
  upgrade: 'Abo ansehen',
  dialogTitle: 'Alle Protokolle exportieren',
  dialogDescription: 'Die aktuellen Versionen der Protokolle werden als ZIP-Datei zusammengestellt, ein Dokument je Protokoll.',
  from: 'Von (optional)',
  to: 'Bis (optional)',
  rangeHint: 'Ohne Zeitraum werden alle Protokolle des Projekts exportiert.',
  format: 'Format',
  pdf: 'PDF',
  docx: 'Word (.docx)',
  cancel: 'Abbrechen',
  start: 'Export starten',
  starting: 'Wird gestartet...',
  startFailed: 'Export konnte nicht gestartet werden',
  connectionFailed: 'Die Verbindung zum Server ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  running: 'Export wird erstellt',
  progress: bulkExportProgress,
  ready: 'Export fertig',
  download: BULK_EXPORT_TEXT.download,
  availableUntil: (date: string) => `Verfügbar bis ${date}`,
  failed: BULK_EXPORT_TEXT.failed,
  expired: 'Der Export ist abgelaufen und wurde gelöscht.',
} as const;
