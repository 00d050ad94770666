import { foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { incubators } from './incubators.ts';
import { users } from './users.ts';
import { createdAt, tenantColumns } from './tenant.ts';

/**
 * A bulk action (invite people, change roles, …) run item by item in the background. `status` is
 * 'running' until every item has an outcome, then 'succeeded', 'partial' or 'failed'. The lease
 * says which server process works on it and until when: another process takes over only once it
 * has lapsed (a crashed server) or been released (a server that stopped cleanly).
 */
export const batchOperations = pgTable(
  'batch_operations',
  {
    ...tenantColumns(),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('running'),
    total: integer('total').notNull(),
    processed: integer('processed').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** Why the whole operation was refused before any item ran (a message key), if it was. */
    error: text('error'),
    createdBy: uuid('created_by').notNull(),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.createdBy], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    index('batch_operations_status_idx').on(t.incubatorId, t.status),
  ],
);

/** One unit of a batch operation, with its own outcome. */
export const batchOperationItems = pgTable(
  'batch_operation_items',
  {
    ...tenantColumns(),
    operationId: uuid('operation_id').notNull(),
    position: integer('position').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('pending'),
    /** The record the item acted on (for user operations, the user), once known. */
    subjectId: uuid('subject_id'),
    /** The failure's message key and parameters, translated for whoever reads it. */
    error: jsonb('error').$type<{
      code: string;
      key: string;
      params?: Record<string, unknown>;
      fields?: Array<{ field: string; key: string; params?: Record<string, unknown> }>;
    }>(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.operationId], foreignColumns: [batchOperations.incubatorId, batchOperations.id] }).onDelete('cascade'),
    index('batch_operation_items_order_idx').on(t.incubatorId, t.operationId, t.position),
  ],
);

export type BatchOperationRow = typeof batchOperations.$inferSelect;
export type BatchOperationItemRow = typeof batchOperationItems.$inferSelect;
