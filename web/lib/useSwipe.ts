import { useEffect, useRef, useState } from 'react';

/** Spec §9 (navigation): a touch that starts this close to the left screen edge can open the drawer. */
export const EDGE_ZONE_PX = 50;
/** Spec §9: a swipe or a sheet's drag counts once it has moved further than this. */
export const SWIPE_THRESHOLD_PX = 100;
/** Spec §9: how far a bottom sheet follows the finger. */
export const SHEET_DRAG_CAP_PX = 200;

export type SwipeDirection = 'left' | 'right' | 'down';

export interface Point {
  x: number;
  y: number;
}

/**
 * How far a touch moved in `direction`: 0 when it went the other way, or more across the direction
 * than along it (a vertical scroll is no sideways swipe, and a sideways one no downward drag).
 */
export function swipeDistance(start: Point, end: Point, direction: SwipeDirection): number {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const along = direction === 'left' ? -dx : direction === 'right' ? dx : dy;
  const across = direction === 'down' ? Math.abs(dx) : Math.abs(dy);
  return along > 0 && along >= across ? along : 0;
}

/** Whether a touch from `start` to `end` is a swipe in `direction`: more than SWIPE_THRESHOLD_PX along it. */
export const isSwipe = (start: Point, end: Point, direction: SwipeDirection) =>
  swipeDistance(start, end, direction) > SWIPE_THRESHOLD_PX;

/** Whether a touch that starts at `start` may open the drawer by an edge swipe. */
export const startsAtLeftEdge = (start: Point) => start.x <= EDGE_ZONE_PX;

const pointOf = (touch: { clientX: number; clientY: number }): Point => ({ x: touch.clientX, y: touch.clientY });

export interface SwipeOptions {
  direction: SwipeDirection;
  /** The finger was lifted after a swipe in `direction`. */
  onSwipe: () => void;
  /** Whether a touch may start a swipe on this element (e.g. not while its content is scrolled down). */
  canStart?: (element: HTMLElement) => boolean;
}

/**
 * A panel that is swiped away (the drawer to the left, a sheet downwards): put `ref` on it and move
 * it by `dragDistance` (see swipeDistance) while `isDragging`, so it follows the finger. After a
 * swipe the distance stays, so the panel leaves from where the finger let go; otherwise it goes
 * back to 0.
 */
export function useSwipe({ direction, onSwipe, canStart }: SwipeOptions) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [drag, setDrag] = useState({ distance: 0, isDragging: false });
  const latest = useRef({ direction, onSwipe, canStart });
  useEffect(() => {
    latest.current = { direction, onSwipe, canStart };
  });

  useEffect(() => {
    if (!element) return;
    let start: Point | null = null;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      // A second finger (pinch zoom) is no swipe.
      start = event.touches.length === 1 && touch && (latest.current.canStart?.(element) ?? true) ? pointOf(touch) : null;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!start || !touch) return;
      const distance = swipeDistance(start, pointOf(touch), latest.current.direction);
      // A move in the swipe's direction is the swipe's, not a scroll: taken from the browser, every
      // move reaches us at once (while scrolling, Chrome hands them over late and throttled).
      if (distance > 0 && event.cancelable) event.preventDefault();
      setDrag({ distance, isDragging: true });
    };
    const onEnd = (event: TouchEvent) => {
      const from = start;
      start = null;
      const touch = event.changedTouches[0];
      if (!from || !touch) return;
      const swiped = isSwipe(from, pointOf(touch), latest.current.direction);
      setDrag((current) => ({ distance: swiped ? current.distance : 0, isDragging: false }));
      if (swiped) latest.current.onSwipe();
    };
    const onCancel = () => {
      start = null;
      setDrag({ distance: 0, isDragging: false });
    };
    element.addEventListener('touchstart', onStart, { passive: true });
    // Not passive, so that it may take a move from the browser (React's own touch listeners are passive).
    element.addEventListener('touchmove', onMove, { passive: false });
    element.addEventListener('touchend', onEnd, { passive: true });
    element.addEventListener('touchcancel', onCancel, { passive: true });
    return () => {
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchmove', onMove);
      element.removeEventListener('touchend', onEnd);
      element.removeEventListener('touchcancel', onCancel);
    };
  }, [element]);

  return { ref: setElement, dragDistance: drag.distance, isDragging: drag.isDragging };
}

/**
 * Calls `onSwipe` for a touch anywhere on the page that starts within EDGE_ZONE_PX of the left edge
 * and swipes right (listens on the document while `enabled`, and turns off the browser's
 * swipe-to-go-back meanwhile).
 */
export function useEdgeSwipe(onSwipe: () => void, enabled: boolean) {
  const latest = useRef(onSwipe);
  useEffect(() => {
    latest.current = onSwipe;
  });
  useEffect(() => {
    if (!enabled) return;
    let start: Point | null = null;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start = event.touches.length === 1 && touch && startsAtLeftEdge(pointOf(touch)) ? pointOf(touch) : null;
    };
    const onEnd = (event: TouchEvent) => {
      const from = start;
      start = null;
      const touch = event.changedTouches[0];
      if (from && touch && isSwipe(from, pointOf(touch), 'right')) latest.current();
    };
    const onCancel = () => {
      start = null;
    };
    // The browser's own sideways swipe (back and forward in Chrome) would take the gesture too.
    const root = document.documentElement.style;
    const overscroll = root.overscrollBehaviorX;
    root.overscrollBehaviorX = 'none';
    // Passive: the page keeps scrolling as usual; the swipe is only read.
    document.addEventListener('touchstart', onStart, { passive: true });
    document.addEventListener('touchend', onEnd, { passive: true });
    document.addEventListener('touchcancel', onCancel, { passive: true });
    return () => {
      root.overscrollBehaviorX = overscroll;
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchend', onEnd);
      document.removeEventListener('touchcancel', onCancel);
    };
  }, [enabled]);
}
