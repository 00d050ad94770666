import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@seedbed/contracts/languages';

const catalogues = import.meta.glob<Record<string, unknown>>('../../i18n/*/{validation,common}.json', { eager: true, import: 'default' });

function entries(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => entries(inner, prefix ? `${prefix}.${key}` : key));
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

function catalogue(language: string, namespace: string, pick?: string[]) {
  const all = entries(catalogues[`../../i18n/${language}/${namespace}.json`]);
  return new Map(pick ? all.filter(([key]) => pick.some((root) => key === root || key.startsWith(`${root}.`))) : all);
}

// The form layer's messages, and the texts this layer adds to `common`, in every interface language.
describe.each([
  ['validation', undefined],
  ['common', ['notAuthorized', 'feedback', 'crash']],
])('%s catalogue', (namespace, pick) => {
  const english = catalogue('en', namespace, pick);

  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s has every key, with the same placeholders', (language) => {
    const translated = catalogue(language, namespace, pick);
    for (const [key, text] of english) {
      const own = translated.get(key);
      expect(own, `${language}: ${key}`).toBeTypeOf('string');
      expect(placeholders(own!), `${language}: ${key}`).toEqual(placeholders(text));
    }
  });
});
