import { and, eq, sql } from 'drizzle-orm';
import { LESSON_FORM_KIND, LESSONS_MAX } from '@seedbed/contracts/courses';
import { courseUnitChangesSchema, createCourseUnitSchema, moveCourseUnitSchema, type CourseUnitChanges } from '@seedbed/contracts/courses-input';
import { z } from 'zod';
import { defineChange } from '../../core/change.ts';
import type { Context } from '../../core/context.ts';
import type { Db } from '../../core/db/pool.ts';
import { AppError, validationError, type FieldError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { findForm } from '../forms/repo.ts';
import { attachToCourse, sanitizeCourseHtml, videoCheck } from './course-files.ts';
import { chapterLessons, findChapter, manageableChapter, manageableUnit, outlineChanged, outlineEvent, removeLessons, renumber } from './outline-support.ts';
import { lockCourse } from './records.ts';
import { co, coUnits, findUnit, type CourseUnitRow } from './repo.ts';
import { courseLoaders, lessonsInOrder } from './types.ts';

/**
 * A course's lessons (course units) in the builder: added at the end of a chapter, edited, moved
 * within and across chapters (positions kept 0..n-1 in each), removed. The course's `unit_count`
 * and the learners' `completed_units` stay exact in the same transaction, under the course's lock.
 */

/** createCourseUnit: a lesson of a type at the end of its chapter; a course holds at most LESSONS_MAX. */
export const createCourseUnit = defineChange({
  input: () => createCourseUnitSchema(),
  authorize: (ctx, _input, outlineUnitId: string) => manageableChapter(ctx, outlineUnitId),
  async write(ctx, db, input, { chapter }) {
    const tenant = ctx.incubator.id;
    const course = await lockCourse(ctx, db, chapter.courseId);
    if (course.unitCount >= LESSONS_MAX) throw new AppError('COURSE_LIMIT', 'courses.records.lessonsMax', { max: LESSONS_MAX });
    const position = (await chapterLessons(ctx, db, chapter.id)).length;
    const [unit] = await db
      .insert(coUnits)
      .values({ incubatorId: tenant, id: newId(), courseId: course.id, outlineUnitId: chapter.id, type: input.type, title: input.title, position })
      .returning();
    const [row] = await db
      .update(co)
      .set({ unitCount: sql`${co.unitCount} + 1`, updatedAt: new Date() })
      .where(and(eq(co.incubatorId, tenant), eq(co.id, course.id)))
      .returning();
    courseLoaders(ctx).course.clear(course.id).prime(course.id, row);
    outlineChanged(ctx, course.id);
    return { result: unit, events: [outlineEvent(row, 'lessons')] };
  },
});

/** What an edit names beyond its shape: a form of the lesson's kind, published; a video file of the course's; nothing a lesson of its type does not use. */
async function unitProblems(ctx: Context, db: Db, unit: CourseUnitRow, input: CourseUnitChanges): Promise<{ problems: FieldError[]; attach: boolean }> {
  const problems: FieldError[] = [];
  let attach = false;
  const notForType = (field: string) => problems.push({ field, key: 'courses.records.notForLessonType' });
  if (input.formId) {
    const kind = LESSON_FORM_KIND[unit.type as keyof typeof LESSON_FORM_KIND];
    const form = kind ? await findForm(db, ctx.incubator.id, input.formId) : null;
    if (!kind) notForType('formId');
    else if (!form) problems.push({ field: 'formId', key: 'courses.records.unknownForm' });
    else if (form.kind !== kind) problems.push({ field: 'formId', key: 'courses.records.formKind' });
    else if (!form.versionId) problems.push({ field: 'formId', key: 'courses.records.formUnpublished' });
  }
  if (input.videoUrl && unit.type !== 'VIDEO') notForType('videoUrl');
  if (input.videoAttachmentId) {
    if (unit.type !== 'VIDEO') notForType('videoAttachmentId');
    else {
      const video = await videoCheck(ctx, db, unit.courseId, input.videoAttachmentId);
      problems.push(...video.problems);
      attach = video.attach;
    }
  }
  return { problems, attach };
}

/** updateCourseUnit: the settings sent; the content sanitised; one video, a link or a file. */
export const updateCourseUnit = defineChange({
  input: () => courseUnitChangesSchema(),
  authorize: (ctx, _input, unitId: string) => manageableUnit(ctx, unitId),
  async write(ctx, db, input, { unit, course }) {
    const { problems, attach } = await unitProblems(ctx, db, unit, input);
    if (problems.length) throw validationError(problems);
    if (attach && input.videoAttachmentId) await attachToCourse(ctx, db, course.id, input.videoAttachmentId);
    const [row] = await db
      .update(coUnits)
      .set({
        ...input,
        content: input.content === undefined ? undefined : sanitizeCourseHtml(input.content),
        // A video is a link or a file: setting one clears the other.
        ...(input.videoUrl ? { videoAttachmentId: null } : {}),
        ...(input.videoAttachmentId ? { videoUrl: null } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(coUnits.incubatorId, ctx.incubator.id), eq(coUnits.id, unit.id)))
      .returning();
    courseLoaders(ctx).unit.clear(unit.id).prime(unit.id, row);
    outlineChanged(ctx, course.id);
    return { result: row, events: [outlineEvent(course, 'lessons')] };
  },
});

/** deleteCourseUnit: the lesson with its learners' progress and hand-ins; counters kept exact, the chapter renumbered. */
export const deleteCourseUnit = defineChange({
  input: () => z.object({}),
  authorize: (ctx, _input, unitId: string) => manageableUnit(ctx, unitId),
  async write(ctx, db, _input, { unit, course }) {
    await lockCourse(ctx, db, course.id);
    await removeLessons(ctx, db, course.id, [unit.id]);
    await renumber(ctx, db, await chapterLessons(ctx, db, unit.outlineUnitId), unit.outlineUnitId);
    courseLoaders(ctx).unit.clear(unit.id);
    outlineChanged(ctx, course.id);
    return { result: true, events: [outlineEvent(course, 'lessons')] };
  },
});

/**
 * moveCourseUnit: the lesson to `position` (0 first; past the end, last) in a chapter of the same
 * course; both chapters are numbered 0..n-1 again. Answers the course's lessons in reading order.
 */
export const moveCourseUnit = defineChange({
  input: () => moveCourseUnitSchema(),
  authorize: (ctx, _input, unitId: string) => manageableUnit(ctx, unitId),
  async write(ctx, db, input, { unit: loaded, course }) {
    await lockCourse(ctx, db, course.id);
    // Read again under the lock: another move may have just changed its place.
    const unit = (await findUnit(db, ctx.incubator.id, loaded.id))!;
    const target = await findChapter(db, ctx.incubator.id, input.outlineUnitId);
    if (target?.courseId !== course.id) throw validationError([{ field: 'outlineUnitId', key: 'courses.records.unknownChapter' }]);
    const source = (await chapterLessons(ctx, db, unit.outlineUnitId)).filter((u) => u.id !== unit.id);
    const into = target.id === unit.outlineUnitId ? source : await chapterLessons(ctx, db, target.id);
    into.splice(Math.min(input.position, into.length), 0, unit);
    if (target.id !== unit.outlineUnitId) await renumber(ctx, db, source, unit.outlineUnitId);
    await renumber(ctx, db, into, target.id);
    courseLoaders(ctx).unit.clear(unit.id);
    outlineChanged(ctx, course.id);
    return { result: await lessonsInOrder(ctx, course.id), events: [outlineEvent(course, 'lessons')] };
  },
});
