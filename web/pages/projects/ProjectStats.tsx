import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { deProjects } from '../../i18n/deProjects';
import { formatRelativeDate } from '../../lib/dates';
import { PageSection } from '../../ui/PageSection';
import type { ProjectStats_project$key } from './__generated__/ProjectStats_project.graphql';

const t = deProjects.page.stats;

/** The project's figures: protocols, open and completed action items, participants, last activity. */
export function ProjectStats({ project }: { project: ProjectStats_project$key }) {
  const { stats } = useFragment(
    graphql`
      fragment ProjectStats_project on Project {
        stats {
          protocolCount
          completedProtocols
          participantCount
          openActionItems
          completedActionItems
          overdueActionItems
          completionPercentage
          lastActivity
        }
      }
    `,
    project,
  );
  return (
    <PageSection headingId="project-stats" title={deProjects.page.statsTitle}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Figure label={t.protocols} value={stats.protocolCount} note={t.finalized(stats.completedProtocols)} />
        <Figure
          label={t.openItems}
          value={stats.openActionItems}
          note={stats.overdueActionItems > 0 ? t.overdue(stats.overdueActionItems) : t.allCurrent}
          noteTone={stats.overdueActionItems > 0 ? 'alert' : 'good'}
        />
        <Figure label={t.completedItems} value={stats.completedActionItems} note={t.completion(stats.completionPercentage)}>
          <span aria-hidden="true" className="mt-2 block h-1.5 overflow-hidden rounded-full bg-slate-200">
            <span className="block h-full rounded-full bg-emerald-600" style={{ width: `${Math.min(100, Math.max(0, stats.completionPercentage))}%` }} />
          </span>
        </Figure>
        <Figure label={t.participants} value={stats.participantCount} />
        <div className="col-span-2 flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:col-span-1">
          <dt className="text-sm text-slate-600">{t.lastActivity}</dt>
          <dd className="mt-1 text-lg font-semibold text-slate-950">{formatRelativeDate(stats.lastActivity)}</dd>
        </div>
      </dl>
    </PageSection>
  );
}

function Figure({
  label,
  value,
  note,
  noteTone = 'plain',
  children,
}: {
  label: string;
  value: number;
  note?: string;
  noteTone?: 'plain' | 'alert' | 'good';
  children?: ReactNode;
}) {
  const tone = { plain: 'text-slate-600', alert: 'font-semibold text-red-700', good: 'text-emerald-700' }[noteTone];
  return (
    <div className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="flex flex-col">
        <span className="text-3xl font-semibold text-slate-950 tabular-nums">{value}</span>
        {note && <span className={`mt-1 text-sm ${tone}`}>{note}</span>}
        {children}
      </dd>
    </div>
  );
}
