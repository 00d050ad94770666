import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { incubators } from './incubators.ts';
import { createdAt, tenantColumns, updatedAt } from './tenant.ts';

/**
 * A design template: the layout every mail of the organisation is wrapped in (its branding).
 * At most one is the default (the partial unique index); without any, a built-in design made from
 * the organisation's branding is used. Header and footer are stored sanitised.
 */
export const emailTemplates = pgTable(
  'email_templates',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    showLogo: boolean('show_logo').notNull().default(true),
    headerHtml: text('header_html').notNull().default(''),
    footerHtml: text('footer_html').notNull().default(''),
    brandColor: text('brand_color').notNull(),
    headerBackgroundColor: text('header_background_color').notNull(),
    backgroundColor: text('background_color').notNull(),
    textColor: text('text_color').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdBy: uuid('created_by'),
    updatedBy: uuid('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
    uniqueIndex('email_templates_one_default').on(t.incubatorId).where(sql`${t.isDefault}`),
    // The designs list: by name, then id (keyset).
    index('email_templates_name_idx').on(t.incubatorId, t.name, t.id),
    check(
      'email_templates_colours',
      sql`${t.brandColor} ~ '^#[0-9a-fA-F]{6}$' AND ${t.headerBackgroundColor} ~ '^#[0-9a-fA-F]{6}$' AND ${t.backgroundColor} ~ '^#[0-9a-fA-F]{6}$' AND ${t.textColor} ~ '^#[0-9a-fA-F]{6}$'`,
    ),
  ],
);

/** A content template: a reusable subject and body (sanitised rich text) a composer starts from. */
export const emailContentTemplates = pgTable(
  'email_content_templates',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull().default(''),
    createdBy: uuid('created_by'),
    updatedBy: uuid('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
    index('email_content_templates_name_idx').on(t.incubatorId, t.name, t.id),
    index('email_content_templates_search_idx').using('gin', sql`to_tsvector('simple', ${t.name} || ' ' || ${t.subject})`),
  ],
);

/**
 * An organisation's wording of one of the product's own mails (a blueprint: invitation, password
 * reset…) in one language; without a row the mail reads as the product writes it.
 */
export const emailBlueprints = pgTable(
  'email_blueprints',
  {
    ...tenantColumns(),
    key: text('key').notNull(),
    language: text('language').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedBy: uuid('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId], foreignColumns: [incubators.id] }).onDelete('cascade'),
    uniqueIndex('email_blueprints_key_language').on(t.incubatorId, t.key, t.language),
  ],
);

export type EmailTemplateRow = typeof emailTemplates.$inferSelect;
export type EmailContentTemplateRow = typeof emailContentTemplates.$inferSelect;
export type EmailBlueprintRow = typeof emailBlueprints.$inferSelect;
