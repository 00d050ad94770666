import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@seedbed/contracts/languages';

const catalogues = import.meta.glob<Record<string, unknown>>('../../../i18n/*/activity.json', { eager: true, import: 'default' });

function entries(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => entries(inner, prefix ? `${prefix}.${key}` : key));
}

const catalogue = (language: string) => new Map(entries(catalogues[`../../../i18n/${language}/activity.json`]));
const english = catalogue('en');

describe('activity feed catalogue', () => {
  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s has every key, translated', (language) => {
    const translated = catalogue(language);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const key of english.keys()) expect(translated.get(key)!.trim(), `${language}: ${key}`).not.toBe('');
  });
});
