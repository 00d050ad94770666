import { describe, expect, it } from 'vitest';
import { fitNavItems, NAV_ITEM_EXTRA_PX } from './fitNavItems';

describe('fitNavItems (spec 1 §2.4 overflow into More)', () => {
  it('counts 16 px more than each item', () => {
    expect(NAV_ITEM_EXTRA_PX).toBe(16);
  });

  it('keeps every item, and needs no More, when all fit with their 16 px', () => {
    // 3 × (84 + 16) = 300
    expect(fitNavItems([84, 84, 84], 300, 60)).toBe(3);
  });

  it('moves items out as soon as the 16 px allowance no longer fits, even if the bare widths do', () => {
    // Bare widths 252 ≤ 299, but 300 with the allowance: the More button (60 + 16) is reserved.
    // 76 + 100 + 100 = 276 ≤ 299; a third item would need 376.
    expect(fitNavItems([84, 84, 84], 299, 60)).toBe(2);
  });

  it('reserves room for the More button itself', () => {
    // Room 250: More takes 76, leaving 174 → one item of 100 (a second would reach 276).
    expect(fitNavItems([84, 84, 84, 84], 250, 60)).toBe(1);
  });

  it('keeps the order: a later, narrower item does not jump ahead of a wide one', () => {
    expect(fitNavItems([40, 300, 20], 200, 50)).toBe(1);
  });

  it('can leave every item in More when the bar is very narrow', () => {
    expect(fitNavItems([84, 84], 90, 60)).toBe(0);
  });

  it('handles no items', () => {
    expect(fitNavItems([], 0, 60)).toBe(0);
  });
});
