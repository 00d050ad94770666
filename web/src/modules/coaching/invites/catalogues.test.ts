import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@seedbed/contracts/languages';

const catalogues = import.meta.glob<Record<string, unknown>>('../../../i18n/*/coachingInvites.json', { eager: true, import: 'default' });

function entries(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => entries(inner, prefix ? `${prefix}.${key}` : key));
}
const PLURAL = /_(zero|one|two|few|many|other)$/;
const catalogue = (language: string) => new Map(entries(catalogues[`../../../i18n/${language}/coachingInvites.json`]));
const base = (key: string) => key.replace(PLURAL, '');
const placeholders = (text: string) => [...new Set([...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]))].sort();
const english = catalogue('en');

describe('coachingInvites catalogue', () => {
  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every text, translated, with its plural forms and placeholders', (language) => {
    const translated = catalogue(language);
    expect([...new Set([...translated.keys()].map(base))].sort()).toEqual([...new Set([...english.keys()].map(base))].sort());
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const [key, text] of english) {
      if (PLURAL.test(key)) {
        for (const category of categories) expect(translated.has(`${base(key)}_${category}`), `${language}: ${base(key)}_${category}`).toBe(true);
        continue;
      }
      expect(placeholders(translated.get(key) ?? ''), `${language}: ${key}`).toEqual(placeholders(text));
    }
    // A catalogue copied from English would pass the checks above.
    expect(translated.get('section.none')).not.toBe(english.get('section.none'));
    expect(translated.get('public.expiredText')).not.toBe(english.get('public.expiredText'));
  });
});
