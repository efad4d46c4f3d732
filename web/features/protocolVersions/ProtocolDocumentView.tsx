// The pieces of a protocol's entries shown read-only, alike in the editor's cards, the read-only
// view of a version and the compare view: the label and type, Verantwortlich, Termin and status.
import type { ReactNode } from 'react';
import { formatDate } from '../../../common/dates';
import type { DocumentEntry, ProtocolHeaderFields } from '../../../common/protocolDocument';
import { deProtocolVersions } from '../../i18n/deProtocolVersions';

const t = deProtocolVersions.document;

const entryTypeStyles: Record<DocumentEntry['type'], string> = {
  INFORMATION: 'bg-slate-100 text-slate-800',
  FESTLEGUNG: 'bg-sky-100 text-sky-900',
  AUFGABE: 'bg-amber-100 text-amber-900',
};

/** A header field as the minutes print it: dates DD.MM.YYYY, empty ones as '–'. */
export function headerValue<F extends keyof ProtocolHeaderFields>(field: F, value: ProtocolHeaderFields[F]): string {
  if (value === null || value === '') return t.none;
  if (field === 'date' || field === 'nextMeetingDate') return formatDate(String(value));
  return String(value);
}

/** Verantwortlich as one line: 'Anna Maier (Rohbau GmbH)'. */
export const responsibleOf = (entry: Pick<DocumentEntry, 'responsiblePerson' | 'responsibleCompany'>) =>
  [entry.responsiblePerson, entry.responsibleCompany && `(${entry.responsibleCompany})`].filter(Boolean).join(' ');

/** '3.2' and the entry's type. */
export function EntryHead({ label, type, children }: { label: string; type: DocumentEntry['type']; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="font-mono text-xs text-slate-500 tabular-nums">{label}</span>
      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${entryTypeStyles[type]}`}>{t.entryTypes[type]}</span>
      {children}
    </div>
  );
}

/** Verantwortlich, Termin and (for an Aufgabe) the status, where given. */
export function EntryFields({ entry }: { entry: DocumentEntry }) {
  const responsible = responsibleOf(entry);
  if (!responsible && !entry.dueDate && !entry.status) return null;
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {responsible && <Field label={t.responsible}>{responsible}</Field>}
      {entry.dueDate && <Field label={t.dueDate}>{formatDate(entry.dueDate)}</Field>}
      {entry.status && <Field label={t.status}>{t.entryStatus[entry.status]}</Field>}
    </dl>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-1">
      <dt className="text-slate-600">{`${label}:`}</dt>
      <dd className="break-words text-slate-950">{children}</dd>
    </div>
  );
}
