import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { createdAt, tenantColumns } from './tenant.ts';

/**
 * A conversation: DIRECT between two people (`direct_key` is their two ids in order, so that a
 * pair has one conversation) or GROUP with a title and any number of members.
 */
export const conversations = pgTable(
  'conversations',
  {
    ...tenantColumns(),
    kind: text('kind').notNull().default('DIRECT'),
    title: text('title'),
    directKey: text('direct_key'),
    createdBy: uuid('created_by'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.incubatorId, t.id] }), uniqueIndex('conversations_direct_idx').on(t.incubatorId, t.directKey).where(sql`${t.directKey} IS NOT NULL`)],
);

/**
 * A member of a conversation. `last_message_at` repeats the conversation's so that one's inbox is
 * one index range, newest first; `unread_count` is kept as messages arrive and is reset on reading,
 * so the unread badge never counts messages. `left_at` ends membership while keeping history.
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    incubatorId: uuid('incubator_id').notNull(),
    conversationId: uuid('conversation_id').notNull(),
    userId: uuid('user_id').notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    unreadCount: integer('unread_count').notNull().default(0),
    leftAt: timestamp('left_at', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.conversationId, t.userId] }),
    foreignKey({ columns: [t.incubatorId, t.conversationId], foreignColumns: [conversations.incubatorId, conversations.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    index('conversation_members_inbox_idx').on(t.incubatorId, t.userId, t.lastMessageAt, t.conversationId),
  ],
);

/** A message of a conversation; `body` is stored sanitised; files are attachments referenced by the message. */
export const messages = pgTable(
  'messages',
  {
    ...tenantColumns(),
    conversationId: uuid('conversation_id').notNull(),
    authorId: uuid('author_id'),
    body: text('body').notNull().default(''),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.conversationId], foreignColumns: [conversations.incubatorId, conversations.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.authorId], foreignColumns: [users.incubatorId, users.id] }).onDelete('set null'),
    index('messages_history_idx').on(t.incubatorId, t.conversationId, t.createdAt, t.id),
    // Searching one's history: the words of every body, in no language's grammar ('simple'), since a
    // conversation mixes languages.
    index('messages_search_idx').using('gin', sql`to_tsvector('simple', ${t.body})`),
    // The community analytics count messages per week of a period.
    index('messages_created_idx').on(t.incubatorId, t.createdAt),
  ],
);

/**
 * Whom a person may start conversations with (CHAT:USER_ACCESS:EDIT sets it, CHAT:LIMIT:READ
 * reads it): EVERYONE they may see (also when there is no row), NOBODY, the people of chosen
 * ROLES, or chosen PEOPLE.
 */
export const chatLimits = pgTable(
  'chat_limits',
  {
    incubatorId: uuid('incubator_id').notNull(),
    userId: uuid('user_id').notNull(),
    mode: text('mode').notNull().default('EVERYONE'),
    roleTypes: text('role_types').array().notNull().default(sql`'{}'::text[]`),
    userIds: uuid('user_ids').array().notNull().default(sql`'{}'::uuid[]`),
    updatedBy: uuid('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.userId] }),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
  ],
);
