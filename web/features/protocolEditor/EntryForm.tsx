import { Suspense } from 'react';
import { DOCUMENT_LIMITS, ENTRY_STATUS_LABELS, type DocumentEntry, type EntryStatus } from '../../../common/protocolDocument';
import { asFieldValue, entryValue, type EditOperation, type EntryField } from '../../../common/protocolEdits';
import { ENTRY_TYPE_LABELS, type EntryType } from '../../../common/protocols';
import { deProtocols } from '../../i18n/deProtocols';
import { lazyWithRetry } from '../../lib/lazyWithRetry';
import { selectStyles } from '../../ui/FieldParts';
import { RichText } from '../../ui/RichText';
import { checkedBy, DraftDate, DraftTextField, useDraftText } from './DraftFields';
import { PersonComboBox, type Person } from './PersonComboBox';

const t = deProtocols.editor.entries;

/** TipTap is loaded with the first entry opened for editing (the editor preloads it). */
export const loadRichTextEditor = () => import('./RichTextEditor');
const RichTextEditor = lazyWithRetry(loadRichTextEditor);

const ENTRY_TYPES = Object.keys(ENTRY_TYPE_LABELS) as EntryType[];
const STATUSES = Object.keys(ENTRY_STATUS_LABELS) as EntryStatus[];


export interface EntryFormProps {
  entry: DocumentEntry;
  label: string;
  participants: readonly Person[];
  edit: (op: EditOperation) => string | null;
  /** Escape in the text: done with this entry. */
  onDone: () => void;
}

/** An entry opened for editing: type, rich text, Verantwortlich, Termin and (for an Aufgabe) the status. */
export function EntryForm({ entry, label, participants, edit, onDone }: EntryFormProps) {
  const set = (field: EntryField, value: string | null) => edit({ kind: 'setEntry', entryId: entry.id, field, base: asFieldValue(entry[field]), value });
  const typeId = `entry-type-${entry.id}`;
  const statusId = `entry-status-${entry.id}`;
  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={typeId} className="text-sm font-medium text-slate-800">
            {t.type}
          </label>
          <select id={typeId} value={entry.type} onChange={(event) => set('type', event.target.value)} className={selectStyles}>
            {ENTRY_TYPES.map((type) => (
              <option key={type} value={type}>
                {ENTRY_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
        {entry.type === 'AUFGABE' && (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={statusId} className="text-sm font-medium text-slate-800">
              {t.status}
            </label>
            <select id={statusId} value={entry.status ?? 'OPEN'} onChange={(event) => set('status', event.target.value)} className={selectStyles}>
              {STATUSES.map((status) => (
                <option key={status} value={status}>
                  {ENTRY_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium text-slate-800" aria-hidden="true">
          {t.text}
        </span>
        <Suspense fallback={<RichText html={entry.html} className="min-h-24 rounded-md border border-slate-300 bg-white px-3 py-2" />}>
          <RichTextEditor html={entry.html} label={`${t.text} ${label}`} onChange={(html) => set('html', html)} onExit={onDone} autoFocus />
        </Suspense>
      </div>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]">
        <Responsible entry={entry} participants={participants} edit={edit} />
        <DraftTextField
          label={t.responsibleCompany}
          name={`responsibleCompany-${entry.id}`}
          maxLength={DOCUMENT_LIMITS.companyLength}
          value={entry.responsibleCompany ?? ''}
          check={checkedBy((typed) => entryValue('responsibleCompany', typed))}
          onCommit={(typed) => set('responsibleCompany', typed.trim() ? typed : null)}
        />
        <DraftDate label={t.dueDate} name={`dueDate-${entry.id}`} value={entry.dueDate} onCommit={(day) => set('dueDate', day)} />
      </div>
    </div>
  );
}

const checkPerson = checkedBy((typed) => entryValue('responsiblePerson', typed));

/** Verantwortlich: one of the project's Beteiligte (their company comes along) or a name typed in. */
function Responsible({ entry, participants, edit }: { entry: DocumentEntry; participants: readonly Person[]; edit: EntryFormProps['edit'] }) {
  const [text, setText, error, setError] = useDraftText(entry.responsiblePerson ?? '', checkPerson);
  const setPerson = (value: string | null) =>
    edit({ kind: 'setEntry', entryId: entry.id, field: 'responsiblePerson', base: entry.responsiblePerson, value });
  return (
    <PersonComboBox
      label={t.responsible}
      value={text}
      maxLength={DOCUMENT_LIMITS.nameLength}
      people={participants}
      errorMessage={error}
      onType={(typed) => {
        setText(typed);
        const checked = checkPerson(typed);
        if ('error' in checked) return setError(checked.error);
        setError(undefined);
        if (checked.value !== (entry.responsiblePerson ?? '')) setPerson(typed.trim() ? typed : null);
      }}
      // The list puts the picked name into the field itself (onType).
      onPick={(person) => {
        if (person.name !== entry.responsiblePerson) setPerson(person.name);
        if (person.company !== entry.responsibleCompany) {
          edit({ kind: 'setEntry', entryId: entry.id, field: 'responsibleCompany', base: entry.responsibleCompany, value: person.company });
        }
      }}
    />
  );
}
