import DataLoader from 'dataloader';
import { and, eq, inArray } from 'drizzle-orm';
import type { EvaluationCriterion } from '@seedbed/contracts/applications';
import { memo, requireViewer, type Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import { validationError } from '../../core/errors.ts';
import { builder } from '../../core/schema-builder.ts';
import { FormVersion } from '../forms/schema.ts';
import { FunnelRound, funnelLoaders } from '../funnels/types.ts';
import { userLoaders } from '../users/loaders.ts';
import { User } from '../users/schema.ts';
import {
  answersOf,
  applicationEvaluationsView,
  assignApplicationEvaluators,
  declareConflict,
  evaluationBoard,
  evaluationFormOf,
  evaluationQueue,
  QUEUE_STATUSES,
  selfAssignableApplications,
  selfAssignApplication,
  submitApplicationEvaluation,
  unassignApplicationEvaluator,
  type EvaluationsView,
  type Page,
} from './evaluations.ts';
import { normalisedTotal, roundSpreadOf } from './normalise.ts';
import { apEval, findApplication, type ApplicationEvaluationRow, type ApplicationRow } from './repo.ts';
import { Application } from './types.ts';

/** Per-request loaders: criteria tags by id, evaluation answers by submission, the viewer's own evaluation by application. */
function evaluationLoaders(ctx: Context) {
  return memo(ctx, 'evaluationLoaders', () => ({
    tag: new DataLoader<string, { id: string; name: string } | null>(async (ids) => {
      const tg = schema.tags;
      const rows = await (await ctx.tx.db())
        .select({ id: tg.id, name: tg.name })
        .from(tg)
        .where(and(eq(tg.incubatorId, ctx.incubator.id), inArray(tg.id, [...ids])));
      return ids.map((id) => rows.find((row) => row.id === id) ?? null);
    }),
    answers: new DataLoader<string, unknown>(async (ids) => {
      const found = await answersOf(ctx, ids);
      return ids.map((id) => found.get(id) ?? null);
    }),
    mine: new DataLoader<string, ApplicationEvaluationRow[]>(async (applicationIds) => {
      const rows = await (await ctx.tx.db())
        .select()
        .from(apEval)
        .where(and(eq(apEval.incubatorId, ctx.incubator.id), eq(apEval.evaluatorId, requireViewer(ctx).user.id), inArray(apEval.applicationId, [...applicationIds])));
      return applicationIds.map((id) => rows.filter((row) => row.applicationId === id));
    }),
  }));
}

const criteriaOf = async (ctx: Context, roundId: string): Promise<EvaluationCriterion[]> => (await funnelLoaders(ctx).round.load(roundId))?.criteria ?? [];

const EvaluationStatusEnum = builder.enumType('ApplicationEvaluationStatus', { values: ['assigned', 'submitted', 'conflict'] as const });
const QueueStatusEnum = builder.enumType('EvaluationQueueStatus', { values: QUEUE_STATUSES });
const HiddenReasonEnum = builder.enumType('EvaluationsHiddenReason', {
  description: 'Why the other evaluations are not shown: submit your own first, or your role may not read them.',
  values: ['submitFirst', 'notAllowed'] as const,
});

const CriterionTag = builder.objectRef<{ id: string; name: string }>('EvaluationCriterionTag').implement({
  fields: (t) => ({ _id: t.exposeID('id', { nullable: false }), name: t.exposeString('name', { nullable: false }) }),
});

interface CriterionScore {
  tagId: string;
  weight: number;
  score: number | null;
}
const CriterionScoreRef = builder.objectRef<CriterionScore>('EvaluationCriterionScore').implement({
  fields: (t) => ({
    tag: t.field({ type: CriterionTag, resolve: (s, _a, ctx) => evaluationLoaders(ctx).tag.load(s.tagId) }),
    weight: t.exposeFloat('weight', { nullable: false }),
    score: t.float({ resolve: (s) => s.score }),
  }),
});

export const ApplicationEvaluation = builder.objectRef<ApplicationEvaluationRow>('ApplicationEvaluation').implement({
  description: "One evaluator's assignment to an application in a round, and their evaluation once given.",
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    evaluator: t.field({ type: User, resolve: (row, _a, ctx) => userLoaders(ctx).user.load(row.evaluatorId) }),
    isMine: t.boolean({ nullable: false, resolve: (row, _a, ctx) => row.evaluatorId === requireViewer(ctx).user.id }),
    status: t.field({ type: EvaluationStatusEnum, nullable: false, resolve: (row) => row.status as 'assigned' | 'submitted' | 'conflict' }),
    scores: t.field({
      type: [CriterionScoreRef],
      nullable: false,
      description: "Each of the round's criteria with its weight and this evaluator's score (null until given).",
      resolve: async (row, _a, ctx) => (await criteriaOf(ctx, row.roundId)).map((c) => ({ tagId: c.tagId, weight: c.weight, score: row.scores[c.tagId] ?? null })),
    }),
    total: t.float({ description: 'The weighted mean of the scores.', resolve: (row) => (row.status === 'submitted' ? row.total : null) }),
    normalisedTotal: t.float({
      description: "The total corrected for this evaluator's habits in the round (the raw total below three evaluations by them).",
      resolve: async (row, _a, ctx) =>
        row.status === 'submitted' && row.total !== null ? normalisedTotal(await roundSpreadOf(ctx, row.roundId), row.evaluatorId, row.total) : null,
    }),
    comment: t.exposeString('comment'),
    answers: t.string({
      description: "The round's evaluation form answers (JSON: question id → value).",
      resolve: async (row, _a, ctx) => (row.submissionId ? JSON.stringify((await evaluationLoaders(ctx).answers.load(row.submissionId)) ?? {}) : null),
    }),
    conflictReason: t.exposeString('conflictReason'),
    assignedAt: t.string({ nullable: false, resolve: (row) => row.assignedAt.toISOString() }),
    submittedAt: t.string({ resolve: (row) => row.submittedAt?.toISOString() ?? null }),
    round: t.field({ type: FunnelRound, nullable: false, resolve: async (row, _a, ctx) => (await funnelLoaders(ctx).round.load(row.roundId))! }),
    application: t.field({
      type: Application,
      nullable: false,
      resolve: async (row, _a, ctx) => (await findApplication(await ctx.tx.db(), ctx.incubator.id, row.applicationId))!,
    }),
  }),
});

