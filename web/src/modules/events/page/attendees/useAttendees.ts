import { useApolloClient } from '@apollo/client/react';
import { usePagedList } from '../../../../ui/list/usePagedList';
import { EVENT_ATTENDEES, type AttendeeFilter, type EventAttendeeRow } from '../graphql';

export const ATTENDEES_PAGE_SIZE = 50;

/** The event's attendees page by page (the server's keyset cursor); a new filter starts over. */
export function useAttendees(eventId: string, filter: AttendeeFilter) {
  const client = useApolloClient();
  return usePagedList<EventAttendeeRow>(
    async (cursor) => {
      const { data } = await client.query({
        query: EVENT_ATTENDEES,
        variables: { eventId, filter, cursor, limit: ATTENDEES_PAGE_SIZE },
        fetchPolicy: 'network-only',
      });
      const page = data?.eventAttendees;
      return page ? { results: [...page.results], next: page.next ?? null, totalCount: 0 } : undefined;
    },
    JSON.stringify([eventId, filter]),
  );
}
