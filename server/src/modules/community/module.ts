import type { ServerModule } from '../server-module.ts';
import { configureOutbound } from '../../core/outbound.ts';
import * as feedSchema from './feed-schema.ts';
import { feedEvents } from './feed-events.ts';
import { feedLiveReactions } from './live.ts';
import { programItemReactions } from './program-items.ts';
import { postFileAccess } from './post-files.ts';
import { postSearchSource } from './search-source.ts';
import { POST_REFERENCE } from './types.ts';
import * as rssSchema from './rss-schema.ts';
import { rssEvents } from './rss-events.ts';
import { demoNewsRoute } from './rss-routes.ts';
import { startRssSchedule } from './rss-schedule.ts';

/**
 * The news feed (spec 1 §2.2, spec 3 §3): posts with images and link previews for everyone, a
 * programme or chosen roles, reactions and threaded replies with @mentions, pinned announcements,
 * programme items, and the outside RSS feeds the organisation subscribed it to.
 */
export const communityModule: ServerModule = {
  name: 'community',
  schema: [feedSchema, rssSchema],
  // Outside reads (feeds, link previews) follow the server's outboundAllowPrivate setting and may reach its own origin.
  prepare: async (services) => configureOutbound(services.config),
  events: { ...feedEvents, ...rssEvents },
  // Live pushes of the feed, and the feed's items for programmes' events.
  reactions: [feedLiveReactions, programItemReactions],
  // Files of posts and replies: read by those who read the thread, changed by their author.
  fileAccess: { [POST_REFERENCE]: postFileAccess },
  searchSources: [postSearchSource],
  // The demo's own outside feed (GET /demo/news.xml), a static public document.
  routes: (app) => demoNewsRoute(app),
  // Subscribed outside feeds read every RSS_FETCH_INTERVAL_MS.
  background: (services) => startRssSchedule(services),
  delivers: {
    // programPage is delivered by funnels, and the reply and mention types by the timeline (one module names each):
    // the feed's programme items and its producers (notifications/producers/community-*.ts) honour them too.
    flags: ['newsFeed'],
    permissions: ['NEWS_FEED:VIEW', 'RSS_FEED:SUBSCRIBE', 'RSS_FEED:EDIT', 'RSS_FEED:DELETE', 'RSS_FEED_ITEM:DELETE'],
    notificationTypes: ['newReaction'],
  },
};
