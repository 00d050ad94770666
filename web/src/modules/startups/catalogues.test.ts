import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@seedbed/contracts/languages';
import { registry } from '../../app/features/registry';
import { startupsFeature } from './feature';

const catalogues = import.meta.glob<Record<string, unknown>>('../../i18n/*/startups.json', { eager: true, import: 'default' });

function entries(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => entries(inner, prefix ? `${prefix}.${key}` : key));
}
const PLURAL = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) => new Set([...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]));

/** Each key without its plural suffix, with the placeholders its forms use. */
function catalogue(language: string): Map<string, Set<string>> {
  const keys = new Map<string, Set<string>>();
  for (const [key, text] of entries(catalogues[`../../i18n/${language}/startups.json`])) {
    const base = key.replace(PLURAL, '');
    const found = keys.get(base) ?? new Set<string>();
    for (const name of placeholders(text)) found.add(name);
    keys.set(base, found);
  }
  return keys;
}

const text = (language: string, key: string) => new Map(entries(catalogues[`../../i18n/${language}/startups.json`])).get(key);

describe('startups catalogue', () => {
  const english = catalogue('en');

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every text, translated, with no placeholder English lacks', (language) => {
    const translated = catalogue(language);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, names] of translated) {
      for (const name of names) expect(english.get(key)!.has(name), `${language}: ${key} {{${name}}}`).toBe(true);
    }
    expect(text(language, 'list.empty')).not.toBe(text('en', 'list.empty'));
    expect(text(language, 'validation.nameRequired')).not.toBe(text('en', 'validation.nameRequired'));
  });

  it('names every stage, sort, view and bulk action the screens show', () => {
    for (const key of ['stages.idea', 'stages.series_a', 'sort.NAME', 'sort.NEWEST', 'view.CARD', 'view.TABLE', 'bulk.actions.ADD_TO_PROGRAM', 'bulk.actions.ARCHIVE']) {
      expect(english.has(key), key).toBe(true);
    }
  });

  it("has every route's title and every destination's label", () => {
    const keys = [
      ...(startupsFeature.routes ?? []).map((r) => r.titleKey),
      ...(startupsFeature.menu ?? []).map((m) => m.labelKey),
      ...(startupsFeature.create ?? []).map((c) => c.labelKey),
      ...(startupsFeature.search ?? []).flatMap((s) => [s.labelKey, s.descriptionKey, ...(s.subsections ?? []).map((sub) => sub.labelKey)]),
    ];
    for (const key of keys) expect(english.has(key.replace(/^startups:/, '')), key).toBe(true);
  });

  it('registers the pages its menu and Create entries lead to', () => {
    for (const path of ['/startups', '/startups/management', '/startups/programs', '/startups/programs/p1', '/startups/mentors', '/coaching']) {
      expect(registry.hasPage(path), path).toBe(true);
    }
  });
});
