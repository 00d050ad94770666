import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@seedbed/contracts/languages';
import { ROLE_TYPES } from '@seedbed/contracts/roles';
import { serverModules } from '../index.ts';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../core/i18n');
const catalogue = (language: string) => JSON.parse(fs.readFileSync(path.join(dir, `${language}.json`), 'utf8')).activity as Record<string, unknown>;

function entries(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => entries(inner, prefix ? `${prefix}.${key}` : key));
}

const placeholders = (text: string) => [...new Set([...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]))].sort();
const family = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const english = new Map(entries(catalogue('en')).map(([key, text]) => [family(key), text]));

describe("the activity feed's texts", () => {
  it('has a label and a sentence for every kind of event a module declares, and a name for every role type', () => {
    const kinds = serverModules.flatMap((module) => Object.keys(module.events ?? {}));
    // The modules must declare the kinds they record, or this would prove nothing.
    expect(kinds).toEqual(expect.arrayContaining(['task.created', 'task.done', 'user.invited', 'organisation.updated', 'role.updated', 'industry.deleted', 'tasks.dueTomorrow']));
    for (const kind of kinds) {
      expect(english.has(`kinds.${kind}`), kind).toBe(true);
      expect(
        [...english.keys()].some((k) => k === `summaries.${kind}` || k.startsWith(`summaries.${kind}.`)),
        kind,
      ).toBe(true);
    }
    for (const type of ROLE_TYPES) expect(english.has(`roleTypes.${type}`), type).toBe(true);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every key, translated, with the same placeholders', (language) => {
    const own = entries(catalogue(language));
    for (const [key, text] of english) {
      const variants = own.filter(([k]) => family(k) === key);
      expect(variants.length, `${language}: ${key}`).toBeGreaterThan(0);
      for (const [k, t] of variants) {
        expect(t.trim(), `${language}: ${k}`).not.toBe('');
        // Arabic says "one" and "two" in words ("مهمة واحدة", "مهمتين") rather than with {{count}}.
        expect(
          placeholders(t).filter((p) => p !== 'count'),
          `${language}: ${k}`,
        ).toEqual(placeholders(text).filter((p) => p !== 'count'));
      }
    }
    expect(
      own.map(([k]) => family(k)).filter((k) => !english.has(k)),
      `${language}: keys English lacks`,
    ).toEqual([]);
  });

  it.each(LANGUAGES)('%s has a plural form for every category the language uses', (language) => {
    const keys = new Set(entries(catalogue(language)).map(([k]) => k));
    for (const category of new Intl.PluralRules(language).resolvedOptions().pluralCategories) {
      for (const base of ['summaries.task.completedAutomatically', 'summaries.tasks.dueTomorrow'])
        expect(keys.has(`${base}_${category}`), `${language}: ${base}_${category}`).toBe(true);
    }
  });
});
