import { builder } from '../../core/schema-builder.ts';
import { courseSubmission, courseSubmissions, type SubmissionPage } from './dashboard.ts';
import { CourseSubmission } from './hand-in-schema.ts';
import { gradeSubmission } from './review.ts';
import { ReviewVerdictEnum, SubmissionStatusEnum } from './types.ts';

/** Work handed in, as the course staff review it: the queue, one hand-in, the verdict. */

const CourseSubmissionPage = builder.objectRef<SubmissionPage>('CourseSubmissionPage').implement({
  fields: (t) => ({
    results: t.field({ type: [CourseSubmission], nullable: false, resolve: (p) => p.results }),
    next: t.exposeString('next', { description: 'The cursor of the next page; null on the last.' }),
    total: t.exposeInt('total', { nullable: false, description: 'Hand-ins the filter keeps.' }),
  }),
});

const CourseSubmissionFilter = builder.inputType('CourseSubmissionFilter', {
  fields: (t) => ({
    status: t.field({ type: SubmissionStatusEnum, description: 'Every status when left out; SUBMITTED for the queue to review.' }),
    unitId: t.id({ description: 'One lesson’s hand-ins.' }),
    cohortId: t.id({ description: 'One cohort’s hand-ins.' }),
  }),
});

builder.queryFields((t) => ({
  courseSubmissions: t.field({
    type: CourseSubmissionPage,
    nullable: false,
    description: 'Work handed in for a course, oldest first, for its managers, a page at a time.',
    args: { courseId: t.arg.id({ required: true }), filter: t.arg({ type: CourseSubmissionFilter }), cursor: t.arg.string(), limit: t.arg.int() },
    resolve: (_r, args, ctx) => courseSubmissions(ctx, String(args.courseId), args.filter ?? null, args.cursor, args.limit),
  }),
  courseSubmission: t.field({
    type: CourseSubmission,
    nullable: false,
    description: 'One hand-in, for the course’s managers.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => courseSubmission(ctx, String(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  gradeSubmission: t.field({
    type: CourseSubmission,
    nullable: false,
    description:
      'A course manager’s verdict on work handed in: APPROVED completes the lesson (for a startup’s hand-in, for its founders enrolled in the course), CHANGES_REQUESTED sends it back with a comment. Grade 0–100, optional; the comment is plain text.',
    args: {
      submissionId: t.arg.id({ required: true }),
      verdict: t.arg({ type: ReviewVerdictEnum, required: true }),
      grade: t.arg.int(),
      comment: t.arg.string(),
    },
    resolve: (_r, args, ctx) => gradeSubmission(ctx, { submissionId: args.submissionId, verdict: args.verdict, grade: args.grade, comment: args.comment }),
  }),
}));
