import { filter, pipe } from 'graphql-yoga';
import type { NotificationPreference } from '@seedbed/contracts/notifications';
import { builder } from '../../core/schema-builder.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import type { NotificationRecipientRow, NotificationRow } from '../../db/schema/index.ts';
import { displayName } from '../users/display-name.ts';
import { userLoaders } from '../users/loaders.ts';
import { liveAccount } from '../users/live-account.ts';
import { notificationTopic, type NotificationCreatedEvent } from './live.ts';
import { messageOf, notificationLoaders } from './loaders.ts';
import { paginatedNotifications, unseenNotifications, type NotificationPage, type Unseen } from './queries.ts';
import { notificationPreferences, setNotificationRead, updateLastSeenNotifications, updateNotificationPreferences } from './service.ts';

const Sender = builder.objectRef<{ id: string; fullName: string; avatar: string | null }>('NotificationSender').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    fullName: t.exposeString('fullName', { nullable: false }),
    avatar: t.exposeString('avatar'),
  }),
});

/** The note a notification is about, as its text was when it was sent (stored in the params). */
const noteOf = (value: unknown) => (typeof value === 'string' && value ? { content: value } : null);

const Note = builder.objectRef<{ content: string }>('NotificationNote').implement({
  fields: (t) => ({ content: t.exposeString('content', { nullable: false }) }),
});

const Notification = builder.objectRef<NotificationRow>('Notification').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    notificationType: t.exposeString('notificationType', { nullable: false }),
    url: t.exposeString('url'),
    message: t.string({ nullable: false, resolve: (row, _a, ctx) => messageOf(ctx, row) }),
    note: t.field({ type: Note, resolve: (row) => noteOf(row.params?.note) }),
    parentNote: t.field({ type: Note, resolve: (row) => noteOf(row.params?.parentNote) }),
    sender: t.field({
      type: Sender,
      resolve: async (row, _a, ctx) => {
        const user = row.senderId ? await userLoaders(ctx).user.load(row.senderId) : null;
        return user ? { id: user.id, fullName: displayName(user, ctx), avatar: user.avatar } : null;
      },
    }),
  }),
});

async function notificationOf(ctx: Context, row: NotificationRecipientRow): Promise<NotificationRow> {
  const notification = await notificationLoaders(ctx).notification.load(row.notificationId);
  if (!notification) throw notFound();
  return notification;
}

const Recipient = builder.objectRef<NotificationRecipientRow>('NotificationRecipient').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    isRead: t.exposeBoolean('isRead', { nullable: false }),
    createdAt: t.string({ nullable: false, resolve: (row) => row.createdAt.toISOString() }),
    message: t.string({ nullable: false, resolve: async (row, _a, ctx) => messageOf(ctx, await notificationOf(ctx, row)) }),
    notification: t.field({ type: Notification, nullable: false, resolve: (row, _a, ctx) => notificationOf(ctx, row) }),
  }),
});

const PageMeta = builder.objectRef<NotificationPage['meta']>('NotificationPageMeta').implement({
  fields: (t) => ({
    currentPage: t.exposeInt('currentPage', { nullable: false }),
    totalPages: t.exposeInt('totalPages', { nullable: false }),
    pageSize: t.exposeInt('pageSize', { nullable: false }),
  }),
});

const Page = builder.objectRef<NotificationPage>('NotificationPage').implement({
  fields: (t) => ({
    meta: t.field({ type: PageMeta, nullable: false, resolve: (p) => p.meta }),
    unreadCount: t.exposeInt('unreadCount', { nullable: false }),
    notifications: t.field({ type: [Recipient], nullable: false, resolve: (p) => p.notifications }),
    next: t.exposeString('next', { description: 'Opaque cursor of the next page (pass it as `cursor`); null after the oldest notification.' }),
  }),
});

const UnseenRef = builder.objectRef<Unseen>('UnseenNotifications').implement({
  fields: (t) => ({
    count: t.exposeInt('count', { nullable: false }),
    lastSeenTimestamp: t.exposeFloat('lastSeenTimestamp'),
  }),
});

const Preference = builder.objectRef<NotificationPreference>('NotificationPreference').implement({
  fields: (t) => ({
    group: t.exposeString('group', { nullable: false }),
    inApp: t.exposeBoolean('inApp', { nullable: false }),
    email: t.exposeBoolean('email', { nullable: false }),
  }),
});

const PreferenceInput = builder.inputType('NotificationPreferenceInput', {
  fields: (t) => ({
    group: t.string({ required: true }),
    inApp: t.boolean({ required: true }),
    email: t.boolean({ required: true }),
  }),
});

builder.queryFields((t) => ({
  paginatedNotifications: t.field({
    type: Page,
    nullable: false,
    args: {
      page: t.arg.int({ description: '1-based page read by offset; with a cursor it only labels the answer (meta.currentPage, 0 when absent).' }),
      pageSize: t.arg.int(),
      cursor: t.arg.string({ description: '`next` of the page before: the page is read from there by keyset, however deep.' }),
    },
    resolve: (_r, args, ctx) => paginatedNotifications(ctx, args),
  }),
  unseenNotifications: t.field({ type: UnseenRef, nullable: false, resolve: (_r, _a, ctx) => unseenNotifications(ctx) }),
  notificationPreferences: t.field({ type: [Preference], nullable: false, resolve: (_r, _a, ctx) => notificationPreferences(ctx) }),
}));

builder.mutationFields((t) => ({
  setNotificationRead: t.field({
    type: [Recipient],
    nullable: false,
    args: { ids: t.arg.idList({ required: true }) },
    resolve: (_r, args, ctx) => setNotificationRead(ctx, args.ids),
  }),
  updateLastSeenNotifications: t.field({
    type: UnseenRef,
    nullable: false,
    args: { timestamp: t.arg.float() },
    resolve: (_r, args, ctx) => updateLastSeenNotifications(ctx, args.timestamp),
  }),
  updateNotificationPreferences: t.field({
    type: [Preference],
    nullable: false,
    args: { preferences: t.arg({ type: [PreferenceInput], required: true }) },
    resolve: (_r, args, ctx) => updateNotificationPreferences(ctx, args.preferences),
  }),
}));

builder.subscriptionFields((t) => ({
  notificationCreated: t.field({
    type: Recipient,
    nullable: false,
    subscribe: (_r, _a, ctx) => {
      const viewer = requireViewer(ctx);
      // Checked for every event: the account is still live, and the row (read in the event's own transaction, which shows it) is the viewer's.
      return pipe(
        ctx.services.pubsub.subscribe(notificationTopic(ctx.incubator.id, viewer.user.id)),
        filter(async (payload) => {
          const event = payload as unknown as NotificationCreatedEvent;
          if (event.userId !== viewer.user.id) return false;
          if (!(await liveAccount(ctx.services, ctx.incubator.id, viewer.user.id))) return false;
          const row = await notificationLoaders(ctx).recipient.load(event.recipientId);
          return row?.userId === viewer.user.id;
        }),
      );
    },
    resolve: async (payload, _a, ctx) => {
      const row = await notificationLoaders(ctx).recipient.load((payload as unknown as NotificationCreatedEvent).recipientId);
      if (!row) throw notFound();
      return row;
    },
  }),
}));
