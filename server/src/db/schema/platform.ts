import { sql } from 'drizzle-orm';
import { bigint, foreignKey, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { incubators } from './incubators.ts';
import { users } from './users.ts';
import { createdAt, tenantColumns } from './tenant.ts';

const tenantFk = (t: { incubatorId: any }) => foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade');

/**
 * Domain events: every change records one. They feed the activity feed, timelines, notifications
 * and live subscriptions.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    ...tenantColumns(),
    kind: text('kind').notNull(),
    actorId: uuid('actor_id'),
    subjectKind: text('subject_kind'),
    subjectId: uuid('subject_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    tenantFk(t),
    index('domain_events_created_idx').on(t.incubatorId, t.createdAt, t.id),
    index('domain_events_subject_idx').on(t.incubatorId, t.subjectKind, t.subjectId, t.createdAt),
    // The activity feed filtered by kind or by person, newest first, paged on (created_at, id).
    index('domain_events_kind_idx').on(t.incubatorId, t.kind, t.createdAt, t.id),
    index('domain_events_actor_idx').on(t.incubatorId, t.actorId, t.createdAt, t.id),
  ],
);

/** Mail kept when no SMTP server is configured, and the record of every mail sent. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    ...tenantColumns(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.incubatorId, t.id] }), tenantFk(t), index('mail_outbox_created_idx').on(t.incubatorId, t.createdAt)],
);

export const attachments = pgTable(
  'attachments',
  {
    ...tenantColumns(),
    ownerId: uuid('owner_id').notNull(),
    name: text('name').notNull(),
    fileType: text('file_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    /**
     * 256 random bits (base64url) in every file URL: the capability that lets <img> tags and the
     * public login page fetch a file without a bearer token. The server always sets it; the
     * default only fills rows that existed before the column did.
     */
    accessKey: text('access_key')
      .notNull()
      .default(sql`rtrim(translate(encode(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/', '-_'), '=')`),
    referenceKind: text('reference_kind'),
    referenceId: text('reference_id'),
    /** Where the file is filed among its record's documents ('' is the top level). */
    folder: text('folder').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.ownerId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    index('attachments_owner_idx').on(t.incubatorId, t.ownerId, t.createdAt),
    index('attachments_reference_idx').on(t.incubatorId, t.referenceKind, t.referenceId),
  ],
);

/**
 * The version of an organisation's data on one topic (`metrics`, `applications`): triggers add one
 * on every statement that writes the topic's tables, so an analytics answer computed on an older
 * version is known to be stale (core/analytics-cache.ts).
 */
export const analyticsVersions = pgTable(
  'analytics_versions',
  {
    incubatorId: uuid('incubator_id').notNull(),
    topic: text('topic').notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.incubatorId, t.topic] }), tenantFk(t)],
);

/** Analytics answers (portfolio sums and medians, the applications dashboard) kept for the version of their topic they were computed on. */
export const analyticsCache = pgTable(
  'analytics_cache',
  {
    incubatorId: uuid('incubator_id').notNull(),
    key: text('key').notNull(),
    topic: text('topic').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    result: jsonb('result').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.incubatorId, t.key] }), tenantFk(t)],
);
