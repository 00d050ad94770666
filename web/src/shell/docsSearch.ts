import { useEffect } from 'react';
import { createValueStore, useStoreValue } from '../app/store';

/**
 * The documentation search dialog (spec 1 §2.6) belongs to the documentation feature; the account
 * menu's 'Search Docs' only opens it. The feature mounts its dialog (for instance as a frame
 * overlay) and registers how to open it with `useDocsSearchHandler`; while none is registered,
 * the menu does not offer the entry.
 */
const handler = createValueStore<(() => void) | null>(null);

export function useDocsSearchHandler(open: () => void): void {
  useEffect(() => {
    handler.set(open);
    return () => {
      if (handler.get() === open) handler.set(null);
    };
  }, [open]);
}

export function useDocsSearchAvailable(): boolean {
  return useStoreValue(handler) !== null;
}

export function openDocsSearch(): void {
  handler.get()?.();
}
