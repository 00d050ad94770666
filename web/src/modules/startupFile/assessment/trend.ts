/** What a trend reads of an assessment. */
export interface ScoredAssessment {
  _id: string;
  createdAt: string;
  form: { _id: string } | null;
  scores: ReadonlyArray<{ questionId: string; label: string; value: number }>;
}

export interface CriterionTrend {
  questionId: string;
  label: string;
  /** Oldest first; null where that assessment left the criterion unscored. */
  points: Array<{ at: string; value: number | null }>;
}

export interface FormTrend {
  formId: string;
  count: number;
  criteria: CriterionTrend[];
}

/**
 * Scores per criterion across the assessments given with the same form, oldest first, so that each
 * criterion reads as a line over time. Criteria follow the newest assessment's order (its labels
 * too: a question renamed in a later version reads by its latest name); forms come newest used first.
 */
export function trendsOf(assessments: readonly ScoredAssessment[]): FormTrend[] {
  const byForm = new Map<string, ScoredAssessment[]>();
  for (const assessment of assessments) {
    if (!assessment.form) continue;
    byForm.set(assessment.form._id, [...(byForm.get(assessment.form._id) ?? []), assessment]);
  }
  return [...byForm.entries()].map(([formId, given]) => {
    const oldestFirst = [...given].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    const labels = new Map<string, string>();
    for (const assessment of oldestFirst) for (const score of assessment.scores) labels.set(score.questionId, score.label);
    const order = [...new Set([...oldestFirst].reverse().flatMap((a) => a.scores.map((s) => s.questionId)))];
    return {
      formId,
      count: given.length,
      criteria: order.map((questionId) => ({
        questionId,
        label: labels.get(questionId) ?? questionId,
        points: oldestFirst.map((a) => ({ at: a.createdAt, value: a.scores.find((s) => s.questionId === questionId)?.value ?? null })),
      })),
    };
  });
}

/** The change from the first scored point to the last: what the trend's text alternative says. */
export function changeOf(points: ReadonlyArray<{ value: number | null }>): { first: number; last: number } | null {
  const scored = points.flatMap((p) => (p.value === null ? [] : [p.value]));
  return scored.length ? { first: scored[0], last: scored[scored.length - 1] } : null;
}
