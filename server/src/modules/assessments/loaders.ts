import DataLoader from 'dataloader';
import { and, eq, inArray } from 'drizzle-orm';
import { memo, type Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import type { FormRow } from '../../db/schema/index.ts';

/** Per-request loaders: the forms a list of assessments names, in one query. */
export function assessmentLoaders(ctx: Context) {
  return memo(ctx, 'assessmentLoaders', () => ({
    form: new DataLoader<string, FormRow | null>(async (ids) => {
      const fm = schema.forms;
      const rows = await (await ctx.tx.db())
        .select()
        .from(fm)
        .where(and(eq(fm.incubatorId, ctx.incubator.id), inArray(fm.id, [...ids])));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  }));
}
