import { evaluationInputSchema, weightedTotal } from '@seedbed/contracts/applications-input';
import { fieldIssues, type FieldIssue } from '@seedbed/contracts/schemas';

/** A criterion as the scoring form shows it. */
export interface ScoringCriterion {
  tagId: string;
  name: string;
  weight: number;
}

export interface ScoringValues {
  /** Each criterion's score by tag id; null until chosen. */
  scores: Record<string, number | null>;
  comment: string;
}

/** The form's starting values: the evaluator's own scores and comment when they gave them. */
export function scoringValues(
  criteria: readonly ScoringCriterion[],
  given?: { scores: ReadonlyArray<{ tag: { _id: string } | null; score: number | null }>; comment: string | null } | null,
): ScoringValues {
  const scores: Record<string, number | null> = {};
  for (const criterion of criteria) scores[criterion.tagId] = given?.scores.find((s) => s.tag?._id === criterion.tagId)?.score ?? null;
  return { scores, comment: given?.comment ?? '' };
}

/** What submitApplicationEvaluation receives: the chosen scores and the comment. */
export function toEvaluationInput(values: ScoringValues) {
  return {
    scores: Object.entries(values.scores).flatMap(([tagId, score]) => (score === null ? [] : [{ tagId, score }])),
    comment: values.comment.trim() || null,
  };
}

/**
 * The form's problems, checked with the schema the server checks the evaluation with: a missing
 * or out-of-range score on its criterion (by tag id), the comment on 'comment'.
 */
export function scoringProblems(criteria: readonly ScoringCriterion[], values: ScoringValues): Record<string, FieldIssue> {
  const input = toEvaluationInput(values);
  const result = evaluationInputSchema(criteria).safeParse(input);
  const problems: Record<string, FieldIssue> = {};
  if (result.success) return problems;
  for (const issue of result.error.issues.flatMap(fieldIssues)) {
    const [first, second] = issue.field.split('.');
    if (first === 'comment') problems.comment ??= issue;
    else if (first === 'scores' && second !== undefined) {
      const index = Number(second);
      const tagId = Number.isInteger(index) && String(index) === second ? input.scores[index]?.tagId : second;
      if (tagId) problems[tagId] ??= issue;
    }
  }
  return problems;
}

/** The weighted total of the scores chosen so far (null while none). */
export function runningTotal(criteria: readonly ScoringCriterion[], values: ScoringValues): number | null {
  const chosen = Object.fromEntries(Object.entries(values.scores).filter((entry): entry is [string, number] => entry[1] !== null));
  return weightedTotal(criteria, chosen);
}

/**
 * A shared schema's message key in this feature's catalogue: the evaluation keys of the server
 * ('applications.evaluations.scoreRequired') live under `evaluations:validation.`, the common ones
 * in the validation namespace.
 */
export function scoringMessageKey(issue: FieldIssue): string {
  const parts = issue.key.split('.');
  if (parts[0] === 'validation') return `validation:${parts.slice(1).join('.')}`;
  return `evaluations:validation.${parts.at(-1)}`;
}

/** A total as read on screen: one decimal. */
export const formatScore = (value: number | null | undefined, language: string) =>
  value === null || value === undefined ? '–' : new Intl.NumberFormat(language, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(value);
