import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@seedbed/contracts/forms';
import type { MetricRule } from '@seedbed/contracts/metrics';
import { programs, startups } from './programs.ts';
import { users } from './users.ts';
import { createdAt, tenantColumns, updatedAt } from './tenant.ts';

/**
 * A metric the organisation collects (spec 2 §3, spec 3 §3): a core metric of the plan
 * (`core_key`, coreMetrics) or the organisation's own (createMetrics). With a `formula` it is
 * calculated from other metrics of the same period and never typed in. Archived metrics keep
 * their data and leave the forms.
 */
export const metrics = pgTable(
  'metrics',
  {
    ...tenantColumns(),
    coreKey: text('core_key'),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull().default(sql`'[]'::jsonb`),
    unitType: text('unit_type').notNull(),
    customUnit: text('custom_unit'),
    category: text('category').notNull().default('non-tagged'),
    recurrenceAmount: integer('recurrence_amount').notNull().default(1),
    recurrenceType: text('recurrence_type').notNull().default('monthly'),
    formula: text('formula'),
    rules: jsonb('rules').$type<MetricRule[]>().notNull().default(sql`'[]'::jsonb`),
    position: integer('position').notNull().default(0),
    archived: boolean('archived').notNull().default(false),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    index('metrics_list_idx').on(t.incubatorId, t.archived, t.position, t.id),
    uniqueIndex('metrics_core_key_unique').on(t.incubatorId, t.coreKey).where(sql`${t.coreKey} IS NOT NULL`),
  ],
);

/**
 * A set of metrics collected from one startup or from every startup of a programme (those in it
 * when a period falls due), period after period from `starts_on` at each metric's recurrence; each
 * period is due `due_days` days after it ends. Stopping it keeps what was collected.
 */
export const dataCollections = pgTable(
  'data_collections',
  {
    ...tenantColumns(),
    programId: uuid('program_id'),
    startupId: uuid('startup_id'),
    metricIds: uuid('metric_ids').array().notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    dueDays: integer('due_days').notNull().default(10),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.programId], foreignColumns: [programs.incubatorId, programs.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete('cascade'),
    index('data_collections_list_idx').on(t.incubatorId, t.createdAt, t.id),
  ],
);

/**
 * One period a startup reports on (spec 2 "a form for a date period"): due on `due_date`,
 * submitted once its founders sent it. Every metric due for those dates is a `metric_values` row
 * of the period, empty until filled.
 */
export const metricPeriods = pgTable(
  'metric_periods',
  {
    ...tenantColumns(),
    startupId: uuid('startup_id').notNull(),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    submittedBy: uuid('submitted_by'),
    /** Reminder mails sent (reminderEmails): before the due day, after it. */
    remindedBeforeAt: timestamp('reminded_before_at', { withTimezone: true }),
    remindedAfterAt: timestamp('reminded_after_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete('cascade'),
    uniqueIndex('metric_periods_startup_dates_unique').on(t.incubatorId, t.startupId, t.periodFrom, t.periodTo),
    // The grid: periods of a range of dates, startup by startup.
    index('metric_periods_grid_idx').on(t.incubatorId, t.periodFrom, t.startupId),
    // What a startup still has to report, the oldest due first.
    index('metric_periods_pending_idx').on(t.incubatorId, t.startupId, t.dueDate).where(sql`${t.submittedAt} IS NULL`),
  ],
);

/**
 * One metric's value for one period of one startup (the API's MetricData). `value` is the number
 * as a plain decimal string, or the text of a percentage; `number` the same as a number for charts
 * and sums; `date_value` for DATE metrics. Who entered it last, and whether on the founders' behalf,
 * is kept; so is the founder's explanation of a large change.
 */
export const metricValues = pgTable(
  'metric_values',
  {
    ...tenantColumns(),
    periodId: uuid('period_id').notNull(),
    startupId: uuid('startup_id').notNull(),
    metricId: uuid('metric_id').notNull(),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    value: text('value'),
    number: doublePrecision('number'),
    dateValue: date('date_value', { mode: 'string' }),
    explanation: text('explanation'),
    enteredBy: uuid('entered_by'),
    enteredAt: timestamp('entered_at', { withTimezone: true }),
    onBehalf: boolean('on_behalf').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.periodId], foreignColumns: [metricPeriods.incubatorId, metricPeriods.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.metricId], foreignColumns: [metrics.incubatorId, metrics.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.enteredBy], foreignColumns: [users.incubatorId, users.id] }).onDelete('set null'),
    uniqueIndex('metric_values_period_metric_unique').on(t.incubatorId, t.periodId, t.metricId),
    // A startup's chart of one metric over time, and the portfolio's per metric and period.
    index('metric_values_startup_idx').on(t.incubatorId, t.startupId, t.metricId, t.periodFrom),
    index('metric_values_portfolio_idx').on(t.incubatorId, t.metricId, t.periodFrom, t.startupId),
  ],
);

/**
 * The categorization questionnaire of a startup (spec 2 §2, §4): one per startup, asked when it
 * first has data to report; answered (`answers`, with `delay_reporting`) or skipped.
 */
export const startupCategorizations = pgTable(
  'startup_categorizations',
  {
    ...tenantColumns(),
    startupId: uuid('startup_id').notNull(),
    delayReporting: boolean('delay_reporting'),
    answers: jsonb('answers').$type<Record<string, boolean | null>>().notNull().default(sql`'{}'::jsonb`),
    skipped: boolean('skipped').notNull().default(false),
    answeredBy: uuid('answered_by'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete('cascade'),
    uniqueIndex('startup_categorizations_startup_unique').on(t.incubatorId, t.startupId),
  ],
);

/**
 * A reminder mail's link to report one period without signing in: only its hash is kept; it
 * opens that period's form alone, until it expires, is used or is revoked by staff.
 */
export const metricReportLinks = pgTable(
  'metric_report_links',
  {
    ...tenantColumns(),
    periodId: uuid('period_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.periodId], foreignColumns: [metricPeriods.incubatorId, metricPeriods.id] }).onDelete('cascade'),
    uniqueIndex('metric_report_links_token_unique').on(t.tokenHash),
    index('metric_report_links_period_idx').on(t.incubatorId, t.periodId),
  ],
);

export type MetricRow = typeof metrics.$inferSelect;
export type DataCollectionRow = typeof dataCollections.$inferSelect;
export type MetricPeriodRow = typeof metricPeriods.$inferSelect;
export type MetricValueRow = typeof metricValues.$inferSelect;
export type StartupCategorizationRow = typeof startupCategorizations.$inferSelect;
