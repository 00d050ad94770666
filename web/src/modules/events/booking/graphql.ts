import { graphql, type ResultOf } from '../../../app/apollo/graphql';

/** What the slot picker needs: the event's clock and hosts, the viewer's bookings and standing, and the free slots of a range. */
export const EVENT_BOOKING = graphql(`
  query EventBooking($eventId: ID!, $from: String!, $to: String!) {
    incubatorEvent(id: $eventId) {
      _id
      timezone
      duration
      numberOfSessions
      viewerBookingBlock
      hosts { _id fullName }
      viewerBookings { _id slotStart slotEnd bookingNote host { _id fullName } }
    }
    eventSlots(eventId: $eventId, from: $from, to: $to) {
      date
      slots { start end hostIds }
    }
  }
`);

export const BOOK_EVENT_SLOT = graphql(`
  mutation BookEventSlot($eventId: ID!, $start: String!, $hostId: ID, $note: String) {
    bookEventSlot(eventId: $eventId, start: $start, hostId: $hostId, note: $note) { _id slotStart slotEnd }
  }
`);

export const CANCEL_EVENT_BOOKING = graphql(`
  mutation CancelEventBooking($eventId: ID!, $attendeeId: ID!) {
    cancelEventRegistration(eventId: $eventId, attendeeId: $attendeeId)
  }
`);

export type EventBookingData = ResultOf<typeof EVENT_BOOKING>;
export type EventSlotData = EventBookingData['eventSlots'][number]['slots'][number];
export type BookingBlock = NonNullable<EventBookingData['incubatorEvent']['viewerBookingBlock']>;
