import { and, eq, exists, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { memo, requireViewer, type Context } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import { adminFunnelIds } from '../funnels/access.ts';
import { isAuthorized } from '../permissions/scope.ts';
import { isFounderOf } from '../startups/access.ts';
import { ap, apEval, findApplication, type ApplicationRow } from './repo.ts';

/**
 * How the viewer stands to one application, the one rule every read and write of it starts from:
 * - 'manager': APPLICATION_ALL:VIEW, or an administrator of its funnel; a draft only with
 *   APPLICATION_DRAFT:ACCESS (administrators always);
 * - 'evaluator': assigned to evaluate it (not out of it by a conflict), once it is submitted;
 * - 'applicant': the person who applied, or a founder of the startup it became.
 * A viewer may be several (an administrator who evaluates); null when it is out of their reach.
 */
export interface ApplicationStanding {
  manager: boolean;
  admin: boolean;
  evaluator: boolean;
  applicant: boolean;
}

export const seesAll = (ctx: Context) => memo(ctx, 'applications:seesAll', () => isAuthorized(ctx, 'APPLICATION_ALL:VIEW'));
export const opensDrafts = (ctx: Context) => memo(ctx, 'applications:opensDrafts', () => isAuthorized(ctx, 'APPLICATION_DRAFT:ACCESS'));

export async function applicationStanding(ctx: Context, application: ApplicationRow): Promise<ApplicationStanding | null> {
  const viewer = requireViewer(ctx);
  const admin = (await adminFunnelIds(ctx)).has(application.funnelId);
  const draft = application.status === 'draft';
  const manager = admin || ((await seesAll(ctx)) && (!draft || (await opensDrafts(ctx))));
  const applicant = application.applicantId === viewer.user.id || (application.startupId !== null && (await isFounderOf(ctx, application.startupId)));
  let evaluator = false;
  if (!draft) {
    const [row] = await (await ctx.tx.db())
      .select({ status: apEval.status })
      .from(apEval)
      .where(and(eq(apEval.incubatorId, ctx.incubator.id), eq(apEval.applicationId, application.id), eq(apEval.evaluatorId, viewer.user.id), ne(apEval.status, 'conflict')))
      .limit(1);
    evaluator = Boolean(row);
  }
  if (!manager && !applicant && !evaluator) return null;
  return { manager, admin, evaluator, applicant };
}

/** An application the viewer may open, with how they stand to it; a malformed id, another tenant's or one out of reach is NOT_FOUND alike. */
export async function visibleApplication(ctx: Context, id: string): Promise<{ application: ApplicationRow; standing: ApplicationStanding }> {
  requireViewer(ctx);
  if (!isId(id)) throw notFound();
  const application = await findApplication(await ctx.tx.db(), ctx.incubator.id, id);
  const standing = application ? await applicationStanding(ctx, application) : null;
  if (!application || !standing) throw notFound();
  return { application, standing };
}

/**
 * The applications the overview lists for the viewer, as a condition on `applications`: every one
 * (drafts only with APPLICATION_DRAFT:ACCESS) with APPLICATION_ALL:VIEW, else those of the funnels
 * they administer and those they are assigned to evaluate (never drafts).
 */
export async function reviewableApplicationsCondition(ctx: Context): Promise<SQL> {
  const viewer = requireViewer(ctx);
  const notDraft = ne(ap.status, 'draft');
  const admin = [...(await adminFunnelIds(ctx))];
  const ownFunnels = admin.length ? inArray(ap.funnelId, admin) : sql`false`;
  if (await seesAll(ctx)) return (await opensDrafts(ctx)) ? sql`true` : or(notDraft, ownFunnels)!;
  const assigned = exists(
    sql`(SELECT 1 FROM ${apEval} WHERE ${apEval.incubatorId} = ${ap.incubatorId} AND ${apEval.applicationId} = ${ap.id} AND ${apEval.evaluatorId} = ${viewer.user.id} AND ${apEval.status} <> 'conflict')`,
  );
  return or(ownFunnels, and(notDraft, assigned))!;
}
