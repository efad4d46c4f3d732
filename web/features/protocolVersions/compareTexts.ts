import { formatDate } from '../../../common/dates';
import type { AttendeeFieldChange, DiffSummary, EntryFieldChange, HeaderChange } from '../../../common/protocolDiff';
import { deProtocolVersions } from '../../i18n/deProtocolVersions';
import { headerValue } from './ProtocolDocumentView';

const t = deProtocolVersions.compare;
const doc = deProtocolVersions.document;

/** The summary line above a comparison: 'Einträge: 2 neu, 1 verschoben · TOPs: 1 umbenannt · Kopfdaten: 1 Feld geändert'. */
export function summaryText(summary: DiffSummary): string {
  if (summary.identical) return t.noChanges;
  const s = t.summary;
  const group = (label: string, counts: [number, string][]) => {
    const shown = counts.filter(([count]) => count > 0).map(([count, word]) => `${count} ${word}`);
    return shown.length > 0 ? [`${label}: ${shown.join(', ')}`] : [];
  };
  const { entries, topics, attendees, headerFields } = summary;
  return [
    ...group(s.entries, [
      [entries.added, s.added],
      [entries.removed, s.removed],
      [entries.moved, s.moved],
      [entries.retyped, s.retyped],
      [entries.changed, s.changed],
    ]),
    ...group(s.topics, [
      [topics.added, s.added],
      [topics.removed, s.removed],
      [topics.moved, s.moved],
      [topics.renamed, s.renamed],
    ]),
    ...group(s.attendees, [
      [attendees.added, s.added],
      [attendees.removed, s.removed],
      [attendees.changed, s.changed],
    ]),
    ...(headerFields > 0 ? [`${s.header}: ${s.fields(headerFields)}`] : []),
  ].join(' · ');
}

const ENTRY_FIELD_LABELS: Record<EntryFieldChange['field'], string> = {
  responsiblePerson: doc.responsible,
  responsibleCompany: `${doc.responsible} (${t.company})`,
  dueDate: doc.dueDate,
  status: doc.status,
};

/** A changed field of an entry: its label and both values as the minutes show them. */
export function entryFieldChange(change: EntryFieldChange): { label: string; before: string; after: string } {
  const show = (value: string | null): string => {
    if (value === null || value === '') return doc.none;
    if (change.field === 'dueDate') return formatDate(value);
    if (change.field === 'status') return doc.entryStatus[value as keyof typeof doc.entryStatus] ?? value;
    return value;
  };
  return { label: ENTRY_FIELD_LABELS[change.field], before: show(change.before), after: show(change.after) };
}

/** A changed header field: its label and both values ('12.03.2026'). */
export function headerFieldChange(change: HeaderChange): { label: string; before: string; after: string } {
  return { label: doc[change.field], before: headerValue(change.field, change.before), after: headerValue(change.field, change.after) };
}

const ATTENDEE_FIELD_LABELS: Record<AttendeeFieldChange['field'], string> = { name: t.name, company: t.company, attendance: t.attendance };

/** A changed field of an attendee: its label and both values ('anwesend' → 'entschuldigt'). */
export function attendeeFieldChange(change: AttendeeFieldChange): { label: string; before: string; after: string } {
  const show = (value: string | null): string => {
    if (value === null || value === '') return doc.none;
    return change.field === 'attendance' ? doc.attendance[value as keyof typeof doc.attendance] : value;
  };
  return { label: ATTENDEE_FIELD_LABELS[change.field], before: show(change.before), after: show(change.after) };
}
