import { useApolloClient, useSubscription } from '@apollo/client/react';
import { COMMUNITY_POST, POST_REPLY_COUNT, type PostCardData } from '../shared/post/graphql';
import { publishThreadEvent } from '../shared/post/threadEvents';
import { NEWS_FEED_UPDATED, type NewsFeedUpdate } from './graphql';

export interface PostChange {
  type: string;
  postId: string;
  post: PostCardData | null;
}

/**
 * Listens to the feed's changes (each subscriber hears only what they may read). The post each
 * change carries is written to the cache by Apollo, so every card showing it follows at once; a
 * reply's change goes to its open thread and its post's count is read again. `onPost` hears the
 * changes of top-level posts, for the list to add, move or remove them.
 */
export function useFeedLive(onPost: (change: PostChange) => void) {
  const client = useApolloClient();
  useSubscription(NEWS_FEED_UPDATED, {
    onData: ({ data }) => {
      const change: NewsFeedUpdate | undefined = data.data?.newsFeedUpdated;
      if (!change) return;
      const post = change.post ?? null;
      if (change.rootId && change.rootId !== change.postId) {
        publishThreadEvent({ type: change.type, postId: change.postId, rootId: change.rootId, post });
        // The post's count of replies, where a card shows it.
        const shown = client.cache.identify({ __typename: 'Post', _id: change.rootId });
        if (change.type !== 'UPDATED' && shown && client.readFragment({ id: shown, fragment: POST_REPLY_COUNT })) {
          void client.query({ query: COMMUNITY_POST, variables: { id: change.rootId }, fetchPolicy: 'network-only' }).catch(() => undefined);
        }
        return;
      }
      if (change.type === 'REMOVED') client.cache.evict({ id: client.cache.identify({ __typename: 'Post', _id: change.postId }) });
      onPost({ type: change.type, postId: change.postId, post });
    },
  });
}
