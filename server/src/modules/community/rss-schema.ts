import { builder } from '../../core/schema-builder.ts';
import { deleteRssFeed, deleteRssFeedItem, listRssFeeds, refreshRssFeed, rssLoaders, setRssFeedEnabled, subscribeRssFeed } from './rss.ts';
import { RSS_FEED_ERRORS, type RssFeedError, type RssFeedRow } from './rss-fetch.ts';

const RssFeedErrorEnum = builder.enumType('RssFeedError', {
  description:
    'Why the last read of a feed failed: TIMEOUT (too slow), TOO_LARGE, BAD_STATUS (the server answered an error or redirected too often), BAD_ADDRESS (unknown name or an inside address), NOT_HTTP, UNREACHABLE (no connection), NOT_A_FEED (no RSS or Atom document).',
  values: RSS_FEED_ERRORS,
});

const knownError = (code: string | null): RssFeedError | null =>
  code === null ? null : (RSS_FEED_ERRORS as readonly string[]).includes(code) ? (code as RssFeedError) : 'UNREACHABLE';

const RssFeed = builder.objectRef<RssFeedRow>('RssFeed').implement({
  description: 'An outside RSS or Atom feed the news feed follows: its new items are posted (kind RSS) when it is read, every 30 minutes.',
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    url: t.exposeString('url', { nullable: false }),
    title: t.exposeString('title', { nullable: false, description: 'As the feed names itself.' }),
    siteUrl: t.exposeString('siteUrl', { description: 'The site the feed belongs to.' }),
    enabled: t.exposeBoolean('enabled', { nullable: false, description: 'A feed switched off is no longer read; its posts stay.' }),
    lastFetchedAt: t.string({ resolve: (f) => f.lastFetchedAt?.toISOString() ?? null }),
    lastError: t.field({ type: RssFeedErrorEnum, description: 'Null when the last read worked.', resolve: (f) => knownError(f.lastError) }),
    itemCount: t.int({ nullable: false, description: 'Its items in the news feed (those deleted by staff aside).', resolve: (f, _a, ctx) => rssLoaders(ctx).itemCount.load(f.id) }),
    createdAt: t.string({ nullable: false, resolve: (f) => f.createdAt.toISOString() }),
  }),
});

builder.queryFields((t) => ({
  rssFeeds: t.field({
    type: [RssFeed],
    nullable: false,
    description: 'The outside feeds the news feed follows, oldest subscription first (NEWS_FEED:VIEW; plan flag newsFeed).',
    resolve: (_r, _a, ctx) => listRssFeeds(ctx),
  }),
}));

builder.mutationFields((t) => ({
  subscribeRssFeed: t.field({
    type: RssFeed,
    nullable: false,
    description:
      'Follows an RSS or Atom address (RSS_FEED:SUBSCRIBE). It is read at once: an address that cannot be read or gives no feed is a VALIDATION_ERROR saying why, and nothing is kept.',
    args: { url: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => subscribeRssFeed(ctx, { url: args.url }),
  }),
  setRssFeedEnabled: t.field({
    type: RssFeed,
    nullable: false,
    description: 'Switches a feed off or on (RSS_FEED:EDIT).',
    args: { feedId: t.arg.id({ required: true }), enabled: t.arg.boolean({ required: true }) },
    resolve: (_r, args, ctx) => setRssFeedEnabled(ctx, { feedId: String(args.feedId), enabled: args.enabled }),
  }),
  refreshRssFeed: t.field({
    type: RssFeed,
    nullable: false,
    description: 'Reads an enabled feed now (RSS_FEED:EDIT); a failed read shows in lastError.',
    args: { feedId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => refreshRssFeed(ctx, { feedId: String(args.feedId) }),
  }),
  deleteRssFeed: t.boolean({
    nullable: false,
    description: 'Unsubscribes, removing the posts of its items (RSS_FEED:DELETE).',
    args: { feedId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => deleteRssFeed(ctx, { feedId: String(args.feedId) }),
  }),
  deleteRssFeedItem: t.boolean({
    nullable: false,
    description: 'Removes one item’s post from the news feed for good (RSS_FEED_ITEM:DELETE); itemId is the RSS post’s subjectId.',
    args: { itemId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => deleteRssFeedItem(ctx, { itemId: String(args.itemId) }),
  }),
}));
