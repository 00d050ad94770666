import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';

// jsdom lacks the media and layout APIs that Mantine reads on mount.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
// Nor font loading, which a growing text area listens to.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
if (typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

// A role query over a large screen (the permissions matrix) takes most of a second on a loaded
// two-core machine: `findBy…` and `waitFor` wait up to 3 s there instead of 1 s.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  cleanup();
  // Toasts live in a store of their own, which outlives the screen that showed them.
  notifications.clean();
  localStorage.clear();
  sessionStorage.clear();
});
