import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@seedbed/contracts/languages';
import { registry } from '../../app/features/registry';
import { taskLink } from './logic/taskLink';

const catalogues = import.meta.glob<Record<string, unknown>>('../../i18n/*/tasks.json', { eager: true, import: 'default' });

function entries(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => entries(inner, prefix ? `${prefix}.${key}` : key));
}
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
const catalogue = (language: string) => new Map(entries(catalogues[`../../i18n/${language}/tasks.json`]));

describe('tasks catalogue', () => {
  const english = catalogue('en');
  it("keeps the spec's English texts", () => {
    expect(english.get('drawer.title')).toBe("Today's Tasks");
    expect(english.get('drawer.empty')).toBe('You have no pending tasks!');
    expect(english.get('dialog.confirmDelete')).toBe('Are you sure you want to delete this task?');
    expect(english.get('dialog.created')).toBe('Task created');
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every key, translated, with the same placeholders', (language) => {
    const translated = catalogue(language);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      expect(placeholders(translated.get(key)!), `${language}: ${key}`).toEqual(placeholders(text));
    }
    // A catalogue copied from English would pass the checks above.
    expect(translated.get('drawer.empty')).not.toBe(english.get('drawer.empty'));
  });

  it.each(LANGUAGES)('%s: the link hint gives as examples only pages that exist and that a task shows as links', (language) => {
    const hint = catalogue(language).get('fields.urlHint')!;
    const examples = hint.match(/\/[\w/-]+/g) ?? [];
    expect(examples.length, hint).toBeGreaterThan(0);
    for (const path of examples) {
      expect(registry.hasPage(path), `${language}: ${path}`).toBe(true);
      expect(taskLink(path, true), `${language}: ${path}`).toEqual({ kind: 'internal', to: path });
    }
  });
});