interface CriterionSummary {
  tagId: string;
  weight: number;
  average: number | null;
  count: number;
  /** The criterion's share of the weighted total: average × weight ÷ Σ weights. */
  weighted: number | null;
}
const CriterionSummaryRef = builder.objectRef<CriterionSummary>('EvaluationCriterionSummary').implement({
  fields: (t) => ({
    tag: t.field({ type: CriterionTag, resolve: (s, _a, ctx) => evaluationLoaders(ctx).tag.load(s.tagId) }),
    weight: t.exposeFloat('weight', { nullable: false }),
    average: t.float({ resolve: (s) => s.average }),
    weighted: t.float({ resolve: (s) => s.weighted }),
    count: t.exposeInt('count', { nullable: false }),
  }),
});

function criterionSummaries(criteria: readonly EvaluationCriterion[], rows: readonly ApplicationEvaluationRow[]): CriterionSummary[] {
  const submitted = rows.filter((row) => row.status === 'submitted');
  const weights = criteria.reduce((sum, c) => sum + c.weight, 0);
  return criteria.map((c) => {
    const scores = submitted.flatMap((row) => (typeof row.scores[c.tagId] === 'number' ? [row.scores[c.tagId]] : []));
    const average = scores.length ? scores.reduce((sum, s) => sum + s, 0) / scores.length : null;
    return { tagId: c.tagId, weight: c.weight, average, count: scores.length, weighted: average !== null && weights ? (average * c.weight) / weights : null };
  });
}

