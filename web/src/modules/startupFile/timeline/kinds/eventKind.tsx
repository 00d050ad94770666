import type { TimelineKindModule } from '../../../../app/features/types';
import { EVENT_ITEM_FIELDS, type EventItem } from '../../graphql';
import { htmlToText } from '../../export/csv';
import { EventCard } from './EventCard';

/** Notes: the kind this feature posts from the composer. */
export const eventKind: TimelineKindModule = {
  fragment: EVENT_ITEM_FIELDS,
  Component: ({ item }) => <EventCard item={item as unknown as EventItem} />,
  csvText: (item) => htmlToText((item as unknown as EventItem).message ?? ''),
};
