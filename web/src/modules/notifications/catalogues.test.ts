import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@seedbed/contracts/languages';
import { NOTIFICATION_GROUP_NAMES, NOTIFICATION_TYPES } from '@seedbed/contracts/notifications';

const catalogues = import.meta.glob<Record<string, unknown>>('../../i18n/*/notifications.json', { eager: true, import: 'default' });

function entries(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => entries(inner, prefix ? `${prefix}.${key}` : key));
}

const catalogue = (language: string) => new Map(entries(catalogues[`../../i18n/${language}/notifications.json`]));
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();
const english = catalogue('en');

describe('notifications catalogue', () => {
  it('names every notification type and every preference group in English', () => {
    for (const type of NOTIFICATION_TYPES) expect(english.get(`types.${type}`), type).toBeTruthy();
    for (const group of NOTIFICATION_GROUP_NAMES) {
      expect(english.get(`preferences.groups.${group}.label`), group).toBeTruthy();
      expect(english.get(`preferences.groups.${group}.description`), group).toBeTruthy();
    }
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s has every key, translated, with the same placeholders', (language) => {
    const translated = catalogue(language);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      const own = translated.get(key)!;
      expect(own.trim(), `${language}: ${key}`).not.toBe('');
      expect(placeholders(own), `${language}: ${key}`).toEqual(placeholders(text));
    }
  });
});
