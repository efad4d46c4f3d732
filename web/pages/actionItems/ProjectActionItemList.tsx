import { useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { ActionItemFilters, LabelledSelect, filterArgs, type ActionItemFilterValues } from '../../features/actionItems/ActionItemFilters';
import { NewActionItemForm } from '../../features/actionItems/ActionItemEditForm';
import { ActionItemListView } from '../../features/actionItems/ActionItemListView';
import { deActionItems } from '../../i18n/deActionItems';
import { Button } from '../../ui/Button';
import type { ProjectActionItemList_project$key } from './__generated__/ProjectActionItemList_project.graphql';
import type { ProjectActionItemListPaginationQuery } from './__generated__/ProjectActionItemListPaginationQuery.graphql';

const PAGE_SIZE = 50;
const t = deActionItems;

/** The project's items: filtered by status, due and Verantwortlich, sorted, with 'Neue Maßnahme'; ?openItem= highlights one. */
export function ProjectActionItemList({ project, initialFilters, openItem }: { project: ProjectActionItemList_project$key; initialFilters: ActionItemFilterValues; openItem: string | null }) {
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment<ProjectActionItemListPaginationQuery, ProjectActionItemList_project$key>(
    graphql`
      fragment ProjectActionItemList_project on Project
      @refetchable(queryName: "ProjectActionItemListPaginationQuery")
      @argumentDefinitions(
        status: { type: "ActionItemStatus" }
        due: { type: "ActionItemDue" }
        sort: { type: "ActionItemSort" }
        participantId: { type: "ID" }
        count: { type: "Int", defaultValue: 50 }
        cursor: { type: "String" }
      ) {
        id
        projectId
        permissions {
          canEdit
        }
        participants {
          id
          name
          company
        }
        actionItems(status: $status, due: $due, sort: $sort, participantId: $participantId, first: $count, after: $cursor)
          @connection(key: "ProjectActionItemList_actionItems", filters: ["status", "due", "sort", "participantId"]) {
          __id
          edges {
            node {
              actionItemId
              ...ActionItemCard_actionItem
            }
          }
        }
      }
    `,
    project,
  );
  const [isSwitching, startTransition] = useTransition();
  const [filters, setFilters] = useState(initialFilters);
  const [participantId, setParticipantId] = useState('');
  const [shownStatus, setShownStatus] = useState(initialFilters.status);
  const [creating, setCreating] = useState(false);

  const apply = (next: ActionItemFilterValues, nextParticipant = participantId) => {
    setFilters(next);
    startTransition(() => {
      setShownStatus(next.status);
      refetch({ ...filterArgs(next), participantId: nextParticipant || null, count: PAGE_SIZE, cursor: null }, { fetchPolicy: 'store-and-network' });
    });
  };

  return (
    <div className="flex flex-col gap-4">
      {data.permissions.canEdit &&
        (creating ? (
          <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <NewActionItemForm projectId={data.projectId} projectGlobalId={data.id} connections={[data.actionItems.__id]} initial={null} onDone={() => setCreating(false)} />
          </div>
        ) : (
          <Button className="self-start" onPress={() => setCreating(true)}>
            {t.newItem}
          </Button>
        ))}
      <ActionItemFilters
        values={filters}
        onChange={(next) => apply(next)}
        extra={
          data.participants.length > 0 && (
            <LabelledSelect
              id="massnahmen-verantwortlich"
              label={t.filters.responsible}
              value={participantId}
              onChange={(next) => {
                setParticipantId(next);
                apply(filters, next);
              }}
            >
              <option value="">{t.filters.anyone}</option>
              {data.participants.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.company ? `${p.name} (${p.company})` : p.name}
                </option>
              ))}
            </LabelledSelect>
          )
        }
      />
      <ActionItemListView
        items={data.actionItems.edges.map((edge) => edge.node)}
        status={shownStatus}
        narrowed={filters.due !== 'ALL' || participantId !== ''}
        isSwitching={isSwitching}
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        onLoadMore={() => loadNext(PAGE_SIZE)}
        showProject={false}
        openItem={openItem}
      />
    </div>
  );
}
