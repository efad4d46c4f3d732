import { Suspense, useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { ACTION_ITEM_TEXT } from '../../../common/actionItems';
import { deActionItems as t } from '../../i18n/deActionItems';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast/toast';
import { useTypedMutation } from '../auth/useTypedMutation';
import { projectPath, protocolPath } from '../protocols/protocolPaths';
import type { ActionItemCard_actionItem$key } from './__generated__/ActionItemCard_actionItem.graphql';
import type { updateActionItemMutation as UpdateActionItemMutation } from './__generated__/updateActionItemMutation.graphql';
import { ActionItemEditForm } from './ActionItemEditForm';
import { ActionItemHistory } from './ActionItemHistory';
import { failed } from './failedToast';
import { updateActionItemMutation } from './updateActionItem';


export interface ActionItemCardProps {
  actionItem: ActionItemCard_actionItem$key;
  /** The project's name and link, for lists across projects. */
  showProject: boolean;
  /** Opened from a link (?openItem=): highlighted, scrolled to, its history shown. */
  highlighted?: boolean;
}

/** One Maßnahme: number, text, Verantwortlich, Termin, where it came from; completed, reopened and edited in place. */
export function ActionItemCard({ actionItem, showProject, highlighted = false }: ActionItemCardProps) {
  const item = useFragment(
    graphql`
      fragment ActionItemCard_actionItem on ActionItem {
        id
        actionItemId
        number
        title
        responsible
        participant {
          id
        }
        status
        dueDate
        isOverdue
        project {
          projectId
          name
          permissions {
            canEdit
          }
        }
        protocol {
          protocolId
          title
        }
        sourceEntry {
          label
          sourceStart
        }
      }
    `,
    actionItem,
  );
  const [commit] = useTypedMutation<UpdateActionItemMutation>(updateActionItemMutation);
  const [editing, setEditing] = useState(false);
  const [showHistory, setShowHistory] = useState(highlighted);
  const card = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (highlighted) card.current?.scrollIntoView({ block: 'center' });
  }, [highlighted]);

  const completed = item.status === 'COMPLETED';
  const canEdit = item.project.permissions.canEdit;
  // Applied at once; Relay drops the optimistic value when the server refuses or cannot be reached.
  const setStatus = (status: 'OPEN' | 'COMPLETED') =>
    commit({
      variables: { input: { actionItemId: item.id, status } },
      optimisticUpdater: (store) => {
        const record = store.get(item.id);
        record?.setValue(status, 'status');
        if (status === 'COMPLETED') record?.setValue(false, 'isOverdue');
      },
      onSuccess: () => toast.success(ACTION_ITEM_TEXT.updated),
      onFailed: failed,
    });

  return (
    <li
      ref={card}
      id={`massnahme-${item.actionItemId}`}
      aria-label={`${t.number(item.number)}: ${item.title}`}
      className={`rounded-lg border bg-white p-4 shadow-sm ${highlighted ? 'ring-2 ring-amber-500' : ''} ${item.isOverdue ? 'border-red-200' : 'border-slate-200'}`}
    >
      {editing ? (
        <ActionItemEditForm actionItemId={item.id} projectId={item.project.projectId} number={item.number} initial={item} onDone={() => setEditing(false)} />
      ) : (
        <div className="flex flex-col gap-3">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
            <div className="min-w-0">
              <p className={`font-medium break-words text-slate-950 ${completed ? 'line-through decoration-slate-400' : ''}`}>
                <span className="mr-2 text-sm font-semibold text-slate-500">{t.number(item.number)}</span>
                {item.title}
              </p>
              {item.responsible && <p className="mt-1 text-sm break-words text-slate-700">{`${t.responsible}: ${item.responsible}`}</p>}
              <p className="mt-1 text-sm break-words text-slate-600">
                {showProject && (
                  <>
                    <Link to={projectPath(item.project.projectId)} className="font-medium text-slate-800 underline underline-offset-2 hover:text-slate-950">
                      {item.project.name}
                    </Link>
                    <span aria-hidden="true"> · </span>
                  </>
                )}
                {item.protocol ? (
                  <Link to={protocolPath(item.project.projectId, item.protocol.protocolId)} className="underline underline-offset-2 hover:text-slate-950">
                    {t.fromProtocol(item.protocol.title, item.sourceEntry?.label ?? null)}
                  </Link>
                ) : (
                  t.projectLevel
                )}
                {item.sourceEntry?.sourceStart != null && <span>{` · ${t.recordingAt(item.sourceEntry.sourceStart)}`}</span>}
              </p>
            </div>
            <p className="flex shrink-0 flex-wrap items-center gap-2 text-sm whitespace-nowrap">
              {item.dueDate ? <span className={item.isOverdue ? 'font-semibold text-red-700' : 'text-slate-700'}>{t.due(item.dueDate)}</span> : <span className="text-slate-500">{t.noDueDate}</span>}
              {item.isOverdue && <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200">{t.overdue}</span>}
              {completed && <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">{t.done}</span>}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {canEdit &&
              (completed ? (
                <Button variant="secondary" aria-label={t.reopenLabel(item.number)} onPress={() => setStatus('OPEN')}>
                  {t.reopen}
                </Button>
              ) : (
                <Button aria-label={t.completeLabel(item.number)} onPress={() => setStatus('COMPLETED')}>
                  {t.complete}
                </Button>
              ))}
            {canEdit && (
              <Button variant="secondary" aria-label={t.editLabel(item.number)} onPress={() => setEditing(true)}>
                {t.edit}
              </Button>
            )}
            <Button variant="ghost" aria-expanded={showHistory} onPress={() => setShowHistory((shown) => !shown)}>
              {t.history}
            </Button>
          </div>
          {showHistory && (
            <Suspense fallback={<p role="status" className="text-sm text-slate-600">{t.loadingHistory}</p>}>
              <ActionItemHistory actionItemId={item.id} number={item.number} />
            </Suspense>
          )}
        </div>
      )}
    </li>
  );
}
