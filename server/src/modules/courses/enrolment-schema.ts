import DataLoader from 'dataloader';
import { and, eq, inArray } from 'drizzle-orm';
import { progressPercent } from '@seedbed/contracts/courses';
import { memo, type Context } from '../../core/context.ts';
import { builder } from '../../core/schema-builder.ts';
import { canSeeStartup } from '../startups/access.ts';
import { st, type StartupRow } from '../startups/repo.ts';
import { Startup } from '../startups/schema.ts';
import { userLoaders } from '../users/loaders.ts';
import { User } from '../users/schema.ts';
import { enrolInCohort, enrolInCourse, enrolmentOf, leaveCourse, removeEnrolment } from './enrolment.ts';
import type { EnrolmentRow } from './repo.ts';
import { Course, CourseCohort, CourseUnit, courseLoaders } from './types.ts';

/** The startups learners learn for, read once per request. */
const startupLoader = (ctx: Context) =>
  memo(
    ctx,
    'courseStartups',
    () =>
      new DataLoader<string, StartupRow | null>(async (ids) => {
        const rows = await (await ctx.tx.db())
          .select()
          .from(st)
          .where(and(eq(st.incubatorId, ctx.incubator.id), inArray(st.id, [...ids])));
        return ids.map((id) => rows.find((r) => r.id === id) ?? null);
      }),
  );

/** A learner's place in a course: their cohort, the startup they learn for, their progress and where "continue" leads. */
export const CourseEnrolment = builder.objectRef<EnrolmentRow>('CourseEnrolment').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    course: t.field({ type: Course, nullable: false, resolve: async (e, _a, ctx) => (await courseLoaders(ctx).course.load(e.courseId))! }),
    cohort: t.field({ type: CourseCohort, nullable: false, resolve: async (e, _a, ctx) => (await courseLoaders(ctx).cohort.load(e.cohortId))! }),
    user: t.field({ type: User, resolve: (e, _a, ctx) => userLoaders(ctx).user.load(e.userId) as never }),
    startup: t.field({
      type: Startup,
      description: 'The startup they learn for (hand-ins for the whole startup); null when none or the reader may not see it.',
      resolve: async (e, _a, ctx) => (e.startupId && (await canSeeStartup(ctx, e.startupId)) ? startupLoader(ctx).load(e.startupId) : null),
    }),
    completedUnits: t.exposeInt('completedUnits', { nullable: false, description: 'Lessons completed.' }),
    progress: t.int({
      nullable: false,
      description: 'Lessons completed, in whole percent of the course’s lessons.',
      resolve: async (e, _a, ctx) => progressPercent(e.completedUnits, (await courseLoaders(ctx).course.load(e.courseId))?.unitCount ?? 0),
    }),
    lastUnit: t.field({
      type: CourseUnit,
      description: 'The lesson last worked on: where "continue" leads.',
      resolve: (e, _a, ctx) => (e.lastUnitId ? courseLoaders(ctx).unit.load(e.lastUnitId) : null),
    }),
    lastActivityAt: t.string({ resolve: (e) => e.lastActivityAt?.toISOString() ?? null }),
    completedAt: t.string({ resolve: (e) => e.completedAt?.toISOString() ?? null }),
    enrolledAt: t.string({ nullable: false, resolve: (e) => e.createdAt.toISOString() }),
  }),
});

builder.objectFields(Course, (t) => ({
  viewerEnrolment: t.field({
    type: CourseEnrolment,
    description: 'The viewer’s enrolment in this course; null when they hold none.',
    resolve: (c, _a, ctx) => (ctx.viewer ? enrolmentOf(ctx, c.id, ctx.viewer.user.id) : null),
  }),
}));

builder.mutationFields((t) => ({
  enrolInCourse: t.field({
    type: CourseEnrolment,
    nullable: false,
    description: 'The viewer enrols themselves in a course open to them that offers self-enrolment; they join the cohort of their programme, else the current or next one.',
    args: { courseId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => enrolInCourse(ctx, { courseId: args.courseId }),
  }),
  enrolInCohort: t.int({
    nullable: false,
    description: 'The course’s managers enrol people, and startups’ founders, in a cohort. Answers how many were enrolled (those already in the course are left as they are).',
    args: { cohortId: t.arg.id({ required: true }), userIds: t.arg.idList(), startupIds: t.arg.idList() },
    resolve: (_r, args, ctx) => enrolInCohort(ctx, { cohortId: args.cohortId, userIds: args.userIds, startupIds: args.startupIds }),
  }),
  removeEnrolment: t.boolean({
    nullable: false,
    description: 'The course’s managers take a learner out of the course; their progress goes with it.',
    args: { enrolmentId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => removeEnrolment(ctx, { enrolmentId: args.enrolmentId }),
  }),
  leaveCourse: t.boolean({
    nullable: false,
    description: 'The viewer leaves a course they are enrolled in; their progress goes with it.',
    args: { courseId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => leaveCourse(ctx, { courseId: args.courseId }),
  }),
}));
