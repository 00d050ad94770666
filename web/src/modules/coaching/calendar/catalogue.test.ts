import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@seedbed/contracts/languages';

const catalogues = import.meta.glob<Record<string, unknown>>('../../../i18n/*/calendar.json', { eager: true, import: 'default' });

function entries(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => entries(inner, prefix ? `${prefix}.${key}` : key));
}
const placeholders = (text: string) => [...new Set([...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]))].sort();
const catalogue = (language: string) => entries(catalogues[`../../../i18n/${language}/calendar.json`]);

describe('the calendar catalogue', () => {
  const english = new Map(catalogue('en'));

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every text, translated, with the same placeholders', (language) => {
    const own = catalogue(language);
    expect(own.map(([key]) => key).sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of own) expect(placeholders(text), `${language}: ${key}`).toEqual(placeholders(english.get(key)!));
    // A catalogue copied from English would pass the checks above.
    expect(own.find(([key]) => key === 'feed.intro')?.[1]).not.toBe(english.get('feed.intro'));
  });
});
