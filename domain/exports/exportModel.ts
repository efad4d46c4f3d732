// What an export of a protocol version shows besides the document itself, and the texts and
// names both formats (PDF, Word) share, so the two files say the same.
import { formatDate } from '../../common/dates';
import { defaultObjectionClause } from '../../common/protocolExport';
import type { DocumentAttendee, ProtocolDocument } from '../../common/protocolDocument';

export type ExportFormat = 'pdf' | 'docx';
export const EXPORT_FORMATS: readonly ExportFormat[] = ['pdf', 'docx'];

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export interface ExportProject {
  name: string;
  number: string | null;
  address: string | null;
  /** Working days for objections in the closing clause. */
  objectionDays: number;
  /** The project's own closing clause; null: the default with objectionDays. */
  objectionClause: string | null;
}

export interface ExportVersion {
  number: number;
  /** When the version was made (frozen, or last changed while current). */
  date: Date;
}

/** An open Aufgabe of the project from another protocol ('Offene Punkte aus früheren Protokollen'). */
export interface CarriedOverItem {
  title: string;
  responsible: string | null;
  /** YYYY-MM-DD */
  dueDate: string | null;
}

/** The letterhead (feature custom-branding); null or absent: the product's neutral layout. */
export interface ExportBranding {
  companyName: string | null;
  address: string | null;
  logo?: { bytes: Uint8Array; mimeType: string } | null;
}

/** Everything one exported file is made of, loaded by loadExportSource. */
export interface ProtocolExportSource {
  document: ProtocolDocument;
  project: ExportProject;
  version: ExportVersion;
  openItems: CarriedOverItem[];
  /** The role in the project (Bauherr, Architekt ...) of each participant named among the attendees, by participant id. */
  participantRoles: Readonly<Record<string, string>>;
  /** The review's audit trail, printed as an appendix; absent when the protocol was never sent for review. */
  auditTrail?: ExportAuditTrail | null;
}

/** The audit trail as the appendix prints it (issue 15 point 5). */
export interface ExportAuditTrail {
  /** The chain's check, in German. */
  verdict: string;
  events: { at: Date; event: string; actor: string; version: number; clientAddress: string | null }[];
}

export const EXPORT_TEXT = {
  title: 'Protokoll',
  project: 'Projekt',
  projectNumber: 'Projektnummer',
  address: 'Adresse',
  meeting: 'Besprechung',
  meetingNumber: 'Nr.',
  date: 'Datum',
  time: 'Uhrzeit',
  place: 'Ort',
  recorder: 'Protokollführer',
  participants: 'Teilnehmer',
  name: 'Name',
  company: 'Firma',
  role: 'Rolle',
  attendance: 'Anwesenheit',
  distribution: 'Verteiler',
  entryNumber: 'Nr.',
  entryType: 'Art',
  entryText: 'Inhalt',
  responsible: 'Verantwortlich',
  dueDate: 'Termin',
  status: 'Status',
  noEntries: 'Keine Einträge.',
  openItems: 'Offene Punkte aus früheren Protokollen',
  openItemTitle: 'Punkt',
  noOpenItems: 'Keine offenen Punkte.',
  nextMeeting: 'Nächste Besprechung',
  typeLegend: 'I = Information, F = Festlegung, A = Aufgabe',
  appendix: 'Anhang: Prüfprotokoll der Freigabe',
  auditTime: 'Zeitpunkt',
  auditEvent: 'Ereignis',
  auditActor: 'Person',
  auditVersion: 'Version',
  auditClient: 'Adresse',
} as const;

export const TYPE_MARKS = { INFORMATION: 'I', FESTLEGUNG: 'F', AUFGABE: 'A' } as const;

export const objectionClauseOf = (project: ExportProject) => project.objectionClause?.trim() || defaultObjectionClause(project.objectionDays);

/** 'Version 2 vom 23.11.2026', on every page. */
export const versionLine = (version: ExportVersion) => `Version ${version.number} vom ${formatDate(version.date)}`;

/** 'Baubesprechung Nr. 12' */
export const meetingLine = (document: ProtocolDocument) =>
  document.header.meetingNumber === null ? document.header.title : `${document.header.title} Nr. ${document.header.meetingNumber}`;

/** The attendee's role in the project, from the participant they are; '' when unknown. */
export const roleOf = (source: Pick<ProtocolExportSource, 'participantRoles'>, attendee: DocumentAttendee) =>
  (attendee.participantId && source.participantRoles[attendee.participantId]) || '';

/** 'Müller GmbH / Hans Schmidt', or '' */
export const responsibleLine = (person: string | null, company: string | null) => [person, company].filter((part) => part?.trim()).join(', ');

export const dayOf = (value: string | null) => (value ? formatDate(`${value}T12:00:00Z`) : '');

const TRANSLITERATION: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss', ẞ: 'SS' };

/** A file-name part: German letters transliterated, anything else but letters and digits a dash. */
export function slug(text: string): string {
  return text
    .replace(/[äöüÄÖÜßẞ]/g, (c) => TRANSLITERATION[c]!)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/** '4711_Protokoll-12_2026-11-23_v2.pdf'; the project's name when it has no number. */
export function exportFileName(source: Pick<ProtocolExportSource, 'document' | 'project' | 'version'>, format: ExportFormat): string {
  const project = slug(source.project.number?.trim() || source.project.name) || 'Projekt';
  const meeting = source.document.header.meetingNumber === null ? 'Protokoll' : `Protokoll-${source.document.header.meetingNumber}`;
  return `${project}_${meeting}_${source.document.header.date}_v${source.version.number}.${format}`;
}
