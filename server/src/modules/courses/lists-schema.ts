import { builder } from '../../core/schema-builder.ts';
import { visibleCourse } from './access.ts';
import { courseList, type CoursePage } from './lists.ts';
import { Course, CourseScopeEnum, CourseStatusEnum } from './types.ts';

const CourseFilter = builder.inputType('CourseFilter', {
  description: 'Narrows a course list.',
  fields: (t) => ({
    search: t.string({ description: 'Words found in the title.' }),
    status: t.field({ type: CourseStatusEnum }),
    archived: t.boolean({ description: 'MANAGED: true lists the archived courses instead of the others.' }),
  }),
});

const CoursePageRef = builder.objectRef<CoursePage>('CoursePage').implement({
  fields: (t) => ({
    results: t.field({ type: [Course], nullable: false, resolve: (p) => p.results }),
    next: t.exposeString('next', { description: 'The cursor of the next page; null on the last.' }),
  }),
});

builder.queryFields((t) => ({
  courses: t.field({
    type: CoursePageRef,
    nullable: false,
    description: 'A course list: CATALOGUE the courses open to the viewer, MINE those they are enrolled in, MANAGED those they may manage.',
    args: {
      scope: t.arg({ type: CourseScopeEnum, required: true }),
      filter: t.arg({ type: CourseFilter }),
      cursor: t.arg.string(),
      limit: t.arg.int({ description: 'At most 50; 24 when left out.' }),
    },
    resolve: (_r, args, ctx) => courseList(ctx, args.scope, args.filter, args.cursor, args.limit),
  }),
  course: t.field({
    type: Course,
    nullable: false,
    description: 'One course the viewer may open, as a learner or a manager; NOT_FOUND otherwise.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => visibleCourse(ctx, String(args.id)),
  }),
}));
