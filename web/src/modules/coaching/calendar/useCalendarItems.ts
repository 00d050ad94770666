import { useEffect } from 'react';
import { useQuery, useSubscription } from '@apollo/client/react';
import { CALENDAR, CALENDAR_NOTIFICATIONS } from './graphql';

const MINUTE = 60_000;
/** The notification types that change what a calendar shows. */
const CALENDAR_NEWS = /^(meeting|event)/;

/**
 * A calendar range, kept fresh: read again every minute, when the window comes back into focus,
 * and at once when a meeting or event notification arrives live (a session scheduled, changed or
 * deleted; a place at an event taken, moved or cancelled).
 */
export function useCalendarItems(range: { from: string; to: string }, userId?: string | null) {
  const query = useQuery(CALENDAR, { variables: { ...range, userId: userId ?? null }, fetchPolicy: 'cache-and-network', pollInterval: MINUTE });
  const { refetch } = query;
  useEffect(() => {
    const onFocus = () => void refetch();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetch]);
  useSubscription(CALENDAR_NOTIFICATIONS, {
    onData: ({ data }) => {
      if (CALENDAR_NEWS.test(data.data?.notificationCreated.notification.notificationType ?? '')) void refetch();
    },
  });
  return query;
}
