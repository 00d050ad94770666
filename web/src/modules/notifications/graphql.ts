import { graphql, type ResultOf } from '../../app/apollo/graphql';

const RECIPIENT_FIELDS = graphql(`
  fragment NotificationRecipientFields on NotificationRecipient {
    _id
    isRead
    createdAt
    message
    notification {
      _id
      notificationType
      url
      message
      note {
        content
      }
      parentNote {
        content
      }
      sender {
        _id
        fullName
        avatar
      }
    }
  }
`);

export const PAGINATED_NOTIFICATIONS = graphql(
  `
  query PaginatedNotifications($page: Int, $pageSize: Int, $cursor: String) {
    paginatedNotifications(page: $page, pageSize: $pageSize, cursor: $cursor) {
      meta {
        currentPage
        totalPages
        pageSize
      }
      unreadCount
      next
      notifications {
        ...NotificationRecipientFields
      }
    }
  }
`,
  [RECIPIENT_FIELDS],
);

export const UNSEEN_NOTIFICATIONS = graphql(`
  query UnseenNotifications {
    unseenNotifications {
      count
      lastSeenTimestamp
    }
  }
`);

export const SET_NOTIFICATION_READ = graphql(`
  mutation SetNotificationRead($ids: [ID!]!) {
    setNotificationRead(ids: $ids) {
      __typename
      _id
      isRead
    }
  }
`);

export const UPDATE_LAST_SEEN_NOTIFICATIONS = graphql(`
  mutation UpdateLastSeenNotifications($timestamp: Float) {
    updateLastSeenNotifications(timestamp: $timestamp) {
      count
      lastSeenTimestamp
    }
  }
`);

export const NOTIFICATION_CREATED = graphql(
  `
  subscription NotificationCreated {
    notificationCreated {
      ...NotificationRecipientFields
    }
  }
`,
  [RECIPIENT_FIELDS],
);

export const NOTIFICATION_PREFERENCES = graphql(`
  query NotificationPreferences {
    notificationPreferences {
      group
      inApp
      email
    }
  }
`);

export const UPDATE_NOTIFICATION_PREFERENCES = graphql(`
  mutation UpdateNotificationPreferences($preferences: [NotificationPreferenceInput!]!) {
    updateNotificationPreferences(preferences: $preferences) {
      group
      inApp
      email
    }
  }
`);

export type NotificationRecipient = ResultOf<typeof RECIPIENT_FIELDS>;

export type NotificationSender = NonNullable<NotificationRecipient['notification']['sender']>;

export type NotificationPage = ResultOf<typeof PAGINATED_NOTIFICATIONS>['paginatedNotifications'];

/** `lastSeenTimestamp`: seconds since the epoch; null until the bell was first opened. */
export type UnseenNotifications = ResultOf<typeof UNSEEN_NOTIFICATIONS>['unseenNotifications'];

export type NotificationPreference = ResultOf<typeof NOTIFICATION_PREFERENCES>['notificationPreferences'][number];
