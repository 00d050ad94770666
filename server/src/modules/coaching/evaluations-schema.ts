import { builder } from '../../core/schema-builder.ts';
import { validationError } from '../../core/errors.ts';
import type { FormSubmissionRow } from '../forms/repo.ts';
import { formLoaders } from '../forms/loaders.ts';
import { FormVersion, QuestionRef } from '../forms/schema.ts';
import { userLoaders } from '../users/loaders.ts';
import { User } from '../users/schema.ts';
import { sessionStanding, visibleSession } from './access.ts';
import {
  coachEvaluationSummary,
  evaluatesSession,
  evaluationVersion,
  flattenAnswers,
  myEvaluation,
  readableEvaluations,
  sessionHeld,
  submitEvaluation,
  type CoachSummary,
  type EvaluationAnswer,
  type QuestionSummary,
} from './evaluations.ts';
import { CoachingSession } from './types.ts';

function parseAnswers(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw validationError([{ field: 'answers', key: 'validation.invalid' }]);
  }
}

const Evaluation = builder.objectRef<FormSubmissionRow>('CoachingEvaluation').implement({
  description: "One person's evaluation of a session: their answers to its evaluation form.",
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    status: t.exposeString('status', { nullable: false, description: 'draft or submitted.' }),
    answers: t.string({ nullable: false, description: 'The answers as JSON (question id → value).', resolve: (s) => JSON.stringify(s.answers) }),
    form: t.field({ type: FormVersion, resolve: (s, _a, ctx) => formLoaders(ctx).version.load(s.versionId) }),
    createdBy: t.field({ type: User, resolve: (s, _a, ctx) => (s.respondentId ? userLoaders(ctx).user.load(s.respondentId) : null) }),
    submittedAt: t.string({ resolve: (s) => s.submittedAt?.toISOString() ?? null }),
  }),
});

const listOf = (value: unknown): string[] | null => (Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))) : null);

const Answer = builder.objectRef<EvaluationAnswer>('CoachingEvaluationAnswer').implement({
  description: 'One answer of an evaluation (spec 2 §3 evaluationAnswers).',
  fields: (t) => ({
    questionId: t.exposeString('questionId', { nullable: false }),
    textValue: t.string({
      resolve: (a) =>
        typeof a.value === 'string'
          ? a.value
          : typeof a.value === 'boolean' || (a.value && typeof a.value === 'object' && !Array.isArray(a.value))
            ? JSON.stringify(a.value)
            : null,
    }),
    numberValue: t.float({ resolve: (a) => (typeof a.value === 'number' ? a.value : null) }),
    arrayValue: t.stringList({ resolve: (a) => listOf(a.value) }),
    form: t.field({ type: FormVersion, resolve: (a, _x, ctx) => formLoaders(ctx).version.load(a.submission.versionId) }),
    createdBy: t.field({ type: User, resolve: (a, _x, ctx) => (a.submission.respondentId ? userLoaders(ctx).user.load(a.submission.respondentId) : null) }),
  }),
});

builder.objectFields(CoachingSession, (t) => ({
  evaluationForm: t.field({
    type: FormVersion,
    description: 'The published evaluation form its people fill after it; null when it has none.',
    resolve: (s, _a, ctx) => evaluationVersion(ctx, s),
  }),
  evaluationForms: t.field({
    type: [FormVersion],
    nullable: false,
    description: 'evaluationForm as a list (spec 2 §3).',
    resolve: async (s, _a, ctx) => {
      const version = await evaluationVersion(ctx, s);
      return version ? [version] : [];
    },
  }),
  evaluationAnswers: t.field({
    type: [Answer],
    nullable: false,
    description: "Sent answers: the staff side reads everyone's, the startup's side their own.",
    resolve: async (s, _a, ctx) => flattenAnswers(await readableEvaluations(ctx, s)),
  }),
  evaluations: t.field({
    type: [Evaluation],
    nullable: false,
    description: 'The sent evaluations the viewer reads, one per person (as evaluationAnswers).',
    resolve: (s, _a, ctx) => readableEvaluations(ctx, s),
  }),
  myEvaluation: t.field({ type: Evaluation, description: "The viewer's own evaluation, draft or sent.", resolve: (s, _a, ctx) => myEvaluation(ctx, s) }),
  viewerMayEvaluate: t.boolean({
    nullable: false,
    description: 'Whether the viewer fills an evaluation now: one of its people or founders, once the session has taken place.',
    resolve: async (s, _a, ctx) => {
      const standing = await sessionStanding(ctx, s);
      return Boolean(standing && evaluatesSession(standing) && sessionHeld(s) && (await evaluationVersion(ctx, s)));
    },
  }),
}));

const OptionCount = builder.objectRef<QuestionSummary['options'][number]>('CoachEvaluationOptionCount').implement({
  fields: (t) => ({
    value: t.exposeString('value', { nullable: false }),
    label: t.exposeString('label', { nullable: false }),
    count: t.exposeInt('count', { nullable: false }),
  }),
});

const QuestionSummaryRef = builder.objectRef<QuestionSummary>('CoachEvaluationQuestion').implement({
  fields: (t) => ({
    question: t.field({ type: QuestionRef, nullable: false, resolve: (q) => ({ formId: q.formId, question: q.question }) }),
    count: t.exposeInt('count', { nullable: false, description: 'Evaluations that answered it.' }),
    average: t.exposeFloat('average', { description: 'The mean of the numbers given (or of the chosen options’ numerical values); null without any.' }),
    options: t.field({ type: [OptionCount], nullable: false, resolve: (q) => q.options }),
  }),
});

const Summary = builder.objectRef<CoachSummary>('CoachEvaluationSummary').implement({
  description: "How a coach's sessions were rated by the others who evaluated them.",
  fields: (t) => ({
    coachId: t.exposeID('coachId', { nullable: false }),
    sessions: t.exposeInt('sessions', { nullable: false, description: 'Sessions with at least one evaluation.' }),
    responses: t.exposeInt('responses', { nullable: false }),
    questions: t.field({ type: [QuestionSummaryRef], nullable: false, resolve: (s) => s.questions }),
  }),
});

builder.queryFields((t) => ({
  coachEvaluationSummary: t.field({
    type: Summary,
    nullable: false,
    description: "A coach's evaluations rolled up per question: for staff and admins, or the coach.",
    args: { coachId: t.arg.id({ required: true }) },
    resolve: (_r, { coachId }, ctx) => coachEvaluationSummary(ctx, coachId),
  }),
}));

builder.mutationFields((t) => ({
  submitCoachingEvaluation: t.field({
    type: CoachingSession,
    nullable: false,
    description: "Sends (or, with draft, keeps) the viewer's evaluation of a session; sending completes their evaluation task.",
    args: { sessionId: t.arg.id({ required: true }), answers: t.arg.string({ required: true, description: 'JSON: question id → value.' }), draft: t.arg.boolean() },
    resolve: async (_r, args, ctx) => {
      await submitEvaluation(ctx, { answers: parseAnswers(args.answers), draft: args.draft ?? false }, args.sessionId);
      return (await visibleSession(ctx, args.sessionId)).session;
    },
  }),
}));
