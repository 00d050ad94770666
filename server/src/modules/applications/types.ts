import { APPLICATION_STATUSES, type ApplicationStatus } from '@seedbed/contracts/applications';
import type { Context } from '../../core/context.ts';
import { builder } from '../../core/schema-builder.ts';
import { incubatorFlags } from '../setup/schema.ts';
import { userLoaders } from '../users/loaders.ts';
import { User } from '../users/schema.ts';
import { Funnel, FunnelRound, funnelLoaders } from '../funnels/types.ts';
import { adminFunnelIds } from '../funnels/access.ts';
import { seesAll } from './access.ts';
import type { ApplicationRow } from './repo.ts';

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
    status: t.field({ type: ApplicationStatusEnum, nullable: false, resolve: (row) => row.status as ApplicationStatus }),
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
