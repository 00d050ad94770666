import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { createTestI18n } from '../../../test/render';
import { validate } from '../../../ui/form/useForm';
import { changedStartupInput, emptyStartupValues, startupRules, toStartupInput, yearOptions } from './startupForm';

const ID = '0b9d3f3e-8d55-4a8e-9c1e-7d2a1b3c4d5e';
const now = () => new Date('2026-05-01T12:00:00Z');

describe('the startup form', () => {
  it('offers the years from this year back to 1950', () => {
    const years = yearOptions(now());
    expect(years[0]).toBe('2026');
    expect(years.at(-1)).toBe('1950');
    expect(years).toHaveLength(77);
  });

  it('sends empty texts as cleared and the year as a number', () => {
    const input = toStartupInput({ ...emptyStartupValues(), name: ' Nova ', yearFounded: '2019', stage: 'seed', city: ' ', programIds: [ID] });
    expect(input).toEqual({
      name: 'Nova',
      description: null,
      website: null,
      yearFounded: 2019,
      stage: 'seed',
      country: null,
      city: null,
      programIds: [ID],
      industryIds: [],
      tagIds: [],
    });
  });

  it('sends on edit only what changed, whatever the order of chosen items', () => {
    const initial = { ...emptyStartupValues(), name: 'Nova', tagIds: ['a', 'b'] };
    expect(changedStartupInput({ ...initial, tagIds: ['b', 'a'] }, initial)).toEqual({});
    expect(changedStartupInput({ ...initial, city: 'Lyon', tagIds: ['a'] }, initial)).toEqual({ city: 'Lyon', tagIds: ['a'] });
  });

  it("checks with the server's schema and the startups namespace's messages", async () => {
    const i18n = await createTestI18n();
    const t = i18n.getFixedT('en', ['startups', 'validation']) as unknown as TFunction;
    const rules = startupRules(t, now);
    const errors = validate({ ...emptyStartupValues(), website: 'not a site', yearFounded: '2030' }, rules);
    expect(errors.name).toBe('Enter the name');
    expect(errors.yearFounded).toBe('Choose a year between 1950 and 2026');
    expect(errors.website).toBeTruthy();
    expect(validate({ ...emptyStartupValues(), name: 'Nova' }, rules)).toEqual({});
  });
});
