import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@seedbed/contracts/languages';

const catalogues = import.meta.glob<Record<string, unknown>>('../../../i18n/*/metrics.json', { eager: true, import: 'default' });

function entries(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => entries(inner, prefix ? `${prefix}.${key}` : key));
}
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
/** The founders' and the timeline's texts (the other parts of the namespace are checked by their own screens). */
const ours = (language: string) =>
  new Map(entries(catalogues[`../../../i18n/${language}/metrics.json`]).filter(([key]) => /^(founder|timeline)\./.test(key) || key === 'validation.answerRequired'));

describe("the founders' metrics texts", () => {
  const english = ours('en');
  it("keeps the spec's English texts", () => {
    expect(english.get('founder.upToDate')).toBe('Metrics are up to date.');
    expect(english.get('founder.prompt.title')).toBe('You have metrics to update');
    expect(english.get('founder.prompt.message')).toBe('Please update your metrics');
    expect(english.get('founder.prompt.fill')).toBe('Fill now');
    expect(english.get('founder.validation.invalidNumber')).toBe('Invalid number');
    expect(english.get('founder.validation.invalidAmount')).toBe('Invalid amount');
    expect(english.get('founder.validation.fillAtLeastOne')).toBe('You need to fill at least one of these fields');
    expect(english.get('founder.validation.lessThan')).toBe('This must be less than {{value}}');
    expect(english.get('founder.validation.greaterThan')).toBe('This must be greater than {{value}}');
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every key, translated, with the same placeholders', (language) => {
    const translated = ours(language);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) expect(placeholders(translated.get(key)!), `${language}: ${key}`).toEqual(placeholders(text));
    expect(translated.get('founder.prompt.title')).not.toBe(english.get('founder.prompt.title'));
    expect(translated.get('timeline.firstValue')).not.toBe(english.get('timeline.firstValue'));
  });
});
