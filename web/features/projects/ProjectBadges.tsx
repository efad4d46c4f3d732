import { deProjects } from '../../i18n/deProjects';
import { isTemporaryProject, projectBadges, type BadgeInput } from './projectRules';

const t = deProjects.project;

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

export interface ProjectBadgesProps {
  /**
   * Plain values rather than a fragment of its own: a fragment per card part would nest the
   * project list's query deeper than the API's cost limit allows for a page of 100 projects.
   */
  project: BadgeInput & { id: string };
}

/** 'Schreibgeschützt', 'Archiviert' and 'Keine offenen Punkte', as they apply; 'Wird gespeichert...' for a project not yet saved. */
export function ProjectBadges({ project }: ProjectBadgesProps) {
  const badges = projectBadges(project);
  const saving = isTemporaryProject(project.id);
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
