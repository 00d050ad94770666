import { describe, expect, it } from 'vitest';
import { ADDRESS_KEYS } from '@seedbed/contracts/forms-answers';
import { LANGUAGES } from '@seedbed/contracts/languages';

const catalogues = import.meta.glob<Record<string, unknown>>('../../../i18n/*/forms.json', { eager: true, import: 'default' });
const sources = import.meta.glob<string>(['./**/*.tsx', '../share/*.tsx', '../print/*.tsx', '!./**/*.test.tsx', '!../**/*.test.tsx'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

const PARTS = ['renderer', 'share', 'print'] as const;

function entries(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => entries(inner, prefix ? `${prefix}.${key}` : key));
}
const texts = (language: string) => {
  const catalogue = catalogues[`../../../i18n/${language}/forms.json`] ?? {};
  return new Map(PARTS.flatMap((part) => entries(catalogue[part] ?? {}, part)));
};
const placeholders = (text: string) => [...new Set([...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]))].sort();
const english = texts('en');

describe('the renderer, share and print texts', () => {
  it('has every text the renderer, the share page and the print page ask for', () => {
    const asked = new Set<string>(ADDRESS_KEYS.map((key) => `renderer.address.${key}`));
    for (const source of Object.values(sources)) {
      for (const [, key] of source.matchAll(/t\('(?:forms:)?((?:renderer|share|print)\.[\w.]+)'/g)) asked.add(key);
    }
    expect(asked.size).toBeGreaterThan(40);
    for (const key of asked) expect(english.get(key), key).toBeTruthy();
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s has every text, translated, with the same placeholders', (language) => {
    const translated = texts(language);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) expect(placeholders(translated.get(key)!), `${language}: ${key}`).toEqual(placeholders(text));
    for (const key of ['renderer.next', 'share.thanks', 'print.print']) expect(translated.get(key), `${language}: ${key}`).not.toBe(english.get(key));
  });
});
