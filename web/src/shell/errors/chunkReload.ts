import { CHUNK_RELOAD_AT, readPreference, writePreference } from '../../app/preferences/preferences';

const CHUNK_ERROR = /dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk/i;

/** A code chunk could not be downloaded, typically because a new release replaced it. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/** A reload this recent that hit the same failure again will not be cured by another one. */
const RELOAD_WINDOW_MS = 60_000;

export function mayReloadForChunkError(now = Date.now()): boolean {
  const last = readPreference(CHUNK_RELOAD_AT);
  return last === null || now - last > RELOAD_WINDOW_MS;
}

/** Reloads to fetch the current release's chunks, remembering it in session storage. */
export function reloadForChunkError(now = Date.now()): void {
  writePreference(CHUNK_RELOAD_AT, now);
  window.location.reload();
}
