import { describe, expect, it } from 'vitest';
import { defaultComparison, versionReason, type VersionSummary } from './versionLabels';

const version = (number: number, state: string, reason: string | null, isCurrentVersion = false): VersionSummary => ({ number, state, reason, isCurrentVersion });

describe('version labels', () => {
  it('names why each version was kept, in German', () => {
    expect(versionReason(version(1, 'FROZEN', 'REVIEW'))).toBe('Zur Freigabe versendet');
    expect(versionReason(version(1, 'FROZEN', 'EXPORT'))).toBe('Exportiert');
    expect(versionReason(version(1, 'FROZEN', 'FINALIZED'))).toBe('Abgeschlossen');
    expect(versionReason(version(1, 'FROZEN', 'REGENERATED'))).toBe('Neu erstellt');
    expect(versionReason(version(1, 'FROZEN', 'REPLACED'))).toBe('Ersetzt');
    expect(versionReason(version(2, 'CURRENT', null, true))).toBe('Aktuelle Version');
    expect(versionReason(version(3, 'CANDIDATE', 'REGENERATED'))).toBe('Neu erstellt – noch nicht übernommen');
  });

  it('says which frozen version is still the current one', () => {
    expect(versionReason(version(1, 'FROZEN', 'FINALIZED', true))).toBe('Abgeschlossen · Aktuelle Version');
  });

  it('compares the current version with the one before it by default', () => {
    expect(defaultComparison([version(1, 'FROZEN', 'FINALIZED')])).toBeNull();
    expect(defaultComparison([version(1, 'FROZEN', 'FINALIZED'), version(2, 'CURRENT', null, true)])).toEqual([1, 2]);
    expect(defaultComparison([version(1, 'FROZEN', 'REVIEW'), version(2, 'CURRENT', null, true), version(3, 'CANDIDATE', 'REGENERATED')])).toEqual([1, 2]);
  });
});
