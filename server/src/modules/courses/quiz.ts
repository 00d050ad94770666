import DataLoader from 'dataloader';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { gradeQuiz, type QuestionResult } from '@seedbed/contracts/courses';
import { quizAnswersSchema } from '@seedbed/contracts/courses-input';
import { allOptions, type Answers } from '@seedbed/contracts/forms';
import { pickLabel } from '@seedbed/contracts/languages';
import { defineChange } from '../../core/change.ts';
import { memo, type Context } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { recordAnswers } from '../forms/answers.ts';
import { fs, type FormSubmissionRow } from '../forms/repo.ts';
import { formVersion, learnableLesson, publishedLessonForm } from './lessons.ts';
import { forgetProgress, markCompleted, touchEnrolment } from './progress.ts';
import { coAttempts, type CourseUnitRow, type QuizAttemptRow } from './repo.ts';

/**
 * Quizzes (spec 3 §3 QUIZ): each attempt is a set of answers to the lesson's quiz form (stored by
 * the forms engine on its published version, about the lesson), graded against the options the
 * form marks correct. Passing (score ≥ the pass mark) completes the lesson and ends the attempts;
 * `attempts_allowed` caps them. The right answers are told only once the learner passed or has no
 * attempt left, so that a learner cannot collect them by failing on purpose.
 */

const attemptKey = (unitId: string, userId: string) => `${userId}:${unitId}`;

function quizLoaders(ctx: Context) {
  return memo(ctx, 'courseQuizLoaders', () => {
    const tenant = ctx.incubator.id;
    const db = () => ctx.tx.db();
    return {
      /** A learner's attempts at a quiz, first first. */
      attempts: new DataLoader<string, QuizAttemptRow[]>(async (keys) => {
        const pairs = keys.map((key) => key.split(':') as [string, string]);
        const rows = await (await db())
          .select()
          .from(coAttempts)
          .where(
            and(
              eq(coAttempts.incubatorId, tenant),
              inArray(coAttempts.userId, [...new Set(pairs.map(([userId]) => userId))]),
              inArray(coAttempts.unitId, [...new Set(pairs.map(([, unitId]) => unitId))]),
            ),
          )
          .orderBy(asc(coAttempts.attempt));
        return keys.map((key) => rows.filter((row) => attemptKey(row.unitId, row.userId) === key));
      }),
      answers: new DataLoader<string, FormSubmissionRow | null>(async (ids) => {
        const rows = await (await db())
          .select()
          .from(fs)
          .where(and(eq(fs.incubatorId, tenant), inArray(fs.id, [...ids])));
        return ids.map((id) => rows.find((row) => row.id === id) ?? null);
      }),
    };
  });
}

export const attemptsOf = (ctx: Context, unitId: string, userId: string): Promise<QuizAttemptRow[]> => quizLoaders(ctx).attempts.load(attemptKey(unitId, userId));

export const submissionAnswers = (ctx: Context, id: string): Promise<FormSubmissionRow | null> => quizLoaders(ctx).answers.load(id);

/** Answers just written: what the rest of the request reads. */
export const rememberAnswers = (ctx: Context, row: FormSubmissionRow) => quizLoaders(ctx).answers.clear(row.id).prime(row.id, row);

/** Attempts left to the learner: none once passed; null when the quiz allows any number. */
export function attemptsLeft(unit: Pick<CourseUnitRow, 'attemptsAllowed'>, attempts: readonly QuizAttemptRow[]): number | null {
  if (attempts.some((a) => a.passed)) return 0;
  return unit.attemptsAllowed === null ? null : Math.max(0, unit.attemptsAllowed - attempts.length);
}

/** Whether the learner may now read the right answers: they passed, or they have no attempt left. */
export const answersRevealed = (unit: Pick<CourseUnitRow, 'attemptsAllowed'>, attempts: readonly QuizAttemptRow[]): boolean => attemptsLeft(unit, attempts) === 0;

export interface AttemptResult extends QuestionResult {
  /** What the quiz says to those who chose each option they chose, in the reader's language. */
  feedback: string[];
}

/**
 * An attempt's results, graded again from its stored answers and the version they were given on
 * (a version never changes): per question right or wrong, the options chosen with their
 * feedback, and the correct ones only when `reveal`.
 */
export async function attemptResults(ctx: Context, attempt: QuizAttemptRow, reveal: boolean): Promise<AttemptResult[]> {
  const answers = await submissionAnswers(ctx, attempt.submissionId);
  const version = answers ? await formVersion(ctx, answers.versionId) : null;
  if (!answers || !version) return [];
  const questions = new Map(version.questions.map((q) => [q._id, q]));
  return gradeQuiz(version.questions, answers.answers).results.map((result) => {
    const options = allOptions(questions.get(result.questionId)?.options);
    const feedback = result.chosen.flatMap((value) => {
      const text = pickLabel(options.find((o) => o.value === value)?.feedback, ctx.language);
      return text ? [text] : [];
    });
    return { ...result, correctValues: reveal ? result.correctValues : [], feedback };
  });
}

/**
 * A learner's attempt at a released QUIZ. Refused once passed or out of attempts; the answers are
 * checked and stored by the forms engine (VALIDATION naming the question when they do not fit the
 * form), then graded; passing completes the lesson.
 */
export const submitQuiz = defineChange({
  input: () => quizAnswersSchema(),
  async authorize(ctx, _input, unitId: string) {
    const lesson = await learnableLesson(ctx, unitId, ['QUIZ']);
    const attempts = await attemptsOf(ctx, lesson.unit.id, lesson.enrolment.userId);
    if (attempts.some((a) => a.passed)) throw new AppError('FORBIDDEN', 'courses.learning.alreadyPassed');
    if (attemptsLeft(lesson.unit, attempts) === 0) throw new AppError('FORBIDDEN', 'courses.learning.noAttemptsLeft');
    const published = await publishedLessonForm(ctx, lesson.unit);
    if (!published) throw new AppError('FORBIDDEN', 'courses.learning.formUnavailable');
    return { ...lesson, ...published, attempt: attempts.length + 1 };
  },
  async write(ctx, db, { answers }, { unit, course, enrolment, form, version, attempt }) {
    const userId = enrolment.userId;
    const stored = await recordAnswers(ctx, db, { form, version, respondentId: userId, source: 'signed_in', subject: { kind: 'courseUnit', id: unit.id } }, answers as Answers);
    const { score } = gradeQuiz(version.questions, stored.answers);
    const passed = score >= unit.passMark;
    // Two attempts sent at once: the unique attempt number lets one through.
    const [row] = await db
      .insert(coAttempts)
      .values({
        incubatorId: ctx.incubator.id,
        id: newId(),
        courseId: unit.courseId,
        unitId: unit.id,
        userId,
        cohortId: enrolment.cohortId,
        submissionId: stored.id,
        attempt,
        score,
        passed,
      })
      .returning();
    if (passed) await markCompleted(ctx, db, unit, userId);
    else await touchEnrolment(ctx, db, enrolment, unit.id);
    forgetProgress(ctx, unit.id, userId);
    quizLoaders(ctx).attempts.clear(attemptKey(unit.id, userId));
    return {
      result: row,
      events: [
        {
          kind: 'courses.quizAttempted',
          subjectKind: 'courseUnit',
          subjectId: unit.id,
          data: {
            courseId: unit.courseId,
            courseTitle: course.title,
            cohortId: enrolment.cohortId,
            userId,
            startupId: enrolment.startupId,
            unitId: unit.id,
            lessonTitle: unit.title,
            attemptId: row.id,
            attempt,
            score,
            passed,
          },
        },
      ],
    };
  },
});
