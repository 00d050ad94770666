import DataLoader from 'dataloader';
import { and, count, eq, inArray } from 'drizzle-orm';
import { memo, type Context } from '../../core/context.ts';
import { fs, fv, type FormVersionRow } from './repo.ts';

/** Per-request loaders: what a page of the forms list shows of each form, in one query each. */
export function formLoaders(ctx: Context) {
  return memo(ctx, 'formLoaders', () => ({
    version: new DataLoader<string, FormVersionRow | null>(async (ids) => {
      const rows = await (await ctx.tx.db())
        .select()
        .from(fv)
        .where(and(eq(fv.incubatorId, ctx.incubator.id), inArray(fv.id, [...ids])));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    /** Submitted answers per form, counted along form_submissions_list_idx. */
    submittedCount: new DataLoader<string, number>(async (formIds) => {
      const rows = await (await ctx.tx.db())
        .select({ formId: fs.formId, total: count() })
        .from(fs)
        .where(and(eq(fs.incubatorId, ctx.incubator.id), inArray(fs.formId, [...formIds]), eq(fs.status, 'submitted')))
        .groupBy(fs.formId);
      const byId = new Map(rows.map((row) => [row.formId, Number(row.total)]));
      return formIds.map((id) => byId.get(id) ?? 0);
    }),
  }));
}
