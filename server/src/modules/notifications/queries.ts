import { z } from 'zod';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { NOTIFICATIONS_PAGE_SIZE } from '@seedbed/contracts/notifications';
import { requireViewer, type Context } from '../../core/context.ts';
import { cursorPart, decodeCursor, encodeCursor, exactTime } from '../../core/cursor.ts';
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
  /** Where the next page starts (keyset cursor), null after the oldest notification. */
  next: string | null;
}

export interface Unseen {
  count: number;
  lastSeenTimestamp: number | null;
}

const PageInput = z.object({
  page: z.number().int().min(1).max(1_000_000).nullish(),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).nullish(),
  // Checked by decodeCursor, which answers every malformed cursor alike.
  cursor: z.string().nullish(),
});

const mine = (ctx: Context, userId: string) => and(eq(r.incubatorId, ctx.incubator.id), eq(r.userId, userId));

/**
 * The bell: newest first. With a cursor (`next` of the page before) the page is read by keyset on
 * (created_at, id), one index range however deep; without one, `page` (1-based) is an OFFSET, kept
 * for clients that count pages. With a cursor, `page` only labels the answer: meta.currentPage is
 * the page the client says this is, or 0 when it does not say. Each count is answered from its own index.
 */
export async function paginatedNotifications(ctx: Context, args: { page?: number | null; pageSize?: number | null; cursor?: string | null }): Promise<NotificationPage> {
  const viewer = requireViewer(ctx);
  const input = parseInput(PageInput, args);
  // Where the last page stopped: its last row's exact time and id.
  const at = input.cursor ? decodeCursor(input.cursor, [cursorPart.exactTime, cursorPart.id]) : null;
  const page = input.page ?? (at ? 0 : 1);
  const pageSize = input.pageSize ?? NOTIFICATIONS_PAGE_SIZE;
  const db = await ctx.tx.db();
  // A row comparison, not an OR of columns: PostgreSQL then starts the index scan at the cursor.
  const where = at ? and(mine(ctx, viewer.user.id), sql`(${r.createdAt}, ${r.id}) < (${at[0]}::timestamptz, ${at[1]}::uuid)`) : mine(ctx, viewer.user.id);
  // The page's ids first, from the index alone: a deep OFFSET page skips index entries, not joined
  // rows. One row more than the page tells whether there is a next one.
  const pageIds = db
    .select({ id: r.id })
    .from(r)
    .where(where)
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(pageSize + 1)
    .offset(at ? 0 : (page - 1) * pageSize)
    .as('page_ids');
  const rows = await db
    .select({ recipient: r, notification: n, exactTime: exactTime(r.createdAt) })
    .from(pageIds)
    .innerJoin(r, and(eq(r.incubatorId, ctx.incubator.id), eq(r.id, pageIds.id)))
    .innerJoin(n, and(eq(n.incubatorId, r.incubatorId), eq(n.id, r.notificationId)))
    .orderBy(desc(r.createdAt), desc(r.id));
  const shown = rows.slice(0, pageSize);
  const last = shown[shown.length - 1];
  const loaders = notificationLoaders(ctx);
  for (const row of shown) loaders.notification.prime(row.notification.id, row.notification);
  const { total, unread } = await countsOf(ctx, db, viewer.user.id);
  return {
    meta: { currentPage: page, totalPages: Math.ceil(total / pageSize), pageSize },
    unreadCount: unread,
    notifications: shown.map((row) => row.recipient),
    next: rows.length > pageSize && last ? encodeCursor([last.exactTime, last.recipient.id]) : null,
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
  const [row] = await db
    .select({ at: seen.lastSeenAt })
    .from(seen)
    .where(and(eq(seen.incubatorId, ctx.incubator.id), eq(seen.userId, userId)));
  return row?.at ?? null;
}

/** How many of the viewer's notifications arrived since they last opened the bell (all, if never). */
export async function unseenNotifications(ctx: Context): Promise<Unseen> {
  const viewer = requireViewer(ctx);
  const db = await ctx.tx.db();
  const lastSeen = await lastSeenOf(ctx, db, viewer.user.id);
  // Never opened: everything is unseen. Otherwise only what came since, one short index range.
  const unseen = lastSeen
    ? (
        await db
          .select({ unseen: count() })
          .from(r)
          .where(and(mine(ctx, viewer.user.id), gt(r.createdAt, lastSeen)))
      )[0].unseen
    : (await countsOf(ctx, db, viewer.user.id)).total;
  return { count: unseen, lastSeenTimestamp: lastSeen ? lastSeen.getTime() / 1000 : null };
}
