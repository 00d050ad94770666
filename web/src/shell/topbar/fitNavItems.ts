/** Spec 1 §2.4 / §9: each item is counted with 16 px more than its own width. */
export const NAV_ITEM_EXTRA_PX = 16;
/** Spec 1 §9: the overflow is recalculated 500 ms after resizing stops. */
export const NAV_OVERFLOW_DEBOUNCE_MS = 500;

/**
 * How many of the top bar's items stay in the bar; the rest go into 'More'. When everything fits,
 * there is no 'More' button; otherwise its own width (with the same allowance) is kept free.
 */
export function fitNavItems(widths: readonly number[], available: number, moreWidth: number, extra = NAV_ITEM_EXTRA_PX): number {
  const costs = widths.map((width) => width + extra);
  if (costs.reduce((sum, cost) => sum + cost, 0) <= available) return widths.length;
  let used = moreWidth + extra;
  let count = 0;
  for (const cost of costs) {
    if (used + cost > available) break;
    used += cost;
    count += 1;
  }
  return count;
}
