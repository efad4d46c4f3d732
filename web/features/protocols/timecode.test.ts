import { describe, expect, it } from 'vitest';
import { formatTimecode, formatTimeRange } from './timecode';

describe('formatTimecode', () => {
  it('shows minutes and seconds below an hour, both with two digits', () => {
    expect(formatTimecode(0)).toBe('00:00');
    expect(formatTimecode(135.6)).toBe('02:15');
    expect(formatTimecode(3599.9)).toBe('59:59');
  });

  it('adds the hours from an hour on', () => {
    expect(formatTimecode(3600)).toBe('1:00:00');
    expect(formatTimecode(3725)).toBe('1:02:05');
    expect(formatTimecode(36000)).toBe('10:00:00');
  });

  it('treats negative and invalid values as the start', () => {
    expect(formatTimecode(-3)).toBe('00:00');
    expect(formatTimecode(Number.NaN)).toBe('00:00');
  });
});

describe('formatTimeRange', () => {
  it('joins start and end with an en dash', () => {
    expect(formatTimeRange(135, 151.4)).toBe('02:15–02:31');
  });
});
