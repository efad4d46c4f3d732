import { describe, expect, it } from 'vitest';
import { canChange, isTemporaryProject, matchesSearch, projectBadges, TEMPORARY_PROJECT_PREFIX, toProjectInput, visibleProjects } from './projectRules';

const project = (overrides: Partial<{ name: string; number: string | null; address: string | null; archived: boolean }> = {}) => ({
  name: 'Neubau Bürogebäude',
  number: 'P2024-001',
  address: 'Hauptstraße 5\n10115 Berlin',
  archived: false,
  ...overrides,
});

describe('matchesSearch', () => {
  it('finds by name, number or address, ignoring letter case', () => {
    expect(matchesSearch(project(), 'bürogebäude')).toBe(true);
    expect(matchesSearch(project(), 'p2024')).toBe(true);
    expect(matchesSearch(project(), 'BERLIN')).toBe(true);
    expect(matchesSearch(project(), 'HAUPTSTRASSE')).toBe(false);
    expect(matchesSearch(project(), 'Hamburg')).toBe(false);
  });

  it('treats line breaks and repeated spaces like one space, and ignores surrounding spaces', () => {
    expect(matchesSearch(project(), '  5 10115  ')).toBe(true);
    expect(matchesSearch(project(), 'neubau   büro')).toBe(true);
  });

  it('matches everything for an empty search, and copes without number and address', () => {
    expect(matchesSearch(project({ number: null, address: null }), '   ')).toBe(true);
    expect(matchesSearch(project({ number: null, address: null }), 'p2024')).toBe(false);
  });
});

describe('visibleProjects', () => {
  const active = project({ name: 'Schule Nord' });
  const archived = project({ name: 'Schule Süd', archived: true });

  it('hides archived projects unless asked for', () => {
    expect(visibleProjects([active, archived], { query: '', showArchived: false })).toEqual([active]);
    expect(visibleProjects([active, archived], { query: '', showArchived: true })).toEqual([active, archived]);
  });

  it('applies the search on top, keeping the order', () => {
    expect(visibleProjects([active, archived], { query: 'süd', showArchived: true })).toEqual([archived]);
    expect(visibleProjects([active, archived], { query: 'süd', showArchived: false })).toEqual([]);
  });
});

describe('projectBadges', () => {
  const base = { archived: false, accessLevel: 'FULL' as const, protocolCount: 2, openActionItems: 0 };

  it('marks a project with protocols and no open items', () => {
    expect(projectBadges(base)).toEqual({ readOnly: false, archived: false, noOpenItems: true });
  });

  it('needs at least one protocol for "Keine offenen Punkte"', () => {
    expect(projectBadges({ ...base, protocolCount: 0 }).noOpenItems).toBe(false);
    expect(projectBadges({ ...base, protocolCount: 1 }).noOpenItems).toBe(true);
    expect(projectBadges({ ...base, openActionItems: 1 }).noOpenItems).toBe(false);
  });

  it('shows "Archiviert" instead of the other marks on archived projects', () => {
    expect(projectBadges({ ...base, archived: true, accessLevel: 'READ_ONLY' })).toEqual({ readOnly: false, archived: true, noOpenItems: false });
  });

  it('marks active projects beyond the plan as read-only', () => {
    expect(projectBadges({ ...base, accessLevel: 'READ_ONLY', protocolCount: 0 })).toEqual({ readOnly: true, archived: false, noOpenItems: false });
  });
});

describe('canChange', () => {
  it('is true only for active projects with full access ("Öffnen"), else "Anzeigen"', () => {
    expect(canChange({ archived: false, accessLevel: 'FULL' })).toBe(true);
    expect(canChange({ archived: false, accessLevel: 'READ_ONLY' })).toBe(false);
    expect(canChange({ archived: true, accessLevel: 'READ_ONLY' })).toBe(false);
    expect(canChange({ archived: false, accessLevel: 'NONE' })).toBe(false);
  });
});

describe('isTemporaryProject', () => {
  it('recognises the optimistic entry, not server ids', () => {
    expect(isTemporaryProject(`${TEMPORARY_PROJECT_PREFIX}1`)).toBe(true);
    expect(isTemporaryProject('UHJvamVjdDoxMjM=')).toBe(false);
  });
});

describe('toProjectInput', () => {
  it('trims, and sends empty number and address as null', () => {
    expect(toProjectInput({ name: '  Rohbau Nord ', number: ' ', address: '\n' })).toEqual({ name: 'Rohbau Nord', number: null, address: null });
    expect(toProjectInput({ name: 'A', number: ' P-1 ', address: 'Weg 1\n12345 Ort ' })).toEqual({ name: 'A', number: 'P-1', address: 'Weg 1\n12345 Ort' });
  });

  it('leaves a blank name empty, for the dialog to refuse', () => {
    expect(toProjectInput({ name: '   ', number: '', address: '' }).name).toBe('');
  });
});
