import { useSyncExternalStore } from 'react';

/** Spec §9: below this width the app uses its phone layout (drawer, bottom sheets); Tailwind's `md` is the same width. */
export const MOBILE_BREAKPOINT_PX = 768;

const desktopQuery = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;

function subscribe(onChange: () => void) {
  const query = window.matchMedia(desktopQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the window is at least MOBILE_BREAKPOINT_PX wide; follows resizing and rotation. */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(desktopQuery).matches,
    () => true,
  );
}
