import { builder } from '../../core/schema-builder.ts';
import { requireViewer } from '../../core/context.ts';
import { validationError } from '../../core/errors.ts';
import { customFieldMap } from '../forms/repo.ts';
import { FormVersion, QuestionRef } from '../forms/schema.ts';
import { Funnel, FunnelRound, funnelLoaders } from '../funnels/types.ts';
import { confirmAccount, createApplicant } from './applicant-account.ts';
import { createApplication, loadRoundFill, roundOpen, roundSubmitted, saveApplicationRoundAnswers, submitApplicationRound, type RoundFill } from './apply.ts';
import { myApplications, NEXT_STEP_KINDS, type MyApplication } from './apply-queries.ts';
import { Application, ApplicationStatusEnum } from './types.ts';

/** Answers travel as JSON text (question id → value), as the forms engine's other mutations take them. */
function parseAnswers(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw validationError([{ field: 'answers', key: 'validation.invalid' }]);
  }
}

const ApplicantSignIn = builder.objectRef<{ token: string; user: { _id: string; email: string; fullName: string } }>('ApplicantSignIn').implement({
  description: 'What signing in answers (POST /auth/local): the bearer token and who it signs in.',
  fields: (t) => ({
    token: t.exposeString('token', { nullable: false }),
    userId: t.string({ nullable: false, resolve: (s) => s.user._id }),
    email: t.string({ nullable: false, resolve: (s) => s.user.email }),
    fullName: t.string({ nullable: false, resolve: (s) => s.user.fullName }),
  }),
});

const ApplicationRoundForm = builder.objectRef<RoundFill>('ApplicationRoundForm').implement({
  description: "One round of an application as its applicant fills it: the round's form, the answers given so far, and whether it takes answers now.",
  fields: (t) => ({
    application: t.field({ type: Application, nullable: false, resolve: (f) => f.application }),
    round: t.field({ type: FunnelRound, nullable: false, resolve: (f) => f.round }),
    form: t.field({
      type: FormVersion,
      description: 'The version of the form to fill (or the one the sent answers were given on); null when the round asks for no form or its form is not published.',
      resolve: (f) => f.version,
    }),
    asksForm: t.boolean({ nullable: false, description: 'The round has a form (published or not).', resolve: (f) => f.form !== null }),
    answers: t.string({
      description: 'The answers given so far as JSON (question id → value): the draft, or the sent answers.',
      resolve: (f) => (f.submission ? JSON.stringify(f.submission.answers) : null),
    }),
    savedAt: t.string({ resolve: (f) => f.submission?.updatedAt.toISOString() ?? null }),
    submitted: t.boolean({ nullable: false, description: 'The round was sent (or passed): its answers are read-only.', resolve: (f) => roundSubmitted(f) }),
    open: t.boolean({ nullable: false, description: 'The round takes answers now.', resolve: (f) => roundOpen(f) }),
    customFields: t.field({
      type: [QuestionRef],
      nullable: false,
      description: 'The custom fields its custom_field questions name, as the renderer draws them.',
      resolve: async (f, _a, ctx) => {
        const named = new Set(f.version?.questions.flatMap((q) => (q.questionType === 'custom_field' && q.customFieldId ? [q.customFieldId] : [])) ?? []);
        if (!named.size || !f.version) return [];
        const fields = await customFieldMap(await ctx.tx.db(), ctx.incubator.id);
        const formId = f.version.formId;
        return [...named].flatMap((id) => {
          const field = fields.get(id);
          return field ? [{ formId, question: field }] : [];
        });
      },
    }),
  }),
});

const NextStepKind = builder.enumType('ApplicationNextStepKind', { values: NEXT_STEP_KINDS });

const NextStep = builder.objectRef<MyApplication['nextStep']>('ApplicationNextStep').implement({
  description: 'What is asked of the applicant next: fill the round’s form, wait for the programme, attend the meeting, or nothing (decided).',
  fields: (t) => ({
    kind: t.field({ type: NextStepKind, nullable: false, resolve: (s) => s.kind }),
    roundId: t.exposeID('roundId', { nullable: false }),
    roundOpen: t.exposeBoolean('roundOpen', { nullable: false, description: 'The round takes answers now.' }),
  }),
});

