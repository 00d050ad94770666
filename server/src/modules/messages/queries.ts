import { and, asc, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { CONVERSATIONS_PAGE_SIZE, MESSAGES_PAGE_SIZE } from '@seedbed/contracts/community';
import { conversationFilterSchema, messageableSearchSchema, messageSearchSchema, searchWords } from '@seedbed/contracts/messages-input';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import { cursorPart, decodeCursor, encodeCursor, exactTime } from '../../core/cursor.ts';
import { parseInput } from '../../core/validation.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { containsPattern, pageSize } from '../tasks/list-search.ts';
import { hasGroupChat, loadMemberConversation, messageablePeople, requireLiveChat } from './access.ts';
import { messageLoaders } from './loaders.ts';
import { c, cm, m, unreadTotal, type ConversationRow, type MessageRow } from './repo.ts';

const u = schema.users;

export interface Page<T> {
  results: T[];
  next: string | null;
}

/** The (time, id) a page stops at, as the one cursor format; anything else is a VALIDATION_ERROR on `cursor`. */
const decodeAt = (cursor: string) => decodeCursor(cursor, [cursorPart.exactTime, cursorPart.id]);

/** Rows read one beyond the page: the extra one says another page follows. */
function paged<T>(rows: Array<{ row: T; at: string; id: string }>, size: number): Page<T> {
  const page = rows.slice(0, size);
  const last = page[page.length - 1];
  return { results: page.map((r) => r.row), next: rows.length > size && last ? encodeCursor([last.at, last.id]) : null };
}

/** Groups are out of sight while the plan lacks groupChat. */
const groupsShown = (ctx: Context): SQL | undefined => (hasGroupChat(ctx) ? undefined : eq(c.kind, 'DIRECT'));

/**
 * The viewer's conversations, newest activity first, a keyset range of their inbox index. The
 * search matches a group's title or the name of someone else in the conversation.
 */
export async function conversationsPage(ctx: Context, filter: unknown, cursor: string | null | undefined, limit: number | null | undefined): Promise<Page<ConversationRow>> {
  requireLiveChat(ctx);
  const viewerId = requireViewer(ctx).user.id;
  const options = parseInput(z.object({ filter: conversationFilterSchema().nullish() }), { filter }).filter ?? {};
  const size = pageSize(limit, CONVERSATIONS_PAGE_SIZE);
  const at = cursor ? decodeAt(cursor) : null;
  const pattern = containsPattern(options.search);
  const other = schema.conversationMembers;
  const named = pattern
    ? sql`(${c.title} ilike ${pattern} or exists (select 1 from ${other} o join ${u} on ${u.incubatorId} = o.incubator_id and ${u.id} = o.user_id
           where o.incubator_id = ${cm.incubatorId} and o.conversation_id = ${cm.conversationId} and o.user_id <> ${viewerId} and o.left_at is null
             and (${u.firstName} || ' ' || ${u.lastName}) ilike ${pattern}))`
    : undefined;
  const rows = await (await ctx.tx.db())
    .select({ conversation: c, membership: cm, at: exactTime(cm.lastMessageAt) })
    .from(cm)
    .innerJoin(c, and(eq(c.incubatorId, cm.incubatorId), eq(c.id, cm.conversationId)))
    .where(
      and(
        eq(cm.incubatorId, ctx.incubator.id),
        eq(cm.userId, viewerId),
        isNull(cm.leftAt),
        options.unreadOnly ? gt(cm.unreadCount, 0) : undefined,
        groupsShown(ctx),
        named,
        // A row comparison: PostgreSQL starts the index scan at the cursor.
        at ? sql`(${cm.lastMessageAt}, ${cm.conversationId}) < (${at[0]}::timestamptz, ${at[1]}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(cm.lastMessageAt), desc(cm.conversationId))
    .limit(size + 1);
  const loaders = messageLoaders(ctx);
  for (const row of rows) {
    loaders.conversation.prime(row.conversation.id, row.conversation);
    loaders.membership.prime(row.conversation.id, row.membership);
  }
  return paged(
    rows.map((row) => ({ row: row.conversation, at: row.at, id: row.conversation.id })),
    size,
  );
}

/** One conversation of the viewer's. */
export async function conversationOf(ctx: Context, id: string): Promise<ConversationRow> {
  const { conversation, membership } = await loadMemberConversation(ctx, id);
  messageLoaders(ctx).membership.prime(conversation.id, membership);
  return conversation;
}

/** A conversation's messages, newest first, keyset on the history index. */
export async function conversationMessages(ctx: Context, conversationId: string, cursor: string | null | undefined, limit: number | null | undefined): Promise<Page<MessageRow>> {
  const { conversation } = await loadMemberConversation(ctx, conversationId);
  const size = pageSize(limit, MESSAGES_PAGE_SIZE);
  const at = cursor ? decodeAt(cursor) : null;
  const rows = await (await ctx.tx.db())
    .select({ message: m, at: exactTime(m.createdAt) })
    .from(m)
    .where(
      and(eq(m.incubatorId, ctx.incubator.id), eq(m.conversationId, conversation.id), at ? sql`(${m.createdAt}, ${m.id}) < (${at[0]}::timestamptz, ${at[1]}::uuid)` : undefined),
    )
    .orderBy(desc(m.createdAt), desc(m.id))
    .limit(size + 1);
  return paged(
    rows.map((row) => ({ row: row.message, at: row.at, id: row.message.id })),
    size,
  );
}

export interface MessageHit {
  message: MessageRow;
  conversationId: string;
}

/**
 * Messages of the viewer's conversations holding every word searched (a word matches the words it
 * begins), newest first. Full-text over the 'simple' configuration, read through the GIN index of
 * the bodies, then narrowed to the conversations the viewer is in.
 */
export async function searchMessages(ctx: Context, text: unknown, cursor: string | null | undefined, limit: number | null | undefined): Promise<Page<MessageHit>> {
  requireLiveChat(ctx);
  const viewerId = requireViewer(ctx).user.id;
  const input = parseInput(messageSearchSchema(), { text });
  const query = searchWords(input.text)
    .map((word) => `'${word}':*`)
    .join(' & ');
  const size = pageSize(limit, MESSAGES_PAGE_SIZE);
  const at = cursor ? decodeAt(cursor) : null;
  const rows = await (await ctx.tx.db())
    .select({ message: m, at: exactTime(m.createdAt) })
    .from(m)
    .innerJoin(cm, and(eq(cm.incubatorId, m.incubatorId), eq(cm.conversationId, m.conversationId), eq(cm.userId, viewerId), isNull(cm.leftAt)))
    .innerJoin(c, and(eq(c.incubatorId, m.incubatorId), eq(c.id, m.conversationId)))
    .where(
      and(
        eq(m.incubatorId, ctx.incubator.id),
        isNull(m.deletedAt),
        sql`to_tsvector('simple', ${m.body}) @@ to_tsquery('simple', ${query})`,
        groupsShown(ctx),
        at ? sql`(${m.createdAt}, ${m.id}) < (${at[0]}::timestamptz, ${at[1]}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(m.createdAt), desc(m.id))
    .limit(size + 1);
  return paged(
    rows.map((row) => ({ row: { message: row.message, conversationId: row.message.conversationId }, at: row.at, id: row.message.id })),
    size,
  );
}

/** The viewer's unread messages: the badge of the top bar. */
export async function unreadMessagesCount(ctx: Context): Promise<number> {
  requireLiveChat(ctx);
  return unreadTotal(ctx, await ctx.tx.db(), requireViewer(ctx).user.id, hasGroupChat(ctx));
}

const PEOPLE_MAX = 50;

/** People the viewer may start a conversation with, by name (or headline), alphabetically. */
export async function messageableUsers(ctx: Context, search: unknown, limit: number | null | undefined): Promise<UserRow[]> {
  requireLiveChat(ctx);
  const input = parseInput(messageableSearchSchema(), { search });
  const pattern = containsPattern(input.search?.toLowerCase());
  // The expression of the directory's trigram index, so a search reads it.
  const named = pattern ? sql`lower(${u.firstName} || ' ' || ${u.lastName} || ' ' || coalesce(${u.headline}, '')) like ${pattern}` : undefined;
  return (await ctx.tx.db())
    .select()
    .from(u)
    .where(and(eq(u.incubatorId, ctx.incubator.id), await messageablePeople(ctx), named))
    .orderBy(asc(u.firstName), asc(u.lastName), asc(u.id))
    .limit(pageSize(limit, 20, PEOPLE_MAX));
}
