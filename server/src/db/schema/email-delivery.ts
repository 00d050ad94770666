import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { EmailRecipientStatus } from '@seedbed/contracts/email-delivery';
import { createdAt, tenantColumns, updatedAt } from './tenant.ts';

export type { EmailRecipientStatus };

/**
 * One message as it was written, personalised, before it went to each of its recipients. `email_id`
 * names the campaign it belongs to and `startup_id` the startup whose timeline shows it; both stay
 * plain columns so that a message outlives the campaign or startup it was sent for, and its figures
 * with it. `links` are the addresses the message points at: the click redirect leads only there.
 */
export const emailMessages = pgTable(
  'email_messages',
  {
    ...tenantColumns(),
    emailId: uuid('email_id'),
    startupId: uuid('startup_id'),
    timelineEventId: uuid('timeline_event_id'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    cc: text('cc').array().notNull().default(sql`'{}'::text[]`),
    bcc: text('bcc').array().notNull().default(sql`'{}'::text[]`),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    bulk: boolean('bulk').notNull().default(false),
    layoutId: uuid('layout_id'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    index('email_messages_email_idx').on(t.incubatorId, t.emailId),
    index('email_messages_startup_idx').on(t.incubatorId, t.startupId, t.createdAt, t.id),
  ],
);

/**
 * One recipient of a message and what became of the mail sent to them. The token is the
 * recipient's own key in the links of their mail (click, open pixel, unsubscribe) and in the relay's
 * reports; `next_attempt_at` is when the sender takes the mail next (a claim moves it forward, so a
 * server that stops mid-send leaves it to be taken again once that lapses).
 */
export const emailRecipients = pgTable(
  'email_recipients',
  {
    ...tenantColumns(),
    messageId: uuid('message_id').notNull(),
    emailId: uuid('email_id'),
    userId: uuid('user_id'),
    email: text('email').notNull(),
    token: text('token').notNull(),
    status: text('status').$type<EmailRecipientStatus>().notNull().default('QUEUED'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    smtpMessageId: text('smtp_message_id'),
    smtpResponse: text('smtp_response'),
    bounceReason: text('bounce_reason'),
    openedCount: integer('opened_count').notNull().default(0),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    clickedCount: integer('clicked_count').notNull().default(0),
    lastClickedAt: timestamp('last_clicked_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.messageId], foreignColumns: [emailMessages.incubatorId, emailMessages.id] }).onDelete('cascade'),
    check('email_recipients_status_check', sql`${t.status} IN ('QUEUED', 'SENT', 'DELIVERED', 'DEFERRED', 'BOUNCED', 'DROPPED', 'SPAM')`),
    uniqueIndex('email_recipients_token_unique').on(t.incubatorId, t.token),
    index('email_recipients_message_idx').on(t.incubatorId, t.messageId, t.email, t.id),
    // A campaign's report lists its recipients by address; its figures count them in the same range.
    index('email_recipients_email_idx').on(t.incubatorId, t.emailId, t.email, t.id),
    index('email_recipients_smtp_id_idx').on(t.incubatorId, t.smtpMessageId),
    // The sender's queue: only mail still to send is in it.
    index('email_recipients_due_idx').on(t.incubatorId, t.nextAttemptAt).where(sql`${t.status} IN ('QUEUED', 'DEFERRED')`),
  ],
);

/** An address that asked to hear no more bulk mail from the organisation. */
export const emailUnsubscribes = pgTable(
  'email_unsubscribes',
  {
    ...tenantColumns(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.incubatorId, t.id] }), uniqueIndex('email_unsubscribes_email_unique').on(t.incubatorId, t.email)],
);

/**
 * The organisation's delivery choices: the open pixel (off until it is turned on: it is unreliable
 * and watches the reader) and the secret its mail relay signs delivery reports with.
 */
export const emailDeliverySettings = pgTable(
  'email_delivery_settings',
  {
    ...tenantColumns(),
    openTracking: boolean('open_tracking').notNull().default(false),
    eventsSecret: text('events_secret'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.incubatorId, t.id] }), uniqueIndex('email_delivery_settings_tenant_unique').on(t.incubatorId)],
);

export type EmailMessageRow = typeof emailMessages.$inferSelect;
export type EmailRecipientRow = typeof emailRecipients.$inferSelect;
