import { useState, useTransition } from 'react';
import { ToggleButton } from 'react-aria-components/ToggleButton';
import { ToggleButtonGroup } from 'react-aria-components/ToggleButtonGroup';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router';
import { dePlans } from '../../i18n/dePlans';
import { Button } from '../../ui/Button';
import { formatDate } from '../../../common/dates';
import type { ActionItemList_viewer$key } from './__generated__/ActionItemList_viewer.graphql';
import type { ActionItemListPaginationQuery, ActionItemStatus } from './__generated__/ActionItemListPaginationQuery.graphql';

const t = dePlans.actionItems;
const PAGE_SIZE = 50;
const FILTERS: { status: ActionItemStatus; label: string }[] = [
  { status: 'OPEN', label: t.open },
  { status: 'COMPLETED', label: t.completed },
];

/** The list with its open/completed filter and 'Weitere laden'. */
export function ActionItemList({ viewer }: { viewer: ActionItemList_viewer$key }) {
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment<ActionItemListPaginationQuery, ActionItemList_viewer$key>(
    graphql`
      fragment ActionItemList_viewer on Viewer
      @refetchable(queryName: "ActionItemListPaginationQuery")
      @argumentDefinitions(status: { type: "ActionItemStatus", defaultValue: OPEN }, count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }) {
        actionItems(status: $status, first: $count, after: $cursor) @connection(key: "ActionItemList_actionItems", filters: ["status"]) {
          edges {
            node {
              id
              title
              status
              dueDate
              isOverdue
              project {
                projectId
                name
              }
              protocol {
                title
              }
            }
          }
        }
      }
    `,
    viewer,
  );
  // The list stays on screen, dimmed, while the other filter loads.
  const [isSwitching, startTransition] = useTransition();
  // The filter shows the choice at once; the list's own status follows when its items are there.
  const [selected, setSelected] = useState<ActionItemStatus>('OPEN');
  const [status, setStatus] = useState<ActionItemStatus>('OPEN');
  const items = data.actionItems.edges.map((edge) => edge.node);

  const select = (next: ActionItemStatus) => {
    if (next === selected) return;
    setSelected(next);
    startTransition(() => {
      setStatus(next);
      refetch({ status: next, count: PAGE_SIZE, cursor: null }, { fetchPolicy: 'store-and-network' });
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <ToggleButtonGroup
        aria-label={t.filterLabel}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[selected]}
        onSelectionChange={(keys) => {
          const [next] = [...keys];
          if (next === 'OPEN' || next === 'COMPLETED') select(next);
        }}
        className="inline-flex w-full rounded-lg border border-slate-300 bg-white p-1 sm:w-auto sm:self-start"
      >
        {FILTERS.map((filter) => (
          <ToggleButton
            key={filter.status}
            id={filter.status}
            className="min-h-10 flex-1 rounded-md px-4 text-sm font-semibold text-slate-700 outline-none hover:bg-slate-100 data-focus-visible:ring-2 data-focus-visible:ring-amber-500 data-selected:bg-slate-900 data-selected:text-white sm:flex-none"
          >
            {filter.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>

      <div aria-busy={isSwitching} className={isSwitching ? 'opacity-60 transition-opacity' : ''}>
        {items.length === 0 ? (
          <EmptyState status={status} />
        ) : (
          <ul aria-label={t.listLabel(status === 'OPEN' ? t.open : t.completed)} className="flex flex-col gap-2">
            {items.map((item) => (
              <li key={item.id} className={`rounded-lg border bg-white p-4 shadow-sm ${item.isOverdue ? 'border-red-200' : 'border-slate-200'}`}>
                <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
                  <div className="min-w-0">
                    <p className={`font-medium break-words text-slate-950 ${item.status === 'COMPLETED' ? 'line-through decoration-slate-400' : ''}`}>{item.title}</p>
                    <p className="mt-1 text-sm text-slate-600">
                      <span className="sr-only">{`${t.project}: `}</span>
                      <Link to={`/projects/${item.project.projectId}`} className="font-medium text-slate-800 underline underline-offset-2 hover:text-slate-950">
                        {item.project.name}
                      </Link>
                      <span aria-hidden="true"> · </span>
                      <span className="sr-only">, </span>
                      {item.protocol ? `${t.protocol}: ${item.protocol.title}` : t.projectLevel}
                    </p>
                  </div>
                  <p className="flex shrink-0 items-center gap-2 text-sm whitespace-nowrap">
                    {item.dueDate ? (
                      <span className={item.isOverdue ? 'font-semibold text-red-700' : 'text-slate-700'}>
                        {t.due} {formatDate(item.dueDate)}
                      </span>
                    ) : (
                      <span className="text-slate-500">{t.noDueDate}</span>
                    )}
                    {item.isOverdue && <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200">{t.overdue}</span>}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>

      {hasNext && (
        <Button variant="secondary" onPress={() => loadNext(PAGE_SIZE)} isPending={isLoadingNext} className="self-center">
          {t.loadMore}
        </Button>
      )}
    </div>
  );
}

function EmptyState({ status }: { status: ActionItemStatus }) {
  const open = status === 'OPEN';
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center">
      <p className="font-semibold text-slate-950">{open ? t.empty : t.emptyCompleted}</p>
      <p className="mt-1 text-sm text-slate-600">{open ? t.emptyOpenHint : t.emptyCompletedHint}</p>
    </div>
  );
}
