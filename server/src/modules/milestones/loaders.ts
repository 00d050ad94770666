import DataLoader from 'dataloader';
import { and, eq, inArray } from 'drizzle-orm';
import { memo, type Context } from '../../core/context.ts';
import { ms, type MilestoneRow } from './repo.ts';

/** Per-request loaders: the milestones a page of the timeline posts, in one query. */
export function milestoneLoaders(ctx: Context) {
  return memo(ctx, 'milestoneLoaders', () => ({
    milestone: new DataLoader<string, MilestoneRow | null>(async (ids) => {
      const rows = await (await ctx.tx.db())
        .select()
        .from(ms)
        .where(and(eq(ms.incubatorId, ctx.incubator.id), inArray(ms.id, [...ids])));
      return ids.map((id) => rows.find((row) => row.id === id) ?? null);
    }),
  }));
}
