import { filter, pipe } from 'graphql-yoga';
import { CHAT_LIMIT_MODES, CONVERSATION_KINDS } from '@seedbed/contracts/community';
import { authenticate } from '../../core/auth/viewer.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import { builder } from '../../core/schema-builder.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { AttachmentRow } from '../attachments/repo.ts';
import { fileUrl } from '../attachments/view.ts';
import { liveAccount } from '../users/live-account.ts';
import { userLoaders } from '../users/loaders.ts';
import { User } from '../users/schema.ts';
import { hasGroupChat, requireLiveChat, type ChatLimit } from './access.ts';
import { readChatLimit, setChatLimit } from './chat-limits.ts';
import { messagesTopic, type MessagesLiveEvent } from './live.ts';
import { messageLoaders } from './loaders.ts';
import { conversationMessages, conversationOf, conversationsPage, messageableUsers, searchMessages, unreadMessagesCount, type MessageHit, type Page } from './queries.ts';
import { unreadTotal, type ConversationRow, type MessageRow } from './repo.ts';
import {
  addConversationMembers,
  deleteMessage,
  editMessage,
  leaveConversation,
  markConversationRead,
  reloadConversation,
  renameConversation,
  sendMessage,
  startConversation,
} from './service.ts';

const isViewer = (ctx: Context, userId: string | null) => userId !== null && userId === ctx.viewer?.user.id;
const people = async (ctx: Context, ids: readonly string[]) => (await userLoaders(ctx).user.loadMany([...ids])).filter((u): u is UserRow => Boolean(u) && !(u instanceof Error));

const ConversationKind = builder.enumType('ConversationKind', { values: CONVERSATION_KINDS });
const ChatLimitMode = builder.enumType('ChatLimitMode', { values: CHAT_LIMIT_MODES });

const MessageAttachment = builder.objectRef<AttachmentRow>('MessageAttachment').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    url: t.string({ nullable: false, resolve: (row) => fileUrl(row) }),
    size: t.int({ nullable: false, resolve: (row) => Number(row.size) }),
    fileType: t.exposeString('fileType', { nullable: false }),
  }),
});

const MessagePermissions = builder.objectRef<{ own: boolean }>('MessagePermissions').implement({
  fields: (t) => ({
    edit: t.boolean({ nullable: false, resolve: (p) => p.own }),
    delete: t.boolean({ nullable: false, resolve: (p) => p.own }),
  }),
});

export const Message = builder.objectRef<MessageRow>('Message').implement({
  description: 'A message of a conversation. `body` is plain text with line breaks (\\n): show it as text, never as markup.',
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    conversationId: t.exposeID('conversationId', { nullable: false }),
    author: t.field({ type: User, resolve: (row, _a, ctx) => (row.authorId ? userLoaders(ctx).user.load(row.authorId) : null) }),
    body: t.exposeString('body', { nullable: false }),
    attachments: t.field({ type: [MessageAttachment], nullable: false, resolve: (row, _a, ctx) => (row.deletedAt ? [] : messageLoaders(ctx).files.load(row.id)) }),
    editedAt: t.string({ resolve: (row) => row.editedAt?.toISOString() ?? null }),
    deletedAt: t.string({ description: 'Set on a deleted message, kept as a tombstone without its text or files.', resolve: (row) => row.deletedAt?.toISOString() ?? null }),
    createdAt: t.string({ nullable: false, resolve: (row) => row.createdAt.toISOString() }),
    viewerCan: t.field({
      type: MessagePermissions,
      nullable: false,
      resolve: async (row, _a, ctx) => ({ own: isViewer(ctx, row.authorId) && !row.deletedAt && Boolean(await messageLoaders(ctx).membership.load(row.conversationId)) }),
    }),
  }),
});

