import { timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Columns every tenant-owned table starts with. The primary key is (incubator_id, id) and every
 * reference between tenant tables includes incubator_id, so a row can never point at another
 * tenant's row (and the schema can be distributed by incubator_id).
 */
export const tenantColumns = () => ({
  incubatorId: uuid('incubator_id').notNull(),
  id: uuid('id').notNull(),
});

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
