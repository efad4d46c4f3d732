import type { ReactNode } from 'react';
import { formatDate } from '../../../common/dates';
import { entryLabel, type DocumentEntry, type ProtocolDocument, type ProtocolHeaderFields } from '../../../common/protocolDocument';
import { deProtocolVersions } from '../../i18n/deProtocolVersions';
import { RichText } from '../../ui/RichText';

const t = deProtocolVersions.document;

export const entryTypeStyles: Record<DocumentEntry['type'], string> = {
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

const HEADER_ROWS = ['date', 'startTime', 'location', 'meetingNumber', 'recorder', 'distribution', 'nextMeetingDate', 'nextMeetingTime', 'nextMeetingLocation'] as const;

/**
 * A whole version of a protocol, read-only: the header, the attendees with their attendance, and
 * the TOPs with their entries ('3.2', type, text, Verantwortlich, Termin, status). The entries' rich
 * text is shown as the UI may show stored HTML (sanitizeForDisplay).
 */
export function ProtocolDocumentView({ document, projectName }: { document: ProtocolDocument; projectName: string }) {
  const { header, attendees, topics } = document;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="version-header" className="rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
        <h2 id="version-header" className="sr-only">
          {t.header}
        </h2>
        <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
          <Row label={t.title}>{header.title}</Row>
          <Row label={t.project}>{projectName}</Row>
          {HEADER_ROWS.filter((field) => field === 'date' || header[field] !== null).map((field) => (
            <Row key={field} label={t[field]}>
              <span className="whitespace-pre-line">{headerValue(field, header[field])}</span>
            </Row>
          ))}
        </dl>
      </section>

      <section aria-labelledby="version-attendees" className="flex flex-col gap-2">
        <h2 id="version-attendees" className="text-lg font-semibold text-slate-950">
          {t.attendees}
        </h2>
        {attendees.length === 0 ? (
          <p className="text-sm text-slate-600">{t.noAttendees}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white text-sm shadow-sm">
            {attendees.map((attendee) => (
              <li key={attendee.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
                <span className="break-words text-slate-950">{attendee.company ? `${attendee.name} (${attendee.company})` : attendee.name}</span>
                <span className="text-slate-600">{t.attendance[attendee.attendance]}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      {topics.length === 0 ? (
        <p className="text-sm text-slate-600">{t.noTopics}</p>
      ) : (
        topics.map((topic) => (
          <section key={topic.id} aria-labelledby={`version-top-${topic.id}`} className="flex flex-col gap-3">
            <h2 id={`version-top-${topic.id}`} className="text-lg font-semibold break-words text-slate-950">
              {t.topic(topic.number, topic.title)}
            </h2>
            {topic.entries.length === 0 ? (
              <p className="text-sm text-slate-600">{t.noEntries}</p>
            ) : (
              <ol className="flex flex-col gap-2">
                {topic.entries.map((entry) => (
                  <li key={entry.id} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                    <EntryHead label={entryLabel(topic, entry)} type={entry.type} />
                    <RichText html={entry.html} />
                    <EntryFields entry={entry} />
                  </li>
                ))}
              </ol>
            )}
          </section>
        ))
      )}
    </div>
  );
}

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

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-slate-600">{label}</dt>
      <dd className="mb-1 break-words text-slate-950 sm:mb-0">{children}</dd>
    </div>
  );
}
