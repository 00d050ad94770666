import { sql } from 'drizzle-orm';
import { bigint, boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { incubators } from './incubators.ts';
import { users } from './users.ts';
import { createdAt, tenantColumns } from './tenant.ts';

/**
 * One export of a list (spec 3 §3), written in the background and kept for a while. `status` goes
 * QUEUED → IN_PROGRESS → COMPLETED, or ERROR (the request cannot be answered: `error_key` says why)
 * or FAILED (the server could not write it after its attempts). The lease says which server
 * process writes it and until when, as for batch operations: a crashed server's export is taken
 * over once the lease has lapsed, and written again from the start.
 */
export const exports = pgTable(
  'exports',
  {
    ...tenantColumns(),
    type: text('type').notNull(),
    format: text('format').notNull(),
    status: text('status').notNull().default('QUEUED'),
    /** The list's filter (its filters, sort and columns) as it was asked for. */
    filter: jsonb('filter').$type<unknown>(),
    withAttachments: boolean('with_attachments').notNull().default(false),
    requestedBy: uuid('requested_by').notNull(),
    rowsWritten: integer('rows_written').notNull().default(0),
    total: integer('total'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    storageKey: text('storage_key'),
    /** The file's name as it downloads (with its extension). */
    fileName: text('file_name'),
    /** Why it ended in ERROR or FAILED: a message key, translated for whoever reads it. */
    errorKey: text('error_key'),
    attempts: integer('attempts').notNull().default(0),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** When the file is removed (set once it is written); `expired_at` once the sweep removed it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.requestedBy], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    // The history: one person's exports, newest first, read backwards. Declared ascending: a
    // DESC index is DESC NULLS LAST, which the history's ORDER BY … DESC (nulls first) cannot use.
    index('exports_history_idx').on(t.incubatorId, t.requestedBy, t.createdAt, t.id),
    // The runner's sweep: the unfinished ones.
    index('exports_unfinished_idx').on(t.incubatorId, t.status).where(sql`${t.status} IN ('QUEUED', 'IN_PROGRESS')`),
    // The expiry sweep: written files whose time is up.
    index('exports_expiry_idx').on(t.incubatorId, t.expiresAt).where(sql`${t.storageKey} IS NOT NULL`),
    check('exports_status_check', sql`${t.status} IN ('QUEUED', 'IN_PROGRESS', 'COMPLETED', 'ERROR', 'FAILED')`),
    check('exports_format_check', sql`${t.format} IN ('csv', 'xlsx')`),
  ],
);

export type ExportRow = typeof exports.$inferSelect;
