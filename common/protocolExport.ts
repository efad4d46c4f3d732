// Exporting a protocol version as PDF or Word (issue 14): the download address and the German
// texts the protocol pages and the server share.

export type ExportFileFormat = 'pdf' | 'docx';

export const EXPORT_FORMAT_LABELS: Record<ExportFileFormat, string> = { pdf: 'PDF', docx: 'Word (.docx)' };

/** GET: the file as an attachment; without a version, the current one (which exporting freezes). */
export const protocolExportPath = (protocolId: string, format: ExportFileFormat, version?: number | null) =>
  `/files/protocols/${encodeURIComponent(protocolId)}/export?format=${format}${version ? `&version=${version}` : ''}`;

export const EXPORT_TEXT = {
  menu: 'Exportieren',
  freezesCurrent: 'Der Export gilt als Versand: die aktuelle Version wird festgeschrieben, weitere Änderungen ergeben eine neue Version.',
  versionNotFound: 'Diese Version des Protokolls gibt es nicht.',
  badFormat: 'Bitte wählen Sie PDF oder Word (.docx) als Format.',
  notInPlanTitle: 'Nicht in Ihrem Abo enthalten',
  notInPlan: 'Der Export als PDF und Word ist in Ihrem Abo nicht enthalten.',
  inProcessing: 'Das Protokoll wird noch erstellt. Sie können es exportieren, sobald es fertig ist.',
  failed: 'Der Export ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  busy: 'Gerade werden viele Exporte erstellt. Bitte versuchen Sie es in einer Minute erneut.',
  history: 'Exportverlauf',
  historyEmpty: 'Dieses Protokoll wurde noch nicht exportiert.',
  historyEntry: (format: string, version: number) => `${format}, Version ${version}`,
} as const;

/** The closing clause on objections (issue 14): working days, or the project's own wording. */
export const OBJECTION_LIMITS = { minDays: 1, maxDays: 30, clauseLength: 1000 } as const;

export const OBJECTION_TEXT = {
  daysOutOfRange: `Die Einspruchsfrist muss zwischen ${OBJECTION_LIMITS.minDays} und ${OBJECTION_LIMITS.maxDays} Werktagen liegen.`,
  clauseTooLong: `Der Schlusssatz darf höchstens ${OBJECTION_LIMITS.clauseLength} Zeichen lang sein.`,
} as const;

export const defaultObjectionClause = (days: number) =>
  `Einwände gegen dieses Protokoll sind innerhalb von ${days} ${days === 1 ? 'Werktag' : 'Werktagen'} nach Zugang schriftlich zu erheben; andernfalls gilt es als genehmigt.`;
