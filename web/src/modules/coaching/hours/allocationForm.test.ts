import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { validate } from '../../../ui/form/useForm';
import { allocationRules, toAllocationInput } from './allocationForm';

const t = ((key: string, params?: Record<string, unknown>) => `${key}${params?.field ? `|${params.field}` : ''}`) as unknown as TFunction;
const startupId = '00000000-0000-4000-8000-000000000001';

describe('the allocation form', () => {
  it('sends the overall hours without a programme', () => {
    expect(toAllocationInput(startupId, { programId: '', amount: 12, unit: 'HOUR' })).toEqual({ startupId, programId: null, amount: 12, unit: 'HOUR' });
  });

  it('asks for an amount above 0 and at most 10,000, in the namespace of this part', () => {
    const rules = allocationRules(t, startupId);
    expect(validate({ programId: '', amount: '', unit: 'HOUR' }, rules).amount).toBe('validation:required|mentorMatching:hours.fields.amount');
    expect(validate({ programId: '', amount: 0, unit: 'DAY' }, rules).amount).toBe('mentorMatching:validation.amountPositive|mentorMatching:hours.fields.amount');
    expect(validate({ programId: '', amount: 10_001, unit: 'DAY' }, rules).amount).toBe('validation:maxNumber|mentorMatching:hours.fields.amount');
    expect(validate({ programId: '', amount: 2.5, unit: 'DAY' }, rules)).toEqual({});
  });
});
