import { describe, expect, it } from 'vitest';
import { formatMasked, numberMask, type MaskOptions } from './numberMask';

// Intl puts a no-break space between an amount and a trailing symbol; spelled out to be visible here.
const NBSP = '\u00a0';

describe('numberMask (spec 1 §5 currency-style mask)', () => {
  it.each<[string, string | null, MaskOptions, object]>([
    ['percent adds " %" with decimals', 'PERCENTAGE', {}, { suffix: ' %', allowDecimal: true, allowNegative: true, decimalScale: 2 }],
    ['monetary USD in English: prefix', 'MONETARY', { currency: 'USD', locale: 'en' }, { prefix: '$', allowDecimal: true, decimalScale: 2 }],
    ['monetary EUR in German: suffix', 'MONETARY', { currency: 'EUR', locale: 'de' }, { suffix: `${NBSP}€`, decimalSeparator: ',', thousandSeparator: '.' }],
    ['monetary defaults to USD in en', 'MONETARY', {}, { prefix: '$', decimalSeparator: '.', thousandSeparator: ',' }],
    ['monetary with an unknown code falls back to USD', 'MONETARY', { currency: 'NOPE', locale: 'en' }, { prefix: '$' }],
    ['monetary without minor units: no decimals', 'MONETARY', { currency: 'JPY', locale: 'en' }, { prefix: '¥', allowDecimal: false, decimalScale: 0 }],
    ['employee: decimals, no negatives', 'EMPLOYEE', {}, { allowDecimal: true, allowNegative: false }],
    ['customer: whole, no negatives', 'CUSTOMER', {}, { allowDecimal: false, allowNegative: false }],
    ['no unit: whole, no negatives', null, {}, { allowDecimal: false, allowNegative: false }],
    ['unit case does not matter', 'percentage', {}, { suffix: ' %' }],
  ])('%s', (_name, unit, options, expected) => {
    const mask = numberMask(unit, options);
    expect(mask).toMatchObject(expected);
    if (!('suffix' in expected)) expect(mask.suffix).toBeUndefined();
  });

  it.each<[number, string | null, MaskOptions, string]>([
    [1234.5, 'MONETARY', { currency: 'USD', locale: 'en' }, '$1,234.50'],
    [-20, 'MONETARY', { currency: 'USD', locale: 'en' }, '-$20.00'],
    [1234.5, 'MONETARY', { currency: 'EUR', locale: 'de' }, `1.234,50${NBSP}€`],
    [12.5, 'PERCENTAGE', {}, '12.5 %'],
    [12, 'PERCENTAGE', { locale: 'fr' }, '12 %'],
    [3.25, 'EMPLOYEE', {}, '3.25'],
    [1500.7, 'USER', {}, '1,501'],
    [Number.NaN, 'USER', {}, ''],
  ])('shows %d as %s %j → %s', (value, unit, options, expected) => {
    expect(formatMasked(value, unit, options)).toBe(expected);
  });
});
