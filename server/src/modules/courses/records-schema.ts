import DataLoader from 'dataloader';
import { and, eq, inArray } from 'drizzle-orm';
import { memo, type Context } from '../../core/context.ts';
import { builder } from '../../core/schema-builder.ts';
import { mayManageCourse } from './access.ts';
import { archiveCourse, createCourse, deleteCourse, duplicateCourse, publishCourse, setCourseAdmins, unpublishCourse, updateCourse } from './records.ts';
import { coEnrolments, type CourseRow } from './repo.ts';
import { Course } from './types.ts';

/** Whether anyone is enrolled in each course of the request, in one query. */
function hasLearners(ctx: Context, courseId: string): Promise<boolean> {
  const loader = memo(
    ctx,
    'courseHasLearners',
    () =>
      new DataLoader<string, boolean>(async (ids) => {
        const rows = await (await ctx.tx.db())
          .selectDistinct({ courseId: coEnrolments.courseId })
          .from(coEnrolments)
          .where(and(eq(coEnrolments.incubatorId, ctx.incubator.id), inArray(coEnrolments.courseId, [...ids])));
        const taken = new Set(rows.map((r) => r.courseId));
        return ids.map((id) => taken.has(id));
      }),
  );
  return loader.load(courseId);
}

const CourseViewerCan = builder.objectRef<CourseRow>('CourseViewerCan').implement({
  description: 'What the viewer may do with the course.',
  fields: (t) => ({
    manage: t.boolean({ nullable: false, description: 'COURSES:MANAGE, or one of its admins: the builder and the dashboard.', resolve: (c, _a, ctx) => mayManageCourse(ctx, c) }),
    edit: t.boolean({ nullable: false, resolve: (c, _a, ctx) => mayManageCourse(ctx, c) }),
    publish: t.boolean({ nullable: false, resolve: (c, _a, ctx) => mayManageCourse(ctx, c) }),
    delete: t.boolean({
      nullable: false,
      description: 'False while anyone is enrolled (archive it instead).',
      resolve: async (c, _a, ctx) => (await mayManageCourse(ctx, c)) && !(await hasLearners(ctx, c.id)),
    }),
  }),
});

builder.objectFields(Course, (t) => ({
  viewerCan: t.field({ type: CourseViewerCan, nullable: false, resolve: (c) => c }),
}));

const CourseInput = builder.inputType('CourseInput', {
  description: 'As courseChangesSchema (contracts/courses-input.ts): only the fields sent change.',
  fields: (t) => ({
    title: t.string(),
    description: t.string({ description: 'Rich text (HTML), sanitised when stored.' }),
    cover: t.string({ description: 'The address of an uploaded picture (/api/files/…); null for none.' }),
    isPublic: t.boolean(),
    selfEnrolment: t.boolean(),
    programIds: t.idList(),
    certificate: t.boolean(),
  }),
});

/** GraphQL leaves absent fields out; the schema tells "not sent" from null by that. */
export const defined = <T extends object>(input: T) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));

builder.mutationFields((t) => {
  const courseId = () => t.arg.id({ required: true });
  const lifecycle = (change: typeof publishCourse, description: string) =>
    t.field({ type: Course, nullable: false, description, args: { courseId: courseId() }, resolve: (_r, args, ctx) => change(ctx, {}, String(args.courseId)) });
  return {
    createCourse: t.field({
      type: Course,
      nullable: false,
      description: 'A draft course (COURSE:CREATE or COURSES:MANAGE); its creator becomes its admin.',
      args: { title: t.arg.string({ required: true }) },
      resolve: (_r, args, ctx) => createCourse(ctx, { title: args.title }),
    }),
    updateCourse: t.field({
      type: Course,
      nullable: false,
      args: { courseId: courseId(), data: t.arg({ type: CourseInput, required: true }) },
      resolve: (_r, args, ctx) => updateCourse(ctx, defined(args.data), String(args.courseId)),
    }),
    publishCourse: lifecycle(publishCourse, 'Open to its learners; needs a title and at least one lesson.'),
    unpublishCourse: lifecycle(unpublishCourse, 'Back to a draft, out of learners’ sight.'),
    archiveCourse: t.field({
      type: Course,
      nullable: false,
      args: { courseId: courseId(), archived: t.arg.boolean({ required: true }) },
      resolve: (_r, args, ctx) => archiveCourse(ctx, { archived: args.archived }, String(args.courseId)),
    }),
    duplicateCourse: t.field({
      type: Course,
      nullable: false,
      description: 'A draft copy with the same chapters and lessons, without cohorts or learners; the viewer is its admin.',
      args: { courseId: courseId() },
      resolve: (_r, args, ctx) => duplicateCourse(ctx, {}, String(args.courseId)),
    }),
    deleteCourse: t.boolean({
      nullable: false,
      description: 'Refused while anyone is enrolled: archive the course instead.',
      args: { courseId: courseId() },
      resolve: (_r, args, ctx) => deleteCourse(ctx, {}, String(args.courseId)),
    }),
    setCourseAdmins: t.field({
      type: Course,
      nullable: false,
      description: 'The course’s admins, replacing the ones it had; at least one.',
      args: { courseId: courseId(), userIds: t.arg.idList({ required: true }) },
      resolve: (_r, args, ctx) => setCourseAdmins(ctx, { userIds: args.userIds.map(String) }, String(args.courseId)),
    }),
  };
});
