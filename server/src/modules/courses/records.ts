import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { COURSE_TITLE_MAX } from '@seedbed/contracts/courses';
import { archiveCourseSchema, courseAdminsSchema, courseChangesSchema, createCourseSchema, type CourseChanges } from '@seedbed/contracts/courses-input';
import { z } from 'zod';
import { defineChange } from '../../core/change.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { recordEvent } from '../../core/events.ts';
import { AppError, forbidden, validationError, type FieldError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { manageableCourse, mayCreateCourse, requireCourseFlag } from './access.ts';
import { coverProblems, removeCourseFiles, sanitizeCourseHtml } from './course-files.ts';
import { co, coAdmins, coEnrolments, coOutline, coUnits, type CourseRow } from './repo.ts';
import { courseLoaders } from './types.ts';

/**
 * A course's own record (spec 3 §3 Course): creating it (its creator becomes its first admin), its
 * settings, publication, archiving, duplication, deletion and its admins. Every change is made by
 * the course's managers (COURSES:MANAGE, or its admins) while the plan has courses.
 */

/** People who no longer take part cannot manage a course. */
const GONE_STATUSES = ['deleted', 'archived', 'deny', 'unactive'];

export const courseEvent = (course: Pick<CourseRow, 'id' | 'title'>) => ({ subjectKind: 'course', subjectId: course.id, data: { courseId: course.id, title: course.title } });

/** Each id of `ids` not among `found`, as an error on its place in the list. */
export const missingIds = (ids: readonly string[], found: Set<string>, field: string, key: string): FieldError[] =>
  ids.flatMap((id, i) => (found.has(id) ? [] : [{ field: `${field}.${i}`, key }]));

/** Programmes of the organisation; any other id is an error on its place in `field`. */
export async function programProblems(ctx: Pick<Context, 'incubator'>, db: Db, ids: readonly string[], field: string): Promise<FieldError[]> {
  if (!ids.length) return [];
  const p = schema.programs;
  const rows = await db
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.incubatorId, ctx.incubator.id), inArray(p.id, [...ids])));
  return missingIds(ids, new Set(rows.map((r) => r.id)), field, 'courses.records.unknownProgram');
}

async function peopleProblems(ctx: Pick<Context, 'incubator'>, db: Db, ids: readonly string[]): Promise<FieldError[]> {
  const u = schema.users;
  const rows = await db
    .select({ id: u.id })
    .from(u)
    .where(and(eq(u.incubatorId, ctx.incubator.id), inArray(u.id, [...ids]), notInArray(u.status, GONE_STATUSES)));
  return missingIds(ids, new Set(rows.map((r) => r.id)), 'userIds', 'courses.records.unknownPerson');
}

/** The course row, locked until the change commits: counts and positions are decided under it. */
export async function lockCourse(ctx: Pick<Context, 'incubator'>, db: Db, id: string): Promise<CourseRow> {
  const [row] = await db
    .select()
    .from(co)
    .where(and(eq(co.incubatorId, ctx.incubator.id), eq(co.id, id)))
    .for('update');
  return row;
}

/** Writes a course's columns and keeps the request's loaders in step. */
export async function setCourse(ctx: Context, db: Db, id: string, values: Partial<CourseRow>): Promise<CourseRow> {
  const [row] = await db
    .update(co)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(co.incubatorId, ctx.incubator.id), eq(co.id, id)))
    .returning();
  courseLoaders(ctx).course.clear(id).prime(id, row);
  return row;
}

/** createCourse (COURSE:CREATE or COURSES:MANAGE): a draft whose creator is its first admin. */
export const createCourse = defineChange({
  input: () => createCourseSchema(),
  async authorize(ctx) {
    requireViewer(ctx);
    requireCourseFlag(ctx);
    if (!(await mayCreateCourse(ctx))) throw forbidden();
  },
  async write(ctx, db, input) {
    const viewer = requireViewer(ctx);
    const [course] = await db.insert(co).values({ incubatorId: ctx.incubator.id, id: newId(), title: input.title, createdBy: viewer.user.id }).returning();
    await db.insert(coAdmins).values({ incubatorId: ctx.incubator.id, courseId: course.id, userId: viewer.user.id });
    courseLoaders(ctx).course.prime(course.id, course);
    return { result: course, events: [{ kind: 'courses.created', ...courseEvent(course) }] };
  },
});

