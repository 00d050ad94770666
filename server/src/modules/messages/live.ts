import { livePubSub, type EventContext, type EventReactions } from '../../core/events.ts';
import type { Db } from '../../core/db/pool.ts';

export type MessagesUpdateType = 'MESSAGE_ADDED' | 'MESSAGE_UPDATED' | 'MESSAGE_DELETED' | 'CONVERSATION_UPDATED' | 'READ';

export const messagesTopic = (incubatorId: string, userId: string) => `messages-for-user:${incubatorId}:${userId}`;

/** What one person hears: which conversation changed and how; the message itself is read when it is delivered. */
export interface MessagesLiveEvent {
  type: MessagesUpdateType;
  conversationId: string;
  messageId: string | null;
  userId: string;
}

/**
 * Published in the transaction that recorded the event, so nobody hears of a change that rolled
 * back; each person on their own topic, so a conversation's news reaches its members only.
 */
async function publish(ctx: EventContext, db: Db, type: MessagesUpdateType, conversationId: string, messageId: string | null, userIds: Iterable<string>) {
  for (const userId of new Set(userIds)) {
    const event: MessagesLiveEvent = { type, conversationId, messageId, userId };
    await livePubSub(ctx).publish(db, messagesTopic(ctx.incubator.id, userId), { ...event });
  }
}

/** The members of a conversation hear its messages arrive, change and go, and the conversation change. */
export const messagesLiveReactions: EventReactions = {
  'messages.sent': (ctx, db, { subjectId, data }) => publish(ctx, db, 'MESSAGE_ADDED', data.conversationId, subjectId, data.memberIds),
  'messages.edited': (ctx, db, { subjectId, data }) => publish(ctx, db, 'MESSAGE_UPDATED', data.conversationId, subjectId, data.memberIds),
  'messages.deleted': (ctx, db, { subjectId, data }) => publish(ctx, db, 'MESSAGE_DELETED', data.conversationId, subjectId, data.memberIds),
  'messages.read': (ctx, db, { data }) => publish(ctx, db, 'READ', data.conversationId, null, [data.userId]),
  'messages.conversationStarted': (ctx, db, { data }) => publish(ctx, db, 'CONVERSATION_UPDATED', data.conversationId, null, data.memberIds),
  'messages.conversationRenamed': (ctx, db, { data }) => publish(ctx, db, 'CONVERSATION_UPDATED', data.conversationId, null, data.memberIds),
  'messages.membersAdded': (ctx, db, { data }) => publish(ctx, db, 'CONVERSATION_UPDATED', data.conversationId, null, data.memberIds),
  // The one who left hears it too: the conversation leaves their inbox (and its unread their badge).
  'messages.memberLeft': (ctx, db, { data }) => publish(ctx, db, 'CONVERSATION_UPDATED', data.conversationId, null, [...data.memberIds, data.userId]),
};
