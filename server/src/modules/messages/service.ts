import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { GROUP_MEMBERS_MAX } from '@seedbed/contracts/community';
import { addConversationMembersSchema, editMessageSchema, renameConversationSchema, sendMessageSchema, startConversationSchema } from '@seedbed/contracts/messages-input';
import { defineChange } from '../../core/change.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { AppError, forbidden, notFound, validationError } from '../../core/errors.ts';
import { isId, newId } from '../../core/ids.ts';
import { authorizeRecipients, loadMemberConversation, loadMemberGroup, requireGroupChat, requireLiveChat } from './access.ts';
import { MESSAGE_REFERENCE, activeMemberIds, c, cm, directKey, findConversation, findMessage, m, recordArrival, type ConversationRow, type MessageRow } from './repo.ts';

const a = schema.attachments;

/**
 * Files the viewer uploaded and has not attached to anything yet, now the message's: from then on
 * they are read by the conversation's members only (attachments.ts).
 */
async function checkFiles(ctx: Context, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  const own = await (await ctx.tx.db())
    .select({ id: a.id })
    .from(a)
    .where(and(eq(a.incubatorId, ctx.incubator.id), inArray(a.id, [...ids]), eq(a.ownerId, requireViewer(ctx).user.id), isNull(a.referenceKind)));
  const found = new Set(own.map((row) => row.id));
  const missing = ids.flatMap((id, index) => (found.has(id) ? [] : [{ field: `attachmentIds.${index}`, key: 'messages.fileUnavailable' }]));
  if (missing.length) throw validationError(missing);
}

async function attachFiles(ctx: Context, db: Db, messageId: string, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  await db
    .update(a)
    .set({ referenceKind: MESSAGE_REFERENCE, referenceId: messageId, folder: '' })
    .where(and(eq(a.incubatorId, ctx.incubator.id), inArray(a.id, [...ids])));
}

async function fileCount(ctx: Context, db: Db, messageId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(a)
    .where(and(eq(a.incubatorId, ctx.incubator.id), eq(a.referenceKind, MESSAGE_REFERENCE), eq(a.referenceId, messageId)));
  return row?.n ?? 0;
}

/** People joining a conversation: inbox rows placed at its latest activity, nothing unread yet. */
async function addMembers(ctx: Context, db: Db, conversation: ConversationRow, userIds: readonly string[]): Promise<void> {
  if (!userIds.length) return;
  const at = conversation.lastMessageAt ?? conversation.createdAt;
  await db
    .insert(cm)
    .values(userIds.map((userId) => ({ incubatorId: ctx.incubator.id, conversationId: conversation.id, userId, lastMessageAt: at })))
    // Someone who left and is added again comes back with a clean slate.
    .onConflictDoUpdate({
      target: [cm.incubatorId, cm.conversationId, cm.userId],
      set: { leftAt: null, unreadCount: 0, lastMessageAt: at, joinedAt: sql`now()`, lastReadAt: null },
    });
}

/**
 * Opens a conversation. One other person: the pair's direct conversation, the one they already
 * have if any — the unique direct_key makes simultaneous starts agree on one. Several: a new group
 * with a title (groupChat). Everyone named must be someone the starter may write to.
 */
export const startConversation = defineChange({
  input: () => startConversationSchema(),
  async authorize(ctx, input) {
    requireLiveChat(ctx);
    if (input.userIds.length > 1) requireGroupChat(ctx);
    await authorizeRecipients(ctx, input.userIds);
  },
  async write(ctx, db, input) {
    const viewerId = requireViewer(ctx).user.id;
    if (input.userIds.length === 1) {
      const key = directKey(viewerId, input.userIds[0]);
      const [created] = await db
        .insert(c)
        .values({ incubatorId: ctx.incubator.id, id: newId(), kind: 'DIRECT', directKey: key, createdBy: viewerId })
        .onConflictDoNothing()
        .returning();
      if (!created) {
        // Another start won (now or long ago): a statement of its own sees its committed row.
        const [existing] = await db
          .select()
          .from(c)
          .where(and(eq(c.incubatorId, ctx.incubator.id), eq(c.directKey, key)));
        return { result: existing, events: [] };
      }
      const memberIds = [viewerId, input.userIds[0]];
      await addMembers(ctx, db, created, memberIds);
      return { result: created, events: [started(created, memberIds)] };
    }
    const [group] = await db.insert(c).values({ incubatorId: ctx.incubator.id, id: newId(), kind: 'GROUP', title: input.title!, createdBy: viewerId }).returning();
    const memberIds = [viewerId, ...input.userIds];
    await addMembers(ctx, db, group, memberIds);
    return { result: group, events: [started(group, memberIds)] };
  },
});

