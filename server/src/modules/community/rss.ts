import { and, asc, count, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import DataLoader from 'dataloader';
import { RSS_FEEDS_MAX } from '@seedbed/contracts/community';
import { rssFeedSchema } from '@seedbed/contracts/community-input';
import { z } from 'zod';
import { defineChange } from '../../core/change.ts';
import { memo, requireViewer, type Context } from '../../core/context.ts';
import { notFound, validationError } from '../../core/errors.ts';
import { isId, newId } from '../../core/ids.ts';
import { rssFeedItems, rssFeeds } from '../../db/schema/community.ts';
import { requireFlag } from '../access/guard.ts';
import { authorize, isAuthorized } from '../permissions/scope.ts';
import { removeFeedPosts } from './posts.ts';
import { applyRead, readErrorCode, readFeed, type RssFeedRow } from './rss-fetch.ts';

/**
 * The outside feeds the organisation's news feed follows (spec 1 §2.2, §6): staff subscribe it
 * (RSS_FEED:SUBSCRIBE), switch a feed off and on or read it now (RSS_FEED:EDIT), remove a feed with
 * its posts (RSS_FEED:DELETE) or one item (RSS_FEED_ITEM:DELETE); everything needs the plan's
 * newsFeed flag. Another tenant's ids, like malformed ones, are NOT_FOUND.
 */

const requireNewsFeed = (ctx: Context) => requireFlag(ctx, 'newsFeed');

async function staffFor(ctx: Context, key: string): Promise<void> {
  requireViewer(ctx);
  requireNewsFeed(ctx);
  await authorize(ctx, key);
}

async function findFeed(ctx: Context, id: string): Promise<RssFeedRow> {
  if (!isId(id)) throw notFound();
  const [row] = await (await ctx.tx.db())
    .select()
    .from(rssFeeds)
    .where(and(eq(rssFeeds.incubatorId, ctx.incubator.id), eq(rssFeeds.id, id)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** Per request: the items each feed has in the news feed, counted for all the feeds asked in one grouped query. */
export function rssLoaders(ctx: Context) {
  return memo(ctx, 'rssFeeds', () => ({
    itemCount: new DataLoader<string, number>(async (feedIds) => {
      const rows = await (await ctx.tx.db())
        .select({ feedId: rssFeedItems.feedId, items: count() })
        .from(rssFeedItems)
        .where(and(eq(rssFeedItems.incubatorId, ctx.incubator.id), inArray(rssFeedItems.feedId, [...feedIds]), isNull(rssFeedItems.deletedAt)))
        .groupBy(rssFeedItems.feedId);
      const counts = new Map(rows.map((r) => [r.feedId, r.items]));
      return feedIds.map((id) => counts.get(id) ?? 0);
    }),
  }));
}

/** The subscribed feeds, oldest first: whoever reads the news feed may see where its items come from. */
export async function listRssFeeds(ctx: Context): Promise<RssFeedRow[]> {
  requireViewer(ctx);
  requireNewsFeed(ctx);
  const readers = await Promise.all(['NEWS_FEED:VIEW', 'RSS_FEED:SUBSCRIBE', 'RSS_FEED:EDIT', 'RSS_FEED:DELETE'].map((key) => isAuthorized(ctx, key)));
  if (!readers.some(Boolean)) await authorize(ctx, 'NEWS_FEED:VIEW');
  return (await ctx.tx.db()).select().from(rssFeeds).where(eq(rssFeeds.incubatorId, ctx.incubator.id)).orderBy(asc(rssFeeds.createdAt), asc(rssFeeds.id));
}

/**
 * Subscribes the news feed to an address, read at once: an address that cannot be read, or that
 * gives no feed, is refused with the reason and nothing is written. The feed's recent items are
 * posted right away.
 */
export const subscribeRssFeed = defineChange({
  input: () => rssFeedSchema(),
  authorize: async (ctx, input) => {
    await staffFor(ctx, 'RSS_FEED:SUBSCRIBE');
    const db = await ctx.tx.db();
    const [existing] = await db
      .select({ id: rssFeeds.id })
      .from(rssFeeds)
      .where(and(eq(rssFeeds.incubatorId, ctx.incubator.id), eq(rssFeeds.url, input.url)));
    if (existing) throw validationError([{ field: 'url', key: 'community.rss.duplicate' }]);
    const [{ feeds }] = await db.select({ feeds: count() }).from(rssFeeds).where(eq(rssFeeds.incubatorId, ctx.incubator.id));
    if (feeds >= RSS_FEEDS_MAX) throw validationError([{ field: 'url', key: 'community.rss.tooMany', params: { max: RSS_FEEDS_MAX } }]);
  },
  write: async (ctx, db, input) => {
    const viewer = requireViewer(ctx);
    let read: Awaited<ReturnType<typeof readFeed>>;
    try {
      read = await readFeed(input.url);
    } catch (error) {
      throw validationError([{ field: 'url', key: `community.rss.errors.${readErrorCode(error)}` }]);
    }
    if (!read.changed) throw validationError([{ field: 'url', key: 'community.rss.errors.NOT_A_FEED' }]);
    const [created] = await db
      .insert(rssFeeds)
      .values({
        incubatorId: ctx.incubator.id,
        id: newId(),
        url: input.url,
        title: read.feed.title || new URL(input.url).hostname,
        siteUrl: read.feed.siteUrl,
        createdBy: viewer.user.id,
      })
      .onConflictDoNothing()
      .returning();
    // Subscribed by someone else a moment ago.
    if (!created) throw validationError([{ field: 'url', key: 'community.rss.duplicate' }]);
    const feed = await applyRead(ctx, db, created, read);
    return {
      result: feed,
      events: [{ kind: 'community.rssFeedSubscribed', subjectKind: 'rssFeed', subjectId: feed.id, data: { feedId: feed.id, url: feed.url, title: feed.title } }],
    };
  },
});

/** Switches a feed off (the schedule no longer reads it; its posts stay) or on again. */
export const setRssFeedEnabled = defineChange({
  input: () => z.object({ feedId: z.string(), enabled: z.boolean() }),
  authorize: async (ctx, input) => {
    await staffFor(ctx, 'RSS_FEED:EDIT');
    return findFeed(ctx, input.feedId);
  },
  write: async (ctx, db, input, feed) => {
    if (feed.enabled === input.enabled) return { result: feed, events: [] };
    const [updated] = await db
      .update(rssFeeds)
      .set({ enabled: input.enabled })
      .where(and(eq(rssFeeds.incubatorId, ctx.incubator.id), eq(rssFeeds.id, feed.id)))
      .returning();
    return {
      result: updated,
      events: [{ kind: 'community.rssFeedEnabled', subjectKind: 'rssFeed', subjectId: feed.id, data: { feedId: feed.id, title: feed.title, enabled: input.enabled } }],
    };
  },
});

/** Reads a feed now rather than at the next scheduled read; a failed read is kept in lastError, not refused. */
export const refreshRssFeed = defineChange({
  input: () => z.object({ feedId: z.string() }),
  authorize: async (ctx, input) => {
    await staffFor(ctx, 'RSS_FEED:EDIT');
    const feed = await findFeed(ctx, input.feedId);
    if (!feed.enabled) throw validationError([{ field: 'feedId', key: 'community.rss.disabled' }]);
    return feed;
  },
  write: async (ctx, db, _input, feed) => {
    const outcome = await readFeed(feed.url, { etag: feed.etag, lastModified: feed.lastModified }).catch(readErrorCode);
    return { result: await applyRead(ctx, db, feed, outcome), events: [] };
  },
});

/** Unsubscribes: the feed, its ledger and every post of its items go. */
export const deleteRssFeed = defineChange({
  input: () => z.object({ feedId: z.string() }),
  authorize: async (ctx, input) => {
    await staffFor(ctx, 'RSS_FEED:DELETE');
    return findFeed(ctx, input.feedId);
  },
  write: async (ctx, db, _input, feed) => {
    const tenant = ctx.incubator.id;
    const posted = await db
      .select({ id: rssFeedItems.id })
      .from(rssFeedItems)
      .where(and(eq(rssFeedItems.incubatorId, tenant), eq(rssFeedItems.feedId, feed.id), isNotNull(rssFeedItems.postId)));
    // Each post goes the feed's own way (its replies' files, open feeds told); the ledger goes with the feed.
    for (const item of posted) await removeFeedPosts(ctx, db, 'RSS', item.id);
    await db.delete(rssFeeds).where(and(eq(rssFeeds.incubatorId, tenant), eq(rssFeeds.id, feed.id)));
    return {
      result: true,
      events: [{ kind: 'community.rssFeedDeleted', subjectKind: 'rssFeed', subjectId: feed.id, data: { feedId: feed.id, title: feed.title, url: feed.url } }],
    };
  },
});

/**
 * Removes one item from the news feed (its post, with replies and reactions). The ledger keeps the
 * item, marked deleted, so that the next read does not post it again.
 */
export const deleteRssFeedItem = defineChange({
  input: () => z.object({ itemId: z.string() }),
  authorize: async (ctx, input) => {
    requireViewer(ctx);
    requireNewsFeed(ctx);
    await authorize(ctx, 'RSS_FEED_ITEM:DELETE');
    if (!isId(input.itemId)) throw notFound();
    const [item] = await (await ctx.tx.db())
      .select()
      .from(rssFeedItems)
      .where(and(eq(rssFeedItems.incubatorId, ctx.incubator.id), eq(rssFeedItems.id, input.itemId), isNull(rssFeedItems.deletedAt)))
      .for('update');
    if (!item) throw notFound();
    return item;
  },
  write: async (ctx, db, _input, item) => {
    await db
      .update(rssFeedItems)
      .set({ deletedAt: new Date(), postId: null })
      .where(and(eq(rssFeedItems.incubatorId, ctx.incubator.id), eq(rssFeedItems.id, item.id)));
    await removeFeedPosts(ctx, db, 'RSS', item.id);
    return {
      result: true,
      events: [{ kind: 'community.rssItemDeleted', subjectKind: 'rssFeed', subjectId: item.feedId, data: { feedId: item.feedId, itemId: item.id, title: item.title } }],
    };
  },
});
