import { EVALUATOR_ASSIGNMENT_MODES, type EvaluationCriterion } from '@seedbed/contracts/applications';
import type { Context } from '../../core/context.ts';
import { builder } from '../../core/schema-builder.ts';
import { Program, Tag } from '../startups/schema.ts';
import { User } from '../users/schema.ts';
import { mayDeleteFunnel, mayEditFunnel, maySeeFunnel, visibleFunnel } from './access.ts';
import { FunnelMailInput, FunnelMailRef, PageBlockInput, PageBlockRef } from './block-types.ts';
import { findOrCreateFunnelInstructionEmail } from './instructions.ts';
import { funnelManageLoaders } from './loaders.ts';
import { listFunnels, type FunnelPage } from './queries.ts';
import type { FunnelRoundRow, FunnelRow } from './repo.ts';
import { createFunnelRound, deleteFunnelRound, reorderFunnelRounds, updateFunnelRound } from './rounds.ts';
import { cloneFunnel, createFunnel, deleteFunnel, updateFunnel } from './service.ts';
import { Funnel, FunnelRound, FunnelStatus, roundIsOpen, funnelLoaders } from './types.ts';
import './public-schema.ts';
import './rejection-mails-schema.ts';

/**
 * What only a funnel's managers read (its administrators, mails, evaluators, counts): the Funnel
 * type is also reached by applicants through their applications, who get nothing of it.
 */
const manages = (ctx: Context, funnelId: string) => (ctx.viewer ? maySeeFunnel(ctx, funnelId) : Promise.resolve(false));

export const AssignmentModeEnum = builder.enumType('EvaluatorAssignmentMode', { values: EVALUATOR_ASSIGNMENT_MODES });

const ViewerCan = builder.objectRef<FunnelRow>('FunnelViewerCan').implement({
  fields: (t) => ({
    edit: t.boolean({ nullable: false, resolve: (f, _a, ctx) => (ctx.viewer ? mayEditFunnel(ctx, f.id) : false) }),
    delete: t.boolean({ nullable: false, resolve: (f, _a, ctx) => (ctx.viewer ? mayDeleteFunnel(ctx, f.id) : false) }),
  }),
});

builder.objectFields(Funnel, (t) => ({
  rounds: t.field({ type: [FunnelRound], nullable: false, resolve: (f, _a, ctx) => funnelManageLoaders(ctx).rounds.load(f.id) }),
  page: t.field({ type: [PageBlockRef], nullable: false, resolve: (f) => f.page }),
  program: t.field({
    type: Program,
    resolve: async (f, _a, ctx) => (f.programId && (await manages(ctx, f.id)) ? funnelManageLoaders(ctx).program.load(f.programId) : null),
  }),
  administrators: t.field({
    type: [User],
    nullable: false,
    resolve: async (f, _a, ctx) => ((await manages(ctx, f.id)) ? funnelManageLoaders(ctx).admins.load(f.id) : []),
  }),
  acceptanceMail: t.field({ type: FunnelMailRef, resolve: async (f, _a, ctx) => ((await manages(ctx, f.id)) ? f.acceptanceMail : null) }),
  applicationCount: t.int({
    nullable: false,
    description: 'Applications sent to it, drafts apart.',
    resolve: async (f, _a, ctx) => ((await manages(ctx, f.id)) ? funnelManageLoaders(ctx).applicationCount.load(f.id) : 0),
  }),
  viewerCan: t.field({ type: ViewerCan, nullable: false, resolve: (f) => f }),
}));

const Criterion = builder.objectRef<EvaluationCriterion>('FunnelCriterion').implement({
  fields: (t) => ({
    tag: t.field({ type: Tag, resolve: (c, _a, ctx) => funnelManageLoaders(ctx).tag.load(c.tagId) }),
    weight: t.exposeInt('weight', { nullable: false }),
  }),
});

const HiddenQuestion = builder.objectRef<{ questionId: string; roleTypes: string[] }>('FunnelHiddenQuestion').implement({
  fields: (t) => ({ questionId: t.exposeString('questionId', { nullable: false }), roleTypes: t.exposeStringList('roleTypes', { nullable: false }) }),
});