const started = (conversation: ConversationRow, memberIds: string[]) =>
  ({
    kind: 'messages.conversationStarted',
    subjectKind: 'conversation',
    subjectId: conversation.id,
    data: { conversationId: conversation.id, kind: conversation.kind as 'DIRECT' | 'GROUP', memberIds },
  }) as const;

/** Writes to a conversation one is in: text, files, or both; the members' inboxes and unread counts follow. */
export const sendMessage = defineChange({
  input: () => sendMessageSchema(),
  async authorize(ctx, input, conversationId: string) {
    const { conversation } = await loadMemberConversation(ctx, conversationId);
    await checkFiles(ctx, input.attachmentIds ?? []);
    return conversation;
  },
  async write(ctx, db, input, conversation) {
    const [message] = await db
      .insert(m)
      .values({ incubatorId: ctx.incubator.id, id: newId(), conversationId: conversation.id, authorId: requireViewer(ctx).user.id, body: input.body })
      .returning();
    const attachmentIds = input.attachmentIds ?? [];
    await attachFiles(ctx, db, message.id, attachmentIds);
    await recordArrival(ctx, db, message);
    const memberIds = await activeMemberIds(ctx, db, conversation.id);
    return {
      result: message,
      events: [{ kind: 'messages.sent', subjectKind: 'message', subjectId: message.id, data: { conversationId: conversation.id, memberIds, attachmentIds } }],
    };
  },
});

/** The author's own message, in a conversation they are still in, not deleted. */
async function loadOwnMessage(ctx: Context, messageId: string): Promise<MessageRow> {
  requireLiveChat(ctx);
  if (!isId(messageId)) throw notFound();
  const message = await findMessage(ctx, await ctx.tx.db(), messageId);
  if (!message) throw notFound();
  await loadMemberConversation(ctx, message.conversationId);
  if (message.authorId !== requireViewer(ctx).user.id) throw forbidden();
  if (message.deletedAt) throw new AppError('FORBIDDEN', 'messages.deletedMessage');
  return message;
}

export const editMessage = defineChange({
  input: () => editMessageSchema(),
  async authorize(ctx, input, messageId: string) {
    const message = await loadOwnMessage(ctx, messageId);
    // A message of files may lose its words; one of words only may not become empty.
    if (!input.body && (await fileCount(ctx, await ctx.tx.db(), message.id)) === 0) throw validationError([{ field: 'body', key: 'messages.bodyRequired' }]);
    return message;
  },
  async write(ctx, db, input, message) {
    if (input.body === message.body) return { result: message, events: [] };
    const [updated] = await db
      .update(m)
      .set({ body: input.body, editedAt: sql`now()` })
      .where(and(eq(m.incubatorId, ctx.incubator.id), eq(m.id, message.id)))
      .returning();
    const memberIds = await activeMemberIds(ctx, db, message.conversationId);
    return { result: updated, events: [{ kind: 'messages.edited', subjectKind: 'message', subjectId: message.id, data: { conversationId: message.conversationId, memberIds } }] };
  },
});

/** Deleting keeps a tombstone where the message was ("message deleted"); its text and files go. */
export const deleteMessage = defineChange({
  input: () => z.object({}),
  authorize: (ctx, _input, messageId: string) => loadOwnMessage(ctx, messageId),
  async write(ctx, db, _input, message) {
    const files = await db
      .delete(a)
      .where(and(eq(a.incubatorId, ctx.incubator.id), eq(a.referenceKind, MESSAGE_REFERENCE), eq(a.referenceId, message.id)))
      .returning({ storageKey: a.storageKey });
    for (const file of files) ctx.afterCommit.push(() => ctx.services.storage.remove(file.storageKey));
    const [tombstone] = await db
      .update(m)
      .set({ body: '', deletedAt: sql`now()` })
      .where(and(eq(m.incubatorId, ctx.incubator.id), eq(m.id, message.id)))
      .returning();
    const memberIds = await activeMemberIds(ctx, db, message.conversationId);
    return {
      result: tombstone,
      events: [{ kind: 'messages.deleted', subjectKind: 'message', subjectId: message.id, data: { conversationId: message.conversationId, memberIds } }],
    };
  },
});

