import { and, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { isGraded } from '@seedbed/contracts/courses';
import { allOptions, MULTI_CHOICE_TYPES, SINGLE_CHOICE_TYPES, type Question, type QuestionType } from '@seedbed/contracts/forms';
import { pickLabel } from '@seedbed/contracts/languages';
import { requireViewer, type Context } from '../../core/context.ts';
import { notFound, validationError } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import { fm, fv } from '../forms/repo.ts';
import { manageableCourse, requireCourseFlag } from './access.ts';
import { cohortsOf, manageableUnit } from './dashboard.ts';
import { coAttempts, coProgress, coSubmissions, type CourseUnitRow } from './repo.ts';
import { lessonsInOrder } from './types.ts';

/**
 * The dashboard's figures per lesson and per quiz question, for a cohort (or every cohort of the
 * course), each read with a few grouped queries whatever the number of learners. A quiz counts
 * each learner's best attempt (highest score, the latest of equals), as the course counts it.
 */

export interface LessonStat {
  unit: CourseUnitRow;
  completed: number;
  started: number;
  averageScore: number | null;
  passRate: number | null;
  submissionsToReview: number;
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : null);

/** Completion, quiz scores and work waiting for review, per lesson in reading order. */
export async function courseLessonStats(ctx: Context, courseId: string, cohortId?: string | null): Promise<LessonStat[]> {
  requireViewer(ctx);
  requireCourseFlag(ctx);
  if (!isId(courseId)) throw notFound();
  const course = await manageableCourse(ctx, courseId);
  const [units, cohortIds] = await Promise.all([lessonsInOrder(ctx, course.id), cohortsOf(ctx, course, cohortId)]);
  const blank = (unit: CourseUnitRow): LessonStat => ({ unit, completed: 0, started: 0, averageScore: null, passRate: null, submissionsToReview: 0 });
  if (!cohortIds.length || !units.length) return units.map(blank);
  const tenant = ctx.incubator.id;
  const db = await ctx.tx.db();
  const quizIds = units.filter((u) => u.type === 'QUIZ').map((u) => u.id);
  const [completed, opened, quizzes, handedIn] = await Promise.all([
    // One range of course_progress_cohort_idx (completed rows only).
    db
      .select({ unitId: coProgress.unitId, n: count() })
      .from(coProgress)
      .where(and(eq(coProgress.incubatorId, tenant), inArray(coProgress.cohortId, cohortIds), isNotNull(coProgress.completedAt)))
      .groupBy(coProgress.unitId),
    // Lessons opened and not finished (a video's position saved), lesson by lesson along the primary key.
    db
      .select({ unitId: coProgress.unitId, n: count() })
      .from(coProgress)
      .where(
        and(
          eq(coProgress.incubatorId, tenant),
          inArray(
            coProgress.unitId,
            units.map((u) => u.id),
          ),
          inArray(coProgress.cohortId, cohortIds),
          isNull(coProgress.completedAt),
        ),
      )
      .groupBy(coProgress.unitId),
    quizIds.length
      ? db.execute<{ unit_id: string; learners: number; passed: number; average: number | null }>(sql`
          select unit_id, count(*)::int as learners, (count(*) filter (where passed))::int as passed, round(avg(best))::int as average
          from (
            select ${coAttempts.unitId} as unit_id, max(${coAttempts.score}) as best, bool_or(${coAttempts.passed}) as passed
            from ${coAttempts}
            where ${coAttempts.incubatorId} = ${tenant} and ${inArray(coAttempts.unitId, quizIds)} and ${inArray(coAttempts.cohortId, cohortIds)}
            group by ${coAttempts.unitId}, ${coAttempts.userId}
          ) per_learner
          group by unit_id`)
      : Promise.resolve({ rows: [] }),
    db
      .select({ unitId: coSubmissions.unitId, status: coSubmissions.status, n: count() })
      .from(coSubmissions)
      .where(and(eq(coSubmissions.incubatorId, tenant), eq(coSubmissions.courseId, course.id), inArray(coSubmissions.cohortId, cohortIds)))
      .groupBy(coSubmissions.unitId, coSubmissions.status),
  ]);
  const countOf = (rows: Array<{ unitId: string; n: number }>, unitId: string) => rows.find((r) => r.unitId === unitId)?.n ?? 0;
  return units.map((unit) => {
    const done = countOf(completed, unit.id);
    const quiz = quizzes.rows.find((r) => r.unit_id === unit.id);
    const work = handedIn.filter((r) => r.unitId === unit.id);
    const handed = work.reduce((sum, r) => sum + r.n, 0);
    return {
      unit,
      completed: done,
      // Opened, attempted or handed in: a hand-in for a startup counts once.
      started: Math.max(done + countOf(opened, unit.id), quiz?.learners ?? 0, handed),
      averageScore: quiz ? quiz.average : null,
      passRate: quiz ? percent(quiz.passed, quiz.learners) : null,
      submissionsToReview: work.find((r) => r.status === 'SUBMITTED')?.n ?? 0,
    };
  });
}

export interface QuizOptionResult {
  value: string;
  label: string;
  count: number;
  isCorrect: boolean;
}
export interface QuizQuestionResult {
  questionId: string;
  label: string;
  /** Percent of learners whose best attempt answered it right; null for a question without an answer key. */
  correctRate: number | null;
  options: QuizOptionResult[];
}
export interface QuizResults {
  attempts: number;
  learners: number;
  passRate: number | null;
  averageScore: number | null;
  questions: QuizQuestionResult[];
}

const CHOICE_TYPES: readonly QuestionType[] = [...SINGLE_CHOICE_TYPES, ...MULTI_CHOICE_TYPES].filter((type) => type !== 'ranking');

/** The questions of the quiz's published form, as learners answer it now. */
async function quizQuestions(ctx: Context, unit: CourseUnitRow): Promise<Question[]> {
  if (!unit.formId) return [];
  const [row] = await (await ctx.tx.db())
    .select({ questions: fv.questions })
    .from(fm)
    .innerJoin(fv, and(eq(fv.incubatorId, fm.incubatorId), eq(fv.id, fm.versionId)))
    .where(and(eq(fm.incubatorId, ctx.incubator.id), eq(fm.id, unit.formId)));
  return (row?.questions ?? []).filter((q) => CHOICE_TYPES.includes(q.questionType));
}

/**
 * How a cohort answered a quiz, question by question: each learner's best attempt, its options
 * chosen counted in SQL from the attempts' form submissions (answers jsonb), so nothing is loaded
 * per learner. Labels and the answer key come from the form's published version.
 */
export async function quizResults(ctx: Context, unitId: string, cohortId?: string | null): Promise<QuizResults> {
  const { unit, course } = await manageableUnit(ctx, unitId);
  if (unit.type !== 'QUIZ') throw validationError([{ field: 'unitId', key: 'courses.staff.notQuiz' }]);
  const cohortIds = await cohortsOf(ctx, course, cohortId);
  const questions = await quizQuestions(ctx, unit);
  const empty: QuizResults = { attempts: 0, learners: 0, passRate: null, averageScore: null, questions: [] };
  if (!cohortIds.length) return { ...empty, questions: questions.map((q) => questionResult(ctx, q, [], null, 0)) };
  const tenant = ctx.incubator.id;
  const db = await ctx.tx.db();
  const attempts = sql`${coAttempts.incubatorId} = ${tenant} and ${coAttempts.unitId} = ${unit.id} and ${inArray(coAttempts.cohortId, cohortIds)}`;
  const [summary] = (
    await db.execute<{ attempts: number; learners: number; passed: number; average: number | null }>(sql`
      select coalesce(sum(tries), 0)::int as attempts, count(*)::int as learners, (count(*) filter (where passed))::int as passed, round(avg(best))::int as average
      from (
        select count(*) as tries, max(${coAttempts.score}) as best, bool_or(${coAttempts.passed}) as passed
        from ${coAttempts} where ${attempts} group by ${coAttempts.userId}
      ) per_learner`)
  ).rows;
  if (!summary?.learners) return { ...empty, questions: questions.map((q) => questionResult(ctx, q, [], null, 0)) };
  const ids = questions.map((q) => q._id);
  // Each chosen value of a question, as a text set (a single choice is one value, a multiple a list).
  const best = sql`
    best as (
      select distinct on (${coAttempts.userId}) ${coAttempts.submissionId} as submission_id
      from ${coAttempts} where ${attempts}
      order by ${coAttempts.userId}, ${coAttempts.score} desc, ${coAttempts.attempt} desc
    ),
    answered as (
      select q.key as question_id, q.value as answer
      from best b
      join form_submissions s on s.incubator_id = ${tenant} and s.id = b.submission_id
      cross join lateral jsonb_each(s.answers) q
      where q.key = any(${sql.param(ids)}::text[])
    ),
    chosen as (
      select question_id, array(
        select distinct v from jsonb_array_elements_text(case jsonb_typeof(answer) when 'array' then answer when 'string' then jsonb_build_array(answer) else '[]'::jsonb end) v order by v
      ) as picked
      from answered
    )`;
  const key = Object.fromEntries(
    questions
      .filter((q) => isGraded(q))
      .map((q) => [
        q._id,
        [
          ...new Set(
            allOptions(q.options)
              .filter((o) => o.isCorrect)
              .map((o) => o.value),
          ),
        ].sort(),
      ]),
  );
  const [options, right] = ids.length
    ? await Promise.all([
        db.execute<{ question_id: string; value: string; n: number }>(sql`
          with ${best} select question_id, v as value, count(*)::int as n from chosen cross join lateral unnest(picked) v group by question_id, v`),
        db.execute<{ question_id: string; n: number }>(sql`
          with ${best}
          select question_id, count(*)::int as n from chosen
          join jsonb_each(${JSON.stringify(key)}::jsonb) k on k.key = question_id
          where picked = array(select jsonb_array_elements_text(k.value) order by 1)
          group by question_id`),
      ])
    : [{ rows: [] }, { rows: [] }];
  return {
    attempts: summary.attempts,
    learners: summary.learners,
    passRate: percent(summary.passed, summary.learners),
    averageScore: summary.average,
    questions: questions.map((q) =>
      questionResult(
        ctx,
        q,
        options.rows.filter((r) => r.question_id === q._id),
        isGraded(q) ? (right.rows.find((r) => r.question_id === q._id)?.n ?? 0) : null,
        summary.learners,
      ),
    ),
  };
}

function questionResult(ctx: Context, q: Question, chosen: Array<{ value: string; n: number }>, right: number | null, learners: number): QuizQuestionResult {
  return {
    questionId: q._id,
    label: pickLabel(q.label, ctx.language) ?? '',
    correctRate: right === null ? null : percent(right, learners),
    options: allOptions(q.options).map((o) => ({
      value: o.value,
      label: pickLabel(o.labels, ctx.language) ?? o.value,
      count: chosen.find((c) => c.value === o.value)?.n ?? 0,
      isCorrect: Boolean(o.isCorrect),
    })),
  };
}
