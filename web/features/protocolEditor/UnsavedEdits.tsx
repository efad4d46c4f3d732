import { useState } from 'react';
import type { ProtocolDocument } from '../../../common/protocolDocument';
import type { EditOperation, FieldValue } from '../../../common/protocolEdits';
import { deProtocols } from '../../i18n/deProtocols';
import { Button } from '../../ui/Button';
import { changeTitle, FieldValueView } from './ChangeText';
import { browserStorage, editStorage } from './editStorage';
import { coalesced, placeOf } from './pendingEdits';

const t = deProtocols.editor.unsaved;

/** What a change typed in: a field's new value, a new entry's text, a new TOP's title; null for moves and deletions. */
function typedValue(op: EditOperation): FieldValue {
  switch (op.kind) {
    case 'setHeader':
    case 'setTopicTitle':
    case 'setEntry':
    case 'setAttendee':
      return op.value;
    case 'addEntry':
      return op.html;
    case 'addTopic':
      return op.title;
    case 'addAttendee':
      return op.name;
    default:
      return null;
  }
}

/**
 * A protocol that can no longer be edited (finalised, in processing, read-only project) while
 * this device still keeps changes of it that were never saved: they are shown, not lost, and are
 * saved once the protocol can be edited again; or the user discards them.
 */
export function UnsavedEdits({ protocolId, document }: { protocolId: string; document: ProtocolDocument }) {
  const [operations, setOperations] = useState(() => coalesced(editStorage(browserStorage(), protocolId).peek()));
  if (operations.length === 0) return null;
  return (
    <section aria-labelledby="unsaved-edits-title" className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:p-5">
      <h2 id="unsaved-edits-title" className="text-base font-semibold">
        {t.title}
      </h2>
      <p className="text-sm">{t.text}</p>
      <ul className="flex flex-col gap-2">
        {operations.map((op, index) => (
          <li key={index} className="rounded-lg bg-white p-3">
            <p className="text-sm font-medium text-slate-800">{changeTitle(op, placeOf(op, document))}</p>
            {typedValue(op) !== null && <FieldValueView op={op} value={typedValue(op)} />}
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        className="self-start"
        onPress={() => {
          editStorage(browserStorage(), protocolId).clear();
          setOperations([]);
        }}
      >
        {t.discard}
      </Button>
    </section>
  );
}