const ViewerCan = builder.objectRef<EvaluationsView>('ApplicationEvaluationsViewerCan').implement({
  fields: (t) => ({
    manage: t.boolean({ nullable: false, description: 'Assign and unassign evaluators.', resolve: (v) => v.manages && !isDecided(v.application) }),
    evaluate: t.boolean({ nullable: false, resolve: (v) => Boolean(v.mine && v.mine.status !== 'conflict' && !isDecided(v.application)) }),
    declareConflict: t.boolean({ nullable: false, resolve: (v) => Boolean(v.mine && v.mine.status !== 'conflict' && !isDecided(v.application)) }),
  }),
});
const isDecided = (application: ApplicationRow) => ['accepted', 'rejected', 'delay_rejected'].includes(application.status);

const EvaluationsRef = builder.objectRef<EvaluationsView>('ApplicationEvaluations').implement({
  description: "An application's evaluations in its current round, as the viewer may read them.",
  fields: (t) => ({
    application: t.field({ type: Application, nullable: false, resolve: (v) => v.application }),
    round: t.field({ type: FunnelRound, nullable: false, resolve: (v) => v.round }),
    evaluations: t.field({ type: [ApplicationEvaluation], nullable: false, resolve: (v) => v.rows }),
    mine: t.field({ type: ApplicationEvaluation, description: "The viewer's own assignment, if any.", resolve: (v) => v.mine }),
    othersHidden: t.field({ type: HiddenReasonEnum, resolve: (v) => v.othersHidden }),
    criteria: t.field({
      type: [CriterionSummaryRef],
      nullable: false,
      description: 'Running totals per criterion over the evaluations the viewer reads.',
      resolve: (v) => criterionSummaries(v.round.criteria, v.othersHidden ? [] : v.rows),
    }),
    done: t.int({ nullable: false, resolve: (v) => v.application.evaluationsDone }),
    needed: t.int({ nullable: false, resolve: (v) => v.application.evaluationsNeeded }),
    score: t.float({ description: 'The mean of the submitted totals; null while hidden from the viewer.', resolve: (v) => (v.othersHidden ? null : v.application.score) }),
    normalisedScore: t.float({
      description: 'The mean of the normalised totals; null while hidden from the viewer.',
      resolve: async (v, _a, ctx) => {
        if (v.othersHidden) return null;
        const spread = await roundSpreadOf(ctx, v.round.id);
        const totals = v.rows.flatMap((row) => (row.status === 'submitted' && row.total !== null ? [normalisedTotal(spread, row.evaluatorId, row.total)] : []));
        return totals.length ? totals.reduce((sum, x) => sum + x, 0) / totals.length : null;
      },
    }),
    evaluationForm: t.field({ type: FormVersion, description: "The round's evaluation form, for the viewer to fill.", resolve: (v, _a, ctx) => evaluationFormOf(ctx, v.round) }),
    viewerCan: t.field({ type: ViewerCan, nullable: false, resolve: (v) => v }),
  }),
});

type Queue = Page<ApplicationEvaluationRow> & { done: number; total: number };
const QueuePage = builder.objectRef<Queue>('EvaluationQueuePage').implement({
  fields: (t) => ({
    results: t.field({ type: [ApplicationEvaluation], nullable: false, resolve: (p) => p.results }),
    totalCount: t.exposeInt('totalCount', { nullable: false }),
    next: t.exposeString('next'),
    done: t.exposeInt('done', { nullable: false, description: 'Evaluations the viewer has given.' }),
    total: t.exposeInt('total', { nullable: false, description: 'Evaluations the viewer was given (to do and done).' }),
  }),
});

const ApplicationPage = builder.objectRef<Page<ApplicationRow>>('EvaluationApplicationPage').implement({
  fields: (t) => ({
    results: t.field({ type: [Application], nullable: false, resolve: (p) => p.results }),
    totalCount: t.exposeInt('totalCount', { nullable: false }),
    next: t.exposeString('next'),
  }),
});

