import { describe, expect, it } from 'vitest';
import { QUESTION_TYPES } from '@seedbed/contracts/forms';
import { formProblems } from '@seedbed/contracts/forms-problems';
import { DEMO_FORM_QUESTIONS } from './demo-forms.ts';

describe('the demo forms', () => {
  it('are sound definitions that use every question type but custom fields', () => {
    for (const questions of DEMO_FORM_QUESTIONS) expect(formProblems(questions)).toEqual([]);
    const used = new Set(DEMO_FORM_QUESTIONS.flat().map((q) => q.questionType));
    expect(QUESTION_TYPES.filter((type) => !used.has(type))).toEqual(['custom_field']);
  });
});
