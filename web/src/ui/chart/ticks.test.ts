import { describe, expect, it } from 'vitest';
import { niceTicks } from './ticks';

describe('niceTicks', () => {
  it.each([
    [0, 100, [0, 25, 50, 75, 100]],
    [0, 87, [0, 25, 50, 75, 100]],
    [0, 4200, [0, 2000, 4000, 6000]],
    [-30, 45, [-40, -20, 0, 20, 40, 60]],
    [0, 0.8, [0, 0.2, 0.4, 0.6, 0.8]],
    [5, 5, [4, 6, 8, 10]],
    [0, 0, [0, 0.25, 0.5, 0.75, 1]],
  ])('covers %s to %s with round steps', (low, high, expected) => {
    expect(niceTicks(low, high)).toEqual(expected);
  });
});
