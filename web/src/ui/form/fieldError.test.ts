import { describe, expect, it } from 'vitest';
import { visibleError } from './fieldError';

describe('visibleError (spec 1 §5: only once touched, only a string)', () => {
  it.each([
    ['Name is a required field', true, 'Name is a required field'],
    ['Name is a required field', false, undefined],
    ['Name is a required field', undefined, 'Name is a required field'],
    ['', true, undefined],
    [true, true, undefined],
    [{ message: 'x' }, true, undefined],
    [['a'], true, undefined],
    [undefined, true, undefined],
    [null, true, undefined],
  ])('error %j, touched %s → %j', (error, touched, expected) => {
    expect(visibleError(error, touched)).toBe(expected);
  });
});
