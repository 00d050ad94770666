import * as z from 'zod/mini';

/** Spec 1 §9: stored preferences use the key prefix 'aa:' in local or session storage. */
const PREFIX = 'aa:';

export interface Preference<T> {
  key: string;
  storage: 'local' | 'session';
  schema: z.ZodMiniType<T>;
  fallback: T;
}

function definePreference<T>(
  name: string,
  schema: z.ZodMiniType<T>,
  fallback: T,
  storage: Preference<T>['storage'] = 'local',
): Preference<T> {
  return { key: PREFIX + name, storage, schema, fallback };
}

export const COLOR_SCHEME = definePreference('colorScheme', z.enum(['light', 'dark', 'auto']), 'auto');
/** Spec 1 §9: the sidebar's open state is kept per browser; it starts open. */
export const SIDEBAR_OPEN = definePreference('sidebarOpen', z.boolean(), true);
/** When the tab last reloaded itself after a failed chunk download (epoch ms). */
export const CHUNK_RELOAD_AT = definePreference('chunkReloadAt', z.nullable(z.number()), null, 'session');

function storageFor(pref: Preference<unknown>): Storage | undefined {
  // Storage access throws in some private modes and sandboxed frames; the app then runs on defaults.
  try {
    return pref.storage === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The stored value when it is valid JSON matching the schema, otherwise the fallback. */
export function readPreference<T>(pref: Preference<T>): T {
  try {
    const raw = storageFor(pref)?.getItem(pref.key);
    if (raw == null) return pref.fallback;
    const parsed = pref.schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : pref.fallback;
  } catch {
    return pref.fallback;
  }
}

export function writePreference<T>(pref: Preference<T>, value: T): void {
  const parsed = pref.schema.safeParse(value);
  if (!parsed.success) return;
  try {
    storageFor(pref)?.setItem(pref.key, JSON.stringify(parsed.data));
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
