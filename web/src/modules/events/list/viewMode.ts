import { EVENT_VIEW_MODES, type EventViewMode } from '@seedbed/contracts/events';

/** The view chosen last in this browser, used when the address names none. */
export const VIEW_MODE_KEY = 'events.viewMode';

const isViewMode = (value: unknown): value is EventViewMode => typeof value === 'string' && (EVENT_VIEW_MODES as readonly string[]).includes(value);

export function rememberedViewMode(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): EventViewMode {
  try {
    const stored = storage?.getItem(VIEW_MODE_KEY);
    return isViewMode(stored) ? stored : 'CARD';
  } catch {
    return 'CARD';
  }
}

export function rememberViewMode(mode: EventViewMode): void {
  try {
    localStorage.setItem(VIEW_MODE_KEY, mode);
  } catch {
    // Private browsing may refuse storage: the view still changes, it is just not remembered.
  }
}
