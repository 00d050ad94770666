import { pickLabel } from '@seedbed/contracts/languages';
import type { Question, QuestionOption } from '@seedbed/contracts/forms';
import { allOptions } from '@seedbed/contracts/forms';

/** A field's label in the reader's language (its first language otherwise). */
export const fieldLabel = (question: Pick<Question, 'label' | '_id'>, language: string) => pickLabel(question.label, language) || question._id;

/** An option's label by its value, at any level of a tree; the value itself when it is not an option any more. */
export function optionLabelOf(question: Pick<Question, 'options'>, value: string, language: string): string {
  const option: QuestionOption | undefined = allOptions(question.options).find((o) => o.value === value);
  return (option && pickLabel(option.labels, language)) || value;
}
