import { useState, type ReactNode } from 'react';
import { Button as RacButton } from 'react-aria-components/Button';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { SearchField } from 'react-aria-components/SearchField';
import { ToggleButton } from 'react-aria-components/ToggleButton';
import { ToggleButtonGroup } from 'react-aria-components/ToggleButtonGroup';
import { fetchQuery, graphql, usePaginationFragment, useRelayEnvironment } from 'react-relay';
import { Link } from 'react-router';
import { ProjectActionsProvider } from '../../features/projects/ProjectActions';
import { ProjectDialog } from '../../features/projects/ProjectDialog';
import { visibleProjects } from '../../features/projects/projectRules';
import { deProjects } from '../../i18n/deProjects';
import { Button } from '../../ui/Button';
import { CloseIcon } from '../../ui/CloseIcon';
import { Switch } from '../../ui/Switch';
import DashboardPageQueryNode from './__generated__/DashboardPageQuery.graphql';
import type { ProjectSection_viewer$key } from './__generated__/ProjectSection_viewer.graphql';
import type { ProjectSectionPaginationQuery } from './__generated__/ProjectSectionPaginationQuery.graphql';
import { ProjectCard } from './ProjectCard';
import { useViewMode, type ViewMode } from './viewMode';

const t = deProjects.list;

/** Enough for every project a site manager realistically has; more come with 'Weitere Projekte laden'. */
export const PROJECT_PAGE_SIZE = 100;

/**
 * The project list: search over name, number and address, cards or rows, archived projects on
 * request, 'Neues Projekt' (off at the plan's limit) and the actions of every project.
 */
export function ProjectSection({ viewer }: { viewer: ProjectSection_viewer$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<ProjectSectionPaginationQuery, ProjectSection_viewer$key>(
    graphql`
      fragment ProjectSection_viewer on Viewer
      @argumentDefinitions(count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" })
      @refetchable(queryName: "ProjectSectionPaginationQuery") {
        id
        archivedProjectCount
        projectLimit {
          canCreateNew
          maxAllowed
          restrictedProjects
        }
        ...ProjectDialog_viewer
        projects(first: $count, after: $cursor) @connection(key: "ProjectSection_projects") {
          __id
          edges {
            # The search reads name, number and address, the filter archived; the card asks for its own.
            node {
              id
              name
              number
              address
              archived
              ...ProjectCard_project
            }
          }
        }
      }
    `,
    viewer,
  );
  const environment = useRelayEnvironment();
  const [query, setQuery] = useState('');
  const [showArchived, setShowArchived] = useState(false);
  const [viewMode, setViewMode] = useViewMode();
  const [isCreating, setCreating] = useState(false);

  const all = data.projects.edges.map((edge) => edge.node);
  const shown = visibleProjects(all, { query, showArchived });
  const { canCreateNew, maxAllowed, restrictedProjects } = data.projectLimit;

  // Another tab or device may have created projects meanwhile: show what the server has.
  const reload = () => {
    fetchQuery(environment, DashboardPageQueryNode, {}, { fetchPolicy: 'network-only' }).subscribe({});
  };

  let content: ReactNode;
  if (all.length === 0) {
    content = (
      <EmptyState title={t.empty.title} text={t.empty.text}>
        <Button onPress={() => setCreating(true)} isDisabled={!canCreateNew} className="mt-4">
          {t.empty.action}
        </Button>
      </EmptyState>
    );
  } else if (shown.length === 0 && query.trim() !== '') {
    content = (
      <EmptyState title={t.noResults.title} text={t.noResults.text(query.trim())}>
        <Button variant="secondary" onPress={() => setQuery('')} className="mt-4">
          {t.noResults.reset}
        </Button>
      </EmptyState>
    );
  } else if (shown.length === 0) {
    content = <EmptyState title={t.allArchived.title} text={t.allArchived.text} />;
  } else if (viewMode === 'rows') {
    content = (
      <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        {shown.map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} layout="rows" />
          </li>
        ))}
      </ul>
    );
  } else {
    content = (
      <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        {shown.map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} layout="cards" />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <ProjectActionsProvider viewerId={data.id}>
      <section aria-labelledby="dashboard-projects" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="dashboard-projects" className="text-xl font-semibold text-slate-950">
            {t.title}
          </h2>
          <Button onPress={() => setCreating(true)} isDisabled={!canCreateNew}>
            <PlusIcon />
            {t.newProject}
          </Button>
        </div>
        {!canCreateNew && maxAllowed != null && (
          <p className="-mt-2 text-sm text-amber-900">
            {t.limitHint(maxAllowed)}
            {/* With read-only projects the banner above already offers the upgrade. */}
            {restrictedProjects === 0 && (
              <>
                {' '}
                <Link to="/subscription" className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4">
                  {t.upgrade}
                </Link>
              </>
            )}
          </p>
        )}

        {all.length > 0 && (
          <div className="flex flex-col gap-3 md:flex-row md:items-center">
            <ProjectSearch value={query} onChange={setQuery} />
            <div className="flex items-center justify-between gap-3 md:justify-end">
              <Switch isSelected={showArchived} onChange={setShowArchived}>
                {t.showArchived(data.archivedProjectCount)}
              </Switch>
              <ViewModeToggle value={viewMode} onChange={setViewMode} />
            </div>
          </div>
        )}

        {content}

        {hasNext && query.trim() !== '' && <p className="text-center text-sm text-slate-600">{t.searchLoadedOnly}</p>}
        {hasNext && (
          <Button
            variant="secondary"
            isPending={isLoadingNext}
            onPress={() => loadNext(PROJECT_PAGE_SIZE)}
            className="self-center"
          >
            {isLoadingNext ? t.loadingMore : t.loadMore}
          </Button>
        )}
      </section>

      {isCreating && (
        <ProjectDialog
          mode="create"
          viewer={data}
          connections={[data.projects.__id]}
          onLimitReached={reload}
          onClose={() => setCreating(false)}
        />
      )}
    </ProjectActionsProvider>
  );
}

function ProjectSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <SearchField value={value} onChange={onChange} className="group relative flex-1">
      <Label className="sr-only">{t.searchLabel}</Label>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400"
      >
        <circle cx="11" cy="11" r="7" />
        <path strokeLinecap="round" d="m20 20-3.5-3.5" />
      </svg>
      <Input
        placeholder={t.searchPlaceholder}
        className="min-h-11 w-full rounded-md border border-slate-300 bg-white py-2 pr-11 pl-10 text-base text-slate-900 placeholder:text-slate-400 [&::-webkit-search-cancel-button]:hidden"
      />
      <RacButton
        aria-label={t.clearSearch}
        className="absolute top-0 right-0 flex size-11 items-center justify-center rounded-md text-slate-500 group-data-empty:hidden hover:text-slate-900"
      >
        <CloseIcon className="size-4" />
      </RacButton>
    </SearchField>
  );
}

function ViewModeToggle({ value, onChange }: { value: ViewMode; onChange: (mode: ViewMode) => void }) {
  const toggleStyles =
    'flex min-h-11 min-w-11 items-center justify-center gap-1.5 px-3 text-sm font-medium text-slate-700 outline-none first:rounded-l-md last:rounded-r-md hover:bg-slate-50 data-focus-visible:ring-2 data-focus-visible:ring-amber-500 data-selected:bg-slate-900 data-selected:text-white';
  return (
    <ToggleButtonGroup
      aria-label={t.viewLabel}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={(keys) => {
        const [next] = [...keys];
        if (next === 'cards' || next === 'rows') onChange(next);
      }}
      className="flex shrink-0 rounded-md border border-slate-300 bg-white"
    >
      <ToggleButton id="cards" aria-label={t.cards} className={toggleStyles}>
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="size-5">
          <rect x="4" y="4" width="7" height="7" rx="1" />
          <rect x="13" y="4" width="7" height="7" rx="1" />
          <rect x="4" y="13" width="7" height="7" rx="1" />
          <rect x="13" y="13" width="7" height="7" rx="1" />
        </svg>
        <span aria-hidden="true" className="hidden sm:inline">
          {t.cards}
        </span>
      </ToggleButton>
      <ToggleButton id="rows" aria-label={t.rows} className={toggleStyles}>
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="size-5">
          <path strokeLinecap="round" d="M4 6h16M4 12h16M4 18h16" />
        </svg>
        <span aria-hidden="true" className="hidden sm:inline">
          {t.rows}
        </span>
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

function EmptyState({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center">
      <h3 className="text-lg font-semibold text-slate-950">{title}</h3>
      <p className="mt-2 max-w-md text-sm text-slate-600">{text}</p>
      {children}
    </div>
  );
}

function PlusIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" className="size-4">
      <path strokeLinecap="round" d="M12 5v14M5 12h14" />
    </svg>
  );
}
