import { useCallback, useState } from 'react';
import { STARTUP_VIEW_MODES, type StartupViewMode } from '@seedbed/contracts/startups';

/** The view chosen last in this browser (spec: view modes CARD and TABLE, remembered). */
export const VIEW_MODE_KEY = 'startups.viewMode';

const isViewMode = (value: unknown): value is StartupViewMode => typeof value === 'string' && (STARTUP_VIEW_MODES as readonly string[]).includes(value);

export function readViewMode(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): StartupViewMode {
  try {
    const stored = storage?.getItem(VIEW_MODE_KEY);
    return isViewMode(stored) ? stored : 'CARD';
  } catch {
    return 'CARD';
  }
}

export function useViewMode(): [StartupViewMode, (mode: string) => void] {
  const [mode, setMode] = useState<StartupViewMode>(() => readViewMode());
  const choose = useCallback((next: string) => {
    if (!isViewMode(next)) return;
    setMode(next);
    try {
      localStorage.setItem(VIEW_MODE_KEY, next);
    } catch {
      // Private browsing may refuse storage: the view still changes, it is just not remembered.
    }
  }, []);
  return [mode, choose];
}
