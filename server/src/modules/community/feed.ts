import { and, desc, eq, isNull, not, sql, type SQL } from 'drizzle-orm';
import { FEED_PAGE_SIZE, PINNED_POSTS_MAX } from '@seedbed/contracts/community';
import { newsFeedArgsSchema, type NewsFeedArgs } from '@seedbed/contracts/community-input';
import type { Context } from '../../core/context.ts';
import { cursorPart, decodeCursor, encodeCursor, exactTime } from '../../core/cursor.ts';
import { parseInput } from '../../core/validation.ts';
import { loadReadablePost } from './posts.ts';
import { posts, type PostRow } from './types.ts';
import { feedAudience, readablePosts, requireFeed } from './visibility.ts';

export interface NewsFeed {
  pinned: PostRow[];
  results: PostRow[];
  next: string | null;
}

/** The feed's filters as conditions on its posts. */
function filtered(filter: NonNullable<NewsFeedArgs['filter']> | null | undefined): SQL[] {
  const conditions: SQL[] = [];
  if (filter?.authorId) conditions.push(eq(posts.authorId, filter.authorId));
  if (filter?.kind) conditions.push(eq(posts.kind, filter.kind));
  if (filter?.programId) conditions.push(sql`(${posts.visibility} = 'PROGRAM' AND ${posts.programIds} @> ARRAY[${filter.programId}::uuid])`);
  return conditions;
}

/**
 * The news feed: the pinned announcements apart (newest pin first, with the first page only), then
 * the other posts newest first, keyset-paged on (created at, id) over community_posts_feed_idx with
 * the viewer's reading rule as a filter, so that a deep page costs what the first one does.
 */
export async function newsFeed(ctx: Context, args: unknown): Promise<NewsFeed> {
  await requireFeed(ctx);
  const { filter, cursor, limit } = parseInput(newsFeedArgsSchema(), args);
  const size = limit ?? FEED_PAGE_SIZE;
  const after = cursor ? decodeCursor(cursor, [cursorPart.exactTime, cursorPart.id]) : null;
  const db = await ctx.tx.db();
  const readable = readablePosts(await feedAudience(ctx));
  const base = [eq(posts.incubatorId, ctx.incubator.id), isNull(posts.rootId), readable, ...filtered(filter)];
  // A bare boolean (not `= true`) is what the pinned index's predicate names.
  const pinned = after
    ? []
    : await db
        .select()
        .from(posts)
        .where(and(...base, sql`${posts.isPinned}`))
        .orderBy(desc(posts.pinnedAt), desc(posts.id))
        .limit(PINNED_POSTS_MAX);
  // A row comparison, not an OR of columns: PostgreSQL then starts the index scan at the cursor.
  const keyset = after ? sql`(${posts.createdAt}, ${posts.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)` : undefined;
  const rows = await db
    .select({ row: posts, position: exactTime(posts.createdAt) })
    .from(posts)
    .where(and(...base, not(posts.isPinned), keyset))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(size + 1);
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return { pinned, results: page.map((r) => r.row), next: rows.length > size && last ? encodeCursor([last.position, last.row.id]) : null };
}

/** One post, or one reply (the web opens its thread), for the viewer who may read it; NOT_FOUND otherwise. */
export const findPost = (ctx: Context, postId: string): Promise<PostRow> => loadReadablePost(ctx, postId);