const MyApplicationRef = builder.objectRef<MyApplication>('MyApplication').implement({
  description: "One of the viewer's own applications, as an applicant may know it.",
  fields: (t) => ({
    _id: t.id({ nullable: false, resolve: (m) => m.application.id }),
    name: t.string({ nullable: false, resolve: (m) => m.application.name }),
    status: t.field({
      type: ApplicationStatusEnum,
      nullable: false,
      description: 'A decision not yet told to the applicant reads as under_review.',
      resolve: (m) => m.status,
    }),
    funnel: t.field({ type: Funnel, nullable: false, resolve: async (m, _a, ctx) => (await funnelLoaders(ctx).funnel.load(m.application.funnelId))! }),
    round: t.field({ type: FunnelRound, nullable: false, resolve: async (m, _a, ctx) => (await funnelLoaders(ctx).round.load(m.application.roundId))! }),
    nextStep: t.field({ type: NextStep, nullable: false, resolve: (m) => m.nextStep }),
    createdAt: t.string({ nullable: false, resolve: (m) => m.application.createdAt.toISOString() }),
    submittedAt: t.string({ resolve: (m) => m.application.submittedAt?.toISOString() ?? null }),
  }),
});

builder.queryFields((t) => ({
  applicationRoundForm: t.field({
    type: ApplicationRoundForm,
    nullable: false,
    description: 'A round of one of the viewer’s applications (as applicant or founder of its startup), reached by the application.',
    args: { applicationId: t.arg.id({ required: true }), roundId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => loadRoundFill(ctx, args.applicationId, args.roundId),
  }),
  myApplications: t.field({
    type: [MyApplicationRef],
    nullable: false,
    description: "The viewer's applications (made by them or by a startup they found), newest first.",
    resolve: (_r, _a, ctx) => myApplications(ctx),
  }),
}));

builder.mutationFields((t) => ({
  createApplicant: t.field({
    type: ApplicantSignIn,
    nullable: false,
    description: 'A visitor signs up as an applicant and is signed in; a mail asks them to confirm the address. Rate-limited per client address.',
    args: {
      email: t.arg.string({ required: true }),
      firstName: t.arg.string({ required: true }),
      lastName: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      funnelId: t.arg.id(),
    },
    resolve: (_r, args, ctx) => createApplicant(ctx, args),
  }),
  confirmAccount: t.boolean({
    nullable: false,
    description: 'Confirms the address of the account a confirmation mail was sent to (the token of its link).',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => confirmAccount(ctx, args),
  }),
  createApplication: t.field({
    type: Application,
    nullable: false,
    description: 'Starts the viewer’s application to an open funnel (a draft at its first round): ROUND_CLOSED, DUPLICATE_APPLICATION.',
    args: { funnelId: t.arg.id({ required: true }), name: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => {
      requireViewer(ctx);
      return createApplication(ctx, args);
    },
  }),
  saveApplicationRoundAnswers: t.field({
    type: ApplicationRoundForm,
    nullable: false,
    description: 'Saves the round’s answers as a draft (required ones not enforced).',
    args: { applicationId: t.arg.id({ required: true }), roundId: t.arg.id({ required: true }), answers: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => {
      requireViewer(ctx);
      return saveApplicationRoundAnswers(ctx, { answers: parseAnswers(args.answers) }, { applicationId: args.applicationId, roundId: args.roundId });
    },
  }),
  submitApplicationRound: t.field({
    type: ApplicationRoundForm,
    nullable: false,
    description: 'Sends the round’s answers: ROUND_CLOSED, APPLICATION_ALREADY_SUBMITTED, or each answer’s problem in `fields`.',
    args: { applicationId: t.arg.id({ required: true }), roundId: t.arg.id({ required: true }), answers: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => {
      requireViewer(ctx);
      return submitApplicationRound(ctx, { answers: parseAnswers(args.answers) }, { applicationId: args.applicationId, roundId: args.roundId });
    },
  }),
}));
