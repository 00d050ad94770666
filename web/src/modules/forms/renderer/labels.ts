import type { TFunction } from 'i18next';
import { pickLabel } from '@seedbed/contracts/languages';
import type { LocalizedText, QuestionOption } from '@seedbed/contracts/forms';
import type { AnswerIssue } from '@seedbed/contracts/forms-answers';
import { issueMessage } from '../../../ui/form/issueMessage';

/** A text in the form's language; an option without a label reads as its value. */
export const textIn = (labels: LocalizedText | ReadonlyArray<{ language: string; value: string }> | null | undefined, language: string): string =>
  pickLabel(labels, language) ?? '';

export const optionLabel = (option: QuestionOption, language: string): string => pickLabel(option.labels, language) || option.value;

/** An answer check's message in the form's language (the shared schemas' keys, `issueMessage`); `field` is the question's label. */
export const answerMessage = (t: TFunction<['forms', 'validation']>, issue: AnswerIssue, field: string): string =>
  issueMessage(t as unknown as TFunction, { field: '', ...issue }, field);
