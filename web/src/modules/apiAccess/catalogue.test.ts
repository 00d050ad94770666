import { describe, expect, it } from 'vitest';
import { API_AREAS, WEBHOOK_EVENT_KINDS } from '@seedbed/contracts/api-access';
import { LANGUAGES } from '@seedbed/contracts/languages';

const catalogues = import.meta.glob<Record<string, unknown>>('../../i18n/*/apiAccess.json', { eager: true, import: 'default' });

function entries(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => entries(inner, prefix ? `${prefix}.${key}` : key));
}
const placeholders = (text: string) => [...new Set([...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]))].sort();
const catalogue = (language: string) => new Map(entries(catalogues[`../../i18n/${language}/apiAccess.json`]));

describe('API and webhooks catalogue', () => {
  const english = catalogue('en');

  it('names every area and every event a webhook may follow', () => {
    for (const area of API_AREAS) expect(english.has(`areas.${area}`), area).toBe(true);
    for (const kind of WEBHOOK_EVENT_KINDS) expect(english.has(`eventKinds.${kind}`), kind).toBe(true);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every key, translated, with the same placeholders', (language) => {
    const translated = catalogue(language);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of translated) {
      expect(text.trim(), `${language}: ${key}`).not.toBe('');
      expect(placeholders(text), `${language}: ${key}`).toEqual(placeholders(english.get(key)!));
    }
    expect(translated.get('tokens.new')).not.toBe(english.get('tokens.new'));
  });
});
