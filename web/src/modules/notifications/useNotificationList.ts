import { useCallback, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { NOTIFICATIONS_PAGE_SIZE } from '@seedbed/contracts/notifications';
import { PAGINATED_NOTIFICATIONS, SET_NOTIFICATION_READ } from './graphql';
import { appendPage, hasMorePages } from './mergePages';

// No page number: further pages follow by cursor (fetchMore keeps these variables beside it).
export const FIRST_PAGE = { pageSize: NOTIFICATIONS_PAGE_SIZE };

/**
 * The bell's list: loaded the first time the bell opens (`enabled`), then kept, page after page
 * as the person scrolls, and refreshed when a notification arrives.
 */
export function useNotificationList(enabled: boolean) {
  const { data, loading, error, fetchMore, refetch } = useQuery(PAGINATED_NOTIFICATIONS, { variables: FIRST_PAGE, skip: !enabled });
  const page = data?.paginatedNotifications;
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  // The sentinel may report twice before the state above re-renders.
  const fetching = useRef(false);

  const loadMore = useCallback(async () => {
    if (!page || !hasMorePages(page) || fetching.current) return;
    fetching.current = true;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      await fetchMore({
        // From where the shown pages stop: one index range on the server however deep the list is.
        variables: { cursor: page.next, pageSize: NOTIFICATIONS_PAGE_SIZE },
        updateQuery: (shown, { fetchMoreResult }) => ({
          paginatedNotifications: appendPage(shown.paginatedNotifications, fetchMoreResult.paginatedNotifications),
        }),
      });
    } catch {
      setMoreFailed(true);
    } finally {
      fetching.current = false;
      setLoadingMore(false);
    }
  }, [page, fetchMore]);

  const [setRead] = useMutation(SET_NOTIFICATION_READ);
  const markRead = useCallback(
    (id: string) => {
      void setRead({
        variables: { ids: [id] },
        // The item turns read at once; a failure rolls it back and shows the error toast.
        optimisticResponse: { setNotificationRead: [{ __typename: 'NotificationRecipient', _id: id, isRead: true }] },
        update(cache, { data: answer }) {
          const changed = answer?.setNotificationRead.length ?? 0;
          cache.updateQuery({ query: PAGINATED_NOTIFICATIONS, variables: FIRST_PAGE }, (current) =>
            current ? { paginatedNotifications: { ...current.paginatedNotifications, unreadCount: Math.max(0, current.paginatedNotifications.unreadCount - changed) } } : current,
          );
        },
      }).catch(() => undefined);
    },
    [setRead],
  );

  return {
    notifications: page?.notifications ?? [],
    /** Only the first load: later refreshes keep showing the list. */
    loading: enabled && loading && !page,
    error: page ? undefined : error,
    hasMore: hasMorePages(page),
    loadingMore,
    moreFailed,
    loadMore,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
    markRead,
  };
}
