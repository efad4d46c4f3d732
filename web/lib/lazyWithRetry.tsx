import { lazy, type ComponentType } from 'react';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

const pendingResets = new Set<() => void>();

/**
 * Forget every import that has failed so far; the next render of those components imports again.
 * Called by the error screen's "Erneut versuchen".
 */
export function resetFailedImports() {
  for (const reset of pendingResets) reset();
  pendingResets.clear();
}

/**
 * Like React.lazy, but a failed import can be retried. React.lazy keeps a rejected promise forever,
 * so after a network hiccup the page could only be fixed by a reload. The failed instance is kept
 * until resetFailedImports: replacing it right away would make React retry endlessly instead of
 * showing the error.
 */
export function lazyWithRetry<P extends object>(load: Loader<P>): ComponentType<P> {
  const createLazy = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        pendingResets.add(() => {
          Lazy = createLazy();
        });
        throw error;
      }),
    );
  let Lazy = createLazy();

  function LazyWithRetry(props: P) {
    return <Lazy {...props} />;
  }
  return LazyWithRetry;
}

/**
 * `load`'s promise for React's use(): the same one on every call, so a render that waited for it
 * finds it settled. Like lazyWithRetry's, a failed one is kept until resetFailedImports.
 */
export function importWithRetry<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      pendingResets.add(() => {
        loading = undefined;
      });
      throw error;
    }));
}
