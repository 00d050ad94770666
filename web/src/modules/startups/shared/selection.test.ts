import { describe, expect, it } from 'vitest';
import { pageSelection, toggleOne, togglePage } from './selection';

describe('selecting startups', () => {
  it('toggles one row', () => {
    expect([...toggleOne(new Set(['a']), 'b')]).toEqual(['a', 'b']);
    expect([...toggleOne(new Set(['a', 'b']), 'a')]).toEqual(['b']);
  });

  it('selects the whole page, keeping rows chosen on earlier pages, and unselects it when all were chosen', () => {
    const chosen = togglePage(new Set(['x']), ['a', 'b']);
    expect([...chosen].sort()).toEqual(['a', 'b', 'x']);
    expect([...togglePage(chosen, ['a', 'b'])]).toEqual(['x']);
    expect([...togglePage(new Set(['a']), ['a', 'b'])].sort()).toEqual(['a', 'b']);
  });

  it('tells the header box what to show', () => {
    expect(pageSelection(new Set(), ['a'])).toBe('none');
    expect(pageSelection(new Set(['a']), ['a', 'b'])).toBe('some');
    expect(pageSelection(new Set(['a', 'b']), ['a', 'b'])).toBe('all');
    expect(pageSelection(new Set(['a']), [])).toBe('none');
  });
});
