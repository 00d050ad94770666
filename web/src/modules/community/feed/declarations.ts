import { IconNews } from '@tabler/icons-react';
import type { Feature } from '../../../app/features/types';
import { COMMUNITY_PATHS } from '../shared/paths';
import { latestPostsWidget } from './home/widget';

const feed = { flag: 'newsFeed', permission: 'NEWS_FEED:VIEW' } as const;

/**
 * The news feed (spec 1 §2.2, §2.4): /community/home with its composer and live posts, one post at
 * /community/post/:postId (where the bell's reaction and reply notifications lead), the sidebar's
 * News feed entry, its search destination and the home page's "Latest from the community".
 */
export const declarations: Omit<Feature, 'id' | 'namespace'> = {
  routes: [
    { path: 'community/home', titleKey: 'communityFeed:titles.home', access: feed, page: async () => ({ Component: (await import('./FeedPage')).FeedPage }) },
    { path: 'community/post/:postId', titleKey: 'communityFeed:titles.post', access: feed, page: async () => ({ Component: (await import('./PostPage')).PostPage }) },
  ],
  redirects: [
    // A reply's notification address (its post, then the reply) opens the post at that reply.
    { path: 'community/post/:postId/:commentId', to: ({ postId = '', commentId }) => COMMUNITY_PATHS.post(postId, commentId) },
  ],
  menu: [{ name: 'communityHome', labelKey: 'communityFeed:nav.home', icon: IconNews, path: COMMUNITY_PATHS.home }],
  search: [{ menuName: 'communityHome', path: COMMUNITY_PATHS.home, labelKey: 'communityFeed:search.label', descriptionKey: 'communityFeed:search.description' }],
  homeWidgets: [latestPostsWidget],
};
