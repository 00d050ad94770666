import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { createI18n } from '../../app/i18n/i18n';
import validation from '../../i18n/en/validation.json';
import { createRules, isBlank, isValidUrl, type FormRules } from './rules';

let rules: FormRules;

beforeAll(async () => {
  const i18n = await createI18n({ language: 'en', resources: { en: { validation } } });
  rules = createRules(i18n.getFixedT('en', 'validation') as TFunction<'validation'>);
});

type Case = [name: string, rule: () => (value: unknown, values: Record<string, unknown>) => string | undefined, value: unknown, expected: string | undefined];

describe('global messages (spec 1 §5)', () => {
  it.each<Case>([
    ['required: empty text', () => rules.required('Name'), '  ', 'Name is a required field'],
    ['required: null', () => rules.required('Name'), null, 'Name is a required field'],
    ['required: empty list', () => rules.required('Assignees'), [], 'Assignees is a required field'],
    ['required: zero is a value', () => rules.required('Count'), 0, undefined],
    ['required: a date', () => rules.required('Due date'), new Date(), undefined],
    ['email: wrong', () => rules.email('Email'), 'ada@', 'Email is not a valid email'],
    ['email: right', () => rules.email('Email'), ' ada@example.org ', undefined],
    ['email: blank passes', () => rules.email('Email'), '', undefined],
    ['url: no host', () => rules.url('Website'), 'not a url', 'Website is not a valid url'],
    ['url: bare domain', () => rules.url('Website'), 'example.org/about', undefined],
    ['url: javascript refused', () => rules.url('Website'), 'javascript:alert(1)', 'Website is not a valid url'],
    ['url: mailto', () => rules.url('Website'), 'mailto:hi@example.org', undefined],
    ['min: below', () => rules.min('Employees', 1), 0, 'Employees must be greater than or equal to 1'],
    ['min: typed text below', () => rules.min('Employees', 1), '0.5', 'Employees must be greater than or equal to 1'],
    ['min: equal', () => rules.min('Employees', 1), 1, undefined],
    ['max: above', () => rules.max('Percent', 100), 101, 'Percent must be less than or equal to 100'],
    ['max: not a number', () => rules.max('Percent', 100), 'abc', 'Invalid field'],
    ['minLength: short', () => rules.minLength('Password', 8), 'abc', 'Password must be greater than or equal to 8 characters'],
    ['maxLength: long', () => rules.maxLength('Name', 3), 'abcd', 'Name must be less than or equal to 3 characters'],
    ['maxLength: fits', () => rules.maxLength('Name', 3), 'abc', undefined],
    ['valid: failing check', () => rules.valid((value) => value === 'ok'), 'nope', 'Invalid field'],
    ['valid: passing check', () => rules.valid((value) => value === 'ok'), 'ok', undefined],
  ])('%s', (_name, rule, value, expected) => {
    expect(rule()(value, {})).toBe(expected);
  });

  it('compares with another field', () => {
    const rule = rules.sameAs<{ password: string; confirmation: string }>('password');
    expect(rule('secret1', { password: 'secret1', confirmation: 'secret1' })).toBeUndefined();
    expect(rule('secret2', { password: 'secret1', confirmation: 'secret2' })).toBe('The passwords do not match');
  });
});

describe('blank and url checks', () => {
  it.each([
    ['', true],
    [' ', true],
    [null, true],
    [undefined, true],
    [Number.NaN, true],
    [[], true],
    [new Date('nope'), true],
    [0, false],
    [false, false],
    ['a', false],
  ])('isBlank(%j) is %s', (value, expected) => {
    expect(isBlank(value)).toBe(expected);
  });

  it.each([
    ['https://example.org', true],
    ['www.example.org', true],
    ['http://localhost:3000/x', true],
    ['example', false],
    ['exa mple.org', false],
    ['mailto:nobody', false],
    ['ftp://example.org', false],
  ])('isValidUrl(%s) is %s', (value, expected) => {
    expect(isValidUrl(value)).toBe(expected);
  });
});
