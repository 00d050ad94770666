import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../core/db/pool.ts';
import type { EventContext } from '../../core/events.ts';
import { newId } from '../../core/ids.ts';
import { fetchLimited, OutboundError, type OutboundErrorCode } from '../../core/outbound.ts';
import { rssFeedItems, rssFeeds } from '../../db/schema/community.ts';
import { insertFeedPost } from './posts.ts';
import { parseFeedText, type ParsedFeed, type ParsedItem } from './rss-parse.ts';

/**
 * Reading a subscribed feed and posting its new items: what the schedule, "refresh" and a new
 * subscription share. The read happens outside any transaction when the schedule does it (an
 * outside server may take its whole timeout); what it found is written in one transaction.
 */

export type RssFeedRow = typeof rssFeeds.$inferSelect;

/** What one read may cost. */
export const RSS_FETCH_TIMEOUT_MS = 10_000;
export const RSS_MAX_BYTES = 2 * 1024 * 1024;
/** New items posted by one read, the newest first. */
export const RSS_ITEMS_PER_FETCH = 50;
/** A feed's first read posts only its recent items, and a few of them: the feed is not flooded with a feed's archive. */
export const RSS_FIRST_FETCH_ITEMS = 10;
export const RSS_FIRST_FETCH_MAX_AGE_DAYS = 60;
/** Items of one document looked at: a feed listing thousands is read for its first ones. */
const ITEMS_READ_MAX = 500;
const DAY_MS = 86_400_000;

/** Why a read failed, stored in last_error and shown in words by the feeds page. */
export const RSS_FEED_ERRORS = ['TIMEOUT', 'TOO_LARGE', 'BAD_STATUS', 'BAD_ADDRESS', 'NOT_HTTP', 'UNREACHABLE', 'NOT_A_FEED'] as const;
export type RssFeedError = (typeof RSS_FEED_ERRORS)[number];

export class RssReadError extends Error {
  constructor(readonly code: RssFeedError) {
    super(`rss ${code}`);
  }
}

export type FeedRead = { changed: false } | { changed: true; feed: ParsedFeed; etag: string | null; lastModified: string | null };

const ACCEPT = 'application/rss+xml, application/atom+xml, application/rdf+xml;q=0.9, application/xml;q=0.8, text/xml;q=0.8, */*;q=0.1';

/** Reads a feed's address, sending back what the last read gave (an unchanged feed answers 304). */
export async function readFeed(
  url: string,
  validators: { etag?: string | null; lastModified?: string | null } = {},
  limits: { signal?: AbortSignal; timeoutMs?: number; maxBytes?: number } = {},
): Promise<FeedRead> {
  let answer: Awaited<ReturnType<typeof fetchLimited>>;
  try {
    answer = await fetchLimited(url, {
      timeoutMs: limits.timeoutMs ?? RSS_FETCH_TIMEOUT_MS,
      maxBytes: limits.maxBytes ?? RSS_MAX_BYTES,
      accept: ACCEPT,
      ...validators,
      signal: limits.signal,
    });
  } catch (error) {
    throw new RssReadError(error instanceof OutboundError ? (error.code satisfies OutboundErrorCode) : 'UNREACHABLE');
  }
  if (answer.status === 304) return { changed: false };
  const feed = parseFeedText(answer.body, answer.url);
  if (!feed) throw new RssReadError('NOT_A_FEED');
  return { changed: true, feed, etag: answer.etag, lastModified: answer.lastModified };
}

export const readErrorCode = (error: unknown): RssFeedError => (error instanceof RssReadError ? error.code : 'UNREACHABLE');

/** An item's time in the feed: its own date, never later than now (a feed dated in the future would stay on top). */
const postedAt = (item: ParsedItem, now: Date) => (item.publishedAt && item.publishedAt < now ? item.publishedAt : now);

/**
 * The items of a read that are new to the ledger, limited as a read allows: on the first read the
 * RSS_FIRST_FETCH_ITEMS newest of the last RSS_FIRST_FETCH_MAX_AGE_DAYS, later the
 * RSS_ITEMS_PER_FETCH newest. An item seen before — deleted by staff included — is never new again.
 */
