import { describe, expect, it } from 'vitest';
import { lineIndexAt } from './transcriptPosition';

const lines = [{ start: 0.5 }, { start: 4 }, { start: 9.2 }, { start: 15 }];

describe('lineIndexAt', () => {
  it('finds the line that started last by that time', () => {
    expect(lineIndexAt(lines, 0.5)).toBe(0);
    expect(lineIndexAt(lines, 5)).toBe(1);
    expect(lineIndexAt(lines, 9.2)).toBe(2);
    expect(lineIndexAt(lines, 120)).toBe(3);
  });

  it('takes a start a few milliseconds early as the line itself', () => {
    expect(lineIndexAt(lines, 3.97)).toBe(1);
  });

  it('answers -1 before the first line and for an empty transcript', () => {
    expect(lineIndexAt(lines, 0.1)).toBe(-1);
    expect(lineIndexAt([], 3)).toBe(-1);
  });
});
