import { graphql, type ResultOf } from '../../../app/apollo/graphql';

const RSS_FEED_FIELDS = graphql(`
  fragment RssFeedFields on RssFeed {
    _id
    url
    title
    siteUrl
    enabled
    lastFetchedAt
    lastError
    itemCount
    createdAt
  }
`);

export const RSS_FEEDS = graphql(
  `
  query RssFeeds {
    rssFeeds {
      ...RssFeedFields
    }
  }
`,
  [RSS_FEED_FIELDS],
);

export const SUBSCRIBE_RSS_FEED = graphql(
  `
  mutation SubscribeRssFeed($url: String!) {
    subscribeRssFeed(url: $url) {
      ...RssFeedFields
    }
  }
`,
  [RSS_FEED_FIELDS],
);

export const SET_RSS_FEED_ENABLED = graphql(
  `
  mutation SetRssFeedEnabled($feedId: ID!, $enabled: Boolean!) {
    setRssFeedEnabled(feedId: $feedId, enabled: $enabled) {
      ...RssFeedFields
    }
  }
`,
  [RSS_FEED_FIELDS],
);

export const REFRESH_RSS_FEED = graphql(
  `
  mutation RefreshRssFeed($feedId: ID!) {
    refreshRssFeed(feedId: $feedId) {
      ...RssFeedFields
    }
  }
`,
  [RSS_FEED_FIELDS],
);

export const DELETE_RSS_FEED = graphql(`
  mutation DeleteRssFeed($feedId: ID!) {
    deleteRssFeed(feedId: $feedId)
  }
`);

export type RssFeedItem = ResultOf<typeof RSS_FEED_FIELDS>;
