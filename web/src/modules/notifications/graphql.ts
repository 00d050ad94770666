import { gql, type TypedDocumentNode } from '@apollo/client';

export interface NotificationSender {
  _id: string;
  fullName: string;
  avatar: string | null;
}

export interface NotificationRecipient {
  _id: string;
  isRead: boolean;
  createdAt: string;
  message: string;
  notification: {
    _id: string;
    notificationType: string;
    url: string | null;
    message: string;
    note: { content: string } | null;
    parentNote: { content: string } | null;
    sender: NotificationSender | null;
  };
}

export interface NotificationPage {
  meta: { currentPage: number; totalPages: number; pageSize: number };
  unreadCount: number;
  notifications: NotificationRecipient[];
}

export interface UnseenNotifications {
  count: number;
  /** Seconds since the epoch; null until the bell was first opened. */
  lastSeenTimestamp: number | null;
}

export interface NotificationPreference {
  group: string;
  inApp: boolean;
  email: boolean;
}

const RECIPIENT_FIELDS = gql`
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
`;

export const PAGINATED_NOTIFICATIONS: TypedDocumentNode<{ paginatedNotifications: NotificationPage }, { page: number; pageSize: number }> = gql`
  query PaginatedNotifications($page: Int, $pageSize: Int) {
    paginatedNotifications(page: $page, pageSize: $pageSize) {
      meta {
        currentPage
        totalPages
        pageSize
      }
      unreadCount
      notifications {
        ...NotificationRecipientFields
      }
    }
  }
  ${RECIPIENT_FIELDS}
`;

export const UNSEEN_NOTIFICATIONS: TypedDocumentNode<{ unseenNotifications: UnseenNotifications }, Record<string, never>> = gql`
  query UnseenNotifications {
    unseenNotifications {
      count
      lastSeenTimestamp
    }
  }
`;

export const SET_NOTIFICATION_READ: TypedDocumentNode<
  { setNotificationRead: Array<{ __typename?: 'NotificationRecipient'; _id: string; isRead: boolean }> },
  { ids: string[] }
> = gql`
  mutation SetNotificationRead($ids: [ID!]!) {
    setNotificationRead(ids: $ids) {
      _id
      isRead
    }
  }
`;

export const UPDATE_LAST_SEEN_NOTIFICATIONS: TypedDocumentNode<{ updateLastSeenNotifications: UnseenNotifications }, { timestamp: number }> = gql`
  mutation UpdateLastSeenNotifications($timestamp: Float) {
    updateLastSeenNotifications(timestamp: $timestamp) {
      count
      lastSeenTimestamp
    }
  }
`;

export const NOTIFICATION_CREATED: TypedDocumentNode<{ notificationCreated: NotificationRecipient }, Record<string, never>> = gql`
  subscription NotificationCreated {
    notificationCreated {
      ...NotificationRecipientFields
    }
  }
  ${RECIPIENT_FIELDS}
`;

export const NOTIFICATION_PREFERENCES: TypedDocumentNode<{ notificationPreferences: NotificationPreference[] }, Record<string, never>> = gql`
  query NotificationPreferences {
    notificationPreferences {
      group
      inApp
      email
    }
  }
`;

export const UPDATE_NOTIFICATION_PREFERENCES: TypedDocumentNode<
  { updateNotificationPreferences: NotificationPreference[] },
  { preferences: NotificationPreference[] }
> = gql`
  mutation UpdateNotificationPreferences($preferences: [NotificationPreferenceInput!]!) {
    updateNotificationPreferences(preferences: $preferences) {
      group
      inApp
      email
    }
  }
`;
