import { useEffect, useMemo, useState } from 'react';
import { useQuery, useSubscription } from '@apollo/client/react';
import { TASKS_BADGE, TASKS_UPDATED, type TaskUpdate } from '../graphql';
import { adjustBadge } from '../logic/badge';
import { tasksWindowEnd } from '../logic/dueDates';

/**
 * Spec 1 §4 "Tasks badge": the server's count of pending approved tasks due by the end of
 * tomorrow, then kept up to date by the person's live task events. `onEvent` hears each event too.
 */
export function useTasksBadge(userId: string, onEvent: (event: TaskUpdate, windowEnd: Date) => void) {
  // The window is fixed when the frame loads; the next load (or refetch) moves it.
  const windowEnd = useMemo(() => tasksWindowEnd(new Date()), []);
  const { data, refetch } = useQuery(TASKS_BADGE, {
    variables: { queryOptions: { completionStatus: 'PENDING', approvalStatus: ['APPROVED'], before: windowEnd.toISOString() } },
    fetchPolicy: 'network-only',
  });
  const [count, setCount] = useState(0);
  const serverCount = data?.myTasksPaginated.totalCount;
  useEffect(() => {
    if (serverCount !== undefined) setCount(serverCount);
  }, [serverCount]);

  useSubscription(TASKS_UPDATED, {
    variables: { userId },
    onData: ({ data: answer }) => {
      const event = answer.data?.tasksUpdatedForUser;
      if (!event) return;
      setCount((current) => adjustBadge(current, event, windowEnd));
      onEvent(event, windowEnd);
    },
  });

  return { count, windowEnd, refetch: () => void refetch() };
}
