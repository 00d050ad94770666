import { useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { FEED_PAGE_SIZE } from '@seedbed/contracts/community';
import type { PostCardData } from '../shared/post/graphql';
import {
  addOwn,
  announce,
  appendPage,
  emptyFeed,
  firstPage,
  isShown,
  matchesFilter,
  place,
  remove,
  showFresh,
  unpinnedResults,
  type FeedFilter,
  type FeedState,
} from './feedState';
import { NEWS_FEED } from './graphql';
import { useFeedLive } from './useFeedLive';

type Status = 'loading' | 'ready' | 'failed';

/**
 * The news feed for a filter: the first page with its pinned announcements, further pages by
 * keyset, and live changes — new posts announced rather than inserted, edits and counts in place,
 * pins moved, removals taken out.
 */
export function useNewsFeed(filter: FeedFilter) {
  const client = useApolloClient();
  const [state, setState] = useState<FeedState>(emptyFeed);
  const [status, setStatus] = useState<Status>('loading');
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  // The pages of another filter, still arriving, are not this list's.
  const generation = useRef(0);
  const current = useRef(state);
  current.current = state;
  const filterRef = useRef(filter);
  filterRef.current = filter;
  const { kind, programId } = filter;

  const read = useCallback(
    async (cursor: string | null) => {
      const variables = { filter: kind || programId ? { kind: kind as never, programId } : null, cursor, limit: FEED_PAGE_SIZE };
      const { data } = await client.query({ query: NEWS_FEED, variables, fetchPolicy: 'network-only' });
      if (!data) throw new Error('no answer');
      return data.newsFeed;
    },
    [client, kind, programId],
  );

  const load = useCallback(() => {
    const mine = ++generation.current;
    setStatus('loading');
    setMoreFailed(false);
    read(null).then(
      (page) => {
        if (mine !== generation.current) return;
        setState(firstPage(page));
        setStatus('ready');
      },
      () => mine === generation.current && setStatus('failed'),
    );
  }, [read]);

  useEffect(load, [load]);

  const loadMore = useCallback(async () => {
    const cursor = current.current.next;
    if (!cursor || loadingMore) return;
    const mine = generation.current;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      const page = await read(cursor);
      if (mine === generation.current) setState((shown) => appendPage(shown, page));
    } catch {
      if (mine === generation.current) setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  }, [read, loadingMore]);

  useFeedLive(({ type, postId, post }) => {
    if (type === 'REMOVED' || !post) return setState((shown) => remove(shown, postId));
    if (!matchesFilter(post, filterRef.current)) return;
    if (type === 'ADDED') return setState((shown) => (post.isPinned ? place(shown, post) : announce(shown, post)));
    setState((shown) => place(shown, post));
  });

  return {
    pinned: state.pinned,
    results: unpinnedResults(state),
    freshCount: state.fresh.length,
    status,
    hasMore: state.next !== null,
    loadingMore,
    moreFailed,
    loadMore,
    reload: load,
    showFresh: () => setState(showFresh),
    added: (post: PostCardData) => setState((shown) => addOwn(shown, post)),
    removed: (post: PostCardData) => setState((shown) => remove(shown, post._id)),
    changed: (post: PostCardData) => setState((shown) => (isShown(shown, post._id) || post.isPinned ? place(shown, post) : shown)),
  };
}
