import type { Feature } from '../../../app/features/types';

/**
 * The outside feeds of the news feed (spec 1 §2.2, §6): /community/feeds, reached from the news
 * feed's "RSS feeds" button. The guard checks one key: RSS_FEED:SUBSCRIBE (staff hold all four by
 * default); the page offers each action by its own key.
 */
export const declarations: Omit<Feature, 'id' | 'namespace'> = {
  routes: [
    {
      path: 'community/feeds',
      titleKey: 'communityFeed:rss.title',
      access: { flag: 'newsFeed', permission: 'RSS_FEED:SUBSCRIBE' },
      page: async () => ({ Component: (await import('./RssFeedsPage')).RssFeedsPage }),
    },
  ],
};
