import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from '@seedbed/contracts/applications';
import { LANGUAGES } from '@seedbed/contracts/languages';

const catalogues = import.meta.glob<Record<string, unknown>>('../../../i18n/*/apply.json', { eager: true, import: 'default' });

function entries(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => entries(inner, prefix ? `${prefix}.${key}` : key));
}
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
const catalogue = (language: string) => new Map(entries(catalogues[`../../../i18n/${language}/apply.json`]));

describe('apply catalogue', () => {
  const english = catalogue('en');

  it('names every status', () => {
    for (const status of APPLICATION_STATUSES) expect(english.get(`status.${status}`), status).toBeTruthy();
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every key, translated, with the same placeholders', (language) => {
    const translated = catalogue(language);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      expect(translated.get(key)?.trim(), `${language}: ${key}`).toBeTruthy();
      expect(placeholders(translated.get(key)!), `${language}: ${key}`).toEqual(placeholders(text));
    }
    // A catalogue copied from English would pass the checks above.
    expect(translated.get('confirmation.sentTitle')).not.toBe(english.get('confirmation.sentTitle'));
    expect(translated.get('myApplications.empty')).not.toBe(english.get('myApplications.empty'));
  });
});
