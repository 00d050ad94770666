import { and, asc, count, eq, gt, ilike, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { BEHIND_AFTER_DAYS, LEARNERS_PAGE_SIZE, SUBMISSIONS_PAGE_SIZE, type LearnerFilter, type SubmissionStatus } from '@seedbed/contracts/courses';
import { learnerFilterSchema, submissionFilterSchema } from '@seedbed/contracts/courses-input';
import { z } from '@seedbed/contracts/zod';
import { requireViewer, type Context } from '../../core/context.ts';
import { cursorPart, decodeCursor, encodeCursor, exactTime } from '../../core/cursor.ts';
import { schema } from '../../core/db/pool.ts';
import { notFound } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import { parseInput } from '../../core/validation.ts';
import { containsPattern, pageSize } from '../tasks/list-search.ts';
import { manageableCourse, requireCourseFlag } from './access.ts';
import { learningClock } from './progress.ts';
import { coEnrolments, coSubmissions, coUnits, type CohortRow, type CourseRow, type CourseUnitRow, type EnrolmentRow, type SubmissionRow } from './repo.ts';
import { courseLoaders } from './types.ts';

/**
 * The course dashboard's reads (spec 3 §2, course staff): a cohort's learners with their progress,
 * and the queue of work handed in. Everything is for those who manage the course the cohort, lesson
 * or hand-in belongs to; another tenant's or an unknown id is NOT_FOUND, a course the viewer sees
 * but does not manage FORBIDDEN (manageableCourse).
 */

const DAY_MS = 86_400_000;

/** A cohort and its course, for the course's managers. */
export async function manageableCohort(ctx: Context, cohortId: string): Promise<{ cohort: CohortRow; course: CourseRow }> {
  requireViewer(ctx);
  requireCourseFlag(ctx);
  const cohort = isId(cohortId) ? await courseLoaders(ctx).cohort.load(cohortId) : null;
  if (!cohort) throw notFound();
  return { cohort, course: await manageableCourse(ctx, cohort.courseId) };
}

/** A lesson and its course, for the course's managers. */
export async function manageableUnit(ctx: Context, unitId: string): Promise<{ unit: CourseUnitRow; course: CourseRow }> {
  requireViewer(ctx);
  requireCourseFlag(ctx);
  const unit = isId(unitId) ? await courseLoaders(ctx).unit.load(unitId) : null;
  if (!unit) throw notFound();
  return { unit, course: await manageableCourse(ctx, unit.courseId) };
}

/** A hand-in and its course, for the course's managers. */
export async function manageableSubmission(ctx: Context, submissionId: string): Promise<{ submission: SubmissionRow; course: CourseRow }> {
  requireViewer(ctx);
  requireCourseFlag(ctx);
  const [submission] = isId(submissionId)
    ? await (await ctx.tx.db())
        .select()
        .from(coSubmissions)
        .where(and(eq(coSubmissions.incubatorId, ctx.incubator.id), eq(coSubmissions.id, submissionId)))
    : [];
  if (!submission) throw notFound();
  return { submission, course: await manageableCourse(ctx, submission.courseId) };
}

/** The cohorts a figure covers: the one asked for (it must be the course's), else all of the course's. */
export async function cohortsOf(ctx: Context, course: CourseRow, cohortId: string | null | undefined): Promise<string[]> {
  if (!cohortId) return (await courseLoaders(ctx).cohorts.load(course.id)).map((c) => c.id);
  const cohort = isId(cohortId) ? await courseLoaders(ctx).cohort.load(cohortId) : null;
  if (cohort?.courseId !== course.id) throw notFound();
  return [cohort.id];
}

/**
 * How many lessons a learner of the cohort should have completed by `now`: those released at least
 * BEHIND_AFTER_DAYS ago. A learner is behind when they have completed fewer lessons than that —
 * a cheap approximation that compares counts (the enrolment's completed_units) rather than which
 * lessons were done, so that the filter is one condition on the enrolment row.
 */
export async function lessonsDue(ctx: Context, cohort: CohortRow, now = learningClock.now()): Promise<number> {
  const releasedDays = (now.getTime() - cohort.startsAt.getTime()) / DAY_MS - BEHIND_AFTER_DAYS;
  if (releasedDays < 0) return 0;
  const [row] = await (await ctx.tx.db())
    .select({ due: count() })
    .from(coUnits)
    .where(and(eq(coUnits.incubatorId, ctx.incubator.id), eq(coUnits.courseId, cohort.courseId), lte(coUnits.releaseDays, Math.floor(releasedDays))));
  return row?.due ?? 0;
}

/** The enrolments a learner filter keeps, as a condition on the enrolment row alone; null when it keeps nobody. */
export function learnerCondition(status: LearnerFilter | null | undefined, due: number): SQL | undefined | null {
  switch (status) {
    case 'COMPLETED':
      return isNotNull(coEnrolments.completedAt);
    case 'NOT_STARTED':
      return eq(coEnrolments.completedUnits, 0);
    case 'BEHIND':
      return due > 0 ? and(isNull(coEnrolments.completedAt), lt(coEnrolments.completedUnits, due)) : null;
    default:
      return undefined;
  }
}

/** Learners whose name or address holds the words typed. */
function learnerSearch(search: string | null | undefined): SQL | undefined {
  const pattern = containsPattern(search);
  if (!pattern) return undefined;
  const u = schema.users;
  return sql`exists (select 1 from ${u} where ${u.incubatorId} = ${coEnrolments.incubatorId} and ${u.id} = ${coEnrolments.userId} and ${or(
    ilike(u.firstName, pattern),
    ilike(u.lastName, pattern),
    ilike(u.email, pattern),
    ilike(sql`${u.firstName} || ' ' || ${u.lastName}`, pattern),
  )})`;
}

export interface LearnerPage {
  results: EnrolmentRow[];
  next: string | null;
  total: number;
}

const learnerArgs = z.object({ filter: learnerFilterSchema().nullish() });

/**
 * A cohort's learners, a page at a time by keyset on (cohort_id, id) over
 * course_enrolments_cohort_idx. Progress is read from each enrolment row (completed_units against
 * the course's unit_count), never counted from progress rows. `total` is the cohort's kept
 * learner_count (completed_count for COMPLETED) unless a filter needs counting.
 */
export async function courseLearners(ctx: Context, cohortId: string, filter: unknown, cursor?: string | null, limit?: number | null): Promise<LearnerPage> {
  const { filter: valid } = parseInput(learnerArgs, { filter });
  const { cohort } = await manageableCohort(ctx, cohortId);
  const size = pageSize(limit, LEARNERS_PAGE_SIZE, 200);
  const after = cursor ? decodeCursor(cursor, [cursorPart.id] as const) : null;
  const status = valid?.status ?? 'ALL';
  const condition = learnerCondition(status, status === 'BEHIND' ? await lessonsDue(ctx, cohort) : 0);
  if (condition === null) return { results: [], next: null, total: 0 };
  const search = learnerSearch(valid?.search);
  const range = and(eq(coEnrolments.incubatorId, ctx.incubator.id), eq(coEnrolments.cohortId, cohort.id), condition, search);
  const db = await ctx.tx.db();
  const rows = await db
    .select()
    .from(coEnrolments)
    .where(and(range, after ? gt(coEnrolments.id, after[0]) : undefined))
    .orderBy(asc(coEnrolments.id))
    .limit(size + 1);
  const page = rows.slice(0, size);
  const next = rows.length > size ? encodeCursor([page[page.length - 1].id]) : null;
  let total: number;
  if (!search && status === 'ALL') total = cohort.learnerCount;
  else if (!search && status === 'COMPLETED') total = cohort.completedCount;
  else total = !after && !next ? page.length : ((await db.select({ n: count() }).from(coEnrolments).where(range))[0]?.n ?? 0);
  return { results: page, next, total };
}

export interface SubmissionPage {
  results: SubmissionRow[];
  next: string | null;
  total: number;
}

const submissionArgs = z.object({ filter: submissionFilterSchema().nullish() });

/**
 * The work handed in for a course, oldest first (the queue to review), by keyset on
 * (submitted_at, id) over course_submissions_review_idx; filtered by status (the index's own
 * order), lesson and cohort.
 */
export async function courseSubmissions(ctx: Context, courseId: string, filter: unknown, cursor?: string | null, limit?: number | null): Promise<SubmissionPage> {
  const { filter: valid } = parseInput(submissionArgs, { filter });
  requireViewer(ctx);
  requireCourseFlag(ctx);
  if (!isId(courseId)) throw notFound();
  const course = await manageableCourse(ctx, courseId);
  const size = pageSize(limit, SUBMISSIONS_PAGE_SIZE, 100);
  const after = cursor ? decodeCursor(cursor, [cursorPart.exactTime, cursorPart.id] as const) : null;
  const range = and(
    eq(coSubmissions.incubatorId, ctx.incubator.id),
    eq(coSubmissions.courseId, course.id),
    valid?.status ? eq(coSubmissions.status, valid.status as SubmissionStatus) : undefined,
    valid?.unitId ? eq(coSubmissions.unitId, valid.unitId) : undefined,
    valid?.cohortId ? eq(coSubmissions.cohortId, valid.cohortId) : undefined,
  );
  const db = await ctx.tx.db();
  const rows = await db
    .select({ row: coSubmissions, key: exactTime(coSubmissions.submittedAt) })
    .from(coSubmissions)
    .where(and(range, after ? sql`(${coSubmissions.submittedAt}, ${coSubmissions.id}) > (${after[0]}::timestamptz, ${after[1]}::uuid)` : undefined))
    .orderBy(asc(coSubmissions.submittedAt), asc(coSubmissions.id))
    .limit(size + 1);
  const page = rows.slice(0, size);
  const last = page[page.length - 1];
  const next = rows.length > size && last ? encodeCursor([last.key, last.row.id]) : null;
  const total = !after && !next ? page.length : ((await db.select({ n: count() }).from(coSubmissions).where(range))[0]?.n ?? 0);
  return { results: page.map((r) => r.row), next, total };
}

/** One hand-in, for the course's managers. */
export const courseSubmission = async (ctx: Context, id: string): Promise<SubmissionRow> => (await manageableSubmission(ctx, id)).submission;
