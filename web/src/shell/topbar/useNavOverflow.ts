import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';
import { fitNavItems, NAV_OVERFLOW_DEBOUNCE_MS } from './fitNavItems';

/**
 * Measures the items (rendered once, invisibly, at their natural width) against the room the bar
 * leaves them, and says how many stay visible. Changing the items or their labels measures at
 * once; resizing measures again 500 ms after it stops (spec 1 §9).
 */
export function useNavOverflow(itemCount: number, contentKey: string) {
  const containerRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(itemCount);

  const measure = useCallback(() => {
    const container = containerRef.current;
    const row = measureRef.current;
    if (!container || !row) return;
    const children = Array.from(row.children) as HTMLElement[];
    const more = children.pop();
    const widths = children.map((child) => child.getBoundingClientRect().width);
    setVisible(fitNavItems(widths, container.clientWidth, more?.getBoundingClientRect().width ?? 0));
  }, []);

  useLayoutEffect(measure, [measure, itemCount, contentKey]);

  const measureLater = useDebouncedCallback(measure, NAV_OVERFLOW_DEBOUNCE_MS);
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    // The bar's room changes with the window and with the sidebar opening or closing.
    const observer = new ResizeObserver(() => measureLater());
    observer.observe(container);
    return () => {
      observer.disconnect();
      measureLater.cancel();
    };
  }, [measureLater]);

  return { containerRef, measureRef, visible: Math.min(visible, itemCount) };
}