const changedFields = (input: CourseChanges) => Object.keys(input).filter((key) => input[key as keyof CourseChanges] !== undefined);

/** updateCourse: the settings sent; the programmes must be the organisation's, the cover one of its pictures. */
export const updateCourse = defineChange({
  input: () => courseChangesSchema(),
  authorize: (ctx, _input, courseId: string) => manageableCourse(ctx, courseId),
  async write(ctx, db, input, course) {
    const problems = [...(await programProblems(ctx, db, input.programIds ?? [], 'programIds')), ...(await coverProblems(ctx, db, input.cover))];
    if (problems.length) throw validationError(problems);
    const row = await setCourse(ctx, db, course.id, {
      ...input,
      description: input.description === undefined ? undefined : sanitizeCourseHtml(input.description),
    });
    return { result: row, events: [{ kind: 'courses.updated', ...courseEvent(row), data: { ...courseEvent(row).data, fields: changedFields(input) } }] };
  },
});

/** publishCourse: learners it is open to see it from now on; a course without a title or a lesson has nothing to show. */
export const publishCourse = defineChange({
  input: () => z.object({}),
  authorize: (ctx, _input, courseId: string) => manageableCourse(ctx, courseId),
  async write(ctx, db, _input, { id }) {
    const course = await lockCourse(ctx, db, id);
    if (course.status === 'PUBLISHED') return { result: course, events: [] };
    if (!course.title.trim()) throw validationError([{ field: 'title', key: 'courses.records.titleRequired' }]);
    if (course.unitCount < 1) throw new AppError('COURSE_EMPTY', 'courses.records.emptyCourse');
    const row = await setCourse(ctx, db, id, { status: 'PUBLISHED', publishedAt: new Date() });
    return { result: row, events: [{ kind: 'courses.published', ...courseEvent(row) }] };
  },
});

/** unpublishCourse: back to a draft, out of learners' sight. */
export const unpublishCourse = defineChange({
  input: () => z.object({}),
  authorize: (ctx, _input, courseId: string) => manageableCourse(ctx, courseId),
  async write(ctx, db, _input, { id }) {
    const course = await lockCourse(ctx, db, id);
    if (course.status === 'DRAFT') return { result: course, events: [] };
    const row = await setCourse(ctx, db, id, { status: 'DRAFT' });
    return { result: row, events: [{ kind: 'courses.unpublished', ...courseEvent(row) }] };
  },
});

/** archiveCourse: out of the lists (or back), kept with its learners and their progress. */
export const archiveCourse = defineChange({
  input: () => archiveCourseSchema(),
  authorize: (ctx, _input, courseId: string) => manageableCourse(ctx, courseId),
  async write(ctx, db, { archived }, course) {
    if (course.isArchived === archived) return { result: course, events: [] };
    const row = await setCourse(ctx, db, course.id, { isArchived: archived });
    return { result: row, events: [{ kind: 'courses.archived', ...courseEvent(row), data: { ...courseEvent(row).data, archived } }] };
  },
});

/**
 * duplicateCourse (a manager of the course who may create courses): a draft "… (copy)" with the
 * same settings, chapters and lessons (their files and forms shared), without cohorts or learners;
 * the duplicator is its admin.
 */
