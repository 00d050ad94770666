import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@seedbed/contracts/languages';

const catalogues = import.meta.glob<Record<string, unknown>>('../../i18n/*/engagement.json', { eager: true, import: 'default' });

function entries(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => entries(inner, prefix ? `${prefix}.${key}` : key));
}
const PLURAL = /_(zero|one|two|few|many|other)$/;
const family = (key: string) => key.replace(PLURAL, '');
const placeholders = (text: string) => [...new Set([...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]))].filter((p) => p !== 'count').sort();
const catalogue = (language: string) => new Map(entries(catalogues[`../../i18n/${language}/engagement.json`]));

describe('engagement catalogue', () => {
  const english = catalogue('en');

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every key, translated, with the same placeholders', (language) => {
    const translated = catalogue(language);
    const families = (map: Map<string, string>) => [...new Set([...map.keys()].map(family))].sort();
    expect(families(translated)).toEqual(families(english));
    for (const [key, text] of translated) {
      const source = english.get(key) ?? english.get(`${family(key)}_other`)!;
      expect(placeholders(text), `${language}: ${key}`).toEqual(placeholders(source));
      expect(text.trim(), `${language}: ${key}`).not.toBe('');
    }
    expect(translated.get('measures.signIns.name')).not.toBe(english.get('measures.signIns.name'));
  });

  it.each(LANGUAGES)('%s has a plural form for every category the language uses', (language) => {
    const keys = new Set(catalogue(language).keys());
    for (const category of new Intl.PluralRules(language).resolvedOptions().pluralCategories)
      for (const base of ['range.months']) expect(keys.has(`${base}_${category}`), `${language}: ${base}_${category}`).toBe(true);
  });
});
