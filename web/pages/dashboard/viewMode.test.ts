import { describe, expect, it } from 'vitest';
import { parseViewMode } from './viewMode';

describe('parseViewMode', () => {
  it('restores the list, and falls back to cards for anything else', () => {
    expect(parseViewMode('rows')).toBe('rows');
    expect(parseViewMode('cards')).toBe('cards');
    expect(parseViewMode(null)).toBe('cards');
    expect(parseViewMode('grid')).toBe('cards');
  });
});