const Visibility = builder.objectRef<FunnelRoundRow['visibility']>('FunnelRoundVisibility').implement({
  fields: (t) => ({
    hiddenQuestions: t.field({
      type: [HiddenQuestion],
      nullable: false,
      description: 'Questions of the round’s form hidden from the listed role types (questionVisibility).',
      resolve: (v) => Object.entries(v.hiddenQuestions ?? {}).map(([questionId, roleTypes]) => ({ questionId, roleTypes })),
    }),
    evaluationsVisibleTo: t.stringList({
      nullable: false,
      description: 'Role types that read evaluations besides their authors (evaluationVisibility).',
      resolve: (v) => v.evaluationsVisibleTo ?? [],
    }),
  }),
});

builder.objectFields(FunnelRound, (t) => ({
  formId: t.exposeID('formId', { description: 'The intake form applicants fill in this round.' }),
  evaluationFormId: t.exposeID('evaluationFormId'),
  assignment: t.field({ type: AssignmentModeEnum, nullable: false, resolve: (r) => r.assignment as (typeof EVALUATOR_ASSIGNMENT_MODES)[number] }),
  evaluatorsPerApplication: t.exposeInt('evaluatorsPerApplication', { nullable: false }),
  requiredEvaluations: t.exposeInt('requiredEvaluations', { nullable: false }),
  selfAssignment: t.exposeBoolean('selfAssignment', { nullable: false }),
  criteria: t.field({ type: [Criterion], nullable: false, resolve: (r) => r.criteria }),
  evaluators: t.field({
    type: [User],
    nullable: false,
    resolve: async (r, _a, ctx) => ((await manages(ctx, r.funnelId)) ? funnelManageLoaders(ctx).evaluators.load(r.id) : []),
  }),
  visibility: t.field({
    type: Visibility,
    nullable: false,
    resolve: async (r, _a, ctx) => ((await manages(ctx, r.funnelId)) ? r.visibility : { hiddenQuestions: {}, evaluationsVisibleTo: [] }),
  }),
  hasInstructionsMail: t.boolean({ nullable: false, resolve: (r) => r.instructionsMail !== null }),
  isOpen: t.boolean({
    nullable: false,
    description: 'Takes answers now: the funnel is open and the date is within the round’s.',
    resolve: async (r, _a, ctx) => {
      const funnel = await funnelLoaders(ctx).funnel.load(r.funnelId);
      return funnel ? roundIsOpen(funnel, r) : false;
    },
  }),
  applicationCount: t.int({
    nullable: false,
    description: 'Applications in the round now, drafts included.',
    resolve: async (r, _a, ctx) => ((await manages(ctx, r.funnelId)) ? funnelManageLoaders(ctx).roundApplicationCount.load(r.id) : 0),
  }),
}));

const FunnelPageRef = builder.objectRef<FunnelPage>('FunnelPage').implement({
  fields: (t) => ({
    results: t.field({ type: [Funnel], nullable: false, resolve: (p) => p.results }),
    totalCount: t.exposeInt('totalCount', { nullable: false }),
    next: t.exposeString('next'),
  }),
});

const FunnelFilter = builder.inputType('FunnelFilter', {
  fields: (t) => ({ search: t.string(), status: t.field({ type: FunnelStatus }), archived: t.boolean() }),
});

const FunnelInput = builder.inputType('FunnelInput', {
  fields: (t) => ({
    name: t.string(),
    summary: t.string(),
    slug: t.string(),
    status: t.field({ type: FunnelStatus }),
    programId: t.id(),
    anonymous: t.boolean(),
    archived: t.boolean(),
    page: t.field({ type: [PageBlockInput] }),
    acceptanceMail: t.field({ type: FunnelMailInput }),
    administratorIds: t.idList(),
  }),
});

