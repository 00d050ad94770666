import DataLoader from 'dataloader';
import { and, eq, inArray } from 'drizzle-orm';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@seedbed/contracts/applications';
import { isInGroup, STARTUP_SIDE } from '@seedbed/contracts/roles';
import { memo, type Context } from '../../core/context.ts';
import { builder } from '../../core/schema-builder.ts';
import { incubatorFlags } from '../setup/schema.ts';
import { userLoaders } from '../users/loaders.ts';
import { User } from '../users/schema.ts';
import { Funnel, FunnelRound, funnelLoaders } from '../funnels/types.ts';
import { adminFunnelIds } from '../funnels/access.ts';
import { seesAll } from './access.ts';
import { apDecision, type ApplicationRow } from './repo.ts';

export const ApplicationStatusEnum = builder.enumType('ApplicationStatus', { values: APPLICATION_STATUSES });

/**
 * Blind review (anonymityApplications with the funnel's `anonymous`): who applied is hidden from
 * everyone but the funnel's managers and the applicants themselves — in every field, list and
 * export that would name them. Evaluators see the application by its number.
 */
export async function applicantHidden(ctx: Context, application: ApplicationRow): Promise<boolean> {
  if (!incubatorFlags(ctx.incubator).anonymityApplications) return false;
  const funnel = await funnelLoaders(ctx).funnel.load(application.funnelId);
  if (!funnel?.anonymous) return false;
  if (ctx.viewer?.user.id === application.applicantId) return false;
  if ((await adminFunnelIds(ctx)).has(application.funnelId)) return false;
  return !(await seesAll(ctx));
}

type DecisionMail = { mailAfter: Date | null; mailSentAt: Date | null };

/**
 * The status as the applicant may know it. A rejection held back (delay_rejected) and a decision
 * still within its undo window, whose mail has not left, read as under review: the applicant learns
 * a decision when the programme tells them, not before.
 */
export function statusSeenByApplicant(application: ApplicationRow, decision: DecisionMail | null | undefined, now: Date): ApplicationStatus {
  const status = application.status as ApplicationStatus;
  if (status === 'delay_rejected') return 'under_review';
  const withheld = decision && !decision.mailSentAt && decision.mailAfter && decision.mailAfter > now;
  if ((status === 'accepted' || status === 'rejected') && withheld) return 'under_review';
  return status;
}

/** The decision of each application's current round, for the status its applicant reads; one query per page. */
function currentDecisions(ctx: Context) {
  return memo(
    ctx,
    'applications:currentDecisions',
    () =>
      new DataLoader<ApplicationRow, DecisionMail | null, string>(
        async (applications) => {
          const rows = await (await ctx.tx.db())
            .select({ applicationId: apDecision.applicationId, roundId: apDecision.roundId, mailAfter: apDecision.mailAfter, mailSentAt: apDecision.mailSentAt })
            .from(apDecision)
            .where(
              and(
                eq(apDecision.incubatorId, ctx.incubator.id),
                inArray(
                  apDecision.applicationId,
                  applications.map((a) => a.id),
                ),
              ),
            );
          return applications.map((a) => rows.find((r) => r.applicationId === a.id && r.roundId === a.roundId) ?? null);
        },
        { cacheKeyFn: (a) => a.id },
      ),
  );
}

/** Whether the viewer reads an application as its applicant side does: theirs, or a startup-side role, without managing it. */
async function readsAsApplicant(ctx: Context, application: ApplicationRow): Promise<boolean> {
  const viewer = ctx.viewer;
  if (!viewer) return false;
  if (viewer.user.id !== application.applicantId && !isInGroup(viewer.role?.type, STARTUP_SIDE)) return false;
  if ((await adminFunnelIds(ctx)).has(application.funnelId)) return false;
  return !(await seesAll(ctx));
}

/**
 * An application as every reader allowed to open it sees it (applicationStanding decides who);
 * its answers, evaluations, decisions and activities are added by the files that own them.
 */
export const Application = builder.objectRef<ApplicationRow>('Application').implement({
  description: "One applicant's application to a funnel: its current round and status.",
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    name: t.string({
      nullable: false,
      description: 'The project name; under blind review evaluators read a neutral reference instead.',
      resolve: async (row, _a, ctx) => ((await applicantHidden(ctx, row)) ? ctx.t('applications.anonymousName', { ref: row.id.slice(0, 8).toUpperCase() }) : row.name),
    }),
    status: t.field({
      type: ApplicationStatusEnum,
      nullable: false,
      description: 'Its applicant reads a decision only once its mail has left (statusSeenByApplicant).',
      resolve: async (row, _a, ctx) =>
        (await readsAsApplicant(ctx, row)) ? statusSeenByApplicant(row, await currentDecisions(ctx).load(row), new Date()) : (row.status as ApplicationStatus),
    }),
    applicant: t.field({
      type: User,
      description: 'Null under blind review for those who may not know who applied.',
      resolve: async (row, _a, ctx) => ((await applicantHidden(ctx, row)) ? null : userLoaders(ctx).user.load(row.applicantId)),
    }),
    funnel: t.field({ type: Funnel, nullable: false, resolve: async (row, _a, ctx) => (await funnelLoaders(ctx).funnel.load(row.funnelId))! }),
    round: t.field({ type: FunnelRound, nullable: false, resolve: async (row, _a, ctx) => (await funnelLoaders(ctx).round.load(row.roundId))! }),
    score: t.float({ resolve: (row) => row.score }),
    evaluationsDone: t.exposeInt('evaluationsDone', { nullable: false }),
    evaluationsNeeded: t.exposeInt('evaluationsNeeded', { nullable: false }),
    createdAt: t.string({ nullable: false, resolve: (row) => row.createdAt.toISOString() }),
    updatedAt: t.string({ nullable: false, resolve: (row) => row.updatedAt.toISOString() }),
    submittedAt: t.string({ resolve: (row) => row.submittedAt?.toISOString() ?? null }),
    decidedAt: t.string({ resolve: (row) => row.decidedAt?.toISOString() ?? null }),
  }),
});
