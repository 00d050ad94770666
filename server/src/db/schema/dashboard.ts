import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { incubators } from './incubators.ts';
import { createdAt, tenantColumns, updatedAt } from './tenant.ts';

/** A value in one interface language. */
export interface DashboardText {
  language: string;
  value: string;
}

/**
 * A widget an admin placed on the home page (spec 3 §3 "Dashboard widgets"): its kind ('text'),
 * title and body per language (the body is sanitised HTML), the role types that see it (none:
 * everyone) and its place among the others.
 */
export const dashboardWidgets = pgTable(
  'dashboard_widgets',
  {
    ...tenantColumns(),
    kind: text('kind').notNull().default('text'),
    title: jsonb('title').$type<DashboardText[]>().notNull(),
    body: jsonb('body').$type<DashboardText[]>().notNull(),
    roleTypes: text('role_types').array().notNull().default(sql`'{}'::text[]`),
    position: integer('position').notNull().default(0),
    /** Who placed it; kept as written even if that person's account goes (the widget is the organisation's). */
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
    // The home page reads them in order.
    index('dashboard_widgets_position_idx').on(t.incubatorId, t.position, t.id),
  ],
);

export type DashboardWidgetRow = typeof dashboardWidgets.$inferSelect;