interface ConversationAbilities {
  member: boolean;
  group: boolean;
  groupChat: boolean;
}
const ConversationPermissions = builder.objectRef<ConversationAbilities>('ConversationPermissions').implement({
  fields: (t) => ({
    send: t.boolean({ nullable: false, resolve: (p) => p.member && (!p.group || p.groupChat) }),
    rename: t.boolean({ nullable: false, resolve: (p) => p.member && p.group && p.groupChat }),
    addMembers: t.boolean({ nullable: false, resolve: (p) => p.member && p.group && p.groupChat }),
    leave: t.boolean({ nullable: false, resolve: (p) => p.member && p.group && p.groupChat }),
  }),
});

export const Conversation = builder.objectRef<ConversationRow>('Conversation').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    kind: t.field({ type: ConversationKind, nullable: false, resolve: (row) => row.kind as (typeof CONVERSATION_KINDS)[number] }),
    title: t.string({ description: "A group's title; a direct conversation is named after the other person.", resolve: (row) => row.title }),
    members: t.field({
      type: [User],
      nullable: false,
      description: 'Those in the conversation now, earliest first (the viewer among them).',
      resolve: async (row, _a, ctx) => people(ctx, await messageLoaders(ctx).memberIds.load(row.id)),
    }),
    lastMessage: t.field({ type: Message, resolve: (row, _a, ctx) => messageLoaders(ctx).lastMessage.load(row.id) }),
    lastMessageAt: t.string({ resolve: (row) => row.lastMessageAt?.toISOString() ?? null }),
    unreadCount: t.int({
      nullable: false,
      description: "The viewer's messages not read yet.",
      resolve: async (row, _a, ctx) => (await messageLoaders(ctx).membership.load(row.id))?.unreadCount ?? 0,
    }),
    createdAt: t.string({ nullable: false, resolve: (row) => row.createdAt.toISOString() }),
    viewerCan: t.field({
      type: ConversationPermissions,
      nullable: false,
      resolve: async (row, _a, ctx) => ({ member: Boolean(await messageLoaders(ctx).membership.load(row.id)), group: row.kind === 'GROUP', groupChat: hasGroupChat(ctx) }),
    }),
  }),
});

const ConversationPage = builder.objectRef<Page<ConversationRow>>('ConversationPage').implement({
  fields: (t) => ({ results: t.field({ type: [Conversation], nullable: false, resolve: (p) => p.results }), next: t.exposeString('next') }),
});
const MessagePage = builder.objectRef<Page<MessageRow>>('MessagePage').implement({
  fields: (t) => ({ results: t.field({ type: [Message], nullable: false, description: 'Newest first.', resolve: (p) => p.results }), next: t.exposeString('next') }),
});
const MessageSearchHit = builder.objectRef<MessageHit>('MessageSearchHit').implement({
  fields: (t) => ({
    message: t.field({ type: Message, nullable: false, resolve: (hit) => hit.message }),
    conversation: t.field({
      type: Conversation,
      nullable: false,
      resolve: async (hit, _a, ctx) => (await messageLoaders(ctx).conversation.load(hit.conversationId))!,
    }),
  }),
});
const MessageSearchPage = builder.objectRef<Page<MessageHit>>('MessageSearchPage').implement({
  fields: (t) => ({ results: t.field({ type: [MessageSearchHit], nullable: false, resolve: (p) => p.results }), next: t.exposeString('next') }),
});

const ChatLimitRef = builder.objectRef<ChatLimit>('ChatLimit').implement({
  description: 'Whom a person may start conversations with.',
  fields: (t) => ({
    userId: t.exposeID('userId', { nullable: false }),
    mode: t.field({ type: ChatLimitMode, nullable: false, resolve: (l) => l.mode }),
    roleTypes: t.stringList({ nullable: false, description: 'With ROLES: the role types allowed.', resolve: (l) => l.roleTypes }),
    users: t.field({ type: [User], nullable: false, description: 'With PEOPLE: the people allowed.', resolve: (l, _a, ctx) => people(ctx, l.userIds) }),
    updatedAt: t.string({ resolve: (l) => l.updatedAt?.toISOString() ?? null }),
  }),
});

