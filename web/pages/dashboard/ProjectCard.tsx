import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { ProjectActionsMenu } from '../../features/projects/ProjectActionsMenu';
import { ProjectBadges } from '../../features/projects/ProjectBadges';
import { canChange, isTemporaryProject } from '../../features/projects/projectRules';
import { deProjects } from '../../i18n/deProjects';
import { formatRelativeDate } from '../../lib/dates';
import { buttonBase, buttonStyles } from '../../ui/Button';
import type { ProjectCard_project$key } from './__generated__/ProjectCard_project.graphql';
import type { ViewMode } from './viewMode';

const t = deProjects.project;

export interface ProjectCardProps {
  project: ProjectCard_project$key;
  layout: ViewMode;
}

/**
 * One project in the dashboard's list, as a card or a row: name, number, address, badges, the
 * counts of protocols, open items and participants, the last activity, 'Aktionen' and the way in.
 */
export function ProjectCard({ project, layout }: ProjectCardProps) {
  const data = useFragment(
    graphql`
      fragment ProjectCard_project on Project {
        id
        projectId
        name
        number
        address
        archived
        accessLevel
        stats {
          protocolCount
          openActionItems
          participantCount
          lastActivity
        }
        ...ProjectBadges_project
        ...ProjectActionsMenu_project
      }
    `,
    project,
  );
  const headingId = useId();
  const temporary = isTemporaryProject(data.id);
  const openLabel = canChange(data) ? t.open : t.view;
  const openStyles = `${buttonBase} ${buttonStyles.secondary}`;

  const counts = (
    <dl className={layout === 'cards' ? 'grid grid-cols-3 gap-2 rounded-lg bg-slate-50 p-2 text-center' : 'flex flex-wrap gap-x-4 gap-y-1 text-sm'}>
      {(
        [
          [t.counts.protocols, data.stats.protocolCount],
          [t.counts.openItems, data.stats.openActionItems],
          [t.counts.participants, data.stats.participantCount],
        ] as const
      ).map(([label, value]) => (
        <div key={label} className={layout === 'cards' ? 'flex flex-col-reverse' : 'flex gap-1.5'}>
          <dt className={layout === 'cards' ? 'text-xs text-slate-600' : 'text-slate-600'}>{label}</dt>
          <dd className={layout === 'cards' ? 'text-lg font-semibold text-slate-950 tabular-nums' : 'font-semibold text-slate-950 tabular-nums'}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );

  const open = temporary ? (
    <span aria-disabled="true" className={`${openStyles} cursor-not-allowed opacity-60`}>
      {openLabel}
    </span>
  ) : (
    <Link to={`/projects/${data.projectId}`} className={openStyles}>
      {openLabel}
    </Link>
  );

  const details = (
    <div className="min-w-0">
      <h3 id={headingId} className="text-base font-semibold break-words text-slate-950">
        {data.name}
      </h3>
      {data.number && (
        <p className="text-sm break-words text-slate-700">
          <span className="sr-only">{t.number}: </span>
          {data.number}
        </p>
      )}
      {data.address && (
        <p className="mt-0.5 line-clamp-2 text-sm break-words whitespace-pre-line text-slate-600">
          <span className="sr-only">{t.address}: </span>
          {data.address}
        </p>
      )}
    </div>
  );

  const lastActivity = <p className="text-xs text-slate-500">{t.lastActivity(formatRelativeDate(data.stats.lastActivity))}</p>;

  if (layout === 'rows') {
    return (
      <article
        aria-labelledby={headingId}
        className={`flex flex-col gap-3 p-4 md:flex-row md:items-center ${data.archived ? 'bg-slate-50' : 'bg-white'} ${temporary ? 'opacity-70' : ''}`}
      >
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          {details}
          <ProjectBadges project={data} />
        </div>
        <div className="flex flex-col gap-1 md:w-72 md:shrink-0">
          {counts}
          {lastActivity}
        </div>
        <div className="flex items-center justify-end gap-2">
          <ProjectActionsMenu project={data} />
          {open}
        </div>
      </article>
    );
  }

  return (
    <article
      aria-labelledby={headingId}
      className={`flex h-full flex-col gap-3 rounded-xl border border-slate-200 p-4 shadow-sm ${data.archived ? 'bg-slate-50' : 'bg-white'} ${temporary ? 'opacity-70' : ''}`}
    >
      <div className="flex items-start justify-between gap-2">
        {details}
        <ProjectActionsMenu project={data} />
      </div>
      <ProjectBadges project={data} />
      {counts}
      <div className="mt-auto flex items-center justify-between gap-2 pt-1">
        {lastActivity}
        {open}
      </div>
    </article>
  );
}
