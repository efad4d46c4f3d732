import { describe, expect, it } from 'vitest';
import { initials, isCurrentItem, navItems, userDisplayName } from './navigation';

const everyPage = () => true;
const project = { projectId: '8d1f0c3e-5b7a-4c1e-9f0a-2b3c4d5e6f70', name: 'Neubau Bürogebäude' };

describe('navItems', () => {
  it('shows Dashboard and Offene Punkte outside a project', () => {
    expect(navItems(null, everyPage)).toEqual([
      { label: 'Dashboard', to: '/dashboard' },
      { label: 'Offene Punkte', to: '/action-items' },
    ]);
  });

  it("shows the project's entries inside a project", () => {
    expect(navItems(project, everyPage)).toEqual([
      { label: 'Dashboard', to: '/dashboard' },
      { label: 'Neubau Bürogebäude', to: `/projects/${project.projectId}` },
      { label: 'Beteiligte', to: `/projects/${project.projectId}/participants` },
      { label: 'Offene Punkte', to: `/projects/${project.projectId}/action-items` },
      { label: 'Agendas', to: `/projects/${project.projectId}/agendas` },
    ]);
  });

  it('leaves out entries whose page does not exist yet', () => {
    const built = new Set(['/dashboard', `/projects/${project.projectId}`]);
    const exists = (path: string) => built.has(path);
    expect(navItems(null, exists).map((item) => item.label)).toEqual(['Dashboard']);
    expect(navItems(project, exists).map((item) => item.label)).toEqual(['Dashboard', 'Neubau Bürogebäude']);
  });
});

describe('isCurrentItem', () => {
  const dashboard = { label: 'Dashboard', to: '/dashboard' };

  it('matches the exact page only', () => {
    expect(isCurrentItem(dashboard, '/dashboard')).toBe(true);
    expect(isCurrentItem(dashboard, '/dashboard/')).toBe(true);
    expect(isCurrentItem(dashboard, '/dashboards')).toBe(false);
    expect(isCurrentItem({ label: 'P', to: '/projects/1' }, '/projects/1/participants')).toBe(false);
  });
});

describe('userDisplayName', () => {
  it('shows first and last name', () => {
    expect(userDisplayName({ email: 'j.mueller@bau.de', profile: { firstName: 'Jörg', lastName: 'Müller' } })).toBe('Jörg Müller');
  });

  it("shows the e-mail while the last name is the registration's 'N/A'", () => {
    expect(userDisplayName({ email: 'j.mueller@bau.de', profile: { firstName: 'j.mueller', lastName: 'N/A' } })).toBe('j.mueller@bau.de');
    expect(userDisplayName({ email: 'j.mueller@bau.de', profile: { firstName: 'Jörg', lastName: ' ' } })).toBe('j.mueller@bau.de');
  });

  it('shows the last name alone when there is no first name', () => {
    expect(userDisplayName({ email: 'a@b.de', profile: { firstName: '', lastName: 'Müller' } })).toBe('Müller');
  });
});

describe('initials', () => {
  it('takes the first letters of the first and the last name, or of the address', () => {
    expect(initials('Jörg Müller')).toBe('JM');
    expect(initials('Anna Maria Schulz')).toBe('AS');
    expect(initials('Müller')).toBe('M');
    expect(initials('bauleiter@firma.de')).toBe('B');
  });
});