/** The viewer has seen everything in the conversation: its unread count goes back to zero. */
export const markConversationRead = defineChange({
  input: () => z.object({}),
  authorize: (ctx, _input, conversationId: string) => loadMemberConversation(ctx, conversationId),
  async write(ctx, db, _input, { conversation, membership }) {
    const userId = requireViewer(ctx).user.id;
    await db
      .update(cm)
      .set({ unreadCount: 0, lastReadAt: sql`now()` })
      .where(and(eq(cm.incubatorId, ctx.incubator.id), eq(cm.conversationId, conversation.id), eq(cm.userId, userId)));
    // Reading what was already read changes nobody's badge: no event.
    return {
      result: conversation,
      events:
        membership.unreadCount > 0 ? [{ kind: 'messages.read', subjectKind: 'conversation', subjectId: conversation.id, data: { conversationId: conversation.id, userId } }] : [],
    };
  },
});

export const renameConversation = defineChange({
  input: () => renameConversationSchema(),
  authorize: async (ctx, _input, conversationId: string) => (await loadMemberGroup(ctx, conversationId)).conversation,
  async write(ctx, db, input, conversation) {
    if (input.title === conversation.title) return { result: conversation, events: [] };
    const [renamed] = await db
      .update(c)
      .set({ title: input.title })
      .where(and(eq(c.incubatorId, ctx.incubator.id), eq(c.id, conversation.id)))
      .returning();
    const memberIds = await activeMemberIds(ctx, db, conversation.id);
    return {
      result: renamed,
      events: [{ kind: 'messages.conversationRenamed', subjectKind: 'conversation', subjectId: conversation.id, data: { conversationId: conversation.id, memberIds } }],
    };
  },
});

/** A member brings people into a group: each one they may write to, within GROUP_MEMBERS_MAX. */
export const addConversationMembers = defineChange({
  input: () => addConversationMembersSchema(),
  async authorize(ctx, input, conversationId: string) {
    const { conversation } = await loadMemberGroup(ctx, conversationId);
    const current = await activeMemberIds(ctx, await ctx.tx.db(), conversation.id);
    const added = input.userIds.filter((id) => !current.includes(id));
    await authorizeRecipients(ctx, added);
    if (current.length + added.length > GROUP_MEMBERS_MAX) throw validationError([{ field: 'userIds', key: 'messages.tooManyMembers', params: { max: GROUP_MEMBERS_MAX } }]);
    return { conversation, added };
  },
  async write(ctx, db, _input, { conversation, added }) {
    if (!added.length) return { result: conversation, events: [] };
    await addMembers(ctx, db, conversation, added);
    const memberIds = await activeMemberIds(ctx, db, conversation.id);
    return {
      result: conversation,
      events: [{ kind: 'messages.membersAdded', subjectKind: 'conversation', subjectId: conversation.id, data: { conversationId: conversation.id, memberIds, addedIds: added } }],
    };
  },
});

/** Leaving a group ends one's membership (and its unread count); the others keep the history. */
export const leaveConversation = defineChange({
  input: () => z.object({}),
  authorize: async (ctx, _input, conversationId: string) => (await loadMemberGroup(ctx, conversationId)).conversation,
  async write(ctx, db, _input, conversation) {
    const userId = requireViewer(ctx).user.id;
    await db
      .update(cm)
      .set({ leftAt: sql`now()`, unreadCount: 0 })
      .where(and(eq(cm.incubatorId, ctx.incubator.id), eq(cm.conversationId, conversation.id), eq(cm.userId, userId)));
    const memberIds = await activeMemberIds(ctx, db, conversation.id);
    return {
      result: true,
      events: [{ kind: 'messages.memberLeft', subjectKind: 'conversation', subjectId: conversation.id, data: { conversationId: conversation.id, memberIds, userId } }],
    };
  },
});

/** Re-reads a conversation after a change in the same transaction (renamed, members added). */
export async function reloadConversation(ctx: Context, id: string): Promise<ConversationRow> {
  const row = await findConversation(ctx, await ctx.tx.db(), id);
  if (!row) throw notFound();
  return row;
}
