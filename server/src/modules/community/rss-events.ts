import { declareEvent, type PayloadsOf } from '../activity/declare.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * What staff do with the outside feeds of the news feed. Titles are kept as they were then, so the
 * activity feed reads well after the feed is gone. Reading a feed records no event of its own:
 * each item it posts is a 'community.postCreated'.
 */
export const rssEvents = {
  'community.rssFeedSubscribed': declareEvent<{ feedId: string; url: string; title: string }>({
    params: (e) => ({ feed: text(e.data.title) || text(e.data.url) }),
  }),
  'community.rssFeedEnabled': declareEvent<{ feedId: string; title: string; enabled: boolean }>({
    variant: (e) => (e.data.enabled ? 'on' : 'off'),
    params: (e) => ({ feed: text(e.data.title) }),
  }),
  'community.rssFeedDeleted': declareEvent<{ feedId: string; title: string; url: string }>({
    params: (e) => ({ feed: text(e.data.title) || text(e.data.url) }),
  }),
  'community.rssItemDeleted': declareEvent<{ feedId: string; itemId: string; title: string }>({
    params: (e) => ({ item: text(e.data.title) }),
  }),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof rssEvents> {}
}
