import { sql, type SQLWrapper } from 'drizzle-orm';
import { foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns, updatedAt } from './tenant.ts';

/**
 * What the library's search (its `resources(search)` list and the top bar's record search) matches
 * by. The GIN indexes are built on these very expressions, so a search reads the index; 'simple'
 * (no stemming) matches every language alike, and the HTML tags of an article's text are not words.
 */
export const articleSearchDocument = (t: { title: SQLWrapper; summary: SQLWrapper; content: SQLWrapper }) =>
  sql`to_tsvector('simple', ${t.title} || ' ' || ${t.summary} || ' ' || ${t.content})`;
export const resourceSearchDocument = (t: { title: SQLWrapper; description: SQLWrapper }) => sql`to_tsvector('simple', ${t.title} || ' ' || ${t.description})`;

/**
 * An article (spec 3 §2 Articles): rich text written by ARTICLES:EDIT holders, DRAFT until
 * published. A published article is read as an internal resource (/resources/internal/:id) and is
 * announced in the news feed once, when first published. `content` is stored sanitised.
 */
export const articles = pgTable(
  'articles',
  {
    ...tenantColumns(),
    title: text('title').notNull().default(''),
    summary: text('summary').notNull().default(''),
    content: text('content').notNull().default(''),
    cover: text('cover'),
    status: text('status').notNull().default('DRAFT'),
    authorId: uuid('author_id'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    index('articles_status_idx').on(t.incubatorId, t.status, t.updatedAt, t.id),
    // The managers' list without a status filter: last changed first.
    index('articles_updated_idx').on(t.incubatorId, t.updatedAt, t.id),
    index('articles_search_idx').using('gin', articleSearchDocument(t)),
  ],
);

/**
 * A section of the resource library, in `position` order. With the plan's resourceVisibility, a
 * section (and each resource in it) may be kept to chosen roles (`role_types`) and programmes
 * (`program_ids`); empty lists mean everyone. Staff who manage resources always see everything.
 */
export const resourceSections = pgTable(
  'resource_sections',
  {
    ...tenantColumns(),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
    roleTypes: text('role_types').array().notNull().default(sql`'{}'::text[]`),
    programIds: uuid('program_ids').array().notNull().default(sql`'{}'::uuid[]`),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.incubatorId, t.id] }), index('resource_sections_position_idx').on(t.incubatorId, t.position, t.id)],
);

/**
 * A resource of a section (spec 3 §3 entity kind resourceLink): an INTERNAL article
 * (`article_id`), a LINK (`url`) or a FILE (`attachment_id`), with the same visibility lists as
 * sections, narrowing them.
 */
export const resources = pgTable(
  'resources',
  {
    ...tenantColumns(),
    sectionId: uuid('section_id').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    url: text('url'),
    attachmentId: uuid('attachment_id'),
    articleId: uuid('article_id'),
    position: integer('position').notNull().default(0),
    roleTypes: text('role_types').array().notNull().default(sql`'{}'::text[]`),
    programIds: uuid('program_ids').array().notNull().default(sql`'{}'::uuid[]`),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.sectionId], foreignColumns: [resourceSections.incubatorId, resourceSections.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.articleId], foreignColumns: [articles.incubatorId, articles.id] }).onDelete('cascade'),
    index('resources_section_idx').on(t.incubatorId, t.sectionId, t.position, t.id),
    index('resources_article_idx').on(t.incubatorId, t.articleId),
    index('resources_search_idx').using('gin', resourceSearchDocument(t)),
  ],
);
