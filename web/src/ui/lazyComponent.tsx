import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A component downloaded on first render, showing nothing until it arrives. Features declare
 * their top-bar controls and overlays this way: the declarations are read by the first download,
 * and a control's code (with what it imports from the shell) loads only in the signed-in frame.
 * Frame overlays load their dialogs the same way, when a dialog first opens.
 */
export function lazyComponent<P extends object = object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}
