import { describe, expect, it } from 'vitest';
import { deProjects } from './deProjects';

describe('greeting', () => {
  it('counts active projects in correct German', () => {
    expect(deProjects.dashboard.greeting(0)).toBe('Willkommen! Sie haben derzeit keine aktiven Projekte.');
    expect(deProjects.dashboard.greeting(1)).toBe('Willkommen! Sie haben 1 aktives Projekt.');
    expect(deProjects.dashboard.greeting(2)).toBe('Willkommen! Sie haben 2 aktive Projekte.');
    expect(deProjects.dashboard.greeting(21)).toBe('Willkommen! Sie haben 21 aktive Projekte.');
  });
});

describe('counted texts', () => {
  it('use singular for one', () => {
    expect(deProjects.tiles.approval.invites(1)).toBe('1 Einladung');
    expect(deProjects.tiles.approval.invites(0)).toBe('0 Einladungen');
    expect(deProjects.tiles.approval.approvals(1)).toBe('1 Freigabe');
    expect(deProjects.tiles.approval.approvals(3)).toBe('3 Freigaben');
    expect(deProjects.tiles.openItems.overdue(2)).toBe('2 überfällig');
  });
});

describe('failure toasts', () => {
  it('append the server reason when there is one', () => {
    expect(deProjects.toasts.createFailed()).toBe('Projekt konnte nicht erstellt werden.');
    expect(deProjects.toasts.updateFailed('Zugriff verweigert. Kontaktieren Sie den Projektadministrator.')).toBe(
      'Projekt konnte nicht aktualisiert werden. Zugriff verweigert. Kontaktieren Sie den Projektadministrator.',
    );
    expect(deProjects.toasts.archiveFailed(null)).toBe('Die Aktion konnte nicht ausgeführt werden.');
    expect(deProjects.toasts.deleteFailed('Das Projekt existiert nicht oder wurde gelöscht.')).toBe(
      'Das Projekt konnte nicht gelöscht werden. Das Projekt existiert nicht oder wurde gelöscht.',
    );
  });
});
