import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { requireViewer, type Context } from '../../core/context.ts';
import type { Db } from '../../core/db/pool.ts';
import type { DomainEvent } from '../../core/events.ts';
import { notFound } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import { manageableCourse, requireCourseFlag } from './access.ts';
import { co, coCohorts, coEnrolments, coOutline, coProgress, coUnits, findUnit, type CourseRow, type CourseUnitRow, type OutlineUnitRow } from './repo.ts';
import { courseLoaders } from './types.ts';

/**
 * What the outline's changes share: finding the chapter or lesson a change names (and whether the
 * viewer manages its course), numbering lessons, removing lessons with the counters they carry, and
 * keeping the request's loaders in step.
 */

export async function findChapter(db: Db, tenant: string, id: string): Promise<OutlineUnitRow | null> {
  if (!isId(id)) return null;
  const [row] = await db
    .select()
    .from(coOutline)
    .where(and(eq(coOutline.incubatorId, tenant), eq(coOutline.id, id)));
  return row ?? null;
}

/** A chapter the viewer manages: NOT_FOUND when they cannot see its course (or it does not exist), FORBIDDEN when they only see it. */
export async function manageableChapter(ctx: Context, outlineUnitId: string): Promise<{ chapter: OutlineUnitRow; course: CourseRow }> {
  requireViewer(ctx);
  requireCourseFlag(ctx);
  const chapter = await findChapter(await ctx.tx.db(), ctx.incubator.id, outlineUnitId);
  if (!chapter) throw notFound();
  return { chapter, course: await manageableCourse(ctx, chapter.courseId) };
}

/** The request's loaders read the outline afresh after a change. */
export function outlineChanged(ctx: Context, courseId: string): void {
  const loaders = courseLoaders(ctx);
  loaders.outline.clear(courseId);
  loaders.units.clear(courseId);
}

/** A lesson the viewer manages: NOT_FOUND when they cannot see its course (or it does not exist), FORBIDDEN when they only see it. */
export async function manageableUnit(ctx: Context, unitId: string): Promise<{ unit: CourseUnitRow; course: CourseRow }> {
  requireViewer(ctx);
  requireCourseFlag(ctx);
  const unit = isId(unitId) ? await findUnit(await ctx.tx.db(), ctx.incubator.id, unitId) : null;
  if (!unit) throw notFound();
  return { unit, course: await manageableCourse(ctx, unit.courseId) };
}

/** A chapter's lessons in order, as stored now. */
export async function chapterLessons(ctx: Context, db: Db, outlineUnitId: string): Promise<CourseUnitRow[]> {
  return db
    .select()
    .from(coUnits)
    .where(and(eq(coUnits.incubatorId, ctx.incubator.id), eq(coUnits.outlineUnitId, outlineUnitId)))
    .orderBy(asc(coUnits.position), asc(coUnits.createdAt), asc(coUnits.id));
}

/** Numbers the lessons 0..n-1 in the order given, writing only those whose place changed. */
export async function renumber(ctx: Context, db: Db, lessons: readonly CourseUnitRow[], outlineUnitId: string): Promise<void> {
  for (const [position, lesson] of lessons.entries()) {
    if (lesson.position === position && lesson.outlineUnitId === outlineUnitId) continue;
    await db
      .update(coUnits)
      .set({ position, outlineUnitId, updatedAt: new Date() })
      .where(and(eq(coUnits.incubatorId, ctx.incubator.id), eq(coUnits.id, lesson.id)));
  }
}

/**
 * Removes lessons of a course (under its lock): learners who had completed them count that many
 * fewer, `last_unit_id` pointing at them is cleared, the course counts fewer lessons, and a learner
 * who has now done every remaining lesson has completed the course (their cohort counts them).
 */
export async function removeLessons(ctx: Context, db: Db, courseId: string, unitIds: readonly string[]): Promise<void> {
  if (!unitIds.length) return;
  const tenant = ctx.incubator.id;
  const e = coEnrolments;
  const p = coProgress;
  // Locking the lessons waits for any progress being written on them and holds off new progress until this commits.
  await db
    .select({ id: coUnits.id })
    .from(coUnits)
    .where(and(eq(coUnits.incubatorId, tenant), inArray(coUnits.id, [...unitIds])))
    .for('update');
  await db.execute(sql`
    UPDATE ${e} SET completed_units = greatest(0, ${e.completedUnits} - done.n)
    FROM (SELECT ${p.userId} AS user_id, count(*)::int AS n FROM ${p}
          WHERE ${and(eq(p.incubatorId, tenant), eq(p.courseId, courseId), inArray(p.unitId, [...unitIds]))} AND ${p.completedAt} IS NOT NULL
          GROUP BY ${p.userId}) done
    WHERE ${and(eq(e.incubatorId, tenant), eq(e.courseId, courseId))} AND ${e.userId} = done.user_id`);
  await db
    .update(e)
    .set({ lastUnitId: null })
    .where(and(eq(e.incubatorId, tenant), eq(e.courseId, courseId), inArray(e.lastUnitId, [...unitIds])));
  const removed = await db
    .delete(coUnits)
    .where(and(eq(coUnits.incubatorId, tenant), eq(coUnits.courseId, courseId), inArray(coUnits.id, [...unitIds])))
    .returning({ id: coUnits.id });
  const [course] = await db
    .update(co)
    .set({ unitCount: sql`greatest(0, ${co.unitCount} - ${removed.length})`, updatedAt: new Date() })
    .where(and(eq(co.incubatorId, tenant), eq(co.id, courseId)))
    .returning();
  if (course.unitCount > 0) {
    await db.execute(sql`
      WITH finished AS (
        UPDATE ${e} SET completed_at = now()
        WHERE ${and(eq(e.incubatorId, tenant), eq(e.courseId, courseId), isNull(e.completedAt))} AND ${e.completedUnits} >= ${course.unitCount}
        RETURNING ${e.cohortId} AS cohort_id)
      UPDATE ${coCohorts} SET completed_count = ${coCohorts.completedCount} + per_cohort.n
      FROM (SELECT cohort_id, count(*)::int AS n FROM finished GROUP BY cohort_id) per_cohort
      WHERE ${eq(coCohorts.incubatorId, tenant)} AND ${coCohorts.id} = per_cohort.cohort_id`);
  }
  courseLoaders(ctx).course.clear(courseId).prime(courseId, course);
}

/** The builder's changes to chapters ('outline') and lessons ('lessons'): a quiet 'courses.updated'. */
export const outlineEvent = (course: CourseRow, field: 'outline' | 'lessons'): DomainEvent<'courses.updated'> => ({
  kind: 'courses.updated',
  subjectKind: 'course',
  subjectId: course.id,
  data: { courseId: course.id, title: course.title, fields: [field] },
});
