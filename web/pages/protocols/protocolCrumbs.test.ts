import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, MAX_BREADCRUMB_SEGMENTS } from '../../features/shell/breadcrumbs';
import { protocolCrumbs } from './protocolCrumbs';

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

  it('stays within the five segments of a trail, Dashboard included', () => {
    const trail = breadcrumbTrail({ label: 'Dashboard', to: '/dashboard' }, protocolCrumbs(project, protocol, 'processing'));
    expect(trail.length).toBeLessThanOrEqual(MAX_BREADCRUMB_SEGMENTS);
    expect(trail.every((segment) => segment.kind === 'crumb')).toBe(true);
  });
});
