/** Spec 1 §9: stored preferences use the key prefix 'aa:' in local or session storage. */
const PREFIX = 'aa:';

export interface Preference<T> {
  key: string;
  storage: 'local' | 'session';
  /** Whether a stored value is one this preference can take (storage is edited by hand, or by older versions). */
  isValid: (value: unknown) => value is T;
  fallback: T;
}

function definePreference<T>(name: string, isValid: (value: unknown) => value is T, fallback: T, storage: Preference<T>['storage'] = 'local'): Preference<T> {
  return { key: PREFIX + name, storage, isValid, fallback };
}

// Three checks of plain values: a schema library would add its weight to the first screen.
const isColorScheme = (value: unknown): value is 'light' | 'dark' | 'auto' => value === 'light' || value === 'dark' || value === 'auto';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isNumberOrNull = (value: unknown): value is number | null => value === null || (typeof value === 'number' && Number.isFinite(value));

export const COLOR_SCHEME = definePreference('colorScheme', isColorScheme, 'auto');
/** Spec 1 §9: the sidebar's open state is kept per browser; it starts open. */
export const SIDEBAR_OPEN = definePreference('sidebarOpen', isBoolean, true);
/** When the tab last reloaded itself after a failed chunk download (epoch ms). */
export const CHUNK_RELOAD_AT = definePreference('chunkReloadAt', isNumberOrNull, null, 'session');

function storageFor(pref: Preference<unknown>): Storage | undefined {
  // Storage access throws in some private modes and sandboxed frames; the app then runs on defaults.
  try {
    return pref.storage === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The stored value when it is valid JSON the preference accepts, otherwise the fallback. */
export function readPreference<T>(pref: Preference<T>): T {
  try {
    const raw = storageFor(pref)?.getItem(pref.key);
    if (raw == null) return pref.fallback;
    const parsed: unknown = JSON.parse(raw);
    return pref.isValid(parsed) ? parsed : pref.fallback;
  } catch {
    return pref.fallback;
  }
}

export function writePreference<T>(pref: Preference<T>, value: T): void {
  if (!pref.isValid(value)) return;
  try {
    storageFor(pref)?.setItem(pref.key, JSON.stringify(value));
  } catch {
    // A full or disabled storage only loses the preference, never the action.
  }
}

export function removePreference(pref: Preference<unknown>): void {
  try {
    storageFor(pref)?.removeItem(pref.key);
  } catch {
    // Nothing to undo when storage is unavailable.
  }
}
