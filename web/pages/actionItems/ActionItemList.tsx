import { useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { ACTION_ITEM_LIMITS } from '../../../common/actionItems';
import { ActionItemFilters, DEFAULT_FILTERS, LabelledSelect, filterArgs, type ActionItemFilterValues } from '../../features/actionItems/ActionItemFilters';
import { ActionItemListView } from '../../features/actionItems/ActionItemListView';
import { deActionItems } from '../../i18n/deActionItems';
import { TextField } from '../../ui/TextField';
import type { ActionItemList_viewer$key } from './__generated__/ActionItemList_viewer.graphql';
import type { ActionItemListPaginationQuery } from './__generated__/ActionItemListPaginationQuery.graphql';

const PAGE_SIZE = 50;
const f = deActionItems.filters;

/** The items of all the viewer's projects, filtered by status, due, project and Verantwortlich, sorted and paged. */
export function ActionItemList({ viewer }: { viewer: ActionItemList_viewer$key }) {
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment<ActionItemListPaginationQuery, ActionItemList_viewer$key>(
    graphql`
      fragment ActionItemList_viewer on Viewer
      @refetchable(queryName: "ActionItemListPaginationQuery")
      @argumentDefinitions(
        status: { type: "ActionItemStatus", defaultValue: OPEN }
        due: { type: "ActionItemDue" }
        sort: { type: "ActionItemSort" }
        projectId: { type: "ID" }
        responsible: { type: "String" }
        count: { type: "Int", defaultValue: 50 }
        cursor: { type: "String" }
      ) {
        projects(first: 100) {
          edges {
            node {
              id
              name
            }
          }
        }
        actionItems(status: $status, due: $due, sort: $sort, projectId: $projectId, responsible: $responsible, first: $count, after: $cursor)
          @connection(key: "ActionItemList_actionItems", filters: ["status", "due", "sort", "projectId", "responsible"]) {
          edges {
            node {
              actionItemId
              ...ActionItemCard_actionItem
            }
          }
        }
      }
    `,
    viewer,
  );
  const [isSwitching, startTransition] = useTransition();
  // The filters show the choice at once; the list follows when its items are there.
  const [filters, setFilters] = useState<ActionItemFilterValues>(DEFAULT_FILTERS);
  const [projectId, setProjectId] = useState('');
  const [responsible, setResponsible] = useState('');
  const [shownStatus, setShownStatus] = useState(DEFAULT_FILTERS.status);

  const apply = (next: ActionItemFilterValues, nextProject = projectId, nextResponsible = responsible) => {
    setFilters(next);
    startTransition(() => {
      setShownStatus(next.status);
      refetch({ ...filterArgs(next), projectId: nextProject || null, responsible: nextResponsible.trim() || null, count: PAGE_SIZE, cursor: null }, { fetchPolicy: 'store-and-network' });
    });
  };
  const projects = data.projects.edges.map((edge) => edge.node);

  return (
    <div className="flex flex-col gap-4">
      <ActionItemFilters
        values={filters}
        onChange={(next) => apply(next)}
        extra={
          <>
            {projects.length > 1 && (
              <LabelledSelect
                id="massnahmen-projekt"
                label={f.project}
                value={projectId}
                onChange={(next) => {
                  setProjectId(next);
                  apply(filters, next);
                }}
              >
                <option value="">{f.allProjects}</option>
                {projects.map((project) => (
                  <option key={project.id} value={project.id}>
                    {project.name}
                  </option>
                ))}
              </LabelledSelect>
            )}
            <form
              role="search"
              onSubmit={(event) => {
                event.preventDefault();
                apply(filters);
              }}
            >
              <TextField name="responsible" label={f.responsibleSearch} value={responsible} onChange={setResponsible} maxLength={ACTION_ITEM_LIMITS.search} />
            </form>
          </>
        }
      />
      <ActionItemListView
        items={data.actionItems.edges.map((edge) => edge.node)}
        status={shownStatus}
        narrowed={filters.due !== 'ALL' || projectId !== '' || responsible.trim() !== ''}
        isSwitching={isSwitching}
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        onLoadMore={() => loadNext(PAGE_SIZE)}
        showProject
      />
    </div>
  );
}
