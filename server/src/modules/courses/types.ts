import DataLoader from 'dataloader';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { COURSE_SCOPES, COURSE_STATUSES, HAND_IN_MODES, LEARNER_FILTERS, LESSON_STATES, LESSON_TYPES, REVIEW_VERDICTS, SUBMISSION_STATUSES } from '@seedbed/contracts/courses';
import { memo, type Context } from '../../core/context.ts';
import { builder } from '../../core/schema-builder.ts';
import { userLoaders } from '../users/loaders.ts';
import { User } from '../users/schema.ts';
import { co, coAdmins, coCohorts, coOutline, coUnits, type CohortRow, type CourseRow, type CourseUnitRow, type OutlineUnitRow } from './repo.ts';

export const CourseStatusEnum = builder.enumType('CourseStatus', { values: COURSE_STATUSES });
export const LessonTypeEnum = builder.enumType('CourseLessonType', { values: LESSON_TYPES });
export const HandInModeEnum = builder.enumType('CourseHandInMode', { values: HAND_IN_MODES });
export const SubmissionStatusEnum = builder.enumType('CourseSubmissionStatus', { values: SUBMISSION_STATUSES });
export const ReviewVerdictEnum = builder.enumType('CourseReviewVerdict', { values: REVIEW_VERDICTS });
export const LessonStateEnum = builder.enumType('CourseLessonState', { values: LESSON_STATES });
export const CourseScopeEnum = builder.enumType('CourseScope', { values: COURSE_SCOPES });
export const LearnerFilterEnum = builder.enumType('CourseLearnerFilter', { values: LEARNER_FILTERS });

const byId = <T extends { id: string }>(ids: readonly string[], rows: T[]) => ids.map((id) => rows.find((r) => r.id === id) ?? null);

/** Per-request loaders: courses, lessons and cohorts by id; a course's outline, lessons, cohorts and admins. */
export function courseLoaders(ctx: Context) {
  return memo(ctx, 'courseLoaders', () => {
    const tenant = ctx.incubator.id;
    const db = () => ctx.tx.db();
    return {
      course: new DataLoader<string, CourseRow | null>(async (ids) =>
        byId(
          ids,
          await (await db())
            .select()
            .from(co)
            .where(and(eq(co.incubatorId, tenant), inArray(co.id, [...ids]))),
        ),
      ),
      unit: new DataLoader<string, CourseUnitRow | null>(async (ids) =>
        byId(
          ids,
          await (await db())
            .select()
            .from(coUnits)
            .where(and(eq(coUnits.incubatorId, tenant), inArray(coUnits.id, [...ids]))),
        ),
      ),
      cohort: new DataLoader<string, CohortRow | null>(async (ids) =>
        byId(
          ids,
          await (await db())
            .select()
            .from(coCohorts)
            .where(and(eq(coCohorts.incubatorId, tenant), inArray(coCohorts.id, [...ids]))),
        ),
      ),
      /** A course's chapters in order. */
      outline: new DataLoader<string, OutlineUnitRow[]>(async (courseIds) => {
        const rows = await (await db())
          .select()
          .from(coOutline)
          .where(and(eq(coOutline.incubatorId, tenant), inArray(coOutline.courseId, [...courseIds])))
          .orderBy(asc(coOutline.position), asc(coOutline.createdAt));
        return courseIds.map((id) => rows.filter((r) => r.courseId === id));
      }),
      /** A course's lessons, in chapter order then position. */
      units: new DataLoader<string, CourseUnitRow[]>(async (courseIds) => {
        const rows = await (await db())
          .select()
          .from(coUnits)
          .where(and(eq(coUnits.incubatorId, tenant), inArray(coUnits.courseId, [...courseIds])))
          .orderBy(asc(coUnits.position), asc(coUnits.createdAt));
        return courseIds.map((id) => rows.filter((r) => r.courseId === id));
      }),
      cohorts: new DataLoader<string, CohortRow[]>(async (courseIds) => {
        const rows = await (await db())
          .select()
          .from(coCohorts)
          .where(and(eq(coCohorts.incubatorId, tenant), inArray(coCohorts.courseId, [...courseIds])))
          .orderBy(asc(coCohorts.startsAt), asc(coCohorts.id));
        return courseIds.map((id) => rows.filter((r) => r.courseId === id));
      }),
      admins: new DataLoader<string, string[]>(async (courseIds) => {
        const rows = await (await db())
          .select({ courseId: coAdmins.courseId, userId: coAdmins.userId })
          .from(coAdmins)
          .where(and(eq(coAdmins.incubatorId, tenant), inArray(coAdmins.courseId, [...courseIds])));
        return courseIds.map((id) => rows.filter((r) => r.courseId === id).map((r) => r.userId));
      }),
    };
  });
}

