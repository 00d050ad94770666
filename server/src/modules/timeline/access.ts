import { and, eq } from 'drizzle-orm';
import { memo, requireViewer, type Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import { canSeeStartup as seesStartup, mayUsePrivateNotes, onStaffSide } from '../startups/access.ts';

export const PRIVATE_NOTES = 'TIMELINE/CREATE_PRIVATE_COMMENT:VIEW';

/** The startup's row, when it exists in the tenant (read once per request). */
function startupRow(ctx: Context, startupId: string) {
  return memo(ctx, `timeline:startup:${startupId}`, async () => {
    const s = schema.startups;
    const [row] = await (await ctx.tx.db())
      .select({ id: s.id, name: s.name })
      .from(s)
      .where(and(eq(s.incubatorId, ctx.incubator.id), eq(s.id, startupId)));
    return row ?? null;
  });
}

export const startupName = async (ctx: Context, startupId: string) => (await startupRow(ctx, startupId))?.name ?? null;

/**
 * Whether the viewer may see the startup, and so its timeline: the startups module's one rule
 * (startups/access.ts), for a startup that exists in the tenant.
 */
export function canSeeStartup(ctx: Context, startupId: string): Promise<boolean> {
  return memo(ctx, `timeline:seesStartup:${startupId}`, async () => {
    requireViewer(ctx);
    if (!(await startupRow(ctx, startupId))) return false;
    return seesStartup(ctx, startupId);
  });
}

/** Private items: the startups module's one rule, which also decides whether the file offers them. */
export const mayReadPrivate = mayUsePrivateNotes;

/** Whether the viewer may read one item of the timeline. */
export async function canReadItem(ctx: Context, item: { startupId: string; isPublic: boolean }): Promise<boolean> {
  if (!(await canSeeStartup(ctx, item.startupId))) return false;
  return item.isPublic || mayReadPrivate(ctx, item.startupId);
}

/** Pinning orders the whole timeline: the programme's side (staff-like roles) who open the startup's file. */
export const mayPin = (ctx: Context, startupId: string): Promise<boolean> => onStaffSide(ctx, startupId);
