import { builder } from '../../core/schema-builder.ts';
import { createCourseUnit, deleteCourseUnit, moveCourseUnit, updateCourseUnit } from './course-units.ts';
import { createOutlineUnit, deleteOutlineUnit, reorderOutlineUnits, updateOutlineUnit } from './outline.ts';
import { defined } from './records-schema.ts';
import { Course, CourseOutlineUnit, CourseUnit, courseLoaders, HandInModeEnum, LessonTypeEnum } from './types.ts';

builder.objectFields(Course, (t) => ({
  outline: t.field({
    type: [CourseOutlineUnit],
    nullable: false,
    description: 'Its chapters in order.',
    resolve: (c, _a, ctx) => courseLoaders(ctx).outline.load(c.id),
  }),
}));

builder.objectFields(CourseOutlineUnit, (t) => ({
  units: t.field({
    type: [CourseUnit],
    nullable: false,
    description: 'Its lessons in order.',
    // One query for every chapter of every course of the request: the course's lessons, filtered here.
    resolve: async (chapter, _a, ctx) => (await courseLoaders(ctx).units.load(chapter.courseId)).filter((u) => u.outlineUnitId === chapter.id),
  }),
}));

const CourseUnitInput = builder.inputType('CourseUnitInput', {
  description: 'As courseUnitChangesSchema (contracts/courses-input.ts): only the fields sent change.',
  fields: (t) => ({
    title: t.string(),
    content: t.string({ description: 'Rich text (HTML), sanitised when stored: the article, or the instructions of the other types.' }),
    videoUrl: t.string({ description: 'VIDEO: a link to the video (clears an uploaded file).' }),
    videoAttachmentId: t.id({ description: 'VIDEO: an uploaded video file (clears the link).' }),
    formId: t.id({ description: 'QUIZ: a published quiz-kind form; SUBMISSION: a published submission-kind form.' }),
    passMark: t.int({ description: 'QUIZ: percent of graded questions to answer right (0–100).' }),
    attemptsAllowed: t.int({ description: 'QUIZ: null for no limit.' }),
    handIn: t.field({ type: HandInModeEnum }),
    releaseDays: t.int({ description: 'Drip release: days after the cohort starts.' }),
    minutes: t.int(),
  }),
});

const id = (value: string | number) => String(value);

builder.mutationFields((t) => ({
  createOutlineUnit: t.field({
    type: CourseOutlineUnit,
    nullable: false,
    description: 'A chapter at the end of the course’s outline.',
    args: { courseId: t.arg.id({ required: true }), title: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => createOutlineUnit(ctx, { title: args.title }, id(args.courseId)),
  }),
  updateOutlineUnit: t.field({
    type: CourseOutlineUnit,
    nullable: false,
    args: { outlineUnitId: t.arg.id({ required: true }), title: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => updateOutlineUnit(ctx, { title: args.title }, id(args.outlineUnitId)),
  }),
  deleteOutlineUnit: t.boolean({
    nullable: false,
    description: 'The chapter and its lessons.',
    args: { outlineUnitId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => deleteOutlineUnit(ctx, {}, id(args.outlineUnitId)),
  }),
  reorderOutlineUnits: t.field({
    type: [CourseOutlineUnit],
    nullable: false,
    description: 'Every chapter of the course, each once, in the new order.',
    args: { courseId: t.arg.id({ required: true }), outlineUnitIds: t.arg.idList({ required: true }) },
    resolve: (_r, args, ctx) => reorderOutlineUnits(ctx, { outlineUnitIds: args.outlineUnitIds.map(id) }, id(args.courseId)),
  }),
  createCourseUnit: t.field({
    type: CourseUnit,
    nullable: false,
    description: 'A lesson at the end of the chapter.',
    args: { outlineUnitId: t.arg.id({ required: true }), type: t.arg({ type: LessonTypeEnum, required: true }), title: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => createCourseUnit(ctx, { type: args.type, title: args.title }, id(args.outlineUnitId)),
  }),
  updateCourseUnit: t.field({
    type: CourseUnit,
    nullable: false,
    args: { unitId: t.arg.id({ required: true }), data: t.arg({ type: CourseUnitInput, required: true }) },
    resolve: (_r, args, ctx) => updateCourseUnit(ctx, defined(args.data), id(args.unitId)),
  }),
  deleteCourseUnit: t.boolean({
    nullable: false,
    description: 'The lesson, with its learners’ progress and hand-ins.',
    args: { unitId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => deleteCourseUnit(ctx, {}, id(args.unitId)),
  }),
  moveCourseUnit: t.field({
    type: [CourseUnit],
    nullable: false,
    description: 'The lesson to a place (0 first) in a chapter of the same course. Answers the course’s lessons in reading order.',
    args: { unitId: t.arg.id({ required: true }), outlineUnitId: t.arg.id({ required: true }), position: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => moveCourseUnit(ctx, { outlineUnitId: id(args.outlineUnitId), position: args.position }, id(args.unitId)),
  }),
}));
