import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { readViewMode, useViewMode, VIEW_MODE_KEY } from './viewMode';

describe('the startups view mode', () => {
  it('starts with cards and remembers the choice in this browser', () => {
    const { result } = renderHook(() => useViewMode());
    expect(result.current[0]).toBe('CARD');
    act(() => result.current[1]('TABLE'));
    expect(result.current[0]).toBe('TABLE');
    expect(localStorage.getItem(VIEW_MODE_KEY)).toBe('TABLE');
    expect(renderHook(() => useViewMode()).result.current[0]).toBe('TABLE');
  });

  it('ignores what it does not know', () => {
    localStorage.setItem(VIEW_MODE_KEY, 'GRID');
    expect(readViewMode()).toBe('CARD');
    expect(
      readViewMode({
        getItem: () => {
          throw new Error('denied');
        },
      }),
    ).toBe('CARD');
  });
});
