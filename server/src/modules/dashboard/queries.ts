import { requireViewer, type Context } from '../../core/context.ts';
import { requireOrganisationAdmin } from '../../core/organisation-admin.ts';
import type { DashboardWidgetRow } from '../../db/schema/index.ts';
import { allWidgets, widgetsFor } from './repo.ts';

/**
 * The widgets admins placed on the home page: those for the viewer's role type (and for everyone),
 * or, with `all`, every one of them, for an organisation admin arranging the page.
 */
export async function dashboardWidgets(ctx: Context, all: boolean): Promise<DashboardWidgetRow[]> {
  const viewer = requireViewer(ctx);
  const db = await ctx.tx.db();
  if (all) {
    requireOrganisationAdmin(ctx);
    return allWidgets(ctx, db);
  }
  return widgetsFor(ctx, db, viewer.role?.type ?? null);
}
