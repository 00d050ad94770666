import type { NotificationPage, NotificationRecipient } from './graphql';

/** A notification as the server answers it, for the component tests. */
export function recipient(id: string, createdAt: string, overrides: { isRead?: boolean; type?: string; url?: string | null; message?: string } = {}): NotificationRecipient {
  return {
    __typename: 'NotificationRecipient',
    _id: id,
    isRead: overrides.isRead ?? false,
    createdAt,
    message: overrides.message ?? `Message ${id}`,
    notification: {
      __typename: 'Notification',
      _id: `n-${id}`,
      notificationType: overrides.type ?? 'taskAssigned',
      url: overrides.url === undefined ? '/tasks' : overrides.url,
      message: overrides.message ?? `Message ${id}`,
      note: null,
      parentNote: null,
      sender: null,
    },
  } as NotificationRecipient;
}

export function notificationPage(
  items: NotificationRecipient[],
  { currentPage = 1, totalPages = 1, unreadCount = 0, next = null as string | null } = {},
): { paginatedNotifications: NotificationPage } {
  return {
    paginatedNotifications: {
      __typename: 'NotificationPage',
      meta: { __typename: 'NotificationPageMeta', currentPage, totalPages, pageSize: 16 },
      unreadCount,
      next,
      notifications: items,
    } as NotificationPage,
  };
}

export const unseen = (count: number, lastSeenTimestamp: number | null) => ({
  unseenNotifications: { __typename: 'UnseenNotifications', count, lastSeenTimestamp },
});
