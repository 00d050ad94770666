import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { QuestionType } from '@seedbed/contracts/forms';
import { APPLICATION_DECISION_ACTIONS } from '@seedbed/contracts/applications-input';
import { memo, requireViewer, type Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import { notFound } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import { builder } from '../../core/schema-builder.ts';
import type { FormSubmissionRow, FormVersionRow } from '../../db/schema/index.ts';
import { formLoaders } from '../forms/loaders.ts';
import { FormVersion } from '../forms/schema.ts';
import { roundsOf, type FunnelRoundRow } from '../funnels/repo.ts';
import { FunnelRound } from '../funnels/types.ts';
import { incubatorFlags } from '../setup/schema.ts';
import { canSeeStartup } from '../startups/access.ts';
import { findStartup } from '../startups/repo.ts';
import { userLoaders } from '../users/loaders.ts';
import { User } from '../users/schema.ts';
import { applicationStanding, visibleApplication, type ApplicationStanding } from './access.ts';
import { readsPrivateItems } from './comments.ts';
import { availableDecisions, mayDeleteApplication } from './decisions.ts';
import { ap, apDecision, APPLICATION_SUBJECT, type ApplicationRow } from './repo.ts';
import { Application, applicantHidden } from './types.ts';

type DecisionRow = typeof apDecision.$inferSelect;

/**
 * Under blind review evaluators never read answers that say who applied. The question types that
 * do by their nature are dropped: a phone number, an address, a signature, and custom fields (they
 * hold the person's profile values: their name, their e-mail address). Free text is kept: it is
 * the application itself.
 */
const IDENTIFYING_TYPES: readonly QuestionType[] = ['phone', 'address', 'signature', 'custom_field'];

interface RoundAnswers {
  version: FormVersionRow;
  answers: Record<string, unknown>;
  submission: FormSubmissionRow;
}

interface RoundState {
  application: ApplicationRow;
  round: FunnelRoundRow;
  state: 'reached' | 'current' | 'upcoming';
  standing: ApplicationStanding;
}

/** Everything the page reads of one application, loaded once per request: its rounds, decisions and submitted answers. */
function fileOf(ctx: Context, application: ApplicationRow) {
  return memo(ctx, `applicationFile:${application.id}`, async () => {
    const db = await ctx.tx.db();
    const tenant = ctx.incubator.id;
    const fs = schema.formSubmissions;
    const [rounds, decisions, submissions] = await Promise.all([
      roundsOf(db, tenant, application.funnelId),
      db
        .select()
        .from(apDecision)
        .where(and(eq(apDecision.incubatorId, tenant), eq(apDecision.applicationId, application.id))),
      db
        .select()
        .from(fs)
        .where(and(eq(fs.incubatorId, tenant), eq(fs.subjectKind, APPLICATION_SUBJECT), eq(fs.subjectId, application.id), isNotNull(fs.submittedAt)))
        .orderBy(desc(fs.submittedAt)),
    ]);
    return { rounds, decisions, submissions };
  });
}

/**
 * A round's answers as this reader may read them. Hidden questions (questionVisibility: the
 * round's `hiddenQuestions`, question id → role types) are removed for the viewer's role type,
 * except for the applicant's side, who read their own answers, and the funnel's administrators,
 * who set them; under blind review identifying answers are removed (IDENTIFYING_TYPES).
 */
async function answersFor(ctx: Context, state: RoundState): Promise<RoundAnswers | null> {
  const { application, round, standing } = state;
  if (!round.formId || state.state === 'upcoming') return null;
  const { submissions } = await fileOf(ctx, application);
  const submission = submissions.find((s) => s.formId === round.formId);
  if (!submission) return null;
  const version = await formLoaders(ctx).version.load(submission.versionId);
  if (!version) return null;
  const hidden = new Set<string>();
  if (!standing.applicant && !standing.admin && incubatorFlags(ctx.incubator).questionVisibility) {
    const roleType = requireViewer(ctx).role?.type ?? '';
    for (const [questionId, roleTypes] of Object.entries(round.visibility.hiddenQuestions ?? {})) if (roleTypes.includes(roleType)) hidden.add(questionId);
  }
  if (await applicantHidden(ctx, application)) for (const q of version.questions) if (IDENTIFYING_TYPES.includes(q.questionType)) hidden.add(q._id);
  const answers = Object.fromEntries(Object.entries(submission.answers).filter(([id]) => !hidden.has(id)));
  return { version: { ...version, questions: version.questions.filter((q) => !hidden.has(q._id)) }, answers, submission };
}

const Standing = builder.objectRef<ApplicationStanding>('ApplicationStanding').implement({
  description: 'How the viewer stands to the application (several may hold).',
  fields: (t) => ({
    manager: t.exposeBoolean('manager', { nullable: false }),
    admin: t.exposeBoolean('admin', { nullable: false, description: "An administrator of the application's funnel." }),
    evaluator: t.exposeBoolean('evaluator', { nullable: false }),
    applicant: t.exposeBoolean('applicant', { nullable: false }),
  }),
});

const Decision = builder.objectRef<DecisionRow>('ApplicationRoundDecision').implement({
  fields: (t) => ({
    decision: t.exposeString('decision', { nullable: false, description: 'accept, reject or delay_reject.' }),
    decidedAt: t.string({ nullable: false, resolve: (d) => d.decidedAt.toISOString() }),
    decidedBy: t.field({ type: User, resolve: (d, _a, ctx) => (d.decidedBy ? userLoaders(ctx).user.load(d.decidedBy) : null) }),
    reasons: t.exposeStringList('reasons', { nullable: false }),
    mailAfter: t.string({ description: 'When its mail leaves (null: held, a delayed rejection).', resolve: (d) => d.mailAfter?.toISOString() ?? null }),
    mailSentAt: t.string({ resolve: (d) => d.mailSentAt?.toISOString() ?? null }),
  }),
});

const Answers = builder.objectRef<RoundAnswers>('ApplicationRoundAnswers').implement({
  description: "A round's submitted answers, as the reader may read them.",
  fields: (t) => ({
    version: t.field({ type: FormVersion, nullable: false, description: 'The questions as they were asked (those hidden from the reader removed).', resolve: (a) => a.version }),
    answers: t.string({ nullable: false, description: 'The answers as JSON: question id → value.', resolve: (a) => JSON.stringify(a.answers) }),
    submittedAt: t.string({ resolve: (a) => a.submission.submittedAt?.toISOString() ?? null }),
  }),
});

export const ApplicationRoundStateEnum = builder.enumType('ApplicationRoundState', { values: ['reached', 'current', 'upcoming'] as const });

const RoundStateRef = builder.objectRef<RoundState>('ApplicationRound').implement({
  description: "One round of the application's funnel, as far as the application went.",
  fields: (t) => ({
    round: t.field({ type: FunnelRound, nullable: false, resolve: (s) => s.round }),
    status: t.field({ type: ApplicationRoundStateEnum, nullable: false, resolve: (s) => s.state }),
    submittedAt: t.string({ resolve: async (s, _a, ctx) => (await answersFor(ctx, s))?.submission.submittedAt?.toISOString() ?? null }),
    decision: t.field({
      type: Decision,
      description: "The decision taken in the round; staff's, so null for the applicant's side.",
      resolve: async (s, _a, ctx) => {
        if (!s.standing.manager && !s.standing.evaluator) return null;
        return (await fileOf(ctx, s.application)).decisions.find((d) => d.roundId === s.round.id) ?? null;
      },
    }),
    answers: t.field({ type: Answers, resolve: (s, _a, ctx) => answersFor(ctx, s) }),
  }),
});

interface StartupRef {
  id: string;
  name: string;
}
const ApplicationStartup = builder.objectRef<StartupRef>('ApplicationStartup').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    viewerCanOpen: t.boolean({ nullable: false, description: 'Whether the viewer may open its file.', resolve: (s, _a, ctx) => canSeeStartup(ctx, s.id) }),
  }),
});