const ScoreInput = builder.inputType('EvaluationScoreInput', {
  fields: (t) => ({ tagId: t.id({ required: true }), score: t.int({ required: true }) }),
});

builder.objectFields(Application, (t) => ({
  viewerEvaluation: t.field({
    type: ApplicationEvaluation,
    description: "The viewer's own assignment in the application's current round, if any.",
    resolve: async (row, _a, ctx) => (await evaluationLoaders(ctx).mine.load(row.id)).find((e) => e.roundId === row.roundId) ?? null,
  }),
}));

function parseAnswers(text: string | null | undefined): unknown {
  if (text === null || text === undefined) return null;
  try {
    return JSON.parse(text);
  } catch {
    throw validationError([{ field: 'answers', key: 'validation.invalid' }]);
  }
}

builder.queryFields((t) => ({
  applicationEvaluations: t.field({
    type: EvaluationsRef,
    nullable: false,
    args: { applicationId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => applicationEvaluationsView(ctx, args.applicationId),
  }),
  evaluationQueue: t.field({
    type: QueuePage,
    nullable: false,
    description: "The viewer's evaluations to do (oldest first) or done, with their progress.",
    args: { status: t.arg({ type: QueueStatusEnum }), cursor: t.arg.string(), limit: t.arg.int() },
    resolve: (_r, args, ctx) => evaluationQueue(ctx, args.status ?? 'OPEN', args.cursor, args.limit),
  }),
  selfAssignableApplications: t.field({
    type: ApplicationPage,
    nullable: false,
    description: 'Applications under review the viewer may take for themselves (rounds with self-assignment whose pool holds them).',
    args: { cursor: t.arg.string(), limit: t.arg.int() },
    resolve: (_r, args, ctx) => selfAssignableApplications(ctx, args.cursor, args.limit),
  }),
  evaluationBoard: t.field({
    type: ApplicationPage,
    nullable: false,
    description: "A funnel's applications still short of evaluations, fewest first.",
    args: { funnelId: t.arg.id({ required: true }), cursor: t.arg.string(), limit: t.arg.int() },
    resolve: (_r, args, ctx) => evaluationBoard(ctx, args.funnelId, args.cursor, args.limit),
  }),
}));

builder.mutationFields((t) => ({
  assignApplicationEvaluators: t.field({
    type: EvaluationsRef,
    nullable: false,
    args: { applicationId: t.arg.id({ required: true }), userIds: t.arg.idList({ required: true }) },
    resolve: async (_r, args, ctx) => applicationEvaluationsView(ctx, await assignApplicationEvaluators(ctx, args)),
  }),
  unassignApplicationEvaluator: t.field({
    type: EvaluationsRef,
    nullable: false,
    args: { applicationId: t.arg.id({ required: true }), userId: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => applicationEvaluationsView(ctx, await unassignApplicationEvaluator(ctx, args)),
  }),
  selfAssignApplication: t.field({
    type: EvaluationsRef,
    nullable: false,
    args: { applicationId: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => applicationEvaluationsView(ctx, await selfAssignApplication(ctx, args)),
  }),
  declareConflict: t.boolean({
    nullable: false,
    description: 'The viewer steps out of evaluating an application; another evaluator is drawn when the round draws them.',
    args: { applicationId: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => declareConflict(ctx, args),
  }),
  submitApplicationEvaluation: t.field({
    type: EvaluationsRef,
    nullable: false,
    args: {
      applicationId: t.arg.id({ required: true }),
      scores: t.arg({ type: [ScoreInput], required: true }),
      comment: t.arg.string(),
      answers: t.arg.string({ description: "The round's evaluation form answers as JSON (question id → value)." }),
    },
    resolve: async (_r, args, ctx) =>
      applicationEvaluationsView(
        ctx,
        await submitApplicationEvaluation(ctx, { applicationId: args.applicationId, scores: args.scores, comment: args.comment, answers: parseAnswers(args.answers) }),
      ),
  }),
}));
