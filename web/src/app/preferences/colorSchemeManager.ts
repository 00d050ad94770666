import type { MantineColorSchemeManager } from '@mantine/core';
import { COLOR_SCHEME, readPreference, removePreference, writePreference } from './preferences';

/** Mantine's colour scheme, kept under the app's own validated 'aa:colorScheme' key. */
export function createColorSchemeManager(): MantineColorSchemeManager {
  let listener: ((event: StorageEvent) => void) | undefined;
  return {
    get: () => readPreference(COLOR_SCHEME),
    set: (value) => writePreference(COLOR_SCHEME, value),
    subscribe: (onUpdate) => {
      // Another tab switching the theme switches this one too.
      listener = (event) => {
        if (event.storageArea === localStorage && event.key === COLOR_SCHEME.key) onUpdate(readPreference(COLOR_SCHEME));
      };
      window.addEventListener('storage', listener);
    },
    unsubscribe: () => {
      if (listener) window.removeEventListener('storage', listener);
      listener = undefined;
    },
    clear: () => removePreference(COLOR_SCHEME),
  };
}
