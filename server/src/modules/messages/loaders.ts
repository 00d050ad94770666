import DataLoader from 'dataloader';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { memo, requireViewer, type Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import type { AttachmentRow } from '../attachments/repo.ts';
import { MESSAGE_REFERENCE, c, cm, m, type ConversationRow, type MemberRow, type MessageRow } from './repo.ts';

const a = schema.attachments;

/** Per-request loaders for what an inbox or a conversation shows: one query per kind, however long the list. */
export function messageLoaders(ctx: Context) {
  return memo(ctx, 'messageLoaders', () => {
    const tenant = ctx.incubator.id;
    const db = () => ctx.tx.db();
    return {
      conversation: new DataLoader<string, ConversationRow | null>(async (ids) => {
        const rows = await (await db())
          .select()
          .from(c)
          .where(and(eq(c.incubatorId, tenant), inArray(c.id, [...ids])));
        return ids.map((id) => rows.find((row) => row.id === id) ?? null);
      }),
      /** The viewer's own membership, while they are in the conversation. */
      membership: new DataLoader<string, MemberRow | null>(async (ids) => {
        const rows = await (await db())
          .select()
          .from(cm)
          .where(and(eq(cm.incubatorId, tenant), eq(cm.userId, requireViewer(ctx).user.id), inArray(cm.conversationId, [...ids]), isNull(cm.leftAt)));
        return ids.map((id) => rows.find((row) => row.conversationId === id) ?? null);
      }),
      /** Those in each conversation now, earliest first. */
      memberIds: new DataLoader<string, string[]>(async (ids) => {
        const rows = await (await db())
          .select({ conversationId: cm.conversationId, userId: cm.userId })
          .from(cm)
          .where(and(eq(cm.incubatorId, tenant), inArray(cm.conversationId, [...ids]), isNull(cm.leftAt)))
          .orderBy(asc(cm.joinedAt), asc(cm.userId));
        return ids.map((id) => rows.filter((row) => row.conversationId === id).map((row) => row.userId));
      }),
      /** Each conversation's newest message: one step down the history index per conversation. */
      lastMessage: new DataLoader<string, MessageRow | null>(async (ids) => {
        const list = sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        );
        const newest = sql`(select (select l.id from messages l where l.incubator_id = ${tenant} and l.conversation_id = x.id order by l.created_at desc, l.id desc limit 1) from unnest(array[${list}]) as x(id))`;
        const rows = await (await db())
          .select()
          .from(m)
          .where(and(eq(m.incubatorId, tenant), sql`${m.id} in ${newest}`));
        return ids.map((id) => rows.find((row) => row.conversationId === id) ?? null);
      }),
      message: new DataLoader<string, MessageRow | null>(async (ids) => {
        const rows = await (await db())
          .select()
          .from(m)
          .where(and(eq(m.incubatorId, tenant), inArray(m.id, [...ids])));
        return ids.map((id) => rows.find((row) => row.id === id) ?? null);
      }),
      /** A message's files, in the order they were uploaded. */
      files: new DataLoader<string, AttachmentRow[]>(async (ids) => {
        const rows = await (await db())
          .select()
          .from(a)
          .where(and(eq(a.incubatorId, tenant), eq(a.referenceKind, MESSAGE_REFERENCE), inArray(a.referenceId, [...ids])))
          .orderBy(asc(a.createdAt), asc(a.id));
        return ids.map((id) => rows.filter((row) => row.referenceId === id));
      }),
    };
  });
}
