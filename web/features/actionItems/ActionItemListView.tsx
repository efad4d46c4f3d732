import { deActionItems as t } from '../../i18n/deActionItems';
import { Button } from '../../ui/Button';
import { ActionItemCard } from './ActionItemCard';
import type { ActionItemCard_actionItem$key } from './__generated__/ActionItemCard_actionItem.graphql';
import type { StatusFilter } from './ActionItemFilters';

export interface ActionItemListViewProps {
  items: readonly (ActionItemCard_actionItem$key & { readonly actionItemId: string })[];
  status: StatusFilter;
  /** A filter beyond the status narrows the list: the empty state says so. */
  narrowed: boolean;
  /** The list stays on screen, dimmed, while another filter loads. */
  isSwitching: boolean;
  hasNext: boolean;
  isLoadingNext: boolean;
  onLoadMore: () => void;
  showProject: boolean;
  /** ?openItem=: the item to highlight. */
  openItem?: string | null;
}

/** The cards of a filtered list, its empty states and 'Weitere laden'. */
export function ActionItemListView({ items, status, narrowed, isSwitching, hasNext, isLoadingNext, onLoadMore, showProject, openItem }: ActionItemListViewProps) {
  return (
    <>
      <div aria-busy={isSwitching} className={isSwitching ? 'opacity-60 transition-opacity' : ''}>
        {items.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center">
            <p className="font-semibold text-slate-950">{narrowed ? t.empty.filtered : t.empty[status]}</p>
            {!narrowed && <p className="mt-1 text-sm text-slate-600">{t.emptyHint[status]}</p>}
          </div>
        ) : (
          <ul aria-label={t.listLabel(t.statusLabels[status])} className="flex flex-col gap-2">
            {items.map((item) => (
              <ActionItemCard key={item.actionItemId} actionItem={item} showProject={showProject} highlighted={item.actionItemId === openItem} />
            ))}
          </ul>
        )}
      </div>
      {hasNext && (
        <Button variant="secondary" onPress={onLoadMore} isPending={isLoadingNext} className="self-center">
          {t.loadMore}
        </Button>
      )}
    </>
  );
}
