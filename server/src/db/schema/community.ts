import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { createdAt, tenantColumns, updatedAt } from './tenant.ts';

/**
 * A post of the organisation's news feed, or a reply in a post's thread. `kind` says where it came
 * from: POST (written by someone), RSS (an item of a subscribed outside feed, `subject_id` its
 * rss_feed_items row), ARTICLE (an article's announcement, `subject_id` the article) or EVENT (a
 * programme's event, `subject_id` the event). A reply has `root_id` (the post it belongs to) and
 * `parent_id` (the post or reply it answers) and never appears in the feed itself.
 * Who reads a top-level post: everyone for EVERYONE, the people of `program_ids` for PROGRAM, the
 * roles of `role_types` for ROLES — and always its author; replies follow their post.
 * `reaction_counts` ({LIKE: 3, …}) and `reply_count` are kept in the transaction that changes
 * reactions and replies, so that a page of the feed is read without counting. `content` is stored
 * sanitised; `link_preview` ({url, title, description, image, siteName}) is fetched once when the
 * post is written.
 */
export const communityPosts = pgTable(
  'community_posts',
  {
    ...tenantColumns(),
    kind: text('kind').notNull().default('POST'),
    authorId: uuid('author_id'),
    rootId: uuid('root_id'),
    parentId: uuid('parent_id'),
    content: text('content').notNull().default(''),
    visibility: text('visibility').notNull().default('EVERYONE'),
    programIds: uuid('program_ids').array().notNull().default(sql`'{}'::uuid[]`),
    roleTypes: text('role_types').array().notNull().default(sql`'{}'::text[]`),
    isPinned: boolean('is_pinned').notNull().default(false),
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
    linkPreview: jsonb('link_preview').$type<{ url: string; title?: string; description?: string; image?: string; siteName?: string }>(),
    reactionCounts: jsonb('reaction_counts').$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
    replyCount: integer('reply_count').notNull().default(0),
    subjectId: uuid('subject_id'),
    /** What a kind carries beyond the columns (an RSS item's title and link, an event's dates). */
    data: jsonb('data').$type<Record<string, unknown>>(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.authorId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.rootId], foreignColumns: [t.incubatorId, t.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.parentId], foreignColumns: [t.incubatorId, t.id] }).onDelete('cascade'),
    // The feed: newest first (the index reads backwards); pinned posts are read apart, from their own range.
    index('community_posts_feed_idx').on(t.incubatorId, t.createdAt, t.id).where(sql`${t.rootId} IS NULL`),
    index('community_posts_pinned_idx').on(t.incubatorId, t.pinnedAt, t.id).where(sql`${t.rootId} IS NULL AND ${t.isPinned}`),
    index('community_posts_thread_idx').on(t.incubatorId, t.rootId, t.createdAt, t.id),
    index('community_posts_author_idx').on(t.incubatorId, t.authorId, t.createdAt, t.id),
    index('community_posts_subject_idx').on(t.incubatorId, t.kind, t.subjectId),
    // The community analytics count replies per week of a period.
    index('community_posts_replies_created_idx').on(t.incubatorId, t.createdAt).where(sql`${t.rootId} IS NOT NULL`),
    // The record search (community/search-source.ts): the words of the text without its tags, in every language alike.
    index('community_posts_search_idx').using('gin', sql`to_tsvector('simple', regexp_replace(${t.content}, '<[^>]*>', ' ', 'g'))`),
  ],
);

/** One reaction of one person to a post or reply: one of each kind per person (spec 3 §3 reactions). */
export const communityReactions = pgTable(
  'community_reactions',
  {
    incubatorId: uuid('incubator_id').notNull(),
    postId: uuid('post_id').notNull(),
    userId: uuid('user_id').notNull(),
    reaction: text('reaction').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.postId, t.userId, t.reaction] }),
    foreignKey({ columns: [t.incubatorId, t.postId], foreignColumns: [communityPosts.incubatorId, communityPosts.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    // The community analytics count reactions per week of a period.
    index('community_reactions_created_idx').on(t.incubatorId, t.createdAt),
  ],
);

/** People named with @ in a post or reply: they are notified once, and the mention survives edits. */
export const communityMentions = pgTable(
  'community_mentions',
  {
    incubatorId: uuid('incubator_id').notNull(),
    postId: uuid('post_id').notNull(),
    userId: uuid('user_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.postId, t.userId] }),
    foreignKey({ columns: [t.incubatorId, t.postId], foreignColumns: [communityPosts.incubatorId, communityPosts.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
  ],
);

/**
 * An outside RSS or Atom feed the organisation subscribed its news feed to. The scheduled fetch
 * sends `etag` / `last_modified` back, so an unchanged feed costs one small answer; `last_error`
 * keeps the last failure (timeout, too large, malformed) for staff to see.
 */
export const rssFeeds = pgTable(
  'rss_feeds',
  {
    ...tenantColumns(),
    url: text('url').notNull(),
    title: text('title').notNull().default(''),
    siteUrl: text('site_url'),
    enabled: boolean('enabled').notNull().default(true),
    etag: text('etag'),
    lastModified: text('last_modified'),
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.incubatorId, t.id] }), uniqueIndex('rss_feeds_url_idx').on(t.incubatorId, t.url)],
);

/**
 * Every item a feed has given, by its guid: the ledger that keeps an item from being posted twice,
 * and from coming back once staff deleted it (`deleted_at`). `post_id` is its post in the feed.
 */
export const rssFeedItems = pgTable(
  'rss_feed_items',
  {
    ...tenantColumns(),
    feedId: uuid('feed_id').notNull(),
    guid: text('guid').notNull(),
    postId: uuid('post_id'),
    title: text('title').notNull().default(''),
    link: text('link'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.incubatorId, t.id] }),
    foreignKey({ columns: [t.incubatorId, t.feedId], foreignColumns: [rssFeeds.incubatorId, rssFeeds.id] }).onDelete('cascade'),
    uniqueIndex('rss_feed_items_guid_idx').on(t.incubatorId, t.feedId, t.guid),
  ],
);
