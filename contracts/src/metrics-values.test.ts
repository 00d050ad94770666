import { describe, expect, it } from 'vitest';
import type { MetricRule, MetricUnitType } from './metrics.ts';
import { checkRules, evaluateMetricFormula, needsExplanation, parseMetricInput, readCalendarDay, usesDecimalComma, valueChange } from './metrics-values.ts';

describe('parseMetricInput', () => {
  const cases: Array<[string | null, MetricUnitType, string, ReturnType<typeof parseMetricInput>]> = [
    [null, 'CUSTOMER', 'en', { value: null, number: null, dateValue: null }],
    ['   ', 'MONETARY', 'en', { value: null, number: null, dateValue: null }],
    ['0', 'CUSTOMER', 'en', { value: '0', number: 0, dateValue: null }],
    ['1,234', 'CUSTOMER', 'en', { value: '1234', number: 1234, dateValue: null }],
    ['1.234', 'CUSTOMER', 'fr', { value: '1234', number: 1234, dateValue: null }],
    ['12 345', 'USER', 'fr', { value: '12345', number: 12345, dateValue: null }],
    ['1.5', 'CUSTOMER', 'en', { error: 'invalidNumber' }],
    ['-3', 'SUBSCRIBER', 'en', { error: 'invalidNumber' }],
    ['abc', 'MONTHS', 'en', { error: 'invalidNumber' }],
    ['7', 'CUSTOM', 'en', { value: '7', number: 7, dateValue: null }],
    ['$1,234.50', 'MONETARY', 'en', { value: '1234.5', number: 1234.5, dateValue: null }],
    ['1.234,50 €', 'MONETARY', 'de', { value: '1234.5', number: 1234.5, dateValue: null }],
    ['-20', 'MONETARY', 'en', { value: '-20', number: -20, dateValue: null }],
    ['abc', 'MONETARY', 'en', { error: 'invalidAmount' }],
    ['1.2.3', 'MONETARY', 'en', { error: 'invalidAmount' }],
    ['2,5', 'EMPLOYEE', 'es', { value: '2.5', number: 2.5, dateValue: null }],
    ['2.5', 'EMPLOYEE', 'en', { value: '2.5', number: 2.5, dateValue: null }],
    ['-1', 'EMPLOYEE', 'en', { error: 'invalidNumber' }],
    ['12.5 %', 'PERCENTAGE', 'en', { value: '12.5', number: 12.5, dateValue: null }],
    ['-4,25 %', 'PERCENTAGE', 'tr', { value: '-4.25', number: -4.25, dateValue: null }],
    ['%', 'PERCENTAGE', 'en', { error: 'invalidNumber' }],
    ['٣٫٥', 'EMPLOYEE', 'ar', { value: '3.5', number: 3.5, dateValue: null }],
    ['2024-02-29', 'DATE', 'en', { value: '2024-02-29', number: null, dateValue: '2024-02-29' }],
    ['2024-03-01T00:00:00', 'DATE', 'en', { value: '2024-03-01', number: null, dateValue: '2024-03-01' }],
    ['2023-02-29', 'DATE', 'en', { error: 'invalidDate' }],
    ['01/03/2024', 'DATE', 'en', { error: 'invalidDate' }],
  ];
  it.each(cases)('%j as %s in %s', (raw, unit, locale, expected) => {
    expect(parseMetricInput(raw, unit, locale)).toEqual(expected);
  });

  it('takes numbers as they are and keeps no exponent', () => {
    expect(parseMetricInput(3, 'CUSTOMER')).toEqual({ value: '3', number: 3, dateValue: null });
    expect(parseMetricInput(1e21, 'MONETARY')).toEqual({ value: '1000000000000000000000', number: 1e21, dateValue: null });
    expect(parseMetricInput(0.1 + 0.2, 'PERCENTAGE')).toMatchObject({ value: '0.3' });
  });

  it.each([
    ['en', false],
    ['fr', true],
    ['de', true],
    ['es', true],
    ['pt', true],
    ['tr', true],
    ['uk', true],
    ['ko', false],
    [null, false],
  ] as const)('%s writes a decimal comma: %s', (locale, comma) => {
    expect(usesDecimalComma(locale)).toBe(comma);
  });

  it('reads only real calendar days', () => {
    expect(readCalendarDay('2024-12-31')).toBe('2024-12-31');
    expect(readCalendarDay('2024-13-01')).toBeNull();
    expect(readCalendarDay('1899-12-31')).toBeNull();
    expect(readCalendarDay('2024-01-01Tnonsense')).toBeNull();
  });
});

