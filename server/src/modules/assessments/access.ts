import { ORGANISATION_ADMINS, STAFF_LIKE, isInGroup } from '@seedbed/contracts/roles';
import { memo, requireViewer, type Context } from '../../core/context.ts';
import { AppError, notFound } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import { isFounderOf, onStaffSide } from '../startups/access.ts';
import { canSeeStartup, startupName } from '../timeline/access.ts';
import { incubatorFlags } from '../setup/schema.ts';

export const assessmentsEnabled = (ctx: Pick<Context, 'incubator'>): boolean => incubatorFlags(ctx.incubator).assessment;

/** Assessments are a feature of the plan (the `assessment` flag): without it, nothing of them is read or written. */
export function requireAssessments(ctx: Context): void {
  if (!assessmentsEnabled(ctx)) throw new AppError('FEATURE_DISABLED', 'assessments.disabled', {}, { flag: 'assessment' });
}

/** Whether the viewer's role is of the programme's side at all: the only ones who ever assess. */
export const isAssessorRole = (ctx: Context): boolean => isInGroup(requireViewer(ctx).role?.type, STAFF_LIKE);

/**
 * Assessments are the programme's judgement of a startup, so they are read and written by the same
 * people: the programme's side of its file (a staff-like role holding STARTUP_FILE:VIEW for it, the
 * rule behind the company tab's edit for staff) who see the startup. A founder of that startup
 * never reads them, whatever their role.
 */
export function mayAssess(ctx: Context, startupId: string): Promise<boolean> {
  return memo(ctx, `assessments:may:${startupId}`, async () => {
    if (!isAssessorRole(ctx)) return false;
    if (!(await canSeeStartup(ctx, startupId))) return false;
    if (!(await onStaffSide(ctx, startupId))) return false;
    return !(await isFounderOf(ctx, startupId));
  });
}

/**
 * The startup behind a read or a change, and its name for the events. A malformed id, another
 * tenant's startup, one the viewer does not see or may not assess are all NOT_FOUND: a founder
 * learns nothing of assessments, not even that the section exists for others.
 */
export async function assessableStartup(ctx: Context, startupId: string): Promise<{ id: string; name: string }> {
  requireViewer(ctx);
  requireAssessments(ctx);
  if (!isId(startupId)) throw notFound();
  const name = await startupName(ctx, startupId);
  if (name === null || !(await mayAssess(ctx, startupId))) throw notFound();
  return { id: startupId, name };
}

/** An assessment is taken back by the one who gave it, or by an organisation admin. */
export const mayDeleteAssessment = (ctx: Context, assessment: { assessorId: string | null }): boolean => {
  const viewer = requireViewer(ctx);
  return assessment.assessorId === viewer.user.id || isInGroup(viewer.role?.type, ORGANISATION_ADMINS);
};
