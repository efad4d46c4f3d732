import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, MAX_BREADCRUMB_SEGMENTS } from '../../features/shell/breadcrumbs';
import { protocolCrumbs, type ProtocolPlace } from './protocolCrumbs';

const project = { projectId: 'p-1', name: 'Neubau Bürogebäude' };
const protocol = { protocolId: 'q-1', title: 'Baubesprechung Nr. 12' };

describe('protocolCrumbs', () => {
  it('leads from the project to the protocol', () => {
    expect(protocolCrumbs(project, protocol)).toEqual([{ label: 'Neubau Bürogebäude', to: '/projects/p-1' }, { label: 'Baubesprechung Nr. 12' }]);
  });

  it("names the sub-pages 'Verarbeitung' and 'Sprecher zuweisen', below a link to the protocol", () => {
    expect(protocolCrumbs(project, protocol, 'processing')).toEqual([
      { label: 'Neubau Bürogebäude', to: '/projects/p-1' },
      { label: 'Baubesprechung Nr. 12', to: '/projects/p-1/protocols/q-1' },
      { label: 'Verarbeitung' },
    ]);
    expect(protocolCrumbs(project, protocol, 'speaker-assignment').at(-1)).toEqual({ label: 'Sprecher zuweisen' });
  });

  it("ends in 'Bearbeiten' while the protocol is edited, the title being no link to the same page", () => {
    expect(protocolCrumbs(project, protocol, 'edit')).toEqual([
      { label: 'Neubau Bürogebäude', to: '/projects/p-1' },
      { label: 'Baubesprechung Nr. 12' },
      { label: 'Bearbeiten' },
    ]);
  });

  it("gives a version the suffix ' v{n}' (spec part 2 §2)", () => {
    expect(protocolCrumbs(project, protocol, { version: 3 })).toEqual([{ label: 'Neubau Bürogebäude', to: '/projects/p-1' }, { label: 'Baubesprechung Nr. 12 v3' }]);
  });

  it("names a comparison 'Version {a} ⇔ Version {b}', below a link to the protocol", () => {
    expect(protocolCrumbs(project, protocol, { compare: [1, 2] })).toEqual([
      { label: 'Neubau Bürogebäude', to: '/projects/p-1' },
      { label: 'Baubesprechung Nr. 12', to: '/projects/p-1/protocols/q-1' },
      { label: 'Version 1 ⇔ Version 2' },
    ]);
  });

  it('stays within the five segments of a trail, Dashboard included', () => {
    const places: ProtocolPlace[] = ['processing', 'speaker-assignment', 'edit', { version: 12 }, { compare: [1, 12] }];
    for (const place of places) {
      const trail = breadcrumbTrail({ label: 'Dashboard', to: '/dashboard' }, protocolCrumbs(project, protocol, place));
      expect(trail.length).toBeLessThanOrEqual(MAX_BREADCRUMB_SEGMENTS);
      expect(trail.every((segment) => segment.kind === 'crumb')).toBe(true);
    }
  });
});
