import { requireViewer, type Context } from '../../core/context.ts';
import { AppError, forbidden } from '../../core/errors.ts';
import { isOrganisationAdmin } from '../../core/organisation-admin.ts';
import { incubatorFlags } from '../setup/schema.ts';
import { mayCreateForms, mayEditAnyForm } from '../forms/access.ts';
import { visibleUser } from '../people/access.ts';
import { fullName } from '../users/display-name.ts';
import { loadVisibleStartup, mayEditProfile } from '../startups/access.ts';
import type { Entity } from './repo.ts';

/** Whoever may make forms may bring the organisation's profile forms into being (their builders follow customFieldsEdit). */
export const mayManageProfileForms = async (ctx: Context) => !!ctx.viewer && ((await mayEditAnyForm(ctx)) || (await mayCreateForms(ctx)));

/** The custom fields' overview and analytics: the forms' managers. */
export async function requireProfileManagement(ctx: Context): Promise<void> {
  requireViewer(ctx);
  if (!(await mayManageProfileForms(ctx))) throw forbidden();
}

export function requireAnalytics(ctx: Context): void {
  if (!incubatorFlags(ctx.incubator).customFieldsAnalytics) throw new AppError('FEATURE_DISABLED', 'profiles.analyticsPlanRequired', {}, { flag: 'customFieldsAnalytics' });
}

/** The record whose values are read: a startup or person the viewer sees; anything else is NOT_FOUND. */
export async function visibleRecord(ctx: Context, entity: Entity, id: string): Promise<{ id: string; name: string }> {
  if (entity === 'STARTUP') {
    const startup = await loadVisibleStartup(ctx, id);
    return { id: startup.id, name: startup.name };
  }
  const { user } = await visibleUser(ctx, id);
  return { id: user.id, name: fullName(user) };
}

/**
 * Who changes a record's values: for a startup, whoever edits its profile (its founders and the
 * programme's side, as the company tab); for a person, they themself or an organisation admin.
 */
export async function mayEditValues(ctx: Context, entity: Entity, id: string): Promise<boolean> {
  const viewer = requireViewer(ctx);
  if (entity === 'STARTUP') return mayEditProfile(ctx, id);
  return viewer.user.id === id || isOrganisationAdmin(ctx);
}
