import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { createTestI18n } from '../../../test/render';
import { validate } from '../../../ui/form/useForm';
import { dayToPicker, emptyProgramValues, pickerToDay, programRules, toProgramInput } from './programForm';

describe('the programme form', () => {
  it('keeps the calendar day chosen, in any time zone', () => {
    const picked = dayToPicker('2027-03-01')!;
    expect([picked.getFullYear(), picked.getMonth(), picked.getDate()]).toEqual([2027, 2, 1]);
    expect(pickerToDay(picked)).toBe('2027-03-01');
    expect(dayToPicker(null)).toBeNull();
  });

  it('sends empty texts and dates as cleared', () => {
    expect(toProgramInput({ ...emptyProgramValues(), name: ' Spring ' })).toEqual({ name: 'Spring', description: null, cohort: null, startDate: null, endDate: null });
  });

  it('asks for a name and an end not before the start', async () => {
    const i18n = await createTestI18n();
    const rules = programRules(i18n.getFixedT('en', ['startups', 'validation']) as unknown as TFunction);
    const values = { ...emptyProgramValues(), startDate: new Date(2027, 5, 10), endDate: new Date(2027, 5, 1) };
    const errors = validate(values, rules);
    expect(errors.name).toBe('Enter the name of the programme');
    expect(errors.endDate).toBe('The end cannot be before the start');
    expect(validate({ ...values, name: 'Spring', endDate: new Date(2027, 5, 10) }, rules)).toEqual({});
  });
});
