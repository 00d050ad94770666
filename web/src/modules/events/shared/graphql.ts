import { graphql, type ResultOf } from '../../../app/apollo/graphql';

/** What a list shows of an event: cards, table rows, calendar chips and the home card read the same fields. */
export const EVENT_LIST_FIELDS = graphql(`
  fragment EventListFields on IncubatorEvent {
    _id
    title
    eventType
    status
    startTime
    endTime
    timezone
    cover
    image
    locationMode
    capacity
    noOfBookings
    waitlistCount
    isArchived
    tags {
      _id
      name
      color
    }
    topics {
      _id
      name
      color
    }
    hosts {
      _id
      fullName
      avatar
    }
  }
`);

export type EventListItem = ResultOf<typeof EVENT_LIST_FIELDS>;
