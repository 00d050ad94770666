import { builder } from '../../core/schema-builder.ts';
import { courseLearners, type LearnerPage } from './dashboard.ts';
import { CourseEnrolment } from './enrolment-schema.ts';
import { courseLessonStats, quizResults, type LessonStat, type QuizOptionResult, type QuizQuestionResult, type QuizResults } from './lesson-stats.ts';
import { remindCourseLearners } from './reminders.ts';
import { CourseUnit, LearnerFilterEnum } from './types.ts';

/** The course dashboard's reads for the course staff: learners' progress, figures per lesson and per quiz question, reminders. */

builder.objectFields(CourseEnrolment, (t) => ({
  remindedAt: t.string({
    description: 'When the latest reminder to catch up went out (at most one a day).',
    resolve: (e) => e.remindedAt?.toISOString() ?? null,
  }),
}));

const CourseEnrolmentPage = builder.objectRef<LearnerPage>('CourseEnrolmentPage').implement({
  fields: (t) => ({
    results: t.field({ type: [CourseEnrolment], nullable: false, resolve: (p) => p.results }),
    next: t.exposeString('next', { description: 'The cursor of the next page; null on the last.' }),
    total: t.exposeInt('total', { nullable: false, description: 'Learners the filter keeps in the whole cohort.' }),
  }),
});

const LearnerFilterInput = builder.inputType('LearnerFilterInput', {
  fields: (t) => ({
    status: t.field({ type: LearnerFilterEnum, description: 'ALL when left out.' }),
    search: t.string({ description: 'Part of a name or an address.' }),
  }),
});

const CourseLessonStat = builder.objectRef<LessonStat>('CourseLessonStat').implement({
  description: 'How a cohort (or every cohort of the course) gets on with one lesson.',
  fields: (t) => ({
    unit: t.field({ type: CourseUnit, nullable: false, resolve: (s) => s.unit }),
    completed: t.exposeInt('completed', { nullable: false, description: 'Learners who completed it.' }),
    started: t.exposeInt('started', { nullable: false, description: 'Learners who opened, attempted or handed in it (the completed included).' }),
    averageScore: t.exposeInt('averageScore', { description: 'QUIZ: the average of each learner’s best score, in percent; null without attempts.' }),
    passRate: t.exposeInt('passRate', { description: 'QUIZ: percent of the learners who attempted it that passed; null without attempts.' }),
    submissionsToReview: t.exposeInt('submissionsToReview', { nullable: false, description: 'ASSIGNMENT, SUBMISSION: hand-ins waiting for a review.' }),
  }),
});

const CourseQuizOptionResult = builder.objectRef<QuizOptionResult>('CourseQuizOptionResult').implement({
  fields: (t) => ({
    value: t.exposeString('value', { nullable: false }),
    label: t.exposeString('label', { nullable: false, description: 'In the reader’s language.' }),
    count: t.exposeInt('count', { nullable: false, description: 'Learners whose best attempt chose it.' }),
    isCorrect: t.exposeBoolean('isCorrect', { nullable: false }),
  }),
});

const CourseQuizQuestionResult = builder.objectRef<QuizQuestionResult>('CourseQuizQuestionResult').implement({
  fields: (t) => ({
    questionId: t.exposeString('questionId', { nullable: false }),
    label: t.exposeString('label', { nullable: false, description: 'In the reader’s language.' }),
    correctRate: t.exposeInt('correctRate', { description: 'Percent of learners whose best attempt answered it right; null when it has no answer key.' }),
    options: t.field({ type: [CourseQuizOptionResult], nullable: false, resolve: (q) => q.options }),
  }),
});

const CourseQuizResults = builder.objectRef<QuizResults>('CourseQuizResults').implement({
  description: 'A quiz’s results for a cohort (or every cohort of the course): each learner’s best attempt counts.',
  fields: (t) => ({
    attempts: t.exposeInt('attempts', { nullable: false, description: 'Every attempt made.' }),
    learners: t.exposeInt('learners', { nullable: false, description: 'Learners who attempted it.' }),
    passRate: t.exposeInt('passRate', { description: 'Percent of those learners who passed.' }),
    averageScore: t.exposeInt('averageScore', { description: 'The average of their best scores, in percent.' }),
    questions: t.field({ type: [CourseQuizQuestionResult], nullable: false, resolve: (r) => r.questions }),
  }),
});

builder.queryFields((t) => ({
  courseLearners: t.field({
    type: CourseEnrolmentPage,
    nullable: false,
    description: 'The learners of a cohort with their progress, for the course’s managers, a page at a time.',
    args: { cohortId: t.arg.id({ required: true }), filter: t.arg({ type: LearnerFilterInput }), cursor: t.arg.string(), limit: t.arg.int() },
    resolve: (_r, args, ctx) => courseLearners(ctx, String(args.cohortId), args.filter ?? null, args.cursor, args.limit),
  }),
  courseLessonStats: t.field({
    type: [CourseLessonStat],
    nullable: false,
    description: 'Completion, quiz scores and hand-ins to review per lesson, in reading order, for one cohort or every cohort of the course.',
    args: { courseId: t.arg.id({ required: true }), cohortId: t.arg.id() },
    resolve: (_r, args, ctx) => courseLessonStats(ctx, String(args.courseId), args.cohortId ? String(args.cohortId) : null),
  }),
  quizResults: t.field({
    type: CourseQuizResults,
    nullable: false,
    description: 'A quiz lesson’s results per question, for one cohort or every cohort of the course.',
    args: { unitId: t.arg.id({ required: true }), cohortId: t.arg.id() },
    resolve: (_r, args, ctx) => quizResults(ctx, String(args.unitId), args.cohortId ? String(args.cohortId) : null),
  }),
}));

builder.mutationFields((t) => ({
  remindCourseLearners: t.int({
    nullable: false,
    description: 'Reminds learners of a cohort to catch up (mail and in-app): those chosen, or every learner behind; at most once a day each. Answers how many were reminded.',
    args: { cohortId: t.arg.id({ required: true }), enrolmentIds: t.arg.idList() },
    resolve: (_r, args, ctx) => remindCourseLearners(ctx, { cohortId: args.cohortId, enrolmentIds: args.enrolmentIds }),
  }),
}));
