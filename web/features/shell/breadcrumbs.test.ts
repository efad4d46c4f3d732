import { describe, expect, it } from 'vitest';
import { MAX_BREADCRUMB_SEGMENTS, breadcrumbTrail, type Crumb, type TrailSegment } from './breadcrumbs';

const home: Crumb = { label: 'Dashboard', to: '/dashboard' };
const crumbs = (count: number): Crumb[] =>
  Array.from({ length: count }, (_, index) => ({ label: `Ebene ${index + 1}`, to: `/ebene-${index + 1}` }));
const labels = (trail: TrailSegment[]) => trail.map((segment) => (segment.kind === 'crumb' ? segment.label : '…'));

describe('breadcrumbTrail', () => {
  it('is empty on the dashboard itself', () => {
    expect(breadcrumbTrail(home, [])).toEqual([]);
  });

  it('starts with Dashboard as a link and ends with the current page, never a link', () => {
    expect(breadcrumbTrail(home, [{ label: 'Neubau Bürogebäude', to: '/projects/1' }])).toEqual([
      { kind: 'crumb', label: 'Dashboard', to: '/dashboard', isCurrent: false },
      { kind: 'crumb', label: 'Neubau Bürogebäude', isCurrent: true },
    ]);
  });

  it('keeps a crumb without a link as plain text', () => {
    const trail = breadcrumbTrail(home, [{ label: 'Projekt' }, { label: 'Protokoll v2' }]);
    expect(trail[1]).toEqual({ kind: 'crumb', label: 'Projekt', isCurrent: false });
  });

  it('shows up to 5 segments in full', () => {
    expect(MAX_BREADCRUMB_SEGMENTS).toBe(5);
    expect(labels(breadcrumbTrail(home, crumbs(4)))).toEqual(['Dashboard', 'Ebene 1', 'Ebene 2', 'Ebene 3', 'Ebene 4']);
  });

  it('collapses longer trails to the first, an ellipsis and the last three', () => {
    const trail = breadcrumbTrail(home, crumbs(5));
    expect(labels(trail)).toEqual(['Dashboard', '…', 'Ebene 3', 'Ebene 4', 'Ebene 5']);
    expect(trail[1]).toEqual({ kind: 'ellipsis', hidden: [{ label: 'Ebene 1', to: '/ebene-1' }, { label: 'Ebene 2', to: '/ebene-2' }] });
    expect(trail[2]).toEqual({ kind: 'crumb', label: 'Ebene 3', to: '/ebene-3', isCurrent: false });
    expect(trail[4]).toEqual({ kind: 'crumb', label: 'Ebene 5', isCurrent: true });
  });

  it('never shows more than 5 segments', () => {
    for (let count = 0; count <= 12; count++) expect(breadcrumbTrail(home, crumbs(count)).length).toBeLessThanOrEqual(5);
    expect(labels(breadcrumbTrail(home, crumbs(9)))).toEqual(['Dashboard', '…', 'Ebene 7', 'Ebene 8', 'Ebene 9']);
  });
});
