import DataLoader from 'dataloader';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { LocalizedText } from '@seedbed/contracts/forms';
import { memo, type Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import { fm } from '../forms/repo.ts';
import { rc, type FeedbackRecipientRow } from './repo.ts';

export interface Progress {
  total: number;
  answered: number;
}

/** Per-request loaders: what a page of requests shows of each, in one query per kind of thing. */
export function feedbackLoaders(ctx: Context) {
  return memo(ctx, 'feedbackLoaders', () => {
    const db = () => ctx.tx.db();
    const tenant = ctx.incubator.id;
    return {
      /** People asked and how many answered, per request. */
      progress: new DataLoader<string, Progress>(async (ids) => {
        const rows = await (await db())
          .select({ requestId: rc.requestId, total: count(), answered: count(rc.answeredAt) })
          .from(rc)
          .where(and(eq(rc.incubatorId, tenant), inArray(rc.requestId, [...ids])))
          .groupBy(rc.requestId);
        const byId = new Map(rows.map((row) => [row.requestId, { total: Number(row.total), answered: Number(row.answered) }]));
        return ids.map((id) => byId.get(id) ?? { total: 0, answered: 0 });
      }),
      recipients: new DataLoader<string, FeedbackRecipientRow[]>(async (ids) => {
        const rows = await (await db())
          .select()
          .from(rc)
          .where(and(eq(rc.incubatorId, tenant), inArray(rc.requestId, [...ids])))
          .orderBy(sql`${rc.answeredAt} IS NULL`, asc(rc.createdAt), asc(rc.userId));
        return ids.map((id) => rows.filter((row) => row.requestId === id));
      }),
      /** The title of each form sent (recipients read it without the right to open the form itself). */
      formTitle: new DataLoader<string, LocalizedText>(async (ids) => {
        const rows = await (await db())
          .select({ id: fm.id, title: fm.title })
          .from(fm)
          .where(and(eq(fm.incubatorId, tenant), inArray(fm.id, [...ids])));
        const byId = new Map(rows.map((row) => [row.id, row.title]));
        return ids.map((id) => byId.get(id) ?? []);
      }),
      startupName: new DataLoader<string, string | null>(async (ids) => {
        const s = schema.startups;
        const rows = await (await db())
          .select({ id: s.id, name: s.name })
          .from(s)
          .where(and(eq(s.incubatorId, tenant), inArray(s.id, [...ids])));
        const byId = new Map(rows.map((row) => [row.id, row.name]));
        return ids.map((id) => byId.get(id) ?? null);
      }),
    };
  });
}
