import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { deProtocols } from '../../i18n/deProtocols';
import { Button } from '../../ui/Button';
import { changeTitle, FieldValueView, placeText } from './ChangeText';
import { mineOf, type Conflict } from './pendingEdits';

const t = deProtocols.editor.conflicts;

export interface ConflictDialogProps {
  conflicts: readonly Conflict[];
  resolve: (key: string, choice: 'mine' | 'theirs') => void;
}

/**
 * Changes that collided with someone else's save: each with the other version and mine, and the
 * choice which stays. It stays open until every conflict is decided (nothing is overwritten
 * silently, and nothing of mine is dropped by a stray Escape).
 */
export function ConflictDialog({ conflicts, resolve }: ConflictDialogProps) {
  return (
    <ModalOverlay isOpen={conflicts.length > 0} isDismissable={false} isKeyboardDismissDisabled className="fixed inset-0 z-40 flex items-start justify-center overflow-y-auto bg-slate-950/60 p-3 sm:items-center sm:p-6">
      <Modal className="w-full max-w-2xl rounded-xl bg-white shadow-2xl">
        <Dialog className="flex flex-col gap-4 p-5 outline-none sm:p-6">
          <Heading slot="title" className="text-xl font-semibold text-slate-950">
            {t.title}
          </Heading>
          <p className="text-sm text-slate-700">{t.intro}</p>
          <ul className="flex flex-col gap-4">
            {conflicts.map((conflict) => (
              <li key={conflict.key} aria-label={changeTitle(conflict.operation, conflict.place)} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 sm:p-4">
                <h3 className="font-semibold text-slate-950">{changeTitle(conflict.operation, conflict.place)}</h3>
                {conflict.reason === 'gone' ? (
                  <>
                    <p className="text-sm text-slate-800">{t.gone(placeText(conflict.operation, conflict.place))}</p>
                    {mineOf(conflict) !== null && (
                      <div className="rounded-md bg-slate-50 p-2">
                        <p className="text-xs font-semibold text-slate-600 uppercase">{t.mine}</p>
                        <FieldValueView op={conflict.operation} value={mineOf(conflict)} />
                      </div>
                    )}
                    <Button variant="secondary" onPress={() => resolve(conflict.key, 'theirs')} className="self-start">
                      {t.understood}
                    </Button>
                  </>
                ) : (
                  <>
                    <div className="grid gap-3 sm:grid-cols-2">
                      <div className="rounded-md bg-slate-50 p-2">
                        <p className="text-xs font-semibold text-slate-600 uppercase">{t.theirs}</p>
                        <FieldValueView op={conflict.operation} value={conflict.theirs} />
                      </div>
                      <div className="rounded-md bg-amber-50 p-2">
                        <p className="text-xs font-semibold text-slate-600 uppercase">{t.mine}</p>
                        <FieldValueView op={conflict.operation} value={mineOf(conflict)} />
                      </div>
                    </div>
                    <div className="flex flex-col gap-2 sm:flex-row">
                      <Button onPress={() => resolve(conflict.key, 'mine')}>{t.keepMine}</Button>
                      <Button variant="secondary" onPress={() => resolve(conflict.key, 'theirs')}>
                        {t.takeTheirs}
                      </Button>
                    </div>
                  </>
                )}
              </li>
            ))}
          </ul>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
