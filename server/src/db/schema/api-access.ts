import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { incubators } from './incubators.ts';
import { users } from './users.ts';
import { createdAt, tenantColumns } from './tenant.ts';

/**
 * A token of the public API. Personal (`owner_id` set): it acts as its owner. Organisation
 * (`owner_id` null): created by an organisation admin and acting as that admin for as long as they
 * stay one. Only the SHA-256 of the secret is kept; the secret is shown once. `scopes` are
 * `read:<area>` / `write:<area>` (or `read:*`, `write:*`). The rate window counts the requests of
 * the current 5-minute window, updated by the statement that finds the token.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    ownerId: uuid('owner_id'),
    createdBy: uuid('created_by').notNull(),
    scopes: text('scopes').array().notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The first characters of the secret (`sbd_ab12…`), so that people recognise a token in the list. */
    prefix: text('prefix').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    rateWindowStart: timestamp('rate_window_start', { withTimezone: true }),
    rateCount: integer('rate_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.ownerId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.createdBy], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    uniqueIndex('api_tokens_hash_idx').on(t.incubatorId, t.tokenHash),
    index('api_tokens_owner_idx').on(t.incubatorId, t.ownerId, t.createdAt),
    check('api_tokens_scopes_present', sql`cardinality(${t.scopes}) > 0`),
  ],
);

/**
 * An organisation's subscription of a URL to public domain events. The secret signs every
 * delivery (HMAC-SHA256); it is kept sealed with SECRETS_KEY (core/secret-box.ts), bound to its
 * webhook, and shown to admins on demand.
 * `failure_count` counts failed attempts in a row; past the limit the webhook is disabled.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    ...tenantColumns(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    secret: text('secret').notNull(),
    eventKinds: text('event_kinds').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: uuid('created_by').notNull(),
    failureCount: integer('failure_count').notNull().default(0),
    /** Set when the webhook was turned off for failing, not by a person. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.createdBy], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    index('webhooks_created_idx').on(t.incubatorId, t.createdAt),
  ],
);

/**
 * One event sent (or to be sent) to one webhook. `payload` is the JSON body as first built, sent
 * again as is on retries and replays. PENDING until an attempt succeeds (SUCCEEDED) or the last
 * attempt fails (FAILED); `lease_until` keeps two servers from sending it at once.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    ...tenantColumns(),
    webhookId: uuid('webhook_id').notNull(),
    eventId: uuid('event_id').notNull(),
    eventKind: text('event_kind').notNull(),
    payload: jsonb('payload').notNull().$type<Record<string, unknown>>(),
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    responseStatus: integer('response_status'),
    responseExcerpt: text('response_excerpt'),
    durationMs: integer('duration_ms'),
    /** A delivery queued again by a person (replay) names the one it repeats. */
    replayOf: uuid('replay_of'),
    test: boolean('test').notNull().default(false),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.webhookId], foreignColumns: [webhooks.incubatorId, webhooks.id] }).onDelete('cascade'),
    index('webhook_deliveries_log_idx').on(t.incubatorId, t.webhookId, t.createdAt, t.id),
    index('webhook_deliveries_due_idx').on(t.incubatorId, t.nextAttemptAt).where(sql`status = 'PENDING'`),
    check('webhook_deliveries_status', sql`${t.status} in ('PENDING', 'SUCCEEDED', 'FAILED')`),
  ],
);

export type ApiTokenRow = typeof apiTokens.$inferSelect;
export type WebhookRow = typeof webhooks.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
