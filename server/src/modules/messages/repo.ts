import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';

export const c = schema.conversations;
export const cm = schema.conversationMembers;
export const m = schema.messages;
export const cl = schema.chatLimits;

export type ConversationRow = typeof c.$inferSelect;
export type MemberRow = typeof cm.$inferSelect;
export type MessageRow = typeof m.$inferSelect;
export type ChatLimitRow = typeof cl.$inferSelect;

/** Attachment reference kind of a message's files. */
export const MESSAGE_REFERENCE = 'message';

/** The one conversation a pair of people has: their two ids in order, joined by ':'. */
export const directKey = (a: string, b: string) => [a, b].sort().join(':');

export async function findConversation(ctx: Context, db: Db, id: string): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(c)
    .where(and(eq(c.incubatorId, ctx.incubator.id), eq(c.id, id)));
  return row ?? null;
}

/** A person's membership of a conversation while they have not left it. */
export async function activeMembership(ctx: Context, db: Db, conversationId: string, userId: string): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(cm)
    .where(and(eq(cm.incubatorId, ctx.incubator.id), eq(cm.conversationId, conversationId), eq(cm.userId, userId), isNull(cm.leftAt)));
  return row ?? null;
}

/** Those in the conversation now. */
export async function activeMemberIds(ctx: Context, db: Db, conversationId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: cm.userId })
    .from(cm)
    .where(and(eq(cm.incubatorId, ctx.incubator.id), eq(cm.conversationId, conversationId), isNull(cm.leftAt)))
    .orderBy(cm.joinedAt, cm.userId);
  return rows.map((row) => row.userId);
}

export async function findMessage(ctx: Context, db: Db, id: string): Promise<MessageRow | null> {
  const [row] = await db
    .select()
    .from(m)
    .where(and(eq(m.incubatorId, ctx.incubator.id), eq(m.id, id)));
  return row ?? null;
}

/**
 * A message arrived: the conversation and every member's inbox row move to its time, and the
 * others' unread counts grow by one — in the sender's transaction, so the badge never drifts from
 * the messages. Sending reads the conversation for the sender: their own count is cleared.
 */
export async function recordArrival(ctx: Context, db: Db, message: MessageRow): Promise<void> {
  // now() is the transaction's time, the message's own created_at to the microsecond.
  await db
    .update(c)
    .set({ lastMessageAt: sql`now()` })
    .where(and(eq(c.incubatorId, ctx.incubator.id), eq(c.id, message.conversationId)));
  await db
    .update(cm)
    .set({
      lastMessageAt: sql`now()`,
      unreadCount: sql`case when ${cm.userId} = ${message.authorId} then 0 else ${cm.unreadCount} + 1 end`,
      lastReadAt: sql`case when ${cm.userId} = ${message.authorId} then now() else ${cm.lastReadAt} end`,
    })
    .where(and(eq(cm.incubatorId, ctx.incubator.id), eq(cm.conversationId, message.conversationId), isNull(cm.leftAt)));
}

/** A person's unread messages over the conversations they are in (only direct ones without groupChat). */
export async function unreadTotal(ctx: Context, db: Db, userId: string, withGroups: boolean): Promise<number> {
  const own = and(eq(cm.incubatorId, ctx.incubator.id), eq(cm.userId, userId), isNull(cm.leftAt), sql`${cm.unreadCount} > 0`);
  const [row] = withGroups
    ? await db
        .select({ total: sql<string>`coalesce(sum(${cm.unreadCount}), 0)` })
        .from(cm)
        .where(own)
    : await db
        .select({ total: sql<string>`coalesce(sum(${cm.unreadCount}), 0)` })
        .from(cm)
        .innerJoin(c, and(eq(c.incubatorId, cm.incubatorId), eq(c.id, cm.conversationId)))
        .where(and(own, eq(c.kind, 'DIRECT')));
  return Number(row?.total ?? 0);
}
