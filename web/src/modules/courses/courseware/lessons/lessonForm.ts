import type { Question } from '@seedbed/contracts/forms';
import { fieldErrorsOf, messageBesideFields } from '../../../../app/apollo/errorMessage';
import { answerKeyOf } from '../../../forms/renderer/fillerState';
import { readQuestions } from '../../../forms/shared/definitions';

type QuestionsField = string | ReadonlyArray<{ _id: string; definition: string }> | null | undefined;

/**
 * A lesson form's questions as the API sends them: JSON text of contracts' Question list, or the
 * forms' own `{_id, definition}` rows. A question that cannot be read is left out.
 */
export function lessonQuestions(questions: QuestionsField): Question[] {
  if (!questions) return [];
  if (typeof questions !== 'string') return readQuestions(questions);
  try {
    const parsed: unknown = JSON.parse(questions);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (question): question is Question =>
        !!question && typeof question === 'object' && typeof (question as Question).questionType === 'string' && typeof (question as Question)._id === 'string',
    );
  } catch {
    return [];
  }
}

/**
 * A refused answer set: the server's messages on their questions (`answers.<questionId>`), and
 * what is left to say beside the form.
 */
export function answerErrors(error: unknown, networkError: string): { onQuestions: Record<string, string> | undefined; failure: string | undefined } {
  const onQuestions: Record<string, string> = {};
  for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
    if (field.startsWith('answers.')) onQuestions[answerKeyOf(field)] ??= message;
  }
  return {
    onQuestions: Object.keys(onQuestions).length ? onQuestions : undefined,
    failure: messageBesideFields(error, (field) => field.startsWith('answers.'), { networkError }),
  };
}
