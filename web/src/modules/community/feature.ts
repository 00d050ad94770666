import type { Feature } from '../../app/features/types';
import { declarations as directory } from './directory/declarations';
import { declarations as feed } from './feed/declarations';
import { declarations as people } from './people/declarations';
import { declarations as rss } from './rss/declarations';

const parts = [directory, feed, rss, people];
type Part = Omit<Feature, 'id' | 'namespace'>;
const all = <K extends keyof Part>(key: K) => parts.flatMap((part) => (part[key] ?? []) as unknown[]) as NonNullable<Part[K]>;

/**
 * The community (spec 1 §2.2, §2.4, §2.8): the people and startups directory, the news feed and
 * its posts, the RSS feeds it is subscribed to, assigning mentors and experts, and the analytics.
 */
export const communityFeature: Feature = {
  id: 'community',
  namespace: 'community',
  routes: all('routes'),
  redirects: all('redirects'),
  menu: all('menu'),
  search: all('search'),
  create: all('create'),
  homeWidgets: all('homeWidgets'),
  topBarActions: all('topBarActions'),
};