const CriterionInput = builder.inputType('FunnelCriterionInput', {
  fields: (t) => ({ tagId: t.id({ required: true }), weight: t.int({ required: true }) }),
});
const HiddenQuestionInput = builder.inputType('FunnelHiddenQuestionInput', {
  fields: (t) => ({ questionId: t.string({ required: true }), roleTypes: t.stringList({ required: true }) }),
});

const FunnelRoundInput = builder.inputType('FunnelRoundInput', {
  fields: (t) => ({
    name: t.string(),
    formId: t.id(),
    evaluationFormId: t.id(),
    meeting: t.boolean(),
    opensAt: t.string(),
    closesAt: t.string(),
    assignment: t.field({ type: AssignmentModeEnum }),
    evaluatorsPerApplication: t.int(),
    requiredEvaluations: t.int(),
    selfAssignment: t.boolean(),
    criteria: t.field({ type: [CriterionInput] }),
    evaluatorIds: t.idList(),
    hiddenQuestions: t.field({ type: [HiddenQuestionInput] }),
    evaluationsVisibleTo: t.stringList(),
    instructionsMail: t.field({ type: FunnelMailInput }),
  }),
});

builder.queryFields((t) => ({
  funnels: t.field({
    type: FunnelPageRef,
    nullable: false,
    description: 'The management list: every funnel with FUNNELS:VIEW:LIST, else those one administers.',
    args: { filter: t.arg({ type: FunnelFilter }), cursor: t.arg.string(), limit: t.arg.int() },
    resolve: (_r, args, ctx) => listFunnels(ctx, args.filter, args.cursor, args.limit),
  }),
  funnel: t.field({ type: Funnel, nullable: false, args: { id: t.arg.id({ required: true }) }, resolve: (_r, args, ctx) => visibleFunnel(ctx, args.id) }),
}));

builder.mutationFields((t) => ({
  createFunnel: t.field({
    type: Funnel,
    nullable: false,
    args: { name: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => createFunnel(ctx, args),
  }),
  updateFunnel: t.field({
    type: Funnel,
    nullable: false,
    args: { id: t.arg.id({ required: true }), data: t.arg({ type: FunnelInput, required: true }) },
    resolve: (_r, args, ctx) => updateFunnel(ctx, args.data, args.id),
  }),
  deleteFunnel: t.boolean({ nullable: false, args: { id: t.arg.id({ required: true }) }, resolve: (_r, args, ctx) => deleteFunnel(ctx, {}, args.id) }),
  cloneFunnel: t.field({
    type: Funnel,
    nullable: false,
    args: { id: t.arg.id({ required: true }), name: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => cloneFunnel(ctx, { name: args.name }, args.id),
  }),
  createFunnelRound: t.field({
    type: FunnelRound,
    nullable: false,
    args: { funnelId: t.arg.id({ required: true }), name: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => createFunnelRound(ctx, { name: args.name }, args.funnelId),
  }),
  updateFunnelRound: t.field({
    type: FunnelRound,
    nullable: false,
    args: { roundId: t.arg.id({ required: true }), data: t.arg({ type: FunnelRoundInput, required: true }) },
    resolve: (_r, args, ctx) => updateFunnelRound(ctx, args.data, args.roundId),
  }),
  deleteFunnelRound: t.boolean({
    nullable: false,
    args: { roundId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => deleteFunnelRound(ctx, {}, args.roundId),
  }),
  reorderFunnelRounds: t.field({
    type: [FunnelRound],
    nullable: false,
    args: { funnelId: t.arg.id({ required: true }), roundIds: t.arg.idList({ required: true }) },
    resolve: (_r, args, ctx) => reorderFunnelRounds(ctx, { roundIds: args.roundIds }, args.funnelId),
  }),
  findOrCreateFunnelInstructionEmail: t.field({
    type: FunnelMailRef,
    nullable: false,
    args: { funnelId: t.arg.id({ required: true }), roundId: t.arg.id() },
    resolve: (_r, args, ctx) => findOrCreateFunnelInstructionEmail(ctx, { roundId: args.roundId }, args.funnelId),
  }),
}));
