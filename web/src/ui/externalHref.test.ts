import { describe, expect, it } from 'vitest';
import { externalHref } from './externalHref';

describe('externalHref', () => {
  it.each([
    ['example.org/terms', 'http://example.org/terms'],
    ['https://example.org', 'https://example.org'],
    ['HTTP://example.org', 'HTTP://example.org'],
    ['mailto:hello@example.org', 'mailto:hello@example.org'],
    ['  www.example.org  ', 'http://www.example.org'],
    ['example.org:8080/deck', 'http://example.org:8080/deck'],
    ['java\nscript:alert(1)', 'http://java\nscript:alert(1)'],
  ])('turns %s into %s', (input, expected) => {
    expect(externalHref(input)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,hi',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'tel:123',
    '',
    '   ',
    null,
    undefined,
  ])('refuses %s', (input) => {
    expect(externalHref(input)).toBeUndefined();
  });
});
