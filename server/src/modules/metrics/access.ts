import { STARTUP_SIDE, isInGroup } from '@seedbed/contracts/roles';
import { requireViewer, type Context } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import { isAuthorized } from '../permissions/scope.ts';
import { incubatorFlags } from '../setup/schema.ts';
import { canSeeStartup, isFounderOf, loadVisibleStartup } from '../startups/access.ts';
import type { StartupRow } from '../startups/repo.ts';

/** The key behind /startups/metrics/* and every staff read or write of startups' data (ASSIGNED: the startups one is on). */
export const METRICS_KEY = 'METRICS/EDIT:VIEW';

/** Whether data collection is on for the tenant (dataCollection): off, no metric query answers. */
export const collectsData = (ctx: Pick<Context, 'incubator'>): boolean => incubatorFlags(ctx.incubator).dataCollection;

/** Whether the viewer reads and edits the metrics of startups as staff: for every startup, or for this one. */
export async function mayManageMetrics(ctx: Context, startupId?: string): Promise<boolean> {
  requireViewer(ctx);
  if (!collectsData(ctx)) return false;
  return isAuthorized(ctx, METRICS_KEY, startupId ? [startupId] : []);
}

/**
 * A startup whose data the viewer reports, reads or edits: its own founders report and read it;
 * whoever holds METRICS/EDIT:VIEW for it (ALL, or ASSIGNED to it) reads and edits it. Anything
 * else — a malformed id, another tenant's startup, one the viewer does not see, data collection
 * off — is NOT_FOUND alike.
 */
export async function loadMetricsStartup(ctx: Context, startupId: string): Promise<{ startup: StartupRow; asFounder: boolean }> {
  const viewer = requireViewer(ctx);
  if (!isId(startupId) || !collectsData(ctx)) throw notFound();
  const startup = await loadVisibleStartup(ctx, startupId);
  const asFounder = isInGroup(viewer.role?.type ?? null, STARTUP_SIDE) && (await isFounderOf(ctx, startupId));
  if (asFounder) return { startup, asFounder };
  if ((await canSeeStartup(ctx, startupId)) && (await isAuthorized(ctx, METRICS_KEY, [startupId]))) return { startup, asFounder: false };
  throw notFound();
}
