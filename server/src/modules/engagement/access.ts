import { requireViewer, type Context } from '../../core/context.ts';
import { AppError, forbidden } from '../../core/errors.ts';
import { incubatorFlags } from '../setup/schema.ts';
import { isFounderOf, loadVisibleStartup, onStaffSide } from '../startups/access.ts';
import type { StartupRow } from '../startups/repo.ts';

/** The plan's engagementAnalytics: without it nothing of a team's engagement is read. */
export function requireEngagementAnalytics(ctx: Context): void {
  requireViewer(ctx);
  if (!incubatorFlags(ctx.incubator).engagementAnalytics) throw new AppError('FEATURE_DISABLED', 'engagement.planRequired', {}, { flag: 'engagementAnalytics' });
}

/**
 * Whether the viewer may read a startup's engagement: the programme's side of its file (a
 * staff-like role holding STARTUP_FILE:VIEW for it — ASSIGNED coaches and mentors for the startups
 * they follow), never its own founders. How often each founder signs in is a measure the programme
 * keeps about the team, like the assessment, not a page of the team's own file.
 */
export async function mayReadEngagement(ctx: Context, startupId: string): Promise<boolean> {
  return (await onStaffSide(ctx, startupId)) && !(await isFounderOf(ctx, startupId));
}

/** The startup whose engagement is read: NOT_FOUND when unseen (another tenant's, malformed), FORBIDDEN when seen from its own side. */
export async function engagementStartup(ctx: Context, startupId: string): Promise<StartupRow> {
  const startup = await loadVisibleStartup(ctx, startupId);
  if (!(await mayReadEngagement(ctx, startup.id))) throw forbidden();
  return startup;
}
