import { describe, expect, it } from 'vitest';
import { formatDay } from './dueDate';

describe('formatDay', () => {
  it('shows a due date as DD.MM.YYYY, the same day in every time zone', () => {
    expect(formatDay('2026-11-20')).toBe('20.11.2026');
    expect(formatDay('2027-01-01')).toBe('01.01.2027');
    expect(formatDay('2026-12-31')).toBe('31.12.2026');
  });

  it('leaves anything else as it is', () => {
    expect(formatDay('morgen')).toBe('morgen');
  });
});
