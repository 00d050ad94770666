import DataLoader from 'dataloader';
import { and, eq, inArray } from 'drizzle-orm';
import { memo, type Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';

type NamedTable = typeof schema.tasks | typeof schema.attachments | typeof schema.industries;

/** The current name of each id of one table, null for a record that no longer exists. */
function nameLoader(ctx: Context, table: NamedTable) {
  return new DataLoader<string, string | null>(async (ids) => {
    const rows = await (await ctx.tx.db())
      .select({ id: table.id, name: table.name })
      .from(table)
      .where(and(eq(table.incubatorId, ctx.incubator.id), inArray(table.id, [...ids])));
    const byId = new Map(rows.map((r) => [r.id, r.name]));
    return ids.map((id) => byId.get(id) ?? null);
  });
}

/** Per-request loaders for the records a page of the feed names: one query per table, however long the page. */
export function activityLoaders(ctx: Context) {
  return memo(ctx, 'activityLoaders', () => ({
    taskName: nameLoader(ctx, schema.tasks),
    fileName: nameLoader(ctx, schema.attachments),
    industryName: nameLoader(ctx, schema.industries),
  }));
}
