import { lazy } from 'react';
import type { HomeWidget } from '../../../../app/features/types';

/** Who reads the feed: the plan has it and the role holds NEWS_FEED:VIEW. */
export const readsNewsFeed = (user: { flags: Partial<Record<string, boolean>>; permissions: Partial<Record<string, string>> }) =>
  Boolean(user.flags.newsFeed) && Boolean(user.permissions['NEWS_FEED:VIEW']) && user.permissions['NEWS_FEED:VIEW'] !== 'NONE';

/** "Latest from the community" on the home page: the three newest posts, and the way to the feed. */
export const latestPostsWidget: HomeWidget = {
  id: 'latestPosts',
  order: 25,
  size: 'half',
  titleKey: 'communityFeed:widget.title',
  Component: lazy(async () => ({ default: (await import('./LatestPostsWidget')).LatestPostsWidget })),
  visible: readsNewsFeed,
};
