import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@seedbed/contracts/languages';
import { NOTIFICATION_TYPES } from '@seedbed/contracts/notifications';
import { translator } from '../../core/i18n/index.ts';
import { renderMessage } from './render.ts';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../core/i18n');
const catalogue = (language: string) => JSON.parse(fs.readFileSync(path.join(dir, `${language}.json`), 'utf8')).notifications as Record<string, unknown>;

function entries(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => entries(inner, prefix ? `${prefix}.${key}` : key));
}

const placeholders = (text: string) => [...new Set([...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]))].sort();
/** A plural family's key without its suffix (tasksDueTomorrow_one → tasksDueTomorrow). */
const family = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe("the server's notification texts", () => {
  const english = new Map(entries(catalogue('en')).map(([key, text]) => [family(key), text]));

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every key, with the same placeholders', (language) => {
    const own = entries(catalogue(language));
    for (const [key, text] of english) {
      const variants = own.filter(([k]) => family(k) === key);
      expect(variants.length, `${language}: ${key}`).toBeGreaterThan(0);
      // A language may drop {{count}} where its word for "one" says it ("une", "واحدة").
      for (const [k, t] of variants)
        expect(
          placeholders(t).filter((p) => p !== 'count'),
          `${language}: ${k}`,
        ).toEqual(placeholders(text).filter((p) => p !== 'count'));
    }
    expect(
      own.map(([k]) => family(k)).filter((k) => !english.has(k)),
      `${language}: keys English lacks`,
    ).toEqual([]);
  });

  it.each(LANGUAGES)('%s has a plural form for every category the language uses', (language) => {
    const keys = new Set(entries(catalogue(language)).map(([k]) => k));
    for (const category of new Intl.PluralRules(language).resolvedOptions().pluralCategories) {
      expect(keys.has(`messages.tasksDueTomorrow_${category}`), `${language}: ${category}`).toBe(true);
    }
  });

  it('has a message for every type the producers use', () => {
    const keys = new Set(entries(catalogue('en')).map(([k]) => family(k)));
    for (const key of ['taskAssigned', 'taskAssignedBySystem', 'tasksDueTomorrow', 'roleChanged']) expect(keys.has(`messages.${key}`), key).toBe(true);
    expect(NOTIFICATION_TYPES).toEqual(expect.arrayContaining(['taskAssigned', 'tasksDueTomorrow', 'roleChanged']));
  });

  it("renders counts with the language's plural rules", () => {
    const render = (language: (typeof LANGUAGES)[number], count: number) =>
      renderMessage(translator(language), { messageKey: 'tasksDueTomorrow', params: { count } }, { sender: null });
    expect([1, 2, 5].map((n) => render('en', n))).toEqual(['You have 1 task due tomorrow', 'You have 2 tasks due tomorrow', 'You have 5 tasks due tomorrow']);
    expect([1, 3, 5].map((n) => render('uk', n))).toEqual(['У вас 1 завдання з терміном завтра', 'У вас 3 завдання з терміном завтра', 'У вас 5 завдань з терміном завтра']);
    expect([1, 2, 3, 11].map((n) => render('ar', n))).toEqual(['لديك مهمة واحدة مستحقة غدًا', 'لديك مهمتان مستحقتان غدًا', 'لديك 3 مهام مستحقة غدًا', 'لديك 11 مهمة مستحقة غدًا']);
  });
});
