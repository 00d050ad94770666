import DataLoader from 'dataloader';
import { and, eq, inArray } from 'drizzle-orm';
import { memo, type Context } from '../../core/context.ts';
import type { EmailRow } from '../../db/schema/index.ts';
import { campaignTracking, type CampaignTracking } from '../emailDelivery/deliver.ts';
import { em } from './repo.ts';

/** Per-request loaders: a page of campaigns reads its delivery figures, and planned actions their campaigns, in one query each. */
export function emailLoaders(ctx: Context) {
  return memo(ctx, 'emailLoaders', () => ({
    tracking: new DataLoader<string, CampaignTracking | null>(async (ids) => {
      const figures = await campaignTracking(ctx, ids);
      return ids.map((id) => figures.get(id) ?? null);
    }),
    email: new DataLoader<string, EmailRow | null>(async (ids) => {
      const rows = await (await ctx.tx.db())
        .select()
        .from(em)
        .where(and(eq(em.incubatorId, ctx.incubator.id), inArray(em.id, [...ids])));
      return ids.map((id) => rows.find((row) => row.id === id) ?? null);
    }),
  }));
}
