import { sql } from 'drizzle-orm';
import { boolean, date, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { incubators } from './incubators.ts';
import { users } from './users.ts';
import { createdAt, tenantColumns, updatedAt } from './tenant.ts';

/** Values a message is rendered with at read time, in the reader's language. */
export type NotificationParams = Record<string, string | number | boolean | null>;

/**
 * What happened, once per event and type, shared by everyone it concerns. The text is not stored:
 * `message_key` and `params` are rendered when read, so each reader sees their own language.
 */
export const notifications = pgTable(
  'notifications',
  {
    ...tenantColumns(),
    notificationType: text('notification_type').notNull(),
    /** Key under `notifications.messages` in the server catalogues (a type may have variants). */
    messageKey: text('message_key').notNull(),
    params: jsonb('params').$type<NotificationParams>().notNull().default({}),
    url: text('url'),
    /** Null when the system, not a person, caused it (automatic tasks, daily digests). */
    senderId: uuid('sender_id'),
    /** The domain event this came from. */
    eventId: uuid('event_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.senderId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
  ],
);

/**
 * One row per person a notification reaches, with their own read flag. `created_at` is copied
 * from the notification so the bell's page, the unseen count and the unread count are each
 * answered from one index on this table alone.
 */
export const notificationRecipients = pgTable(
  'notification_recipients',
  {
    ...tenantColumns(),
    notificationId: uuid('notification_id').notNull(),
    userId: uuid('user_id').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.notificationId], foreignColumns: [notifications.incubatorId, notifications.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    // The bell's pages (newest first, walked backwards) and "created after last seen".
    index('notification_recipients_user_created_idx').on(t.incubatorId, t.userId, t.createdAt, t.id),
    // unreadCount: only unread rows are indexed, so reading notifications shrinks it.
    index('notification_recipients_unread_idx').on(t.incubatorId, t.userId).where(sql`NOT ${t.isRead}`),
    // Deleting a notification removes its recipients without scanning the table.
    index('notification_recipients_notification_idx').on(t.incubatorId, t.notificationId),
  ],
);

/**
 * Each person's number of notifications and of unread ones, kept by triggers on
 * notification_recipients (migration 0009), so the bell's totals cost one row whatever the history.
 */
export const notificationCounts = pgTable(
  'notification_counts',
  {
    incubatorId: uuid('incubator_id').notNull(),
    userId: uuid('user_id').notNull(),
    total: integer('total').notNull().default(0),
    unread: integer('unread').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.userId] }),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
  ],
);

/** A person's choice per notification group; a group without a row uses the defaults of the contracts. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    incubatorId: uuid('incubator_id').notNull(),
    userId: uuid('user_id').notNull(),
    group: text('group').notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.userId, t.group] }),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
  ],
);

/** When a person last opened the bell: notifications created later count as unseen. */
export const notificationLastSeen = pgTable(
  'notification_last_seen',
  {
    incubatorId: uuid('incubator_id').notNull(),
    userId: uuid('user_id').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.userId] }),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
  ],
);

/**
 * Days a scheduled digest already ran for a tenant. The primary key is what makes a digest run once
 * per local day even when several servers try at the same moment: the second insert waits for the
 * first transaction and then finds the row.
 */
export const notificationDigestRuns = pgTable(
  'notification_digest_runs',
  {
    incubatorId: uuid('incubator_id').notNull(),
    digest: text('digest').notNull(),
    localDate: date('local_date').notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.incubatorId, t.digest, t.localDate] }), foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade')],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationRecipientRow = typeof notificationRecipients.$inferSelect;