const ConversationFilter = builder.inputType('ConversationFilter', {
  fields: (t) => ({ search: t.string(), unreadOnly: t.boolean() }),
});

builder.queryFields((t) => ({
  conversations: t.field({
    type: ConversationPage,
    nullable: false,
    description: "The viewer's conversations, newest activity first.",
    args: { filter: t.arg({ type: ConversationFilter }), cursor: t.arg.string(), limit: t.arg.int() },
    resolve: (_r, args, ctx) => conversationsPage(ctx, args.filter, args.cursor, args.limit),
  }),
  conversation: t.field({
    type: Conversation,
    nullable: false,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => conversationOf(ctx, id),
  }),
  conversationMessages: t.field({
    type: MessagePage,
    nullable: false,
    args: { conversationId: t.arg.id({ required: true }), cursor: t.arg.string(), limit: t.arg.int() },
    resolve: (_r, args, ctx) => conversationMessages(ctx, args.conversationId, args.cursor, args.limit),
  }),
  searchMessages: t.field({
    type: MessageSearchPage,
    nullable: false,
    description: "Messages of the viewer's conversations holding every word searched, newest first.",
    args: { text: t.arg.string({ required: true }), cursor: t.arg.string(), limit: t.arg.int() },
    resolve: (_r, args, ctx) => searchMessages(ctx, args.text, args.cursor, args.limit),
  }),
  unreadMessagesCount: t.int({ nullable: false, resolve: (_r, _a, ctx) => unreadMessagesCount(ctx) }),
  chatLimit: t.field({
    type: ChatLimitRef,
    nullable: false,
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_r, { userId }, ctx) => readChatLimit(ctx, userId),
  }),
  messageableUsers: t.field({
    type: [User],
    nullable: false,
    description: 'People the viewer may start a conversation with.',
    args: { search: t.arg.string(), limit: t.arg.int() },
    resolve: (_r, args, ctx) => messageableUsers(ctx, args.search, args.limit),
  }),
}));

builder.mutationFields((t) => ({
  startConversation: t.field({
    type: Conversation,
    nullable: false,
    description: 'One other person: the direct conversation with them (the existing one if any). Several: a new group, with a title (groupChat).',
    args: { userIds: t.arg.idList({ required: true }), title: t.arg.string() },
    resolve: (_r, args, ctx) => startConversation(ctx, args),
  }),
  sendMessage: t.field({
    type: Message,
    nullable: false,
    args: { conversationId: t.arg.id({ required: true }), body: t.arg.string({ required: true }), attachmentIds: t.arg.idList() },
    resolve: (_r, { conversationId, ...input }, ctx) => sendMessage(ctx, input, conversationId),
  }),
  editMessage: t.field({
    type: Message,
    nullable: false,
    args: { messageId: t.arg.id({ required: true }), body: t.arg.string({ required: true }) },
    resolve: (_r, { messageId, body }, ctx) => editMessage(ctx, { body }, messageId),
  }),
  deleteMessage: t.field({
    type: Message,
    nullable: false,
    description: 'Answers the tombstone left in its place.',
    args: { messageId: t.arg.id({ required: true }) },
    resolve: (_r, { messageId }, ctx) => deleteMessage(ctx, {}, messageId),
  }),
  markConversationRead: t.field({
    type: Conversation,
    nullable: false,
    args: { conversationId: t.arg.id({ required: true }) },
    resolve: (_r, { conversationId }, ctx) => markConversationRead(ctx, {}, conversationId),
  }),
  renameConversation: t.field({
    type: Conversation,
    nullable: false,
    args: { conversationId: t.arg.id({ required: true }), title: t.arg.string({ required: true }) },
    resolve: (_r, { conversationId, title }, ctx) => renameConversation(ctx, { title }, conversationId),
  }),
  addConversationMembers: t.field({
    type: Conversation,
    nullable: false,
    args: { conversationId: t.arg.id({ required: true }), userIds: t.arg.idList({ required: true }) },
    resolve: async (_r, { conversationId, userIds }, ctx) => reloadConversation(ctx, (await addConversationMembers(ctx, { userIds }, conversationId)).id),
  }),
  leaveConversation: t.boolean({
    nullable: false,
    args: { conversationId: t.arg.id({ required: true }) },
    resolve: (_r, { conversationId }, ctx) => leaveConversation(ctx, {}, conversationId),
  }),
  setChatLimit: t.field({
    type: ChatLimitRef,
    nullable: false,
    args: {
      userId: t.arg.id({ required: true }),
      mode: t.arg({ type: ChatLimitMode, required: true }),
      roleTypes: t.arg.stringList(),
      userIds: t.arg.idList(),
    },
    resolve: (_r, { userId, ...input }, ctx) => setChatLimit(ctx, input, userId),
  }),
}));

