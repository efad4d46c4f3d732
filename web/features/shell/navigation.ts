import { deShell } from '../../i18n/deShell';
import { projectPath } from '../protocols/protocolPaths';
import type { PageExists } from './pageExists';

export interface NavItem {
  label: string;
  to: string;
}

export interface NavProject {
  projectId: string;
  name: string;
}

const t = deShell.nav;

/**
 * The entries of the top bar and the drawer (spec part 1 "Navigation"): Dashboard and Offene Punkte;
 * inside a project Dashboard, the project (its page lists the protocols, so it stands for
 * 'Protokolle' and carries the project's name), Beteiligte, Offene Punkte and Agendas.
 * Only entries whose page exists are shown (`pageExists`, which the app answers from its route
 * table), so an entry appears with its route.
 * The chat button ('KI Chat') and the admin button ('Administration') come with their areas.
 */
export function navItems(project: NavProject | null | undefined, pageExists: PageExists): NavItem[] {
  const items: NavItem[] = project
    ? [
        { label: t.dashboard, to: '/dashboard' },
        { label: project.name, to: projectPath(project.projectId) },
        { label: t.participants, to: `${projectPath(project.projectId)}/participants` },
        { label: t.actionItems, to: `${projectPath(project.projectId)}/action-items` },
        { label: t.agendas, to: `${projectPath(project.projectId)}/agendas` },
      ]
    : [
        { label: t.dashboard, to: '/dashboard' },
        { label: t.actionItems, to: '/action-items' },
      ];
  return items.filter((item) => pageExists(item.to));
}

/** Whether `item` is the page at `pathname` (marked with aria-current="page"): exact matches only, a trailing slash ignored. */
export const isCurrentItem = (item: NavItem, pathname: string) => item.to === pathname || `${item.to}/` === pathname;

export interface ViewerName {
  email: string;
  profile: { firstName: string; lastName: string };
}

/** Registration sets this last name (spec §5): the account has no real name yet. */
const NO_LAST_NAME = 'N/A';

/** The name of the user menu: first and last name, or the e-mail address while the last name is the registration's 'N/A'. */
export function userDisplayName({ email, profile }: ViewerName): string {
  const firstName = profile.firstName.trim();
  const lastName = profile.lastName.trim();
  if (!lastName || lastName === NO_LAST_NAME) return email;
  return firstName ? `${firstName} ${lastName}` : lastName;
}

/** One or two letters for the avatar: initials of the name, or the address's first letter. */
export function initials(displayName: string): string {
  if (displayName.includes('@')) return displayName.charAt(0).toUpperCase();
  const words = displayName.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((word) => word.charAt(0).toUpperCase()).join('');
}
