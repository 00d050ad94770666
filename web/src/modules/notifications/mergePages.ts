import type { NotificationPage } from './graphql';

/**
 * Adds a further page under the ones already shown. Pages follow each other by cursor, so a new
 * arrival does not shift them; a notification already shown is still never shown twice (a list
 * refreshed while the next page was on its way). The counts and the next cursor are the newest answer's.
 */
export function appendPage(shown: NotificationPage, next: NotificationPage): NotificationPage {
  const known = new Set(shown.notifications.map((n) => n._id));
  return {
    ...next,
    notifications: [...shown.notifications, ...next.notifications.filter((n) => !known.has(n._id))],
  };
}

/** The server gives a next cursor while older notifications remain. */
export const hasMorePages = (page: NotificationPage | undefined) => Boolean(page?.next);