/** A lesson in reading order: its chapter's position, then its own. */
export async function lessonsInOrder(ctx: Context, courseId: string): Promise<CourseUnitRow[]> {
  const loaders = courseLoaders(ctx);
  const [outline, units] = await Promise.all([loaders.outline.load(courseId), loaders.units.load(courseId)]);
  return outline.flatMap((chapter) => units.filter((u) => u.outlineUnitId === chapter.id));
}

const users = async (ctx: Context, ids: readonly string[]) => (await userLoaders(ctx).user.loadMany([...ids])).filter((u) => u && !(u instanceof Error)) as never;

/**
 * A course (spec 3 §3) as whoever may open it reads it. The viewer's enrolment and progress, what
 * they may do, its outline with lessons and the dashboard's figures are added by the files that
 * own them.
 */
export const Course = builder.objectRef<CourseRow>('Course').implement({
  description: 'A course: chapters (outline units) of lessons (course units), taken by cohorts.',
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    title: t.exposeString('title', { nullable: false }),
    description: t.exposeString('description', { nullable: false, description: 'Sanitised HTML.' }),
    cover: t.exposeString('cover'),
    status: t.field({ type: CourseStatusEnum, nullable: false, resolve: (c) => c.status as never }),
    isPublic: t.exposeBoolean('isPublic', { nullable: false, description: 'A public course: open to everyone in the organisation.' }),
    selfEnrolment: t.exposeBoolean('selfEnrolment', { nullable: false }),
    programIds: t.exposeIDList('programIds', { nullable: false, description: 'The programmes whose startups the course is offered to.' }),
    certificate: t.exposeBoolean('certificate', { nullable: false }),
    isArchived: t.exposeBoolean('isArchived', { nullable: false }),
    lessonCount: t.exposeInt('unitCount', { nullable: false }),
    createdBy: t.field({ type: User, resolve: (c, _a, ctx) => (c.createdBy ? userLoaders(ctx).user.load(c.createdBy) : null) }),
    admins: t.field({ type: [User], nullable: false, resolve: async (c, _a, ctx) => users(ctx, await courseLoaders(ctx).admins.load(c.id)) }),
    publishedAt: t.string({ resolve: (c) => c.publishedAt?.toISOString() ?? null }),
    createdAt: t.string({ nullable: false, resolve: (c) => c.createdAt.toISOString() }),
    updatedAt: t.string({ nullable: false, resolve: (c) => c.updatedAt.toISOString() }),
  }),
});

/** A chapter of a course. Its lessons are added by the outline's file. */
export const CourseOutlineUnit = builder.objectRef<OutlineUnitRow>('CourseOutlineUnit').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    courseId: t.exposeID('courseId', { nullable: false }),
    title: t.exposeString('title', { nullable: false }),
    position: t.exposeInt('position', { nullable: false }),
  }),
});

/**
 * A lesson. Its settings are read by everyone who sees the outline; its content (`content`, the
 * video, the form) only once released to the viewer or by the course's managers — the files that
 * serve it add those fields.
 */
export const CourseUnit = builder.objectRef<CourseUnitRow>('CourseUnit').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    courseId: t.exposeID('courseId', { nullable: false }),
    outlineUnitId: t.exposeID('outlineUnitId', { nullable: false }),
    type: t.field({ type: LessonTypeEnum, nullable: false, resolve: (u) => u.type as never }),
    title: t.exposeString('title', { nullable: false }),
    position: t.exposeInt('position', { nullable: false }),
    passMark: t.exposeInt('passMark', { nullable: false, description: 'QUIZ: percent of graded questions to answer right.' }),
    attemptsAllowed: t.exposeInt('attemptsAllowed', { description: 'QUIZ: null for no limit.' }),
    handIn: t.field({ type: HandInModeEnum, nullable: false, resolve: (u) => u.handIn as never }),
    releaseDays: t.exposeInt('releaseDays', { nullable: false, description: 'Drip release: days after the cohort starts.' }),
    minutes: t.exposeInt('minutes', { description: 'How long the lesson takes, roughly.' }),
  }),
});

/** A cohort: people taking a course together from a start date (drip release counts from it). */
export const CourseCohort = builder.objectRef<CohortRow>('CourseCohort').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    courseId: t.exposeID('courseId', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    startsAt: t.string({ nullable: false, resolve: (c) => c.startsAt.toISOString() }),
    endsAt: t.string({ resolve: (c) => c.endsAt?.toISOString() ?? null }),
    programId: t.exposeID('programId'),
    learnerCount: t.exposeInt('learnerCount', { nullable: false }),
    completedCount: t.exposeInt('completedCount', { nullable: false }),
  }),
});
