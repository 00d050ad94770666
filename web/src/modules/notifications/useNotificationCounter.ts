import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { UNSEEN_NOTIFICATIONS, UPDATE_LAST_SEEN_NOTIFICATIONS } from './graphql';

/** Spec 1 §9: the counts are asked again this long after a live notification. */
export const COUNT_REFETCH_DELAY_MS = 1000;

/**
 * The bell's counter (spec 1 §4). It starts from the server's count; then it is the page's own:
 * +1 for each live notification and 0 when the bell opens. The server's count is asked again
 * 1 s after each live notification, and the bell is highlighted while the two differ.
 */
export function useNotificationCounter() {
  const { data, refetch } = useQuery(UNSEEN_NOTIFICATIONS, { fetchPolicy: 'cache-and-network' });
  const server = data?.unseenNotifications;
  const serverCount = useRef<number | undefined>(undefined);
  useEffect(() => {
    serverCount.current = server?.count;
  }, [server?.count]);
  // Null until something happens on this page: the server's count is shown until then.
  const [local, setLocal] = useState<number | null>(null);
  const refetchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(refetchTimer.current), []);

  const countArrival = useCallback(() => {
    // Before the first answer there is nothing to add to: that answer will include this one.
    setLocal((count) => (count !== null ? count + 1 : serverCount.current !== undefined ? serverCount.current + 1 : null));
    clearTimeout(refetchTimer.current);
    refetchTimer.current = setTimeout(() => void refetch().catch(() => undefined), COUNT_REFETCH_DELAY_MS);
  }, [refetch]);

  const [updateLastSeen] = useMutation(UPDATE_LAST_SEEN_NOTIFICATIONS, {
    // Bookkeeping on closing the bell: no loading bar, and a failure is not the person's concern.
    context: { silent: true },
    update(cache, { data: answer }) {
      if (answer) cache.writeQuery({ query: UNSEEN_NOTIFICATIONS, data: { unseenNotifications: answer.updateLastSeenNotifications } });
    },
  });

  const markSeen = useCallback((timestampSeconds: number) => void updateLastSeen({ variables: { timestamp: timestampSeconds } }).catch(() => undefined), [updateLastSeen]);

  const count = local ?? server?.count ?? 0;
  return {
    count,
    highlighted: local !== null && server !== undefined && local !== server.count,
    /** Undefined until the server has answered; null when the bell was never opened. */
    lastSeenTimestamp: server ? server.lastSeenTimestamp : undefined,
    countArrival,
    resetCount: useCallback(() => setLocal(0), []),
    markSeen,
  };
}
