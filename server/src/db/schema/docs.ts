import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The product documentation, loaded from the Markdown files in docs/ at start. Shared by every
 * tenant (it describes the product, not a tenant's data), so it carries no incubator_id.
 */
export const docs = pgTable(
  'docs',
  {
    language: text('language').notNull(),
    userType: text('user_type').notNull(),
    category: text('category').notNull(),
    slug: text('slug').notNull(),
    categoryName: text('category_name').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    body: text('body').notNull(),
    html: text('html').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.language, t.userType, t.category, t.slug] }), index('docs_user_type_idx').on(t.language, t.userType)],
);
