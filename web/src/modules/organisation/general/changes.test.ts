import { describe, expect, it } from 'vitest';
import { addressWithSlug, changedFields, isHexColor, slugProblem, termLabels, termTexts } from './changes';

describe('changedFields', () => {
  it('keeps only the fields that differ, nested objects compared whole', () => {
    expect(changedFields({ name: 'A', seo: { active: false }, gtmId: null }, { name: 'A', seo: { active: true }, gtmId: null as string | null })).toEqual({
      seo: { active: true },
    });
  });
});

describe('startup term texts', () => {
  it('has one text per interface language and stores only the filled ones, trimmed', () => {
    const texts = termTexts([{ language: 'fr', value: 'Projet' }]);
    expect(Object.keys(texts)).toHaveLength(9);
    expect(texts.fr).toBe('Projet');
    expect(termLabels({ ...texts, en: ' Venture ' })).toEqual([
      { language: 'en', value: 'Venture' },
      { language: 'fr', value: 'Projet' },
    ]);
  });
});

describe('slug', () => {
  it.each([
    ['harbour-labs', null],
    ['hb', 'length'],
    ['a'.repeat(40), null],
    ['a'.repeat(41), 'length'],
    ['Harbour', 'format'],
    ['-harbour', 'format'],
  ])('%s → %s', (slug, problem) => expect(slugProblem(slug)).toBe(problem));

  it('gives the new address when the host starts with the old slug', () => {
    expect(addressWithSlug({ protocol: 'https:', host: 'acme.seedbed.example' }, 'acme', 'harbour')).toBe('https://harbour.seedbed.example');
    expect(addressWithSlug({ protocol: 'https:', host: 'portal.acme.org' }, 'acme', 'harbour')).toBeNull();
  });
});

it('accepts only #rrggbb colours', () => {
  expect(isHexColor('#1A2b3c')).toBe(true);
  expect(isHexColor('red')).toBe(false);
  expect(isHexColor('#abc')).toBe(false);
});
