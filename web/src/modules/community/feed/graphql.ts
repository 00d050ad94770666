import { graphql, type ResultOf } from '../../../app/apollo/graphql';
import { POST_CARD_FIELDS } from '../shared/post/graphql';

/** A page of the news feed, newest first; the first page also brings the pinned announcements. */
export const NEWS_FEED = graphql(
  `
  query NewsFeed($filter: NewsFeedFilter, $cursor: String, $limit: Int) {
    newsFeed(filter: $filter, cursor: $cursor, limit: $limit) {
      pinned {
        ...PostCardFields
      }
      results {
        ...PostCardFields
      }
      next
    }
  }
`,
  [POST_CARD_FIELDS],
);

export type NewsFeedPage = ResultOf<typeof NEWS_FEED>['newsFeed'];

/** The feed's changes that the viewer may read: new posts and replies, edits, counts, removals. */
export const NEWS_FEED_UPDATED = graphql(
  `
  subscription NewsFeedUpdated {
    newsFeedUpdated {
      type
      postId
      rootId
      post {
        ...PostCardFields
      }
    }
  }
`,
  [POST_CARD_FIELDS],
);

export type NewsFeedUpdate = ResultOf<typeof NEWS_FEED_UPDATED>['newsFeedUpdated'];

/** The home card: the few newest posts, without their pinned announcements' weight. */
export const LATEST_POSTS = graphql(`
  query LatestCommunityPosts($limit: Int) {
    newsFeed(limit: $limit) {
      results {
        _id
        kind
        content
        createdAt
        data
        author {
          _id
          fullName
          avatar
        }
      }
    }
  }
`);
