import DataLoader from 'dataloader';
import { and, eq, inArray } from 'drizzle-orm';
import { memo, type Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import type { TaskAssigneeRow } from '../../db/schema/index.ts';

/** Per-request loaders for what a list of tasks shows: one query per kind, however long the list. */
export function taskLoaders(ctx: Context) {
  return memo(ctx, 'taskLoaders', () => {
    const tenant = ctx.incubator.id;
    const a = schema.taskAssignees;
    const st = schema.startups;
    return {
      assignees: new DataLoader<string, TaskAssigneeRow[]>(async (taskIds) => {
        const rows = await (await ctx.tx.db())
          .select()
          .from(a)
          .where(and(eq(a.incubatorId, tenant), inArray(a.taskId, [...taskIds])))
          .orderBy(a.createdAt, a.userId);
        return taskIds.map((id) => rows.filter((r) => r.taskId === id));
      }),
      startup: new DataLoader<string, { id: string; name: string } | null>(async (ids) => {
        const rows = await (await ctx.tx.db())
          .select({ id: st.id, name: st.name })
          .from(st)
          .where(and(eq(st.incubatorId, tenant), inArray(st.id, [...ids])));
        return ids.map((id) => rows.find((r) => r.id === id) ?? null);
      }),
    };
  });
}
