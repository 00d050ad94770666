import type { NotificationPage } from './graphql';

/**
 * Adds a further page under the ones already shown. A notification that arrived since the first
 * page was read pushes the rest down, so the next page may repeat the end of the last one:
 * those repeats are dropped. The page's counts and position are the newest answer's.
 */
export function appendPage(shown: NotificationPage, next: NotificationPage): NotificationPage {
  const known = new Set(shown.notifications.map((n) => n._id));
  return {
    ...next,
    notifications: [...shown.notifications, ...next.notifications.filter((n) => !known.has(n._id))],
  };
}

export const hasMorePages = (page: NotificationPage | undefined) => Boolean(page && page.meta.currentPage < page.meta.totalPages);
