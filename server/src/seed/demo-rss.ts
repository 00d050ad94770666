import { schema } from '../core/db/pool.ts';
import { newId } from '../core/ids.ts';
import { runAs } from '../core/request-context.ts';
import type { Services } from '../core/services.ts';
import type { IncubatorRow } from '../db/schema/index.ts';
import { importItems } from '../modules/community/rss-fetch.ts';
import { parseFeedText } from '../modules/community/rss-parse.ts';
import { DEMO_NEWS_PATH, demoNewsXml } from './demo-news.ts';

/**
 * The demo's news feed follows its own outside feed ("Startup ecosystem news", served by the
 * server at DEMO_NEWS_PATH), subscribed by the programme manager at the server's public address,
 * its items already posted: they are read from the document itself, so seeding never waits for
 * the server to listen. The schedule reads the address later like any feed's, posting nothing twice.
 */
export async function seedDemoRss(withMail: Services, incubator: IncubatorRow, users: Map<string, string>): Promise<void> {
  const services: Services = { ...withMail, mailer: { send: async () => undefined } };
  const now = new Date();
  const url = `${services.config.baseUrl}${DEMO_NEWS_PATH}`;
  const parsed = parseFeedText(demoNewsXml(now), url);
  if (!parsed) throw new Error('the demo news feed does not parse');
  await runAs(services, incubator, null, async (ctx) => {
    const db = await ctx.tx.db();
    const [feed] = await db
      .insert(schema.rssFeeds)
      .values({
        incubatorId: incubator.id,
        id: newId(),
        url,
        title: parsed.title,
        siteUrl: parsed.siteUrl,
        lastFetchedAt: now,
        createdBy: users.get('staff@demo.test') ?? null,
        createdAt: new Date(now.getTime() - 45 * 86_400_000),
      })
      .returning();
    await importItems(ctx, db, feed, parsed.items, now);
  });
}
