import { useEffect, useRef } from 'react';

/** Spec 1 §9: the next page is asked for once a fifth of the sentinel is visible. */
export const SENTINEL_THRESHOLD = 0.2;

/**
 * A ref for the element at the end of a list: `onVisible` runs each time it scrolls into view.
 * The page's own visible area is the root, which takes the scrolling box's clipping into account.
 * A new `round` (the number of items shown) observes afresh: a sentinel still in view after a page
 * arrived reports again, so a tall window keeps filling until it can scroll.
 */
export function useSentinel<T extends Element>(onVisible: () => void, { enabled, round }: { enabled: boolean; round: number }) {
  const ref = useRef<T>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  }, [onVisible]);

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { threshold: SENTINEL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, round]);

  return ref;
}
