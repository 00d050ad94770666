import { sql } from 'drizzle-orm';
import { boolean, date, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { startups } from './programs.ts';
import { users } from './users.ts';
import { createdAt, tenantColumns, updatedAt } from './tenant.ts';

/**
 * One item of a startup's activity timeline. `kind` is the GraphQL type it is shown as ('Event'
 * for notes, 'MilestonePost', and the kinds other features declare); `data` holds what a kind
 * carries beyond the columns every item has. A reply has `parent_id` and never appears in the
 * feed itself, only under its thread. `message` is stored sanitised.
 */
export const timelineEvents = pgTable(
  'timeline_events',
  {
    ...tenantColumns(),
    startupId: uuid('startup_id').notNull(),
    kind: text('kind').notNull(),
    parentId: uuid('parent_id'),
    createdBy: uuid('created_by'),
    message: text('message'),
    isPublic: boolean('is_public').notNull().default(true),
    isPinned: boolean('is_pinned').notNull().default(false),
    isUpdate: boolean('is_update').notNull().default(false),
    data: jsonb('data').$type<Record<string, unknown>>(),
    /** The record the item stands for (a milestone, a session), when it stands for one. */
    subjectId: uuid('subject_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.createdBy], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.parentId], foreignColumns: [t.incubatorId, t.id] }).onDelete('cascade'),
    // The feed: pinned first, then newest (the indexes read backwards); replies apart. The public-only feed (founders) and the
    // type filter have their own ranges so that a deep page costs what the first one does.
    index('timeline_feed_idx').on(t.incubatorId, t.startupId, t.isPinned, t.createdAt, t.id).where(sql`${t.parentId} IS NULL`),
    index('timeline_public_feed_idx').on(t.incubatorId, t.startupId, t.isPinned, t.createdAt, t.id).where(sql`${t.parentId} IS NULL AND ${t.isPublic}`),
    index('timeline_kind_idx').on(t.incubatorId, t.startupId, t.kind, t.isPinned, t.createdAt, t.id).where(sql`${t.parentId} IS NULL`),
    index('timeline_replies_idx').on(t.incubatorId, t.parentId, t.createdAt, t.id),
    index('timeline_subject_idx').on(t.incubatorId, t.subjectId),
    // A person's notes and replies, newest first (their profile's timeline).
    index('timeline_author_idx').on(t.incubatorId, t.createdBy, t.createdAt, t.id),
  ],
);

/** People named with @ in a note: they are notified, and their mention survives edits. */
export const timelineMentions = pgTable(
  'timeline_mentions',
  {
    incubatorId: uuid('incubator_id').notNull(),
    eventId: uuid('event_id').notNull(),
    userId: uuid('user_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.eventId, t.userId] }),
    foreignKey({ columns: [t.incubatorId, t.eventId], foreignColumns: [timelineEvents.incubatorId, timelineEvents.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
  ],
);

/**
 * A step of a startup's plan: due on a calendar day, owned by one person, with a status
 * ('planned', 'in_progress', 'reached', 'missed'); reaching it posts on the timeline.
 */
export const startupMilestones = pgTable(
  'startup_milestones',
  {
    ...tenantColumns(),
    startupId: uuid('startup_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    dueDate: date('due_date', { mode: 'string' }),
    ownerId: uuid('owner_id'),
    status: text('status').notNull().default('planned'),
    reachedAt: timestamp('reached_at', { withTimezone: true }),
    position: integer('position').notNull().default(0),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.ownerId], foreignColumns: [users.incubatorId, users.id] }),
    index('startup_milestones_plan_idx').on(t.incubatorId, t.startupId, t.dueDate, t.id),
  ],
);
