import { useCallback, useState } from 'react';
import { readPreference, SIDEBAR_OPEN, writePreference } from '../../app/preferences/preferences';

/** The sidebar's open state, remembered in this browser (spec 1 §9; open by default). */
export function useSidebarOpen(): [boolean, () => void] {
  const [open, setOpen] = useState(() => readPreference(SIDEBAR_OPEN));
  const toggle = useCallback(() => {
    setOpen((current) => {
      writePreference(SIDEBAR_OPEN, !current);
      return !current;
    });
  }, []);
  return [open, toggle];
}
