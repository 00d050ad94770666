import { and, asc, eq } from 'drizzle-orm';
import { OUTLINE_UNITS_MAX } from '@seedbed/contracts/courses';
import { outlineUnitSchema, reorderOutlineUnitsSchema } from '@seedbed/contracts/courses-input';
import { z } from 'zod';
import { defineChange } from '../../core/change.ts';
import type { Context } from '../../core/context.ts';
import type { Db } from '../../core/db/pool.ts';
import { AppError, validationError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { manageableCourse } from './access.ts';
import { manageableChapter, outlineChanged, outlineEvent, removeLessons } from './outline-support.ts';
import { lockCourse } from './records.ts';
import { coOutline, coUnits, type OutlineUnitRow } from './repo.ts';

/**
 * A course's outline in the builder: its chapters (outline units) in `position` order, 0..n-1,
 * at most OUTLINE_UNITS_MAX. Deleting a chapter deletes its lessons, with the counters they carry.
 */

async function chaptersOf(ctx: Context, db: Db, courseId: string): Promise<OutlineUnitRow[]> {
  return db
    .select()
    .from(coOutline)
    .where(and(eq(coOutline.incubatorId, ctx.incubator.id), eq(coOutline.courseId, courseId)))
    .orderBy(asc(coOutline.position), asc(coOutline.createdAt), asc(coOutline.id));
}

/** Numbers the chapters 0..n-1 in the order given, writing only those whose place changed. */
async function renumberChapters(ctx: Context, db: Db, chapters: readonly OutlineUnitRow[]): Promise<OutlineUnitRow[]> {
  const out: OutlineUnitRow[] = [];
  for (const [position, chapter] of chapters.entries()) {
    if (chapter.position === position) {
      out.push(chapter);
      continue;
    }
    const [row] = await db
      .update(coOutline)
      .set({ position })
      .where(and(eq(coOutline.incubatorId, ctx.incubator.id), eq(coOutline.id, chapter.id)))
      .returning();
    out.push(row);
  }
  return out;
}

/** createOutlineUnit: a chapter at the end of the course's outline. */
export const createOutlineUnit = defineChange({
  input: () => outlineUnitSchema(),
  authorize: (ctx, _input, courseId: string) => manageableCourse(ctx, courseId),
  async write(ctx, db, input, { id }) {
    const course = await lockCourse(ctx, db, id);
    const position = (await chaptersOf(ctx, db, course.id)).length;
    if (position >= OUTLINE_UNITS_MAX) throw new AppError('COURSE_LIMIT', 'courses.records.chaptersMax', { max: OUTLINE_UNITS_MAX });
    const [chapter] = await db.insert(coOutline).values({ incubatorId: ctx.incubator.id, id: newId(), courseId: course.id, title: input.title, position }).returning();
    outlineChanged(ctx, course.id);
    return { result: chapter, events: [outlineEvent(course, 'outline')] };
  },
});

/** updateOutlineUnit: a chapter's title. */
export const updateOutlineUnit = defineChange({
  input: () => outlineUnitSchema(),
  authorize: (ctx, _input, outlineUnitId: string) => manageableChapter(ctx, outlineUnitId),
  async write(ctx, db, input, { chapter, course }) {
    const [row] = await db
      .update(coOutline)
      .set({ title: input.title })
      .where(and(eq(coOutline.incubatorId, ctx.incubator.id), eq(coOutline.id, chapter.id)))
      .returning();
    outlineChanged(ctx, course.id);
    return { result: row, events: [outlineEvent(course, 'outline')] };
  },
});

/** deleteOutlineUnit: the chapter and its lessons (counters kept exact); the chapters after it move up. */
export const deleteOutlineUnit = defineChange({
  input: () => z.object({}),
  authorize: (ctx, _input, outlineUnitId: string) => manageableChapter(ctx, outlineUnitId),
  async write(ctx, db, _input, { chapter, course }) {
    const tenant = ctx.incubator.id;
    await lockCourse(ctx, db, course.id);
    const lessons = await db
      .select({ id: coUnits.id })
      .from(coUnits)
      .where(and(eq(coUnits.incubatorId, tenant), eq(coUnits.outlineUnitId, chapter.id)));
    await removeLessons(
      ctx,
      db,
      course.id,
      lessons.map((l) => l.id),
    );
    await db.delete(coOutline).where(and(eq(coOutline.incubatorId, tenant), eq(coOutline.id, chapter.id)));
    await renumberChapters(ctx, db, await chaptersOf(ctx, db, course.id));
    outlineChanged(ctx, course.id);
    return { result: true, events: [outlineEvent(course, 'outline')] };
  },
});

/** reorderOutlineUnits: every chapter of the course, each once, in its new order. */
export const reorderOutlineUnits = defineChange({
  input: () => reorderOutlineUnitsSchema(),
  authorize: (ctx, _input, courseId: string) => manageableCourse(ctx, courseId),
  async write(ctx, db, { outlineUnitIds }, { id }) {
    const course = await lockCourse(ctx, db, id);
    const chapters = await chaptersOf(ctx, db, course.id);
    const byId = new Map(chapters.map((c) => [c.id, c]));
    const exact = outlineUnitIds.length === chapters.length && new Set(outlineUnitIds).size === chapters.length && outlineUnitIds.every((c) => byId.has(c));
    if (!exact) throw validationError([{ field: 'outlineUnitIds', key: 'courses.records.reorderMismatch' }]);
    const ordered = await renumberChapters(
      ctx,
      db,
      outlineUnitIds.map((c) => byId.get(c)!),
    );
    outlineChanged(ctx, course.id);
    return { result: ordered, events: [outlineEvent(course, 'outline')] };
  },
});
