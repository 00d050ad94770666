import DataLoader from 'dataloader';
import { and, eq, inArray } from 'drizzle-orm';
import { memo, type Context } from '../../core/context.ts';
import { validationError } from '../../core/errors.ts';
import { builder } from '../../core/schema-builder.ts';
import type { AttachmentRow } from '../attachments/repo.ts';
import { fileUrl } from '../attachments/view.ts';
import { canSeeStartup } from '../startups/access.ts';
import { st, type StartupRow } from '../startups/repo.ts';
import { Startup } from '../startups/schema.ts';
import { userLoaders } from '../users/loaders.ts';
import { User } from '../users/schema.ts';
import { handInCourseUnit, handInFiles, viewerHandIn } from './hand-in.ts';
import { viewerLesson } from './lessons.ts';
import { submissionAnswers } from './quiz.ts';
import type { SubmissionRow } from './repo.ts';
import { courseLoaders, CourseUnit, SubmissionStatusEnum } from './types.ts';

const startupLoader = (ctx: Context) =>
  memo(
    ctx,
    'courseHandInStartups',
    () =>
      new DataLoader<string, StartupRow | null>(async (ids) => {
        const rows = await (await ctx.tx.db())
          .select()
          .from(st)
          .where(and(eq(st.incubatorId, ctx.incubator.id), inArray(st.id, [...ids])));
        return ids.map((id) => rows.find((row) => row.id === id) ?? null);
      }),
  );

const SubmissionFile = builder.objectRef<AttachmentRow>('CourseSubmissionFile').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    url: t.string({ nullable: false, resolve: (row) => fileUrl(row) }),
    size: t.int({ nullable: false, resolve: (row) => row.size }),
    fileType: t.exposeString('fileType', { nullable: false }),
  }),
});

/**
 * Work handed in for an ASSIGNMENT or SUBMISSION, by a learner or for their startup. Reached only
 * by those who may read it (its author, its startup's founders, the course's managers): the
 * viewer's own through CourseUnit.viewerSubmission, the staff's through the dashboard.
 */
export const CourseSubmission = builder.objectRef<SubmissionRow>('CourseSubmission').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    unit: t.field({ type: CourseUnit, nullable: false, resolve: async (s, _a, ctx) => (await courseLoaders(ctx).unit.load(s.unitId))! }),
    user: t.field({ type: User, description: 'Who handed it in last.', resolve: (s, _a, ctx) => userLoaders(ctx).user.load(s.userId) }),
    startup: t.field({
      type: Startup,
      description: 'The startup it was handed in for (hand-in STARTUP); null for a person’s own, or when the reader may not see the startup.',
      resolve: async (s, _a, ctx) => (s.startupId && (await canSeeStartup(ctx, s.startupId)) ? startupLoader(ctx).load(s.startupId) : null),
    }),
    body: t.exposeString('body', { nullable: false, description: 'ASSIGNMENT: sanitised HTML.' }),
    files: t.field({ type: [SubmissionFile], nullable: false, description: 'ASSIGNMENT: the files handed in.', resolve: (s, _a, ctx) => handInFiles(ctx, s.id) }),
    answers: t.string({
      description: 'SUBMISSION: the form answers as JSON (question id → value).',
      resolve: async (s, _a, ctx) => {
        const answers = s.formSubmissionId ? await submissionAnswers(ctx, s.formSubmissionId) : null;
        return answers ? JSON.stringify(answers.answers) : null;
      },
    }),
    status: t.field({ type: SubmissionStatusEnum, nullable: false, resolve: (s) => s.status as never }),
    grade: t.exposeInt('grade', { description: '0–100, when the reviewer gave one.' }),
    reviewComment: t.exposeString('reviewComment'),
    reviewedBy: t.field({ type: User, resolve: (s, _a, ctx) => (s.reviewedBy ? userLoaders(ctx).user.load(s.reviewedBy) : null) }),
    reviewedAt: t.string({ resolve: (s) => s.reviewedAt?.toISOString() ?? null }),
    submittedAt: t.string({ nullable: false, resolve: (s) => s.submittedAt.toISOString() }),
  }),
});

builder.objectFields(CourseUnit, (t) => ({
  viewerSubmission: t.field({
    type: CourseSubmission,
    description: "ASSIGNMENT, SUBMISSION: the viewer's hand-in, or their startup's when the lesson is handed in per startup.",
    resolve: async (unit, _a, ctx) => {
      const lesson = await viewerLesson(ctx, unit);
      return lesson.visible ? viewerHandIn(ctx, lesson) : null;
    },
  }),
}));

function parseAnswers(text: string | null | undefined): unknown {
  if (text === null || text === undefined) return text;
  try {
    return JSON.parse(text);
  } catch {
    throw validationError([{ field: 'answers', key: 'validation.invalid' }]);
  }
}

builder.mutationFields((t) => ({
  handInCourseUnit: t.field({
    type: CourseSubmission,
    nullable: false,
    description:
      'Hands in work for a released lesson: an ASSIGNMENT takes body (rich text) and attachmentIds (the viewer’s own uploads), a SUBMISSION its form’s answers. Again after changes were requested; refused once approved.',
    args: {
      unitId: t.arg.id({ required: true }),
      body: t.arg.string(),
      attachmentIds: t.arg.idList(),
      answers: t.arg.string({ description: 'JSON: question id → value.' }),
    },
    resolve: (_r, { unitId, body, attachmentIds, answers }, ctx) => handInCourseUnit(ctx, { body, attachmentIds, answers: parseAnswers(answers) }, unitId),
  }),
}));
