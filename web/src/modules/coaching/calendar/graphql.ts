import { graphql, type ResultOf } from '../../../app/apollo/graphql';

export const CALENDAR = graphql(`
  query Calendar($from: String!, $to: String!, $userId: ID) {
    calendar(from: $from, to: $to, userId: $userId) {
      kind
      id
      title
      start
      end
      allDay
      url
      startupName
      cancelled
    }
  }
`);

export type CalendarEntry = ResultOf<typeof CALENDAR>['calendar'][number];

/** The notifications the shell already receives live: a meeting one means the calendar changed. */
export const CALENDAR_NOTIFICATIONS = graphql(`
  subscription CalendarNotifications {
    notificationCreated {
      _id
      notification {
        _id
        notificationType
      }
    }
  }
`);

export const CALENDAR_FEED = graphql(`
  query CalendarFeed {
    calendarFeed {
      enabled
      url
    }
  }
`);

export const REGENERATE_CALENDAR_FEED = graphql(`
  mutation RegenerateCalendarFeed {
    regenerateCalendarFeed {
      enabled
      url
    }
  }
`);

const EXTERNAL_CALENDAR_FIELDS = graphql(`
  fragment ExternalCalendarFields on ExternalCalendar {
    id
    url
    lastSyncedAt
    lastError
  }
`);

export const EXTERNAL_CALENDARS = graphql(
  `
  query ExternalCalendars {
    externalCalendars {
      ...ExternalCalendarFields
    }
  }
`,
  [EXTERNAL_CALENDAR_FIELDS],
);

export const ADD_EXTERNAL_CALENDAR = graphql(
  `
  mutation AddExternalCalendar($url: String!) {
    addExternalCalendar(url: $url) {
      ...ExternalCalendarFields
    }
  }
`,
  [EXTERNAL_CALENDAR_FIELDS],
);

export const SYNC_EXTERNAL_CALENDAR = graphql(
  `
  mutation SyncExternalCalendar($id: ID!) {
    syncExternalCalendar(id: $id) {
      ...ExternalCalendarFields
    }
  }
`,
  [EXTERNAL_CALENDAR_FIELDS],
);

export const REMOVE_EXTERNAL_CALENDAR = graphql(`
  mutation RemoveExternalCalendar($id: ID!) {
    removeExternalCalendar(id: $id)
  }
`);

export type ExternalCalendarItem = ResultOf<typeof EXTERNAL_CALENDAR_FIELDS>;
