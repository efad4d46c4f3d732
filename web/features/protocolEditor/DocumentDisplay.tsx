// A protocol's current version as it reads on its page: the header's facts, and an entry's place
// in the recording. The editor shows them until a part is opened for editing, the read-only view
// always (an entry's '3.2', type and facts come from the version view, so all read alike).
import type { ReactNode } from 'react';
import { formatDate } from '../../../common/dates';
import type { DocumentAttendee, ProtocolHeaderFields } from '../../../common/protocolDocument';
import { deProtocols } from '../../i18n/deProtocols';
import { deProtocolVersions } from '../../i18n/deProtocolVersions';
import { formatTimecode, formatTimeRange } from '../protocols/timecode';

const t = deProtocols.protocol;
const labels = deProtocolVersions.document;

/** Plays the recording from where the entry was said ('play from here'). */
export function PlayFromButton({ start, end, onPlay }: { start: number; end: number | null; onPlay: (start: number) => void }) {
  const range = formatTimeRange(start, end ?? start);
  return (
    <button
      type="button"
      onClick={() => onPlay(start)}
      aria-label={deProtocols.player.playRange(range)}
      title={deProtocols.player.playFrom(formatTimecode(start))}
      className="inline-flex min-h-11 items-center gap-1 rounded-md border border-slate-300 px-2 font-mono text-xs text-slate-700 tabular-nums hover:bg-slate-50"
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3" fill="currentColor">
        <path d="M4 2.5v11l9-5.5z" />
      </svg>
      {range}
    </button>
  );
}

/** The Kopfdaten's card, in the editor with its button to open the form. */
export function HeaderCard({ action, children }: { action?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby="protocol-header-title" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="protocol-header-title" className="text-base font-semibold text-slate-950">
          {labels.header}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export interface ProtocolFrameProps {
  title: string;
  /** Next to the title: the status badge, the versions. */
  badge?: ReactNode;
  /** Under the title: the save state, notices of the page (finalised, regenerated). */
  notices?: ReactNode;
  /** The Kopfdaten. */
  header: ReactNode;
  /** The TOPs and what follows them. */
  children: ReactNode;
  /** Beside the TOPs on wide screens: the transcript. */
  aside?: ReactNode;
}

/** The layout of a protocol's page, alike whether it is edited or read. */
export function ProtocolFrame({ title, badge, notices, header, children, aside }: ProtocolFrameProps) {
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h1 className="min-w-0 text-2xl font-semibold break-words text-slate-950">{title}</h1>
          {badge}
        </div>
        {notices}
        {header}
      </header>
      <div className={`grid gap-6 ${aside ? 'lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start' : ''}`}>
        <div className="flex min-w-0 flex-col gap-8">{children}</div>
        {aside && <aside className="lg:sticky lg:top-20">{aside}</aside>}
      </div>
    </div>
  );
}

/** An entry's card, alike in the editor and the read-only view. */
export const entryCardStyles = 'flex flex-col gap-2 rounded-xl border bg-white p-3 shadow-sm sm:p-4';

const attendeeText = (attendees: readonly DocumentAttendee[]) => attendees.map((a) => (a.company ? `${a.name} (${a.company})` : a.name)).join(', ');

export interface HeaderSummaryProps {
  /** null: the project is not shown (the public review page reveals nothing of it). */
  project: { name: string; number: string | null } | null;
  header: ProtocolHeaderFields;
  attendees: readonly DocumentAttendee[];
}

/** Projekt, Datum, Ort, Teilnehmer (present, absent, excused), Protokollführer, Verteiler and the next meeting, as a list of facts. */
export function HeaderSummary({ project, header, attendees }: HeaderSummaryProps) {
  const present = attendees.filter((a) => a.attendance === 'PRESENT');
  const absent = attendees.filter((a) => a.attendance === 'ABSENT');
  const excused = attendees.filter((a) => a.attendance === 'EXCUSED');
  const when = (date: string | null, time: string | null) => [date && formatDate(date), time && `${time} Uhr`].filter(Boolean).join(', ');
  const nextMeeting = [when(header.nextMeetingDate, header.nextMeetingTime), header.nextMeetingLocation].filter(Boolean).join(', ');
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      {project && <Row label={t.project}>{project.name}</Row>}
      {project?.number && <Row label={t.number}>{project.number}</Row>}
      <Row label={t.date}>{when(header.date, header.startTime)}</Row>
      <Row label={t.location}>{header.location || t.none}</Row>
      {header.meetingNumber !== null && <Row label={labels.meetingNumber}>{header.meetingNumber}</Row>}
      <Row label={t.participants}>{present.length > 0 ? attendeeText(present) : t.none}</Row>
      {absent.length > 0 && <Row label={deProtocols.editor.header.absent}>{attendeeText(absent)}</Row>}
      {excused.length > 0 && <Row label={deProtocols.editor.header.excused}>{attendeeText(excused)}</Row>}
      {header.recorder && <Row label={t.recorder}>{header.recorder}</Row>}
      {header.distribution && (
        <Row label={labels.distribution}>
          <span className="whitespace-pre-line">{header.distribution}</span>
        </Row>
      )}
      {nextMeeting && <Row label={deProtocols.editor.header.nextMeeting}>{nextMeeting}</Row>}
    </dl>
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
