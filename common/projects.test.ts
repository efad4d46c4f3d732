import { describe, expect, it } from 'vitest';
import { projectLimitReached, projectsReadOnly } from './projects';

describe('limit texts', () => {
  it('are the spec texts, parentheses and slash included', () => {
    expect(projectLimitReached(1)).toBe('Sie haben das Limit von 1 Projekt(en) erreicht. Upgraden Sie Ihr Abo für mehr Projekte.');
    expect(projectsReadOnly(2)).toBe('2 Projekt(e) ist/sind aufgrund Ihres aktuellen Abos schreibgeschützt.');
  });
});
