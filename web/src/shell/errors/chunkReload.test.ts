import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, mayReloadForChunkError, reloadForChunkError } from './chunkReload';

describe('chunk load failures', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://demo.example.org/assets/HomePage-abc.js',
    'error loading dynamically imported module',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/LoginPage-x.css',
    'Loading chunk 42 failed.',
  ])('recognises "%s"', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('leaves other errors to the crash page', () => {
    expect(isChunkLoadError(new Error("Cannot read properties of undefined (reading 'name')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads once, then not again within a minute, then again later', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    expect(mayReloadForChunkError(1_000_000)).toBe(true);
    reloadForChunkError(1_000_000);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('aa:chunkReloadAt')).toBe('1000000');
    expect(mayReloadForChunkError(1_030_000)).toBe(false);
    expect(mayReloadForChunkError(1_070_000)).toBe(true);
    vi.unstubAllGlobals();
  });
});
