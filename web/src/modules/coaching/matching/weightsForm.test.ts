import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { MENTOR_MATCHING_DEFAULTS } from '@seedbed/contracts/coaching';
import { validate } from '../../../ui/form/useForm';
import { toWeightsInput, weightRules } from './weightsForm';

const t = ((key: string, params?: Record<string, unknown>) => `${key}${params?.field ? `|${params.field}` : ''}`) as unknown as TFunction;

describe('the mentor matching weights form', () => {
  it('accepts whole weights from 0 to 10', () => {
    expect(validate({ ...MENTOR_MATCHING_DEFAULTS, load: 0, industries: 10 }, weightRules(t))).toEqual({});
    expect(toWeightsInput({ ...MENTOR_MATCHING_DEFAULTS, tags: '' })).toEqual({ ...MENTOR_MATCHING_DEFAULTS, tags: undefined });
  });

  it('names the field a weight is missing or out of range on', () => {
    const errors = validate({ ...MENTOR_MATCHING_DEFAULTS, tags: '', skills: 11, load: 1.5 }, weightRules(t));
    expect(errors.tags).toBe('validation:required|mentorMatching:settings.weights.tags');
    expect(errors.skills).toBe('validation:maxNumber|mentorMatching:settings.weights.skills');
    expect(errors.load).toBe('validation:invalid|mentorMatching:settings.weights.load');
  });
});
