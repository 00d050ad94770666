import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A component downloaded on first render, showing nothing until it arrives. Features declare
 * their top-bar controls and overlays this way: the declarations are read by the first download,
 * and a control's code (with what it imports from the shell) loads only in the signed-in frame.
 */
export function lazyComponent(load: () => Promise<ComponentType>): ComponentType {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazyComponent() {
    return (
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>
    );
  }
  return LazyComponent;
}
