import { describe, expect, it } from 'vitest';
import { badgeText } from './badge';

describe('badgeText', () => {
  it.each([
    [0, null],
    [-1, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [4321, '99+'],
  ])('%i reads %s', (count, expected) => {
    expect(badgeText(count)).toBe(expected);
  });
});
