// A change told in the user's words: where ('Eintrag 3.2 – Termin') and the value as the protocol
// shows it. The conflict dialog and the list of changes not yet saved use it.
import { formatDate } from '../../../common/dates';
import { ATTENDANCE_LABELS, ENTRY_STATUS_LABELS, type Attendance, type EntryStatus } from '../../../common/protocolDocument';
import type { EditOperation, FieldValue } from '../../../common/protocolEdits';
import { ENTRY_TYPE_LABELS, type EntryType } from '../../../common/protocols';
import { isBlankRichText } from '../../../common/richText';
import { deProtocols } from '../../i18n/deProtocols';
import { deProtocolVersions } from '../../i18n/deProtocolVersions';
import { RichText } from '../../ui/RichText';
import type { Place } from './pendingEdits';

const t = deProtocols.editor.conflicts;
const headerLabels = deProtocolVersions.document;

/** 'Eintrag 3.2', 'TOP 3', 'Teilnehmer Anna Becker' or 'Kopfdaten'. */
export function placeText(op: EditOperation, place: Place | null): string {
  if (op.kind === 'setHeader') return t.header;
  if (place?.entry) return t.entry(place.entry);
  if (place?.topic !== undefined) return t.topic(place.topic);
  if (place?.attendee) return t.attendee(place.attendee);
  if (op.kind === 'addAttendee') return t.attendee(op.name);
  return t.unknown;
}

/** The German name of the field a SET operation changes, or null for other operations. */
export function fieldText(op: EditOperation): string | null {
  switch (op.kind) {
    case 'setHeader':
      return headerLabels[op.field];
    case 'setTopicTitle':
      return t.fields.title;
    case 'setEntry':
    case 'setAttendee':
      return t.fields[op.field];
    default:
      return null;
  }
}

/** Where a change is, with its field: 'Eintrag 3.2 – Termin'. */
export const changeTitle = (op: EditOperation, place: Place | null) => {
  const field = fieldText(op);
  return field ? t.field(placeText(op, place), field) : placeText(op, place);
};

const DATE_FIELDS: readonly string[] = ['date', 'nextMeetingDate', 'dueDate'];

/** A field's value as the protocol shows it; rich text as rich text. */
export function FieldValueView({ op, value }: { op: EditOperation; value: FieldValue }) {
  const field = op.kind === 'addEntry' ? 'html' : 'field' in op ? op.field : 'title';
  if (field === 'html') {
    return value && !isBlankRichText(value) ? <RichText html={value} className="text-sm" /> : <Empty />;
  }
  if (value === null || value.trim() === '') return <Empty />;
  const shown =
    DATE_FIELDS.includes(field) && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? formatDate(value)
      : field === 'type'
        ? (ENTRY_TYPE_LABELS[value as EntryType] ?? value)
        : field === 'status'
          ? (ENTRY_STATUS_LABELS[value as EntryStatus] ?? value)
          : field === 'attendance'
            ? (ATTENDANCE_LABELS[value as Attendance] ?? value)
            : value;
  return <p className="text-sm break-words whitespace-pre-line text-slate-950">{shown}</p>;
}

const Empty = () => <p className="text-sm text-slate-500 italic">{t.empty}</p>;
