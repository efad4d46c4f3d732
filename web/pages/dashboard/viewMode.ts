import { useCallback, useState } from 'react';

export type ViewMode = 'cards' | 'rows';

export const VIEW_MODE_STORAGE_KEY = 'baustellen-protokolle.projectView';

/** The stored choice, or cards when there is none (or something unexpected). */
export const parseViewMode = (stored: string | null | undefined): ViewMode => (stored === 'rows' ? 'rows' : 'cards');

function readStored(): string | null {
  try {
    return window.localStorage.getItem(VIEW_MODE_STORAGE_KEY);
  } catch {
    // Storage can be blocked (private mode, policies): the default then.
    return null;
  }
}

/** Cards or list for the project section, remembered in this browser. */
export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const [mode, setMode] = useState<ViewMode>(() => parseViewMode(readStored()));
  const change = useCallback((next: ViewMode) => {
    setMode(next);
    try {
      window.localStorage.setItem(VIEW_MODE_STORAGE_KEY, next);
    } catch {
      // Not remembered, but still switched.
    }
  }, []);
  return [mode, change];
}
