import { requireViewer, type Context } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import { canSeeStartup } from '../timeline/access.ts';
import { requireMilestones } from './access.ts';
import { planOf, type MilestoneRow } from './repo.ts';

/** A startup's plan, to those who see the startup. */
export async function startupMilestones(ctx: Context, startupId: string): Promise<MilestoneRow[]> {
  requireViewer(ctx);
  requireMilestones(ctx);
  if (!isId(startupId) || !(await canSeeStartup(ctx, startupId))) throw notFound();
  return planOf(await ctx.tx.db(), ctx.incubator.id, startupId);
}
