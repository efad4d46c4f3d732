import { memo, useState } from 'react';
import { ATTENDANCE_LABELS, DOCUMENT_LIMITS, type Attendance, type DocumentAttendee, type ProtocolHeaderFields } from '../../../common/protocolDocument';
import { asFieldValue, EDIT_TEXT, headerValue, type EditOperation, type HeaderField } from '../../../common/protocolEdits';
import { deProtocols } from '../../i18n/deProtocols';
import { deProtocolVersions } from '../../i18n/deProtocolVersions';
import { Button } from '../../ui/Button';
import { HeaderCard, HeaderSummary } from './DocumentDisplay';
import { checkedBy, DraftDate, DraftTextField, DraftTime } from './DraftFields';
import { PersonComboBox, type Person } from './PersonComboBox';

const t = deProtocols.editor;
const labels = deProtocolVersions.document;

type Edit = (op: EditOperation) => string | null;

export interface HeaderEditorProps {
  project: { name: string; number: string | null };
  header: ProtocolHeaderFields;
  attendees: readonly DocumentAttendee[];
  participants: readonly Person[];
  edit: Edit;
}

/** The protocol's Kopfdaten: read as a list of facts, edited in a form opened with 'Kopfdaten bearbeiten'. */
export const HeaderEditor = memo(function HeaderEditor({ project, header, attendees, participants, edit }: HeaderEditorProps) {
  const [open, setOpen] = useState(false);
  return (
    <HeaderCard
      action={
        <Button variant="secondary" aria-expanded={open} aria-controls="protocol-header-body" onPress={() => setOpen(!open)}>
          {open ? t.header.done : t.header.edit}
        </Button>
      }
    >
      <div id="protocol-header-body">
        {open ? (
          <div className="flex flex-col gap-6">
            <HeaderForm header={header} edit={edit} />
            <AttendeeList attendees={attendees} participants={participants} edit={edit} />
          </div>
        ) : (
          <HeaderSummary project={project} header={header} attendees={attendees} />
        )}
      </div>
    </HeaderCard>
  );
});

function HeaderForm({ header, edit }: { header: ProtocolHeaderFields; edit: Edit }) {
  const set = (field: HeaderField, value: string | null) => edit({ kind: 'setHeader', field, base: asFieldValue(header[field]), value });
  const text = (field: HeaderField, label: string, maxLength: number, options: { multiline?: boolean; description?: string; isRequired?: boolean; inputMode?: 'numeric' } = {}) => (
    <DraftTextField
      label={label}
      name={field}
      maxLength={maxLength}
      value={asFieldValue(header[field]) ?? ''}
      check={checkedBy((typed) => headerValue(field, typed))}
      onCommit={(typed) => set(field, typed.trim() ? typed : null)}
      {...options}
    />
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">{text('title', labels.title, DOCUMENT_LIMITS.titleLength, { isRequired: true })}</div>
      <DraftDate label={labels.date} name="date" value={header.date} isRequired onCommit={(day) => set('date', day)} />
      <DraftTime label={labels.startTime} name="startTime" value={header.startTime} onCommit={(time) => set('startTime', time)} />
      {text('location', labels.location, DOCUMENT_LIMITS.locationLength)}
      {text('meetingNumber', labels.meetingNumber, 4, { inputMode: 'numeric' })}
      {text('recorder', labels.recorder, DOCUMENT_LIMITS.nameLength)}
      <div className="sm:col-span-2">{text('distribution', labels.distribution, DOCUMENT_LIMITS.distributionLength, { multiline: true, description: t.header.distributionHelp })}</div>
      <DraftDate label={labels.nextMeetingDate} name="nextMeetingDate" value={header.nextMeetingDate} onCommit={(day) => set('nextMeetingDate', day)} />
      <DraftTime label={labels.nextMeetingTime} name="nextMeetingTime" value={header.nextMeetingTime} onCommit={(time) => set('nextMeetingTime', time)} />
      <div className="sm:col-span-2">{text('nextMeetingLocation', labels.nextMeetingLocation, DOCUMENT_LIMITS.locationLength)}</div>
    </div>
  );
}