const MessagesUpdateType = builder.enumType('MessagesUpdateType', {
  values: ['MESSAGE_ADDED', 'MESSAGE_UPDATED', 'MESSAGE_DELETED', 'CONVERSATION_UPDATED', 'READ'] as const,
});

/** The message of an event, read now, for a member of its conversation. */
async function deliveredMessage(ctx: Context, event: MessagesLiveEvent): Promise<MessageRow | null> {
  if (!event.messageId) return null;
  const loaders = messageLoaders(ctx);
  const message = await loaders.message.load(event.messageId);
  return message && (await loaders.membership.load(message.conversationId)) ? message : null;
}

const MessagesUpdate = builder.objectRef<MessagesLiveEvent>('MessagesUpdate').implement({
  fields: (t) => ({
    type: t.field({ type: MessagesUpdateType, nullable: false, resolve: (e) => e.type }),
    conversationId: t.exposeID('conversationId', { nullable: false }),
    message: t.field({ type: Message, resolve: (e, _a, ctx) => deliveredMessage(ctx, e) }),
    conversation: t.field({
      type: Conversation,
      description: 'The conversation as it is now; null once the subscriber is no longer in it.',
      resolve: async (e, _a, ctx) => ((await messageLoaders(ctx).membership.load(e.conversationId)) ? messageLoaders(ctx).conversation.load(e.conversationId) : null),
    }),
    unreadCount: t.int({
      nullable: false,
      description: "The subscriber's unread messages in all, after this change (the badge).",
      resolve: async (_e, _a, ctx) => unreadTotal(ctx, await ctx.tx.db(), requireViewer(ctx).user.id, hasGroupChat(ctx)),
    }),
  }),
});

/**
 * Whether the subscriber hears one event, decided when it arrives: it is theirs, their account is
 * still live and their sign-in still valid. Only a conversation's members were sent its events
 * (live.ts), so nobody else's topic ever carries them.
 */
async function hears(ctx: Context, event: MessagesLiveEvent): Promise<boolean> {
  const viewer = ctx.viewer;
  if (!viewer || !ctx.token || event.userId !== viewer.user.id) return false;
  if (!(await liveAccount(ctx.services, ctx.incubator.id, viewer.user.id))) return false;
  const current = await authenticate(ctx, ctx.token);
  if (!current || current.user.id !== viewer.user.id) return false;
  ctx.viewer = current;
  return true;
}

builder.subscriptionFields((t) => ({
  messagesUpdated: t.field({
    type: MessagesUpdate,
    nullable: false,
    description: "Changes to the subscriber's conversations: messages arriving, edited or deleted, conversations changed, read elsewhere.",
    subscribe: (_r, _a, ctx) => {
      requireLiveChat(ctx);
      return pipe(
        ctx.services.pubsub.subscribe(messagesTopic(ctx.incubator.id, requireViewer(ctx).user.id)),
        filter((payload) => hears(ctx, payload as unknown as MessagesLiveEvent)),
      );
    },
    resolve: (event) => event as unknown as MessagesLiveEvent,
  }),
}));
