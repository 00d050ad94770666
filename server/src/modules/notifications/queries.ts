import { z } from 'zod';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import { NOTIFICATIONS_PAGE_SIZE } from '@seedbed/contracts/notifications';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { parseInput } from '../../core/validation.ts';
import type { NotificationRecipientRow } from '../../db/schema/index.ts';
import { notificationLoaders } from './loaders.ts';

const r = schema.notificationRecipients;
const n = schema.notifications;
const seen = schema.notificationLastSeen;
const counts = schema.notificationCounts;

export const MAX_PAGE_SIZE = 50;

export interface NotificationPage {
  meta: { currentPage: number; totalPages: number; pageSize: number };
  unreadCount: number;
  notifications: NotificationRecipientRow[];
}

export interface Unseen { count: number; lastSeenTimestamp: number | null }

const PageInput = z.object({
  page: z.number().int().min(1).max(1_000_000).nullish(),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).nullish(),
});

const mine = (ctx: Context, userId: string) => and(eq(r.incubatorId, ctx.incubator.id), eq(r.userId, userId));

/** The bell: newest first, by 1-based page. Each count below is answered from its own index. */
export async function paginatedNotifications(ctx: Context, args: { page?: number | null; pageSize?: number | null }): Promise<NotificationPage> {
  const viewer = requireViewer(ctx);
  const input = parseInput(PageInput, args);
  const page = input.page ?? 1;
  const pageSize = input.pageSize ?? NOTIFICATIONS_PAGE_SIZE;
  const db = await ctx.tx.db();
  // The page's ids first, from the index alone: a deep page skips index entries, not joined rows.
  const pageIds = db
    .select({ id: r.id })
    .from(r)
    .where(mine(ctx, viewer.user.id))
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .as('page_ids');
  const rows = await db
    .select({ recipient: r, notification: n })
    .from(pageIds)
    .innerJoin(r, and(eq(r.incubatorId, ctx.incubator.id), eq(r.id, pageIds.id)))
    .innerJoin(n, and(eq(n.incubatorId, r.incubatorId), eq(n.id, r.notificationId)))
    .orderBy(desc(r.createdAt), desc(r.id));
  const loaders = notificationLoaders(ctx);
  for (const row of rows) loaders.notification.prime(row.notification.id, row.notification);
  const { total, unread } = await countsOf(ctx, db, viewer.user.id);
  return {
    meta: { currentPage: page, totalPages: Math.ceil(total / pageSize), pageSize },
    unreadCount: unread,
    notifications: rows.map((row) => row.recipient),
  };
}

/** A person's totals, kept up to date by the database's triggers: one row, however long the history. */
async function countsOf(ctx: Context, db: Db, userId: string): Promise<{ total: number; unread: number }> {
  const [row] = await db
    .select({ total: counts.total, unread: counts.unread })
    .from(counts)
    .where(and(eq(counts.incubatorId, ctx.incubator.id), eq(counts.userId, userId)));
  return row ?? { total: 0, unread: 0 };
}

export async function lastSeenOf(ctx: Context, db: Db, userId: string): Promise<Date | null> {
  const [row] = await db.select({ at: seen.lastSeenAt }).from(seen).where(and(eq(seen.incubatorId, ctx.incubator.id), eq(seen.userId, userId)));
  return row?.at ?? null;
}

/** How many of the viewer's notifications arrived since they last opened the bell (all, if never). */
export async function unseenNotifications(ctx: Context): Promise<Unseen> {
  const viewer = requireViewer(ctx);
  const db = await ctx.tx.db();
  const lastSeen = await lastSeenOf(ctx, db, viewer.user.id);
  // Never opened: everything is unseen. Otherwise only what came since, one short index range.
  const unseen = lastSeen
    ? (await db.select({ unseen: count() }).from(r).where(and(mine(ctx, viewer.user.id), gt(r.createdAt, lastSeen))))[0].unseen
    : (await countsOf(ctx, db, viewer.user.id)).total;
  return { count: unseen, lastSeenTimestamp: lastSeen ? lastSeen.getTime() / 1000 : null };
}
