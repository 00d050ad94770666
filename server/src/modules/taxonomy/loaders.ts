import DataLoader from 'dataloader';
import { memo, type Context } from '../../core/context.ts';
import { usageOf } from './repo.ts';

/** Per-request loaders: how many records carry each tag, one grouped query for a whole list. */
export function taxonomyLoaders(ctx: Context) {
  return memo(ctx, 'taxonomyLoaders', () => ({
    usage: new DataLoader<string, number>(async (ids) => {
      const counts = await usageOf(ctx, await ctx.tx.db(), ids);
      return ids.map((id) => counts.get(id) ?? 0);
    }),
  }));
}
