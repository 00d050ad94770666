import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { incubators } from './incubators.ts';
import { users } from './users.ts';
import { createdAt, tenantColumns, updatedAt } from './tenant.ts';

/** Who a campaign goes to, as the composer chose them (contracts/emails-input.ts emailRecipientsSchema). */
export interface EmailRecipientSelection {
  userIds: string[];
  startupIds: string[];
  applicants: { funnelId: string; roundIds: string[]; statuses: string[] } | null;
  savedViewId: string | null;
}

/**
 * A campaign (spec 3 §2 Emails): a subject and a sanitised rich-text body with placeholders, the
 * selection of who it goes to (resolved only when it is sent, so a saved view or a round reads as
 * it is then), copies, and the design it is wrapped in. `recipient_count` is how many people it
 * reached when it was handed to delivery; what became of each mail is delivery's to tell.
 */
export const emails = pgTable(
  'emails',
  {
    ...tenantColumns(),
    subject: text('subject').notNull().default(''),
    content: text('content').notNull().default(''),
    recipients: jsonb('recipients').$type<EmailRecipientSelection>().notNull(),
    cc: text('cc').array().notNull().default(sql`'{}'::text[]`),
    bcc: text('bcc').array().notNull().default(sql`'{}'::text[]`),
    layoutId: uuid('layout_id'),
    status: text('status').notNull().default('DRAFT'),
    createdBy: uuid('created_by'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentBy: uuid('sent_by'),
    recipientCount: integer('recipient_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.createdBy], foreignColumns: [users.incubatorId, users.id] }).onDelete('set null'),
    check('emails_status_check', sql`${t.status} IN ('DRAFT', 'SCHEDULED', 'SENDING', 'SENT', 'CANCELLED')`),
    // The list: last changed first, with or without a status.
    index('emails_updated_idx').on(t.incubatorId, t.updatedAt, t.id),
    index('emails_status_idx').on(t.incubatorId, t.status, t.updatedAt, t.id),
  ],
);

/**
 * Something to do later as the person who planned it (spec 3 §3): send a campaign (EMAIL, `email_id`),
 * create a feedback request or a task (`payload`: the input creating one now takes). The runner
 * claims a due action with a lease (`lease_owner`, `lease_until`) so that two servers never run it
 * twice; it ends DONE (`result_id` names what it made), FAILED (`error`: a message key) or is
 * CANCELLED before its time.
 */
export const plannedActions = pgTable(
  'planned_actions',
  {
    ...tenantColumns(),
    kind: text('kind').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    emailId: uuid('email_id'),
    status: text('status').notNull().default('PLANNED'),
    error: text('error'),
    errorParams: jsonb('error_params').$type<Record<string, unknown>>(),
    resultId: uuid('result_id'),
    createdBy: uuid('created_by').notNull(),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.createdBy], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.emailId], foreignColumns: [emails.incubatorId, emails.id] }).onDelete('cascade'),
    check('planned_actions_kind_check', sql`${t.kind} IN ('EMAIL', 'FEEDBACK_REQUEST', 'TASK')`),
    check('planned_actions_status_check', sql`${t.status} IN ('PLANNED', 'DONE', 'CANCELLED', 'FAILED')`),
    // The runner's queue: only what is still planned, soonest first.
    index('planned_actions_due_idx').on(t.incubatorId, t.runAt, t.id).where(sql`${t.status} = 'PLANNED'`),
    // The list: by time, with or without a status.
    index('planned_actions_run_at_idx').on(t.incubatorId, t.runAt, t.id),
    index('planned_actions_status_idx').on(t.incubatorId, t.status, t.runAt, t.id),
    // A campaign waits for one time at most.
    uniqueIndex('planned_actions_email_unique').on(t.incubatorId, t.emailId).where(sql`${t.status} = 'PLANNED'`),
  ],
);

export type EmailRow = typeof emails.$inferSelect;
export type PlannedActionRow = typeof plannedActions.$inferSelect;
