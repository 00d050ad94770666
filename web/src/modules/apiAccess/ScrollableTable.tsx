import type { ReactNode } from 'react';

/**
 * A table that may be wider than a phone: its own horizontal scroll, reachable with the keyboard
 * (focusable and named), so the page itself never scrolls sideways.
 */
export function ScrollableTable({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled with the keyboard
    <section aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      <div style={{ minWidth }}>{children}</div>
    </section>
  );
}
