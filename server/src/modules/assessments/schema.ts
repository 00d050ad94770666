import type { Question } from '@seedbed/contracts/forms';
import { requireViewer, type Context } from '../../core/context.ts';
import { validationError } from '../../core/errors.ts';
import { builder, LanguageValueRef } from '../../core/schema-builder.ts';
import type { FormRow } from '../../db/schema/index.ts';
import { formLoaders } from '../forms/loaders.ts';
import { FormVersion } from '../forms/schema.ts';
import { formTitle } from '../forms/service.ts';
import { displayName } from '../users/display-name.ts';
import { userLoaders } from '../users/loaders.ts';
import { Person } from '../users/schema.ts';
import { mayDeleteAssessment } from './access.ts';
import { assessmentLoaders } from './loaders.ts';
import { assessmentForms, startupAssessments } from './queries.ts';
import type { AssessmentWithAnswers } from './repo.ts';
import { scoresOf, totalOf, type Score } from './scores.ts';
import { createStartupAssessment, deleteStartupAssessment } from './service.ts';

/** The version an assessment was given on, read once per request however many fields ask. */
const versionOf = (ctx: Context, assessment: AssessmentWithAnswers) => formLoaders(ctx).version.load(assessment.versionId);

async function scoresFor(ctx: Context, assessment: AssessmentWithAnswers): Promise<Score[]> {
  const version = await versionOf(ctx, assessment);
  return version ? scoresOf(version.questions as Question[], assessment.answers) : [];
}

const AssessmentForm = builder.objectRef<FormRow>('AssessmentForm').implement({
  description: 'A published evaluation form as assessments name it: only what assessing needs, not the builder’s draft.',
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    title: t.field({ type: [LanguageValueRef], nullable: false, resolve: (f) => f.title }),
    currentVersion: t.field({
      type: FormVersion,
      description: 'The latest published version, which a new assessment is given on.',
      resolve: (f, _a, ctx) => (f.versionId ? formLoaders(ctx).version.load(f.versionId) : null),
    }),
  }),
});

const AssessmentScore = builder.objectRef<Score & { label: string }>('AssessmentScore').implement({
  description: 'The numeric answer to one question of an assessment.',
  fields: (t) => ({
    questionId: t.exposeString('questionId', { nullable: false }),
    label: t.exposeString('label', { nullable: false, description: "The question's label in the viewer's language." }),
    questionType: t.string({ nullable: false, resolve: (s) => s.question.questionType }),
    value: t.exposeFloat('value', { nullable: false }),
  }),
});

const StartupAssessment = builder.objectRef<AssessmentWithAnswers>('StartupAssessment').implement({
  description: 'A staff assessment of a startup: an evaluation form filled about it at a date.',
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    startupId: t.exposeID('startupId', { nullable: false }),
    createdAt: t.string({ nullable: false, resolve: (a) => a.createdAt.toISOString() }),
    assessor: t.field({
      type: Person,
      resolve: async (a, _args, ctx) => {
        const user = a.assessorId ? await userLoaders(ctx).user.load(a.assessorId) : null;
        return user ? { id: user.id, fullName: displayName(user, ctx) } : null;
      },
    }),
    form: t.field({ type: AssessmentForm, resolve: (a, _args, ctx) => assessmentLoaders(ctx).form.load(a.formId) }),
    version: t.field({ type: FormVersion, description: 'The version the answers were given on.', resolve: (a, _args, ctx) => versionOf(ctx, a) }),
    answers: t.string({ nullable: false, description: 'The answers as JSON: question id → value.', resolve: (a) => JSON.stringify(a.answers) }),
    scores: t.field({
      type: [AssessmentScore],
      nullable: false,
      description: "Every numeric answer (numbers, scales, ratings, NPS, calculated, choices' numerical values), in the form's order.",
      resolve: async (a, _args, ctx) => (await scoresFor(ctx, a)).map((score) => ({ ...score, label: formTitle(score.question.label, ctx) })),
    }),
    total: t.float({
      description: "The form's own total (its last calculated question) when it has one, else the sum of the scores; null when nothing was scored.",
      resolve: async (a, _args, ctx) => totalOf(await scoresFor(ctx, a)),
    }),
    canDelete: t.boolean({ nullable: false, description: 'Its assessor or an organisation admin.', resolve: (a, _args, ctx) => mayDeleteAssessment(ctx, a) }),
  }),
});

builder.queryFields((t) => ({
  startupAssessments: t.field({
    type: [StartupAssessment],
    nullable: false,
    description: "A startup's assessments, newest first (assessment flag; the programme's side of its file only).",
    args: { startupId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => startupAssessments(ctx, args.startupId),
  }),
  assessmentForms: t.field({
    type: [AssessmentForm],
    nullable: false,
    description: 'The published evaluation forms an assessment may be given with.',
    resolve: (_r, _args, ctx) => assessmentForms(ctx),
  }),
}));

function parseAnswers(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw validationError([{ field: 'answers', key: 'validation.invalid' }]);
  }
}

builder.mutationFields((t) => ({
  createStartupAssessment: t.field({
    type: StartupAssessment,
    nullable: false,
    description: "Assesses a startup: `answers` (JSON, question id → value) to the form's latest version; errors name `answers.<questionId>`.",
    args: { startupId: t.arg.id({ required: true }), formId: t.arg.id({ required: true }), answers: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => {
      requireViewer(ctx);
      return createStartupAssessment(ctx, { formId: args.formId, answers: parseAnswers(args.answers) }, args.startupId);
    },
  }),
  deleteStartupAssessment: t.boolean({
    nullable: false,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => {
      requireViewer(ctx);
      return deleteStartupAssessment(ctx, {}, args.id);
    },
  }),
}));
