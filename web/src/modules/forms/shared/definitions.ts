import type { Answers, Question } from '@seedbed/contracts/forms';

/**
 * Questions as the API sends them (`definition`: the JSON of contracts' Question), for every screen
 * that draws or reads a form; one that cannot be read is left out rather than break the page.
 */
export function readQuestions(list: ReadonlyArray<{ _id: string; definition: string }> | null | undefined): Question[] {
  return (list ?? []).flatMap((item) => {
    try {
      const parsed = JSON.parse(item.definition) as Question;
      return parsed && typeof parsed === 'object' && typeof parsed.questionType === 'string' ? [{ ...parsed, _id: item._id }] : [];
    } catch {
      return [];
    }
  });
}

/** Answers kept as JSON text (a submission, a draft, a record's values); undefined when none can be read. */
export function readAnswers(text: string | null | undefined): Answers | undefined {
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Answers) : undefined;
  } catch {
    return undefined;
  }
}
