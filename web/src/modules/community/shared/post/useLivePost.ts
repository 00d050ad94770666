import { useEffect } from 'react';
import { useApolloClient, useFragment } from '@apollo/client/react';
import { POST_CARD_FIELDS, type PostCardData } from './graphql';

/**
 * The post as the cache holds it now: every change answered by the server (a reaction, an edit, a
 * pin, a live update) is written there, so the card follows it in place. A post the cache does not
 * hold whole (read by a list of another shape) is written there first, so that it follows too.
 */
export function useLivePost(post: PostCardData): PostCardData {
  const client = useApolloClient();
  const { data, complete } = useFragment({ fragment: POST_CARD_FIELDS, fragmentName: 'PostCardFields', from: { __typename: 'Post', _id: post._id } });
  useEffect(() => {
    if (!complete) client.writeFragment({ fragment: POST_CARD_FIELDS, fragmentName: 'PostCardFields', data: post });
    // Only a post not yet held whole is written: a newer copy in the cache is never overwritten.
  }, [client, post, complete]);
  return complete ? (data as PostCardData) : post;
}
