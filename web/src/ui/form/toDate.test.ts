import { describe, expect, it } from 'vitest';
import { toDate } from './toDate';

describe('toDate', () => {
  it.each([
    ['2024-05-01', new Date(2024, 4, 1)],
    ['2024-05-01 14:30:00', new Date(2024, 4, 1, 14, 30)],
    ['2024-05-01T12:00:00.000Z', new Date(Date.UTC(2024, 4, 1, 12))],
    [new Date(2020, 0, 2), new Date(2020, 0, 2)],
    [Date.UTC(2021, 1, 3), new Date(Date.UTC(2021, 1, 3))],
  ])('reads %j', (input, expected) => {
    expect(toDate(input)?.getTime()).toBe(expected.getTime());
  });

  it.each([null, undefined, '', 'not a date', {}, true])('gives null for %j', (input) => {
    expect(toDate(input)).toBeNull();
  });
});
