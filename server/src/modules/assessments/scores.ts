import type { Answers, Question } from '@seedbed/contracts/forms';
import { isNumericSource, numericAnswer } from '@seedbed/contracts/forms-formula';

export interface Score {
  questionId: string;
  question: Question;
  value: number;
}

/**
 * The scores of an assessment: every numeric answer by question, in the form's order — numbers,
 * scales, ratings, NPS, calculated questions, and choices through their options' numerical values
 * (contracts' numericAnswer, the very reading formulas use). Unanswered questions have no score.
 */
export function scoresOf(questions: readonly Question[], answers: Answers): Score[] {
  return questions.flatMap((question) => {
    if (question.behavesAs === 'element' || !isNumericSource(question.questionType)) return [];
    const value = numericAnswer(question, answers[question._id]);
    return value === null ? [] : [{ questionId: question._id, question, value }];
  });
}

/**
 * An assessment's total: the form's own total when it computes one (its last calculated question
 * answered), else the sum of its scores; null when nothing was scored. Adding a calculated total
 * to the criteria it sums would count them twice.
 */
export function totalOf(scores: readonly Score[]): number | null {
  const calculated = scores.filter((score) => score.question.questionType === 'calculated');
  if (calculated.length) return calculated[calculated.length - 1].value;
  if (!scores.length) return null;
  return Math.round(scores.reduce((sum, score) => sum + score.value, 0) * 1e10) / 1e10;
}
