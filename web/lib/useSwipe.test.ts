import { describe, expect, it } from 'vitest';
import { EDGE_ZONE_PX, SHEET_DRAG_CAP_PX, SWIPE_THRESHOLD_PX, isSwipe, startsAtLeftEdge, swipeDistance } from './useSwipe';

describe('swipe constants', () => {
  it('are the ones of spec §9', () => {
    expect(EDGE_ZONE_PX).toBe(50);
    expect(SWIPE_THRESHOLD_PX).toBe(100);
    expect(SHEET_DRAG_CAP_PX).toBe(200);
  });
});

describe('swipeDistance', () => {
  const start = { x: 200, y: 400 };

  it('measures along the direction', () => {
    expect(swipeDistance(start, { x: 80, y: 410 }, 'left')).toBe(120);
    expect(swipeDistance(start, { x: 330, y: 390 }, 'right')).toBe(130);
    expect(swipeDistance(start, { x: 190, y: 550 }, 'down')).toBe(150);
  });

  it('is 0 for a movement the other way', () => {
    expect(swipeDistance(start, { x: 320, y: 400 }, 'left')).toBe(0);
    expect(swipeDistance(start, { x: 50, y: 400 }, 'right')).toBe(0);
    expect(swipeDistance(start, { x: 200, y: 250 }, 'down')).toBe(0);
  });

  it('is 0 when the touch moved more across the direction than along it', () => {
    // Scrolling the drawer's list is no swipe to close it.
    expect(swipeDistance(start, { x: 150, y: 600 }, 'left')).toBe(0);
    expect(swipeDistance(start, { x: 400, y: 390 }, 'down')).toBe(0);
  });
});

describe('isSwipe', () => {
  const start = { x: 300, y: 400 };

  it('needs more than 100 px', () => {
    expect(isSwipe(start, { x: 200, y: 400 }, 'left')).toBe(false);
    expect(isSwipe(start, { x: 199, y: 400 }, 'left')).toBe(true);
    expect(isSwipe(start, { x: 240, y: 400 }, 'left')).toBe(false);
    expect(isSwipe(start, { x: 300, y: 501 }, 'down')).toBe(true);
    expect(isSwipe(start, { x: 300, y: 460 }, 'down')).toBe(false);
  });
});

describe('startsAtLeftEdge', () => {
  it('accepts touches within 50 px of the left edge', () => {
    expect(startsAtLeftEdge({ x: 0, y: 300 })).toBe(true);
    expect(startsAtLeftEdge({ x: 50, y: 300 })).toBe(true);
    expect(startsAtLeftEdge({ x: 51, y: 300 })).toBe(false);
  });

  it('opens with a right swipe from there', () => {
    const edge = { x: 10, y: 300 };
    expect(startsAtLeftEdge(edge) && isSwipe(edge, { x: 160, y: 320 }, 'right')).toBe(true);
    expect(startsAtLeftEdge(edge) && isSwipe(edge, { x: 70, y: 300 }, 'right')).toBe(false);
  });
});
