import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Services } from '../../core/services.ts';
import { asSystem, everyInterval, sweepTenants, type SweepOptions } from '../../core/sweep.ts';
import type { IncubatorRow } from '../../db/schema/index.ts';
import { rssFeeds } from '../../db/schema/community.ts';
import type { Background } from '../server-module.ts';
import { incubatorFlags } from '../setup/schema.ts';
import { applyRead, readErrorCode, readFeed, type FeedRead, type RssFeedError, type RssFeedRow } from './rss-fetch.ts';

/** A feed is read again once this long has passed since its last read (a little under the schedule's 30 minutes). */
const DUE_AFTER_MS = 25 * 60_000;
/** Feeds of one tenant read at the same time. */
const CONCURRENT_READS = 3;

/**
 * Claims one tenant's enabled feeds that are due, marking them read now so that another server's
 * sweep passes them by (SKIP LOCKED while the claim is written), then reads them a few at a time,
 * outside any transaction, and writes each read in a transaction of its own. A feed switched off
 * or deleted while it was being read is left alone.
 */
export async function readTenantFeeds(services: Services, incubator: IncubatorRow, now = new Date(), signal?: AbortSignal): Promise<number> {
  if (!incubatorFlags(incubator).newsFeed) return 0;
  const claimed = await asSystem(services, incubator, async (_ctx, db) => {
    const due = await db
      .select({ id: rssFeeds.id })
      .from(rssFeeds)
      .where(
        and(
          eq(rssFeeds.incubatorId, incubator.id),
          eq(rssFeeds.enabled, true),
          or(isNull(rssFeeds.lastFetchedAt), lte(rssFeeds.lastFetchedAt, new Date(now.getTime() - DUE_AFTER_MS))),
        ),
      )
      .orderBy(sql`${rssFeeds.lastFetchedAt} asc nulls first`, asc(rssFeeds.id))
      .for('update', { skipLocked: true });
    if (!due.length) return [];
    return db
      .update(rssFeeds)
      .set({ lastFetchedAt: now })
      .where(
        and(
          eq(rssFeeds.incubatorId, incubator.id),
          inArray(
            rssFeeds.id,
            due.map((d) => d.id),
          ),
        ),
      )
      .returning();
  });

  let read = 0;
  const queue = [...claimed];
  const worker = async () => {
    for (let feed = queue.shift(); feed && !signal?.aborted; feed = queue.shift()) {
      const outcome: FeedRead | RssFeedError = await readFeed(feed.url, { etag: feed.etag, lastModified: feed.lastModified }, { signal }).catch(readErrorCode);
      if (signal?.aborted) return;
      if (await writeRead(services, incubator, feed, outcome)) read++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENT_READS, queue.length) }, worker));
  return read;
}

async function writeRead(services: Services, incubator: IncubatorRow, claimed: RssFeedRow, outcome: FeedRead | RssFeedError): Promise<boolean> {
  return asSystem(services, incubator, async (ctx, db) => {
    const [feed] = await db
      .select()
      .from(rssFeeds)
      .where(and(eq(rssFeeds.incubatorId, incubator.id), eq(rssFeeds.id, claimed.id)))
      .for('update');
    if (!feed?.enabled) return false;
    await applyRead(ctx, db, feed, outcome);
    return true;
  });
}

/** Every tenant's due feeds (`only` limits it to some tenants: tests share one database). */
export function sweepRssFeeds(services: Services, now: Date, options: SweepOptions = {}): Promise<number> {
  return sweepTenants(services, 'rss feed sweep', (incubator) => readTenantFeeds(services, incubator, now, options.signal), options);
}

/** The background reading of feeds (plan flag newsFeed), every RSS_FETCH_INTERVAL_MS. */
export function startRssSchedule(services: Services): Background {
  return everyInterval(services, 'rss feed sweep', services.config.rssFetchIntervalMs, (now, signal) => sweepRssFeeds(services, now, { signal }));
}
