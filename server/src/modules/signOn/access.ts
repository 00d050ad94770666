import type { Context } from '../../core/context.ts';
import { requireOrganisationAdmin } from '../../core/organisation-admin.ts';
import { requireFlag } from '../access/guard.ts';
import { incubatorFlags } from '../setup/schema.ts';

/** Configuring sign-on belongs to the organisation's admins, on a plan with external sign-in (auth0). */
export function requireSignOnAdmin(ctx: Context): void {
  requireOrganisationAdmin(ctx);
  requireFlag(ctx, 'auth0');
}

/** Whether the organisation's plan lets people sign in through its providers at all. */
export const signOnInPlan = (ctx: Pick<Context, 'incubator'>): boolean => Boolean(incubatorFlags(ctx.incubator).auth0);