export const duplicateCourse = defineChange({
  input: () => z.object({}),
  async authorize(ctx, _input, courseId: string) {
    const course = await manageableCourse(ctx, courseId);
    if (!(await mayCreateCourse(ctx))) throw forbidden();
    return course;
  },
  async write(ctx, db, _input, source) {
    const tenant = ctx.incubator.id;
    const viewer = requireViewer(ctx);
    const chapters = await db
      .select()
      .from(coOutline)
      .where(and(eq(coOutline.incubatorId, tenant), eq(coOutline.courseId, source.id)));
    const lessons = await db
      .select()
      .from(coUnits)
      .where(and(eq(coUnits.incubatorId, tenant), eq(coUnits.courseId, source.id)));
    const [copy] = await db
      .insert(co)
      .values({
        ...source,
        id: newId(),
        title: ctx.t('courses.records.copyTitle', { title: source.title }).slice(0, COURSE_TITLE_MAX),
        status: 'DRAFT',
        isArchived: false,
        unitCount: lessons.length,
        createdBy: viewer.user.id,
        publishedAt: null,
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .returning();
    await db.insert(coAdmins).values({ incubatorId: tenant, courseId: copy.id, userId: viewer.user.id });
    const chapterIds = new Map(chapters.map((c) => [c.id, newId()]));
    if (chapters.length) await db.insert(coOutline).values(chapters.map((c) => ({ ...c, id: chapterIds.get(c.id)!, courseId: copy.id })));
    if (lessons.length) {
      const now = new Date();
      await db
        .insert(coUnits)
        .values(lessons.map((u) => ({ ...u, id: newId(), courseId: copy.id, outlineUnitId: chapterIds.get(u.outlineUnitId)!, createdAt: now, updatedAt: now })));
    }
    courseLoaders(ctx).course.prime(copy.id, copy);
    return { result: copy, events: [{ kind: 'courses.created', ...courseEvent(copy), data: { ...courseEvent(copy).data, duplicateOf: source.id } }] };
  },
});

/**
 * deleteCourse: the course with its chapters, lessons and cohorts; refused while anyone is enrolled
 * (archiving keeps their progress instead). 'courses.deleted' is recorded while the course exists.
 */
export const deleteCourse = defineChange({
  input: () => z.object({}),
  authorize: (ctx, _input, courseId: string) => manageableCourse(ctx, courseId),
  async write(ctx, db, _input, { id }) {
    const tenant = ctx.incubator.id;
    const course = await lockCourse(ctx, db, id);
    const [learner] = await db
      .select({ id: coEnrolments.id })
      .from(coEnrolments)
      .where(and(eq(coEnrolments.incubatorId, tenant), eq(coEnrolments.courseId, id)))
      .limit(1);
    if (learner) throw new AppError('COURSE_HAS_LEARNERS', 'courses.records.hasLearners');
    await recordEvent(ctx, db, { kind: 'courses.deleted', ...courseEvent(course) });
    await removeCourseFiles(ctx, db, id);
    await db.delete(co).where(and(eq(co.incubatorId, tenant), eq(co.id, id)));
    courseLoaders(ctx).course.clear(id);
    return { result: true, events: [] };
  },
});

/** setCourseAdmins (any manager of the course): the people who administer it, at least one, each taking part in the organisation. */
export const setCourseAdmins = defineChange({
  input: () => courseAdminsSchema(),
  authorize: (ctx, _input, courseId: string) => manageableCourse(ctx, courseId),
  async write(ctx, db, { userIds }, course) {
    const problems = await peopleProblems(ctx, db, userIds);
    if (problems.length) throw validationError(problems);
    const tenant = ctx.incubator.id;
    await lockCourse(ctx, db, course.id);
    const before = (
      await db
        .select({ userId: coAdmins.userId })
        .from(coAdmins)
        .where(and(eq(coAdmins.incubatorId, tenant), eq(coAdmins.courseId, course.id)))
    ).map((r) => r.userId);
    const removed = before.filter((id) => !userIds.includes(id));
    const added = userIds.filter((id) => !before.includes(id));
    if (removed.length) await db.delete(coAdmins).where(and(eq(coAdmins.incubatorId, tenant), eq(coAdmins.courseId, course.id), inArray(coAdmins.userId, removed)));
    if (added.length) await db.insert(coAdmins).values(added.map((userId) => ({ incubatorId: tenant, courseId: course.id, userId })));
    courseLoaders(ctx).admins.clear(course.id);
    if (!removed.length && !added.length) return { result: course, events: [] };
    const row = await setCourse(ctx, db, course.id, {});
    return { result: row, events: [{ kind: 'courses.adminsChanged', ...courseEvent(row), data: { ...courseEvent(row).data, added, removed } }] };
  },
});
