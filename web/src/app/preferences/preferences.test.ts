import { afterEach, describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_AT, COLOR_SCHEME, readPreference, removePreference, writePreference } from './preferences';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('stored preferences', () => {
  it('reads the fallback when nothing is stored', () => {
    expect(readPreference(COLOR_SCHEME)).toBe('auto');
    expect(readPreference(CHUNK_RELOAD_AT)).toBeNull();
  });

  it('round-trips a valid value under the aa: prefix', () => {
    writePreference(COLOR_SCHEME, 'dark');
    expect(localStorage.getItem('aa:colorScheme')).toBe('"dark"');
    expect(readPreference(COLOR_SCHEME)).toBe('dark');
  });

  it.each([
    ['a value outside the schema', '"purple"'],
    ['a value of the wrong type', '42'],
    ['text that is not JSON', 'dark'],
    ['an empty string', ''],
  ])('falls back to the default for %s', (_case, raw) => {
    localStorage.setItem('aa:colorScheme', raw);
    expect(readPreference(COLOR_SCHEME)).toBe('auto');
  });

  it('keeps session preferences in session storage', () => {
    writePreference(CHUNK_RELOAD_AT, 1234);
    expect(sessionStorage.getItem('aa:chunkReloadAt')).toBe('1234');
    expect(localStorage.getItem('aa:chunkReloadAt')).toBeNull();
    removePreference(CHUNK_RELOAD_AT);
    expect(readPreference(CHUNK_RELOAD_AT)).toBeNull();
  });

  it('refuses to store an invalid value', () => {
    writePreference(COLOR_SCHEME, 'dark');
    writePreference(COLOR_SCHEME, 'sepia' as never);
    expect(readPreference(COLOR_SCHEME)).toBe('dark');
  });
});
