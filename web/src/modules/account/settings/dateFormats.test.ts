import { describe, expect, it } from 'vitest';
import { DATE_FORMATS } from '@seedbed/contracts/validation';
import { LANGUAGE_DATE_FORMAT, dateFormatOptions, formatDatePattern } from './dateFormats';

// A local date whose day, month and year are all different, so a swapped field shows.
const SEVENTH_OF_MARCH = new Date(2025, 2, 7, 12);

describe('formatDatePattern', () => {
  it.each([
    ['MM/dd/yy', 'en', '03/07/25'],
    ['dd/MM/yy', 'en', '07/03/25'],
    ['MMMM dd, yy', 'en', 'March 07, 25'],
    ['dd MMMM, yy', 'en', '07 March, 25'],
    ['yyyy-MM-dd', 'en', '2025-03-07'],
    ['MM/dd/yy', 'fr', '03/07/25'],
    ['dd/MM/yy', 'fr', '07/03/25'],
    ['MMMM dd, yy', 'fr', 'mars 07, 25'],
    ['dd MMMM, yy', 'fr', '07 mars, 25'],
    ['yyyy-MM-dd', 'fr', '2025-03-07'],
  ] as const)('writes %s in %s as %s', (pattern, language, expected) => {
    expect(formatDatePattern(SEVENTH_OF_MARCH, pattern, language)).toBe(expected);
  });

  it('writes the year in two digits with a leading zero', () => {
    expect(formatDatePattern(new Date(2009, 11, 31, 12), 'dd/MM/yy', 'en')).toBe('31/12/09');
  });
});

describe('dateFormatOptions', () => {
  it('offers the language default, then every format with today written in it', () => {
    const options = dateFormatOptions(SEVENTH_OF_MARCH, 'As my language writes dates', 'fr');
    expect(options.map((option) => option.value)).toEqual([LANGUAGE_DATE_FORMAT, ...DATE_FORMATS]);
    expect(options[0].label).toBe('As my language writes dates (07/03/2025)');
    expect(options.find((option) => option.value === 'dd MMMM, yy')?.label).toBe('dd MMMM, yy (07 mars, 25)');
  });
});