describe('checkRules', () => {
  const value = (kind: MetricRule['kind'], limit: number, customLabel?: string): MetricRule => ({ kind, target: { kind: 'value', value: limit }, customLabel });
  const cases: Array<[number | null, MetricRule[], ReturnType<typeof checkRules>]> = [
    [5, [value('lessThan', 10)], null],
    [10, [value('lessThan', 10)], { message: 'lessThan', limit: 10, customLabel: null }],
    [10, [value('max', 10)], null],
    [11, [value('max', 10)], { message: 'lessThan', limit: 10, customLabel: null }],
    [0, [value('moreThan', 0)], { message: 'greaterThan', limit: 0, customLabel: null }],
    [0, [value('min', 0)], null],
    [-1, [value('min', 0, 'No refunds here')], { message: 'greaterThan', limit: 0, customLabel: 'No refunds here' }],
    [null, [value('min', 0)], null],
    [5, [value('min', 0), value('lessThan', 3)], { message: 'lessThan', limit: 3, customLabel: null }],
  ];
  it.each(cases)('%s against %j', (n, rules, expected) => {
    expect(checkRules(n, rules)).toEqual(expected);
  });

  it('compares with another metric and with a sum, skipping limits not known yet', () => {
    const metric: MetricRule = { kind: 'max', target: { kind: 'metric', metricId: 'users' } };
    const sum: MetricRule = { kind: 'lessThan', target: { kind: 'sum', metricIds: ['a', 'b', 'c'] } };
    expect(checkRules(120, [metric], { users: 100 })).toEqual({ message: 'lessThan', limit: 100, customLabel: null });
    expect(checkRules(80, [metric], { users: 100 })).toBeNull();
    expect(checkRules(80, [metric], {})).toBeNull();
    expect(checkRules(30, [sum], { a: 10, b: 20, c: null })).toEqual({ message: 'lessThan', limit: 30, customLabel: null });
    expect(checkRules(29, [sum], { a: 10, b: 20 })).toBeNull();
    expect(checkRules(29, [sum], {})).toBeNull();
  });
});

describe('evaluateMetricFormula', () => {
  it.each([
    ['{revenue} - {costs}', { revenue: 100, costs: 40 }, 60],
    ['{revenue} / {customers}', { revenue: 100, customers: 0 }, null],
    ['{revenue} * 12', { revenue: null }, null],
    ['({a} + {b}) / 2', { a: 0.1, b: 0.2 }, 0.15],
    ['{a} +', { a: 1 }, null],
  ] as const)('%s', (formula, numbers, expected) => {
    expect(evaluateMetricFormula(formula, numbers)).toBe(expected);
  });
});

describe('valueChange', () => {
  it.each([
    [null, 10, { diff: null, change: null, useArrow: false, tone: 'blue' }],
    [10, null, { diff: null, change: null, useArrow: false, tone: 'blue' }],
    [10, 15, { diff: 5, change: 50, useArrow: true, tone: 'green' }],
    [10, 10, { diff: 0, change: 0, useArrow: false, tone: 'blue' }],
    [10, 9, { diff: -1, change: -10, useArrow: true, tone: 'orange' }],
    [10, 5, { diff: -5, change: -50, useArrow: true, tone: 'red' }],
    [0, 5, { diff: 5, change: null, useArrow: true, tone: 'green' }],
    [0, -5, { diff: -5, change: null, useArrow: true, tone: 'red' }],
    [-10, -5, { diff: 5, change: 50, useArrow: true, tone: 'green' }],
  ] as const)('%s → %s', (previous, current, expected) => {
    expect(valueChange(previous, current)).toEqual(expected);
  });
});

describe('needsExplanation', () => {
  it.each([
    [100, 300, 3, true],
    [100, 299, 3, false],
    [100, 33, 3, true],
    [100, 34, 3, false],
    [100, 0, 3, true],
    [0, 500, 3, false],
    [null, 500, 3, false],
    [100, null, 3, false],
    [100, 1000, 0, false],
    [-100, -400, 3, true],
  ] as const)('%s → %s with factor %s: %s', (previous, current, factor, expected) => {
    expect(needsExplanation(previous, current, factor)).toBe(expected);
  });
});
