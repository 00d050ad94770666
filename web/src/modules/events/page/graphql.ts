import { graphql, type ResultOf, type VariablesOf } from '../../../app/apollo/graphql';

const ATTENDEE_FIELDS = graphql(`
  fragment EventPageAttendeeFields on EventAttendee {
    _id
    status
    waitlisted
    registrationTime
    checkedInAt
    slotStart
    slotEnd
    user { _id fullName avatar }
  }
`);

/** The event as its page reads it: the summary, what the viewer may do, and their own place. */
export const INCUBATOR_EVENT = graphql(
  `
  query IncubatorEventPage($id: ID!) {
    incubatorEvent(id: $id) {
      _id
      eventType
      title
      description
      capacity
      image
      cover
      locationMode
      location { text link }
      conferenceData { url }
      hosts { _id fullName }
      status
      tags { _id name color }
      startTime
      endTime
      timezone
      isArchived
      noOfBookings
      waitlistCount
      attachmentLinks { label url }
      attachments { _id name fileUrl }
      availability { method type mode }
      viewerCan { edit delete publish manageAttendees registerOthers }
      registration { open reason placesLeft }
      viewerRegistration { ...EventPageAttendeeFields }
    }
  }
`,
  [ATTENDEE_FIELDS],
);

export const REGISTER_FOR_EVENT = graphql(
  `
  mutation RegisterForEvent($eventId: ID!) {
    registerForEvent(eventId: $eventId) { ...EventPageAttendeeFields }
  }
`,
  [ATTENDEE_FIELDS],
);

export const CANCEL_EVENT_REGISTRATION = graphql(`
  mutation CancelEventRegistration($eventId: ID!, $userId: ID, $attendeeId: ID) {
    cancelEventRegistration(eventId: $eventId, userId: $userId, attendeeId: $attendeeId)
  }
`);

export const REGISTER_USERS_FOR_EVENT = graphql(
  `
  mutation RegisterUsersForEvent($eventId: ID!, $userIds: [ID!]!) {
    registerUsersForEvent(eventId: $eventId, userIds: $userIds) { ...EventPageAttendeeFields }
  }
`,
  [ATTENDEE_FIELDS],
);

export const SET_ATTENDEE_STATUS = graphql(
  `
  mutation SetAttendeeStatus($eventId: ID!, $userId: ID!, $status: EventAttendeeStatus!) {
    setAttendeeStatus(eventId: $eventId, userId: $userId, status: $status) { ...EventPageAttendeeFields }
  }
`,
  [ATTENDEE_FIELDS],
);

export const EVENT_ATTENDEES = graphql(
  `
  query EventAttendees($eventId: ID!, $filter: EventAttendeeFilter, $cursor: String, $limit: Int) {
    eventAttendees(eventId: $eventId, filter: $filter, cursor: $cursor, limit: $limit) {
      results { ...EventPageAttendeeFields }
      next
    }
  }
`,
  [ATTENDEE_FIELDS],
);

export type EventDetails = NonNullable<ResultOf<typeof INCUBATOR_EVENT>['incubatorEvent']>;
export type EventAttendeeRow = ResultOf<typeof ATTENDEE_FIELDS>;
export type AttendeeFilter = NonNullable<VariablesOf<typeof EVENT_ATTENDEES>['filter']>;
