import { graphql, useFragment } from 'react-relay';
import { deProjects } from '../../i18n/deProjects';
import type { ProjectBadges_project$key } from './__generated__/ProjectBadges_project.graphql';
import { isTemporaryProject, projectBadges } from './projectRules';

const t = deProjects.project;

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

/** 'Schreibgeschützt', 'Archiviert' and 'Keine offenen Punkte', as they apply; 'Wird gespeichert...' for a project not yet saved. */
export function ProjectBadges({ project }: { project: ProjectBadges_project$key }) {
  const data = useFragment(
    graphql`
      fragment ProjectBadges_project on Project {
        id
        archived
        accessLevel
        stats {
          protocolCount
          openActionItems
        }
      }
    `,
    project,
  );
  const badges = projectBadges({
    archived: data.archived,
    accessLevel: data.accessLevel,
    protocolCount: data.stats.protocolCount,
    openActionItems: data.stats.openActionItems,
  });
  const saving = isTemporaryProject(data.id);
  if (!saving && !badges.readOnly && !badges.archived && !badges.noOpenItems) return null;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {saving && (
        <li className={`${badge} bg-sky-100 text-sky-900`}>
          <span role="status">{t.saving}</span>
        </li>
      )}
      {badges.readOnly && <li className={`${badge} bg-amber-100 text-amber-900`}>{t.readOnly}</li>}
      {badges.archived && <li className={`${badge} bg-slate-200 text-slate-800`}>{t.archived}</li>}
      {badges.noOpenItems && <li className={`${badge} bg-emerald-100 text-emerald-900`}>{t.noOpenItems}</li>}
    </ul>
  );
}
