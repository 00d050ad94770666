import { useCallback, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { ACTIVITY_FEED, type ActivityFeedFilter, type ActivityFeedPage } from './graphql';

export const PAGE_SIZE = 30;

/** A further page under the ones shown; an event already shown (a repeat after a refresh) is dropped. */
export function appendPage(shown: ActivityFeedPage, next: ActivityFeedPage): ActivityFeedPage {
  const known = new Set(shown.results.map((e) => e._id));
  return { next: next.next, results: [...shown.results, ...next.results.filter((e) => !known.has(e._id))] };
}

/** The feed under a filter, newest first, one page more each time the list's end comes into view. */
export function useActivityFeed(filter: ActivityFeedFilter) {
  const { data, loading, error, fetchMore, refetch } = useQuery(ACTIVITY_FEED, {
    variables: { filter, limit: PAGE_SIZE },
    // A new filter shows its own answer, not the previous filter's list while it loads.
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.activityFeed;
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  // The sentinel may report twice before the state above re-renders.
  const fetching = useRef(false);

  const loadMore = useCallback(async () => {
    if (!page?.next || fetching.current) return;
    fetching.current = true;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      await fetchMore({
        variables: { filter, limit: PAGE_SIZE, cursor: page.next },
        updateQuery: (shown, { fetchMoreResult }) => ({ activityFeed: appendPage(shown.activityFeed, fetchMoreResult.activityFeed) }),
      });
    } catch {
      setMoreFailed(true);
    } finally {
      fetching.current = false;
      setLoadingMore(false);
    }
  }, [page, fetchMore, filter]);

  return {
    entries: page?.results ?? [],
    loading: loading && !page,
    error: page ? undefined : error,
    hasMore: Boolean(page?.next),
    loadingMore,
    moreFailed,
    loadMore,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}
