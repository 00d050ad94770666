import DataLoader from 'dataloader';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { memo, type Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import type { AttachmentRow } from '../attachments/repo.ts';
import { mayReadPrivate } from './access.ts';
import type { TimelineRow } from './kinds.ts';
import { repliesOf } from './repo.ts';

/** Per-request loaders for what a page of the timeline shows: one query per kind of thing, however long the page. */
export function timelineLoaders(ctx: Context) {
  return memo(ctx, 'timelineLoaders', () => {
    const tenant = ctx.incubator.id;
    return {
      /** Each item's replies, oldest first; replies read what their thread reads, and are checked again all the same. */
      replies: new DataLoader<string, TimelineRow[]>(async (parentIds) => {
        const rows = await repliesOf(await ctx.tx.db(), tenant, parentIds);
        const readable: TimelineRow[] = [];
        for (const row of rows) if (row.isPublic || (await mayReadPrivate(ctx, row.startupId))) readable.push(row);
        return parentIds.map((id) => readable.filter((row) => row.parentId === id));
      }),
      attachments: new DataLoader<string, AttachmentRow[]>(async (itemIds) => {
        const a = schema.attachments;
        const rows = await (await ctx.tx.db())
          .select()
          .from(a)
          .where(and(eq(a.incubatorId, tenant), eq(a.referenceKind, 'timeline'), inArray(a.referenceId, [...itemIds])))
          .orderBy(desc(a.createdAt), desc(a.id));
        return itemIds.map((id) => rows.filter((row) => row.referenceId === id).reverse());
      }),
    };
  });
}
