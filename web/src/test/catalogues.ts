import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@seedbed/contracts/languages';

const catalogues = import.meta.glob<Record<string, unknown>>('../i18n/*/*.json', { eager: true, import: 'default' });

function entries(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => entries(inner, prefix ? `${prefix}.${key}` : key));
}
const PLURAL = /_(zero|one|two|few|many|other)$/;
const family = (key: string) => key.replace(PLURAL, '');
const placeholders = (text: string) => [...new Set([...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]))].filter((p) => p !== 'count').sort();
const catalogue = (language: string, namespace: string) => entries(catalogues[`../i18n/${language}/${namespace}.json`]);

/**
 * Checks a feature's namespaces in every interface language: the same texts as English (plural
 * forms aside), translated rather than copied, with the same placeholders, and a form for every
 * plural category the language has.
 */
export function describeCatalogues(namespaces: readonly string[]): void {
  describe.each(namespaces)('the %s catalogue', (namespace) => {
    const english = new Map(catalogue('en', namespace).map(([key, text]) => [family(key), text]));
    const pluralFamilies = new Set(
      catalogue('en', namespace)
        .filter(([key]) => PLURAL.test(key))
        .map(([key]) => family(key)),
    );

    it('is not empty', () => expect(english.size).toBeGreaterThan(5));

    it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every text, translated, with the same placeholders', (language) => {
      const own = catalogue(language, namespace);
      expect([...new Set(own.map(([key]) => family(key)))].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of own) expect(placeholders(text), `${language}: ${key}`).toEqual(placeholders(english.get(family(key))!));
      // A catalogue copied from English would pass the checks above: most of its texts must differ.
      const same = own.filter(([key, text]) => text === english.get(family(key))).length;
      expect(same, language).toBeLessThan(own.length / 4);
    });

    it.each(LANGUAGES)('%s has a form for every plural category it uses', (language) => {
      const keys = new Set(catalogue(language, namespace).map(([key]) => key));
      for (const base of pluralFamilies)
        for (const category of new Intl.PluralRules(language).resolvedOptions().pluralCategories)
          expect(keys.has(`${base}_${category}`), `${language}: ${base}_${category}`).toBe(true);
    });
  });
}
