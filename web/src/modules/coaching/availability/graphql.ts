import { graphql, type ResultOf } from '../../../app/apollo/graphql';

export const COACHING_PREFERENCES = graphql(`
  query CoachingPreferences($userId: ID) {
    coachingPreferences(userId: $userId) {
      userId
      timeZone
      effectiveTimeZone
      defaultDuration
      bufferMinutes
      minimumNoticeMinutes
      bookingHorizonDays
      hours
      meetingLink
    }
  }
`);

export const UPDATE_COACHING_PREFERENCES = graphql(`
  mutation UpdateCoachingPreferences($userId: ID, $input: CoachingPreferencesInput!) {
    updateCoachingPreferences(userId: $userId, input: $input) {
      userId
      timeZone
      effectiveTimeZone
      defaultDuration
      bufferMinutes
      minimumNoticeMinutes
      bookingHorizonDays
      hours
      meetingLink
    }
  }
`);

export const WEEKLY_AVAILABILITY = graphql(`
  query WeeklyAvailability($userId: ID) {
    weeklyAvailability(userId: $userId) {
      timeZone
      hours
      user { _id fullName }
      slots { weekday from to }
    }
  }
`);

export const UPDATE_WEEKLY_AVAILABILITY = graphql(`
  mutation UpdateWeeklyAvailability($userId: ID, $slots: [WeeklySlotInput!]!) {
    updateWeeklyAvailability(userId: $userId, slots: $slots) {
      timeZone
      hours
      user { _id fullName }
      slots { weekday from to }
    }
  }
`);

export const AVAILABILITY_EXCEPTIONS = graphql(`
  query AvailabilityExceptions($userId: ID, $from: String!, $to: String!) {
    availabilityExceptions(userId: $userId, from: $from, to: $to) { _id start end available note }
  }
`);

export const ADD_AVAILABILITY_EXCEPTION = graphql(`
  mutation AddAvailabilityException($input: AvailabilityExceptionInput!) {
    addAvailabilityException(input: $input) { _id start end available note }
  }
`);

export const DELETE_AVAILABILITY_EXCEPTION = graphql(`
  mutation DeleteAvailabilityException($id: ID!) {
    deleteAvailabilityException(id: $id)
  }
`);

export const BOOKABLE_SLOTS = graphql(`
  query BookableSlots($hostId: ID!, $from: String!, $to: String!, $duration: Int!, $startupId: ID, $timeZone: String) {
    bookableSlots(hostId: $hostId, from: $from, to: $to, duration: $duration, startupId: $startupId, timeZone: $timeZone) {
      hostTimeZone
      unavailable
      days { date slots { start end } }
    }
  }
`);

export const BOOKABLE_HOSTS = graphql(`
  query BookableHosts($startupId: ID!) {
    bookableHosts(startupId: $startupId) {
      timeZone
      defaultDuration
      user { _id fullName avatar }
    }
  }
`);

export const BOOK_MEETING = graphql(`
  mutation BookMeeting($input: BookMeetingInput!) {
    bookMeeting(input: $input) { _id date expectedDuration }
  }
`);

export type Preferences = ResultOf<typeof COACHING_PREFERENCES>['coachingPreferences'];
export type Week = ResultOf<typeof WEEKLY_AVAILABILITY>['weeklyAvailability'];
export type AvailabilityExceptionItem = ResultOf<typeof AVAILABILITY_EXCEPTIONS>['availabilityExceptions'][number];
export type BookableHostItem = ResultOf<typeof BOOKABLE_HOSTS>['bookableHosts'][number];
