import { STARTUP_SIDE, isInGroup } from '@seedbed/contracts/roles';
import { requireViewer, type Context } from '../../core/context.ts';
import { AppError, forbidden } from '../../core/errors.ts';
import { isOrganisationAdmin, requireOrganisationAdmin } from '../../core/organisation-admin.ts';
import { viewerGrants } from '../permissions/scope.ts';
import { incubatorFlags } from '../setup/schema.ts';
import type { MetricRow } from '../../db/schema/index.ts';
import { collectsData, METRICS_KEY } from './access.ts';

/** Data collection off: no metric operation answers. */
export function requireDataCollection(ctx: Context): void {
  if (!collectsData(ctx)) throw new AppError('FEATURE_DISABLED', 'metrics.disabled', {}, { flag: 'dataCollection' });
}

/**
 * The list of definitions is staff's: organisation admins and whoever holds METRICS/EDIT:VIEW in
 * any scope. Founders read the metrics they report through their periods, never this list.
 */
export function requireMetricReader(ctx: Context): void {
  const viewer = requireViewer(ctx);
  requireDataCollection(ctx);
  if (isOrganisationAdmin(ctx)) return;
  if (isInGroup(viewer.role?.type ?? null, STARTUP_SIDE)) throw forbidden();
  if ((viewerGrants(ctx).get(METRICS_KEY)?.criteria ?? 'NONE') === 'NONE') throw forbidden();
}

/**
 * Defining metrics is the organisation admins'; the organisation's own metrics (not the plan's
 * core ones) also need createMetrics in the plan.
 */
export function requireMetricEditor(ctx: Context, metric?: Pick<MetricRow, 'coreKey'>): void {
  requireDataCollection(ctx);
  requireOrganisationAdmin(ctx);
  if (metric?.coreKey) return;
  if (!incubatorFlags(ctx.incubator).createMetrics) throw new AppError('FEATURE_DISABLED', 'metrics.createPlanRequired', {}, { flag: 'createMetrics' });
}