const ATTENDANCES: readonly Attendance[] = ['PRESENT', 'ABSENT', 'EXCUSED'];

function AttendeeList({ attendees, participants, edit }: { attendees: readonly DocumentAttendee[]; participants: readonly Person[]; edit: Edit }) {
  const [name, setName] = useState('');
  const [company, setCompany] = useState('');
  const [picked, setPicked] = useState<Person | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const listed = new Set(attendees.map((a) => a.participantId));
  const offered = participants.filter((p) => !listed.has(p.participantId));

  const add = () => {
    const typed = name.trim();
    if (!typed) return setError(EDIT_TEXT.nameRequired);
    const person = picked && picked.name === typed ? picked : null;
    const refusal = edit({
      kind: 'addAttendee',
      attendeeId: crypto.randomUUID(),
      participantId: person?.participantId ?? null,
      name: typed,
      company: company.trim() || null,
      attendance: 'PRESENT',
    });
    if (refusal) return setError(refusal);
    setName('');
    setCompany('');
    setPicked(null);
    setError(undefined);
  };

  return (
    <section aria-labelledby="protocol-attendees-title" className="flex flex-col gap-3">
      <h3 id="protocol-attendees-title" className="text-sm font-semibold text-slate-950">
        {t.attendees.title}
      </h3>
      {attendees.length === 0 ? (
        <p className="text-sm text-slate-600">{t.attendees.empty}</p>
      ) : (
        <ul aria-labelledby="protocol-attendees-title" className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200">
          {attendees.map((attendee) => (
            <li key={attendee.id} className="flex flex-wrap items-center gap-2 px-3 py-2">
              <span className="min-w-0 flex-1 break-words text-slate-950">
                {attendee.name}
                {attendee.company && <span className="text-slate-600">{` (${attendee.company})`}</span>}
              </span>
              <select
                aria-label={t.attendees.attendance(attendee.name)}
                value={attendee.attendance}
                onChange={(event) => edit({ kind: 'setAttendee', attendeeId: attendee.id, field: 'attendance', base: attendee.attendance, value: event.target.value })}
                className="min-h-11 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900"
              >
                {ATTENDANCES.map((value) => (
                  <option key={value} value={value}>
                    {ATTENDANCE_LABELS[value]}
                  </option>
                ))}
              </select>
              <Button variant="ghost" aria-label={t.attendees.remove(attendee.name)} onPress={() => edit({ kind: 'removeAttendee', attendeeId: attendee.id })} className="px-3">
                <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
                  <path d="M6.3 5.3a1 1 0 0 1 1.4 0L10 7.6l2.3-2.3a1 1 0 1 1 1.4 1.4L11.4 9l2.3 2.3a1 1 0 0 1-1.4 1.4L10 10.4l-2.3 2.3a1 1 0 0 1-1.4-1.4L8.6 9 6.3 6.7a1 1 0 0 1 0-1.4z" />
                </svg>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        aria-label={t.attendees.add}
        className="grid items-end gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]"
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <PersonComboBox
          label={t.attendees.name}
          value={name}
          maxLength={DOCUMENT_LIMITS.nameLength}
          people={offered}
          errorMessage={error}
          onType={(typed) => {
            setName(typed);
            setError(undefined);
          }}
          onPick={(person) => {
            setPicked(person);
            setCompany(person.company ?? '');
          }}
        />
        <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-800">
          {t.attendees.company}
          <input
            value={company}
            maxLength={DOCUMENT_LIMITS.companyLength}
            onChange={(event) => setCompany(event.target.value)}
            className="rounded-md border border-slate-300 bg-white px-3 py-2 text-base font-normal text-slate-900"
          />
        </label>
        <Button type="submit" variant="secondary">
          {t.attendees.addButton}
        </Button>
      </form>
    </section>
  );
}
