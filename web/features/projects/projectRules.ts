// What the project list and the project page show for a project, as pure functions: search,
// badges (spec part 1 §2, part 2 §5) and the wording of the open button.

export type AccessLevel = 'FULL' | 'READ_ONLY' | 'NONE' | '%future added value';

export interface SearchableProject {
  name: string;
  number: string | null | undefined;
  address: string | null | undefined;
  archived: boolean;
}

const normalize = (text: string) => text.toLocaleLowerCase('de-DE').replace(/\s+/g, ' ').trim();

/** Whether the search text occurs in the name, number or address, ignoring letter case and extra spaces. */
export function matchesSearch(project: SearchableProject, query: string): boolean {
  const needle = normalize(query);
  if (needle === '') return true;
  return [project.name, project.number, project.address].some((field) => field != null && normalize(field).includes(needle));
}

/** The projects the list shows: archived ones only on request, and only those matching the search. */
export function visibleProjects<P extends SearchableProject>(projects: readonly P[], options: { query: string; showArchived: boolean }): P[] {
  return projects.filter((project) => (options.showArchived || !project.archived) && matchesSearch(project, options.query));
}

export interface BadgeInput {
  archived: boolean;
  accessLevel: AccessLevel;
  protocolCount: number;
  openActionItems: number;
}

export interface ProjectBadges {
  /** Restricted by the plan; archived projects are read-only too but carry 'Archiviert' instead. */
  readOnly: boolean;
  archived: boolean;
  /** Not archived, at least one protocol and no open action item. */
  noOpenItems: boolean;
}

/** Restricted by the plan (an archived project is read-only too, but counts as archived). */
export const isReadOnly = (project: { archived: boolean; accessLevel: AccessLevel }) => !project.archived && project.accessLevel === 'READ_ONLY';

export function projectBadges(project: BadgeInput): ProjectBadges {
  return {
    readOnly: isReadOnly(project),
    archived: project.archived,
    noOpenItems: !project.archived && project.protocolCount >= 1 && project.openActionItems === 0,
  };
}

/** 'Öffnen' for projects the user may change, 'Anzeigen' for read-only and archived ones. */
export const canChange = (project: { archived: boolean; accessLevel: AccessLevel }) => !project.archived && project.accessLevel === 'FULL';

/** Ids of projects shown before the server has answered (see useCreateProject); such an entry has no page yet. */
export const TEMPORARY_PROJECT_PREFIX = 'client:new-project:';
export const isTemporaryProject = (id: string) => id.startsWith(TEMPORARY_PROJECT_PREFIX);

/** What the dialog sends: trimmed, with an empty number or address as null (spec part 1 §5). */
export function toProjectInput(values: { name: string; number: string; address: string }) {
  return { name: values.name.trim(), number: values.number.trim() || null, address: values.address.trim() || null };
}