export const ApplicationDecisionActionEnum = builder.enumType('ApplicationDecisionAction', { values: APPLICATION_DECISION_ACTIONS });

/** The standing of the viewer to an application already known readable (list rows, the page). */
const standingOf = (ctx: Context, application: ApplicationRow) => memo(ctx, `applicationStanding:${application.id}`, () => applicationStanding(ctx, application));

builder.objectFields(Application, (t) => ({
  standing: t.field({
    type: Standing,
    nullable: false,
    resolve: async (row, _a, ctx) => (await standingOf(ctx, row)) ?? { manager: false, admin: false, evaluator: false, applicant: false },
  }),
  rounds: t.field({
    type: [RoundStateRef],
    nullable: false,
    description: "The funnel's rounds in order, each reached, current or upcoming.",
    resolve: async (row, _a, ctx) => {
      const standing = await standingOf(ctx, row);
      if (!standing) return [];
      const { rounds } = await fileOf(ctx, row);
      const current = rounds.findIndex((r) => r.id === row.roundId);
      return rounds.map((round, i) => ({ application: row, round, standing, state: i < current ? 'reached' : i === current ? 'current' : 'upcoming' }));
    },
  }),
  startup: t.field({
    type: ApplicationStartup,
    description: 'The startup the application became (accepted) or was linked to; hidden under blind review.',
    resolve: async (row, _a, ctx) => {
      if (!row.startupId || (await applicantHidden(ctx, row))) return null;
      const s = schema.startups;
      const [startup] = await (await ctx.tx.db())
        .select({ id: s.id, name: s.name })
        .from(s)
        .where(and(eq(s.incubatorId, ctx.incubator.id), eq(s.id, row.startupId)));
      return startup ?? null;
    },
  }),
  availableDecisions: t.field({
    type: [ApplicationDecisionActionEnum],
    nullable: false,
    description: 'What the viewer may do now: the decisions the transition table allows, reset, send a held rejection.',
    resolve: async (row, _a, ctx) => availableDecisions(ctx, await ctx.tx.db(), row, await standingOf(ctx, row)),
  }),
  viewerCanComment: t.boolean({
    nullable: false,
    resolve: async (row, _a, ctx) => {
      const standing = await standingOf(ctx, row);
      return Boolean(standing && (standing.manager || standing.applicant));
    },
  }),
  viewerCanCommentPrivately: t.boolean({
    nullable: false,
    resolve: async (row, _a, ctx) => {
      const standing = await standingOf(ctx, row);
      return Boolean(standing && (await readsPrivateItems(ctx, standing)));
    },
  }),
  viewerCanDelete: t.boolean({
    nullable: false,
    resolve: async (row, _a, ctx) => Boolean((await standingOf(ctx, row)) && (await mayDeleteApplication(ctx, row))),
  }),
}));

/** A startup's application history: the applications it became or was linked to that the viewer may open. */
async function startupApplications(ctx: Context, startupId: string): Promise<ApplicationRow[]> {
  requireViewer(ctx);
  if (!isId(startupId)) throw notFound();
  const db = await ctx.tx.db();
  if (!(await findStartup(ctx, db, startupId)) || !(await canSeeStartup(ctx, startupId))) throw notFound();
  const rows = await db
    .select()
    .from(ap)
    .where(and(eq(ap.incubatorId, ctx.incubator.id), eq(ap.startupId, startupId)))
    .orderBy(desc(ap.createdAt));
  const readable = await Promise.all(rows.map(async (row) => ((await standingOf(ctx, row)) ? row : null)));
  return readable.filter((row): row is ApplicationRow => row !== null);
}

builder.queryFields((t) => ({
  application: t.field({
    type: Application,
    nullable: false,
    description: 'One application, for those who may open it (its managers, evaluators and applicant).',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => (await visibleApplication(ctx, args.id)).application,
  }),
  startupApplications: t.field({
    type: [Application],
    nullable: false,
    description: "A startup's application history, newest first.",
    args: { startupId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => startupApplications(ctx, args.startupId),
  }),
}));
