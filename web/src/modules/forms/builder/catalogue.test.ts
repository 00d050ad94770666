import { describe, expect, it } from 'vitest';
import { CONDITION_OPERATORS, DEPENDENCY_ACTIONS, QUESTION_TYPES } from '@seedbed/contracts/forms';
import { LANGUAGES } from '@seedbed/contracts/languages';
import { TYPE_GROUPS } from './questionTypes';

const catalogues = import.meta.glob<Record<string, unknown>>('../../../i18n/*/forms.json', { eager: true, import: 'default' });

function entries(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => entries(inner, prefix ? `${prefix}.${key}` : key));
}
const PLURAL = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]);

/** The builder's texts by key without plural suffix, each with the placeholders its forms use. */
function builderTexts(language: string): Map<string, { text: string; names: Set<string> }> {
  const found = new Map<string, { text: string; names: Set<string> }>();
  const builder = (catalogues[`../../../i18n/${language}/forms.json`] as { builder?: unknown } | undefined)?.builder ?? {};
  for (const [key, text] of entries(builder)) {
    const base = key.replace(PLURAL, '');
    const entry = found.get(base) ?? { text, names: new Set<string>() };
    for (const name of placeholders(text)) entry.names.add(name);
    found.set(base, entry);
  }
  return found;
}

describe('the builder catalogue', () => {
  const english = builderTexts('en');

  it('names every question type, every group of the Add menu, every action and condition', () => {
    const keys = [
      ...QUESTION_TYPES.map((type) => `types.${type}`),
      ...TYPE_GROUPS.map(({ group }) => `add.groups.${group}`),
      ...DEPENDENCY_ACTIONS.map((action) => `logic.actions.${action}`),
      ...CONDITION_OPERATORS.map((operator) => `logic.operators.${operator}`),
    ];
    for (const key of keys) expect(english.has(key), key).toBe(true);
    expect(english.get('publish.success')?.text).toBe('Published — version {{number}}');
    expect(english.get('publish.publishing')?.text).toBe('Publishing…');
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every text, translated, with no placeholder English lacks', (language) => {
    const translated = builderTexts(language);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, { names }] of translated) {
      for (const name of names) expect(english.get(key)!.names.has(name), `${language}: ${key} {{${name}}}`).toBe(true);
    }
    for (const key of ['add.button', 'types.text', 'logic.none', 'save.saved']) expect(translated.get(key)?.text, `${language}: ${key}`).not.toBe(english.get(key)?.text);
  });
});
