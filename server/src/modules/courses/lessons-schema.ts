import { builder } from '../../core/schema-builder.ts';
import type { AttachmentRow } from '../attachments/repo.ts';
import { fileUrl } from '../attachments/view.ts';
import { courseCertificate, type CourseCertificate } from './certificate.ts';
import { completeCourseUnit, lessonFile, lessonFormView, saveLessonPosition, viewerLesson, visibleLesson, type LessonFormView, type LessonStanding } from './lessons.ts';
import { CourseUnit, LessonStateEnum } from './types.ts';

const LessonProgress = builder.objectRef<LessonStanding>('CourseLessonProgress').implement({
  description: "Where a lesson stands for the viewer: LOCKED until their cohort's release date (and for whoever is not enrolled), AVAILABLE, COMPLETED.",
  fields: (t) => ({
    state: t.field({ type: LessonStateEnum, nullable: false, resolve: (p) => p.state }),
    releaseAt: t.string({ description: "When it opens to the viewer's cohort; null when they are in none.", resolve: (p) => p.releaseAt?.toISOString() ?? null }),
    completedAt: t.string({ resolve: (p) => p.completedAt?.toISOString() ?? null }),
    positionSeconds: t.exposeInt('positionSeconds', { nullable: false, description: 'Where the viewer stopped in the video.' }),
  }),
});

const LessonVideo = builder.objectRef<AttachmentRow>('CourseLessonVideo').implement({
  description: 'An uploaded video, served with range requests.',
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    url: t.string({ nullable: false, resolve: (row) => fileUrl(row) }),
    size: t.int({ nullable: false, resolve: (row) => row.size }),
    fileType: t.exposeString('fileType', { nullable: false }),
  }),
});

const LessonForm = builder.objectRef<LessonFormView>('CourseLessonForm').implement({
  description: "A QUIZ's or SUBMISSION's form: for a learner without the answer key and feedback, for the course's managers whole.",
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    title: t.exposeString('title', { nullable: false, description: "In the viewer's language when the form has it." }),
    questions: t.string({ nullable: false, description: 'The questions as JSON, as the form renderer takes them.', resolve: (f) => JSON.stringify(f.questions) }),
  }),
});

const Certificate = builder.objectRef<CourseCertificate>('CourseCertificate').implement({
  description: 'What the printable certificate of a completed course says.',
  fields: (t) => ({
    learnerName: t.exposeString('learnerName', { nullable: false }),
    courseTitle: t.exposeString('courseTitle', { nullable: false }),
    organisationName: t.exposeString('organisationName', { nullable: false }),
    completedAt: t.exposeString('completedAt', { nullable: false }),
    lessonCount: t.exposeInt('lessonCount', { nullable: false }),
  }),
});

/** Content is read once released to the viewer (or by the course's managers): null before. */
const released = async <T>(ctx: Parameters<typeof viewerLesson>[0], unit: Parameters<typeof viewerLesson>[1], read: () => T | Promise<T>): Promise<T | null> =>
  (await viewerLesson(ctx, unit)).open ? read() : null;

builder.objectFields(CourseUnit, (t) => ({
  viewerProgress: t.field({
    type: LessonProgress,
    nullable: false,
    resolve: async (unit, _a, ctx) => (await viewerLesson(ctx, unit)).standing,
  }),
  content: t.string({
    description: 'Sanitised HTML: the article, or the instructions. Null while the lesson is locked to the viewer.',
    resolve: (unit, _a, ctx) => released(ctx, unit, () => unit.content),
  }),
  videoUrl: t.string({ description: 'VIDEO: a link to the video. Null while locked.', resolve: (unit, _a, ctx) => released(ctx, unit, () => unit.videoUrl) }),
  video: t.field({
    type: LessonVideo,
    description: 'VIDEO: the uploaded file. Null while locked.',
    resolve: (unit, _a, ctx) => released(ctx, unit, () => (unit.videoAttachmentId ? lessonFile(ctx, unit.videoAttachmentId) : null)),
  }),
  form: t.field({
    type: LessonForm,
    description: 'QUIZ, SUBMISSION: the form to fill. Null while locked, and for a learner until the form is published.',
    resolve: async (unit, _a, ctx) => lessonFormView(ctx, await viewerLesson(ctx, unit)),
  }),
}));

builder.queryFields((t) => ({
  courseUnit: t.field({
    type: CourseUnit,
    nullable: false,
    description: "One lesson, as the outline gives it, for the courseware's lesson page: NOT_FOUND unless the viewer may open its course.",
    args: { unitId: t.arg.id({ required: true }) },
    resolve: async (_r, { unitId }, ctx) => (await visibleLesson(ctx, unitId)).unit,
  }),
  courseCertificate: t.field({
    type: Certificate,
    nullable: false,
    description: "The viewer's certificate of a course they completed, when the course offers one; NOT_FOUND otherwise.",
    args: { courseId: t.arg.id({ required: true }) },
    resolve: (_r, { courseId }, ctx) => courseCertificate(ctx, courseId),
  }),
}));

builder.mutationFields((t) => ({
  completeCourseUnit: t.field({
    type: CourseUnit,
    nullable: false,
    description: 'Marks a released ARTICLE or VIDEO complete for the viewer (a quiz completes by passing, work handed in by its approval).',
    args: { unitId: t.arg.id({ required: true }) },
    resolve: async (_r, { unitId }, ctx) => {
      await completeCourseUnit(ctx, {}, unitId);
      return (await visibleLesson(ctx, unitId)).unit;
    },
  }),
  saveLessonPosition: t.field({
    type: 'Boolean',
    nullable: false,
    description: "Keeps where the viewer stopped in a lesson (a video's position in seconds): where Continue leads.",
    args: { unitId: t.arg.id({ required: true }), seconds: t.arg.int({ required: true }) },
    resolve: (_r, { unitId, seconds }, ctx) => saveLessonPosition(ctx, { seconds }, unitId),
  }),
}));
