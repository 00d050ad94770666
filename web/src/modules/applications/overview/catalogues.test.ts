import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@seedbed/contracts/languages';

const catalogues = import.meta.glob<Record<string, unknown>>('../../../i18n/*/applications.json', { eager: true, import: 'default' });

function entries(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => entries(inner, prefix ? `${prefix}.${key}` : key));
}
const PLURAL = /_(zero|one|two|few|many|other)$/;
/** The overview's own keys (the namespace's "analytics" belongs to the dashboard), without plural suffixes. */
const keysOf = (language: string) =>
  new Set(
    entries(catalogues[`../../../i18n/${language}/applications.json`])
      .map(([key]) => key.replace(PLURAL, ''))
      .filter((key) => key.startsWith('overview.') || key.startsWith('status.')),
  );
const text = (language: string, key: string) => new Map(entries(catalogues[`../../../i18n/${language}/applications.json`])).get(key);

describe('the applications overview catalogue', () => {
  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every text of the overview, translated', (language) => {
    expect([...keysOf(language)].sort()).toEqual([...keysOf('en')].sort());
    expect(text(language, 'overview.title')).not.toBe(text('en', 'overview.title'));
    expect(text(language, 'status.under_review')).not.toBe(text('en', 'status.under_review'));
  });
});