async function newItems(db: Db, feed: RssFeedRow, items: ParsedItem[], now: Date): Promise<ParsedItem[]> {
  const unique = [...new Map(items.slice(0, ITEMS_READ_MAX).map((item) => [item.guid, item])).values()];
  if (!unique.length) return [];
  const ofFeed = and(eq(rssFeedItems.incubatorId, feed.incubatorId), eq(rssFeedItems.feedId, feed.id));
  const seen = (await db.select({ id: rssFeedItems.id }).from(rssFeedItems).where(ofFeed).limit(1)).length > 0;
  const known = await db
    .select({ guid: rssFeedItems.guid })
    .from(rssFeedItems)
    .where(
      and(
        ofFeed,
        inArray(
          rssFeedItems.guid,
          unique.map((i) => i.guid),
        ),
      ),
    );
  const knownGuids = new Set(known.map((k) => k.guid));
  const fresh = unique.filter((item) => !knownGuids.has(item.guid)).sort((a, b) => postedAt(b, now).getTime() - postedAt(a, now).getTime());
  if (seen) return fresh.slice(0, RSS_ITEMS_PER_FETCH);
  const oldest = now.getTime() - RSS_FIRST_FETCH_MAX_AGE_DAYS * DAY_MS;
  return fresh.filter((item) => !item.publishedAt || item.publishedAt.getTime() >= oldest).slice(0, RSS_FIRST_FETCH_ITEMS);
}

/**
 * Posts a read's new items, oldest first, each recorded in the ledger before its post (the post's
 * subject is the ledger row). Another server posting the same item at the same moment loses on the
 * ledger's unique guid, so an item is posted once. Returns how many were posted.
 */
export async function importItems(ctx: EventContext, db: Db, feed: RssFeedRow, items: ParsedItem[], now = new Date()): Promise<number> {
  const chosen = (await newItems(db, feed, items, now)).reverse();
  let posted = 0;
  for (const item of chosen) {
    const [ledger] = await db
      .insert(rssFeedItems)
      .values({ incubatorId: feed.incubatorId, id: newId(), feedId: feed.id, guid: item.guid, title: item.title, link: item.link, publishedAt: item.publishedAt })
      .onConflictDoNothing()
      .returning({ id: rssFeedItems.id });
    if (!ledger) continue;
    const postId = await insertFeedPost(ctx, db, {
      kind: 'RSS',
      authorId: null,
      content: item.summary,
      visibility: 'EVERYONE',
      programIds: [],
      roleTypes: [],
      subjectId: ledger.id,
      data: { title: item.title, link: item.link, feedId: feed.id, feedTitle: feed.title, siteUrl: feed.siteUrl },
      createdAt: postedAt(item, now),
    });
    await db
      .update(rssFeedItems)
      .set({ postId })
      .where(and(eq(rssFeedItems.incubatorId, feed.incubatorId), eq(rssFeedItems.id, ledger.id)));
    posted++;
  }
  return posted;
}

/**
 * Writes what a read gave: new items posted, the validators kept for the next read, the time, and
 * the error (null when it worked). A feed's title follows its document unless that names none.
 */
export async function applyRead(ctx: EventContext, db: Db, feed: RssFeedRow, outcome: FeedRead | RssFeedError, now = new Date()): Promise<RssFeedRow> {
  const changes: Partial<typeof rssFeeds.$inferInsert> = { lastFetchedAt: now, lastError: typeof outcome === 'string' ? outcome : null };
  let current = feed;
  if (typeof outcome !== 'string' && outcome.changed) {
    Object.assign(changes, { etag: outcome.etag, lastModified: outcome.lastModified, title: outcome.feed.title || feed.title, siteUrl: outcome.feed.siteUrl ?? feed.siteUrl });
    current = { ...feed, title: changes.title!, siteUrl: changes.siteUrl ?? null };
    await importItems(ctx, db, current, outcome.feed.items, now);
  }
  const [updated] = await db
    .update(rssFeeds)
    .set(changes)
    .where(and(eq(rssFeeds.incubatorId, feed.incubatorId), eq(rssFeeds.id, feed.id)))
    .returning();
  return updated ?? { ...current, ...changes };
}
