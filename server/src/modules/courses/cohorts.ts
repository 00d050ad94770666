import { and, count, eq } from 'drizzle-orm';
import { COHORTS_MAX } from '@seedbed/contracts/courses';
import { cohortChangesSchema, cohortProblems, cohortSchema, type CohortChanges } from '@seedbed/contracts/courses-input';
import { z } from 'zod';
import { defineChange } from '../../core/change.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import type { Db } from '../../core/db/pool.ts';
import { AppError, notFound, validationError } from '../../core/errors.ts';
import { isId, newId } from '../../core/ids.ts';
import { manageableCourse, requireCourseFlag } from './access.ts';
import { lockCourse, programProblems } from './records.ts';
import { coCohorts, coEnrolments, type CohortRow, type CourseRow } from './repo.ts';
import { courseLoaders } from './types.ts';

/**
 * A course's cohorts (spec 3 §3): people taking it together from a start date, which drip release
 * counts from, optionally for a programme (its startups' founders are offered that cohort). At most
 * COHORTS_MAX per course; a cohort with learners stays.
 */

const cohortSubject = (course: CourseRow, cohort: CohortRow) => ({
  subjectKind: 'courseCohort',
  subjectId: cohort.id,
  data: { courseId: course.id, title: course.title, cohortId: cohort.id, name: cohort.name },
});

/** A cohort the viewer manages: NOT_FOUND when they cannot see its course (or it does not exist), FORBIDDEN when they only see it. */
async function manageableCohort(ctx: Context, cohortId: string): Promise<{ cohort: CohortRow; course: CourseRow }> {
  requireViewer(ctx);
  requireCourseFlag(ctx);
  const cohort = isId(cohortId) ? await courseLoaders(ctx).cohort.load(cohortId) : null;
  if (!cohort) throw notFound();
  return { cohort, course: await manageableCourse(ctx, cohort.courseId) };
}

async function checkProgramme(ctx: Context, db: Db, programId: string | null | undefined): Promise<void> {
  const problems = programId ? (await programProblems(ctx, db, [programId], 'programId')).map((p) => ({ ...p, field: 'programId' })) : [];
  if (problems.length) throw validationError(problems);
}

/** createCohort: a named cohort starting on a date; at most COHORTS_MAX per course. */
export const createCohort = defineChange({
  input: () => cohortSchema(),
  authorize: (ctx, _input, courseId: string) => manageableCourse(ctx, courseId),
  async write(ctx, db, input, { id }) {
    await checkProgramme(ctx, db, input.programId);
    const course = await lockCourse(ctx, db, id);
    const [{ total }] = await db
      .select({ total: count() })
      .from(coCohorts)
      .where(and(eq(coCohorts.incubatorId, ctx.incubator.id), eq(coCohorts.courseId, course.id)));
    if (total >= COHORTS_MAX) throw new AppError('COURSE_LIMIT', 'courses.records.cohortsMax', { max: COHORTS_MAX });
    const [cohort] = await db
      .insert(coCohorts)
      .values({ incubatorId: ctx.incubator.id, id: newId(), courseId: course.id, ...input })
      .returning();
    courseLoaders(ctx).cohorts.clear(course.id);
    return { result: cohort, events: [{ kind: 'courses.cohortCreated', ...cohortSubject(course, cohort) }] };
  },
});

const changedFields = (input: CohortChanges) => Object.keys(input).filter((key) => input[key as keyof CohortChanges] !== undefined);

/** updateCohort: the fields sent; the end still after the start once the edit is applied to the stored dates. */
export const updateCohort = defineChange({
  input: () => cohortChangesSchema(),
  authorize: (ctx, _input, cohortId: string) => manageableCohort(ctx, cohortId),
  async write(ctx, db, input, { cohort, course }) {
    const problems = cohortProblems({ startsAt: input.startsAt ?? cohort.startsAt, endsAt: input.endsAt === undefined ? cohort.endsAt : input.endsAt });
    if (problems.length) throw validationError(problems);
    await checkProgramme(ctx, db, input.programId);
    const fields = changedFields(input);
    if (!fields.length) return { result: cohort, events: [] };
    const [row] = await db
      .update(coCohorts)
      .set(input)
      .where(and(eq(coCohorts.incubatorId, ctx.incubator.id), eq(coCohorts.id, cohort.id)))
      .returning();
    courseLoaders(ctx).cohort.clear(row.id).prime(row.id, row);
    courseLoaders(ctx).cohorts.clear(course.id);
    return { result: row, events: [{ kind: 'courses.cohortUpdated', ...cohortSubject(course, row), data: { ...cohortSubject(course, row).data, fields } }] };
  },
});

/** deleteCohort: refused while anyone is enrolled in it. */
export const deleteCohort = defineChange({
  input: () => z.object({}),
  authorize: (ctx, _input, cohortId: string) => manageableCohort(ctx, cohortId),
  async write(ctx, db, _input, { cohort, course }) {
    const tenant = ctx.incubator.id;
    // Locking the cohort waits for enrolments being written into it and holds off new ones until this commits.
    await db
      .select({ id: coCohorts.id })
      .from(coCohorts)
      .where(and(eq(coCohorts.incubatorId, tenant), eq(coCohorts.id, cohort.id)))
      .for('update');
    const [learner] = await db
      .select({ id: coEnrolments.id })
      .from(coEnrolments)
      .where(and(eq(coEnrolments.incubatorId, tenant), eq(coEnrolments.cohortId, cohort.id)))
      .limit(1);
    if (learner) throw new AppError('COHORT_HAS_LEARNERS', 'courses.records.cohortHasLearners');
    await db.delete(coCohorts).where(and(eq(coCohorts.incubatorId, tenant), eq(coCohorts.id, cohort.id)));
    courseLoaders(ctx).cohort.clear(cohort.id);
    courseLoaders(ctx).cohorts.clear(course.id);
    return { result: true, events: [{ kind: 'courses.cohortDeleted', ...cohortSubject(course, cohort) }] };
  },
});
