import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@seedbed/contracts/languages';

const catalogues = import.meta.glob<Record<string, unknown>>('../../i18n/*/home.json', { eager: true, import: 'default' });
const commons = import.meta.glob<Record<string, unknown>>('../../i18n/*/common.json', { eager: true, import: 'default' });

function entries(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => entries(inner, prefix ? `${prefix}.${key}` : key));
}
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}|<(\/?\w+)>/g)].map((m) => m[1] ?? m[2]).sort();
const catalogue = (language: string) => new Map(entries(catalogues[`../../i18n/${language}/home.json`]));

describe('home catalogue', () => {
  const english = catalogue('en');

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every key, translated, with the same placeholders and tags', (language) => {
    const translated = catalogue(language);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      expect(translated.get(key)!.trim(), `${language}: ${key}`).not.toBe('');
      expect(placeholders(translated.get(key)!), `${language}: ${key}`).toEqual(placeholders(text));
    }
    expect(translated.get('widgets.todayTasks.empty')).not.toBe(english.get('widgets.todayTasks.empty'));
  });

  it.each(LANGUAGES)('%s: the home texts live in their own namespace only', (language) => {
    expect(commons[`../../i18n/${language}/common.json`]).not.toHaveProperty('home');
  });
});
