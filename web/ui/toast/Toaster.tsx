import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { toastQueue } from './toast';

const loadToastRegion = () => import('./ToastRegion');

/** For screens that are likely to raise a toast soon, so it can show even if the network is gone by then. */
export function preloadToastRegion() {
  loadToastRegion().catch(() => {
    // The Toaster tries again when it needs the region.
  });
}

const subscribe = (onChange: () => void) => toastQueue.subscribe(onChange);
const hasVisibleToasts = () => toastQueue.visibleToasts.length > 0;

/**
 * Mount point for toasts. The region and its react-aria code are downloaded with the first toast,
 * not with the page; once loaded it stays mounted so it can hand focus back as toasts leave.
 */
export function Toaster() {
  const hasToasts = useSyncExternalStore(subscribe, hasVisibleToasts);
  const [Region, setRegion] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (!hasToasts || Region) return;
    let cancelled = false;
    loadToastRegion().then(
      (module) => {
        if (!cancelled) setRegion(() => module.ToastRegion);
      },
      () => {
        // Offline: the queue keeps the toasts, and the next change of hasToasts tries again.
      },
    );
    return () => {
      cancelled = true;
    };
  }, [hasToasts, Region]);

  return Region ? <Region /> : null;
}
